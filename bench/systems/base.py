"""What the suite needs from a system under test: start, run one batch, close.

A later system (another queue, another engine front end) implements these three and the
suite runs it in the same interleaved rounds, on the same workloads.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from bench.drive import Drive, Pattern, Request
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


class Service(Protocol):
    """A system of the journey suite (bench.journey): started once, then driven by one
    load pattern after another (bench.drive), then closed."""

    name: str

    async def start(self) -> None:
        """Load everything and be ready to serve (engines warm); start-up is not measured."""

    async def run(self, requests: Sequence[Request], pattern: Pattern, seed: int, bar: Bar) -> Drive:
        """Serve ``requests`` arriving under ``pattern``; advance ``bar`` per finished job."""
        ...

    async def close(self) -> None:
        """Stop and free every engine and process of this system."""
