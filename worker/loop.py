"""The worker: admit jobs up to max_in_flight, keep their leases, stop cleanly.

Life of a worker (docs/architecture.md has the full protocol):

1. load the engine and run a warm-up generation; read nothing before that;
2. take the worker id (heartbeat key), take back our own pending entries;
3. loop: ask Redis for the free slots plus a few read ahead (interactive first, batch its minimum share,
   dead workers' entries when the reclaim timer is due); block at most read_block_ms;
4. on stop: read nothing more, give in-flight jobs grace_period_s, then abort the rest and
   release their entries for immediate reclaim (never ack unfinished work), shut the
   engine down, close Redis. On engine death: the same with no grace, exit code 1.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import socket
import time
from collections import deque
from dataclasses import asdict, dataclass

import redis.asyncio as aioredis

from producer.connection import UNREACHABLE
from producer.contract import Lane, epoch_ms
from producer.errors import ConfigError, FatalEngineError
from worker import metrics
from worker.engine import Engine
from worker.lanes import LanePicker
from worker.lease import LeaseKeeper
from worker.memory import TranslationMemory
from worker.runner import JobRunner, Slot
from worker.settings import WorkerSettings
from worker.stream import Delivery, JobStream

log = logging.getLogger("worker")

EXIT_OK, EXIT_ENGINE_DEAD = 0, 1


@dataclass
class WorkerStats:
    """Published in the heartbeat, so tests and tools can read them from Redis."""

    in_flight: int = 0
    peak_in_flight: int = 0
    peak_engine_requests: int = 0
    admitted: int = 0
    finished: int = 0
    reclaimed: int = 0


class Worker:
    def __init__(self, settings: WorkerSettings, engine: Engine, redis: aioredis.Redis) -> None:
        self.settings = settings
        self.engine = engine
        self.redis = redis
        self.keys = settings.queue.keys()
        self.id = settings.loop.worker_id
        self.stream = JobStream(redis, self.keys, self.id, settings.queue.result_ttl_s)
        memory = None
        if settings.memory.ttl_s:  # 0 turns the translation memory off
            memory = TranslationMemory(
                redis,
                self.keys,
                ttl_s=settings.memory.ttl_s,
                model=engine.model_name,
                profile=settings.engine.prompt_profile,
            )
        self.runner = JobRunner(self.stream, engine, settings.loop, settings.queue.limits, memory)
        self.picker = LanePicker(settings.loop.batch_min_share)
        self.stats = WorkerStats()
        self.ready = asyncio.Event()
        self.slots: dict[asyncio.Task[None], Slot] = {}
        self._buffer: deque[Delivery] = deque()
        self._slot_freed = asyncio.Event()
        self._stopping = asyncio.Event()
        self._fatal: BaseException | None = None
        self._started_ms = epoch_ms()
        self._lease = LeaseKeeper(self)
        # Set by worker.http when it serves; in the heartbeat so tools can find the port.
        self.metrics_port: int | None = None

    # -- public -----------------------------------------------------------------------

    def stop(self) -> None:
        """Begin a graceful stop (signal handlers call this)."""
        if not self._stopping.is_set():
            log.info("stop requested: reading no more jobs; %d in flight", len(self.slots))
        self._stopping.set()

    @property
    def stopping(self) -> bool:
        return self._stopping.is_set()

    def held(self) -> list[Delivery]:
        """Entries we hold and must keep leased: running and buffered."""
        return [s.delivery for s in self.slots.values()] + list(self._buffer)

    def slot_for_job(self, job_id: str) -> Slot | None:
        return next((s for s in self.slots.values() if s.job and s.job.job_id == job_id), None)

    def heartbeat_payload(self) -> str:
        return json.dumps(
            {
                "worker_id": self.id,
                "host": socket.gethostname(),
                "pid": os.getpid(),
                "model": self.engine.model_name,
                "max_in_flight": self.settings.loop.max_in_flight,
                "ready": self.ready.is_set(),
                "started_ms": self._started_ms,
                "metrics_port": self.metrics_port,
                "stats": asdict(self.stats),
            }
        )

    def engine_died(self, exc: BaseException) -> None:
        if self._fatal is None:
            log.critical("engine is dead (%s): releasing every job and exiting", exc)
            self._fatal = exc
        self._stopping.set()

    async def run(self) -> int:
        """Serve until stop() or engine death; return the process exit code."""
        metrics.MAX_IN_FLIGHT.set(self.settings.loop.max_in_flight)
        await self.stream.setup()
        await self.engine.start()
        await self._take_worker_id()
        self.ready.set()
        metrics.READY.set(1)
        log.info("worker %s ready: model=%s max_in_flight=%d", self.id, self.engine.model_name, self.capacity)
        background = self._lease.start()
        try:
            await self._admit_all(await self.stream.take_back_own(self.capacity))
            await self._consume()
        finally:
            await self._drain()
            for task in background:
                task.cancel()
            await asyncio.gather(*background, return_exceptions=True)
            with contextlib.suppress(*UNREACHABLE):
                await self.stream.drop_heartbeat()
            metrics.READY.set(0)
        return EXIT_ENGINE_DEAD if self._fatal else EXIT_OK

    @property
    def capacity(self) -> int:
        return self.settings.loop.max_in_flight

    def in_engine(self) -> int:
        """Admitted jobs not yet writing their result: what max_in_flight bounds. A job
        whose result write is under way no longer needs the engine, so its slot is free."""
        return sum(1 for slot in self.slots.values() if slot.in_engine)

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

    # -- the consumer loop ------------------------------------------------------------

    async def _consume(self) -> None:
        while not self._stopping.is_set():
            free = self.capacity - self.in_engine()
            if free <= 0:
                self._slot_freed.clear()
                await self._wait_either(self._slot_freed)
                continue
            try:
                await self._admit_all(await self._fetch(free))
            except UNREACHABLE as exc:
                log.warning("Redis unreachable while reading (%s); retrying in 1 s", exc)
                await self._wait_either(self._stopping, timeout_s=1.0)

    async def _wait_either(self, event: asyncio.Event, timeout_s: float | None = None) -> None:
        waiters = [asyncio.ensure_future(event.wait()), asyncio.ensure_future(self._stopping.wait())]
        try:
            await asyncio.wait(waiters, timeout=timeout_s, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for w in waiters:
                w.cancel()

    async def _fetch(self, free: int) -> list[Delivery]:
        """Up to ``free`` deliveries: buffered first, then reclaimed, then new ones.

        Buffered entries are returned at once, with no Redis call: the next loop turn
        reads again. A read asks for ``prefetch`` more than the free slots; the extra
        entries wait in the buffer (leased like running ones, see held())."""
        out = [self._buffer.popleft() for _ in range(min(free, len(self._buffer)))]
        if out:
            return out
        if self._lease.reclaim_due():
            for lane in Lane:
                if len(out) < free:
                    claimed = await self.stream.reclaim(lane, self.settings.loop.claim_idle_ms, free - len(out))
                    self._note_reclaimed(claimed)
                    out += claimed
        if len(out) < free and not self._stopping.is_set():
            out += await self._read_new(free - len(out) + self.settings.loop.prefetch)
        if not out and not self._stopping.is_set():
            out = await self.stream.read_blocking(self.settings.loop.read_block_ms)
        # Read-ahead, or a blocking read's one entry per lane: keep what does not fit.
        self._buffer.extend(out[free:])
        return out[:free]

    async def _read_new(self, free: int) -> list[Delivery]:
        batch_first = self.picker.batch_first(free)
        batch = await self.stream.read(Lane.BATCH, batch_first) if batch_first else []
        want = free - len(batch)
        interactive = await self.stream.read(Lane.INTERACTIVE, want) if want else []
        batch_empty = batch_first > 0 and len(batch) < batch_first
        left = free - len(batch) - len(interactive)
        if left and not batch_empty:
            more = await self.stream.read(Lane.BATCH, left)
            batch_empty = len(more) < left
            batch += more
        self.picker.record(len(batch) + len(interactive), len(batch), batch_empty)
        return interactive + batch

    def _note_reclaimed(self, claimed: list[Delivery]) -> None:
        if claimed:
            log.info("reclaimed %d entries of dead consumers", len(claimed))
            self.stats.reclaimed += len(claimed)
            metrics.RECLAIMED.inc(len(claimed))

    async def _admit_all(self, deliveries: list[Delivery]) -> None:
        for delivery in deliveries:
            slot = Slot(delivery, engine_free=self._slot_freed.set)
            task = asyncio.create_task(self._run_slot(slot), name=f"entry {delivery.entry_id}")
            self.slots[task] = slot
            task.add_done_callback(self._slot_done)
        self._observe_occupancy()

    def _observe_occupancy(self) -> None:
        s = self.stats
        s.in_flight = self.in_engine()
        s.peak_in_flight = max(s.peak_in_flight, s.in_flight)
        s.peak_engine_requests = max(s.peak_engine_requests, self.engine.unfinished_requests())
        metrics.IN_FLIGHT.set(s.in_flight)

    async def _run_slot(self, slot: Slot) -> None:
        self.stats.admitted += 1
        try:
            await self.runner.run(slot)
        except FatalEngineError as exc:
            await self._release([slot])
            self.engine_died(exc)
        except asyncio.CancelledError:
            if slot.recording is None:
                await asyncio.shield(self._release([slot]))
            raise
        except Exception:
            # An unexpected bug must not kill the worker; the entry stays pending and is
            # retried by redelivery until max_deliveries dead-letters it.
            log.exception("job of entry %s failed unexpectedly; left for redelivery", slot.delivery.entry_id)
        finally:
            self._observe_occupancy()

    def _slot_done(self, task: asyncio.Task[None]) -> None:
        self.slots.pop(task, None)
        self.stats.finished += 1
        self.stats.in_flight = self.in_engine()
        metrics.IN_FLIGHT.set(self.stats.in_flight)
        self._slot_freed.set()

    # -- stop -------------------------------------------------------------------------

    async def _drain(self) -> None:
        buffered = list(self._buffer)
        self._buffer.clear()
        await self._release([Slot(d) for d in buffered])
        grace_s = 0.0 if self._fatal else self.settings.loop.grace_period_s
        tasks = list(self.slots)
        if tasks:
            log.info("waiting up to %.1f s for %d jobs in flight", grace_s, len(tasks))
            _, late = await asyncio.wait(tasks, timeout=grace_s) if grace_s > 0 else (set(), set(tasks))
            if late:
                log.warning("aborting %d unfinished jobs; their entries are released for reclaim", len(late))
                for task in late:
                    task.cancel()
                await asyncio.gather(*late, return_exceptions=True)

    async def _release(self, slots: list[Slot]) -> None:
        if not slots:
            return
        pairs = [(s.job.job_id if s.job else "", s.delivery) for s in slots]
        try:
            await self.stream.release(pairs)
        except UNREACHABLE as exc:
            # The entries stay pending under our name; another worker reclaims them after
            # claim_idle_ms, since we stop renewing them.
            log.warning("could not release %d entries (%s); they will be reclaimed when idle", len(pairs), exc)
