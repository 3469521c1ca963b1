"""The journey's figures against the issues' targets (each run's figures: bench.harness.figures)."""

from __future__ import annotations

from typing import Any

from bench.harness import targets as goals
from bench.harness.figures import SHORT_TOKENS, p95
from bench.harness.targets import target

# -- targets ----------------------------------------------------------------------------

WORKER, DIRECT, STATIC, MP1 = "worker via Redis", "direct engine", "static batching", "multiprocessing x1"
BASELINE_TARGET = goals.BASELINE  # worker / 1-process baseline, jobs/s
STATIC_TARGET = goals.STATIC
# One run per system here: an indication only; `python -m bench worker` measures this ratio
# in alternated pairs with an interval (bench.pairs.run).
DIRECT_TARGET = goals.DIRECT_RATIO
# "Short jobs' p95 not inflated by long ones": the worker's short-job p95 within this factor
# of the direct engine's (the engine's own continuous batching, with nothing in front).
SHORT_P95_TARGET = goals.SHORT_P95


def _ratio(a: float | None, b: float | None) -> float | None:
    return None if a is None or not b else round(a / b, 3)


def short_p95_pooled(samples: dict[str, dict[str, Any]], system: str) -> float | None:
    """p95 of the short jobs of every variable-length case (closed and open loop) of one
    system: a few dozen short jobs per case are too few for a steady p95 on their own."""
    e2e = [
        ms
        for case, runs in samples.items()
        if case == "closed variable" or case.startswith("open")
        if system in runs
        for ms, tokens in zip(runs[system]["e2e_ms"], runs[system]["source_tokens"], strict=True)
        if tokens <= SHORT_TOKENS
    ]
    return p95(e2e)


def targets(
    cases: dict[str, dict[str, dict[str, Any]]], samples: dict[str, dict[str, Any]], case: str, device: str
) -> list[dict[str, Any]]:
    """The issue's targets: throughput on ``case`` (the closed-loop variable-length run),
    short jobs' p95 over every variable-length case."""
    systems = cases.get(case, {})

    def jobs(name: str) -> float | None:
        return systems[name]["jobs_per_s"] if name in systems else None

    rows = [
        (
            f"worker >= {BASELINE_TARGET[device]:g}x multiprocessing x1 ({device})",
            _ratio(jobs(WORKER), jobs(MP1)),
            BASELINE_TARGET[device],
        ),
        (f"worker >= {STATIC_TARGET:g}x static batching", _ratio(jobs(WORKER), jobs(STATIC)), STATIC_TARGET),
        (f"worker >= {DIRECT_TARGET:g}x direct engine", _ratio(jobs(WORKER), jobs(DIRECT)), DIRECT_TARGET),
    ]
    out = [
        target(text, measured, ".3f", None if measured is None else measured >= goal) for text, measured, goal in rows
    ]
    inflation = _ratio(short_p95_pooled(samples, WORKER), short_p95_pooled(samples, DIRECT))
    out.append(
        target(
            f"short jobs' p95 (all variable-length cases): worker <= {SHORT_P95_TARGET:g}x direct engine's",
            inflation,
            ".3f",
            None if inflation is None else inflation <= SHORT_P95_TARGET,
        )
    )
    return out
