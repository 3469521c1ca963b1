"""The adaptive limit against a noisy engine whose best setting sits near the target.

test_concurrency.py checks the arithmetic on an engine without noise. Here the engine is
shaped after the H100 run of `python -m bench adaptive` (docs/benchmarks.md): texts of
variable length, so a window's p95 swings by +-15 %; throughput still rising steeply at the
best setting, so every job of limit below it costs throughput; p95 at the best setting
within a few percent of the target. The controller that wandered there (20-50 around 32)
fails these tests; the damped one passes.

The engine: every job in the batch decodes one token per step and a step takes
``step_ms + per_job_ms x jobs inside`` (continuous batching); a job's token count is drawn
from a seeded RNG, its reported time carries +-10 % noise, and the whole engine runs up to
10 % faster or slower for stretches of 5 s (the drift of a shared machine). Simulated clock,
discrete events: exact, and a run of 20,000 jobs takes a fraction of a second.
"""

from __future__ import annotations

import heapq
import itertools
import random
from dataclasses import dataclass, field

import pytest

from worker.scheduling.concurrency import AdaptiveLimit, Decision, p95

TARGET_MS = 1500.0
SHORT = (12, 220)  # tokens per job: p95 of engine time 1.36 s at 32 in flight
LONG = (140, 380)  # about 2.4x longer on average: the step change


@dataclass
class NoisyEngine:
    tokens: tuple[int, int]
    seed: int
    step_ms: float = 3.12
    per_job_ms: float = 0.099
    jitter: float = 0.1  # sigma of the lognormal noise on each job's time
    drift: float = 0.1  # the engine's speed factor moves within 1 +- drift ...
    drift_every_ms: float = 5000.0  # ... every this often
    now_ms: float = 0.0
    _tokens_done: float = 0.0  # tokens each running job has decoded since the start (a virtual clock)
    _speed: float = 1.0
    _next_drift_ms: float = 5000.0
    _running: list[tuple[float, int, int, float]] = field(default_factory=list)  # (done at, seq, epoch, start)
    _seq: itertools.count[int] = field(default_factory=itertools.count)
    _rng: random.Random = field(init=False)

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed)

    @property
    def running(self) -> int:
        return len(self._running)

    def admit(self, epoch: int) -> None:
        tokens = self._rng.randint(*self.tokens)
        heapq.heappush(self._running, (self._tokens_done + tokens, next(self._seq), epoch, self.now_ms))

    def next_done(self) -> tuple[int, float]:
        """Runs the batch until its next job finishes: (its epoch, its engine time)."""
        done_at, _, epoch, start_ms = heapq.heappop(self._running)
        in_batch = self.running + 1
        self.now_ms += (done_at - self._tokens_done) * (self.step_ms + self.per_job_ms * in_batch) * self._speed
        self._tokens_done = done_at
        if self.now_ms >= self._next_drift_ms:
            self._next_drift_ms += self.drift_every_ms
            self._speed = 1 + self._rng.uniform(-self.drift, self.drift)
        return epoch, (self.now_ms - start_ms) * self._rng.lognormvariate(0, self.jitter)


@dataclass
class Trace:
    at_ms: list[float] = field(default_factory=list)  # when each job finished
    limits: list[int] = field(default_factory=list)  # the limit then
    latencies_ms: list[float] = field(default_factory=list)

    def mean_limit(self, start: int) -> float:
        """The limit's average over time from job ``start`` on."""
        spans = [
            (self.at_ms[i + 1] - self.at_ms[i]) * self.limits[i] for i in range(start, len(self.at_ms) - 1)
        ]  # fmt: skip
        return sum(spans) / (self.at_ms[-1] - self.at_ms[start])

    def jobs_per_s(self, start: int) -> float:
        return (len(self.at_ms) - 1 - start) / (self.at_ms[-1] - self.at_ms[start]) * 1000


class Fixed:
    def __init__(self, value: int) -> None:
        self.limit, self.epoch = value, 0

    def saturated(self) -> None:
        return None

    def observe(self, engine_ms: float, epoch: int) -> None:
        return None


def drive(engine: NoisyEngine, limiter: AdaptiveLimit | Fixed, jobs: int, trace: Trace | None = None) -> Trace:
    """Closed loop, as the worker under a backlog: fill to the limit, finish the next job."""
    trace = trace or Trace()
    for _ in range(jobs):
        while engine.running < limiter.limit:
            engine.admit(limiter.epoch)
        limiter.saturated()
        epoch, ms = engine.next_done()
        trace.at_ms.append(engine.now_ms)
        trace.limits.append(limiter.limit)
        trace.latencies_ms.append(ms)
        limiter.observe(ms, epoch)
    return trace


def fixed_run(tokens: tuple[int, int], limit: int, jobs: int = 20_000) -> tuple[float, float]:
    """(jobs/s, p95 ms) of a fixed limit on the same engine, after a warm-up fifth."""
    trace = drive(NoisyEngine(tokens, seed=99), Fixed(limit), jobs)
    return trace.jobs_per_s(jobs // 5), p95(trace.latencies_ms[jobs // 5 :])


def best_fixed(tokens: tuple[int, int]) -> int:
    """The largest fixed limit meeting the target (tune's answer, found by bisection)."""
    lo, hi = 1, 64
    while lo < hi:
        mid = (lo + hi + 1) // 2
        lo, hi = (mid, hi) if fixed_run(tokens, mid)[1] <= TARGET_MS else (lo, mid - 1)
    return lo


@pytest.fixture(scope="module")
def best_short() -> int:
    return best_fixed(SHORT)  # 38


@pytest.fixture(scope="module")
def best_long() -> int:
    return best_fixed(LONG)  # 7


def auto(decisions: list[Decision] | None = None, **kwargs: object) -> AdaptiveLimit:
    fields: dict[str, object] = {"min_limit": 1, "max_limit": 64, "target_ms": TARGET_MS, "initial": 4}
    fields |= kwargs
    on_decision = decisions.append if decisions is not None else None
    return AdaptiveLimit(clock=lambda: 0.0, on_decision=on_decision, **fields)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", range(4))
def test_sits_still_near_the_best_setting_under_noise(seed: int, best_short: int) -> None:
    decisions: list[Decision] = []
    trace = drive(NoisyEngine(SHORT, seed), auto(decisions), 20_000)
    settled = decisions[len(decisions) // 5 :]
    below = sum(d.limit_after < 0.8 * best_short for d in settled) / len(settled)
    # The undamped controller spent 25-45 % of its decisions below 0.8 x best; a tenth is the
    # engine's own drift (5 s stretches 10 % slower lower the best setting to ~32).
    assert below <= 0.15, (best_short, below)
    # Within one step (a quarter) of the best, on average over time.
    assert abs(trace.mean_limit(4000) - best_short) <= best_short / 4
    jobs_per_s, _ = fixed_run(SHORT, best_short)
    assert trace.jobs_per_s(4000) >= 0.95 * jobs_per_s
    assert p95(trace.latencies_ms[4000:]) <= 1.02 * TARGET_MS


@pytest.mark.parametrize("seed", range(4))
def test_follows_a_step_to_longer_texts_under_noise(seed: int, best_long: int) -> None:
    engine = NoisyEngine(SHORT, seed)
    limiter = auto()
    drive(engine, limiter, 10_000)
    engine.tokens = LONG
    start_ms = engine.now_ms
    trace = drive(engine, limiter, 3000)
    # Down to within one step of the new best in tens of seconds, the target met after it.
    followed = next(i for i, n in enumerate(trace.limits) if n <= 1.25 * best_long + 1)
    assert trace.at_ms[followed] - start_ms <= 30_000, trace.at_ms[followed] - start_ms
    assert max(trace.limits[followed:]) <= 2 * best_long
    assert p95(trace.latencies_ms[followed:]) <= 1.02 * TARGET_MS


def test_converges_from_the_bottom_and_from_the_top(best_short: int) -> None:
    for initial in (1, 64):
        trace = drive(NoisyEngine(SHORT, seed=7), auto(initial=initial), 6000)
        assert abs(trace.mean_limit(3000) - best_short) <= best_short / 4, initial


def test_never_exceeds_max_even_when_the_best_is_above_it() -> None:
    decisions: list[Decision] = []
    trace = drive(NoisyEngine(SHORT, seed=3), auto(decisions, max_limit=24), 10_000)
    assert max(trace.limits) == 24
    assert max(d.limit_after for d in decisions) == 24
    assert trace.mean_limit(2000) >= 22  # and stays at it: 24 is well under the target
