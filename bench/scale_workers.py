"""Throughput of 1..N no-model workers on one queue: what the queue and the worker loop
cost per job when the engine costs nothing (or a fixed delay), on this machine.

    python -m bench.scale_workers [--workers 1,2,4] [--jobs 3000] [--delay-ms 0]

Each row: N fresh `python -m worker` processes (engine.kind = noop) on a fresh queue,
all jobs submitted first (submit_many), then timed from the moment every worker is ready
and the jobs are released to the last result. Redis is $TRANSQ_REDIS__URL (or started).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import redis.asyncio as aioredis

from devtools.redis_server import REPO, ensure
from producer.client import Client
from producer.settings import ProducerSettings
from transq.contract import make_job
from transq.keys import Keys
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings

READY_POLL_S = 0.05  # readiness is another process's Redis key: nothing to await but a poll


def start_worker(redis_url: str, keys: Keys, worker_id: str, log: Path, delay_ms: float) -> subprocess.Popen[bytes]:
    env = os.environ | {
        "TRANSQ_REDIS__URL": redis_url, "TRANSQ_QUEUE__NAMESPACE": keys.namespace, "TRANSQ_QUEUE__NAME": keys.queue,
        "TRANSQ_LOOP__WORKER_ID": worker_id, "TRANSQ_ENGINE__KIND": "noop", "TRANSQ_METRICS__ENABLED": "false",
        "TRANSQ_ENGINE__NOOP_DELAY_MS": str(delay_ms), "TRANSQ_LOG_LEVEL": "WARNING",
        "TRANSQ_CONFIG": str(REPO / "configs" / "worker.toml"),
    }  # fmt: skip
    with log.open("ab") as out:
        return subprocess.Popen([sys.executable, "-m", "worker"], cwd=REPO, env=env, stdout=out, stderr=out)


async def wait_ready(redis: aioredis.Redis, keys: Keys, ids: list[str]) -> None:
    # Readiness is a key another process writes: no event to await, so a short poll.
    while await redis.exists(*[keys.worker(i) for i in ids]) < len(ids):  # noqa: ASYNC110
        await asyncio.sleep(READY_POLL_S)


async def one_row(redis_url: str, workers: int, jobs: int, delay_ms: float, log_dir: Path) -> float:
    """jobs/s with ``workers`` processes: submit, start the workers, time to the last result."""
    keys = Keys(namespace="bench", queue=f"scale-{uuid.uuid4().hex[:8]}")
    settings = ProducerSettings(
        redis=RedisSettings(url=redis_url), queue=QueueSettings(namespace="bench", name=keys.queue)
    )
    redis = aioredis.from_url(redis_url)
    batch = [make_job(text=f"job {n}", target_lang="de") for n in range(jobs)]
    ids = [f"w{n}" for n in range(workers)]
    async with Client.from_settings(settings) as client:
        procs = [start_worker(redis_url, keys, i, log_dir / f"{keys.queue}-{i}.log", delay_ms) for i in ids]
        try:
            await wait_ready(redis, keys, ids)
            started = time.perf_counter()
            await client.submit_many(batch)
            await client.wait_many([j.job_id for j in batch], timeout_s=600)
            elapsed = time.perf_counter() - started
        finally:
            for proc in procs:
                proc.send_signal(signal.SIGTERM)
            for proc in procs:
                proc.wait(timeout=60)
            async for key in redis.scan_iter(match=keys.all_pattern, count=1000):
                await redis.delete(key)
            await redis.aclose()
    return jobs / elapsed


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.scale_workers")
    parser.add_argument("--workers", default="1,2,4")
    parser.add_argument("--jobs", type=int, default=3000)
    parser.add_argument("--delay-ms", type=float, default=0.0)
    args = parser.parse_args()
    redis_url, _ = ensure(os.environ.get("TRANSQ_REDIS__URL", "redis://127.0.0.1:6379/0"))
    log_dir = Path(tempfile.mkdtemp(prefix="scale-workers-"))
    base = None
    what = f"{args.jobs} jobs, noop delay {args.delay_ms:g} ms, {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}"
    print(f"{'workers':>7} {'jobs/s':>9} {'x1':>6}   ({what})")
    for n in [int(x) for x in args.workers.split(",")]:
        rate = asyncio.run(one_row(redis_url, n, args.jobs, args.delay_ms, log_dir))
        base = base or rate
        print(f"{n:>7} {rate:>9.0f} {rate / base:>6.2f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
