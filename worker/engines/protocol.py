"""The engine seen by the worker loop: a small Protocol, so the loop never imports vLLM,
and the errors an engine raises (their place in the one error tree: transq.errors).

Implementations: worker.engines.vllm.engine.VllmEngine (the real one) and
worker.engines.noop.NoopEngine (no model; measures the queue alone),
worker.engines.identity / worker.engines.pseudo (deterministic, no model: for testing a
localization pipeline end to end); worker.engines.factory picks one. Cancelling the task
that awaits ``translate`` must abort the request inside the engine.

Streaming (a job with ``stream: true``) is optional for an engine: the request carries a
``DeltaSink`` (worker.redis.deltas) and an engine that can yields its text to it as it grows;
one that ignores the sink still streams its whole text at the end (worker.redis.deltas sends the
rest of the final translation before the end event).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from transq.contract import Job, Lane
from transq.errors import TransqError


class DeltaSink(Protocol):
    """Where an engine puts a streaming request's text as it grows (worker.redis.deltas).

    ``text`` gets the next piece of the translation: already decoded without control
    tokens, passed by the incremental checks, and a prefix of the final text (stripped as
    the final text is). ``cut`` says an incremental check fired: the stream ends there
    with an error event, and the engine sends no more text."""

    def text(self, delta: str) -> None: ...

    def cut(self, code: str, message: str) -> None: ...

    def mark(self, stage: str) -> None:
        """The engine reached ``stage`` of this request ("engine_add", "first_output"): a
        time for the benchmark's stage trace (loop.stream_trace); nothing otherwise."""


@dataclass(frozen=True, slots=True)
class TranslationRequest:
    request_id: str
    text: str
    source_lang: str
    target_lang: str
    lane: Lane = Lane.INTERACTIVE
    max_output_tokens: int | None = None
    # The second try after a flagged output (worker.checks.policy "retry"): the profile's
    # stricter prompt (configs/prompts/*.toml ``strict_note``).
    strict: bool = False
    # The job's options (transq.contract.Job): "more"/"less", term pairs, background text.
    formality: str | None = None
    glossary: tuple[tuple[str, str], ...] = ()
    context: str | None = None
    sink: DeltaSink | None = None  # set for a job that asked to stream
    # Whose job (Job.owner; '' for a service's): the cross-job leak check compares only
    # jobs of one owner, so no tenant can aim it at another's output.
    owner: str = ""
    # Called once the engine has generated the output, before its decode and checks: the
    # worker's slot leaves the engine then (worker.scheduling.slots), so the next job's
    # request joins the engine's batch while this one's checks and result write run. An
    # engine without such a moment never calls it (the slot leaves at the result write).
    on_generated: Callable[[], None] | None = None

    @classmethod
    def for_job(
        cls, job: Job, request_id: str, sink: DeltaSink | None = None, on_generated: Callable[[], None] | None = None
    ) -> TranslationRequest:
        return cls(
            request_id, job.text, job.source_lang, job.target_lang, job.priority, job.max_output_tokens,
            formality=job.formality, glossary=tuple(job.glossary.items()), context=job.context, sink=sink,
            owner=job.owner or "", on_generated=on_generated,
        )  # fmt: skip


@dataclass(frozen=True, slots=True)
class Finding:
    """One output check that fired: its class (what the policy acts on, worker.checks.policy),
    its code (the flag, and the error code of a job it fails) and a short reason."""

    check_class: str
    code: str
    reason: str


@dataclass(frozen=True, slots=True)
class Translation:
    text: str
    prompt_tokens: int
    completion_tokens: int
    finish_reason: str
    # Why the output looks wrong, if it does: "empty", "truncated", "echoes_prompt".
    flags: tuple[str, ...] = ()
    # The checks that fired (worker.checks.pipeline); worker.checks.policy decides what they do.
    findings: tuple[Finding, ...] = ()


class Engine(Protocol):
    """What the worker needs from an inference engine."""

    @property
    def model_name(self) -> str: ...

    async def start(self) -> None:
        """Load the model and run a warm-up generation; return only when ready."""

    async def translate(self, request: TranslationRequest) -> Translation:
        """Translate one text. Raises RetryableEngineError for a failed request and
        FatalEngineError when the engine can serve nothing more."""
        ...

    def unfinished_requests(self) -> int:
        """Requests the engine holds right now (running or waiting inside it)."""
        ...

    async def check_health(self) -> None:
        """Raise FatalEngineError if the engine is dead."""

    async def close(self) -> None:
        """Shut the engine down; in-flight requests are aborted."""


class EngineError(TransqError):
    """Raised by the worker's engine adapter."""


class RetryableEngineError(EngineError):
    retryable = True


class RequestRejected(EngineError):
    """The engine refuses this job as it is; trying again cannot help."""


class InputTooLong(RequestRejected):
    """The job's prompt does not fit the model's context (engine.max_model_len)."""


class OutputRejected(EngineError):
    """The output failed a check set to fail the job; greedy decoding would repeat it, so
    it is final. ``code`` is the check's flag (the result's error code), ``flags`` all
    flags the output got."""

    def __init__(self, code: str, message: str, flags: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.code = code
        self.flags = flags


class FatalEngineError(EngineError):
    """The engine cannot serve any more requests; the worker releases its jobs and exits."""
