"""Token-budget admission: a job enters the engine only while the estimated tokens there
(prompt + expected output of every job inside) stay under ``loop.token_budget``.

Counting jobs alone treats a 10-token greeting and a 2,000-token page alike; a burst of long
document segments then fills the engine's batch and every short interactive job behind it
waits on their decode steps. With a budget, the long jobs queue *inside the worker* (their
entries stay leased, nothing is lost) and interactive jobs are served first: a waiting
interactive job always goes before any waiting batch job, first come first served within a
lane, and a job is never overtaken by a smaller one of its own lane (no starvation of long
jobs). A job larger than the whole budget runs alone, when the engine is empty of budgeted
work, rather than never.

The estimate is deliberately simple (the worker has not tokenized the text yet when it
admits a job): UTF-8 bytes / 4 for the source, which is close for Latin scripts and errs
high for CJK, plus the prompt template's overhead, plus the output budget the engine adapter
will grant (source tokens x ratio + slack, capped).
"""

from __future__ import annotations

import asyncio
import contextlib
import math
from collections import deque
from collections.abc import AsyncIterator
from dataclasses import dataclass

from transq.contract import Lane
from worker.settings import EngineSettings

BYTES_PER_TOKEN = 4
PROMPT_OVERHEAD_TOKENS = 64  # the profile's instructions and markers around the text


@dataclass(frozen=True, slots=True)
class TokenEstimator:
    output_tokens_ratio: float
    output_tokens_slack: int
    max_output_tokens: int

    @classmethod
    def for_engine(cls, engine: EngineSettings) -> TokenEstimator:
        return cls(engine.output_tokens_ratio, engine.output_tokens_slack, engine.max_output_tokens)

    def estimate(self, text: str, max_output_tokens: int | None = None) -> int:
        source = math.ceil(len(text.encode("utf-8")) / BYTES_PER_TOKEN)
        cap = min(max_output_tokens or self.max_output_tokens, self.max_output_tokens)
        output = min(int(source * self.output_tokens_ratio) + self.output_tokens_slack, cap)
        return PROMPT_OVERHEAD_TOKENS + source + output


@dataclass(eq=False)
class _Waiter:
    tokens: int
    granted: asyncio.Future[None]


class TokenBudget:
    """Estimated tokens in the engine, and the jobs waiting to add theirs."""

    def __init__(self, budget_tokens: int) -> None:
        if budget_tokens <= 0:
            raise ValueError("token budget must be positive")
        self.budget_tokens = budget_tokens
        self.in_use = 0
        self.peak = 0
        self._waiting: dict[Lane, deque[_Waiter]] = {lane: deque() for lane in Lane}

    @property
    def waiting(self) -> int:
        return sum(len(q) for q in self._waiting.values())

    @contextlib.asynccontextmanager
    async def reserve(self, tokens: int, lane: Lane) -> AsyncIterator[None]:
        """Hold ``tokens`` of the budget while the body runs (the engine call)."""
        await self._acquire(tokens, lane)
        try:
            yield
        finally:
            self._release(tokens)

    def _fits(self, tokens: int) -> bool:
        return self.in_use + tokens <= self.budget_tokens or self.in_use == 0

    def _take(self, tokens: int) -> None:
        self.in_use += tokens
        self.peak = max(self.peak, self.in_use)

    async def _acquire(self, tokens: int, lane: Lane) -> None:
        if self.waiting == 0 and self._fits(tokens):
            self._take(tokens)
            return
        waiter = _Waiter(tokens, asyncio.get_running_loop().create_future())
        self._waiting[lane].append(waiter)
        self._grant()  # it may fit now, if it is first in line
        try:
            await waiter.granted
        except asyncio.CancelledError:
            if waiter.granted.done() and not waiter.granted.cancelled():
                self._release(tokens)  # granted as we were cancelled: give it back
            else:
                self._waiting[lane].remove(waiter)
                self._grant()  # a smaller job behind it may fit now
            raise

    def _release(self, tokens: int) -> None:
        self.in_use -= tokens
        self._grant()

    def _grant(self) -> None:
        """Serve waiters in order, interactive lane first, while the head of line fits."""
        for lane in Lane:  # interactive first (Lane's order)
            queue = self._waiting[lane]
            while queue and self._fits(queue[0].tokens):
                waiter = queue.popleft()
                self._take(waiter.tokens)
                waiter.granted.set_result(None)
            if queue:
                return  # the head of a higher lane waits: nothing of a lower lane overtakes it
