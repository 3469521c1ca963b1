"""The worker's side of Redis: read, claim, renew, finish, dead-letter, release.

Every call is one round trip (or one pipeline); the atomic steps are the Lua scripts in
worker.scripts. Nothing here knows about the engine.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import redis.asyncio as aioredis

from producer.client import ensure_groups
from producer.contract import Lane, Result, Status
from producer.keys import Keys
from worker.scripts import DEAD_LETTER, FINISH, RELEASE, START

# redis-py types stream replies loosely (RESP2 and RESP3 shapes); ours is RESP2's.
StreamReply = Any


@dataclass(slots=True)
class Delivery:
    """One stream entry handed to this worker."""

    lane: Lane
    entry_id: str
    fields: dict[bytes, bytes]
    delivery_count: int = 1

    @property
    def payload(self) -> bytes | None:
        return self.fields.get(b"job")


@dataclass(frozen=True, slots=True)
class Started:
    status: Status
    attempts: int
    enqueued_ms: int
    cancel_requested: bool


def _s(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


class JobStream:
    """Consumer-group access to one queue's lane streams for one consumer (worker id)."""

    def __init__(self, redis: aioredis.Redis, keys: Keys, consumer: str, result_ttl_s: int) -> None:
        self.redis = redis
        self.keys = keys
        self.consumer = consumer
        self.result_ttl_s = result_ttl_s
        self._lane_of = {keys.stream(lane).encode(): lane for lane in Lane}
        self._start = redis.register_script(START)
        self._finish = redis.register_script(FINISH)
        self._dead = redis.register_script(DEAD_LETTER)
        self._release = redis.register_script(RELEASE)

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
        reply = await self.redis.xreadgroup(self.keys.group, self.consumer, streams, count=count)
        return self._deliveries(reply)

    async def read_blocking(self, block_ms: int) -> list[Delivery]:
        """Wait up to block_ms for an entry on any lane; at most one per lane."""
        streams: dict[Any, Any] = {self.keys.stream(lane): ">" for lane in Lane}
        reply = await self.redis.xreadgroup(self.keys.group, self.consumer, streams, count=1, block=block_ms)
        return self._deliveries(reply)

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
        return out

    async def reclaim(self, lane: Lane, min_idle_ms: int, count: int) -> list[Delivery]:
        """Take entries of consumers that stopped renewing (XAUTOCLAIM)."""
        stream = self.keys.stream(lane)
        reply: Any = await self.redis.xautoclaim(
            stream, self.keys.group, self.consumer, min_idle_ms, start_id="0-0", count=count
        )
        entries = reply[1]
        found = [Delivery(lane, _s(entry_id), fields or {}) for entry_id, fields in entries if fields]
        await self._fill_counts(found)
        return found

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

    async def heartbeat(self, payload: str, ttl_s: int) -> None:
        await self.redis.set(self.keys.worker(self.consumer), payload, ex=ttl_s)

    async def claim_worker_id(self, payload: str, ttl_s: int) -> bool:
        """Take our heartbeat key only if no live worker holds this id."""
        return bool(await self.redis.set(self.keys.worker(self.consumer), payload, ex=ttl_s, nx=True))

    async def drop_heartbeat(self) -> None:
        await self.redis.delete(self.keys.worker(self.consumer))

    async def cancel_flags(self, job_ids: Sequence[str]) -> list[bool]:
        pipe = self.redis.pipeline(transaction=False)
        for job_id in job_ids:
            pipe.hget(self.keys.job(job_id), "cancel")
        return [bool(flag) for flag in await pipe.execute()]

    # -- the atomic steps -------------------------------------------------------------

    async def start(self, job_id: str, delivery: Delivery) -> Started:
        reply = await self._start(
            keys=[self.keys.job(job_id)], args=[self.consumer, delivery.entry_id, delivery.lane.value]
        )
        status, attempts, enqueued_ms, cancel = reply
        return Started(Status(_s(status)), int(attempts), int(enqueued_ms), bool(int(cancel)))

    async def finish(self, delivery: Delivery, result: Result) -> bool:
        """Store the result, ack, delete the entry and wake waiters, in one step."""
        stored = await self._finish(
            keys=[self.keys.job(result.job_id), self.keys.stream(delivery.lane), self.keys.done(result.job_id)],
            args=[self.keys.group, delivery.entry_id, result.to_wire(), result.status.value, self.result_ttl_s],
        )
        return bool(stored)

    async def ack(self, delivery: Delivery, job_id: str) -> None:
        """Ack and delete an entry whose job is already final (no result is written)."""
        await self._finish(
            keys=[self.keys.job(job_id), self.keys.stream(delivery.lane), self.keys.done(job_id)],
            args=[self.keys.group, delivery.entry_id, b"", "", self.result_ttl_s],
        )

    async def dead_letter(self, delivery: Delivery, reason: str, result: Result | None) -> None:
        job_id = result.job_id if result else ""
        fields: dict[str, Any] = {
            "entry": delivery.entry_id,
            "lane": delivery.lane.value,
            "reason": reason,
            "deliveries": delivery.delivery_count,
            "worker": self.consumer,
            "job_id": job_id,
            "job": delivery.payload or b"",
        }
        await self._dead(
            keys=[self.keys.job(job_id), self.keys.stream(delivery.lane), self.keys.done(job_id), self.keys.dead],
            args=[
                self.keys.group, delivery.entry_id, result.to_wire() if result else "", self.result_ttl_s,
                *[part for pair in fields.items() for part in pair],
            ],
        )  # fmt: skip

    async def release(self, deliveries: Iterable[tuple[str, Delivery]]) -> None:
        """Give unfinished entries back for immediate reclaim (shutdown, engine death)."""
        pipe = self.redis.pipeline(transaction=False)
        for job_id, d in deliveries:
            await self._release(
                keys=[self.keys.job(job_id), self.keys.stream(d.lane)],
                args=[self.keys.group, self.consumer, d.entry_id, max(d.delivery_count - 1, 0)],
                client=pipe,
            )
        await pipe.execute()
