"""What the worker says of itself in its heartbeat key (worker.redis.presence): identity,
limits, how the in-engine limit is set, readiness and the slot stats. Tools and tests read
it from Redis (``python -m producer workers``, the console, bench)."""

from __future__ import annotations

import json
import os
import socket
from dataclasses import asdict, dataclass

from worker.scheduling.concurrency import AdaptiveLimit, ConcurrencyLimit
from worker.scheduling.slots import WorkerStats
from worker.settings import LoopSettings


@dataclass
class Heartbeat:
    """The worker's facts that do not change while it runs, and the live ones it reads."""

    worker_id: str
    model: str
    loop: LoopSettings
    limiter: ConcurrencyLimit
    stats: WorkerStats
    started_ms: int
    # The port worker.http serves on, set by whoever starts it (worker.startup); here so
    # tools can find a port chosen with ``port = 0``.
    metrics_port: int | None = None

    def payload(self, *, ready: bool) -> str:
        return json.dumps(
            {
                "worker_id": self.worker_id,
                "host": socket.gethostname(),
                "pid": os.getpid(),
                "model": self.model,
                "max_in_flight": self.loop.max_in_flight,
                "interactive_reserve": self.loop.interactive_reserve,
                "limit": self.limiter.limit,
                "concurrency": self.concurrency(),
                "ready": ready,
                "started_ms": self.started_ms,
                "metrics_port": self.metrics_port,
                "stats": asdict(self.stats),
            }
        )

    def concurrency(self) -> dict[str, object]:
        """How the in-engine limit is set (fixed or auto, and auto's last step)."""
        state: dict[str, object] = {"mode": "auto" if self.loop.adaptive else "fixed"}
        if isinstance(self.limiter, AdaptiveLimit):
            last = self.limiter.last
            state |= {
                "min": self.limiter.min_limit,
                "max": self.limiter.max_limit,
                "target_ms": self.limiter.target_ms,
                "p95_ms": round(last.p95_ms, 1) if last else None,
                "jobs_per_s": round(last.jobs_per_s, 2) if last else None,
                "last_reason": last.reason if last else None,
            }
        return state
