"""The worker's /metrics, /healthz and /readyz, in-process with the gated test engine.

Metrics live in the process-wide default registry (as in production, next to vLLM's), so
counters are compared as differences before/after the test's own work.
"""

from __future__ import annotations

import asyncio
import json
import time
import urllib.request
from dataclasses import dataclass, field

import redis.asyncio as aioredis
from prometheus_client import REGISTRY, CollectorRegistry, Gauge
from prometheus_client.parser import text_string_to_metric_families

from devtools.redis_server import RedisServer
from producer.client import Client
from tests.engines import GatedEngine
from tests.ops_helpers import aget, get, ops_worker_settings, scrape, served_worker, value
from tests.redis_reads import value_of
from tests.waiting import until
from transq.connection import connect
from transq.contract import Lane, Status, make_job
from transq.http_server import MetricsServer
from transq.keys import Keys
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings
from worker.http import LOOP_TIMEOUT_S


@dataclass
class SlowStartEngine(GatedEngine):
    """Its start() (model load and warm-up) lasts until the test opens ``loaded``."""

    loaded: asyncio.Event = field(default_factory=asyncio.Event)

    async def start(self) -> None:
        await self.loaded.wait()


async def test_readyz_false_until_the_engine_is_ready_then_true(
    redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    engine = SlowStartEngine(open_by_default=True)
    settings = ops_worker_settings(redis_url, queue_settings)
    async with served_worker(redis, settings, engine, wait_ready=False) as served:
        status, body = await aget(f"{served.base_url}/readyz")
        assert (status, body.strip()) == (503, "not ready: the engine is loading or warming up")
        assert (await aget(f"{served.base_url}/metrics"))[0] == 200, "metrics answer while loading"
        engine.loaded.set()
        async with asyncio.timeout(10):
            await served.worker.ready.wait()
        assert await aget(f"{served.base_url}/readyz") == (200, "ready\n")
        assert await aget(f"{served.base_url}/healthz") == (200, "ok\n")
        beat = json.loads(await value_of(redis, keys.worker("w-ops")))
        assert f":{beat['metrics_port']}" in served.base_url, "the heartbeat tells where to scrape"
        served.worker.stop()
        assert (await aget(f"{served.base_url}/readyz"))[0] == 503, "not ready once stopping"


async def test_healthz_fails_while_the_event_loop_is_blocked(
    redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    async with served_worker(redis, ops_worker_settings(redis_url, queue_settings), GatedEngine()) as served:
        # run_in_executor hands the request to a thread at once, before the loop blocks.
        probe = asyncio.get_running_loop().run_in_executor(None, get, f"{served.base_url}/healthz")
        time.sleep(LOOP_TIMEOUT_S + 0.5)  # noqa: ASYNC251  # the failure under test: a loop that does not yield
        status, body = await probe
        assert status == 503 and "event loop blocked" in body
        assert (await aget(f"{served.base_url}/healthz"))[0] == 200, "healthy again once the loop runs"


async def test_a_redis_outage_fails_readiness_not_liveness(
    own_redis: RedisServer, queue_settings: QueueSettings
) -> None:
    """Restarting workers does not bring Redis back: liveness stays 200 through an outage
    (the worker reconnects by itself), readiness says why it cannot serve."""
    redis = connect(RedisSettings(url=own_redis.url, connect_timeout_s=0.5, socket_timeout_s=0.5))
    try:
        async with served_worker(redis, ops_worker_settings(own_redis.url, queue_settings), GatedEngine()) as served:
            assert await aget(f"{served.base_url}/readyz") == (200, "ready\n")
            own_redis.kill()
            status, body = await aget(f"{served.base_url}/readyz")
            assert status == 503 and body.startswith("not ready: Redis"), body
            assert await aget(f"{served.base_url}/healthz") == (200, "ok\n"), "liveness ignores Redis"
            own_redis.start()
            await until(lambda: _ready_now(served.base_url), 20, "readiness back once Redis is")
    finally:
        await redis.aclose()


async def _ready_now(base_url: str) -> bool:
    return (await aget(f"{base_url}/readyz"))[0] == 200


async def test_metrics_count_jobs_run_and_in_flight_stays_within_the_limit(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    engine = GatedEngine(fail_times={"doomed": 99})
    texts = {Lane.INTERACTIVE: [f"i{n}" for n in range(7)], Lane.BATCH: [f"b{n}" for n in range(3)]}
    jobs = [make_job(text=t, target_lang="de", priority=lane) for lane, ts in texts.items() for t in ts]
    doomed = make_job(text="doomed", target_lang="de")
    settings = ops_worker_settings(redis_url, queue_settings, retry_attempts=3)
    async with served_worker(redis, settings, engine) as served:
        url = f"{served.base_url}/metrics"
        before = await scrape(url)
        await client.submit_many([*jobs, doomed])
        await redis.xadd(keys.stream(Lane.BATCH), {"job": b"{broken"})
        await engine.wait_running(4)
        in_flight = []
        for text in [t for ts in texts.values() for t in ts]:
            in_flight.append(value(await scrape(url), "transq_jobs_in_flight"))
            engine.release(text)
        results = await client.wait_many([j.job_id for j in [*jobs, doomed]], timeout_s=20)
        after = await scrape(url)
    assert max(in_flight) == 4 and value(after, "transq_max_in_flight") == 4
    assert results[doomed.job_id].status is Status.FAILED

    def delta(name: str, **labels: str) -> float:
        return value(after, name, **labels) - value(before, name, **labels)

    for lane, ts in texts.items():
        assert delta("transq_jobs_total", lane=lane.value, status="succeeded") == len(ts)
        for histogram in ("transq_queue_wait_seconds", "transq_engine_seconds", "transq_end_to_end_seconds"):
            expected = len(ts) + (lane is Lane.INTERACTIVE)  # the failed job is timed too
            assert delta(f"{histogram}_count", lane=lane.value) == expected
    assert delta("transq_jobs_total", lane="interactive", status="failed") == 1
    assert delta("transq_retries_total") == 2, "three attempts: two retries"
    assert delta("transq_dead_lettered_total", reason="malformed") == 1
    # The gated engine counts one token per character, prompt and completion alike.
    assert delta("transq_tokens_total", kind="prompt") == sum(len(j.text) for j in jobs)
    assert delta("transq_tokens_total", kind="completion") == sum(len(j.text) for j in jobs)


async def test_reclaims_are_counted(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    job = make_job(text="orphan", target_lang="de")
    await client.submit(job)
    # A consumer that took the job and died: its entry is reclaimed after claim_idle_ms.
    await redis.xreadgroup(keys.group, "gone", {keys.stream(Lane.INTERACTIVE): ">"}, count=1)
    settings = ops_worker_settings(redis_url, queue_settings)
    before = REGISTRY.get_sample_value("transq_reclaimed_total") or 0.0  # before any reclaim can happen
    async with served_worker(redis, settings, GatedEngine(open_by_default=True)) as served:
        url = f"{served.base_url}/metrics"
        assert (await client.wait(job.job_id, timeout_s=10)).status is Status.SUCCEEDED

        async def counted() -> bool:
            return value(await scrape(url), "transq_reclaimed_total") - before == 1

        await until(counted, 5, "the reclaim to be counted")


def test_metrics_keep_vllm_colon_names_when_prometheus_asks_for_openmetrics() -> None:
    """Prometheus asks for OpenMetrics first; the answer must still carry vLLM's
    ``vllm:`` names, which the dashboard queries (prometheus/client_python#1177)."""
    registry = CollectorRegistry()
    Gauge("vllm:num_requests_running", "requests in the engine", registry=registry).set(3)
    server = MetricsServer(registry, "127.0.0.1", 0).start()
    accept = "application/openmetrics-text;version=1.0.0,text/plain;version=0.0.4;q=0.5,*/*;q=0.1"
    request = urllib.request.Request(f"http://127.0.0.1:{server.port}/metrics", headers={"Accept": accept})
    try:
        with urllib.request.urlopen(request, timeout=10) as reply:
            body = reply.read().decode()
    finally:
        server.stop()
    samples = {s.name: s.value for f in text_string_to_metric_families(body) for s in f.samples}
    assert samples == {"vllm:num_requests_running": 3.0}, body
