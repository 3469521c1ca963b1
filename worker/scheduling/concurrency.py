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

- p95 over the target -> decrease, and remember the limit that failed (the *ceiling*, TCP's
  ssthresh); then wait ``cool_windows`` windows before any raise:
  - in proportion (limit x target / p95 x ``backoff``, as gradient limiters do, Netflix's
    concurrency-limits) when the evidence is strong: the window ended early because a
    quarter of it (``early_share``) was over the target, or its p95 is more than
    ``small_over`` (10 %) over: a step change of the workload is followed in a few windows;
  - by one sixteenth (``gentle``) when a full window is a little over;
- p95 under ``headroom`` x target, and the limit was the bottleneck during the window
  (admission found it full) -> raise by a quarter, but never past limit x target / p95
  (engine time grows at most in proportion to the batch), and near the ceiling one job at a
  time (TCP's congestion avoidance; the ceiling is forgotten 25 % above it, where the
  workload that failed there is gone). A quarter-sized raise that did not raise throughput
  by ``min_gain`` is undone and not retried for ``hold_windows`` windows (the throughput
  plateau of TCP Vegas); a one-job raise is judged by latency alone, its gain being below
  one window's noise. Throughput comes from Little's law (limit / mean engine time), not
  from counting completions, which is too noisy over one window;
- otherwise hold.

Why so damped (docs/benchmarks.md, the H100 run; tests/worker/scheduling/test_concurrency_noise.py): with
variable text lengths a window's p95 swings +-15 % at a fixed limit, and with the target
near the p95 of the best setting, half the windows there land over it by chance. The first
version ended a window on two slow jobs and cut by target/p95 x 0.9 computed from them,
then climbed back by quarters: the limit wandered 20-60 around a best of 37 and spent a
third of its decisions below 0.8 x best, 5 % of throughput lost where throughput still rises
steeply with the limit. Now noise costs a sixteenth, the height that failed is approached
one job at a time, and only strong evidence (a quarter of a window over, or a p95 10 % over)
buys a proportional cut. The raise band is narrow (``headroom`` 0.95, was 0.85) because the
ceiling, not the band, now stops the see-saw: where engine time grows slowly with the limit,
a p95 15 % under the target can mean a limit 30 % under the best.

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
    early_share: float = 0.25  # end a window early once this share of it is over the target
    backoff: float = 0.9  # aim this far under the target when decreasing in proportion
    small_over: float = 1.1  # a full window's p95 up to this x target: a gentle step down
    gentle: int = 16  # the gentle step: limit / gentle (at least 1)
    headroom: float = 0.95  # raise only with the p95 this far under the target
    min_gain: float = 0.03
    hold_windows: int = 8  # after a raise that gained nothing
    cool_windows: int = 2  # after a decrease
    clock: Callable[[], float] = time.monotonic
    on_decision: Callable[[Decision], None] | None = None
    epoch: int = 0
    last: Decision | None = None
    _limit: int = 0
    _samples: list[float] = field(default_factory=list)
    _over: int = 0  # samples of this window over the target
    _saturated: bool = False
    _raised_from: tuple[int, float] | None = None  # (limit, throughput) before the last probe
    _hold_left: int = 0
    _ceiling: int | None = None  # the last limit that went over the target (TCP's ssthresh)

    def __post_init__(self) -> None:
        if not 1 <= self.min_limit <= self.max_limit:
            raise ValueError(f"need 1 <= min ({self.min_limit}) <= max ({self.max_limit})")
        start = self.initial if self.initial is not None else min(16, self.max_limit)
        self._limit = max(self.min_limit, min(self.max_limit, start))

    @property
    def limit(self) -> int:
        return self._limit

    @property
    def ceiling(self) -> int | None:
        return self._ceiling

    def saturated(self) -> None:
        self._saturated = True

    def observe(self, engine_ms: float, epoch: int) -> None:
        if epoch != self.epoch:
            return  # admitted under another limit: says nothing about this one
        self._samples.append(engine_ms)
        self._over += engine_ms > self.target_ms
        window = max(self.window_jobs, self._limit)
        # A quarter of a window over the target is far past its 5 %: not the noise of a p95
        # near the target but a workload that changed. Decide then, without waiting for the
        # rest (a step to longer texts is answered after a handful of slow jobs).
        if len(self._samples) >= window or self._over >= math.ceil(self.early_share * window):
            self._decide(early=len(self._samples) < window)

    def _decide(self, *, early: bool) -> None:
        latency_ms = p95(self._samples)
        # Little's law: with the engine kept full, throughput = jobs inside / mean time
        # inside. Far steadier than counting completions in a short window.
        throughput = self._limit / max(statistics.fmean(self._samples), 1e-3) * 1000
        new, reason = self._next_limit(latency_ms, throughput, early=early)
        self.last = Decision(self._limit, new, latency_ms, throughput, reason)
        if self.on_decision is not None:
            self.on_decision(self.last)
        self._samples.clear()
        self._over = 0
        self._saturated = False
        if new != self._limit:
            self._limit = new
            self.epoch += 1

    def _next_limit(self, latency_ms: float, throughput: float, *, early: bool) -> tuple[int, str]:
        limit = self._limit
        raised_from, self._raised_from = self._raised_from, None
        if latency_ms > self.target_ms:
            return self._decrease(latency_ms, early=early), "over_target"
        if not self._saturated:
            return limit, "demand_bound"  # fewer jobs than slots: throughput says nothing
        if raised_from is not None and throughput < raised_from[1] * (1 + self.min_gain):
            # The last probe bought no throughput, only latency: go back, wait, probe later.
            self._hold_left = self.hold_windows
            return raised_from[0], "no_gain"
        return self._raise(latency_ms, throughput)

    def _decrease(self, latency_ms: float, *, early: bool) -> int:
        limit = self._limit
        self._ceiling = limit
        self._hold_left = self.cool_windows
        if early or latency_ms > self.small_over * self.target_ms:
            # Proportional: a step change of the workload (texts 3x longer) is followed in
            # one or two decisions.
            new = math.floor(limit * self.target_ms / latency_ms * self.backoff)
        else:
            # A full window a little over: the p95 of a few dozen samples near the target
            # is mostly noise, and a proportional cut would throw away a tenth of the
            # throughput on it.
            new = limit - max(1, limit // self.gentle)
        return max(self.min_limit, min(limit - 1, new))

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
        step = max(1, limit // 4)
        ceiling = self._ceiling
        if ceiling is not None and limit >= 1.25 * ceiling:
            ceiling = self._ceiling = None  # far past it: the workload that failed there is gone
        if ceiling is not None and limit + step >= ceiling:
            # Near the height that went over the target: approach it one job at a time
            # (TCP's congestion avoidance above ssthresh); below it, quarters, stopping short.
            step = 1 if limit + 1 >= ceiling else ceiling - 1 - limit
        new = min(self.max_limit, limit + step, room)
        if new <= limit:
            return limit, "hold"
        if step > 1:
            # A probe large enough for its gain to show above one window's noise; a single
            # job's worth is judged by latency alone.
            self._raised_from = (limit, throughput)
        return new, "raise"
