"""What the suite needs from a system under test: start, run one batch, close.

A later system (another queue, another engine front end) implements these three and the
suite runs it in the same interleaved rounds, on the same workloads.
"""

from __future__ import annotations

from typing import Protocol

from bench.measure import SystemRun
from bench.progress import Bar
from bench.workload import Workload


class System(Protocol):
    name: str

    async def start(self) -> None:
        """Load everything and be ready to serve; return only when warm-up may begin."""

    async def batch(self, workload: Workload, bar: Bar) -> SystemRun:
        """Run every job of ``workload``, all arriving at once; measure the batch."""
        ...

    async def close(self) -> None:
        """Stop and free the engine, so that no idle system holds memory after the suite."""
