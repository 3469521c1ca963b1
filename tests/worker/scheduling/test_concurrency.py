"""The adaptive in-engine limit (worker.scheduling.concurrency) against a simulated engine.

The simulated engine is the usual model of continuous batching: a decode step takes
``a + b x jobs in the engine`` ms, so a job of T tokens admitted beside n others takes about
T x (a + b x n) ms, and throughput n / (T x (a + b x n)) grows with n but flattens. A
discrete-event loop on a simulated clock drives it closed-loop (always more work than
slots), so these tests are exact and take milliseconds; tests/worker/scheduling/test_adaptive.py runs
the same controller in a real worker against Redis and the real engine.
"""

from __future__ import annotations

import heapq
import itertools
from dataclasses import dataclass, field

import pytest

from worker.scheduling.concurrency import AdaptiveLimit, Decision, FixedLimit, p95


@dataclass
class SimEngine:
    step_ms: float  # a: per decode step, alone
    per_job_ms: float  # b: what each job in the batch adds to a step
    tokens: int
    now_ms: float = 0.0
    running: int = 0
    _done: list[tuple[float, int, int, float]] = field(default_factory=list)  # (end, seq, epoch, start)
    _seq: itertools.count[int] = field(default_factory=itertools.count)

    def latency_ms(self, in_engine: int) -> float:
        return self.tokens * (self.step_ms + self.per_job_ms * in_engine)

    def admit(self, epoch: int) -> None:
        self.running += 1
        end = self.now_ms + self.latency_ms(self.running)
        heapq.heappush(self._done, (end, next(self._seq), epoch, self.now_ms))

    def next_done(self) -> tuple[int, float]:
        end, _, epoch, start = heapq.heappop(self._done)
        self.now_ms = end
        self.running -= 1
        return epoch, end - start


def drive(engine: SimEngine, limiter: AdaptiveLimit, jobs: int) -> tuple[list[float], list[int]]:
    """Closed loop: fill the engine to the limit, finish the next job, repeat.
    Returns each job's engine time and the limit seen at each admission."""
    latencies: list[float] = []
    limits: list[int] = []
    for _ in range(jobs):
        while engine.running < limiter.limit:
            limits.append(limiter.limit)
            engine.admit(limiter.epoch)
        limiter.saturated()  # as the worker loop: every slot taken, waiting for one to free
        epoch, ms = engine.next_done()
        latencies.append(ms)
        limiter.observe(ms, epoch)
    return latencies, limits


def limiter_for(engine: SimEngine, **kwargs: object) -> AdaptiveLimit:
    fields: dict[str, object] = {"min_limit": 1, "max_limit": 64, "target_ms": 1500.0, "initial": 4}
    fields |= kwargs
    return AdaptiveLimit(clock=lambda: engine.now_ms / 1000, **fields)  # type: ignore[arg-type]


def best_fixed(engine: SimEngine, target_ms: float, max_limit: int = 64) -> int:
    """The largest fixed limit whose jobs stay under the target: what `tune` recommends."""
    return max(n for n in range(1, max_limit + 1) if engine.latency_ms(n) <= target_ms)


def throughput(engine: SimEngine, n: int) -> float:
    return n / engine.latency_ms(n)


def test_converges_near_the_best_fixed_setting_and_meets_the_target() -> None:
    engine = SimEngine(step_ms=2.0, per_job_ms=0.5, tokens=100)  # 200 + 50 n ms
    limiter = limiter_for(engine)
    latencies, limits = drive(engine, limiter, 4000)
    best = best_fixed(engine, 1500)  # 26
    settled = limits[-500:]
    assert best // 2 <= min(settled) and max(settled) <= best, (best, sorted(set(settled)))
    assert p95(latencies[-1000:]) <= 1500
    # Throughput within 10% of the best fixed setting that meets the target.
    assert throughput(engine, min(settled)) >= 0.9 * throughput(engine, best)


def test_no_oscillation_once_settled() -> None:
    engine = SimEngine(step_ms=2.0, per_job_ms=0.5, tokens=100)
    decisions: list[Decision] = []
    limiter = limiter_for(engine, on_decision=decisions.append)
    drive(engine, limiter, 6000)
    late = decisions[len(decisions) // 2 :]
    changes = [d for d in late if d.limit_after != d.limit_before]
    # A probe up and a step back now and then (hold_windows apart), never a see-saw.
    assert len(changes) <= len(late) // 4, [(d.limit_before, d.limit_after, d.reason) for d in late]


def test_holds_the_target_after_a_step_to_longer_texts() -> None:
    engine = SimEngine(step_ms=2.0, per_job_ms=0.5, tokens=100)
    limiter = limiter_for(engine)
    drive(engine, limiter, 3000)
    before = limiter.limit
    engine.tokens = 300  # texts three times longer: 600 + 150 n ms, best fixed 6
    latencies, limits = drive(engine, limiter, 3000)
    best = best_fixed(engine, 1500)
    assert limiter.limit < before
    assert best // 2 <= limiter.limit <= best
    assert p95(latencies[-1000:]) <= 1500
    # Re-converged within the first 600 jobs after the change (~a dozen windows).
    assert max(limits[600:]) <= best


def test_never_exceeds_max_nor_goes_below_min() -> None:
    engine = SimEngine(step_ms=0.1, per_job_ms=0.01, tokens=10)  # fast: the target is never near
    limiter = limiter_for(engine, max_limit=8, min_limit=2)
    _, limits = drive(engine, limiter, 2000)
    assert max(limits) == 8
    engine.tokens = 100_000  # hopeless: every job far over the target
    _, limits = drive(engine, limiter, 2000)
    assert min(limits) >= 2
    assert limiter.limit == 2


def test_does_not_raise_when_demand_bounds_throughput() -> None:
    limiter = AdaptiveLimit(min_limit=1, max_limit=64, target_ms=1000, initial=4, clock=lambda: 0.0)
    for _ in range(200):  # fast jobs, but the engine was never full: no evidence for more
        limiter.observe(10.0, limiter.epoch)
    assert limiter.limit == 4
    assert limiter.last is not None and limiter.last.reason == "demand_bound"


def test_samples_from_an_earlier_limit_are_ignored() -> None:
    limiter = AdaptiveLimit(min_limit=1, max_limit=64, target_ms=100, initial=16, window_jobs=24, clock=lambda: 0.0)
    for _ in range(5):
        limiter.observe(500.0, limiter.epoch)
    assert limiter.limit == 16  # five slow jobs of 24 may still be noise near the target
    limiter.observe(500.0, limiter.epoch)  # a quarter of the window is not: no need to wait for 18 more
    assert (limiter.limit, limiter.epoch) == (2, 1)  # 5x the target: 16 / 5 x 0.9 = 2
    assert limiter.ceiling == 16
    for _ in range(100):
        limiter.observe(500.0, 0)  # late jobs of the old epoch
    assert limiter.limit == 2


def window(limiter: AdaptiveLimit, engine_ms: float, slow: int = 0, slow_ms: float = 0.0) -> Decision:
    """One full window of a saturated engine: ``slow`` jobs of ``slow_ms``, the rest ``engine_ms``."""
    epoch, size = limiter.epoch, max(limiter.window_jobs, limiter.limit)
    limiter.saturated()
    for i in range(size):
        limiter.observe(slow_ms if i < slow else engine_ms, epoch)
    assert limiter.last is not None
    return limiter.last


def test_a_window_a_little_over_steps_down_gently_then_approaches_that_height_slowly() -> None:
    limiter = AdaptiveLimit(min_limit=1, max_limit=64, target_ms=100, initial=32, clock=lambda: 0.0)
    # Two of 32 jobs at 105 ms: p95 105, 5 % over, from noise more likely than from load.
    assert window(limiter, 50.0, slow=2, slow_ms=105.0).reason == "over_target"
    assert (limiter.limit, limiter.ceiling) == (30, 32)  # -1/16, not 32 x 100/105 x 0.9 = 27
    reasons = [window(limiter, 50.0).reason for _ in range(2)]
    assert reasons == ["probe_wait", "probe_wait"] and limiter.limit == 30  # no re-probe at once
    heights = [(window(limiter, 50.0), limiter.limit)[1] for _ in range(4)]
    assert heights == [31, 32, 33, 34]  # one job at a time past the height that failed


def test_a_window_far_over_decreases_in_proportion() -> None:
    limiter = AdaptiveLimit(min_limit=1, max_limit=64, target_ms=100, initial=32, clock=lambda: 0.0)
    window(limiter, 50.0, slow=4, slow_ms=150.0)  # p95 150 ms: more than 10 % over
    assert limiter.limit == 19  # 32 x 100 / 150 x 0.9


@pytest.mark.parametrize(("min_limit", "max_limit"), [(0, 4), (5, 4)])
def test_rejects_bad_bounds(min_limit: int, max_limit: int) -> None:
    with pytest.raises(ValueError, match="min"):
        AdaptiveLimit(min_limit=min_limit, max_limit=max_limit, target_ms=100)


def test_fixed_limit_never_moves() -> None:
    fixed = FixedLimit(16)
    fixed.saturated()
    fixed.observe(1e9, 0)
    assert (fixed.limit, fixed.epoch) == (16, 0)
