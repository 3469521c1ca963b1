"""Every suite's results: one JSON writer, the targets table, and the pairs suite's tables
(the journey's own tables are bench.journey.report).

``write_json`` names the file from the results' head (suite, start, run id: the journey and
worker suites, whose head is bench.harness.machine.run_header); ``write_json_at`` writes to a path
the suite chose (``stamped_path``: ``<suite>-<local time>.json`` in bench/results). Both
rewrite the file as a run goes on, so a run cut short keeps what it measured.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from bench.harness.config import RESULTS_DIR
from bench.harness.stats import shown

Results = dict[str, Any]


def write_json(results: Results, directory: Path) -> Path:
    """``<suite>-<UTC start>-<run id>.json`` in ``directory``; rewritten as a run goes on."""
    directory.mkdir(parents=True, exist_ok=True)
    stamp = str(results["started_at"]).replace(":", "").replace("-", "")[:15]
    return write_json_at(directory / f"{results['suite']}-{stamp}-{results['run_id']}.json", results)


def write_json_at(path: Path, body: Any) -> Path:
    """The one JSON dump of every suite: UTF-8 as is, one space of indent, its folder made."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(body, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def stamped_path(suite: str, directory: Path = RESULTS_DIR) -> Path:
    """``<suite>-<local time>.json`` in ``directory``: a suite's file when it has no run head."""
    return directory / f"{suite}-{time.strftime('%Y%m%d-%H%M%S')}.json"


def targets_table(targets: list[dict[str, Any]], title: str = "Targets from the issue") -> Table:
    table = Table(title=title)
    for header in ("target", "measured", "met"):
        table.add_column(header)
    for t in targets:
        met = "[green]yes[/]" if t["met"] else ("[red]no[/]" if t["met"] is False else "not run")
        table.add_row(t["target"], t["measured_text"], met)
    return table


def machine_line(results: Results) -> str:
    m, v, load = results["machine"], results["versions"], results["load"]
    probes = f"CPU probe {load['before']['cpu_probe_ms']} -> {load.get('after', {}).get('cpu_probe_ms', '-')} ms"
    return (
        f"{m['cpu_model']}, {m['logical_cores']} cores, {m['ram_gib']} GiB; vLLM {v['vllm']}, torch {v['torch']}, "
        f"redis-server {v['redis-server']}; {probes}; {results['duration_s']:.0f} s"
    )


def footer(console: Console, results: Results, paths: list[Path]) -> None:
    for name, error in results["errors"].items():
        console.print(f"[red]{name} failed:[/] {error}")
    bad = [name for name, ok in results["checks"].items() if ok is False]
    if bad:
        console.print(f"[red]checks failed: {', '.join(bad)}[/]")
    console.print(machine_line(results))
    for path in paths:
        console.print(f"wrote {path}")


# -- the pairs suite (python -m bench worker) --------------------------------------------


def case_table(case: dict[str, Any]) -> Table:
    c = case["in_flight"]
    table = Table(title=f"{c} in flight: mean [95% interval] over the pairs")
    for header in ("system", "jobs/s", "output tok/s", "e2e p50 ms", "e2e p95 ms", "short p95 ms", "first wave ms"):
        table.add_column(header, justify="left" if header == "system" else "right")
    for name, f in case["systems"].items():
        table.add_row(
            f"{name} ({f['runs']} runs)",
            shown(f["jobs_per_s"], ".2f"),
            shown(f["output_tokens_per_s"], ",.0f"),
            shown(f["e2e_p50_ms"], ",.0f"),
            shown(f["e2e_p95_ms"], ",.0f"),
            shown(f["short_p95_ms"], ",.0f"),
            shown(f["first_wave_ms"], ",.0f"),
        )
    ratios = case["worker_over_direct"]
    table.add_section()
    table.add_row(
        "worker / direct, by pair",
        shown(ratios["jobs_per_s"]),
        shown(ratios["output_tokens_per_s"]),
        "",
        "",
        shown(ratios["short_p95_ms"]),
        "",
    )
    by_pair = ", ".join(f"{v:.3f}" for v in ratios["jobs_per_s"].get("values", []))
    table.caption = f"jobs/s ratio by pair: {by_pair}"
    return table


def cpu_table(cases: list[dict[str, Any]]) -> Table:
    """Where the CPU went, per job: on a CPU-bound host every millisecond the queue spends
    is one the engine's front end or core does not get."""
    table = Table(title="CPU ms per job, mean [95% interval] (Redis and the machine: all of their work)")
    for header in ("in flight", "system", "process", "CPU ms / job"):
        table.add_column(header, justify="right" if header == "CPU ms / job" else "left")
    for case in cases:
        for name, f in case["systems"].items():
            for role, ci in f["cpu_ms_per_job"].items():
                table.add_row(str(case["in_flight"]), name, role, shown(ci, ",.2f"))
    return table


def noop_table(noop: dict[str, Any]) -> Table:
    table = Table(title="The queue's own cost: no-op worker draining a backlog vs a bare redis-py loop")
    table.add_column("figure")
    table.add_column("mean [95% interval]", justify="right")
    rows = [
        ("no-op drain, jobs/s per worker process", noop["noop_jobs_per_s"], ",.0f"),
        ("bare XREADGROUP/XACK loop, jobs/s", noop["bare_jobs_per_s"], ",.0f"),
        ("no-op / bare, by pair", noop["noop_over_bare"], ".3f"),
        ("no-op worker process CPU ms per job", noop["noop_worker_cpu_ms_per_job"], ".3f"),
        ("bare loop CPU ms per job", noop["bare_cpu_ms_per_job"], ".3f"),
        ("redis-server CPU ms per no-op job", noop["noop_redis_cpu_ms_per_job"], ".3f"),
    ]
    for label, ci, fmt in rows:
        table.add_row(label, shown(ci, fmt))
    return table


def render_pairs(console: Console, results: Results, paths: list[Path]) -> None:
    for case in results["cases"]:
        console.print(case_table(case))
    if results["cases"]:
        console.print(cpu_table(results["cases"]))
    for name, row in results["first_result"].items():
        console.print(
            f"first wave at {row['in_flight']} in flight, {name}: first load after start "
            f"{row['first_load_ms']:,.0f} ms, the same {row['jobs']} jobs warm (pair 1) "
            f"{row['same_jobs_warm_ms']:,.0f} ms (ratio {row['ratio']})"
        )
    if results["noop"]:
        console.print(noop_table(results["noop"]))
    console.print(targets_table(results["targets"]))
    if results["flagged_runs"]:
        console.print(
            f"[yellow]CPU speed moved > 20% during {len(results['flagged_runs'])} runs: "
            f"{', '.join(results['flagged_runs'])}[/]"
        )
    footer(console, results, paths)
