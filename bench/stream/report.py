"""The stream suite's table (bench.stream.run measures)."""

from __future__ import annotations

from typing import Any

from rich.table import Table

from bench.harness.stats import shown


def _ms(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.1f} ms"


def table(results: dict[str, Any]) -> Table:
    table = Table(title="Streaming (issue 31)")
    table.add_column("figure")
    table.add_column("value")
    first = results.get("first_delta", {})
    table.add_row(
        f"first delta at the client, p95 @{first.get('in_flight')}", _ms(first.get("client_first_delta_p95_ms"))
    )
    table.add_row("engine TTFT p95 (vLLM histogram, from the engine's arrival)", _ms(first.get("engine_ttft_p95_ms")))
    table.add_row("first delta from the engine's add, p95 (like with like)",
                  _ms(first.get("first_delta_from_engine_add_p95_ms")))  # fmt: skip
    for name, figure in first.get("stages", {}).items():
        if isinstance(figure, dict):
            table.add_row(f"  stage {name}, p50 / p95", f"{_ms(figure['p50_ms'])} / {_ms(figure['p95_ms'])}")
    cost = results.get("cost", {})
    if cost:
        table.add_row(f"jobs/s streaming @{cost['in_flight']}", shown(cost["streaming_jobs_per_s"], ".2f"))
        table.add_row(f"jobs/s plain @{cost['in_flight']}", shown(cost["plain_jobs_per_s"], ".2f"))
        table.add_row("ratio streaming / plain (target >= 0.97)", shown(cost["ratio"]))
        for key in ("worker_cpu_s", "client_cpu_s"):
            if f"streaming_{key}_per_1000" in cost:
                on, off = cost[f"streaming_{key}_per_1000"], cost[f"plain_{key}_per_1000"]
                table.add_row(f"{key} per 1,000 jobs streaming / plain", f"{shown(on, '.2f')} / {shown(off, '.2f')}")
    truth = results.get("truth", {})
    table.add_row("streamed jobs whose deltas == final", f"{truth.get('complete')} of "
                  f"{truth.get('complete', 0) + truth.get('incomplete_count', 0)}")  # fmt: skip
    return table
