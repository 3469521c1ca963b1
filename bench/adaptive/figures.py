"""The adaptive suite's figures (bench.adaptive.run measures): a mode's run (ModeRun),
throughput and p95 engine time over the settled part of a phase, where the in-engine limit
settled and when, jobs/s in 10 s buckets with their interval, and the table of the runs."""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from typing import Any

from rich.table import Table

from bench.harness.stats import interval, shown
from worker.scheduling.concurrency import p95


@dataclass
class ModeRun:
    mode: str
    round: int | None = None  # with --pairs: which pair it belongs to
    jobs: int = 0
    jobs_per_s: float = 0.0
    p95_engine_ms: float = 0.0
    settled_limit: int = 0
    settle_s: float | None = None  # auto: time until the limit stayed within 25 % of where it ended
    step: dict[str, Any] | None = None  # auto: the same figures after the step to long texts
    # jobs/s over 10 s buckets of the settled part: mean [95% interval] (bench.harness.stats)
    jobs_per_s_ci: dict[str, Any] = field(default_factory=dict)
    limits: list[tuple[float, int]] = field(default_factory=list)  # (s since start, limit)


@dataclass
class Finished:
    at_s: float
    engine_ms: float


def settle_time(limits: list[tuple[float, int]], start_s: float, end_s: float) -> tuple[int, float | None]:
    """Where the limit ended in [start_s, end_s] (median of the last quarter), and when it
    entered +-25 % of that for good (None if it never did)."""
    window = [(t, n) for t, n in limits if start_s <= t <= end_s]
    if not window:
        return 0, None
    tail = [n for t, n in window if t >= end_s - (end_s - start_s) / 4] or [window[-1][1]]
    final = int(statistics.median(tail))
    settled_at: float | None = None
    for t, n in window:
        inside = final / 1.25 <= n <= final * 1.25
        settled_at = (settled_at if settled_at is not None else t) if inside else None
    return final, None if settled_at is None else settled_at - start_s


def figures(done: list[Finished], start_s: float, end_s: float) -> tuple[int, float, float]:
    settled = [f for f in done if start_s <= f.at_s <= end_s]
    if len(settled) < 2:
        return len(settled), 0.0, 0.0
    return len(settled), len(settled) / (end_s - start_s), p95([f.engine_ms for f in settled])


def bucket_interval(done: list[Finished], start_s: float, end_s: float, bucket_s: float = 10.0) -> dict[str, Any]:
    """jobs/s of each whole ``bucket_s`` of [start_s, end_s]: mean with its 95% interval, so
    one run's throughput comes with its spread over time."""
    buckets = int((end_s - start_s) // bucket_s)
    counts = [0] * buckets
    for f in done:
        i = int((f.at_s - start_s) // bucket_s)
        if 0 <= i < buckets:
            counts[i] += 1
    return interval([c / bucket_s for c in counts])


def render(runs: list[ModeRun], target_ms: float) -> Any:
    table = Table(title=f"max_in_flight: auto vs fixed (target p95 engine time {target_ms:.0f} ms)")
    for name in (
        "mode",
        "jobs",
        "jobs/s [95% CI]",
        "p95 engine ms",
        "limit",
        "settled in s",
        "after step: limit / p95 / s",
    ):
        table.add_column(name, justify="right")
    for r in runs:
        step = "-"
        if r.step:
            s = r.step
            settled = "-" if s["settle_s"] is None else f"{s['settle_s']:.1f}"
            step = f"{s['settled_limit']} / {s['p95_engine_ms']:.0f} / {settled}"
        table.add_row(
            r.mode, str(r.jobs), shown(r.jobs_per_s_ci, ".2f") if r.jobs_per_s_ci else f"{r.jobs_per_s:.2f}",
            f"{r.p95_engine_ms:.0f}", str(r.settled_limit),
            "-" if r.settle_s is None else f"{r.settle_s:.1f}", step,
        )  # fmt: skip
    return table
