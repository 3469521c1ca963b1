"""The stream's reading and leasing role: new entries, our own after a restart, dead
workers' entries (reclaim), and the renewal of every entry we hold.

Reads on the per-job hot path use the ``fast`` client under one deadline each (see
worker.redis.stream). The suspect counts of a taken-back or reclaimed entry are filled in by
SUSPICION (transq.scripts).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Container, Iterable, Mapping, Sequence
from typing import Any

import redis.asyncio as aioredis
from redis.exceptions import TimeoutError as RedisTimeoutError

from transq.connection import text_of
from transq.contract import Lane
from transq.keys import Keys
from transq.script_runs import ScriptHandle, run_script_many
from worker.redis.delivery import SUSPECT_TTL_S, Delivery, StreamReply, job_id_of

# Far above what one worker holds (slots, read-ahead, suspects waiting).
TAKE_BACK_MAX = 10_000


class Reading:
    """Read, take back, reclaim and renew the entries of one consumer (a role of JobStream)."""

    # Set by JobStream (worker.redis.stream).
    redis: aioredis.Redis
    fast: aioredis.Redis
    deadline_s: float
    keys: Keys
    consumer: str
    _lane_of: dict[bytes, Lane]
    _suspicion: ScriptHandle

    def _deliveries(self, reply: StreamReply) -> list[Delivery]:
        out: list[Delivery] = []
        for stream, entries in reply or []:
            lane = self._lane_of[stream if isinstance(stream, bytes) else stream.encode()]
            out.extend(Delivery(lane, text_of(entry_id), fields or {}) for entry_id, fields in entries)
        return out

    async def read(self, lane: Lane, count: int) -> list[Delivery]:
        """New entries of one lane, without blocking."""
        streams: dict[Any, Any] = {self.keys.stream(lane): ">"}
        async with self._deadline(self.deadline_s):
            reply = await self.fast.xreadgroup(self.keys.group, self.consumer, streams, count=count)
        return self._deliveries(reply)

    async def read_blocking(self, block_ms: int, count: int = 1, lanes: Sequence[Lane] = tuple(Lane)) -> list[Delivery]:
        """Wait up to block_ms for entries on any of ``lanes`` (all by default); at most
        ``count`` per lane, those of the interactive lane first. Returns at once when a
        lane has entries."""
        streams: dict[Any, Any] = {self.keys.stream(lane): ">" for lane in lanes}
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

    async def take_back_lost(self, held: Container[str]) -> list[Delivery]:
        """Our own pending entries that we no longer hold (``held``: entry ids we do), after
        a change of primary: what ended them (FINISH, a dead letter, a release) was
        acknowledged by the old primary and lost with it, or never reached it. Not a crash:
        no SUSPICION runs, nothing is redelivered (XPENDING and XRANGE read them), so no
        delivery is counted against them; their suspect counts stay as recorded."""
        out: list[Delivery] = []
        for lane in Lane:
            stream = self.keys.stream(lane)
            rows = await self.redis.xpending_range(
                stream, self.keys.group, min="-", max="+", count=TAKE_BACK_MAX, consumername=self.consumer
            )
            counts = {text_of(row["message_id"]): int(row["times_delivered"]) for row in rows}  # type: ignore[arg-type]
            lost = [entry_id for entry_id in counts if entry_id not in held]
            if not lost:
                continue
            pipe = self.redis.pipeline(transaction=False)
            for entry_id in lost:
                pipe.xrange(stream, entry_id, entry_id)
            found = dict(zip(lost, await pipe.execute(), strict=True))
            await self._drop_deleted(lane, [i for i in lost if not found[i]])  # deleted, still pending
            out += [Delivery(lane, i, found[i][0][1] or {}, counts[i]) for i in lost if found[i]]
        await self._read_suspicion(out)
        return out

    async def _read_suspicion(self, deliveries: Sequence[Delivery]) -> None:
        """Fill in each entry's suspect counts as recorded, recording nothing."""
        if not deliveries:
            return
        pipe = self.redis.pipeline(transaction=False)
        for d in deliveries:
            pipe.hmget(self.keys.suspect(d.entry_id), ["crashes", "alone_crashes"])
        for d, (crashes, alone) in zip(deliveries, await pipe.execute(), strict=True):
            d.crashes, d.alone_crashes = int(crashes or 0), int(alone or 0)

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
        found = [Delivery(lane, text_of(entry_id), fields or {}) for entry_id, fields in reply[1] if fields]
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

    async def _fill_counts(self, deliveries: Sequence[Delivery]) -> None:
        """Delivery counts from the pending list: how often each entry was handed out."""
        for lane in Lane:
            mine = [d for d in deliveries if d.lane is lane]
            if not mine:
                continue
            rows = await self.redis.xpending_range(
                self.keys.stream(lane), self.keys.group, min="-", max="+", count=10_000, consumername=self.consumer
            )
            counts = {text_of(row["message_id"]): int(row["times_delivered"]) for row in rows}  # type: ignore[arg-type]
            for d in mine:
                d.delivery_count = counts.get(d.entry_id, d.delivery_count)

    async def _drop_deleted(self, lane: Lane, entry_ids: list[str]) -> None:
        if entry_ids:
            await self.redis.xack(self.keys.stream(lane), self.keys.group, *entry_ids)

    async def renew(self, held: Iterable[Delivery]) -> None:
        """Reset the idle time of entries we hold, without counting a delivery
        (XCLAIM ... JUSTID), so no other worker reclaims a job we are still running."""
        pipe = self.redis.pipeline(transaction=False)
        for lane in Lane:
            ids: list[Any] = [d.entry_id for d in held if d.lane is lane]
            if ids:
                pipe.xclaim(self.keys.stream(lane), self.keys.group, self.consumer, 0, ids, justid=True)
        await pipe.execute()
