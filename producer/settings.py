"""Settings of producer processes (the CLI, a service embedding the client, the gateway);
the base and the queue's rules are transq.settings."""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field

from producer.gateway.settings import GatewayConfig
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings, TomlSettings


class DocumentSettings(BaseModel):
    """Document translation (python -m producer translate, producer.documents)."""

    model_config = ConfigDict(extra="forbid")

    # Larger files are refused before anything is read or submitted.
    max_file_bytes: int = Field(5 * 1024 * 1024, gt=0)
    # A longer paragraph is sent as several segments, split at sentence ends.
    max_segment_chars: int = Field(2000, gt=0)
    # Times a failed segment is resubmitted within one run (a re-run retries it again).
    retries: int = Field(1, ge=0)
    # How long one run waits for all its segments.
    wait_timeout_s: float = Field(3600.0, gt=0)


class ProducerSettings(TomlSettings):
    """Settings of a producer process (the CLI, a service embedding the client)."""

    default_config: ClassVar[str | None] = "configs/producer.toml"

    redis: RedisSettings = RedisSettings()
    queue: QueueSettings = QueueSettings()
    documents: DocumentSettings = DocumentSettings()
    gateway: GatewayConfig = GatewayConfig()  # python -m producer serve (producer.gateway)
