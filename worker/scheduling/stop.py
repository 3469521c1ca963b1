"""The worker's stop (docs/architecture.md, "Shutdown"): read nothing more, release what was
read but not started, give the jobs in flight their grace, then abort the rest and release
their entries for immediate reclaim. Unfinished work is never acknowledged."""

from __future__ import annotations

import asyncio
import logging

from transq.connection import UNREACHABLE
from worker.jobs.slot import Slot
from worker.redis.stream import JobStream
from worker.scheduling.intake import Intake
from worker.scheduling.isolation import Isolation
from worker.scheduling.slots import Slots

log = logging.getLogger("worker")


async def release(stream: JobStream, slots: list[Slot], *, crashed: bool = False) -> None:
    """Hand the slots' entries back for reclaim; ``crashed``: they were in a dead engine."""
    if not slots:
        return
    for slot in slots:
        slot.released = True
    pairs = [(s.job.job_id if s.job else "", s.delivery) for s in slots]
    try:
        await stream.release(pairs, crashed=crashed)
    except UNREACHABLE as exc:
        # The entries stay pending under our name; another worker reclaims them after
        # claim_idle_ms, since we stop renewing them.
        log.warning("could not release %d entries (%s); they will be reclaimed when idle", len(pairs), exc)


async def drain(stream: JobStream, intake: Intake, isolation: Isolation, slots: Slots, grace_s: float) -> None:
    """Release the read-ahead and the waiting suspects, wait ``grace_s`` for the slots' jobs,
    cancel the rest."""
    await intake.settle()  # the interactive lane's read, if one is out: its entries too
    buffered = list(intake.buffer) + isolation.take_all()
    intake.buffer.clear()
    await release(stream, [Slot(d) for d in buffered])
    tasks = list(slots.tasks)
    if not tasks:
        return
    log.info("waiting up to %.1f s for %d jobs in flight", grace_s, len(tasks))
    _, late = await asyncio.wait(tasks, timeout=grace_s) if grace_s > 0 else (set(), set(tasks))
    if late:
        log.warning("aborting %d unfinished jobs; their entries are released for reclaim", len(late))
        for task in late:
            task.cancel()
        await asyncio.gather(*late, return_exceptions=True)
