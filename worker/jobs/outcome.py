"""The result of a job that ended without a translation (cancelled, expired, refused,
failed), and the one log line per job (docs/STYLE: id, status, queue wait, engine time, tokens)."""

from __future__ import annotations

import logging

from transq.contract import ErrorInfo, Result, Status, epoch_ms
from worker.engines.protocol import InputTooLong, OutputRejected, RetryableEngineError
from worker.jobs.slot import Aborted
from worker.redis.delivery import Delivery

log = logging.getLogger("worker.job")


def ended(base: Result, status: Status, code: str = "", message: str = "", *, retryable: bool = False) -> Result:
    error = ErrorInfo(code=code, message=message, retryable=retryable) if code else None
    return base.model_copy(update={"status": status, "error": error, "finished_ms": epoch_ms()})


def ended_by(base: Result, exc: Exception) -> Result:
    """The result of a job the engine did not translate."""
    if isinstance(exc, Aborted):
        return ended(base, exc.status, *_abort_reason(exc.status))
    if isinstance(exc, RetryableEngineError):
        return ended(base, Status.FAILED, "engine_error", str(exc), retryable=True)
    if isinstance(exc, OutputRejected):
        # No translation: the output failed a check set to fail (e.g. it leaks the prompt).
        return ended(base, Status.FAILED, exc.code, str(exc)).model_copy(update={"flags": exc.flags})
    code = "input_too_long" if isinstance(exc, InputTooLong) else "rejected"
    return ended(base, Status.FAILED, code, str(exc))


def _abort_reason(status: Status) -> tuple[str, str]:
    if status is Status.EXPIRED:
        return "deadline", "the deadline passed while the job was running; generation aborted"
    return "", ""


def log_job(result: Result, delivery: Delivery, stored: bool) -> None:
    log.info(
        "job %s %s lane=%s attempts=%d queue_wait_ms=%s engine_ms=%s prompt_tokens=%s completion_tokens=%s%s%s",
        result.job_id,
        result.status.value,
        delivery.lane.value,
        result.attempts,
        result.queue_wait_ms,
        result.engine_ms,
        result.prompt_tokens,
        result.completion_tokens,
        f" flags={','.join(result.flags)}" if result.flags else "",
        "" if stored else " (result existed; acked only)",
    )
