"""Background duties of a live worker: leases, heartbeat, cancel requests, engine health.

Leases are by liveness, not by a fixed job timeout: every ``lease_renew_s`` the idle time
of each entry we hold is reset, so a long generation is never taken from a live worker,
while a dead worker's entries become claimable ``claim_idle_ms`` after its last renewal.

The keeper sees the worker only through the few seams in ``LeaseSeams``, so it never
imports the loop that owns it.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from redis.exceptions import NoPermissionError

from transq.connection import UNREACHABLE, text_of
from transq.contract import Lane
from worker.engines.protocol import FatalEngineError
from worker.jobs.slot import Slot
from worker.redis.delivery import Delivery
from worker.redis.stream import JobStream
from worker.settings import LoopSettings

log = logging.getLogger("worker.scheduling.lease")

STOP_BACKGROUND_S = 5.0  # the most a stop waits for the lease and cancel tasks
CANCEL_AGAIN_S = 0.5  # how long one cancellation gets before the next


@dataclass(frozen=True)
class LeaseSeams:
    """What the keeper needs from its worker, and nothing more."""

    held: Callable[[], list[Delivery]]  # entries to keep leased: running and buffered
    running: Callable[[], list[Slot]]  # slots whose job is decoded (cancellable)
    heartbeat: Callable[[], str]  # the heartbeat payload
    check_health: Callable[[], Awaitable[None]]  # raises FatalEngineError if the engine is dead
    engine_died: Callable[[BaseException], None]
    wake: Callable[[], None]  # wakes the loop (a new primary: see primary_changed)


class LeaseKeeper:
    """Built with the worker's other parts (worker.assemble); the worker attaches its seams."""

    seams: LeaseSeams  # set by attach(), before start()

    def __init__(self, stream: JobStream, loop: LoopSettings) -> None:
        self.stream = stream
        self.loop = loop
        self._last_reclaim = 0.0  # reclaim at the first chance: dead workers' jobs wait
        self._forget_refused = False
        self._run_id: str | None = None  # of the primary we last saw
        # Set when the primary's run id changed; the loop takes back our own entries that
        # the new primary still has pending (Intake.take_back_lost), then clears it.
        self.primary_changed = False

    def attach(self, seams: LeaseSeams) -> None:
        self.seams = seams

    def start(self) -> list[asyncio.Task[None]]:
        return [
            asyncio.create_task(self._renew_forever(), name="lease"),
            asyncio.create_task(self._listen_for_cancels(), name="cancel-listener"),
        ]

    @staticmethod
    async def stop(tasks: list[asyncio.Task[None]]) -> None:
        """Cancel the background tasks and wait for them, cancelling again while any runs.

        One cancellation is not always enough: under load, the cancel listener was seen
        still blocked in redis-py's pub/sub read 20 s after its cancel (the read swallowed
        it), which hung the worker's shutdown. The bound keeps a stuck task from holding the
        process; its connection closes with it."""
        deadline_s = time.monotonic() + STOP_BACKGROUND_S
        pending = set(tasks)
        while pending and time.monotonic() < deadline_s:
            for task in pending:
                task.cancel()
            _, pending = await asyncio.wait(pending, timeout=CANCEL_AGAIN_S)
        for task in pending:
            log.warning("background task %s did not stop within %.0f s", task.get_name(), STOP_BACKGROUND_S)

    def reclaim_due(self) -> bool:
        now = time.monotonic()
        if now - self._last_reclaim >= self.loop.reclaim_interval_s:
            self._last_reclaim = now
            return True
        return False

    async def forget_gone_consumers(self) -> None:
        """After a reclaim pass: drop group consumers of workers that are gone."""
        idle_ms = int(self.loop.forget_consumer_idle_s * 1000)
        for lane in Lane:
            try:
                gone = await self.stream.forget_gone_consumers(lane, idle_ms)
            except NoPermissionError as exc:  # an ACL file older than this feature: say it once
                if not self._forget_refused:
                    log.warning("cannot remove gone consumers (%s); allow XINFO, XGROUP DELCONSUMER, EXISTS", exc)
                self._forget_refused = True
                return
            if gone:
                log.info("removed consumers of gone workers from the %s group: %s", lane.value, ", ".join(gone))

    async def _renew_forever(self) -> None:
        while True:
            try:
                await self.renew_once()
            except UNREACHABLE as exc:
                log.warning("lease renewal failed (%s); retrying", exc)
            except FatalEngineError as exc:
                self.seams.engine_died(exc)
            await asyncio.sleep(self.loop.lease_renew_s)  # the lease period itself

    async def renew_once(self) -> None:
        await self.watch_primary()
        await self.stream.renew(self.seams.held())
        await self.stream.heartbeat(self.seams.heartbeat(), self.loop.heartbeat_ttl_s)
        await self._apply_cancel_flags()
        await self.seams.check_health()

    async def watch_primary(self) -> None:
        """Notice a new primary by its run id (a failover, or a restart from the AOF). What
        it never received from the old one can include our FINISHes: their entries are still
        pending under our name there, and nobody renews them, so without this they would
        wait out claim_idle_ms and come back through XAUTOCLAIM as crash suspects. Called at
        every renewal, and by the intake before each reclaim pass (so a reclaim never takes
        our own lost entries as a dead worker's)."""
        run_id = await self.stream.primary_run_id()
        if run_id is None:  # a replica answered: the demoted primary, until its connection goes
            return
        if self._run_id is not None and run_id != self._run_id:
            log.warning("Redis has a new primary (run id %s, was %s): taking back our unfinished entries", run_id[:8],
                        self._run_id[:8])  # fmt: skip
            self.primary_changed = True
            self.seams.wake()
        self._run_id = run_id

    async def _apply_cancel_flags(self) -> None:
        """Backstop for a cancel message missed while the pub/sub link was down."""
        running = self.seams.running()
        flags = await self.stream.cancel_flags([s.job.job_id for s in running if s.job])
        for slot, flagged in zip(running, flags, strict=True):
            if flagged:
                slot.request_cancel()

    async def _listen_for_cancels(self) -> None:
        channel = self.stream.keys.cancel_channel
        while True:
            pubsub = self.stream.redis.pubsub(ignore_subscribe_messages=True)
            try:
                await pubsub.subscribe(channel)
                async for message in pubsub.listen():
                    self._on_cancel(message.get("data"))
            except UNREACHABLE as exc:
                log.warning("cancel channel lost (%s); resubscribing", exc)
                await asyncio.sleep(1)  # back off before reconnecting
            finally:
                await pubsub.aclose()  # type: ignore[no-untyped-call]  # redis-py leaves it unannotated

    def _on_cancel(self, data: bytes | str) -> None:
        job_id = text_of(data)
        slot = next((s for s in self.seams.running() if s.job and s.job.job_id == job_id), None)
        if slot is not None:
            log.info("job %s: cancel requested; aborting the generation", job_id)
            slot.request_cancel()
