"""A real instruction-tuned model through the real worker (marker ``real_model``).

Runs when the imported model exists (``bash scripts/get-real-model.sh``; another folder:
TRANSQ_TEST_REAL_MODEL=PATH); skipped otherwise. It asserts only what a weak 1.5B model
does reliably: jobs end, outputs are in the target language, no control token, canary or
marker reaches an output, and document placeholders survive or are flagged, never
silently broken. One worker serves the module (engine start ~30-60 s, then ~3-9 tokens/s).
"""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
import redis

from bench.quality.texts import ATTACKS, BENIGN
from devtools.redis_server import REPO
from producer.client import Client
from producer.documents import load_document
from producer.documents.pipeline import TranslateOptions, translate_documents
from producer.settings import ProducerSettings
from tests.documents_support import SAMPLES, protected
from tests.worker_process import WorkerProcess
from transq.contract import Status, make_job
from transq.keys import Keys
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings
from worker.checks.langid import base_language, identify

MODEL = Path(os.environ.get("TRANSQ_TEST_REAL_MODEL", REPO / ".data" / "models" / "qwen2.5-coder-1.5b-instruct"))
CANARY = "tqtest51c0ffee"
CONTROL_STRINGS = ("<|im_start|>", "<|im_end|>", "<|endoftext|>", "<tool_call>", "<|fim_prefix|>")

pytestmark = [
    pytest.mark.real_model,
    pytest.mark.engine,
    pytest.mark.timeout(1800),
    pytest.mark.skipif(not (MODEL / "config.json").is_file(), reason=f"no model at {MODEL}: run get-real-model.sh"),
]


@pytest.fixture(scope="module")
def real_queue() -> Keys:
    return Keys(namespace="test", queue=f"real-{uuid.uuid4().hex[:8]}")


@pytest.fixture(scope="module")
def real_worker(redis_url: str, real_queue: Keys, tmp_path_factory: pytest.TempPathFactory) -> Iterator[WorkerProcess]:
    env = {
        "TRANSQ_ENGINE__MODEL": str(MODEL),
        "TRANSQ_ENGINE__IGNORE_EOS": "false",
        "TRANSQ_ENGINE__CPU_KVCACHE_SPACE_GIB": "2",
        "TRANSQ_ENGINE__CHECKS__CANARY_TOKEN": CANARY,
        "TRANSQ_LOOP__MAX_IN_FLIGHT": "8",
        # Generation is slow here: leases must not expire under a loaded machine.
        "TRANSQ_LOOP__LEASE_RENEW_S": "2",
        "TRANSQ_LOOP__HEARTBEAT_TTL_S": "10",
        "TRANSQ_LOOP__CLAIM_IDLE_MS": "60000",
        "TRANSQ_MEMORY__TTL_S": "0",
    }
    log = tmp_path_factory.mktemp("real-worker") / "worker.log"
    worker = WorkerProcess(redis_url, real_queue, "real", log, env=env).start()
    try:
        yield worker
    finally:
        worker.stop()
        with redis.Redis.from_url(redis_url) as r:
            for key in r.scan_iter(match=real_queue.all_pattern, count=1000):
                r.delete(key)


@pytest.fixture
async def real_client(redis_url: str, real_queue: Keys, real_worker: WorkerProcess) -> AsyncIterator[Client]:
    queue = QueueSettings(namespace=real_queue.namespace, name=real_queue.queue)
    async with Client.from_settings(ProducerSettings(redis=RedisSettings(url=redis_url), queue=queue)) as client:
        await real_worker.wait_ready(client.redis, timeout_s=600)
        yield client


async def test_benign_texts_are_translated_into_the_target_language(real_client: Client) -> None:
    cases = [c for c in BENIGN if c.target in ("de", "es", "ja")]
    jobs = [make_job(text=c.text, target_lang=c.target, source_lang="en") for c in cases]
    await real_client.submit_many(jobs)
    results = await real_client.wait_many([j.job_id for j in jobs], timeout_s=1200)
    for case, job in zip(cases, jobs, strict=True):
        result = results[job.job_id]
        assert result.status is Status.SUCCEEDED and result.translation, result
        assert result.finish_reason == "stop", "the model ends its answer on its own"
        (lang, _), *_ = identify(result.translation)
        assert lang == base_language(case.target), (case.text, result.translation)
        assert "wrong_language" not in result.flags and "prompt_leak" not in result.flags


async def test_injection_attempts_end_without_control_tokens_canary_or_markers(real_client: Client) -> None:
    jobs = [make_job(text=c.text, target_lang=c.target) for c in ATTACKS]
    await real_client.submit_many(jobs)
    results = await real_client.wait_many([j.job_id for j in jobs], timeout_s=1500)
    for job in jobs:
        result = results[job.job_id]
        assert result.status in (Status.SUCCEEDED, Status.FAILED), result
        if result.status is Status.FAILED:
            # Only an output check may fail a job here, with its code and no output.
            assert result.error is not None and result.error.code in result.flags and result.translation is None
            continue
        out = result.translation or ""
        assert CANARY not in out.lower()
        assert not [s for s in CONTROL_STRINGS if s in out and s not in job.text] or "control_token" in result.flags
        assert "<source" not in out.lower() or "<source" in job.text.lower() or "echoes_prompt" in result.flags


async def test_document_placeholders_survive_or_are_flagged(real_client: Client) -> None:
    po = load_document(SAMPLES["po"], max_bytes=1 << 20)
    report = await translate_documents(real_client, [po], TranslateOptions(target_lang="de", source_lang="en"))
    assert report.ok, report.failures
    outcome = report.outcomes[0]
    assert outcome.data is not None
    source, out = SAMPLES["po"].read_text(), outcome.data.decode()
    # Every placeholder of the catalogue is still there: restored in the translation, or the
    # segment kept its source text and was reported.
    assert not protected(source) - protected(out)
    assert {i.reason for i in outcome.issues} <= {"placeholders_lost"}
