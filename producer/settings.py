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


class ClientConfig(BaseModel):
    """The connections of one ``producer.Client`` (Client.from_settings)."""

    model_config = ConfigDict(extra="forbid")

    # Connections for commands (submit, get, cancel); more concurrent calls queue for one,
    # up to pool_timeout_s, then fail with PoolExhausted naming the pool.
    pool_size: int = Field(32, gt=0)
    pool_timeout_s: float = Field(20.0, gt=0)
    # Wait loops (one blocking connection each) that every wait of the client shares,
    # whatever the number of waits (producer.waits).
    wait_connections: int = Field(4, gt=0, le=64)
    # Delta read loops (one blocking connection each) that every stream reader of the
    # client shares, whatever the number of readers (producer.stream_reads).
    stream_connections: int = Field(2, gt=0, le=64)
    # Each wait loop re-reads its waiting jobs this often: a safety net for a wake-up it
    # could not see (a done token another reader took).
    sweep_interval_s: float = Field(2.0, gt=0)
    # The pool's name in PoolExhausted (the wait loops' pools get "-wait" appended, the
    # delta read loops' "-stream").
    name: str = Field("transq-producer", pattern=r"^[A-Za-z0-9_.:-]{1,64}$")
    # Also CLIENT SETNAME the connections to that name, so CLIENT LIST shows whose they
    # are; the ACL user then needs +client|setname (the shipped producer user lacks it).
    set_client_name: bool = False


class ProducerSettings(TomlSettings):
    """Settings of a producer process (the CLI, a service embedding the client)."""

    default_config: ClassVar[str | None] = "configs/producer.toml"

    redis: RedisSettings = RedisSettings()
    queue: QueueSettings = QueueSettings()
    documents: DocumentSettings = DocumentSettings()
    client: ClientConfig = ClientConfig()
    gateway: GatewayConfig = GatewayConfig()  # python -m producer serve (producer.gateway)
