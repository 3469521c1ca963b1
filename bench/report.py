"""The results: rich tables on the terminal, and one JSON file per run in bench/results/."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from bench.compare import NOISY_SHARE

Results = dict[str, Any]


def write_json(results: Results, directory: Path) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    stamp = str(results["started_at"]).replace(":", "").replace("-", "")[:15]
    path = directory / f"worker-{stamp}-{results['run_id']}.json"
    path.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def _ms(spread: dict[str, float]) -> str:
    return " / ".join(f"{spread[p]:,.0f}" for p in ("p50", "p95", "p99"))


def engine_table(systems: dict[str, Any], comparison: dict[str, Any]) -> Table:
    table = Table(title="Engine comparison: all rounds pooled (same prompts, settings, concurrency; warm engines)")
    for header in (
        "system",
        "jobs",
        "wall s",
        "jobs/s",
        "output tok/s",
        "e2e ms p50/p95/p99",
        "service ms p50/p95/p99",
    ):
        table.add_column(header, justify="left" if header == "system" else "right")
    for name, f in systems.items():
        table.add_row(
            name,
            str(f["jobs"]),
            f"{f['wall_s']:.2f}",
            f"{f['jobs_per_s']:.2f}",
            f"{f['output_tokens_per_s']:,.0f}",
            _ms(f["e2e_ms"]),
            _ms(f["service_ms"]),
        )
    if comparison:
        table.add_section()
        table.add_row(
            "ratio worker / direct",
            "",
            "",
            f"{comparison['jobs_per_s_ratio']:.3f}",
            f"{comparison['output_tokens_per_s_ratio']:.3f}",
            f"p50 {comparison['e2e_p50_ratio']:.3f}",
            f"p50 {comparison['service_p50_ratio']:.3f}",
        )
        by_round = ", ".join(f"{r:.3f}" for r in comparison["jobs_per_s_ratio_by_round"])
        cores = ", ".join(f"{name} {c:.2f}" for name, c in comparison["engine_core_cores"].items())
        table.caption = (
            f"jobs/s ratio by round: {by_round}. Cores the engine core got: {cores}; "
            f"its CPU for the same work, worker / direct: {comparison['engine_core_cpu_ratio']}."
        )
    return table


def cpu_table(systems: dict[str, Any]) -> Table:
    """Where the CPU went during the measured batches: on a CPU-only engine every second
    the queue spends is a second the engine does not get."""
    table = Table(title="CPU seconds during the measured batches")
    table.add_column("system")
    table.add_column("process")
    table.add_column("CPU s", justify="right")
    for name, f in systems.items():
        for i, (role, seconds) in enumerate(f["cpu_s"].items()):
            table.add_row("" if i else name, role, f"{seconds:.2f}")
    return table


def noop_table(f: dict[str, Any]) -> Table:
    table = Table(title="Queue overhead: one worker process draining pre-submitted jobs, no-op engine")
    table.add_column("figure")
    table.add_column("value", justify="right")
    rows = [
        ("jobs drained", f"{f['jobs']:,}"),
        ("drain time (first start -> last finish)", f"{f['drain_s']:.2f} s"),
        ("drain jobs/s per worker process", f"{f['jobs_per_s']:,.0f}"),
        ("per-job wall ms, median of windows", f"{f['ms_per_job_median_window']:.3f}"),
        ("per-job wall ms, whole drain", f"{f['ms_per_job_mean']:.3f}"),
        ("one job's time in the worker (engine_ms) p50/p95/p99", _ms(f["engine_ms_in_worker"])),
        ("worker process CPU ms per job", f"{f['worker_cpu_ms_per_job']:.3f}"),
        ("redis-server CPU ms per job (shared server)", f"{f['redis_cpu_ms_per_job']:.3f}"),
    ]
    for row in rows:
        table.add_row(*row)
    return table


def targets_table(targets: list[dict[str, Any]], title: str = "Targets from the issue") -> Table:
    table = Table(title=title)
    for header in ("target", "measured", "met"):
        table.add_column(header)
    for t in targets:
        met = "[green]yes[/]" if t["met"] else ("[red]no[/]" if t["met"] is False else "not run")
        table.add_row(t["target"], t["measured_text"], met)
    return table


def render(console: Console, results: Results, path: Path) -> None:
    if results["systems"]:
        console.print(engine_table(results["systems"], results["comparison"]))
        console.print(cpu_table(results["systems"]))
    if results["noop_drain"]:
        console.print(noop_table(results["noop_drain"]))
    console.print(targets_table(results["targets"]))
    share = results["comparison"].get("max_others_cpu_share", 0.0)
    if share > NOISY_SHARE:
        console.print(
            f"[yellow]noisy machine: other processes took up to {share:.0%} of the busy CPU in a batch; "
            "the engine comparison is unreliable, rerun when the machine is quiet[/]"
        )
    bad = [name for name, ok in results["checks"].items() if ok is False]
    if bad:
        console.print(f"[red]checks failed: {', '.join(bad)}[/]")
    m, load = results["machine"], results["load"]
    console.print(
        f"{m['cpu_model']}, {m['logical_cores']} cores, {m['ram_gib']} GiB; "
        f"load before {_loads(load['before'])}, after {_loads(load['after'])}"
    )
    console.print(f"results: {path}")


def _loads(sample: dict[str, Any]) -> str:
    return " ".join(f"{x:.2f}" for x in sample["loadavg_1_5_15"])
