"""The worker: admit jobs up to max_in_flight, keep their leases, stop cleanly.

Life of a worker (docs/architecture.md has the full protocol):

1. load the engine and run its warm-up wave; read nothing before that;
2. take the worker id (heartbeat key), take back our own pending entries;
3. loop: ask Redis for the free slots plus a few read ahead (interactive first, batch its minimum share,
   dead workers' entries when the reclaim timer is due); block at most read_block_ms. Batch jobs
   take at most max_in_flight slots; interactive ones also the interactive reserve's, and while
   batch fills its slots the loop waits for a freed slot or an interactive arrival;
4. on stop: read nothing more, give in-flight jobs grace_period_s, then abort the rest and
   release their entries for immediate reclaim (never ack unfinished work), shut the
   engine down, close Redis. On engine death: the same with no grace, exit code 1; the
   jobs that were in the engine become suspects (worker.scheduling.isolation), which run alone.

The loop is the state machine over its parts: the slot table (worker.scheduling.slots), what
to run next (worker.scheduling.intake), the stop (worker.scheduling.stop), leases and heartbeat
(worker.scheduling.lease, worker.scheduling.heartbeat), one job (worker.jobs.runner); all built in
worker.assemble.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from dataclasses import dataclass

import redis.asyncio as aioredis

from transq.connection import UNREACHABLE
from transq.contract import Lane, epoch_ms
from transq.errors import ConfigError
from worker import metrics
from worker.engines.protocol import Engine, FatalEngineError
from worker.jobs.runner import JobRunner
from worker.jobs.slot import Slot
from worker.redis.delivery import Delivery
from worker.redis.stream import JobStream
from worker.scheduling.concurrency import ConcurrencyLimit
from worker.scheduling.heartbeat import Heartbeat
from worker.scheduling.intake import Intake
from worker.scheduling.isolation import Isolation, count_blameless_death, engine_is_broken
from worker.scheduling.lanes import Room
from worker.scheduling.lease import LeaseKeeper, LeaseSeams
from worker.scheduling.slots import Slots, WorkerStats
from worker.scheduling.stop import drain, release
from worker.settings import WorkerSettings

log = logging.getLogger("worker")

EXIT_OK, EXIT_ENGINE_DEAD = 0, 1
# The engine died with no job in it, max_deliveries times within an hour: a broken device
# or install, not a poison job (worker.scheduling.isolation). Restarting cannot help.
EXIT_ENGINE_BROKEN = 3
# Far above what one run can hold (slots, read-ahead, suspects waiting): take back them all.
TAKE_BACK_MAX = 10_000


@dataclass(frozen=True)
class WorkerParts:
    """What a worker is made of, built in one place (worker.assemble.build_worker)."""

    stream: JobStream
    runner: JobRunner
    limiter: ConcurrencyLimit
    intake: Intake
    isolation: Isolation
    lease: LeaseKeeper


class Worker:
    def __init__(self, settings: WorkerSettings, engine: Engine, redis: aioredis.Redis, parts: WorkerParts) -> None:
        """``redis``: the client the readiness probe pings (worker.http); ``parts``: the
        stream, runner, limiter, intake, isolation and lease keeper (worker.assemble)."""
        self.settings = settings
        self.engine = engine
        self.redis = redis
        self.keys = parts.stream.keys
        self.id = settings.loop.worker_id
        self.stream = parts.stream
        self.limiter = parts.limiter
        self.runner = parts.runner
        self._intake = parts.intake
        self.ready = asyncio.Event()
        self.reserve = settings.loop.interactive_reserve
        # Set when a slot frees, a stop begins, or the interactive lane's outstanding read
        # returns (worker.scheduling.intake): whatever the loop may be waiting for.
        self._slot_freed = asyncio.Event()
        self._slots = Slots(parts.limiter, self.reserve, engine, self._slot_freed.set)
        self.stats: WorkerStats = self._slots.stats
        self.isolation = parts.isolation
        self._blameless_death = False  # the engine died with no job in it
        self._stopping = asyncio.Event()
        self._fatal: BaseException | None = None
        self._heartbeat = Heartbeat(self.id, engine.model_name, settings.loop, parts.limiter, self.stats, epoch_ms())
        self._lease = parts.lease
        wake = self._slot_freed.set
        self._lease.attach(LeaseSeams(self.held, self.running, self.heartbeat_payload, engine.check_health,
                                      self.engine_died, wake))  # fmt: skip

    # -- public -----------------------------------------------------------------------

    def stop(self) -> None:
        """Begin a graceful stop (signal handlers call this)."""
        if not self._stopping.is_set():
            log.info("stop requested: reading no more jobs; %d in flight", len(self._slots.tasks))
        self._request_stop()

    def _request_stop(self) -> None:
        # Also wakes a loop waiting for a free slot: that wait is on _slot_freed alone (one
        # Event.wait, no tasks), and it runs once per job when the engine is full.
        self._stopping.set()
        self._slot_freed.set()

    @property
    def stopping(self) -> bool:
        return self._stopping.is_set()

    @property
    def metrics_port(self) -> int | None:
        """The port worker.http serves on (in the heartbeat), set by worker.startup."""
        return self._heartbeat.metrics_port

    @metrics_port.setter
    def metrics_port(self, port: int | None) -> None:
        self._heartbeat.metrics_port = port

    def held(self) -> list[Delivery]:
        """Entries we hold and must keep leased: running and buffered."""
        return self._slots.deliveries() + list(self._intake.buffer) + list(self.isolation.waiting)

    def running(self) -> list[Slot]:
        """Slots whose job is decoded: the ones a cancel request can reach."""
        return self._slots.running()

    def heartbeat_payload(self) -> str:
        return self._heartbeat.payload(ready=self.ready.is_set())

    def engine_died(self, exc: BaseException) -> None:
        if self._fatal is None:
            self._blameless_death = not self._slots.job_in_engine()
            log.critical(
                "engine is dead (%s): releasing every job and exiting%s",
                exc,
                "; no job was in it" if self._blameless_death else "; the jobs in it become suspects",
            )
            self._fatal = exc
        self._request_stop()

    async def run(self) -> int:
        """Serve until stop() or engine death; return the process exit code."""
        metrics.MAX_IN_FLIGHT.set(self.settings.loop.max_in_flight)
        metrics.CONCURRENCY_LIMIT.set(self.capacity)
        metrics.INTERACTIVE_RESERVE.set(self.reserve)
        await self.stream.setup()
        if await engine_is_broken(self.stream, self.settings.loop.max_deliveries):
            return EXIT_ENGINE_BROKEN
        await self.engine.start()
        await self._take_worker_id()
        self.ready.set()
        metrics.READY.set(1)
        log.info(
            "worker %s ready: model=%s max_in_flight=%d interactive_reserve=%d",
            self.id, self.engine.model_name, self.capacity, self.reserve,
        )  # fmt: skip
        background = self._lease.start()
        try:
            await self._take_back_own()
            await self._consume()
        finally:
            grace_s = 0.0 if self._fatal else self.settings.loop.grace_period_s
            await drain(self.stream, self._intake, self.isolation, self._slots, grace_s)
            await LeaseKeeper.stop(background)
            with contextlib.suppress(*UNREACHABLE):
                await self.stream.drop_heartbeat()
            metrics.READY.set(0)
        if self._fatal and self._blameless_death:
            broken = await count_blameless_death(self.stream, self.settings.loop.max_deliveries)
            return EXIT_ENGINE_BROKEN if broken else EXIT_ENGINE_DEAD
        return EXIT_ENGINE_DEAD if self._fatal else EXIT_OK

    @property
    def capacity(self) -> int:
        """Jobs the engine may hold now: max_in_flight, or the adaptive controller's limit."""
        return self._slots.capacity

    def in_engine(self) -> int:
        """Admitted jobs not yet writing their result: what max_in_flight bounds. A job
        whose result write is under way no longer needs the engine, so its slot is free."""
        return self._slots.in_engine()

    def room(self) -> Room:
        """Free slots: interactive jobs may fill capacity + reserve, batch jobs capacity."""
        return self._slots.room()

    # -- start ------------------------------------------------------------------------

    async def _take_worker_id(self) -> None:
        """Own the heartbeat key: two live processes must never share a consumer name,
        or each would renew the other's leases. A dead predecessor's key expires."""
        ttl_s = self.settings.loop.heartbeat_ttl_s
        deadline = time.monotonic() + ttl_s + 1
        while not await self.stream.claim_worker_id(self.heartbeat_payload(), ttl_s):
            if time.monotonic() > deadline:
                raise ConfigError(f"worker id {self.id!r} is in use by a live worker; give each its own loop.worker_id")
            log.warning("worker id %s has a live heartbeat; waiting for it to expire", self.id)
            await asyncio.sleep(1)  # the key's TTL is the only signal; re-check each second

    async def _take_back_own(self) -> None:
        """All entries a previous run of this id held (running, read ahead, suspects
        waiting), so each is judged by take_back_own, which knows which ones ran; what does
        not fit in the engine waits in the read-ahead buffer, leased."""
        taken = self.isolation.sort_out(await self.stream.take_back_own(TAKE_BACK_MAX))
        self._slots.start(taken[: self.capacity], self._run_slot)
        self._intake.buffer.extend(taken[self.capacity :])

    # -- the consumer loop ------------------------------------------------------------

    async def _consume(self) -> None:
        while not self._stopping.is_set():
            if self._lease.primary_changed:  # our writes to the old one may be lost
                await self._intake.take_back_lost(self.held)
            if self.isolation.active or self._slots.suspect_in_engine():
                await self._run_suspects()
                continue
            room = self.room()
            if room.batch <= 0:
                self.limiter.saturated()
                if room.total <= 0 or not self._intake.has_buffered(Lane.INTERACTIVE):
                    await self._wait_for_room(room)
                    continue
            try:
                await self._admit_all(await self._fetch(room))
            except UNREACHABLE as exc:
                log.warning("Redis unreachable while reading (%s); retrying in 1 s", exc)
                await self._pause(1.0)

    async def _wait_for_room(self, room: Room) -> None:
        """Batch holds every slot it may: wait for one to free and, while the reserve has
        room, for an interactive job to arrive (the lane's outstanding read, worker.scheduling.intake).
        With no reserve this is one Event.wait, no task: it runs once per job when full."""
        self._slot_freed.clear()
        if room.total > 0:
            self._intake.watch_interactive(room.total, self._slot_freed.set, self._stopping)
        await self._slot_freed.wait()  # a stop sets it too

    async def _run_suspects(self) -> None:
        """Read nothing new; run the waiting suspects one at a time, each alone."""
        suspect = self.isolation.next_alone(self.in_engine())
        if suspect is None:
            self._slot_freed.clear()
            await self._slot_freed.wait()  # a stop sets it too
            return
        metrics.SUSPECT_RUNS.inc()
        self._slots.start([suspect], self._run_slot)

    async def _pause(self, seconds: float) -> None:
        """Wait ``seconds``, or less if a stop comes."""
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(seconds):
                await self._stopping.wait()

    async def _fetch(self, room: Room) -> list[Delivery]:
        """Deliveries that fit ``room`` (worker.scheduling.intake)."""
        try:
            return await self._intake.fetch(room, self.held, self._stopping)
        finally:
            self.stats.reclaimed, self.stats.taken_back = self._intake.reclaimed, self._intake.taken_back

    async def _admit_all(self, deliveries: list[Delivery]) -> None:
        self._slots.start(self.isolation.sort_out(deliveries), self._run_slot)

    async def _run_slot(self, slot: Slot) -> None:
        self.stats.admitted += 1
        try:
            await self.runner.run(slot)
            if slot.delivery.suspect:
                with contextlib.suppress(*UNREACHABLE):  # the record's TTL sweeps it otherwise
                    await self.stream.forget_suspect(slot.delivery)
        except FatalEngineError as exc:
            # Release before engine_died starts the drain, whose cancel would cut it short;
            # this slot is still in the engine's count, so the death has a suspect.
            await release(self.stream, [slot], crashed=True)
            self.engine_died(exc)
        except asyncio.CancelledError:
            if slot.recording is None:
                # Cancelled by the drain after an engine death: it was in the dead engine.
                await asyncio.shield(release(self.stream, [slot], crashed=self._fatal is not None))
            raise
        except Exception:
            # An unexpected bug must not kill the worker; the entry stays pending, and its
            # reclaim counts it as a crash (a suspect, then run alone until it finishes or
            # max_deliveries crashes alone dead-letter it).
            log.exception("job of entry %s failed unexpectedly; left for redelivery", slot.delivery.entry_id)
        finally:
            if slot.engine_ms is not None:
                self.limiter.observe(slot.engine_ms, slot.epoch)
            self._slots.observe()
