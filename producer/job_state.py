"""A job's state as a producer reads it: its result hash (written only by workers) or, while
it is open, its job hash (queued, running, or cancelled by request). The client's get and
wait and the operators' ``jobs`` commands read it the same way."""

from __future__ import annotations

from transq.connection import text_of
from transq.contract import Result, Status, decode_result


def result_of(job_id: str, stored: bytes | str | None, row: dict[bytes, bytes]) -> Result | None:
    """A Result for any state, from the job's result hash's "result" and its job hash.

    Results come only from the result hash, which only the worker role may write. The job
    hash gives the open states, and a queued job with the cancel flag (CANCEL, which any
    producer may run for any id) reads as cancelled until its worker stores that result. A
    final status in the job hash with no result hash is not a result (a hash left from a
    result that expired first): the job reads as open, as the worker treats it."""
    if stored:
        return decode_result(text_of(stored))
    if not row:
        return None
    fields = {text_of(k): text_of(v) for k, v in row.items()}

    def num(name: str) -> int | None:
        value = fields.get(name, "")
        return int(value) if value.isdigit() else None

    status = _open_or_cancelled(fields)
    return Result(
        job_id=job_id,
        status=status,
        attempts=num("attempts") or 0,
        enqueued_ms=num("enqueued_ms"),
        started_ms=num("started_ms"),
        finished_ms=num("finished_ms") if status is Status.CANCELLED else None,
        worker_id=fields.get("worker"),
    )


def _open_or_cancelled(fields: dict[str, str]) -> Status:
    """The status a job hash alone may tell: queued, running or cancelled."""
    try:
        status = Status(fields.get("status", "queued"))
    except ValueError:
        return Status.QUEUED
    if status is Status.RUNNING:
        return status
    return Status.CANCELLED if fields.get("cancel") else Status.QUEUED
