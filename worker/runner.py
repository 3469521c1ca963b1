"""One job, start to end: decode -> start -> translate -> record.

Each step is small; the loop (worker.loop) decides when a job runs and what happens on
shutdown. Writes that must not be lost (result + ack) run under ``asyncio.shield``.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass, field

import stamina

from producer.connection import UNREACHABLE
from producer.contract import ErrorInfo, Job, Limits, Result, Status, decode_job, epoch_ms
from producer.errors import MalformedEntry, RequestRejected, RetryableEngineError
from worker import metrics
from worker.engine import Engine, Translation, TranslationRequest
from worker.memory import TranslationMemory
from worker.settings import LoopSettings
from worker.stream import Delivery, JobStream, Started

log = logging.getLogger("worker.job")


@dataclass(eq=False)
class Slot:
    """A delivery this worker holds, and the controls of the job running for it."""

    delivery: Delivery
    job: Job | None = None
    cancel: asyncio.Event = field(default_factory=asyncio.Event)
    # Set once the result write has begun: from then on the entry is never released.
    recording: asyncio.Task[bool] | None = None
    # Called when the job leaves the engine (its result is being written): the worker may
    # start another job then, rather than after the write's round trip to Redis.
    engine_free: Callable[[], None] = lambda: None

    @property
    def in_engine(self) -> bool:
        """Whether the job may still use the engine (not yet recording its result)."""
        return self.recording is None


class Aborted(Exception):
    """The engine request was stopped on purpose (cancel or deadline)."""

    def __init__(self, status: Status) -> None:
        super().__init__(status.value)
        self.status = status


class JobRunner:
    def __init__(
        self,
        stream: JobStream,
        engine: Engine,
        loop: LoopSettings,
        limits: Limits,
        memory: TranslationMemory | None = None,
    ) -> None:
        self.stream = stream
        self.engine = engine
        self.loop = loop
        self.limits = limits
        self.memory = memory

    async def run(self, slot: Slot) -> None:
        """Run one delivery to its end. Raises FatalEngineError (engine dead) and
        CancelledError (shutdown) with the entry still unacked, for the loop to release."""
        job = await self._decode(slot)
        if job is None:
            return
        if slot.delivery.delivery_count > self.loop.max_deliveries:
            await self._poison(slot, job)
            return
        started = await self.stream.start(job.job_id, slot.delivery)
        if started.status.final:
            log.info("job %s already %s; acking redelivery", job.job_id, started.status.value)
            await self.stream.ack(slot.delivery, job.job_id)
            return
        result = await self._execute(slot, job, started)
        await self._record(slot, result)

    async def _decode(self, slot: Slot) -> Job | None:
        payload = slot.delivery.payload
        try:
            if payload is None:
                raise MalformedEntry("malformed job: the entry has no 'job' field")
            slot.job = decode_job(payload, self.limits)
        except MalformedEntry as exc:
            log.warning("entry %s dead-lettered: %s", slot.delivery.entry_id, exc)
            await self.stream.dead_letter(slot.delivery, str(exc), None)
            metrics.DEAD_LETTERED.labels(reason="malformed").inc()
            return None
        return slot.job

    async def _poison(self, slot: Slot, job: Job) -> None:
        count = slot.delivery.delivery_count - 1
        message = f"delivered {count} times without finishing (max_deliveries={self.loop.max_deliveries})"
        result = Result(
            job_id=job.job_id,
            status=Status.FAILED,
            error=ErrorInfo(code="poison", message=message, retryable=False),
            attempts=count,
            finished_ms=epoch_ms(),
            worker_id=self.stream.consumer,
        )
        log.error("job %s dead-lettered: %s", job.job_id, message)
        await self.stream.dead_letter(slot.delivery, message, result)
        metrics.DEAD_LETTERED.labels(reason="poison").inc()
        metrics.observe(result, slot.delivery.lane.value)

    async def _execute(self, slot: Slot, job: Job, started: Started) -> Result:
        base = Result(
            job_id=job.job_id,
            status=Status.RUNNING,
            attempts=started.attempts,
            enqueued_ms=started.enqueued_ms or None,
            started_ms=epoch_ms(),
            worker_id=self.stream.consumer,
            model=self.engine.model_name,
        )
        if started.cancel_requested:
            return _ended(base, Status.CANCELLED)
        if job.expired():
            return _ended(base, Status.EXPIRED, "deadline", "the deadline passed before the job started")
        try:
            translation = await self._recall_or_translate(slot, job)
        except Aborted as exc:
            return _ended(base, exc.status, *_abort_reason(exc.status))
        except RetryableEngineError as exc:
            return _ended(base, Status.FAILED, "engine_error", str(exc), retryable=True)
        except RequestRejected as exc:
            return _ended(base, Status.FAILED, "rejected", str(exc))
        return base.model_copy(
            update={
                "status": Status.SUCCEEDED,
                "translation": translation.text,
                "finished_ms": epoch_ms(),
                "prompt_tokens": translation.prompt_tokens,
                "completion_tokens": translation.completion_tokens,
                "finish_reason": translation.finish_reason,
                "flags": translation.flags,
            }
        )

    async def _recall_or_translate(self, slot: Slot, job: Job) -> Translation:
        """Translation memory first: an identical request already translated costs no
        engine call (the result carries the flag "cache_hit")."""
        if self.memory is None:
            return await self._translate(slot, job)
        recalled = await self.memory.recall(job)
        if recalled is not None:
            return recalled
        translation = await self._translate(slot, job)
        await self.memory.remember(job, translation)
        return translation

    async def _translate(self, slot: Slot, job: Job) -> Translation:
        """The engine call, stopped early by a cancel request or the job's deadline."""
        request = TranslationRequest.for_job(job, f"{job.job_id}:{slot.delivery.delivery_count}")
        generation = asyncio.create_task(self._with_retries(request))
        cancelled = asyncio.create_task(slot.cancel.wait())
        timeout_s = None if job.deadline_ms is None else max(0.0, (job.deadline_ms - epoch_ms()) / 1000)
        try:
            await asyncio.wait({generation, cancelled}, timeout=timeout_s, return_when=asyncio.FIRST_COMPLETED)
        finally:
            cancelled.cancel()
            if not generation.done():
                # Cancelling the task that consumes the engine's output aborts the request.
                generation.cancel()
                await asyncio.gather(generation, return_exceptions=True)
        if not generation.cancelled():
            return generation.result()
        raise Aborted(Status.CANCELLED if slot.cancel.is_set() else Status.EXPIRED)

    async def _with_retries(self, request: TranslationRequest) -> Translation:
        # The common case pays nothing for retries; the backoff loop starts at the first error.
        try:
            return await self.engine.translate(request)
        except RetryableEngineError:
            if self.loop.retry_attempts <= 1:
                raise
        async for attempt in stamina.retry_context(
            on=RetryableEngineError,
            attempts=self.loop.retry_attempts - 1,
            timeout=None,  # a long generation must not use up the retry budget
            wait_initial=self.loop.retry_initial_delay_s,
            wait_max=self.loop.retry_max_delay_s,
            wait_jitter=self.loop.retry_initial_delay_s,
        ):
            metrics.RETRIES.inc()
            with attempt:
                return await self.engine.translate(request)
        raise AssertionError("unreachable: stamina re-raises the last error")

    async def _record(self, slot: Slot, result: Result) -> None:
        # Shielded: a shutdown arriving now must not lose a finished job's result.
        slot.recording = asyncio.ensure_future(self._finish_with_retries(slot.delivery, result))
        slot.engine_free()
        stored = await asyncio.shield(slot.recording)
        _log_job(result, slot.delivery, stored)
        if stored:
            metrics.observe(result, slot.delivery.lane.value)

    async def _finish_with_retries(self, delivery: Delivery, result: Result) -> bool:
        try:
            return await self.stream.finish(delivery, result)
        except UNREACHABLE as exc:
            # A short Redis outage must not cost a finished translation: retry below.
            log.warning("storing the result of %s failed (%s); retrying", result.job_id, exc)
        async for attempt in stamina.retry_context(on=UNREACHABLE, timeout=60):
            with attempt:
                return await self.stream.finish(delivery, result)
        raise AssertionError("unreachable")


def _ended(base: Result, status: Status, code: str = "", message: str = "", *, retryable: bool = False) -> Result:
    error = ErrorInfo(code=code, message=message, retryable=retryable) if code else None
    return base.model_copy(update={"status": status, "error": error, "finished_ms": epoch_ms()})


def _abort_reason(status: Status) -> tuple[str, str]:
    if status is Status.EXPIRED:
        return "deadline", "the deadline passed while the job was running; generation aborted"
    return "", ""


def _log_job(result: Result, delivery: Delivery, stored: bool) -> None:
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
