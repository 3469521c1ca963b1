"""The one protocol every system under test implements: start, run, close, and its processes.

Every suite (bench.journey.run, bench.pairs.run) drives systems only through this, so a later
system (another queue, another engine front end) is added by one module.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from bench.harness.drive import Drive, Pattern, Request
from bench.harness.progress import Bar


class Service(Protocol):
    """A system under test: started once, then driven by one load pattern after another
    (bench.harness.drive), then closed."""

    name: str

    async def start(self) -> None:
        """Load everything and be ready to serve (engines warm); start-up is not measured."""

    async def run(self, requests: Sequence[Request], pattern: Pattern, seed: int, bar: Bar) -> Drive:
        """Serve ``requests`` arriving under ``pattern``; advance ``bar`` per finished job."""
        ...

    def pids(self) -> dict[str, list[int]]:
        """Role -> the live processes of that role (front end, engine core, ...): the
        harness reads their CPU time around every measured run."""
        ...

    async def close(self) -> None:
        """Stop and free every engine and process of this system."""
