"""The worker: admit jobs up to max_in_flight, keep their leases, stop cleanly.

Life of a worker (docs/architecture.md has the full protocol):

1. load the engine and run its warm-up wave; read nothing before that;
2. take the worker id (heartbeat key), take back our own pending entries;
3. loop: ask Redis for the free slots plus a few read ahead (interactive first, batch its minimum share,
   dead workers' entries when the reclaim timer is due); block at most read_block_ms;
4. on stop: read nothing more, give in-flight jobs grace_period_s, then abort the rest and
   release their entries for immediate reclaim (never ack unfinished work), shut the
   engine down, close Redis. On engine death: the same with no grace, exit code 1; the
   jobs that were in the engine become suspects (worker.isolation), which run alone.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import logging
import os
import socket
import time
from collections import deque
from dataclasses import asdict, dataclass

import redis.asyncio as aioredis

from transq.connection import UNREACHABLE
from transq.contract import Lane, epoch_ms
from transq.errors import ConfigError
from worker import metrics
from worker.admission import TokenBudget, TokenEstimator
from worker.concurrency import AdaptiveLimit, ConcurrencyLimit, Decision, FixedLimit
from worker.engines.protocol import Engine, FatalEngineError
from worker.flag_policy import FlagPolicy
from worker.isolation import Isolation, count_blameless_death, engine_is_broken
from worker.lanes import LanePicker
from worker.lease import LeaseKeeper, LeaseSeams
from worker.memory import TranslationMemory
from worker.runner import JobRunner, Slot
from worker.settings import LoopSettings, WorkerSettings
from worker.stream import Delivery, JobStream

log = logging.getLogger("worker")

EXIT_OK, EXIT_ENGINE_DEAD = 0, 1
# The engine died with no job in it, max_deliveries times within an hour: a broken device
# or install, not a poison job (worker.isolation). Restarting cannot help.
EXIT_ENGINE_BROKEN = 3
# Far above what one run can hold (slots, read-ahead, suspects waiting): take back them all.
TAKE_BACK_MAX = 10_000


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
    def __init__(
        self,
        settings: WorkerSettings,
        engine: Engine,
        redis: aioredis.Redis,
        *,
        fast_redis: aioredis.Redis | None = None,
    ) -> None:
        """``fast_redis``: a client without socket timeout for the per-job calls, which run
        under deadlines of their own (worker.stream); ``redis`` serves them when not given."""
        self.settings = settings
        self.engine = engine
        self.redis = redis
        self.keys = settings.queue.keys()
        self.id = settings.loop.worker_id
        self.stream = JobStream(
            redis, self.keys, self.id, settings.queue.result_ttl_s,
            fast=fast_redis, deadline_s=settings.redis.socket_timeout_s,
        )  # fmt: skip
        memory = None
        if settings.memory.ttl_s:  # 0 turns the translation memory off
            memory = TranslationMemory(
                redis,
                self.keys,
                ttl_s=settings.memory.ttl_s,
                model=engine.model_name,
                profile=settings.engine.prompt_profile,
            )
        self.limiter = _build_limiter(settings.loop)
        budget = TokenBudget(settings.loop.token_budget) if settings.loop.token_budget else None
        self.runner = JobRunner(
            self.stream, engine, settings.loop, settings.queue.limits, memory,
            budget=budget, estimator=TokenEstimator.for_engine(settings.engine),
            policy=FlagPolicy.for_engine(settings.engine),
        )  # fmt: skip
        self.picker = LanePicker(settings.loop.batch_min_share)
        self.stats = WorkerStats()
        self.ready = asyncio.Event()
        self.slots: dict[asyncio.Task[None], Slot] = {}
        # The slots still in the engine (not yet recording a result), and the suspects among
        # them: kept as each slot enters and leaves, so the loop's checks each turn cost O(1)
        # rather than a scan of every slot.
        self._engine_slots: set[Slot] = set()
        self._engine_suspects: set[Slot] = set()
        self._buffer: deque[Delivery] = deque()
        self._lanes_drained = False  # the last read got fewer entries than it asked for
        self.isolation = Isolation()
        self._blameless_death = False  # the engine died with no job in it
        self._slot_freed = asyncio.Event()
        self._stopping = asyncio.Event()
        self._fatal: BaseException | None = None
        self._started_ms = epoch_ms()
        seams = LeaseSeams(self.held, self.running, self.heartbeat_payload, engine.check_health, self.engine_died)
        self._lease = LeaseKeeper(self.stream, settings.loop, seams)
        # The port worker.http serves on, set by whoever starts it (worker.startup); in the
        # heartbeat so tools can find a port chosen with ``port = 0``.
        self.metrics_port: int | None = None

    # -- public -----------------------------------------------------------------------

    def stop(self) -> None:
        """Begin a graceful stop (signal handlers call this)."""
        if not self._stopping.is_set():
            log.info("stop requested: reading no more jobs; %d in flight", len(self.slots))
        self._request_stop()

    def _request_stop(self) -> None:
        # Also wakes a loop waiting for a free slot: that wait is on _slot_freed alone (one
        # Event.wait, no tasks), and it runs once per job when the engine is full.
        self._stopping.set()
        self._slot_freed.set()

    @property
    def stopping(self) -> bool:
        return self._stopping.is_set()

    def held(self) -> list[Delivery]:
        """Entries we hold and must keep leased: running and buffered."""
        return [s.delivery for s in self.slots.values()] + list(self._buffer) + list(self.isolation.waiting)

    def running(self) -> list[Slot]:
        """Slots whose job is decoded: the ones a cancel request can reach."""
        return [s for s in self.slots.values() if s.job is not None]

    def heartbeat_payload(self) -> str:
        return json.dumps(
            {
                "worker_id": self.id,
                "host": socket.gethostname(),
                "pid": os.getpid(),
                "model": self.engine.model_name,
                "max_in_flight": self.settings.loop.max_in_flight,
                "limit": self.capacity,
                "concurrency": self._concurrency_state(),
                "ready": self.ready.is_set(),
                "started_ms": self._started_ms,
                "metrics_port": self.metrics_port,
                "stats": asdict(self.stats),
            }
        )

    def _concurrency_state(self) -> dict[str, object]:
        """How the in-engine limit is set, for the heartbeat (stats, tools, tests)."""
        state: dict[str, object] = {"mode": "auto" if self.settings.loop.adaptive else "fixed"}
        if isinstance(self.limiter, AdaptiveLimit):
            last = self.limiter.last
            state |= {
                "min": self.limiter.min_limit,
                "max": self.limiter.max_limit,
                "target_ms": self.limiter.target_ms,
                "p95_ms": round(last.p95_ms, 1) if last else None,
                "jobs_per_s": round(last.jobs_per_s, 2) if last else None,
                "last_reason": last.reason if last else None,
            }
        return state

    def engine_died(self, exc: BaseException) -> None:
        if self._fatal is None:
            self._blameless_death = not any(s.job for s in self._engine_slots)
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
        await self.stream.setup()
        if await engine_is_broken(self.stream, self.settings.loop.max_deliveries):
            return EXIT_ENGINE_BROKEN
        await self.engine.start()
        await self._take_worker_id()
        self.ready.set()
        metrics.READY.set(1)
        log.info("worker %s ready: model=%s max_in_flight=%d", self.id, self.engine.model_name, self.capacity)
        background = self._lease.start()
        try:
            await self._take_back_own()
            await self._consume()
        finally:
            await self._drain()
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
        return self.limiter.limit

    def in_engine(self) -> int:
        """Admitted jobs not yet writing their result: what max_in_flight bounds. A job
        whose result write is under way no longer needs the engine, so its slot is free."""
        return len(self._engine_slots)

    def _left_engine(self, slot: Slot) -> None:
        """The slot's job no longer needs the engine (recording its result, or ended)."""
        self._engine_slots.discard(slot)
        self._engine_suspects.discard(slot)
        self._slot_freed.set()

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

    async def _take_back_own(self) -> None:
        """All entries a previous run of this id held (running, read ahead, suspects
        waiting), so each is judged by take_back_own, which knows which ones ran; what does
        not fit in the engine waits in the read-ahead buffer, leased."""
        taken = self.isolation.sort_out(await self.stream.take_back_own(TAKE_BACK_MAX))
        self._start_slots(taken[: self.capacity])
        self._buffer.extend(taken[self.capacity :])

    async def _consume(self) -> None:
        while not self._stopping.is_set():
            if self.isolation.active or self._suspect_in_engine():
                await self._run_suspects()
                continue
            free = self.capacity - self.in_engine()
            if free <= 0:
                self.limiter.saturated()
                self._slot_freed.clear()
                await self._slot_freed.wait()  # a stop sets it too
                continue
            try:
                await self._admit_all(await self._fetch(free))
            except UNREACHABLE as exc:
                log.warning("Redis unreachable while reading (%s); retrying in 1 s", exc)
                await self._pause(1.0)

    def _suspect_in_engine(self) -> bool:
        # Suspects only ever run alone, so one in the engine means a solo run is on.
        return bool(self._engine_suspects)

    async def _run_suspects(self) -> None:
        """Read nothing new; run the waiting suspects one at a time, each alone."""
        suspect = self.isolation.next_alone(self.in_engine())
        if suspect is None:
            self._slot_freed.clear()
            await self._slot_freed.wait()  # a stop sets it too
            return
        metrics.SUSPECT_RUNS.inc()
        self._start_slots([suspect])

    async def _pause(self, seconds: float) -> None:
        """Wait ``seconds``, or less if a stop comes."""
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(seconds):
                await self._stopping.wait()

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
                    held = {d.entry_id: d for d in self.held()}
                    claimed = await self.stream.reclaim(lane, self.settings.loop.claim_idle_ms, free - len(out), held)
                    self._note_reclaimed(claimed)
                    out += claimed
            await self._lease.forget_gone_consumers()
        blocked = False
        if len(out) < free and not self._stopping.is_set():
            want = free - len(out)
            if self._lanes_drained:
                # The last read emptied the lanes: jobs now arrive one by one (a closed loop
                # of clients, a quiet hour), and a non-blocking read would mostly come back
                # empty, a round trip for nothing before the blocking one. Wait on both lanes
                # at once instead; one that has entries answers at once.
                got = await self.stream.read_blocking(self.settings.loop.read_block_ms, count=want)
                blocked = True
            else:
                got = await self._read_new(want + self.settings.loop.prefetch)
            # Fewer than asked: the lanes are empty now (until then, under load, the reads
            # above take interactive first and give batch its share, lane by lane).
            self._lanes_drained = len(got) < want
            out += got
        if not out and not blocked and not self._stopping.is_set():
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
        self._start_slots(self.isolation.sort_out(deliveries))

    def _start_slots(self, deliveries: list[Delivery]) -> None:
        for delivery in deliveries:
            slot = Slot(delivery, epoch=self.limiter.epoch)
            slot.engine_free = functools.partial(self._left_engine, slot)
            task = asyncio.create_task(self._run_slot(slot), name=f"entry {delivery.entry_id}")
            self.slots[task] = slot
            self._engine_slots.add(slot)
            if delivery.suspect:
                self._engine_suspects.add(slot)
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
            if slot.delivery.suspect:
                with contextlib.suppress(*UNREACHABLE):  # the record's TTL sweeps it otherwise
                    await self.stream.forget_suspect(slot.delivery)
        except FatalEngineError as exc:
            # Release before engine_died starts the drain, whose cancel would cut it short;
            # this slot is still in the engine's count, so the death has a suspect.
            await self._release([slot], crashed=True)
            self.engine_died(exc)
        except asyncio.CancelledError:
            if slot.recording is None:
                # Cancelled by the drain after an engine death: it was in the dead engine.
                await asyncio.shield(self._release([slot], crashed=self._fatal is not None))
            raise
        except Exception:
            # An unexpected bug must not kill the worker; the entry stays pending, and its
            # reclaim counts it as a crash (a suspect, then run alone until it finishes or
            # max_deliveries crashes alone dead-letter it).
            log.exception("job of entry %s failed unexpectedly; left for redelivery", slot.delivery.entry_id)
        finally:
            if slot.engine_ms is not None:
                self.limiter.observe(slot.engine_ms, slot.epoch)
            self._observe_occupancy()

    def _slot_done(self, task: asyncio.Task[None]) -> None:
        slot = self.slots.pop(task, None)
        if slot is not None:
            self._left_engine(slot)  # ended without recording (acked, dead-lettered, cancelled)
        self.stats.finished += 1
        self.stats.in_flight = self.in_engine()
        metrics.IN_FLIGHT.set(self.stats.in_flight)
        self._slot_freed.set()

    # -- stop -------------------------------------------------------------------------

    async def _drain(self) -> None:
        buffered = list(self._buffer) + self.isolation.take_all()
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

    async def _release(self, slots: list[Slot], *, crashed: bool = False) -> None:
        if not slots:
            return
        pairs = [(s.job.job_id if s.job else "", s.delivery) for s in slots]
        try:
            await self.stream.release(pairs, crashed=crashed)
        except UNREACHABLE as exc:
            # The entries stay pending under our name; another worker reclaims them after
            # claim_idle_ms, since we stop renewing them.
            log.warning("could not release %d entries (%s); they will be reclaimed when idle", len(pairs), exc)


def _build_limiter(loop: LoopSettings) -> ConcurrencyLimit:
    if not loop.adaptive:
        return FixedLimit(loop.max_in_flight)
    metrics.CONCURRENCY_TARGET.set(loop.latency_target_ms / 1000)
    return AdaptiveLimit(
        min_limit=loop.min_in_flight,
        max_limit=loop.max_in_flight,
        target_ms=loop.latency_target_ms,
        on_decision=_record_decision,
    )


def _record_decision(decision: Decision) -> None:
    metrics.CONCURRENCY_LIMIT.set(decision.limit_after)
    metrics.CONCURRENCY_P95.set(decision.p95_ms / 1000)
    metrics.CONCURRENCY_DECISIONS.labels(reason=decision.reason).inc()
    if decision.limit_after != decision.limit_before:
        log.info(
            "in-engine limit %d -> %d (%s: p95 %.0f ms, %.1f jobs/s)",
            decision.limit_before, decision.limit_after, decision.reason, decision.p95_ms, decision.jobs_per_s,
        )  # fmt: skip
