"""System "worker": producer -> Redis Streams -> ``python -m worker`` (vLLM) -> result.

The producer client submits the whole batch in one pipeline (submit_many) and waits for
every result (wait_many), as a service in front of the queue would. The clock runs from
the submit call to wait_many returning: everything the queue adds is inside it.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.measure import CpuMeter, JobTiming, SystemRun, children_cpu_s, own_cpu_s, process_cpu_s
from bench.progress import Bar
from bench.systems.process import WorkerProcess
from bench.systems.queue_tools import check_succeeded, delete_queue, redis_cpu_s, submit_all, watch
from bench.workload import Workload
from producer.client import Client
from producer.settings import ProducerSettings
from worker.settings import WorkerSettings

LATENCY_SOURCE = (
    "Result.total_ms (enqueued_ms at submit -> finished_ms) and Result.engine_ms (started_ms -> finished_ms); "
    "wall: client-observed, submit_many called -> wait_many returned"
)
WAIT_TIMEOUT_S = 1_800  # a stuck batch fails the run instead of hanging it


@dataclass
class QueuedRun:
    run: SystemRun
    logged_settings: dict[str, Any]  # the worker's own account of its settings
    exit_code: int | None


async def batch(client: Client, workload: Workload, bar: Bar) -> SystemRun:
    """Submit every job at once, wait for every result."""
    ids = [job.job_id for job in workload.jobs]
    t0 = time.perf_counter()
    await submit_all(client, workload.jobs)
    watcher = asyncio.create_task(watch(client.redis, client.keys, len(ids), bar))
    try:
        results = await client.wait_many(ids, timeout_s=WAIT_TIMEOUT_S)
    finally:
        wall_s = time.perf_counter() - t0
        watcher.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await watcher
    bar.set_done(len(ids))
    check_succeeded(results)
    timings = [
        JobTiming(
            r.job_id, float(r.total_ms or 0), float(r.engine_ms or 0), r.prompt_tokens or 0, r.completion_tokens or 0
        )
        for r in results.values()
    ]
    return SystemRun("worker via Redis", wall_s, timings, LATENCY_SOURCE)


async def run_queued(
    settings: WorkerSettings,
    env: dict[str, str],
    *,
    warmup: Workload,
    measured: Workload,
    bars: tuple[Bar, Bar],
    log_path: Path,
) -> QueuedRun:
    """Start a worker, wait for it to be ready, run warm-up then the measured batch."""
    worker = WorkerProcess(settings, env, log_path).start()
    producer = ProducerSettings(redis=settings.redis, queue=settings.queue)
    try:
        async with Client.from_settings(producer) as client:
            try:
                await worker.wait_ready(client.redis)
                await batch(client, warmup, bars[0])
                cpu = CpuMeter(
                    {
                        "bench process (producer client)": own_cpu_s,
                        "worker process (loop + engine front end)": lambda: process_cpu_s(worker.pid),
                        "engine core": lambda: children_cpu_s(worker.pid),
                    }
                )
                redis_before = await redis_cpu_s(client.redis)
                cpu.start()
                run = await batch(client, measured, bars[1])
                run.cpu_s = cpu.stop() | {"redis-server (shared)": await redis_cpu_s(client.redis) - redis_before}
            finally:
                code = worker.stop()
                await delete_queue(client.redis, client.keys)
    except BaseException:
        worker.stop()
        raise
    return QueuedRun(run, worker.logged_settings(), code)
