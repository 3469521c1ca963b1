"""The wire contract: what a job and a result look like as JSON.

Producers and workers in any language exchange these as UTF-8 JSON (docs/protocol.md);
never pickle. ``schema_version`` lets a reader refuse what it does not understand instead
of guessing. Limits are settings (``Limits``), passed as validation context so one model
serves every deployment.

Over ~300 lines on purpose: this is the one schema of the wire (Status, Lane, Limits, Job,
Result, their codecs and the request digest). Split across modules, a reader checking what
a field means would have to assemble the versioned JSON from several places.
"""

from __future__ import annotations

import enum
import hashlib
import json
import time
import uuid
from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    ValidationInfo,
    computed_field,
    field_validator,
    model_validator,
)

from transq import rules
from transq.errors import InvalidJob, MalformedEntry

SCHEMA_VERSION: Literal[1] = 1


class Lane(enum.StrEnum):
    """Priority lane. Workers serve interactive first; batch keeps a minimum share."""

    INTERACTIVE = "interactive"
    BATCH = "batch"


class Status(enum.StrEnum):
    QUEUED = "queued"
    RUNNING = "running"
    SUCCEEDED = "succeeded"
    FAILED = "failed"
    CANCELLED = "cancelled"
    EXPIRED = "expired"

    @property
    def final(self) -> bool:
        return self not in (Status.QUEUED, Status.RUNNING)


class Limits(BaseModel):
    """Input limits; a setting of every process that validates jobs."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    max_text_chars: int = Field(8_000, gt=0)
    max_metadata_bytes: int = Field(1_024, ge=0)
    max_entry_bytes: int = Field(64 * 1024, gt=0)
    max_output_tokens: int = Field(4_096, gt=0)
    allowed_languages: frozenset[str] | None = None  # None: any valid BCP-47 tag
    # Glossary entries one job may carry (those that occur in its text).
    max_glossary_terms: int = Field(64, ge=0)
    # A new job's deadline may lie this far in the past (clocks of producers differ).
    deadline_skew_ms: int = Field(2_000, ge=0)


DEFAULT_LIMITS = Limits()


def _limits(info: ValidationInfo) -> Limits:
    ctx = info.context
    limits = ctx.get("limits") if isinstance(ctx, dict) else None
    return limits if isinstance(limits, Limits) else DEFAULT_LIMITS


def _on_wire(info: ValidationInfo) -> bool:
    ctx = info.context
    return isinstance(ctx, dict) and bool(ctx.get("wire"))


def _new_job_id() -> str:
    return uuid.uuid4().hex


class Job(BaseModel):
    """A translation request as it travels on the job stream."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)

    schema_version: Literal[1] = SCHEMA_VERSION
    job_id: Annotated[str, Field(default_factory=_new_job_id)]
    text: str
    source_lang: str = "auto"
    target_lang: str
    # Lax so Python callers may pass "batch"; JSON input is a string either way.
    priority: Annotated[Lane, Field(strict=False)] = Lane.INTERACTIVE
    # At most 2**53 - 1: a number every client language reads exactly (JavaScript too).
    deadline_ms: int | None = Field(None, gt=0, le=2**53 - 1, description="Unix epoch milliseconds")
    max_output_tokens: int | None = Field(None, gt=0)
    metadata: dict[str, str] = Field(default_factory=dict)
    # Request options (docs/protocol.md). Each is left off the wire while unset, so a job
    # without them is the same bytes a reader that predates them accepts.
    formality: Literal["more", "less"] | None = None
    # Source term -> target term, only the entries that occur in the text; prompted as
    # term pairs and checked in the output (a missing term is flagged).
    glossary: dict[str, str] = Field(default_factory=dict)
    # Text around this one, given to the model as background data, never translated and
    # never instructions (docs/security.md).
    context: str | None = None
    # Publish the translation's text as it grows (transq.deltas); the final Result stays
    # the truth. Left off the wire when false (to_wire), so a job that does not ask is the
    # same bytes as before and a worker that predates the field still reads it.
    stream: bool = False
    # The tenant (an API key's owner) the HTTP gateway submitted this job for; None for a
    # service's job. The worker scopes the translation memory and the cross-job leak check
    # by it, and runs the job only if the gateway's owner record binds this owner to its
    # entry (START), so no one else can name it. Left off the wire when None.
    owner: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _wire_has_id(cls, data: object, info: ValidationInfo) -> object:
        # A job read off the wire must carry its id; only new jobs get a generated one.
        if _on_wire(info) and isinstance(data, dict) and "job_id" not in data:
            raise ValueError("job_id is missing")
        return data

    @field_validator("schema_version", mode="before")
    @classmethod
    def _known_version(cls, value: object) -> object:
        if value != SCHEMA_VERSION:
            raise ValueError(f"unknown schema_version {value!r}; this reader knows {SCHEMA_VERSION}")
        return value

    @field_validator("job_id")
    @classmethod
    def _job_id_shape(cls, value: str) -> str:
        return rules.check_job_id(value)

    @field_validator("owner")
    @classmethod
    def _owner_shape(cls, value: str | None) -> str | None:
        return None if value is None else rules.check_owner(value)

    @field_validator("text")
    @classmethod
    def _text_ok(cls, value: str, info: ValidationInfo) -> str:
        return rules.check_text(value, _limits(info).max_text_chars)

    @field_validator("source_lang")
    @classmethod
    def _source_ok(cls, value: str, info: ValidationInfo) -> str:
        return rules.check_language(value, _limits(info).allowed_languages, allow_auto=True)

    @field_validator("target_lang")
    @classmethod
    def _target_ok(cls, value: str, info: ValidationInfo) -> str:
        return rules.check_language(value, _limits(info).allowed_languages, allow_auto=False)

    @field_validator("max_output_tokens")
    @classmethod
    def _tokens_ok(cls, value: int | None, info: ValidationInfo) -> int | None:
        cap = _limits(info).max_output_tokens
        if value is not None and value > cap:
            raise ValueError(f"max_output_tokens {value} is above the limit {cap}")
        return value

    @field_validator("metadata")
    @classmethod
    def _metadata_ok(cls, value: dict[str, str], info: ValidationInfo) -> dict[str, str]:
        if not value:
            return value  # nothing to check, nor to serialise for its size
        rules.check_metadata_strings(value)
        size = len(json.dumps(value, ensure_ascii=False).encode())
        limit = _limits(info).max_metadata_bytes
        if size > limit:
            raise ValueError(f"metadata is {size} bytes as JSON; the limit is {limit}")
        return value

    @field_validator("glossary")
    @classmethod
    def _glossary_ok(cls, value: dict[str, str], info: ValidationInfo) -> dict[str, str]:
        return rules.check_glossary(value, _limits(info).max_glossary_terms) if value else value

    @field_validator("context")
    @classmethod
    def _context_ok(cls, value: str | None, info: ValidationInfo) -> str | None:
        return None if value is None else rules.check_context(value, _limits(info).max_text_chars)

    @model_validator(mode="after")
    def _languages_differ(self) -> Job:
        if rules.same_language(self.source_lang, self.target_lang):
            raise ValueError(
                f"source_lang {self.source_lang!r} and target_lang {self.target_lang!r} are the same language"
            )
        return self

    @model_validator(mode="after")
    def _deadline_ahead(self, info: ValidationInfo) -> Job:
        # Only a new job: one read off the wire may have waited past its deadline, and
        # then it ends "expired" rather than invalid.
        if self.deadline_ms is None or _on_wire(info):
            return self
        skew_ms = _limits(info).deadline_skew_ms
        late_ms = epoch_ms() - self.deadline_ms
        if late_ms > skew_ms:
            raise ValueError(f"deadline_ms is {late_ms} ms in the past (allowance {skew_ms} ms)")
        return self

    @model_validator(mode="after")
    def _entry_size_ok(self, info: ValidationInfo) -> Job:
        # A job read off the wire was measured as it came (decode_job): its entry's own
        # bytes, without serializing it again (~5 us a job on the worker's hot path).
        if _on_wire(info):
            return self
        problem = _entry_size_problem(len(self.to_wire()), _limits(info))
        if problem:
            raise ValueError(problem)
        return self

    def to_wire(self) -> bytes:
        unset = {name for name in _OPTIONS if not getattr(self, name)}
        if not self.stream:
            unset.add("stream")
        if self.owner is None:
            unset.add("owner")
        return self.model_dump_json(exclude=unset).encode()

    def expired(self, now_ms: int | None = None) -> bool:
        now = now_ms if now_ms is not None else epoch_ms()
        return self.deadline_ms is not None and now >= self.deadline_ms


# Job fields left off the wire while unset (Job.to_wire).
_OPTIONS = ("formality", "glossary", "context")


class ErrorInfo(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    code: str
    message: str
    retryable: bool = False


class Result(BaseModel):
    """What a client reads back for a job id, in every state."""

    # Readers ignore unknown fields so workers can add some without breaking old clients.
    model_config = ConfigDict(extra="ignore", frozen=True)

    schema_version: Literal[1] = SCHEMA_VERSION
    job_id: str
    status: Status
    translation: str | None = None
    error: ErrorInfo | None = None
    attempts: int = 0
    enqueued_ms: int | None = None
    started_ms: int | None = None
    finished_ms: int | None = None
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    finish_reason: str | None = None
    flags: tuple[str, ...] = ()
    worker_id: str | None = None
    model: str | None = None
    # sha256 of what the worker ran (``request_digest``): text, languages, output cap. Set
    # by the worker, in the result hash only workers write, so a reader can tell that a
    # result under an id it derived is a translation of *its* request (producer.batch).
    request_digest: str | None = None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def queue_wait_ms(self) -> int | None:
        return _span(self.enqueued_ms, self.started_ms)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def engine_ms(self) -> int | None:
        return _span(self.started_ms, self.finished_ms)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def total_ms(self) -> int | None:
        return _span(self.enqueued_ms, self.finished_ms)

    @property
    def final(self) -> bool:
        return self.status.final

    def to_wire(self) -> bytes:
        return self.model_dump_json().encode()


def _span(start: int | None, end: int | None) -> int | None:
    return None if start is None or end is None else max(0, end - start)


def request_digest(
    text: str,
    source_lang: str,
    target_lang: str,
    max_output_tokens: int | None,
    options: Mapping[str, Any] | None = None,
) -> str:
    """What decides a translation's content, hashed: a result reused under an id the project
    derived (a document segment) must carry the digest of the request it stands for.
    Fields joined by U+001F, which no job text or language tag can hold (transq.rules);
    the options that are set (formality, glossary, context) as sorted JSON after them."""
    parts = ["1", text, source_lang, target_lang, str(max_output_tokens or "")]
    set_options = {name: value for name, value in (options or {}).items() if value}
    if set_options:
        parts.append(json.dumps(set_options, sort_keys=True, ensure_ascii=False))
    return hashlib.sha256("\x1f".join(parts).encode()).hexdigest()


def job_digest(job: Job) -> str:
    options = {name: getattr(job, name) for name in _OPTIONS}
    return request_digest(job.text, job.source_lang, job.target_lang, job.max_output_tokens, options)


def epoch_ms() -> int:
    return time.time_ns() // 1_000_000


def first_error(exc: ValidationError) -> str:
    """One line for a validation error: where, and what is wrong."""
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err["loc"]) or "job"
    message = str(err["msg"]).removeprefix("Value error, ")
    return f"{where}: {message}"


def make_job(limits: Limits = DEFAULT_LIMITS, **fields: Any) -> Job:
    """Build a job from Python values; raise InvalidJob with a one-line reason."""
    try:
        return Job.model_validate(fields, context={"limits": limits})
    except ValidationError as exc:
        raise InvalidJob(f"invalid job: {first_error(exc)}") from None


def decode_job(raw: bytes | str, limits: Limits = DEFAULT_LIMITS) -> Job:
    """Parse a job from wire JSON; raise MalformedEntry with a one-line reason."""
    problem = _entry_size_problem(len(raw.encode() if isinstance(raw, str) else raw), limits)
    if problem:  # worded as the validator words it for a new job
        raise MalformedEntry(f"malformed job: job: {problem}")
    try:
        return Job.model_validate_json(raw, context={"limits": limits, "wire": True})
    except ValidationError as exc:
        raise MalformedEntry(f"malformed job: {first_error(exc)}") from None


def _entry_size_problem(size: int, limits: Limits) -> str:
    """Why an entry of ``size`` bytes is refused ("" if it is not)."""
    if size <= limits.max_entry_bytes:
        return ""
    return f"the job is {size} bytes as JSON; the limit is {limits.max_entry_bytes}"


def decode_result(raw: bytes | str) -> Result:
    try:
        return Result.model_validate_json(raw)
    except ValidationError as exc:
        raise MalformedEntry(f"malformed result: {first_error(exc)}") from None
