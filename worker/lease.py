"""Background duties of a live worker: leases, heartbeat, cancel requests, engine health.

Leases are by liveness, not by a fixed job timeout: every ``lease_renew_s`` the idle time
of each entry we hold is reset, so a long generation is never taken from a live worker,
while a dead worker's entries become claimable ``claim_idle_ms`` after its last renewal.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING

from producer.connection import UNREACHABLE
from producer.errors import FatalEngineError

if TYPE_CHECKING:
    from worker.loop import Worker

log = logging.getLogger("worker.lease")


class LeaseKeeper:
    def __init__(self, worker: Worker) -> None:
        self.worker = worker
        self.loop = worker.settings.loop
        self._last_reclaim = 0.0  # reclaim at the first chance: dead workers' jobs wait

    def start(self) -> list[asyncio.Task[None]]:
        return [
            asyncio.create_task(self._renew_forever(), name="lease"),
            asyncio.create_task(self._listen_for_cancels(), name="cancel-listener"),
        ]

    def reclaim_due(self) -> bool:
        now = time.monotonic()
        if now - self._last_reclaim >= self.loop.reclaim_interval_s:
            self._last_reclaim = now
            return True
        return False

    async def _renew_forever(self) -> None:
        while True:
            try:
                await self.renew_once()
            except UNREACHABLE as exc:
                log.warning("lease renewal failed (%s); retrying", exc)
            except FatalEngineError as exc:
                self.worker.engine_died(exc)
            await asyncio.sleep(self.loop.lease_renew_s)  # the lease period itself

    async def renew_once(self) -> None:
        w = self.worker
        await w.stream.renew(w.held())
        await w.stream.heartbeat(w.heartbeat_payload(), self.loop.heartbeat_ttl_s)
        await self._apply_cancel_flags()
        await w.engine.check_health()

    async def _apply_cancel_flags(self) -> None:
        """Backstop for a cancel message missed while the pub/sub link was down."""
        running = [s for s in self.worker.slots.values() if s.job is not None]
        flags = await self.worker.stream.cancel_flags([s.job.job_id for s in running if s.job])
        for slot, flagged in zip(running, flags, strict=True):
            if flagged:
                slot.cancel.set()

    async def _listen_for_cancels(self) -> None:
        channel = self.worker.keys.cancel_channel
        while True:
            pubsub = self.worker.redis.pubsub(ignore_subscribe_messages=True)
            try:
                await pubsub.subscribe(channel)
                async for message in pubsub.listen():
                    self._on_cancel(message.get("data"))
            except UNREACHABLE as exc:
                log.warning("cancel channel lost (%s); resubscribing", exc)
                await asyncio.sleep(1)  # back off before reconnecting
            finally:
                await pubsub.aclose()  # type: ignore[no-untyped-call]  # redis-py leaves it unannotated

    def _on_cancel(self, data: object) -> None:
        job_id = data.decode() if isinstance(data, bytes) else str(data)
        slot = self.worker.slot_for_job(job_id)
        if slot is not None:
            log.info("job %s: cancel requested; aborting the generation", job_id)
            slot.cancel.set()
