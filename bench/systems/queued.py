"""System "worker": producer -> Redis Streams -> ``python -m worker`` (vLLM) -> result.

The producer client submits the whole batch in one pipeline (submit_many) and waits for
every result (wait_many), as a service in front of the queue would. The clock runs from
the submit call to wait_many returning: everything the queue adds is inside it.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.drive import Drive, Pattern, Request, Served, drive
from bench.measure import (
    ENGINE_CORE,
    MACHINE,
    CpuMeter,
    JobTiming,
    SystemRun,
    child_pids,
    machine_busy_cpu_s,
    own_cpu_s,
    pids_cpu_s,
)
from bench.progress import Bar
from bench.systems.process import WorkerProcess
from bench.systems.queue_tools import Watch, check_succeeded, delete_queue, redis_cpu_s, submit_all
from bench.workload import Workload
from producer.client import Client
from producer.contract import Status, make_job
from producer.settings import ProducerSettings
from worker.settings import WorkerSettings

LATENCY_SOURCE = (
    "Result.total_ms (enqueued_ms at submit -> finished_ms) and Result.engine_ms (started_ms -> finished_ms); "
    "wall: client-observed, submit_many called -> wait_many returned"
)
WAIT_TIMEOUT_S = 1_800  # a stuck batch fails the run instead of hanging it


async def batch(client: Client, workload: Workload, bar: Bar) -> SystemRun:
    """Submit every job at once, wait for every result."""
    ids = [job.job_id for job in workload.jobs]
    t0 = time.perf_counter()
    await submit_all(client, workload.jobs)
    watch = Watch(client.redis, client.keys, len(ids), bar)
    watcher = asyncio.create_task(watch.run())
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
    run = SystemRun("worker via Redis", wall_s, timings, LATENCY_SOURCE)
    run.notes["slowest_progress_read_ms"] = round(watch.max_read_ms, 1)
    return run


class QueuedSystem:
    name = "worker via Redis"

    def __init__(self, settings: WorkerSettings, env: dict[str, str], log_path: Path) -> None:
        self.worker = WorkerProcess(settings, env, log_path)
        self.client = Client.from_settings(ProducerSettings(redis=settings.redis, queue=settings.queue))
        self.exit_code: int | None = None
        self.logged_settings: dict[str, Any] = {}

    async def start(self) -> None:
        self.worker.start()
        await self.worker.wait_ready(self.client.redis)

    async def batch(self, workload: Workload, bar: Bar) -> SystemRun:
        pid = self.worker.pid
        core = child_pids(pid)
        cpu = CpuMeter(
            {
                "bench process (producer client)": own_cpu_s,
                "worker process (loop + engine front end)": lambda: pids_cpu_s([pid]),
                ENGINE_CORE: lambda: pids_cpu_s(core),
                MACHINE: machine_busy_cpu_s,
            }
        )
        redis_before = await redis_cpu_s(self.client.redis)
        cpu.start()
        run = await batch(self.client, workload, bar)
        run.cpu_s = cpu.stop() | {"redis-server (shared)": await redis_cpu_s(self.client.redis) - redis_before}
        return run

    async def call(self, request: Request) -> Served:
        """One client request as a producer makes it: submit, then wait for the result."""
        job = make_job(
            job_id=request.job_id, text=request.text, source_lang=request.source_lang, target_lang=request.target_lang
        )
        await self.client.submit(job)
        result = await self.client.wait(job.job_id, timeout_s=WAIT_TIMEOUT_S)
        if result.status is not Status.SUCCEEDED:
            raise RuntimeError(f"job {job.job_id} ended {result.status.value}: {result.error}")
        return Served(
            result.prompt_tokens or 0,
            result.completion_tokens or 0,
            float(result.started_ms or 0),
            float(result.finished_ms or 0),
        )

    async def run(self, requests: Sequence[Request], pattern: Pattern, seed: int, bar: Bar) -> Drive:
        return await drive(self.call, requests, pattern, seed, bar.advance)

    async def close(self) -> None:
        """SIGTERM the worker (its graceful stop), then remove this run's keys."""
        try:
            self.exit_code = self.worker.stop()
            self.logged_settings = self.worker.logged_settings()
            await delete_queue(self.client.redis, self.client.keys)
        finally:
            await self.client.aclose()
