"""Throughput of 1..N no-model workers on one queue: what the queue and the worker loop
cost per job when the engine costs nothing (or a fixed delay), on this machine.

    python -m bench.scale.workers [--workers 1,2,4] [--jobs 3000] [--delay-ms 0]

Each row: N fresh `python -m worker` processes (engine.kind = noop) on a fresh queue, every
one ready first, then all jobs submitted (submit_many) and timed to the last result. Redis is
$TRANSQ_REDIS__URL (or started).

On the shared harness: bench.harness.systems.process.WorkerProcess starts, awaits and stops each
worker; bench.harness.systems.queue_tools submits and cleans up; bench.harness.progress draws the bars (on
stderr: the table is this command's output).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import time
import uuid
from pathlib import Path

from rich.console import Console

from bench.harness.config import WORKER_CONFIG
from bench.harness.progress import NewBar, bar_factory, make_progress
from bench.harness.systems.process import WorkerProcess
from bench.harness.systems.queue_tools import delete_queue, submit_all
from devtools.redis_server import ensure
from producer.client import Client
from producer.settings import ProducerSettings
from transq.contract import make_job
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings
from worker.settings import WorkerSettings

NAMESPACE = "bench"


def worker_process(redis_url: str, queue: QueueSettings, worker_id: str, log: Path, delay_ms: float) -> WorkerProcess:
    env = {
        "TRANSQ_REDIS__URL": redis_url, "TRANSQ_QUEUE__NAMESPACE": queue.namespace, "TRANSQ_QUEUE__NAME": queue.name,
        "TRANSQ_LOOP__WORKER_ID": worker_id, "TRANSQ_ENGINE__KIND": "noop", "TRANSQ_METRICS__ENABLED": "false",
        "TRANSQ_ENGINE__NOOP_DELAY_MS": str(delay_ms), "TRANSQ_LOG_LEVEL": "WARNING",
        "TRANSQ_CONFIG": str(WORKER_CONFIG),
    }  # fmt: skip
    settings = WorkerSettings.model_validate(
        {"redis": {"url": redis_url}, "queue": queue.model_dump(), "loop": {"worker_id": worker_id}}
    )
    return WorkerProcess(settings, env, log)


async def one_row(redis_url: str, workers: int, jobs: int, delay_ms: float, log_dir: Path, *, new_bar: NewBar) -> float:
    """jobs/s with ``workers`` processes: start them all, submit, time to the last result."""
    queue = QueueSettings(namespace=NAMESPACE, name=f"scale-{uuid.uuid4().hex[:8]}")
    batch = [make_job(text=f"job {n}", target_lang="de") for n in range(jobs)]
    procs = [
        worker_process(redis_url, queue, f"w{n}", log_dir / f"{queue.name}-w{n}.log", delay_ms) for n in range(workers)
    ]
    async with Client.from_settings(ProducerSettings(redis=RedisSettings(url=redis_url), queue=queue)) as client:
        try:
            for proc in procs:
                proc.start()
            for proc in procs:
                await proc.wait_ready(client.redis)
            started = time.perf_counter()
            await submit_all(client, batch, new_bar(f"{workers} workers: submit", jobs))
            await client.wait_many([j.job_id for j in batch], timeout_s=600)
            elapsed = time.perf_counter() - started
        finally:
            for proc in procs:
                proc.stop()
            await delete_queue(client.redis, client.keys)
    return jobs / elapsed


async def rows(redis_url: str, counts: list[int], jobs: int, delay_ms: float, log_dir: Path) -> None:
    what = f"{jobs} jobs, noop delay {delay_ms:g} ms, {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}"
    print(f"{'workers':>7} {'jobs/s':>9} {'x1':>6}   ({what})", flush=True)
    base = None
    with make_progress(Console(stderr=True)) as progress:
        for n in counts:
            rate = await one_row(redis_url, n, jobs, delay_ms, log_dir, new_bar=bar_factory(progress))
            base = base or rate
            print(f"{n:>7} {rate:>9.0f} {rate / base:>6.2f}", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.scale.workers")
    parser.add_argument("--workers", default="1,2,4")
    parser.add_argument("--jobs", type=int, default=3000)
    parser.add_argument("--delay-ms", type=float, default=0.0)
    args = parser.parse_args()
    redis_url, _ = ensure(os.environ.get("TRANSQ_REDIS__URL", "redis://127.0.0.1:6379/0"))
    log_dir = Path(tempfile.mkdtemp(prefix="scale-workers-"))
    asyncio.run(rows(redis_url, [int(x) for x in args.workers.split(",")], args.jobs, args.delay_ms, log_dir))
    return 0


if __name__ == "__main__":
    sys.exit(main())
