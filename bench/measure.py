"""From per-job timings to figures: throughput, latency percentiles, CPU time.

Latency has two readings, the same for every system:

- ``e2e``: from the job's arrival to its end. All jobs of a batch arrive at once (the
  direct loop creates them at t0; the producer submits them in one pipeline), so this
  includes the wait for a free slot. Worker: ``Result.total_ms`` (enqueued_ms, Redis clock
  at submit -> finished_ms, worker clock at the end of generation); direct: perf_counter.
- ``service``: from the job getting a slot to its end. Worker: ``Result.engine_ms``
  (started_ms -> finished_ms); direct: semaphore acquired -> translate() returned.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import psutil  # type: ignore[import-untyped]  # no stubs; installed with vLLM, which needs it

PERCENTILES = (50, 95, 99)


def percentile(values: Sequence[float], p: float) -> float:
    """Linear interpolation between closest ranks (numpy's default method)."""
    if not values:
        return math.nan
    ordered = sorted(values)
    rank = (len(ordered) - 1) * p / 100
    low = math.floor(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def spread(values: Sequence[float]) -> dict[str, float]:
    return {f"p{p}": round(percentile(values, p), 2) for p in PERCENTILES}


@dataclass(frozen=True, slots=True)
class JobTiming:
    job_id: str
    e2e_ms: float
    service_ms: float
    prompt_tokens: int
    completion_tokens: int


@dataclass
class SystemRun:
    """One measured batch of one system."""

    name: str
    wall_s: float  # first arrival -> last result in the caller's hands
    timings: list[JobTiming]
    latency_source: str
    cpu_s: dict[str, float] = field(default_factory=dict)  # process role -> CPU seconds in the batch

    @property
    def jobs(self) -> int:
        return len(self.timings)

    @property
    def output_tokens(self) -> int:
        return sum(t.completion_tokens for t in self.timings)

    @property
    def jobs_per_s(self) -> float:
        return self.jobs / self.wall_s

    @property
    def output_tokens_per_s(self) -> float:
        return self.output_tokens / self.wall_s

    def figures(self) -> dict[str, Any]:
        return {
            "jobs": self.jobs,
            "wall_s": round(self.wall_s, 3),
            "jobs_per_s": round(self.jobs_per_s, 3),
            "output_tokens": self.output_tokens,
            "output_tokens_per_s": round(self.output_tokens_per_s, 1),
            "prompt_tokens": sum(t.prompt_tokens for t in self.timings),
            "e2e_ms": spread([t.e2e_ms for t in self.timings]),
            "service_ms": spread([t.service_ms for t in self.timings]),
            "latency_source": self.latency_source,
            "cpu_s": {k: round(v, 3) for k, v in self.cpu_s.items()},
        }


# -- CPU accounting -------------------------------------------------------------------


def process_cpu_s(pid: int, *, children: bool = False) -> float:
    """CPU seconds (user + system) of a live process, and optionally of its live children
    (the vLLM engine core is a child of the process that built the engine)."""
    proc = psutil.Process(pid)
    procs = [proc, *(proc.children(recursive=True) if children else [])]
    total = 0.0
    for p in procs:
        try:
            t = p.cpu_times()
        except psutil.NoSuchProcess:
            continue
        total += t.user + t.system
    return total


def children_cpu_s(pid: int) -> float:
    return process_cpu_s(pid, children=True) - process_cpu_s(pid)


def own_cpu_s() -> float:
    t = os.times()
    return t.user + t.system


@dataclass
class CpuMeter:
    """CPU seconds of named sources between start() and stop()."""

    sources: dict[str, Callable[[], float]]  # name -> CPU seconds so far
    _start: dict[str, float] = field(default_factory=dict)

    def start(self) -> None:
        self._start = {name: read() for name, read in self.sources.items()}

    def stop(self) -> dict[str, float]:
        return {name: read() - self._start[name] for name, read in self.sources.items()}


def now_ms() -> float:
    """Wall clock in epoch ms, the clock of Result timestamps (same machine)."""
    return time.time() * 1000
