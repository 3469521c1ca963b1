"""The journey's results: one rich table per case, the targets, the JSON file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from bench.harness.report import footer, targets_table

Results = dict[str, Any]
COLUMNS = (
    "system",
    "jobs/s",
    "output tok/s",
    "e2e ms p50 / p95 / p99",
    "short p95 ms",
    "long p95 ms",
    "engine busy",
    "mean in engine",
)


def _ms(value: float | None) -> str:
    return "-" if value is None else f"{value:,.0f}"


def case_table(case: str, workload: dict[str, Any], systems: dict[str, Any]) -> Table:
    lo, mean, hi = workload["source_tokens_min_mean_max"]
    table = Table(title=f"{case}: {workload['jobs']} jobs, source tokens {lo}-{hi} (mean {mean})")
    table.add_column(COLUMNS[0], no_wrap=True)
    for header in COLUMNS[1:]:
        table.add_column(header, justify="right")
    for name, f in systems.items():
        e2e = f["e2e_ms"]
        table.add_row(
            name,
            f"{f['jobs_per_s']:.2f}",
            f"{f['output_tokens_per_s']:,.0f}",
            f"{e2e['p50']:,.0f} / {e2e['p95']:,.0f} / {e2e['p99']:,.0f}",
            _ms(f["short_p95_ms"]),
            _ms(f["long_p95_ms"]),
            f"{f['engine_busy_fraction']:.0%}",
            f"{f['mean_in_engine']:.1f}",
        )
    return table


def render(console: Console, results: Results, paths: list[Path]) -> None:
    for case, systems in results["cases"].items():
        console.print(case_table(case, results["workloads"][case], systems))
    console.print(
        "short = at most 50 source tokens, long = at least 150; engine busy = share of the wall time with "
        "a job inside an engine; mean in engine = jobs inside it on average"
    )
    console.print(targets_table(results["targets"], "Targets from the issue (closed loop, variable lengths)"))
    footer(console, results, paths)
