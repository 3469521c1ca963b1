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

An output that finds two or more children idle is shared among them instead
(``engine.checks_split``): each checks a part of the table's rows, and the parts merge into
the one verdict (worker.checks.pipeline.merge).
Why: below a full pool, an output's checks are most of the time a job spends around its engine
(10.5 ms of it at 16 in flight on an H100, where vLLM's server spends 3; docs/benchmarks.md,
issue 37) while the other children wait. The rows' costs are uneven (the dearest six are most
of the time), so the parts are cut by cost, longest first to the least loaded part, from each
row's running mean of the times the children report for the parts they check; under load no child is idle and each
output goes whole to one child, as before.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from worker.checks.pipeline import Output, Part, Verdict, counted
from worker.checks.remote import RemoteChecks, Sent
from worker.engines.protocol import TranslationRequest
from worker.settings import OutputCheckSettings

# How fast a row's cost follows what the children measure: a tenth of each new time.
_COST_WEIGHT = 0.1


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
        split: bool = True,
        timeout_s: float = 30.0,
    ) -> None:
        if processes < 1:
            raise ValueError(f"a checks pool needs at least one process, not {processes}")
        self.children = tuple(
            RemoteChecks(settings, profile, canary, specials, timeout_s=timeout_s) for _ in range(processes)
        )
        self.split = split
        self.row_cost_ms: list[float] = []  # each row's running mean, learnt from the children's replies
        self.shared = 0  # outputs shared among children, for tests and logs

    async def start(self) -> None:
        """Every child, at once: their start (imports, the language model) is the slow part."""
        await asyncio.gather(*(child.start() for child in self.children))
        self.row_cost_ms = [1.0] * self.children[0].row_count  # equal until measured

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
        for child in self.children:
            await child.revive(output.request)
        # Chosen and sent with no await between: outputs finishing together see each other's shares.
        takers, sent = self._send(output)
        replies = await asyncio.gather(*(child.wait(s) for child, s in zip(takers, sent, strict=True)),
                                       return_exceptions=True)  # fmt: skip
        for other in self.children:
            if other not in takers:
                other.answered(output.request, output.text)
        parts = [reply for reply in replies if isinstance(reply, Part)]
        if len(parts) < len(replies):  # a child failed: its error, once the others have answered
            raise next(reply for reply in replies if isinstance(reply, BaseException))
        self._learn(parts)
        return counted(parts)

    def _send(self, output: Output) -> tuple[list[RemoteChecks], list[Sent]]:
        idle = [child for child in self.children if child.in_flight == 0]
        if self.split and len(idle) > 1 and len(self.row_cost_ms) > 1:
            self.shared += 1
            shares = cost_shares(self.row_cost_ms, len(idle))
            takers = [child for child, rows in zip(idle, shares, strict=True) if rows]
            return takers, [child.send(output, rows) for child, rows in zip(idle, shares, strict=True) if rows]
        child = min(self.children, key=lambda c: c.in_flight)
        return [child], [child.send(output)]

    def _learn(self, parts: Sequence[Part]) -> None:
        costs = self.row_cost_ms
        for part in parts:
            for row, ms in part.cost_ms:
                if row < len(costs):
                    costs[row] += _COST_WEIGHT * (ms - costs[row])

    async def close(self) -> None:
        await asyncio.gather(*(child.close() for child in self.children))


def cost_shares(cost_ms: Sequence[float], parts: int) -> list[list[int]]:
    """The rows cut into ``parts`` of near-equal cost: dearest first, each to the cheapest
    part so far (longest-processing-time first); each part's rows in table order."""
    shares: list[list[int]] = [[] for _ in range(parts)]
    loads = [0.0] * parts
    for row in sorted(range(len(cost_ms)), key=lambda r: -cost_ms[r]):
        cheapest = loads.index(min(loads))
        shares[cheapest].append(row)
        loads[cheapest] += cost_ms[row]
    return [sorted(rows) for rows in shares]
