"""The worker's side of Redis: read, claim, renew, finish, dead-letter, release.

Every call is one round trip (or one pipeline); the atomic steps are the Lua scripts in
transq.scripts. The per-job steps (START, FINISH) of the jobs of one loop turn share one
EVALSHA (worker.coalesce). Nothing here knows about the engine.

Two clients: ``redis`` (socket timeout set: every call bounded by redis-py) for everything
that runs now and then, and ``fast`` for the per-job hot path (reads, START, FINISH): given a
client without a socket timeout, which spares redis-py's ``asyncio.wait_for`` (one extra
task) around every send; each of its calls runs under one ``asyncio.timeout`` instead
(``deadline_s``, plus the block time of a blocking read). Without ``fast``, ``redis`` serves
both, and the deadlines only add to its own timeouts.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import redis.asyncio as aioredis
from redis.exceptions import ResponseError
from redis.exceptions import TimeoutError as RedisTimeoutError

from transq.connection import UNREACHABLE, run_script_many
from transq.contract import Lane, Result, Status
from transq.groups import ensure_groups
from transq.keys import Keys
from transq.scripts import DEAD_LETTER, FINISH, FORGET_CONSUMER, RELEASE, RELEASE_CRASHED, START, SUSPICION
from transq.tally import TTL_S as TALLY_TTL_S
from transq.tally import bucket_of, count_job
from worker.coalesce import Coalescer

log = logging.getLogger("worker.stream")

# redis-py types stream replies loosely (RESP2 and RESP3 shapes); ours is RESP2's.
StreamReply = Any

# A suspect record lives as long as its entry can: it is deleted when the entry is; the
# TTL only sweeps records whose entry was removed by hand.
SUSPECT_TTL_S = 7 * 24 * 3600


@dataclass(slots=True)
class Delivery:
    """One stream entry handed to this worker."""

    lane: Lane
    entry_id: str
    fields: dict[bytes, bytes]
    delivery_count: int = 1
    # Crashes (worker or engine death) while this entry was running; those while it ran
    # alone are attributable to it (transq.scripts, SUSPICION).
    crashes: int = 0
    alone_crashes: int = 0

    @property
    def suspect(self) -> bool:
        """It was in an engine that died: it must run alone to clear or convict it."""
        return self.crashes > 0

    @property
    def payload(self) -> bytes | None:
        return self.fields.get(b"job")


@dataclass(frozen=True, slots=True)
class Started:
    status: Status
    attempts: int
    enqueued_ms: int
    cancel_requested: bool
    remembered: str = ""  # the translation memory's answer, when a memory key was given
    # The entry is not the job's own (START's 'foreign'): one added by hand naming another
    # job's id. It is acked unrun and ends nothing.
    foreign: bool = False


Memo = tuple[str, str, int]  # translation-memory key, translation, ttl s


def _s(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


def job_id_of(payload: bytes | None) -> str:
    """The job id in an entry's payload, without validating the rest ("" if none): enough
    to find the job's hash; the runner validates the whole job before running it."""
    try:
        data = json.loads(payload or b"")
    except ValueError:
        return ""
    job_id = data.get("job_id") if isinstance(data, dict) else None
    return job_id if isinstance(job_id, str) else ""


class JobStream:
    """Consumer-group access to one queue's lane streams for one consumer (worker id)."""

    def __init__(
        self,
        redis: aioredis.Redis,
        keys: Keys,
        consumer: str,
        result_ttl_s: int,
        *,
        fast: aioredis.Redis | None = None,
        deadline_s: float = 10.0,
    ) -> None:
        self.redis = redis
        self.fast = fast or redis
        self.deadline_s = deadline_s
        self.keys = keys
        self.consumer = consumer
        self.result_ttl_s = result_ttl_s
        self._lane_of = {keys.stream(lane).encode(): lane for lane in Lane}
        self._start = Coalescer(self.fast, START, deadline_s=deadline_s)
        self._finish = Coalescer(self.fast, FINISH, deadline_s=deadline_s)
        self._dead = redis.register_script(DEAD_LETTER.lua)
        self._release = redis.register_script(RELEASE.lua)
        self._release_crashed = redis.register_script(RELEASE_CRASHED.lua)
        self._suspicion = redis.register_script(SUSPICION.lua)
        self._forget = redis.register_script(FORGET_CONSUMER.lua)

    async def setup(self) -> None:
        await ensure_groups(self.redis, self.keys)

    # -- reading ----------------------------------------------------------------------

    def _deliveries(self, reply: StreamReply) -> list[Delivery]:
        out: list[Delivery] = []
        for stream, entries in reply or []:
            lane = self._lane_of[stream if isinstance(stream, bytes) else stream.encode()]
            out.extend(Delivery(lane, _s(entry_id), fields or {}) for entry_id, fields in entries)
        return out

    async def read(self, lane: Lane, count: int) -> list[Delivery]:
        """New entries of one lane, without blocking."""
        streams: dict[Any, Any] = {self.keys.stream(lane): ">"}
        async with self._deadline(self.deadline_s):
            reply = await self.fast.xreadgroup(self.keys.group, self.consumer, streams, count=count)
        return self._deliveries(reply)

    async def read_blocking(self, block_ms: int, count: int = 1) -> list[Delivery]:
        """Wait up to block_ms for entries on any lane; at most ``count`` per lane, those of
        the interactive lane first. Returns at once when a lane has entries."""
        streams: dict[Any, Any] = {self.keys.stream(lane): ">" for lane in Lane}
        async with self._deadline(self.deadline_s + block_ms / 1000):
            reply = await self.fast.xreadgroup(self.keys.group, self.consumer, streams, count=count, block=block_ms)
        return sorted(self._deliveries(reply), key=lambda d: d.lane is not Lane.INTERACTIVE)

    @contextlib.asynccontextmanager
    async def _deadline(self, seconds: float) -> AsyncIterator[None]:
        """One deadline for a hot-path call (see the module's docstring), failing it with
        redis-py's TimeoutError like a socket timeout would."""
        try:
            async with asyncio.timeout(seconds):
                yield
        except TimeoutError:
            raise RedisTimeoutError(f"no reply from Redis within {seconds:g} s") from None

    async def take_back_own(self, count: int) -> list[Delivery]:
        """Entries still pending under our consumer name (a previous run that died)."""
        out: list[Delivery] = []
        for lane in Lane:
            stream = self.keys.stream(lane)
            history: dict[Any, Any] = {stream: "0"}
            reply = await self.redis.xreadgroup(self.keys.group, self.consumer, history, count=count)
            # Reading history redelivers and counts the delivery; entries deleted since
            # come back with no fields and are dropped from the pending list.
            found = self._deliveries(reply)
            await self._drop_deleted(lane, [d.entry_id for d in found if not d.fields])
            out.extend(d for d in found if d.fields)
        await self._fill_counts(out)
        recorded = await self._note_crashes(out)
        # Ours, but never started (read ahead, or a suspect waiting its turn) when we died:
        # the job did not cause that death, so this delivery is not counted against it.
        unstarted = [d for d, crash in zip(out, recorded, strict=True) if not crash]
        for d in unstarted:
            d.delivery_count = max(d.delivery_count - 1, 0)
        for lane in Lane:
            await self._keep_counts(lane, [d for d in unstarted if d.lane is lane])
        return out

    async def reclaim(
        self, lane: Lane, min_idle_ms: int, count: int, held: Mapping[str, Delivery] | None = None
    ) -> list[Delivery]:
        """Take entries of consumers that stopped renewing (XAUTOCLAIM).

        ``held``: entries this worker still holds, by entry id. After a Redis outage longer
        than min_idle_ms our own leases look dead too; such entries are left to the job
        already running them (their delivery count put back), never run a second time."""
        stream = self.keys.stream(lane)
        reply: Any = await self.redis.xautoclaim(
            stream, self.keys.group, self.consumer, min_idle_ms, start_id="0-0", count=count
        )
        held = held or {}
        found = [Delivery(lane, _s(entry_id), fields or {}) for entry_id, fields in reply[1] if fields]
        ours = [held[d.entry_id] for d in found if d.entry_id in held]
        if ours:
            await self._keep_counts(lane, ours)
        found = [d for d in found if d.entry_id not in held]
        await self._fill_counts(found)
        await self._note_crashes(found)
        return found

    async def _keep_counts(self, lane: Lane, held: Sequence[Delivery]) -> None:
        """Set the pending delivery count of entries we hold to their delivery_count."""
        if not held:
            return
        pipe = self.redis.pipeline(transaction=False)
        stream = self.keys.stream(lane)
        for d in held:
            ids: list[Any] = [d.entry_id]
            pipe.xclaim(stream, self.keys.group, self.consumer, 0, ids, retrycount=d.delivery_count, justid=True)
        await pipe.execute()

    async def _note_crashes(self, deliveries: Sequence[Delivery]) -> list[bool]:
        """Record a crash for each entry whose job was running when its holder died, and
        fill in every entry's suspect counts (one atomic script per entry). Returns, per
        entry, whether its job was running (a crash was recorded)."""
        if not deliveries:
            return []
        calls = [([self._job_key(d), self.keys.suspect(d.entry_id)], [SUSPECT_TTL_S]) for d in deliveries]
        replies = await run_script_many(self.redis, self._suspicion, calls)
        recorded: list[bool] = []
        for d, (crashes, alone, crash) in zip(deliveries, replies, strict=True):
            d.crashes, d.alone_crashes = int(crashes), int(alone)
            recorded.append(bool(int(crash)))
        return recorded

    def _job_key(self, d: Delivery) -> str:
        """The job hash of an entry, from its payload's id (a placeholder if unreadable:
        the scripts then find no job, and the runner dead-letters the entry as malformed)."""
        return self.keys.job(job_id_of(d.payload))

    async def forget_suspect(self, delivery: Delivery) -> None:
        """Drop the suspect record of an entry that has ended (result or dead letter)."""
        await self.redis.delete(self.keys.suspect(delivery.entry_id))

    async def forget_gone_consumers(self, lane: Lane, min_idle_ms: int) -> list[str]:
        """Remove consumers of gone workers from the group (see FORGET_CONSUMER); their names."""
        stream = self.keys.stream(lane)
        rows = await self.redis.xinfo_consumers(stream, self.keys.group)
        candidates = [
            _s(row["name"]) for row in rows
            if _s(row["name"]) != self.consumer and int(row["pending"]) == 0 and int(row["idle"]) >= min_idle_ms
        ]  # fmt: skip
        forgotten = []
        for name in candidates:  # rare: at most the workers gone since the last pass
            if await self._forget(keys=[stream, self.keys.worker(name)], args=[self.keys.group, name, min_idle_ms]):
                forgotten.append(name)
        return forgotten

    async def _fill_counts(self, deliveries: Sequence[Delivery]) -> None:
        """Delivery counts from the pending list: how often each entry was handed out."""
        for lane in Lane:
            mine = [d for d in deliveries if d.lane is lane]
            if not mine:
                continue
            rows = await self.redis.xpending_range(
                self.keys.stream(lane), self.keys.group, min="-", max="+", count=10_000, consumername=self.consumer
            )
            counts = {_s(row["message_id"]): int(row["times_delivered"]) for row in rows}  # type: ignore[arg-type]
            for d in mine:
                d.delivery_count = counts.get(d.entry_id, d.delivery_count)

    async def _drop_deleted(self, lane: Lane, entry_ids: list[str]) -> None:
        if entry_ids:
            await self.redis.xack(self.keys.stream(lane), self.keys.group, *entry_ids)

    # -- leases -----------------------------------------------------------------------

    async def renew(self, held: Iterable[Delivery]) -> None:
        """Reset the idle time of entries we hold, without counting a delivery
        (XCLAIM ... JUSTID), so no other worker reclaims a job we are still running."""
        pipe = self.redis.pipeline(transaction=False)
        for lane in Lane:
            ids: list[Any] = [d.entry_id for d in held if d.lane is lane]
            if ids:
                pipe.xclaim(self.keys.stream(lane), self.keys.group, self.consumer, 0, ids, justid=True)
        await pipe.execute()

    async def count(self, result: Result) -> None:
        """Count a dead-lettered job, for ``stats`` (transq.tally; FINISH counts the
        results it stores itself). Best effort: a count that fails is logged, never a
        reason to fail or retry the job."""
        code = result.error.code if result.error else None
        try:
            await count_job(self.redis, self.keys, time.time(), result.status.value, code)
        except (*UNREACHABLE, ResponseError) as exc:
            log.warning("could not count job %s for stats: %s", result.job_id, exc)

    async def heartbeat(self, payload: str, ttl_s: int) -> None:
        await self.redis.set(self.keys.worker(self.consumer), payload, ex=ttl_s)

    async def claim_worker_id(self, payload: str, ttl_s: int) -> bool:
        """Take our heartbeat key only if no live worker holds this id."""
        return bool(await self.redis.set(self.keys.worker(self.consumer), payload, ex=ttl_s, nx=True))

    async def engine_deaths(self) -> int:
        """Recent engine deaths of this worker id with no job in the engine."""
        return int(await self.redis.get(self.keys.engine_deaths(self.consumer)) or 0)

    async def count_engine_death(self, window_s: int) -> int:
        key = self.keys.engine_deaths(self.consumer)
        pipe = self.redis.pipeline(transaction=True)
        pipe.incr(key)
        pipe.expire(key, window_s)
        deaths, _ = await pipe.execute()
        return int(deaths)

    async def drop_heartbeat(self) -> None:
        await self.redis.delete(self.keys.worker(self.consumer))

    async def cancel_flags(self, job_ids: Sequence[str]) -> list[bool]:
        pipe = self.redis.pipeline(transaction=False)
        for job_id in job_ids:
            pipe.hget(self.keys.job(job_id), "cancel")
        return [bool(flag) for flag in await pipe.execute()]

    # -- the atomic steps -------------------------------------------------------------

    async def start(self, job_id: str, delivery: Delivery, memory_key: str | None = None) -> Started:
        """Mark the job running; with ``memory_key``, look the translation memory up in the
        same step (one round trip)."""
        keys = [self.keys.job(job_id), self.keys.result(job_id)] + ([memory_key] if memory_key else [])
        reply = await self._start.call(keys, [self.consumer, delivery.entry_id, delivery.lane.value])
        status, attempts, enqueued_ms, cancel = reply[:4]
        if _s(status) == "foreign":
            return Started(Status.QUEUED, 0, 0, False, foreign=True)
        remembered = _s(reply[4]) if len(reply) > 4 else ""
        return Started(Status(_s(status)), int(attempts), int(enqueued_ms), bool(int(cancel)), remembered)

    async def finish(self, delivery: Delivery, result: Result, memo: Memo | None = None) -> bool:
        """Store the result, ack, delete the entry and wake waiters, in one step; a stored
        result is counted for ``stats`` (transq.tally) in that step too; with ``memo``
        (key, translation, ttl s), store it in the translation memory as well."""
        job_id = result.job_id
        keys = [
            self.keys.job(job_id),
            self.keys.stream(delivery.lane),
            self.keys.done(job_id),
            self.keys.result(job_id),
        ]
        args: list[Any] = [self.keys.group, delivery.entry_id, result.to_wire(), result.status.value]
        args.append(self.result_ttl_s)
        keys.append(self.keys.tally(bucket_of(time.time())))
        args += [result.error.code if result.error else "", TALLY_TTL_S]
        if memo is not None:
            keys.append(memo[0])
            args += [memo[1], memo[2]]
        return bool(await self._finish.call(keys, args))

    async def ack(self, delivery: Delivery, job_id: str) -> None:
        """Ack and delete an entry whose job is already final (no result is written)."""
        await self._finish.call(
            [self.keys.job(job_id), self.keys.stream(delivery.lane), self.keys.done(job_id), self.keys.result(job_id)],
            [self.keys.group, delivery.entry_id, b"", "", self.result_ttl_s],
        )

    async def dead_letter(self, delivery: Delivery, reason: str, result: Result | None) -> None:
        job_id = result.job_id if result else ""
        fields: dict[str, Any] = {
            "entry": delivery.entry_id,
            "lane": delivery.lane.value,
            "reason": reason,
            "deliveries": delivery.delivery_count,
            "crashes": delivery.crashes,
            "alone_crashes": delivery.alone_crashes,
            "worker": self.consumer,
            "job_id": job_id,
            "job": delivery.payload or b"",
        }
        await self._dead(
            keys=[
                self.keys.job(job_id), self.keys.stream(delivery.lane), self.keys.done(job_id), self.keys.dead,
                self.keys.result(job_id),
            ],
            args=[
                self.keys.group, delivery.entry_id, result.to_wire() if result else "", self.result_ttl_s,
                *[part for pair in fields.items() for part in pair],
            ],
        )  # fmt: skip

    async def release(self, deliveries: Iterable[tuple[str, Delivery]], *, crashed: bool = False) -> None:
        """Give unfinished entries back for immediate reclaim (shutdown, engine death).

        ``crashed``: they were in the engine when it died; each becomes a suspect, and the
        delivery counts, as a worker death's does. Otherwise it is not held against them."""
        if crashed:
            crashed_calls = [
                ([self.keys.job(job_id), self.keys.stream(d.lane), self.keys.suspect(d.entry_id)],
                 [self.keys.group, self.consumer, d.entry_id, d.delivery_count, SUSPECT_TTL_S])
                for job_id, d in deliveries
            ]  # fmt: skip
            await run_script_many(self.redis, self._release_crashed, crashed_calls)
            return
        calls = [
            ([self.keys.job(job_id), self.keys.stream(d.lane)],
             [self.keys.group, self.consumer, d.entry_id, max(d.delivery_count - 1, 0)])
            for job_id, d in deliveries
        ]  # fmt: skip
        await run_script_many(self.redis, self._release, calls)
