"""What the chaos scenarios share: their sizes, their progress callback, their jobs, the
wait until jobs are in the engine, and the goals every scenario asserts."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass

import redis.asyncio as aioredis

from bench.chaos.harness import Counts, Lab, count_status
from transq.contract import Job, make_job

# (jobs ended, jobs to end): a scenario reports it while it waits (bench.harness.progress.on_progress
# draws it as a bar; a test passes a no-op).
OnProgress = Callable[[int, int], None]


@dataclass(frozen=True)
class Sizes:
    jobs: int = 48
    kills: int = 3
    timeout_s: float = 180.0
    seed: int = 0


def jobs_of(count: int, tag: str = "") -> list[Job]:
    return [make_job(text=f"chaos job {i}{tag}: a sentence to translate.", target_lang="de") for i in range(count)]


async def until_running(redis: aioredis.Redis, lab: Lab, jobs: list[Job], count: int, timeout_s: float) -> None:
    """Until ``count`` jobs are in the engine (another process: polled)."""
    deadline = time.monotonic() + timeout_s
    while await count_status(redis, lab.keys, jobs, "running") < count:
        if time.monotonic() > deadline:
            raise TimeoutError(f"fewer than {count} jobs ever ran at once; see the worker logs in {lab.root}")
        await asyncio.sleep(0.05)


def standard_checks(counts: Counts) -> None:
    counts.checks |= {
        "0 lost": counts.lost == 0,
        "0 duplicate results": counts.duplicate_results == 0,
        "0 innocent dead-lettered": counts.innocent_dead_lettered == 0,
    }
