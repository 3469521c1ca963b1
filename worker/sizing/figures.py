"""``python -m worker tune``'s figures and its recommendation: pure functions of the
measured latencies (tested without an engine)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

KNEE_SHARE = 0.9  # the knee: throughput within 10 % of the best


def percentile(values: Sequence[float], p: float) -> float:
    """Linear interpolation between closest ranks (numpy's default). The bench uses it too."""
    if not values:
        return math.nan
    ordered = sorted(values)
    rank = (len(ordered) - 1) * p / 100
    low = math.floor(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


@dataclass(frozen=True)
class Figures:
    """One step of the sweep."""

    max_in_flight: int
    jobs: int
    wall_s: float
    jobs_per_s: float
    output_tokens_per_s: float
    p50_ms: float
    p95_ms: float
    p99_ms: float
    # Share of the step's time the GPU ran kernels (worker.sizing.gpu); None without a GPU.
    gpu_busy: float | None = None


def figures(
    max_in_flight: int, latencies_ms: Sequence[float], output_tokens: int, wall_s: float, gpu_busy: float | None = None
) -> Figures:
    return Figures(
        max_in_flight=max_in_flight,
        jobs=len(latencies_ms),
        wall_s=round(wall_s, 3),
        jobs_per_s=round(len(latencies_ms) / wall_s, 3),
        output_tokens_per_s=round(output_tokens / wall_s, 1),
        p50_ms=round(percentile(latencies_ms, 50), 1),
        p95_ms=round(percentile(latencies_ms, 95), 1),
        p99_ms=round(percentile(latencies_ms, 99), 1),
        gpu_busy=gpu_busy,
    )


@dataclass(frozen=True)
class Choice:
    max_in_flight: int
    reason: str
    target_met: bool = True


def knee(results: Sequence[Figures], share: float = KNEE_SHARE) -> Choice:
    """The smallest setting whose throughput is within ``1 - share`` of the best.

    Throughput in output tokens/s, not jobs/s: each step runs other texts, and their mean
    length drifts by several % between steps, as much as the margin being judged.
    """
    best = max(results, key=lambda f: f.output_tokens_per_s)
    good = [f for f in results if f.output_tokens_per_s >= share * best.output_tokens_per_s]
    chosen = min(good, key=lambda f: f.max_in_flight)
    return Choice(
        chosen.max_in_flight,
        f"throughput within {1 - share:.0%} of the best ({best.output_tokens_per_s:,.0f} output tok/s at "
        f"{best.max_in_flight})",
    )


def recommend(results: Sequence[Figures], p95_target_ms: float | None) -> Choice:
    """With a target: the largest setting whose p95 meets it, else the smallest setting
    (target_met False). Without: the knee."""
    if p95_target_ms is None:
        return knee(results)
    meeting = [f for f in results if f.p95_ms <= p95_target_ms]
    if meeting:
        chosen = max(meeting, key=lambda f: f.max_in_flight)
        return Choice(chosen.max_in_flight, f"largest setting with p95 <= {p95_target_ms:g} ms")
    smallest = min(results, key=lambda f: f.max_in_flight)
    lowest = min(f.p95_ms for f in results)
    return Choice(
        smallest.max_in_flight,
        f"no setting has p95 <= {p95_target_ms:g} ms (lowest p95: {lowest:,.0f} ms); the smallest setting is suggested",
        target_met=False,
    )
