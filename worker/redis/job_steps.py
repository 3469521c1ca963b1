"""The stream's per-job steps: start, finish (or ack), dead-letter, release, and the small
reads and writes around them (cancel flags, suspect records, the dead-letter tally).

START and FINISH of the jobs of one loop turn share one EVALSHA (worker.redis.coalesce), on the
``fast`` client; the atomic steps are the Lua scripts in transq.scripts.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable, Sequence
from typing import Any

import redis.asyncio as aioredis
from redis.exceptions import ResponseError

from transq.connection import UNREACHABLE, text_of
from transq.contract import Result, Status
from transq.keys import Keys
from transq.script_calls import StartIndex, start_call
from transq.script_runs import ScriptHandle, run_script_many
from transq.tally import TTL_S as TALLY_TTL_S
from transq.tally import bucket_of, count_job
from worker.redis.coalesce import Coalescer
from worker.redis.delivery import SUSPECT_TTL_S, Delivery, Memo, Started

log = logging.getLogger("worker.redis.stream")


class JobSteps:
    """One job's steps in Redis, for one consumer (a role of JobStream)."""

    # Set by JobStream (worker.redis.stream).
    redis: aioredis.Redis
    keys: Keys
    consumer: str
    result_ttl_s: int
    index_max_jobs: int
    _start: Coalescer
    _finish: Coalescer
    _dead: ScriptHandle
    _release: ScriptHandle
    _release_crashed: ScriptHandle

    async def start(self, job_id: str, delivery: Delivery, memory_key: str | None = None, owner: str = "") -> Started:
        """Mark the job running and add it to the job index; with ``memory_key``, look the
        translation memory up in the same step (one round trip). ``owner``: the one its
        payload names; START refuses the entry (foreign) unless the gateway's owner record
        binds that owner to it, and refuses an ownerless entry under an owned id."""
        keys, args = start_call(
            job_key=self.keys.job(job_id), result_key=self.keys.result(job_id), memory_key=memory_key,
            worker=self.consumer, entry=delivery.entry_id, lane=delivery.lane.value,
            index=StartIndex(self.keys.jobs_index, self.result_ttl_s, self.index_max_jobs),
            owner_key=self.keys.owner(job_id), owner=owner,
        )  # fmt: skip
        reply = await self._start.call(keys, args)
        status, attempts, enqueued_ms, cancel = reply[:4]
        if text_of(status) == "foreign":
            return Started(Status.QUEUED, 0, 0, False, foreign=True)
        if text_of(status) == "unclaimed":
            return Started(Status.QUEUED, 0, 0, False, unclaimed=True)
        remembered = text_of(reply[4]) if len(reply) > 4 else ""
        return Started(Status(text_of(status)), int(attempts), int(enqueued_ms), bool(int(cancel)), remembered)

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

    async def forget_suspect(self, delivery: Delivery) -> None:
        """Drop the suspect record of an entry that has ended (result or dead letter)."""
        await self.redis.delete(self.keys.suspect(delivery.entry_id))

    async def count(self, result: Result) -> None:
        """Count a dead-lettered job, for ``stats`` (transq.tally; FINISH counts the
        results it stores itself). Best effort: a count that fails is logged, never a
        reason to fail or retry the job."""
        code = result.error.code if result.error else None
        try:
            await count_job(self.redis, self.keys, time.time(), result.status.value, code)
        except (*UNREACHABLE, ResponseError) as exc:
            log.warning("could not count job %s for stats: %s", result.job_id, exc)

    async def cancel_flags(self, job_ids: Sequence[str]) -> list[bool]:
        pipe = self.redis.pipeline(transaction=False)
        for job_id in job_ids:
            pipe.hget(self.keys.job(job_id), "cancel")
        return [bool(flag) for flag in await pipe.execute()]
