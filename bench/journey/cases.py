"""The journey's options and cases: which workloads run under which load pattern
(bench.journey.run runs them on every system), and the requests a workload becomes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.harness.config import JOB_ID_PREFIX
from bench.harness.drive import Pattern, Request
from bench.harness.workloads import requests_of
from worker.sizing import TokenCounter, build_workload, load_texts

UNIFORM_TOKENS = 100


@dataclass(frozen=True)
class JourneySizes:
    closed_jobs: int  # jobs per closed-loop case
    open_jobs: int  # jobs per open-loop rate
    warmup_jobs: int


FULL = JourneySizes(closed_jobs=240, open_jobs=120, warmup_jobs=32)
QUICK = JourneySizes(closed_jobs=32, open_jobs=16, warmup_jobs=8)


@dataclass(frozen=True)
class JourneyOptions:
    sizes: JourneySizes
    systems: tuple[str, ...]
    max_in_flight: int
    clients: int
    rates: tuple[float, ...] | None  # None: fractions of the direct engine's throughput
    seed: int
    redis_url: str
    texts: Path | None
    quick: bool
    plots: bool
    results_dir: Path
    uniform: bool = True  # the closed-loop uniform-length case
    open_loop: bool = True  # the open-loop cases
    run_id: str = field(default_factory=lambda: datetime.now(UTC).strftime("%H%M%S"))

    def queue_name(self, phase: str) -> str:
        """A queue no other run (nor test) uses: never FLUSHALL a shared Redis."""
        return f"{self.run_id}-{phase}"


@dataclass(frozen=True)
class Case:
    name: str
    workload: str
    pattern: Pattern
    requests: list[Request]


def closed_cases(options: JourneyOptions, counter: TokenCounter) -> list[Case]:
    n, seed = options.sizes.closed_jobs, options.seed
    pattern = Pattern("closed", clients=options.clients)
    workloads = {"variable": build_workload(n, seed + 10, counter, id_prefix=JOB_ID_PREFIX)}
    if options.uniform:
        workloads["uniform"] = build_workload(
            n, seed + 20, counter, min_tokens=UNIFORM_TOKENS, max_tokens=UNIFORM_TOKENS, id_prefix=JOB_ID_PREFIX
        )
    if options.texts is not None:
        workloads["texts"] = load_texts(options.texts, counter, limit=n)
    return [Case(f"closed {name}", name, pattern, requests_of(w)) for name, w in workloads.items()]


def open_cases(options: JourneyOptions, counter: TokenCounter, rates: Sequence[float]) -> list[Case]:
    return [
        Case(
            f"open {rate:g}/s",
            "variable",
            Pattern("open", rate_per_s=rate),
            requests_of(
                build_workload(options.sizes.open_jobs, options.seed + 30 + i, counter, id_prefix=JOB_ID_PREFIX)
            ),
        )
        for i, rate in enumerate(rates)
    ]


def workloads_summary(cases: list[Case]) -> dict[str, Any]:
    """Per case: its jobs, pattern, and source tokens (min, mean, max), for the results file."""

    def summary(requests: list[Request], pattern: Pattern) -> dict[str, Any]:
        tokens = [r.source_tokens for r in requests]
        return {"jobs": len(tokens), "pattern": pattern.label, "source_tokens_min_mean_max": _mmm(tokens)}

    return {case.name: summary(case.requests, case.pattern) for case in cases}


def _mmm(values: list[int]) -> list[float]:
    return [min(values), round(sum(values) / len(values), 1), max(values)]
