"""Retry a failed, expired or dead-lettered job under its own id: ``jobs retry`` and the
console's retry button.

Who may: the admin Redis user only (the console's ``gateway.admin_redis`` connection, or a
CLI run with admin credentials). The RETRY script deletes the job's result, which only
workers write and producers may not touch (docs/security.md); under the producer user it
fails with "permission denied". Unlike ``dlq requeue`` it keeps the job's record, so the
retry counts as one more attempt (``attempts`` goes up when a worker starts it) and
``retries`` says how many times an operator sent it back.

Refused, saying why, for a job that can never run: its payload breaks the contract (the
worker failed it ``invalid_job``), its deadline has passed, or its payload was not kept
(a job that ended before payloads were kept). And for a job that is not failed or expired:
queued and running jobs are still going; succeeded and cancelled ones ended as asked.
"""

from __future__ import annotations

from dataclasses import dataclass

import redis.asyncio as aioredis

from producer.ops.dlq import DeadLetter, DeadLetterQueue
from producer.ops.jobs import JobIndex, JobRow
from transq import script_calls
from transq.contract import DEFAULT_LIMITS, Lane, Limits, Status, decode_job, epoch_ms
from transq.errors import CannotRetry, DeadLetterNotFound, JobNotFound, MalformedEntry
from transq.keys import Keys
from transq.scripts import RETRY, register

RETRYABLE = frozenset({Status.FAILED, Status.EXPIRED})
NEVER_RUNS = frozenset({"invalid_job"})  # error codes the same payload always gets again


@dataclass(frozen=True, slots=True)
class Retried:
    job_id: str
    entry_id: str
    attempts_before: int
    dead_letter: str  # the dead-letter entry it left, '' for none


class JobRetry:
    def __init__(self, admin: aioredis.Redis, keys: Keys, limits: Limits = DEFAULT_LIMITS) -> None:
        self.redis = admin
        self.keys = keys
        self.limits = limits
        self._retry = register(admin, RETRY)

    async def check(self, job_id: str) -> tuple[JobRow, bytes, DeadLetter | None]:
        """The job, its payload and its dead letter; CannotRetry saying why not."""
        row = await JobIndex(self.redis, self.keys).find(job_id)
        if row is None:
            raise JobNotFound(job_id)
        return row, *await self._payload(row)

    async def why_not(self, job_id: str) -> str:
        """'' when the job may be retried, else the reason (for the console's button)."""
        try:
            await self.check(job_id)
        except (CannotRetry, JobNotFound) as exc:
            return str(exc)
        return ""

    async def _payload(self, row: JobRow) -> tuple[bytes, DeadLetter | None]:
        status, job_id = row.result.status, row.job_id
        if status not in RETRYABLE:
            raise CannotRetry(f"job {job_id} is {status.value}: only failed or expired jobs can be retried")
        if row.error_code in NEVER_RUNS:
            message = row.result.error.message if row.result.error else ""
            raise CannotRetry(f"job {job_id} can never run ({row.error_code}: {message}); submit a corrected job")
        letter = await self._dead_letter(job_id)
        payload = await JobIndex(self.redis, self.keys).payload(job_id) or (letter.payload if letter else None)
        if not payload:
            raise CannotRetry(
                f"job {job_id}: its payload was not kept (it ended before payloads were); submit it again"
            )
        try:
            job = decode_job(payload, self.limits)
        except MalformedEntry as exc:
            raise CannotRetry(f"job {job_id} can never run: {exc}") from None
        if job.job_id != job_id:
            raise CannotRetry(f"job {job_id}: its payload is job {job.job_id!r}; nothing changed")
        if job.expired():
            late_s = (epoch_ms() - (job.deadline_ms or 0)) / 1000
            raise CannotRetry(f"job {job_id} can never run: its deadline passed {late_s:.0f} s ago; submit it again")
        return payload, letter

    async def payload_kept(self, row: JobRow) -> bool:
        """Whether a retry would find the job's payload: in its hash (FINISH keeps a failed
        or expired job's) or in its dead letter (a dead-lettered job's is there alone)."""
        if row.payload_kept:
            return True
        letter = await self._dead_letter(row.job_id)
        return bool(letter and letter.payload)

    async def _dead_letter(self, job_id: str) -> DeadLetter | None:
        try:
            return await DeadLetterQueue(self.redis, self.keys, self.limits).find(job_id)
        except DeadLetterNotFound:
            return None

    async def retry(self, job_id: str) -> Retried:
        row, payload, letter = await self.check(job_id)
        lane = row.lane if row.lane in {lane.value for lane in Lane} else decode_job(payload, self.limits).priority
        code, value = await script_calls.retry(
            self._retry,
            job_key=self.keys.job(job_id),
            lane_stream=self.keys.stream(Lane(lane)),
            done_key=self.keys.done(job_id),
            result_key=self.keys.result(job_id),
            index_key=self.keys.jobs_index,
            dead_stream=self.keys.dead,
            job_id=job_id,
            lane=str(lane),
            payload=payload,
            seen_status=row.status,
            dead_entry=letter.entry_id if letter else "",
            owner_key=self.keys.owner(job_id),
        )
        if code != 1:
            raise CannotRetry(f"job {job_id} is {value} now, not {row.status}; nothing changed")
        return Retried(job_id, value, row.result.attempts, letter.entry_id if letter else "")
