"""How many jobs the worker keeps in the engine: a fixed number, or sized online.

``loop.max_in_flight = "auto"`` replaces the hand-run sweep (``python -m worker tune``)
with a controller that keeps sizing the engine's concurrency to a latency target while the
workload drifts (text lengths, languages, hours of the day).

The signal is the p95 of **engine time per job** (engine request start to finish), the
figure ``tune --p95-ms`` sizes against. Per-output-token time was the alternative: it is
insensitive to the mix of text lengths, which is exactly why it is the wrong signal here —
when texts get longer at the same concurrency, users wait longer, and only a target on the
job's own time makes the worker admit fewer of them (docs/architecture.md, "Adaptive
concurrency").

The rule, one decision per window of finished jobs (samples of jobs admitted under the
current limit only, so a change is judged on its own effect):

- p95 over the target -> decrease in proportion (limit x target / p95 x ``backoff``), as
  gradient limiters do (Netflix's concurrency-limits): a step change of the workload is
  followed in one or two windows;
- p95 under ``headroom`` x target, and the limit was the bottleneck during the window
  (admission found it full) -> increase by a quarter of the limit, but never past
  limit x target / p95 (engine time grows at most in proportion to the batch), unless the
  last increase did not raise throughput by ``min_gain``: then step back and hold for
  ``hold_windows`` windows before probing again (the throughput plateau of TCP Vegas).
  Throughput comes from Little's law (limit / mean engine time), not from counting
  completions, which is too noisy over one window;
- otherwise hold. The band between ``headroom`` x target and the target is what keeps the
  limit from oscillating around the target.

Never below ``min_limit``, never above ``max_limit`` (the engine's max_num_seqs).
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol


class ConcurrencyLimit(Protocol):
    """What the worker loop asks: how many jobs may be in the engine now."""

    @property
    def limit(self) -> int: ...

    @property
    def epoch(self) -> int:
        """Changes whenever the limit does: a job remembers the epoch it was admitted in."""
        ...

    def saturated(self) -> None:
        """Admission found every slot taken (the limit, not demand, bounds throughput)."""

    def observe(self, engine_ms: float, epoch: int) -> None:
        """One job left the engine after ``engine_ms``; it was admitted in ``epoch``."""


@dataclass
class FixedLimit:
    """``max_in_flight = N``: the limit never moves."""

    value: int
    epoch: int = 0

    @property
    def limit(self) -> int:
        return self.value

    def saturated(self) -> None:
        return None

    def observe(self, engine_ms: float, epoch: int) -> None:
        return None


def p95(values: list[float]) -> float:
    """Nearest-rank 95th percentile (the same definition as the benchmarks')."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]


@dataclass(frozen=True, slots=True)
class Decision:
    """One window's verdict, kept for metrics, the heartbeat and tests."""

    limit_before: int
    limit_after: int
    p95_ms: float
    jobs_per_s: float
    reason: str  # "over_target" | "raise" | "no_gain" | "hold" | "probe_wait" | "demand_bound"


@dataclass
class AdaptiveLimit:
    """The online controller (module docstring has the rule)."""

    min_limit: int
    max_limit: int
    target_ms: float
    initial: int | None = None
    window_jobs: int = 24  # at least this many samples per decision (p95 of fewer is noise)
    backoff: float = 0.9  # aim this far under the target when decreasing
    headroom: float = 0.85
    min_gain: float = 0.03
    hold_windows: int = 8
    clock: Callable[[], float] = time.monotonic
    on_decision: Callable[[Decision], None] | None = None
    epoch: int = 0
    last: Decision | None = None
    _limit: int = 0
    _samples: list[float] = field(default_factory=list)
    _over: int = 0  # samples of this window over the target
    _saturated: bool = False
    _raised_from: tuple[int, float] | None = None  # (limit, throughput) before the last raise
    _hold_left: int = 0

    def __post_init__(self) -> None:
        if not 1 <= self.min_limit <= self.max_limit:
            raise ValueError(f"need 1 <= min ({self.min_limit}) <= max ({self.max_limit})")
        start = self.initial if self.initial is not None else min(16, self.max_limit)
        self._limit = max(self.min_limit, min(self.max_limit, start))

    @property
    def limit(self) -> int:
        return self._limit

    def saturated(self) -> None:
        self._saturated = True

    def observe(self, engine_ms: float, epoch: int) -> None:
        if epoch != self.epoch:
            return  # admitted under another limit: says nothing about this one
        self._samples.append(engine_ms)
        self._over += engine_ms > self.target_ms
        window = max(self.window_jobs, self._limit)
        # The window's p95 is over the target as soon as more than 5 % of its jobs are:
        # decide then, without waiting for the rest (a step to longer texts is answered
        # after two slow jobs, not after a whole window of them).
        if len(self._samples) >= window or self._over > window - math.ceil(0.95 * window):
            self._decide()

    def _decide(self) -> None:
        latency_ms = p95(self._samples)
        # Little's law: with the engine kept full, throughput = jobs inside / mean time
        # inside. Far steadier than counting completions in a short window.
        throughput = self._limit / max(statistics.fmean(self._samples), 1e-3) * 1000
        new, reason = self._next_limit(latency_ms, throughput)
        self.last = Decision(self._limit, new, latency_ms, throughput, reason)
        if self.on_decision is not None:
            self.on_decision(self.last)
        self._samples.clear()
        self._over = 0
        self._saturated = False
        if new != self._limit:
            self._limit = new
            self.epoch += 1

    def _next_limit(self, latency_ms: float, throughput: float) -> tuple[int, str]:
        limit = self._limit
        raised_from, self._raised_from = self._raised_from, None
        if latency_ms > self.target_ms:
            # Proportional decrease: a small overshoot costs a step, a step change of the
            # workload (texts 3x longer) is followed in one or two decisions.
            scaled = math.floor(limit * self.target_ms / latency_ms * self.backoff)
            return max(self.min_limit, min(limit - 1, scaled)), "over_target"
        if not self._saturated:
            return limit, "demand_bound"  # fewer jobs than slots: throughput says nothing
        if raised_from is not None and throughput < raised_from[1] * (1 + self.min_gain):
            # The last raise bought no throughput, only latency: go back, wait, probe later.
            self._hold_left = self.hold_windows
            return raised_from[0], "no_gain"
        return self._raise(latency_ms, throughput)

    def _raise(self, latency_ms: float, throughput: float) -> tuple[int, str]:
        limit = self._limit
        if latency_ms > self.headroom * self.target_ms or limit >= self.max_limit:
            return limit, "hold"
        if self._hold_left > 0:
            self._hold_left -= 1
            return limit, "probe_wait"
        # Raise by a quarter, but no further than latency growing in proportion to the
        # limit would allow: engine time grows at most linearly with the batch (linearly
        # once the engine is compute-bound), so this never aims past the target.
        room = math.floor(limit * self.target_ms / latency_ms)
        new = min(self.max_limit, limit + max(1, limit // 4), room)
        if new <= limit:
            return limit, "hold"
        self._raised_from = (limit, throughput)
        return new, "raise"
