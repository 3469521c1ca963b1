"""The queue's CPU per job when jobs arrive one by one: a no-op worker under a closed loop.

The no-op drain (bench.harness.systems.noop_drain) measures the queue on a backlog, where one loop
turn starts and finishes dozens of jobs in one pipeline each. Clients that send a job, wait
for its result and send the next (a web service, a document pipeline) give the worker one
job at a time, and each pays its own round trips: the figure that matters on the GPU, where
the worker's process also runs the engine's front end.

The real worker (``python -m worker``, the no-op engine with ``delay_ms`` per job) serves
``clients`` closed-loop clients for ``seconds``; the figure is the worker process's CPU time
(user and system, from psutil) over the loop, per finished job. One run; compare versions by
alternating runs (docs/benchmarks.md).

On the shared harness: its closed loop is bench.harness.drive.drive_for, its worker
bench.harness.systems.process.WorkerProcess. It stands alone in what it reads and prints: the
worker process's own user and system CPU (psutil; bench.harness.measure.CpuMeter sums them per
role), and one JSON line on stdout, no progress bar and no file, for the scripts that
alternate runs and read that line.

    python -m bench.pairs.closed_noop [--clients 32] [--seconds 12] [--delay-ms 200] [--redis-url URL]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import time
import uuid
from dataclasses import asdict, dataclass
from pathlib import Path

import psutil  # type: ignore[import-untyped]  # no stubs

from bench.harness.config import REPO
from bench.harness.drive import Request, Served, drive_for
from bench.harness.systems.process import WorkerProcess
from bench.harness.systems.queue_tools import job_of, served_of, succeeded
from devtools.redis_server import ensure as ensure_redis
from producer.client import Client
from producer.settings import ProducerSettings
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings
from worker.settings import WorkerSettings

NAMESPACE = "bench"
LOG_DIR = REPO / ".data" / "bench"  # the worker's log, as the other suites keep theirs


@dataclass(frozen=True, slots=True)
class ClosedNoop:
    clients: int
    seconds: float
    delay_ms: float
    jobs: int
    jobs_per_s: float
    worker_cpu_ms_per_job: float
    worker_user_ms_per_job: float
    worker_system_ms_per_job: float


def _env(url: str, queue: QueueSettings, clients: int, delay_ms: float, worker_id: str) -> dict[str, str]:
    return {
        "TRANSQ_REDIS__URL": url,
        "TRANSQ_QUEUE__NAMESPACE": queue.namespace,
        "TRANSQ_QUEUE__NAME": queue.name,
        "TRANSQ_ENGINE__KIND": "noop",
        "TRANSQ_ENGINE__NOOP_DELAY_MS": str(delay_ms),
        "TRANSQ_LOOP__MAX_IN_FLIGHT": str(clients),
        "TRANSQ_LOOP__WORKER_ID": worker_id,
        "TRANSQ_METRICS__ENABLED": "false",
    }


async def run(url: str, clients: int, seconds: float, delay_ms: float, log_path: Path) -> ClosedNoop:
    queue = QueueSettings(namespace=NAMESPACE, name=f"closed-noop-{uuid.uuid4().hex[:8]}")
    worker_id = f"closed-noop-{uuid.uuid4().hex[:6]}"
    settings = WorkerSettings.model_validate(
        {"redis": {"url": url}, "queue": queue.model_dump(), "loop": {"max_in_flight": clients, "worker_id": worker_id}}
    )
    worker = WorkerProcess(settings, _env(url, queue, clients, delay_ms, worker_id), log_path).start()
    producer = ProducerSettings(redis=RedisSettings(url=url), queue=queue)
    try:
        async with Client.from_settings(producer) as client:
            await worker.wait_ready(client.redis)
            process = psutil.Process(worker.pid)
            before = process.cpu_times()
            started = time.monotonic()
            jobs = await _closed_loop(client, clients, seconds)
            elapsed_s = time.monotonic() - started
            after = process.cpu_times()
            await client.redis.delete(*client.keys.streams().values())
    finally:
        worker.stop()
    user_s, system_s = after.user - before.user, after.system - before.system
    per_job_ms = 1000 / max(jobs, 1)
    return ClosedNoop(
        clients=clients, seconds=round(elapsed_s, 3), delay_ms=delay_ms, jobs=jobs,
        jobs_per_s=round(jobs / elapsed_s, 2),
        worker_cpu_ms_per_job=round((user_s + system_s) * per_job_ms, 4),
        worker_user_ms_per_job=round(user_s * per_job_ms, 4),
        worker_system_ms_per_job=round(system_s * per_job_ms, 4),
    )  # fmt: skip


async def _closed_loop(client: Client, clients: int, duration_s: float) -> int:
    """``clients`` loops of submit -> wait for the result -> next, for ``duration_s``
    (bench.harness.drive.drive_for); the jobs that succeeded (any other end fails the run: a no-op
    job cannot fail)."""

    def take(n: int) -> Request:
        return Request(f"cn-{n}-{uuid.uuid4().hex[:6]}", f"Job {n}.", "auto", "de", 0)

    async def call(request: Request) -> Served:
        await client.submit(job_of(request))
        return served_of(succeeded(await client.wait(request.job_id, timeout_s=60)))

    run = await drive_for(call, take, clients, duration_s, lambda: None)
    return len(run.samples)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.pairs.closed_noop", description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=32, help="closed-loop clients = max_in_flight (default 32)")
    parser.add_argument("--seconds", type=float, default=12.0, help="how long the clients loop (default 12)")
    parser.add_argument("--delay-ms", type=float, default=200.0, help="the no-op engine's time per job (default 200)")
    parser.add_argument("--redis-url", default=os.environ.get("TRANSQ_REDIS__URL", "redis://127.0.0.1:6379/0"))
    args = parser.parse_args(argv)
    url, _ = ensure_redis(args.redis_url)
    log_path = LOG_DIR / f"closed-noop-{time.strftime('%Y%m%d-%H%M%S')}.log"
    figures = asyncio.run(run(url, args.clients, args.seconds, args.delay_ms, log_path))
    print(json.dumps(asdict(figures)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
