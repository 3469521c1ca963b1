"""Where an interactive job's time goes in a window of ``bench mixed`` (issue 37, item 1):
its stages from its result (lane wait, the worker's time, delivery), the engine's own view
from vLLM's histograms on each worker's /metrics (queue time, time to first token, time per
output token, the engine's end to end), the worker's event-loop lag, what the kernel saw of
each worker and its engine core (CPU seconds, involuntary switches: bench.harness.proc_stats)
and how busy the host's CPUs were, and, with ``--profile-s``, py-spy's top functions of each
worker process (bench.harness.profile).

Why the per-token time and the kernel's counters: under the flood the interactive jobs' time
grew in their decode (2026-12-07, H100), and vLLM's inter-token histogram puts both windows
in one 10 ms bucket; a job's time in the worker over its output tokens shows by how much, and
the engine core's involuntary switches and the host's busy CPUs say whether it waited for a CPU.

vLLM's histograms are per engine: with ``--interactive-engines`` the interactive engine's
hold interactive jobs only; with one engine they mix both lanes (said in the report).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import psutil  # type: ignore[import-untyped]  # no stubs; installed with vLLM

from bench.harness import proc_stats
from bench.harness.engine_metrics import histogram, histogram_p95_ms
from bench.harness.fleet import Run
from worker.sizing import percentile

# vLLM's V1 histograms (../shared/notes/vllm.md) and ours (worker.metrics).
HISTOGRAMS = {
    "engine_queue": "vllm:request_queue_time_seconds_bucket",
    "engine_ttft": "vllm:time_to_first_token_seconds_bucket",
    "engine_itl": "vllm:inter_token_latency_seconds_bucket",
    "engine_e2e": "vllm:e2e_request_latency_seconds_bucket",
    "loop_lag": "transq_event_loop_lag_seconds_bucket",
}


def stages(run: Run) -> dict[str, Any]:
    """p50 and p95 of each interactive job's stages, in ms, from its result and the client."""
    rows: dict[str, list[float]] = {"lane_wait": [], "worker": [], "delivery": [], "e2e": [], "worker_per_token": []}
    for sample in run.drive.samples:
        result = run.results.get(sample.job_id)
        if result is None or None in (result.enqueued_ms, result.started_ms, result.finished_ms):
            continue
        assert result.enqueued_ms is not None and result.started_ms is not None and result.finished_ms is not None
        rows["lane_wait"].append(result.started_ms - result.enqueued_ms)
        rows["worker"].append(result.finished_ms - result.started_ms)  # prompt, engine, checks
        if result.completion_tokens:
            rows["worker_per_token"].append((result.finished_ms - result.started_ms) / result.completion_tokens)
        rows["delivery"].append(sample.e2e_ms - (result.finished_ms - result.enqueued_ms))  # submit + result
        rows["e2e"].append(sample.e2e_ms)
    out: dict[str, Any] = {name: _p50_p95(values) for name, values in rows.items() if values}
    # Which workers ran them: with engines kept per lane, the interactive one alone.
    out["ran_on"] = dict(Counter(r.worker_id or "?" for r in run.results.values()))
    return out


def _p50_p95(values: list[float]) -> dict[str, float]:
    return {"p50_ms": round(percentile(values, 50), 2), "p95_ms": round(percentile(values, 95), 2)}


@dataclass
class Window:
    """The workers' histograms (and, given their pids, the kernel's counters of each worker
    and its engine core, and the host's CPU times) read at a window's start; ``close`` reads
    them again and gives each one's figures over the window, by worker (its metrics port),
    with the host's under "host"."""

    ports: Sequence[int]
    pids: Sequence[int] = ()  # each port's worker process, in the same order; () reads none
    before: dict[int, dict[str, dict[float, float]]] = field(default_factory=dict)
    procs_before: dict[int, dict[str, proc_stats.Counters]] = field(default_factory=dict)
    host_before: Any = None

    def open(self) -> Window:
        self.before = {port: {name: histogram(port, metric) for name, metric in HISTOGRAMS.items()}
                       for port in self.ports}  # fmt: skip
        self.procs_before = {port: proc_stats.read([pid]) for port, pid in zip(self.ports, self.pids, strict=False)}
        self.host_before = psutil.cpu_times()
        return self

    def close(self) -> dict[str, dict[str, float | None]]:
        out: dict[str, dict[str, float | None]] = {}
        for port in self.ports:
            after = {name: histogram(port, metric) for name, metric in HISTOGRAMS.items()}
            out[str(port)] = {
                f"{name}_p95_ms": _rounded(histogram_p95_ms(self.before.get(port, {}).get(name, {}), after[name]))
                for name in HISTOGRAMS
            }
        for port, pid in zip(self.ports, self.pids, strict=False):
            procs = proc_stats.window(self.procs_before[port], proc_stats.read([pid]))
            out[str(port)] |= {
                f"{role}_{key}": value for role, counters in procs.items() for key, value in counters.items()
            }
        out["host"] = {"cpu_busy_pct": _busy_pct(self.host_before, psutil.cpu_times())}
        return out


def _busy_pct(before: Any, after: Any) -> float | None:
    """The share of the host's CPU time (all cores) that was not idle between two reads."""
    if before is None:
        return None
    idle = (after.idle + getattr(after, "iowait", 0.0)) - (before.idle + getattr(before, "iowait", 0.0))
    total = sum(after) - sum(before)
    return round(100 * (1 - idle / total), 1) if total > 0 else None


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 2)


def breakdown(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Per window, the median over pairs of each stage's p95 (interactive jobs) and of each
    worker's engine and loop-lag p95s (bench.mixed.observe)."""
    out: dict[str, Any] = {}
    for window in ("alone", "mixed", "batch"):
        stage_rows = [r["stages"][window] for r in rows if window in r.get("stages", {})]
        engine_rows = [r["engines"][window] for r in rows if window in r.get("engines", {})]
        out[window] = {
            "stages_p95_ms": _medians(
                [{k: v["p95_ms"] for k, v in row.items() if k != "ran_on"} for row in stage_rows]
            ),
            "workers": {port: _medians([row[port] for row in engine_rows]) for port in (engine_rows[:1] or [{}])[0]},
        }
    return out


def _p95s(stages_row: dict[str, Any]) -> dict[str, float | None]:
    return {stage: v["p95_ms"] for stage, v in stages_row.items() if stage != "ran_on"}


def _medians(rows: list[dict[str, float | None]]) -> dict[str, float | None]:
    names = {name for row in rows for name in row}
    values = {name: sorted(v for row in rows if (v := row.get(name)) is not None) for name in names}
    return {name: (vals[len(vals) // 2] if vals else None) for name, vals in sorted(values.items())}
