"""The worker's slots: the jobs it runs, which of them are still in the engine, and the room
that leaves for each lane (worker.scheduling.lanes.Room).

A job leaves the engine when the engine has generated its output (TranslationRequest.
on_generated), or at the latest when its result write begins (Slot.engine_free), before its
task ends: the engine may take another job while this one's output is decoded and checked
and its result written, rather than after them (a GPU engine's batch stays as full as
vLLM's own server keeps it; docs/benchmarks.md, issue 37, sixth session). A retry after that
(a flagged output's strict try, a failed checks process) runs beside the count. The
sets below are kept as each slot enters and leaves, so the loop's checks each turn cost O(1)
rather than a scan of every slot.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any

from transq.contract import Lane
from worker import metrics
from worker.engines.protocol import Engine
from worker.jobs.slot import Slot
from worker.redis.delivery import Delivery
from worker.scheduling.concurrency import ConcurrencyLimit
from worker.scheduling.lanes import Room


@dataclass
class WorkerStats:
    """Published in the heartbeat, so tests and tools can read them from Redis."""

    in_flight: int = 0
    peak_in_flight: int = 0
    peak_engine_requests: int = 0
    admitted: int = 0
    finished: int = 0
    reclaimed: int = 0
    taken_back: int = 0  # own entries run again after a new primary lacked their end


class Slots:
    """The slot table: which slots run, which are in the engine, and the room left."""

    def __init__(self, limiter: ConcurrencyLimit, reserve: int, engine: Engine, on_free: Callable[[], None]) -> None:
        """``on_free``: called whenever a slot may have freed (the loop's wake-up)."""
        self.limiter = limiter
        self.reserve = reserve
        self._engine = engine
        self._on_free = on_free
        self.stats = WorkerStats()
        self.tasks: dict[asyncio.Task[None], Slot] = {}
        self._in_engine: set[Slot] = set()
        self._suspects: set[Slot] = set()  # the suspects in the engine (they run alone)
        self._batch: set[Slot] = set()  # batch's slots in the engine: at most capacity of them

    @property
    def capacity(self) -> int:
        """Jobs the engine may hold now: max_in_flight, or the adaptive controller's limit."""
        return self.limiter.limit

    def in_engine(self) -> int:
        """Admitted jobs not yet writing their result: what max_in_flight bounds."""
        return len(self._in_engine)

    def room(self) -> Room:
        """Free slots: interactive jobs may fill capacity + reserve, batch jobs capacity."""
        total = self.capacity + self.reserve - self.in_engine()
        return Room(total, min(self.capacity - len(self._batch), total))

    def suspect_in_engine(self) -> bool:
        # Suspects only ever run alone, so one in the engine means a solo run is on.
        return bool(self._suspects)

    def job_in_engine(self) -> bool:
        """Whether any job in the engine is decoded (an engine death then has a suspect)."""
        return any(s.job for s in self._in_engine)

    def deliveries(self) -> list[Delivery]:
        """What the running slots hold and must keep leased (not those handed back)."""
        return [s.delivery for s in self.tasks.values() if not s.released]

    def running(self) -> list[Slot]:
        """Slots whose job is decoded: the ones a cancel request can reach."""
        return [s for s in self.tasks.values() if s.job is not None]

    def start(self, deliveries: list[Delivery], run: Callable[[Slot], Coroutine[Any, Any, None]]) -> None:
        """A slot and its task per delivery, each running ``run``."""
        for delivery in deliveries:
            slot = Slot(delivery, epoch=self.limiter.epoch)
            slot.engine_free = functools.partial(self._left_engine, slot)
            task = asyncio.create_task(run(slot), name=f"entry {delivery.entry_id}")
            self.tasks[task] = slot
            self._in_engine.add(slot)
            if delivery.suspect:
                self._suspects.add(slot)
            if delivery.lane is Lane.BATCH:
                self._batch.add(slot)
            task.add_done_callback(self._done)
        self.observe()

    def observe(self) -> None:
        """Occupancy into the stats and the gauge."""
        s = self.stats
        s.in_flight = self.in_engine()
        s.peak_in_flight = max(s.peak_in_flight, s.in_flight)
        s.peak_engine_requests = max(s.peak_engine_requests, self._engine.unfinished_requests())
        metrics.IN_FLIGHT.set(s.in_flight)

    def _left_engine(self, slot: Slot) -> None:
        """The slot's job no longer needs the engine (recording its result, or ended)."""
        self._in_engine.discard(slot)
        self._suspects.discard(slot)
        self._batch.discard(slot)
        self._on_free()

    def _done(self, task: asyncio.Task[None]) -> None:
        slot = self.tasks.pop(task, None)
        if slot is not None:
            self._left_engine(slot)  # ended without recording (acked, dead-lettered, cancelled)
        self.stats.finished += 1
        self.stats.in_flight = self.in_engine()
        metrics.IN_FLIGHT.set(self.stats.in_flight)
        self._on_free()
