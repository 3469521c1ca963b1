"""The ``[gateway]`` section of the producer's settings (configs/producer.toml; env
``TRANSQ_GATEWAY__PORT`` and so on): ``python -m producer serve`` reads the same file as
the rest of the producer CLI."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from transq.redis_settings import RedisSettings

# The one line the console shows where requeue and purge are off: which setting turns them on.
ADMIN_REDIS_HINT = (
    "requeue, retry and purge need the gateway admin Redis connection: set TRANSQ_GATEWAY__ADMIN_REDIS__URL, "
    "__USERNAME=admin and __PASSWORD (docs/gateway.md)"
)


# What /v2/languages and LibreTranslate's /languages list when not configured: the
# languages DeepL serves (target codes; the source list is their primary subtags).
DEFAULT_LANGUAGES = (
    "ar", "bg", "cs", "da", "de", "el", "en-GB", "en-US", "es", "et", "fi", "fr", "hu", "id", "it", "ja", "ko",
    "lt", "lv", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sl", "sv", "tr", "uk", "zh-Hans", "zh-Hant",
)  # fmt: skip
# Targets whose prompt profile words formality (configs/prompts/chatml.toml).
DEFAULT_FORMALITY = ("de", "es", "fr", "it", "ja", "nl", "pl", "pt-BR", "pt-PT", "ru")


class CompatConfig(BaseModel):
    """The DeepL- and LibreTranslate-compatible APIs (``[gateway.compat]``, docs/gateway.md)."""

    model_config = ConfigDict(extra="forbid")

    # BCP-47 tags the deployment serves, as targets; sources are their primary subtags.
    languages: list[str] = Field(default_factory=lambda: list(DEFAULT_LANGUAGES), min_length=1)
    # Targets for which formality acts (DeepL's supports_formality).
    formality_languages: list[str] = Field(default_factory=lambda: list(DEFAULT_FORMALITY))
    # Characters one API key may send per period (every API counts; 456 on /v2 beyond it,
    # as DeepL answers). None: no limit (/v2/usage then reports DeepL's "unlimited").
    character_limit: int | None = Field(None, gt=0)
    usage_period: Literal["month", "day"] = "month"
    max_glossaries: int = Field(100, gt=0)  # per owner
    max_glossary_entries: int = Field(5000, gt=0)
    # A retried /v2/translate (the same key, the same request) within this many seconds
    # reuses the first one's jobs and is billed once: DeepL's clients retry a 5xx or a
    # timeout up to five times. 0: every request is new work.
    retry_window_s: int = Field(600, ge=0)


class TenantLimits(BaseModel):
    """What one tenant may hold and send (``[gateway.limits]``, docs/gateway.md "Limits").
    Every limit counts work; a request past one is refused before anything is submitted."""

    model_config = ConfigDict(extra="forbid")

    # Fair share: an owner's open (queued or running) jobs per lane. One owner's burst then
    # waits for its own jobs (429, Retry-After) and never fills a lane for the others; a
    # job of another owner waits behind at most this many of its jobs. 0: no limit.
    share_interactive: int = Field(256, ge=0)
    share_batch: int = Field(20_000, ge=0)
    # Segments one document upload may have (each is a job of the batch lane).
    segments_per_document: int = Field(10_000, gt=0)
    # Long polls and synchronous translations (?wait=, /v2/translate, LibreTranslate) and
    # event streams (/events, /stream) one API key may hold open at once, per gateway.
    waits_per_key: int = Field(64, gt=0)
    streams_per_key: int = Field(16, gt=0)
    # Jobs and characters one key may submit per minute, for keys created without their
    # own (keys create --jobs-per-min/--chars-per-min). None: no limit.
    jobs_per_min: int | None = Field(None, gt=0)
    chars_per_min: int | None = Field(None, gt=0)


class GatewayConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    host: str = "127.0.0.1"
    port: int = Field(8080, ge=0, le=65535)
    # Requests without a valid API key are refused. Off only for a local try-out.
    auth: bool = True
    # JSON bodies larger than this are refused (413) before they are parsed; uploads
    # are bounded by documents.max_file_bytes.
    max_body_bytes: int = Field(1024 * 1024, gt=0)
    max_jobs_per_request: int = Field(100, gt=0)
    # Longest ?wait= a client may ask for; longer asks are cut to it.
    max_wait_s: float = Field(60.0, gt=0)
    # Connections the request handlers share; more concurrent requests queue for one.
    redis_pool_size: int = Field(32, gt=0)
    # Wait loops (one blocking connection each) that all long polls and event streams
    # share, whatever their number (producer.gateway.notify).
    wait_connections: int = Field(8, gt=0, le=64)
    # Delta read loops (one blocking connection each) that all SSE streams of job text
    # share, whatever their number (producer.stream_reads).
    stream_connections: int = Field(2, gt=0, le=64)
    # The shared wait loop re-reads every waiting job this often, a safety net for a
    # wake-up it could not see (a done token taken by another reader).
    sweep_interval_s: float = Field(2.0, gt=0)
    # Server-Sent Events: how often a stream re-reads its job for queued -> running
    # (the worker sends no event for that change; the end of the job is an event).
    events_poll_s: float = Field(1.0, gt=0)
    # On shutdown, requests still open after this long (long polls, event streams: they
    # do not end by themselves) are cancelled, so a stop never hangs on a client.
    shutdown_grace_s: int = Field(10, gt=0)  # whole seconds: uvicorn takes an int
    # Recent job and document ids kept for the console.
    recent_jobs: int = Field(200, ge=0)
    console: bool = True
    # A second Redis connection, as a user that may rewrite dead letters (the shipped ACL's
    # `admin`), for the console's requeue and purge only: the `producer` user of the main
    # connection may not delete what it did not create. None: dead letters are shown, and
    # requeue and purge are off (ADMIN_REDIS_HINT). Password from the environment only:
    # TRANSQ_GATEWAY__ADMIN_REDIS__PASSWORD.
    admin_redis: RedisSettings | None = None
    compat: CompatConfig = Field(default_factory=CompatConfig)
    limits: TenantLimits = Field(default_factory=TenantLimits)
