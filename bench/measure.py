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

import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import psutil  # type: ignore[import-untyped]  # no stubs; installed with vLLM, which needs it

from worker.tune_figures import percentile

PERCENTILES = (50, 95, 99)


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
    cpu_probe_ms: list[float] = field(default_factory=list)  # bench.machine.cpu_probe_ms before the batch
    notes: dict[str, Any] = field(default_factory=dict)  # system-specific extras for the JSON

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

    @classmethod
    def pooled(cls, runs: Sequence[SystemRun]) -> SystemRun:
        """Rounds of one system as one run: summed wall and CPU, all timings together."""
        cpu: dict[str, float] = {}
        for run in runs:
            for role, seconds in run.cpu_s.items():
                cpu[role] = cpu.get(role, 0.0) + seconds
        timings = [t for run in runs for t in run.timings]
        probes = [p for run in runs for p in run.cpu_probe_ms]
        return cls(runs[0].name, sum(r.wall_s for r in runs), timings, runs[0].latency_source, cpu, probes)

    def figures(self) -> dict[str, Any]:
        return {
            "jobs": self.jobs,
            "wall_s": round(self.wall_s, 3),
            "jobs_per_s": round(self.jobs_per_s, 3),
            "output_tokens": self.output_tokens,
            "output_tokens_per_s": round(self.output_tokens_per_s, 1),
            "prompt_tokens": sum(t.prompt_tokens for t in self.timings),
            # Jobs in service on average (sum of service times / wall): below max_in_flight
            # when slots wait for their next job; a CPU engine batches less efficiently then.
            "mean_in_flight": round(sum(t.service_ms for t in self.timings) / 1000 / self.wall_s, 2),
            "e2e_ms": spread([t.e2e_ms for t in self.timings]),
            "service_ms": spread([t.service_ms for t in self.timings]),
            "latency_source": self.latency_source,
            "cpu_probe_ms": self.cpu_probe_ms,
            **self.notes,
            "cpu_s": {k: round(v, 3) for k, v in self.cpu_s.items()} | self._others(),
        }

    def _others(self) -> dict[str, float]:
        """Busy CPU of the machine not spent by any process of this system: other tenants."""
        if MACHINE not in self.cpu_s:
            return {}
        ours = sum(v for k, v in self.cpu_s.items() if k != MACHINE)
        return {"other processes (machine - above)": round(self.cpu_s[MACHINE] - ours, 3)}


def per_job(run: SystemRun) -> dict[str, Any]:
    """Every job's figures, column-wise (compact JSON), for analysis after the run."""
    cols = ("job_id", "e2e_ms", "service_ms", "prompt_tokens", "completion_tokens")
    return {c: [round(v, 2) if isinstance(v, float) else v for v in (getattr(t, c) for t in run.timings)] for c in cols}


# -- CPU accounting -------------------------------------------------------------------


MACHINE = "whole machine (busy)"
ENGINE_CORE = "engine core"


def pids_cpu_s(pids: Sequence[int]) -> float:
    """CPU seconds (user + system) of live processes; one that has exited counts 0."""
    total = 0.0
    for pid in pids:
        try:
            t = psutil.Process(pid).cpu_times()
        except psutil.NoSuchProcess:
            continue
        total += t.user + t.system
    return total


def child_pids(pid: int) -> list[int]:
    """The process tree under ``pid`` now (the vLLM engine core is a child of the process
    that built the engine); taken once, so later children of ``pid`` are not counted."""
    return [child.pid for child in psutil.Process(pid).children(recursive=True)]


def machine_busy_cpu_s() -> float:
    """CPU seconds every core spent not idle since boot, all processes together."""
    t = psutil.cpu_times()
    return float(sum(t) - t.idle - getattr(t, "iowait", 0.0))


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
