"""What the many-waits and many-streams tests share: a client's connections as Redis counts
them, and a real worker loop (identity engine) serving a client's callers while that count
is sampled, so the peak covers the whole run, not a moment of it."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Sequence
from typing import TypeVar

import redis.asyncio as aioredis

from tests.engines import fast_worker_settings
from transq.settings import QueueSettings
from worker.assemble import build_worker
from worker.engines.identity import IdentityEngine

T = TypeVar("T")

SAMPLE_EVERY_S = 0.05  # a poll: the count lives in Redis, with no event to await


async def connections(redis: aioredis.Redis, name: str) -> int:
    """This client's connections as Redis counts them (CLIENT LIST, by CLIENT SETNAME)."""
    return sum(1 for c in await redis.client_list() if c.get("name", "").startswith(name))


async def serve_and_count(
    redis: aioredis.Redis,
    redis_url: str,
    queue: QueueSettings,
    name: str,
    callers: Sequence[asyncio.Task[T]],
    *,
    max_in_flight: int,
    timeout_s: float,
) -> tuple[list[T], int]:
    """Run a worker until every caller is done; their results and the client's peak
    number of connections meanwhile (from now, when every caller is registered)."""
    peak = await connections(redis, name)

    async def sample() -> None:
        nonlocal peak
        while True:
            peak = max(peak, await connections(redis, name))
            await asyncio.sleep(SAMPLE_EVERY_S)

    sampler = asyncio.create_task(sample())
    worker = build_worker(fast_worker_settings(redis_url, queue, max_in_flight=max_in_flight), IdentityEngine(), redis)
    serving = asyncio.create_task(worker.run())
    gathered: Awaitable[list[T]] = asyncio.gather(*callers)
    try:
        results = await asyncio.wait_for(gathered, timeout_s)
    finally:
        sampler.cancel()
        for caller in callers:
            caller.cancel()
        worker.stop()
        await asyncio.wait_for(serving, 30)
    return results, peak
