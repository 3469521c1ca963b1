"""The identity and pseudo engines, and every sample document's round trip through them,
checked by reference parsers (bench/documents/oracles.py: markdown-it-py, html5lib,
pysubs2, webvtt-py, polib and ``msgfmt -c``, json)."""

from __future__ import annotations

import re
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis

from bench.cli import main as bench_main
from bench.documents.roundtrip import translate_in_process
from producer.client import Client
from producer.documents import load_document
from producer.documents.pipeline import TranslateOptions, translate_documents
from producer.settings import ProducerSettings
from tests.documents_support import JSONL_FIELDS, SAMPLES
from tests.worker_process import WorkerProcess
from transq.keys import Keys
from transq.placeholders import MARKER_RE
from transq.pseudo import pseudo_localize
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings

PROTECTED = "Open {file} in <b>vim</b>, see ⟦0⟧ at https://example.org/a?b=c, %(count)d %s %% &amp; {{ user }}"


def test_pseudo_keeps_every_protected_span_and_accents_the_rest() -> None:
    out = pseudo_localize(PROTECTED)
    for span in ("{file}", "<b>", "</b>", "⟦0⟧", "https://example.org/a?b=c", "%(count)d", "%s", "%%", "&amp;"):
        assert span in out, span
    assert "{{ user }}" in out
    assert out.startswith("[Óþéñ ") and out.endswith("]")
    assert not re.search(
        r"[A-Za-z]{3,}", MARKER_RE.sub("", re.sub(r"<[^>]+>|https\S+|\{\{.*?\}\}|%\(\w+\)d|&\w+;|\{\w+\}", "", out))
    )


def test_pseudo_grows_text_by_about_a_third_and_is_deterministic() -> None:
    text = "The quick brown fox jumps over the lazy dog while the cat sleeps"
    out = pseudo_localize(text)
    assert 1.3 <= len(out) / len(text) <= 1.45
    assert pseudo_localize(text) == out
    assert pseudo_localize("  two\nlines \n") == "  [ŧŵó\nĺíñéš ···] \n"  # line breaks and edges kept


@pytest.mark.parametrize("fmt", sorted(SAMPLES))
def test_every_sample_survives_identity_and_pseudo(fmt: str) -> None:
    fields = JSONL_FIELDS if fmt == "jsonl" else ("text",)
    identity, pseudo = translate_in_process(SAMPLES[fmt].read_bytes(), fmt, fields)
    assert identity.ok, identity.difference
    assert pseudo.ok, pseudo.difference


@pytest.fixture
def worker_queue(redis_url: str) -> Iterator[Keys]:
    keys = Keys(namespace="test", queue=f"oracle-{uuid.uuid4().hex[:8]}")
    yield keys
    with redis.Redis.from_url(redis_url) as r:
        for key in r.scan_iter(match=keys.all_pattern, count=1000):
            r.delete(key)


@pytest.mark.parametrize("kind", ["identity", "pseudo"])
async def test_engine_kind_runs_documents_through_the_real_worker(
    kind: str, redis_url: str, worker_queue: Keys, tmp_path: Path
) -> None:
    """``python -m worker`` with engine.kind=identity|pseudo, through Redis: the documents
    come back as the in-process render predicts, every segment translated."""
    env = {"TRANSQ_ENGINE__KIND": kind, "TRANSQ_MEMORY__TTL_S": "0"}
    worker = WorkerProcess(redis_url, worker_queue, f"oracle-{kind}", tmp_path / "worker.log", env=env).start()
    queue = QueueSettings(namespace=worker_queue.namespace, name=worker_queue.queue)
    docs = [load_document(path, max_bytes=1 << 20, fields=JSONL_FIELDS) for path in SAMPLES.values()]
    try:
        async with Client.from_settings(ProducerSettings(redis=RedisSettings(url=redis_url), queue=queue)) as client:
            await worker.wait_ready(client.redis, timeout_s=60)
            report = await translate_documents(client, docs, TranslateOptions(target_lang="de", timeout_s=60))
    finally:
        worker.stop()
    assert report.ok and report.failures == []
    for doc, outcome in zip(docs, report.outcomes, strict=True):
        expected = {s.text: s.text if kind == "identity" else pseudo_localize(s.text) for s in doc.segments()}
        assert outcome.issues == ()
        assert outcome.data == doc.render(expected)[0], doc.name


def test_bench_documents_passes_on_every_committed_sample(capsys: pytest.CaptureFixture[str]) -> None:
    """``python -m bench documents --samples``: what CI runs of the corpus (the full
    registry corpus needs --fetch and runs outside CI; docs/documents.md)."""
    assert bench_main(["documents", "--samples"]) == 0
    out = capsys.readouterr().out
    assert not re.search(r"(?m)^(FAIL|excluded) ", out), out
    assert all(fmt in out for fmt in ("text", "markdown", "html", "srt", "vtt", "po", "jsonl"))
