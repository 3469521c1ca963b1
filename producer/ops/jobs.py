"""Every job of a queue, as operators look for it: ``jobs list|show`` and the console.

The index is ``ns:{q}:jobs`` (transq.keys), a sorted set of job ids by submit time that
the gateway's SUBMIT feeds in the same step as the job and the worker's START with every
job it runs (so the client, the CLI, the gateway and documents all land in it; a service's
job once a worker starts it, since the `producer` Redis role may not write the index), and
that both trim to the result TTL and ``queue.index_max_jobs``. Filters
(status, lane, owner, error code) are read from the jobs themselves, a pipelined chunk at a
time, newest first; time is the index's own order. One sorted set rather than one per
status: a status changes in the worker's scripts (START, FINISH, RELEASE, ...), which would
each have to move the id, while submit time never changes; a filtered page costs at most
``scan_max`` job reads and says when it stopped early (docs/console.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import redis.asyncio as aioredis

from producer.job_state import result_of
from transq.contract import Result, Status
from transq.keys import Keys, record_owner

CHUNK = 200
SCAN_MAX = 5_000


def _s(value: bytes | str | None) -> str:
    if value is None:
        return ""
    return value.decode(errors="replace") if isinstance(value, bytes) else value


@dataclass(frozen=True, slots=True)
class JobFilter:
    statuses: frozenset[str] = frozenset()
    lane: str = ""
    owner: str = ""
    error_code: str = ""
    since_ms: int | None = None
    until_ms: int | None = None

    def matches(self, row: JobRow) -> bool:
        return (
            (not self.statuses or row.status in self.statuses)
            and (not self.lane or row.lane == self.lane)
            and (not self.owner or row.owner == self.owner)
            and (not self.error_code or row.error_code == self.error_code)
        )


@dataclass(frozen=True, slots=True)
class JobRow:
    """One job as the list and the detail show it (never its text: a masked preview)."""

    job_id: str
    submitted_ms: int
    result: Result
    lane: str
    owner: str
    preview: str
    retries: int
    payload_kept: bool

    @property
    def status(self) -> str:
        return self.result.status.value

    @property
    def error_code(self) -> str:
        return self.result.error.code if self.result.error else ""

    def summary(self) -> dict[str, Any]:
        r = self.result
        return {
            "job_id": self.job_id, "status": self.status, "lane": self.lane, "owner": self.owner or None,
            "submitted_ms": self.submitted_ms, "attempts": r.attempts, "retries": self.retries,
            "worker": r.worker_id, "error_code": self.error_code or None,
            "queue_wait_ms": r.queue_wait_ms, "engine_ms": r.engine_ms, "total_ms": r.total_ms,
        }  # fmt: skip

    def detail(self) -> dict[str, Any]:
        r = self.result
        return self.summary() | {
            "enqueued_ms": r.enqueued_ms, "started_ms": r.started_ms, "finished_ms": r.finished_ms,
            "error": r.error.model_dump() if r.error else None, "flags": list(r.flags),
            "finish_reason": r.finish_reason, "model": r.model, "prompt_tokens": r.prompt_tokens,
            "completion_tokens": r.completion_tokens, "preview": self.preview, "payload_kept": self.payload_kept,
        }  # fmt: skip


@dataclass
class JobPage:
    rows: list[JobRow]
    scanned: int  # index entries read for this page
    next_cursor: str | None  # pass back for the next (older) page; None: no more
    stopped_early: bool = False  # scan_max entries read before the page filled
    total_indexed: int = 0

    def as_json(self) -> dict[str, Any]:
        return {
            "jobs": [row.summary() for row in self.rows], "next_cursor": self.next_cursor,
            "scanned": self.scanned, "stopped_early": self.stopped_early, "indexed": self.total_indexed,
        }  # fmt: skip


@dataclass
class _Cursor:
    score: float = float("inf")
    member: str = ""

    @classmethod
    def parse(cls, text: str | None) -> _Cursor:
        if not text:
            return cls()
        score, _, member = text.partition(":")
        return cls(float(score), member) if score.isdigit() else cls()

    def passed(self, score: float, member: str) -> bool:
        """Whether (score, member) comes after this cursor in newest-first order."""
        return score < self.score or (score == self.score and member < self.member)

    def __str__(self) -> str:
        return f"{int(self.score)}:{self.member}"


@dataclass
class JobIndex:
    redis: aioredis.Redis
    keys: Keys
    chunk: int = CHUNK
    scan_max: int = SCAN_MAX

    async def count(self) -> int:
        return int(await self.redis.zcard(self.keys.jobs_index))

    async def page(self, flt: JobFilter = JobFilter(), limit: int = 50, cursor: str | None = None) -> JobPage:
        """Up to ``limit`` jobs matching ``flt``, newest first, after ``cursor``."""
        after = _Cursor.parse(cursor)
        top: float | str = after.score if after.score != float("inf") else "+inf"
        if flt.until_ms is not None and (top == "+inf" or flt.until_ms < float(top)):
            top = flt.until_ms
        bottom: float | str = flt.since_ms if flt.since_ms is not None else "-inf"
        rows: list[JobRow] = []
        scanned, offset, last = 0, 0, after
        while scanned < self.scan_max:
            got: list[Any] = await self.redis.zrevrangebyscore(
                self.keys.jobs_index, top, bottom, start=offset, num=self.chunk, withscores=True
            )
            if not got:
                return JobPage(rows, scanned, None, False, await self.count())
            offset += len(got)
            fresh = [(_s(m), float(score)) for m, score in got if after.passed(float(score), _s(m))]
            for row, (job_id, score) in zip(await self._rows(fresh), fresh, strict=True):
                scanned += 1
                last = _Cursor(score, job_id)
                if row is not None and flt.matches(row):
                    rows.append(row)
                    if len(rows) == limit:
                        return JobPage(rows, scanned, str(last), False, await self.count())
                if scanned >= self.scan_max:
                    break
        return JobPage(rows, scanned, str(last), True, await self.count())

    async def _rows(self, ids: list[tuple[str, float]]) -> list[JobRow | None]:
        pipe = self.redis.pipeline(transaction=False)
        for job_id, _ in ids:
            pipe.hget(self.keys.result(job_id), "result")
            pipe.hgetall(self.keys.job(job_id))
            pipe.get(self.keys.owner(job_id))
        replies = await pipe.execute()
        rows: list[JobRow | None] = []
        for i, (job_id, score) in enumerate(ids):
            stored, fields, owner = replies[3 * i : 3 * i + 3]
            rows.append(_row(job_id, int(score), stored, fields, record_owner(owner) or ""))
        return rows

    async def find(self, job_id: str) -> JobRow | None:
        """One job by id, listed or not (a job trimmed from the index is still found)."""
        score = await self.redis.zscore(self.keys.jobs_index, job_id)
        [row] = await self._rows([(job_id, float(score or 0))])
        return row

    async def payload(self, job_id: str) -> bytes | None:
        """The job's payload, if kept: FINISH keeps a failed or expired job's."""
        raw: bytes | str | None = await self.redis.hget(self.keys.job(job_id), "payload")
        return raw.encode() if isinstance(raw, str) else raw


def _row(job_id: str, submitted_ms: int, stored: Any, raw: dict[bytes, bytes], owner: str) -> JobRow | None:
    result = result_of(job_id, stored, raw)
    if result is None:
        return None  # expired: its index entry outlived it
    fields = {_s(k): v for k, v in raw.items()}
    retries = _s(fields.get("retries"))
    # RETRY keeps the first submit time here (the index has the retry's); before any retry
    # the job hash's enqueue time is it, also for a job the index never held (a service's
    # job joins the index only when a worker starts it).
    first = _s(fields.get("submitted_ms")) or _s(fields.get("enqueued_ms"))
    return JobRow(
        job_id=job_id,
        submitted_ms=int(first) if first.isdigit() else submitted_ms or (result.enqueued_ms or 0),
        result=result,
        lane=_s(fields.get("lane")) or "?",
        owner=owner,
        preview=_s(fields.get("preview")),
        retries=int(retries) if retries.isdigit() else 0,
        payload_kept=bool(fields.get("payload")),
    )


def parse_statuses(text: str) -> frozenset[str]:
    """'failed,expired' -> the statuses; ValueError naming an unknown one."""
    names = frozenset(s.strip() for s in text.split(",") if s.strip())
    unknown = names - {s.value for s in Status}
    if unknown:
        raise ValueError(f"unknown status {sorted(unknown)[0]!r}: one of {', '.join(s.value for s in Status)}")
    return names
