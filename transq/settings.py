"""Settings base, shared by every process: env over TOML over defaults, and the queue's
rules that producers and workers of one queue must agree on.

Sources, highest priority first:

1. keyword arguments (tests, library callers),
2. environment variables ``TRANSQ_<FIELD>``, nested with ``__``
   (``TRANSQ_REDIS__URL``, ``TRANSQ_QUEUE__MAX_BACKLOG``),
3. the TOML file given by ``--config`` or ``TRANSQ_CONFIG`` (``configs/*.toml``),
4. the defaults below.
"""

from __future__ import annotations

import contextvars
import os
import tomllib
from pathlib import Path
from typing import Any, ClassVar, TypeVar

from pydantic import BaseModel, ConfigDict, Field, field_validator
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    TomlConfigSettingsSource,
)

from transq.contract import Limits
from transq.durability import Durability
from transq.errors import ConfigError
from transq.keys import Keys
from transq.redis_settings import RedisSettings

ENV_PREFIX = "TRANSQ_"
CONFIG_ENV = "TRANSQ_CONFIG"

# The TOML file for the settings object being built; a context variable so that two
# loads with different files (tests) never see each other's path.
_config_file: contextvars.ContextVar[Path | None] = contextvars.ContextVar("config_file", default=None)


class QueueSettings(BaseModel):
    """Which queue, and its rules; producers and workers of one queue must agree."""

    model_config = ConfigDict(extra="forbid")

    namespace: str = "transq"
    name: str = "default"
    # Per lane; submit raises QueueFull at this many waiting + running jobs. 0: no limit.
    # A value stored with the queue (python -m producer queue-config) wins over this one.
    max_backlog: int = Field(100_000, ge=0)
    # What a submit waits for before it returns (transq.durability): off; local (the
    # primary's AOF fsync, WAITAOF 1 0; "on" and true mean this); replicated (and the AOF
    # of durable_replicas replicas, WAITAOF 1 N). A queue-wide rule an operator can store
    # (queue-config --durable-submit LEVEL --replicas N) wins over these.
    durable_submit: Durability = Durability.OFF
    durable_replicas: int = Field(1, ge=1)
    durable_timeout_ms: int = Field(2_000, gt=0)
    # How long finished results (and the job id's dedup record) stay readable.
    result_ttl_s: int = Field(24 * 3600, gt=0)
    # The job index (ns:{q}:jobs, `jobs list` and the console) keeps at most this many of the
    # newest jobs, each at most result_ttl_s after its submit: ~100 bytes a job.
    index_max_jobs: int = Field(100_000, gt=0)
    limits: Limits = Limits()

    @field_validator("durable_submit", mode="before")
    @classmethod
    def _level(cls, value: object) -> Durability:
        return Durability.parse(value)

    def keys(self) -> Keys:
        return Keys(namespace=self.namespace, queue=self.name)


S = TypeVar("S", bound="TomlSettings")


class TomlSettings(BaseSettings):
    """Base: env over TOML over defaults; see the module docstring."""

    model_config = SettingsConfigDict(
        env_prefix=ENV_PREFIX, env_nested_delimiter="__", extra="forbid", nested_model_default_partial_update=True
    )
    default_config: ClassVar[str | None] = None

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        toml = TomlConfigSettingsSource(settings_cls, toml_file=_config_file.get())
        return (init_settings, env_settings, toml)

    @classmethod
    def load(cls: type[S], config: str | Path | None = None, **overrides: Any) -> S:
        """Build settings from ``config`` (or $TRANSQ_CONFIG, or the class default file)."""
        file = cls.config_file(config)
        token = _config_file.set(file)
        try:
            return cls(**overrides)
        except tomllib.TOMLDecodeError as exc:
            # tomllib names line and column in one line; the traceback adds nothing.
            raise ConfigError(f"config file {file}: {exc}") from None
        finally:
            _config_file.reset(token)

    @classmethod
    def config_file(cls, config: str | Path | None = None) -> Path | None:
        """The TOML file ``load(config)`` reads, if any."""
        path = config or os.environ.get(CONFIG_ENV) or cls.default_config
        file = Path(path) if path else None
        if file is not None and not file.is_file():
            # An explicitly named file that is missing is an error; the default may be absent.
            if config or os.environ.get(CONFIG_ENV):
                raise FileNotFoundError(f"config file {file} not found")
            file = None
        return file

    @classmethod
    def redis_url_configured(cls, config: str | Path | None = None) -> bool:
        """Whether the environment or the TOML file names a Redis URL (not the default).
        Asked of the sources: pydantic's fields_set drops values equal to the default."""
        if os.environ.get(f"{ENV_PREFIX}REDIS__URL"):
            return True
        file = cls.config_file(config)
        if file is None:
            return False
        try:
            return "url" in tomllib.loads(file.read_text()).get("redis", {})
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError(f"config file {file}: {exc}") from None

    def masked(self) -> dict[str, Any]:
        """Effective settings for the start-up log, secrets hidden."""
        data: dict[str, Any] = self.model_dump(mode="json")
        redis = getattr(self, "redis", None)
        if isinstance(redis, RedisSettings):
            data["redis"]["url"] = redis.masked_url()
        admin = getattr(getattr(self, "gateway", None), "admin_redis", None)
        if isinstance(admin, RedisSettings):
            data["gateway"]["admin_redis"]["url"] = admin.masked_url()
        return data
