"""Poison isolation: suspects run alone, so a crash tells the culprit from its neighbours.

A suspect is an entry that was in an engine when its worker or engine died (recorded in
Redis by transq.scripts SUSPICION / RELEASE_CRASHED). The worker admits no new work while
suspects wait: once its engine is empty it runs one suspect alone, then the next; only
then does it read the queue again. A crash of a suspect running alone is attributable to
it; max_deliveries of those dead-letter it (worker.jobs.runner). Other workers keep serving the
queue meanwhile. docs/architecture.md ("Poison jobs") has the algorithm and its cost.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Iterable

from transq.connection import UNREACHABLE
from worker.redis.delivery import Delivery
from worker.redis.presence import Presence

log = logging.getLogger("worker.scheduling.isolation")

# Engine deaths with no job in the engine are counted per worker id over this window.
ENGINE_DEATHS_WINDOW_S = 3600


class Isolation:
    """Suspects this worker holds, waiting to run alone (leased like running entries)."""

    def __init__(self) -> None:
        self.waiting: deque[Delivery] = deque()

    def sort_out(self, deliveries: Iterable[Delivery]) -> list[Delivery]:
        """Keep the suspects; return the rest, which may run together as usual."""
        rest: list[Delivery] = []
        for d in deliveries:
            (self.waiting if d.suspect else rest).append(d)
        return rest

    @property
    def active(self) -> bool:
        return bool(self.waiting)

    def next_alone(self, in_engine: int) -> Delivery | None:
        """The next suspect to run, once the engine holds nothing else."""
        if in_engine or not self.waiting:
            return None
        d = self.waiting.popleft()
        log.warning(
            "entry %s is a suspect (%d crashes, %d alone): running it alone, %d more waiting",
            d.entry_id,
            d.crashes,
            d.alone_crashes,
            len(self.waiting),
        )
        return d

    def take_all(self) -> list[Delivery]:
        out = list(self.waiting)
        self.waiting.clear()
        return out


async def engine_is_broken(stream: Presence, limit: int) -> bool:
    """Whether this worker id's engine died ``limit`` times with no job in it lately:
    then the worker does not load it again (a supervisor's restarts would only cycle)."""
    deaths = await stream.engine_deaths()
    if deaths >= limit:
        log.critical(
            "not starting: the engine of worker %s died %d times with no job in it within %d s; "
            "the device or the install is broken (delete %s to try again)",
            stream.consumer,
            deaths,
            ENGINE_DEATHS_WINDOW_S,
            stream.keys.engine_deaths(stream.consumer),
        )
    return deaths >= limit


async def count_blameless_death(stream: Presence, limit: int) -> bool:
    """Count an engine death with no job in it (no suspect to blame); True when it is the
    ``limit``-th within the window, so the worker stops with a clear error."""
    try:
        deaths = await stream.count_engine_death(ENGINE_DEATHS_WINDOW_S)
    except UNREACHABLE:
        return False
    if deaths >= limit:
        log.critical("the engine died %d times with no job in it: the device or the install is broken", deaths)
    return deaths >= limit
