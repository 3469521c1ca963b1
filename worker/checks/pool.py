"""The output checks in several processes (``engine.checks_processes``), each a
worker.checks.remote child.

Why: one child checks one output at a time, in arrival order. At 64 jobs in flight on an
H100, outputs finish 80-110 a second, a few ms of checks each and many in the same engine
step; their checks queued in the one child, and the worker's time around the engine grew
from 9-13 ms a job at 16 in flight to 16-45 ms at 64, where vLLM's own server adds 2-7 ms
(docs/benchmarks.md, issue 37, sixth session). In a closed loop of clients, that time is
time the engine runs with a request fewer. A pool checks that many outputs at once.

Each output goes to the child with the fewest outputs waiting (the first on a tie, so a
quiet worker keeps using one warm child). The cross-job check's memory stays whole in every
child: each job's start is noted in all of them, and each output one child checked is told
to the others (``answered``: the back-translation exemption), so every child judges a leak
as the single process would.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from worker.checks.pipeline import Output
from worker.checks.remote import RemoteChecks, Verdict
from worker.engines.protocol import TranslationRequest
from worker.settings import OutputCheckSettings


class ChecksPool:
    """``processes`` RemoteChecks children behind RemoteChecks' own interface."""

    def __init__(
        self,
        settings: OutputCheckSettings,
        profile: str,
        canary: str,
        specials: Sequence[str],
        processes: int,
        *,
        timeout_s: float = 30.0,
    ) -> None:
        if processes < 1:
            raise ValueError(f"a checks pool needs at least one process, not {processes}")
        self.children = tuple(
            RemoteChecks(settings, profile, canary, specials, timeout_s=timeout_s) for _ in range(processes)
        )

    async def start(self) -> None:
        """Every child, at once: their start (imports, the language model) is the slow part."""
        await asyncio.gather(*(child.start() for child in self.children))

    @property
    def pids(self) -> list[int]:
        return [pid for child in self.children if (pid := child.pid) is not None]

    @property
    def in_flight(self) -> int:
        return sum(child.in_flight for child in self.children)

    def note(self, request: TranslationRequest) -> None:
        for child in self.children:
            child.note(request)

    async def run(self, output: Output) -> Verdict:
        child = min(self.children, key=lambda c: c.in_flight)
        verdict = await child.run(output)
        for other in self.children:
            if other is not child:
                other.answered(output.request, output.text)
        return verdict

    async def close(self) -> None:
        await asyncio.gather(*(child.close() for child in self.children))
