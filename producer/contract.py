"""The wire contract: what a job and a result look like as JSON.

Producers and workers in any language exchange these as UTF-8 JSON (docs/protocol.md);
never pickle. ``schema_version`` lets a reader refuse what it does not understand instead
of guessing. Limits are settings (``Limits``), passed as validation context so one model
serves every deployment.
"""

from __future__ import annotations

import enum
import json
import re
import time
import uuid
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

from producer.errors import InvalidJob, MalformedEntry

SCHEMA_VERSION: Literal[1] = 1

# BCP-47 shape: language, optional script, optional region, optional variants.
_BCP47_RE = re.compile(
    r"^[A-Za-z]{2,3}(-[A-Za-z]{4})?(-(?:[A-Za-z]{2}|[0-9]{3}))?(-(?:[A-Za-z0-9]{5,8}|[0-9][A-Za-z0-9]{3}))*$"
)
_JOB_ID_RE = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
# Unicode category Cc (C0, DEL, C1) less tab and newline; a regex scans in C, not per char.
_FORBIDDEN_CONTROL_RE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


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


FINAL_STATUSES = tuple(s.value for s in Status if s.final)


class Limits(BaseModel):
    """Input limits; a setting of every process that validates jobs."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    max_text_chars: int = Field(8_000, gt=0)
    max_metadata_bytes: int = Field(1_024, ge=0)
    max_entry_bytes: int = Field(64 * 1024, gt=0)
    max_output_tokens: int = Field(4_096, gt=0)
    allowed_languages: frozenset[str] | None = None  # None: any BCP-47-shaped code


DEFAULT_LIMITS = Limits()


def _limits(info: ValidationInfo) -> Limits:
    ctx = info.context
    limits = ctx.get("limits") if isinstance(ctx, dict) else None
    return limits if isinstance(limits, Limits) else DEFAULT_LIMITS


def _check_language(code: str, limits: Limits, *, allow_auto: bool) -> str:
    if allow_auto and code == "auto":
        return code
    if not _BCP47_RE.match(code):
        raise ValueError(f"{code!r} is not a BCP-47 language code (e.g. en, de, pt-BR, zh-Hant)")
    allowed = limits.allowed_languages
    if allowed is not None:
        lowered = {a.lower() for a in allowed}
        if code.lower() not in lowered and code.split("-", maxsplit=1)[0].lower() not in lowered:
            raise ValueError(f"language {code!r} is not in the configured allow-list")
    return code


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
    deadline_ms: int | None = Field(None, gt=0, description="Unix epoch milliseconds")
    max_output_tokens: int | None = Field(None, gt=0)
    metadata: dict[str, str] = Field(default_factory=dict)

    @model_validator(mode="before")
    @classmethod
    def _wire_has_id(cls, data: object, info: ValidationInfo) -> object:
        # A job read off the wire must carry its id; only new jobs get a generated one.
        wire = isinstance(info.context, dict) and info.context.get("wire")
        if wire and isinstance(data, dict) and "job_id" not in data:
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
        if not _JOB_ID_RE.match(value):
            raise ValueError("job_id must be 1-128 characters of A-Z a-z 0-9 . _ : -")
        return value

    @field_validator("text")
    @classmethod
    def _text_ok(cls, value: str, info: ValidationInfo) -> str:
        limits = _limits(info)
        if not value.strip():
            raise ValueError("text is empty or whitespace only")
        if len(value) > limits.max_text_chars:
            raise ValueError(f"text has {len(value)} characters; the limit is {limits.max_text_chars}")
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise ValueError(f"text is not valid UTF-8 (lone surrogate at {exc.start})") from None
        bad = _FORBIDDEN_CONTROL_RE.search(value)
        if bad:
            raise ValueError(f"text has control character U+{ord(bad.group()):04X} at {bad.start()}")
        return value

    @field_validator("source_lang")
    @classmethod
    def _source_ok(cls, value: str, info: ValidationInfo) -> str:
        return _check_language(value, _limits(info), allow_auto=True)

    @field_validator("target_lang")
    @classmethod
    def _target_ok(cls, value: str, info: ValidationInfo) -> str:
        return _check_language(value, _limits(info), allow_auto=False)

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
        size = len(json.dumps(value, ensure_ascii=False).encode())
        limit = _limits(info).max_metadata_bytes
        if value and size > limit:
            raise ValueError(f"metadata is {size} bytes as JSON; the limit is {limit}")
        return value

    @model_validator(mode="after")
    def _entry_size_ok(self, info: ValidationInfo) -> Job:
        size = len(self.to_wire())
        limit = _limits(info).max_entry_bytes
        if size > limit:
            raise ValueError(f"the job is {size} bytes as JSON; the limit is {limit}")
        return self

    def to_wire(self) -> bytes:
        return self.model_dump_json().encode()

    def expired(self, now_ms: int | None = None) -> bool:
        now = now_ms if now_ms is not None else epoch_ms()
        return self.deadline_ms is not None and now >= self.deadline_ms


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
    try:
        return Job.model_validate_json(raw, context={"limits": limits, "wire": True})
    except ValidationError as exc:
        raise MalformedEntry(f"malformed job: {first_error(exc)}") from None


def decode_result(raw: bytes | str) -> Result:
    try:
        return Result.model_validate_json(raw)
    except ValidationError as exc:
        raise MalformedEntry(f"malformed result: {first_error(exc)}") from None
