"""The floor of the queue's cost: a bare redis-py asyncio XREADGROUP/XACK loop.

Measured in the same run as the no-op drain (bench.harness.systems.noop_drain), on the same kind of
backlog (jobs submitted by the producer before the reader starts), in its own process like
the worker: it reads up to ``count`` entries (the worker's max_in_flight) from the lane
streams and acknowledges each with its own XACK, as each job of the worker ends on its own;
nothing else: no job state, no result, no lease, no decoding. The no-op worker's
jobs/s over this loop's is how close the worker's per-job path is to what redis-py allows.

Run as ``python -m bench.harness.systems.bare_loop URL NAMESPACE QUEUE JOBS COUNT``; it prints one
JSON line: jobs, wall_s (first reply -> last XACK), cpu_s (its own, same span).
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from typing import Any

import redis.asyncio as aioredis

from bench.harness.config import REPO
from bench.harness.measure import redis_cpu_s
from transq.groups import ensure_groups
from transq.keys import Keys

BLOCK_MS = 1_000  # an empty read returns within a second, so a short backlog cannot hang it
TIMEOUT_S = 600


async def drain(url: str, keys: Keys, jobs: int, count: int) -> dict[str, float]:
    redis = aioredis.from_url(url)
    try:
        await ensure_groups(redis, keys)
        streams: dict[Any, Any] = {stream: ">" for stream in keys.streams().values()}
        done, t0, cpu0 = 0, 0.0, 0.0
        while done < jobs:
            reply: Any = await redis.xreadgroup(keys.group, "bare", streams, count=count, block=BLOCK_MS)
            if reply and t0 == 0.0:
                t0, cpu0 = time.perf_counter(), _cpu_s()
            for stream, entries in reply or []:
                for entry_id, _ in entries:  # one XACK per job: each job ends on its own
                    await redis.xack(stream, keys.group, entry_id)
                done += len(entries)
        return {"jobs": done, "wall_s": time.perf_counter() - t0, "cpu_s": _cpu_s() - cpu0}
    finally:
        await redis.aclose()


def _cpu_s() -> float:
    t = os.times()
    return t.user + t.system


@dataclass(frozen=True)
class BareRun:
    jobs: int
    wall_s: float
    cpu_s: float
    redis_cpu_s: float

    def figures(self) -> dict[str, Any]:
        return {
            "jobs": self.jobs,
            "wall_s": round(self.wall_s, 3),
            "jobs_per_s": round(self.jobs / self.wall_s, 1),
            "cpu_ms_per_job": round(self.cpu_s * 1000 / self.jobs, 4),
            "redis_cpu_ms_per_job": round(self.redis_cpu_s * 1000 / self.jobs, 4),
        }


async def run_bare_loop(redis: aioredis.Redis, url: str, keys: Keys, jobs: int, count: int) -> BareRun:
    """Drain ``jobs`` already-submitted entries of ``keys``' queue in a subprocess."""
    args = [url, keys.namespace, keys.queue, str(jobs), str(count)]
    before = await redis_cpu_s(redis)
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bench.harness.systems.bare_loop", *args, cwd=REPO, stdout=subprocess.PIPE
    )
    out, _ = await asyncio.wait_for(proc.communicate(), TIMEOUT_S)
    if proc.returncode != 0:
        raise RuntimeError(f"the bare redis-py loop exited with {proc.returncode}")
    raw = json.loads(out.decode().strip().splitlines()[-1])
    return BareRun(int(raw["jobs"]), float(raw["wall_s"]), float(raw["cpu_s"]), await redis_cpu_s(redis) - before)


def main(argv: list[str]) -> int:
    url, namespace, queue, jobs, count = argv
    figures = asyncio.run(drain(url, Keys(namespace, queue), int(jobs), int(count)))
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
