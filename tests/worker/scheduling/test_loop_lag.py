"""The event-loop lag probe (worker.scheduling.loop_lag): a loop blocked for a known time
shows that lateness; the worker's histogram is the one it feeds by default."""

from __future__ import annotations

import asyncio
import inspect
import time

from worker import metrics
from worker.scheduling.loop_lag import probe_lag

BLOCK_S = 0.2


async def test_a_blocked_loop_shows_as_lag() -> None:
    samples: list[float] = []
    late = asyncio.Event()

    def observe(lag_s: float) -> None:
        samples.append(lag_s)
        if lag_s >= BLOCK_S / 2:
            late.set()

    task = asyncio.create_task(probe_lag(interval_s=0.01, observe=observe))
    try:
        await asyncio.sleep(0)  # the probe asks for its first wake-up
        asyncio.get_running_loop().call_soon(time.sleep, BLOCK_S)  # CPU work that holds the loop
        async with asyncio.timeout(5):
            await late.wait()
    finally:
        task.cancel()
    assert BLOCK_S / 2 <= max(samples) < BLOCK_S + 1.0
    assert inspect.signature(probe_lag).parameters["observe"].default == metrics.EVENT_LOOP_LAG.observe
