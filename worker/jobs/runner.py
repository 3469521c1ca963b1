"""One job, start to end: decode -> start -> translate -> record.

Each step is small; the loop (worker.scheduling.loop) decides when a job runs and what happens on
shutdown. Writes that must not be lost (result + ack) run under ``asyncio.shield``.
"""

from __future__ import annotations

import asyncio
import logging
import time

import stamina

from transq.connection import UNREACHABLE
from transq.contract import ErrorInfo, Job, Limits, Result, Status, decode_job, epoch_ms, job_digest
from transq.errors import MalformedEntry
from worker import metrics
from worker.checks.policy import FlagPolicy
from worker.engines.protocol import (
    Engine,
    OutputRejected,
    RequestRejected,
    RetryableEngineError,
    Translation,
    TranslationRequest,
)
from worker.jobs.invalid import INVALID_JOB, mismatch, poison_reason, recover_job_id
from worker.jobs.outcome import ended, ended_by, log_job
from worker.jobs.slot import Aborted, Slot
from worker.redis.delivery import Delivery, Memo, Started
from worker.redis.deltas import DeltaPublisher, open_deltas
from worker.redis.job_steps import JobSteps
from worker.redis.memory import TranslationMemory
from worker.scheduling.admission import TokenBudget, TokenEstimator
from worker.settings import LoopSettings, OnFlagSettings

log = logging.getLogger("worker.job")

UNCLAIMED = (
    "the job names an owner that holds no claim on its id (the claim lasts 2 x result_ttl_s, and the job "
    "waited longer, or it was not submitted through the gateway): not run; submit it again"
)


class JobRunner:
    def __init__(
        self,
        stream: JobSteps,
        engine: Engine,
        loop: LoopSettings,
        limits: Limits,
        memory: TranslationMemory | None = None,
        *,
        budget: TokenBudget | None = None,
        estimator: TokenEstimator | None = None,
        policy: FlagPolicy | None = None,
        deltas: DeltaPublisher | None = None,
    ) -> None:
        self.stream = stream
        self.engine = engine
        self.loop = loop
        self.limits = limits
        self.memory = memory
        self.budget = budget
        self.estimator = estimator
        # What a flagged output does (engine.checks.on_flag): fail, retry, keep_source, warn.
        self.policy = policy or FlagPolicy(OnFlagSettings())
        self.deltas = deltas

    async def run(self, slot: Slot) -> None:
        """Run one delivery to its end. Raises FatalEngineError (engine dead) and
        CancelledError (shutdown) with the entry still unacked, for the loop to release."""
        # The stage trace's "read" (loop.stream_trace): when the worker took the entry up.
        read_s = time.time() if self.deltas is not None and self.deltas.trace else None
        job = await self._decode(slot)
        if job is None:
            return
        message = poison_reason(slot.delivery, self.loop.max_deliveries)
        if message:
            await self._poison(slot, job, message)
            return
        memory_key = self.memory.key(job) if self.memory is not None else None
        started = await self._start_with_retries(job, slot.delivery, memory_key)
        if started.foreign:
            log.warning("entry %s is not job %s's own entry (added by hand, or not its owner's?); acking it unrun",
                        slot.delivery.entry_id, job.job_id)  # fmt: skip
            await self.stream.ack(slot.delivery, job.job_id)
            return
        if started.status.final:
            log.info("job %s already %s; acking redelivery", job.job_id, started.status.value)
            await self.stream.ack(slot.delivery, job.job_id)
            return
        slot.deltas = open_deltas(self.deltas, job.job_id, job.stream, started.attempts)
        if slot.deltas is not None and read_s is not None:
            slot.deltas.traced_read(slot.delivery.entry_id, read_s)
        result = await self._execute(slot, job, started)
        await self._record(slot, result, self._memo(job, result, memory_key))
        if slot.deltas is not None:
            slot.deltas.end(result)

    async def _decode(self, slot: Slot) -> Job | None:
        """The entry's job, or None after ending it as invalid (see worker.jobs.invalid)."""
        delivery = slot.delivery
        try:
            if delivery.payload is None:
                raise MalformedEntry("malformed job: the entry has no 'job' field")
            job = decode_job(delivery.payload, self.limits)
        except MalformedEntry as exc:
            await self._invalid(slot, str(exc), recover_job_id(delivery))
            return None
        problem = mismatch(job, delivery)
        if problem is not None:
            await self._invalid(slot, problem, recover_job_id(delivery) or job.job_id)
            return None
        slot.job = job
        return job

    async def _invalid(self, slot: Slot, message: str, job_id: str | None) -> None:
        """Dead-letter the entry and, when its job is known, end that job failed."""
        result = None
        if job_id is not None:
            result = Result(
                job_id=job_id,
                status=Status.FAILED,
                error=ErrorInfo(code=INVALID_JOB, message=message, retryable=False),
                finished_ms=epoch_ms(),
                worker_id=self.stream.consumer,
            )
        log.warning("entry %s (job %s) dead-lettered: %s", slot.delivery.entry_id, job_id or "unknown", message)
        await self.stream.dead_letter(slot.delivery, message, result)
        metrics.DEAD_LETTERED.labels(reason="malformed").inc()
        if result is not None:
            metrics.observe(result, slot.delivery.lane.value)

    async def _start_with_retries(self, job: Job, delivery: Delivery, memory_key: str | None) -> Started:
        # A lost connection must not leave the job waiting out claim_idle_ms and gaining a
        # delivery toward the poison limit; START recognises its own earlier write. START
        # runs an owner's job only from the entry the gateway's claim is bound to.
        owner = job.owner or ""
        try:
            return await self.stream.start(job.job_id, delivery, memory_key, owner)
        except UNREACHABLE as exc:
            log.warning("starting job %s failed (%s); retrying", job.job_id, exc)
        async for attempt in stamina.retry_context(on=UNREACHABLE, timeout=60):
            with attempt:
                return await self.stream.start(job.job_id, delivery, memory_key, owner)
        raise AssertionError("unreachable")

    async def _poison(self, slot: Slot, job: Job, message: str) -> None:
        # Runs it started: every counted crash happened while it ran (SUSPECT counts only a
        # running job), and an engine death's release need not count a delivery, so a
        # suspect convicted by engine crashes alone would otherwise report 0 attempts.
        count = max(slot.delivery.delivery_count - 1, slot.delivery.crashes)
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
        await self.stream.count(result)
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
            request_digest=job_digest(job),
        )
        if started.unclaimed:
            return ended(base, Status.FAILED, "owner_unclaimed", UNCLAIMED)
        if started.cancel_requested:
            return ended(base, Status.CANCELLED)
        if job.expired():
            return ended(base, Status.EXPIRED, "deadline", "the deadline passed before the job started")
        try:
            translation = await self._recall_or_translate(slot, job, started)
        except (Aborted, RetryableEngineError, RequestRejected, OutputRejected) as exc:
            return ended_by(base, exc)
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

    async def _recall_or_translate(self, slot: Slot, job: Job, started: Started) -> Translation:
        """Translation memory first (looked up by START): an identical request already
        translated costs no engine call (the result carries the flag "cache_hit")."""
        if self.memory is None:
            return await self._translate(slot, job)
        recalled = self.memory.answer(started.remembered)
        return recalled if recalled is not None else await self._translate(slot, job)

    def _memo(self, job: Job, result: Result, key: str | None) -> Memo | None:
        """What FINISH stores in the translation memory with this result, if anything."""
        if self.memory is None or result.status is not Status.SUCCEEDED or result.translation is None:
            return None
        return self.memory.memo(job, result.translation, result.flags, key=key)

    async def _translate(self, slot: Slot, job: Job) -> Translation:
        """The engine call, stopped early by a cancel request or the job's deadline.

        Cancelling the task that consumes the engine's output aborts the request: a cancel
        request cancels it (Slot.request_cancel), the deadline cancels this task's wait on
        it, which cancels it too and waits for it to end. No watcher task per job."""
        request_id = f"{job.job_id}:{slot.delivery.delivery_count}"
        on_generated = slot.engine_free if self.loop.slot_free_at == "generated" else None
        request = TranslationRequest.for_job(job, request_id, slot.deltas, on_generated=on_generated)
        generation = asyncio.create_task(self._in_engine(slot, request))
        slot.generation = generation
        if slot.cancel.is_set():  # requested while the job was starting
            generation.cancel()
        timeout_s = None if job.deadline_ms is None else max(0.0, (job.deadline_ms - epoch_ms()) / 1000)
        deadline = asyncio.timeout(timeout_s)
        try:
            async with deadline:
                return await generation
        except TimeoutError:
            if deadline.expired():
                raise Aborted(Status.EXPIRED) from None
            raise
        except asyncio.CancelledError:
            current = asyncio.current_task()
            if generation.cancelled() and slot.cancel.is_set() and not (current and current.cancelling()):
                raise Aborted(Status.CANCELLED) from None
            raise  # this task is cancelled (shutdown): the generation was cancelled with it
        finally:
            slot.generation = None

    async def _in_engine(self, slot: Slot, request: TranslationRequest) -> Translation:
        """The engine call under the token budget (if one is set), timed for the limiter."""
        if self.budget is None or self.estimator is None:
            return await self._timed(slot, request)
        tokens = self.estimator.estimate(request.text, request.max_output_tokens)
        async with self.budget.reserve(tokens, request.lane):
            return await self._timed(slot, request)

    async def _timed(self, slot: Slot, request: TranslationRequest) -> Translation:
        started_s = time.monotonic()
        translation = await self.policy.apply(request, self._with_retries)
        slot.engine_ms = (time.monotonic() - started_s) * 1000
        return translation

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

    async def _record(self, slot: Slot, result: Result, memo: Memo | None = None) -> None:
        # Shielded: a shutdown arriving now must not lose a finished job's result.
        slot.recording = asyncio.ensure_future(self._finish_with_retries(slot.delivery, result, memo))
        slot.engine_free()
        stored = await asyncio.shield(slot.recording)
        log_job(result, slot.delivery, stored)
        if stored:  # FINISH counted it for stats in the same step
            metrics.observe(result, slot.delivery.lane.value)

    async def _finish_with_retries(self, delivery: Delivery, result: Result, memo: Memo | None) -> bool:
        try:
            return await self.stream.finish(delivery, result, memo)
        except UNREACHABLE as exc:
            # A short Redis outage must not cost a finished translation: retry below.
            log.warning("storing the result of %s failed (%s); retrying", result.job_id, exc)
        async for attempt in stamina.retry_context(on=UNREACHABLE, timeout=60):
            with attempt:
                return await self.stream.finish(delivery, result, memo)
        raise AssertionError("unreachable")
