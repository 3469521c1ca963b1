"""How late the event loop runs what is due: a probe that asks to wake every
``interval_s`` and records how much later it woke (``transq_event_loop_lag_seconds``).

Why: every job's Redis calls, its prompt's hand-off to the tokenizing threads and vLLM's
output handling share this one loop; when per-job Python work piles up, each of them waits
for the loop before its own work starts, and no other figure shows it. The probe costs one
wake-up per interval.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from worker import metrics

LAG_INTERVAL_S = 0.05


async def probe_lag(
    interval_s: float = LAG_INTERVAL_S, observe: Callable[[float], None] = metrics.EVENT_LOOP_LAG.observe
) -> None:
    """Until cancelled: sleep ``interval_s``, observe the overshoot in seconds."""
    while True:
        asked_s = time.perf_counter()
        await asyncio.sleep(interval_s)  # the probe itself: its lateness is the measurement
        observe(max(0.0, time.perf_counter() - asked_s - interval_s))


def start_lag_probe() -> asyncio.Task[None]:
    return asyncio.get_running_loop().create_task(probe_lag(), name="loop lag probe")
