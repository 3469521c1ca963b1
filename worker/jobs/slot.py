"""A delivery the worker holds and the controls of the job running for it (Slot), and the
stop of an engine request on purpose (Aborted). Shared by the loop, the runner and the lease
keeper (which cancels a slot's job on request)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field

from transq.contract import Job, Status
from worker.engines.protocol import Translation
from worker.redis.delivery import Delivery
from worker.redis.deltas import JobDeltas


@dataclass(eq=False)
class Slot:
    """A delivery this worker holds, and the controls of the job running for it."""

    delivery: Delivery
    job: Job | None = None
    cancel: asyncio.Event = field(default_factory=asyncio.Event)
    # Set once the result write has begun: from then on the entry is never released.
    recording: asyncio.Task[bool] | None = None
    # Called when the job leaves the engine (its output generated, or its result being
    # written): the worker may start another job then, rather than after the output's
    # checks and the write's round trip to Redis. A second call only wakes the loop again.
    engine_free: Callable[[], None] = lambda: None
    # The concurrency limiter's epoch when the job was admitted, and the engine call's own
    # time (ms): what the adaptive limit learns from (worker.scheduling.concurrency).
    epoch: int = 0
    engine_ms: float | None = None
    # The task consuming the engine's output while the job is in the engine.
    generation: asyncio.Task[Translation] | None = None
    # The job's text deltas, when it asked to stream (worker.redis.deltas).
    deltas: JobDeltas | None = None
    # Handed back for reclaim (worker.scheduling.stop.release): no longer ours to renew, or
    # a renewal in the moment before the slot's task ends would make it look alive again.
    released: bool = False

    def request_cancel(self) -> None:
        """Stop the job (a cancel request): its generation, if one is running, at once."""
        self.cancel.set()
        if self.generation is not None:
            self.generation.cancel()

    @property
    def in_engine(self) -> bool:
        """Whether the job may still use the engine (not yet recording its result)."""
        return self.recording is None


class Aborted(Exception):
    """The engine request was stopped on purpose (cancel or deadline)."""

    def __init__(self, status: Status) -> None:
        super().__init__(status.value)
        self.status = status
