"""System "no-op drain": what the queue costs per job, with an engine that costs nothing.

The real worker process (``python -m worker`` with TRANSQ_ENGINE__KIND=noop: the NoopEngine
behind the same Engine Protocol) drains a backlog submitted before it started. Every
millisecond it spends is the queue's: decode, START script, engine call, FINISH script,
reads, leases, logging.

Figures come from the Result timestamps, not from polling: the drain runs from the first
job's started_ms to the last job's finished_ms. Those are milliseconds, so the per-job cost
is taken over windows of many consecutive finishes (window wall time / jobs), and the
median of the windows is the "median per-job overhead"; a single no-op job's own time in
the worker (engine_ms) is reported too, at its millisecond resolution.
"""

from __future__ import annotations

import asyncio
import statistics
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.harness.measure import now_ms, pids_cpu_s, redis_cpu_s, spread
from bench.harness.progress import NewBar
from bench.harness.systems.process import WorkerProcess
from bench.harness.systems.queue_tools import (
    check_succeeded,
    delete_queue,
    submit_all,
    unfinished,
)
from producer.client import Client
from producer.settings import ProducerSettings
from transq.contract import Result
from worker.settings import WorkerSettings
from worker.sizing import Workload

WINDOWS = 20
DRAIN_POLL_S = 0.1  # end of drain: a cheap XLEN; the figures themselves come from timestamps
DRAIN_TIMEOUT_S = 600


@dataclass
class DrainRun:
    jobs: int
    results: list[Result]
    worker_cpu_s: float  # the worker process, over the sampled part of the drain
    redis_cpu_s: float
    sampled_jobs: int  # jobs finished inside that sampled part
    exit_code: int | None
    logged_settings: dict[str, Any] = field(default_factory=dict)

    def figures(self) -> dict[str, Any]:
        started = min(r.started_ms or 0 for r in self.results)
        finished = sorted(r.finished_ms or 0 for r in self.results)
        drain_ms = max(finished[-1] - started, 1)
        per_job = window_ms_per_job(finished, WINDOWS)
        per_cpu = self.sampled_jobs or 1
        return {
            "jobs": self.jobs,
            "drain_s": round(drain_ms / 1000, 3),
            "jobs_per_s": round(self.jobs * 1000 / drain_ms, 1),
            "ms_per_job_mean": round(drain_ms / self.jobs, 4),
            "ms_per_job_median_window": round(statistics.median(per_job), 4),
            "ms_per_job_windows": [round(w, 4) for w in per_job],
            "engine_ms_in_worker": spread([float(r.engine_ms or 0) for r in self.results]),
            "worker_cpu_ms_per_job": round(self.worker_cpu_s * 1000 / per_cpu, 4),
            "redis_cpu_ms_per_job": round(self.redis_cpu_s * 1000 / per_cpu, 4),
            "cpu_sampled_jobs": self.sampled_jobs,
        }


def window_ms_per_job(finished_ms: list[int], windows: int) -> list[float]:
    """Wall ms per job over ``windows`` equal runs of consecutive finishes (sorted)."""
    size = len(finished_ms) // windows
    if size < 2:
        return [(finished_ms[-1] - finished_ms[0]) / max(len(finished_ms) - 1, 1)]
    runs = [finished_ms[k * size : (k + 1) * size] for k in range(windows)]
    return [(run[-1] - run[0]) / (len(run) - 1) for run in runs]


async def run_noop_drain(
    settings: WorkerSettings, env: dict[str, str], workload: Workload, new_bar: NewBar, log_path: Path
) -> DrainRun:
    producer = ProducerSettings(redis=settings.redis, queue=settings.queue)
    async with Client.from_settings(producer) as client:
        try:
            await submit_all(client, workload.jobs, new_bar("no-op: submit", len(workload.jobs)))
            worker = WorkerProcess(settings, env, log_path).start()
            try:
                run = await _drain(client, worker, [job.job_id for job in workload.jobs], new_bar)
            finally:
                exit_code = worker.stop()
            run.exit_code = exit_code
            run.logged_settings = worker.logged_settings()
            return run
        finally:
            await delete_queue(client.redis, client.keys)


async def _drain(client: Client, worker: WorkerProcess, ids: list[str], new_bar: NewBar) -> DrainRun:
    """Sample CPU from readiness to the empty queue, then read every result."""
    jobs = len(ids)
    await worker.wait_ready(client.redis)
    bar = new_bar("no-op: drain", jobs)
    t_a, cpu_a, redis_a = now_ms(), pids_cpu_s([worker.pid]), await redis_cpu_s(client.redis)
    deadline = t_a + DRAIN_TIMEOUT_S * 1000
    while (left := await unfinished(client.redis, client.keys)) > 0:
        bar.set_done(jobs - left)
        if now_ms() > deadline:
            raise TimeoutError(f"{left} jobs still queued after {DRAIN_TIMEOUT_S} s:\n{worker.log_tail()}")
        await asyncio.sleep(DRAIN_POLL_S)
    t_b, cpu_b, redis_b = now_ms(), pids_cpu_s([worker.pid]), await redis_cpu_s(client.redis)
    bar.set_done(jobs)
    results = await client.wait_many(ids, timeout_s=60)  # all final: one pipelined read
    check_succeeded(results)
    sampled = sum(1 for r in results.values() if t_a < (r.finished_ms or 0) <= t_b)
    return DrainRun(jobs, list(results.values()), cpu_b - cpu_a, redis_b - redis_a, sampled, None)
