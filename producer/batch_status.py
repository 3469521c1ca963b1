"""What a batch call answers (producer.batch): the receipt of a submit, and a batch's status
with its per-segment errors."""

from __future__ import annotations

from dataclasses import dataclass, field

from transq.contract import Result, Status


@dataclass(frozen=True, slots=True)
class BatchReceipt:
    batch_id: str
    job_ids: dict[str, str]  # segment key -> its current job id
    created: int  # jobs this call enqueued (new segments and retries)
    reused: frozenset[str]  # segments already translated by an earlier run
    in_flight: int  # segments queued or running from an earlier run
    retried: int  # segments given a new attempt by this call
    # Segment key -> the request digest its result must carry: pass it to wait_batch and
    # batch_status, so a foreign result under a segment's id reads as failed.
    expect: dict[str, str] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return len(self.job_ids)


@dataclass(frozen=True, slots=True)
class SegmentError:
    segment: str
    job_id: str
    status: Status
    code: str
    message: str


@dataclass(frozen=True, slots=True)
class BatchStatus:
    batch_id: str
    job_ids: dict[str, str]
    results: dict[str, Result | None]  # segment key -> its job now (None: expired or missing)

    def _count(self, *statuses: Status) -> int:
        return sum(1 for r in self.results.values() if r is not None and r.status in statuses)

    @property
    def total(self) -> int:
        return len(self.job_ids)

    @property
    def done(self) -> int:
        return self._count(Status.SUCCEEDED)

    @property
    def failed(self) -> int:
        """Failed or expired jobs, and jobs whose record is gone."""
        return self._count(Status.FAILED, Status.EXPIRED) + sum(r is None for r in self.results.values())

    @property
    def cancelled(self) -> int:
        return self._count(Status.CANCELLED)

    @property
    def pending(self) -> int:
        return self.total - self.done - self.failed - self.cancelled

    @property
    def cache_hits(self) -> int:
        return sum(1 for r in self.results.values() if r is not None and "cache_hit" in r.flags)

    @property
    def errors(self) -> list[SegmentError]:
        out = []
        for key, result in self.results.items():
            if result is None:
                out.append(SegmentError(key, self.job_ids[key], Status.FAILED, "missing", "the job record is gone"))
            elif result.final and result.status is not Status.SUCCEEDED:
                err = result.error
                code, message = (err.code, err.message) if err else (result.status.value, "")
                out.append(SegmentError(key, result.job_id, result.status, code, message))
        return out
