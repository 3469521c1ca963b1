"""A driven run's figures (bench.harness.drive): what the journey and the pairs suites report per run.

- throughput: jobs/s and output tokens/s over the run's wall time (first arrival -> last
  result in a client's hands);
- latency: end to end as the client saw it (bench.harness.drive), p50/p95/p99;
- head-of-line blocking: p95 of the *short* jobs (at most SHORT_TOKENS source tokens)
  when they share the engine with long ones (at least LONG_TOKENS); a static batch makes a
  short job wait for the longest of its batch, continuous batching lets it leave;
- engine busy fraction: share of the wall time during which at least one job was inside an
  engine (the union of every job's [start, end], from the systems' own reports); mean in
  engine: the average number of jobs inside it (how well it batched).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bench.harness.drive import Drive, Sample
from bench.harness.measure import spread
from worker.sizing import percentile

SHORT_TOKENS = 50
LONG_TOKENS = 150


def busy_ms(samples: Sequence[Sample], window: tuple[float, float]) -> float:
    """Length of the union of the jobs' engine intervals, clipped to ``window`` (epoch ms)."""
    lo, hi = window
    spans = sorted((max(s.served.start_ms, lo), min(s.served.end_ms, hi)) for s in samples)
    total, cur_start, cur_end = 0.0, None, None
    for start, end in spans:
        if end <= start:
            continue
        if cur_end is None or start > cur_end:
            if cur_end is not None and cur_start is not None:
                total += cur_end - cur_start
            cur_start, cur_end = start, end
        else:
            cur_end = max(cur_end, end)
    if cur_end is not None and cur_start is not None:
        total += cur_end - cur_start
    return total


def p95(values: list[float]) -> float | None:
    return round(percentile(values, 95), 1) if values else None


def figures(run: Drive) -> dict[str, Any]:
    samples = run.samples
    wall_ms = run.wall_s * 1000
    e2e = [s.e2e_ms for s in samples]
    out_tokens = sum(s.served.completion_tokens for s in samples)
    in_engine_ms = sum(max(0.0, s.served.end_ms - s.served.start_ms) for s in samples)
    return {
        "jobs": len(samples),
        "wall_s": round(run.wall_s, 3),
        "jobs_per_s": round(len(samples) / run.wall_s, 3),
        "output_tokens_per_s": round(out_tokens / run.wall_s, 1),
        "output_tokens": out_tokens,
        "prompt_tokens": sum(s.served.prompt_tokens for s in samples),
        "e2e_ms": spread(e2e),
        "short_jobs": sum(1 for s in samples if s.source_tokens <= SHORT_TOKENS),
        "short_p95_ms": p95([s.e2e_ms for s in samples if s.source_tokens <= SHORT_TOKENS]),
        "long_p95_ms": p95([s.e2e_ms for s in samples if s.source_tokens >= LONG_TOKENS]),
        "engine_busy_fraction": round(busy_ms(samples, (run.start_ms, run.start_ms + wall_ms)) / wall_ms, 3),
        "mean_in_engine": round(in_engine_ms / wall_ms, 2),
    }


def samples_json(run: Drive) -> dict[str, list[Any]]:
    """Every job, column-wise (compact), for analysis and the plots."""
    return {
        "job_id": [s.job_id for s in run.samples],
        "source_tokens": [s.source_tokens for s in run.samples],
        "arrival_s": [round(s.arrival_s, 4) for s in run.samples],
        "e2e_ms": [round(s.e2e_ms, 2) for s in run.samples],
        "prompt_tokens": [s.served.prompt_tokens for s in run.samples],
        "completion_tokens": [s.served.completion_tokens for s in run.samples],
        "engine_start_ms": [round(s.served.start_ms - run.start_ms, 2) for s in run.samples],
        "engine_end_ms": [round(s.served.end_ms - run.start_ms, 2) for s in run.samples],
    }
