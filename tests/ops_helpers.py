"""Helpers of the operations tests: scrape an endpoint, run the CLI, run an in-process
worker with its HTTP endpoints."""

from __future__ import annotations

import asyncio
import os
import sys
import urllib.error
import urllib.request
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass

import redis.asyncio as aioredis
from prometheus_client.parser import text_string_to_metric_families

from devtools.redis_server import REPO
from tests.engines import GatedEngine, fast_worker_settings
from transq.keys import Keys
from transq.settings import QueueSettings
from worker.assemble import build_worker
from worker.http import start_http
from worker.scheduling.loop import Worker
from worker.settings import MetricsSettings, WorkerSettings

Samples = dict[tuple[str, frozenset[tuple[str, str]]], float]

# vLLM's own metrics the dashboard uses; tests/worker/engines/test_engine_metrics.py checks that the real
# engine exports each of them on the worker's /metrics.
VLLM_METRICS = frozenset(
    {
        "vllm:num_requests_running",
        "vllm:num_requests_waiting",
        "vllm:kv_cache_usage_perc",
        "vllm:time_to_first_token_seconds",
        "vllm:inter_token_latency_seconds",
    }
)


def get(url: str, timeout_s: float = 10) -> tuple[int, str]:
    """(status, body) of a GET; blocking, so call it through asyncio.to_thread."""
    try:
        with urllib.request.urlopen(url, timeout=timeout_s) as reply:
            return reply.status, reply.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode()


async def aget(url: str) -> tuple[int, str]:
    # In a thread: the server may need this loop to answer (probes, the monitor's reads).
    return await asyncio.to_thread(get, url)


async def scrape(url: str) -> Samples:
    status, body = await aget(url)
    assert status == 200, body
    return {
        (s.name, frozenset(s.labels.items())): s.value
        for family in text_string_to_metric_families(body)
        for s in family.samples
    }


def value(samples: Samples, name: str, **labels: str) -> float:
    """A sample's value; 0 when absent (a labelled counter not yet incremented)."""
    return samples.get((name, frozenset(labels.items())), 0.0)


def names(samples: Samples) -> set[str]:
    return {name for name, _ in samples}


@dataclass
class CliResult:
    rc: int
    out: str
    err: str


async def run_cli(
    redis_url: str, keys: Keys, *args: str, env: Mapping[str, str] | None = None, unset: tuple[str, ...] = ()
) -> CliResult:
    """``python -m producer ARGS`` as a user runs it, stdin not a terminal; ``unset``:
    variables removed from its environment."""
    full_env = (
        os.environ
        | {
            "TRANSQ_REDIS__URL": redis_url,
            "TRANSQ_QUEUE__NAMESPACE": keys.namespace,
            "TRANSQ_QUEUE__NAME": keys.queue,
            "TRANSQ_CONFIG": str(REPO / "configs" / "producer.toml"),
            "COLUMNS": "200",  # rich tables: no wrapping in captured output
        }
        | dict(env or {})
    )
    full_env = {name: value for name, value in full_env.items() if name not in unset}
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "producer", *args, cwd=REPO, env=full_env,
        stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip
    out, err = await asyncio.wait_for(proc.communicate(), 60)
    assert proc.returncode is not None
    return CliResult(proc.returncode, out.decode(), err.decode())


def ops_worker_settings(redis_url: str, queue: QueueSettings, **loop: object) -> WorkerSettings:
    """A fast test worker that serves /metrics on a free port."""
    metrics = MetricsSettings(host="127.0.0.1", port=0)
    return fast_worker_settings(redis_url, queue, metrics=metrics, memory=None, **({"worker_id": "w-ops"} | loop))


@dataclass
class ServedWorker:
    worker: Worker
    task: asyncio.Task[int]
    base_url: str


@asynccontextmanager
async def served_worker(
    redis: aioredis.Redis, settings: WorkerSettings, engine: GatedEngine, *, wait_ready: bool = True
) -> AsyncIterator[ServedWorker]:
    """A worker in this event loop with its HTTP endpoints, stopped by its real shutdown."""
    worker = build_worker(settings, engine, redis)
    http = start_http(worker, settings.metrics)
    worker.metrics_port = http.port  # as worker.startup does
    task = asyncio.create_task(worker.run())
    try:
        if wait_ready:
            async with asyncio.timeout(10):
                await worker.ready.wait()
        yield ServedWorker(worker, task, f"http://127.0.0.1:{http.port}")
    finally:
        worker.stop()
        engine.release_all()
        await asyncio.wait_for(task, 20)
        http.stop()
