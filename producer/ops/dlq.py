"""The dead-letter stream: list, show, requeue, purge (``python -m producer dlq``).

A worker dead-letters an entry it can never finish (malformed payload, or delivered more
than max_deliveries times) with the original payload (docs/architecture.md). Requeue puts
that payload back on its lane with a fresh job state and the same job id, in one step
(transq.scripts.REQUEUE). A requeue never removes a final result that the dead-letter
entry did not produce (an entry someone added naming another job's id, or a job that
finished since): it is refused and the result kept. An entry that can never run (its
payload is no valid job, or not one for its id and lane) is refused with "can never run
(invalid_job)" instead of being put back to be dead-lettered again.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import redis.asyncio as aioredis

from transq import script_calls
from transq.connection import snapshot_pipeline, text_of
from transq.contract import DEFAULT_LIMITS, Job, Lane, Limits, decode_job
from transq.depth import entry_ms
from transq.errors import CannotRequeue, DeadLetterNotFound, MalformedEntry
from transq.keys import Keys
from transq.scripts import REQUEUE, register

ENTRY_ID_RE = re.compile(r"^\d+-\d+$")
_PAGE = 100


# redis-py types stream replies loosely (RESP2 and RESP3 shapes); ours is RESP2's:
# [(entry id, {field: value})], bytes throughout.
Rows = list[tuple[bytes, dict[bytes, bytes]]]


def _rows(reply: Any) -> Rows:
    return list(reply or [])


@dataclass(frozen=True, slots=True)
class DeadLetter:
    entry_id: str  # in the dead-letter stream
    lane: str
    reason: str
    deliveries: int
    worker: str
    job_id: str
    payload: bytes

    @classmethod
    def from_entry(cls, entry_id: bytes | str, fields: dict[bytes, bytes]) -> DeadLetter:
        f = {text_of(k, "replace"): v for k, v in fields.items()}
        deliveries = text_of(f.get("deliveries", b"0"), "replace")
        return cls(
            entry_id=text_of(entry_id, "replace"),
            lane=text_of(f.get("lane", b""), "replace"),
            reason=text_of(f.get("reason", b""), "replace"),
            deliveries=int(deliveries) if deliveries.isdigit() else 0,
            worker=text_of(f.get("worker", b""), "replace"),
            job_id=text_of(f.get("job_id", b""), "replace"),
            payload=f.get("job", b""),
        )

    @property
    def dead_ms(self) -> int:
        return entry_ms(self.entry_id)

    def job(self, limits: Limits = DEFAULT_LIMITS) -> Job:
        """The original job; CannotRequeue when the payload is not a valid job."""
        try:
            job = decode_job(self.payload, limits)
        except MalformedEntry as exc:
            raise CannotRequeue(
                f"{self.entry_id} can never run (invalid_job): it holds no valid job ({exc}); purge it instead"
            ) from None
        if job.job_id != self.job_id:
            raise CannotRequeue(
                f"{self.entry_id} can never run (invalid_job): its payload is job {job.job_id!r}, the entry says "
                f"{self.job_id!r}; purge it instead"
            )
        return job

    def summary(self) -> dict[str, Any]:
        return {
            "entry_id": self.entry_id, "dead_ms": self.dead_ms, "lane": self.lane, "job_id": self.job_id,
            "reason": self.reason, "deliveries": self.deliveries, "worker": self.worker,
        }  # fmt: skip

    def detail(self) -> dict[str, Any]:
        """The summary plus the payload, parsed where it is JSON."""
        try:
            job: Any = json.loads(self.payload)
        except ValueError:
            job = text_of(self.payload, "replace")
        return self.summary() | {"job": job}


@dataclass
class RequeueReport:
    requeued: list[tuple[str, str]] = field(default_factory=list)  # (dead entry id, job id)
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (dead entry id, why)


class DeadLetterQueue:
    def __init__(self, redis: aioredis.Redis, keys: Keys, limits: Limits = DEFAULT_LIMITS) -> None:
        self.redis = redis
        self.keys = keys
        self.limits = limits
        self._requeue = register(redis, REQUEUE)

    async def count(self) -> int:
        return int(await self.redis.xlen(self.keys.dead))

    async def newest(self, limit: int) -> list[DeadLetter]:
        rows = _rows(await self.redis.xrevrange(self.keys.dead, max="+", min="-", count=limit))
        return [DeadLetter.from_entry(entry_id, fields) for entry_id, fields in rows]

    async def find(self, ident: str) -> DeadLetter:
        """By dead-letter entry id (see ``dlq list``) or by job id (newest match)."""
        if ENTRY_ID_RE.match(ident):
            rows = _rows(await self.redis.xrange(self.keys.dead, min=ident, max=ident, count=1))
            if rows:
                return DeadLetter.from_entry(*rows[0])
        else:
            newest = "+"
            while rows := _rows(await self.redis.xrevrange(self.keys.dead, max=newest, min="-", count=_PAGE)):
                for entry_id, fields in rows:
                    if fields.get(b"job_id", b"").decode(errors="replace") == ident:
                        return DeadLetter.from_entry(entry_id, fields)
                newest = f"({text_of(rows[-1][0], 'replace')}"
        raise DeadLetterNotFound(ident)

    async def requeue(self, letter: DeadLetter) -> str:
        """Put the job back on its lane, fresh, under its own id; the new stream entry id."""
        self._check(letter)
        code, value, final = await script_calls.requeue(
            self._requeue,
            dead_stream=self.keys.dead,
            job_key=self.keys.job(letter.job_id),
            lane_stream=self.keys.stream(Lane(letter.lane)),
            done_key=self.keys.done(letter.job_id),
            result_key=self.keys.result(letter.job_id),
            dead_entry=letter.entry_id,
            job_id=letter.job_id,
            lane=letter.lane,
            owner_key=self.keys.owner(letter.job_id),
        )
        if code == 1:
            return value
        if value == "gone":
            raise DeadLetterNotFound(letter.entry_id)
        if value == "kept":
            raise CannotRequeue(
                f"{letter.entry_id}: job {letter.job_id} has a final result ({final}) that this entry did "
                "not produce; the result is kept and the entry is not requeued (purge it when reviewed)"
            )
        if value in ("queued", "running"):
            raise CannotRequeue(f"{letter.entry_id}: job {letter.job_id} is {value} again already; nothing changed")
        raise CannotRequeue(f"{letter.entry_id}: the entry changed while being requeued ({value}); try again")

    def _check(self, letter: DeadLetter) -> None:
        """Refuse an entry that can never run (a worker would dead-letter it again as
        invalid_job): the same checks as the worker's (worker.jobs.invalid), on this entry."""
        if letter.lane not in {lane.value for lane in Lane}:
            raise CannotRequeue(f"{letter.entry_id} names an unknown lane {letter.lane!r}; purge it instead")
        job = letter.job(self.limits)
        if job.priority.value != letter.lane:
            raise CannotRequeue(
                f"{letter.entry_id} can never run (invalid_job): its job's priority {job.priority.value!r} is not "
                f"the {letter.lane!r} lane it came from; purge it instead"
            )

    async def requeue_all(self, progress: Callable[[int, int], None] | None = None) -> RequeueReport:
        """Requeue every entry there is now. Entries dead-lettered while this runs (a job
        that fails again at once) are left alone, so this always ends."""
        report = RequeueReport()
        last = _rows(await self.redis.xrevrange(self.keys.dead, max="+", min="-", count=1))
        if not last:
            return report
        end, total, after = text_of(last[0][0], "replace"), await self.count(), "-"
        while rows := _rows(await self.redis.xrange(self.keys.dead, min=after, max=end, count=_PAGE)):
            for entry_id, fields in rows:
                letter = DeadLetter.from_entry(entry_id, fields)
                try:
                    await self.requeue(letter)
                    report.requeued.append((letter.entry_id, letter.job_id))
                except (CannotRequeue, DeadLetterNotFound) as exc:
                    report.skipped.append((letter.entry_id, str(exc)))
                if progress:
                    progress(len(report.requeued) + len(report.skipped), total)
            after = f"({text_of(rows[-1][0], 'replace')}"
        return report

    async def purge(self) -> int:
        """Delete every dead-letter entry; how many there were."""
        pipe = snapshot_pipeline(self.redis)  # count and delete as one step
        pipe.xlen(self.keys.dead)
        pipe.delete(self.keys.dead)
        count, _ = await pipe.execute()
        return int(count)
