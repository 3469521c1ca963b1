"""``bench stream``'s options (bench.stream.run runs them; bench.stream.workers starts the
workers they ask for)."""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field


@dataclass
class StreamOptions:
    redis_url: str
    engine: str = "vllm"  # or "stepped" (CPU: the worker's and clients' own costs), "noop" (harness)
    noop_delay_ms: float = 300.0
    stepped_ttft_ms: float = 30.0
    stepped_step_ms: float = 10.0
    delta_interval_ms: float | None = None  # the worker's loop.delta_interval_ms; None: its default
    client_pool: int | None = None  # the client's command pool; None: the normal client's
    ttft_in_flight: int = 16
    ttft_jobs: int = 160
    cost_in_flight: int = 64
    cost_jobs: int = 640
    pairs: int = 4
    metrics_port: int = 9471  # the first engine's; the others count up (0: any, unread)
    engines: int = 1  # workers (engines) on the GPU, each 1/K of its memory and of the in flight
    profile_s: float = 0.0  # py-spy over a streaming and a plain run after the pairs (0: none)
    run_id: str = field(default_factory=lambda: uuid.uuid4().hex[:6])

    @property
    def ports(self) -> list[int]:
        return [self.metrics_port + i if self.metrics_port else 0 for i in range(self.engines)]
