"""``python -m bench chaos``: run the chaos scenarios, print one row each, exit 1 on a miss.

The chaos suite stands alone in how it runs: each scenario starts a private redis-server and
its own worker processes, then kills, stops or overloads them on purpose (bench.chaos.harness),
so no shared system or load pattern (bench.harness.drive) could host it; its figures are counts (lost,
duplicate, dead-lettered), not latencies. It shares the harness's bar (bench.harness.progress) and
JSON writer (bench.harness.report.write_json_at).

Exit codes: 0 every check held, 1 a check failed (the table says which), 2 invalid arguments.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from bench.chaos.harness import NOOP_ENGINE, VLLM_ENGINE, Counts, Lab
from bench.chaos.scenarios import SCENARIOS, Sizes
from bench.harness.progress import make_progress, on_progress
from bench.harness.report import write_json_at

EXIT_OK, EXIT_CHECK_FAILED, EXIT_INVALID = 0, 1, 2


def _scenarios(text: str) -> tuple[str, ...]:
    names = tuple(n.strip() for n in text.split(",") if n.strip())
    unknown = [n for n in names if n not in SCENARIOS]
    if unknown or not names:
        raise argparse.ArgumentTypeError(
            f"unknown scenario {unknown[0] if unknown else text!r}; known: {', '.join(SCENARIOS)}"
        )
    return names


def add_parser(suites: Any) -> None:
    c = suites.add_parser("chaos", help="crash workers, engines and Redis on purpose; count lost and duplicate jobs")
    c.add_argument(
        "--scenarios",
        type=_scenarios,
        default=tuple(SCENARIOS),
        help=f"comma list (default all: {','.join(SCENARIOS)})",
    )
    c.add_argument("--jobs", type=int, default=Sizes.jobs, help="jobs per scenario (default %(default)s)")
    c.add_argument("--kills", type=int, default=Sizes.kills, help="kills in random-kills (default %(default)s)")
    c.add_argument("--max-in-flight", type=int, default=16, help="jobs in each worker's engine (default 16)")
    c.add_argument("--max-deliveries", type=int, default=3, help="the workers' poison limit (default 3)")
    engine_help = (
        "engine inside the crash wrapper: noop (seconds per scenario) or vllm, the tiny local model "
        "(minutes; the engine-core poison kills the real EngineCore process)"
    )
    c.add_argument("--engine", choices=["noop", "vllm"], default="noop", help=engine_help)
    c.add_argument("--timeout-s", type=float, help="per scenario (default 180; 1200 with --engine vllm)")
    c.add_argument("--seed", type=int, default=0, help="seed of the random kills (default 0)")
    c.add_argument("--json", type=Path, help="also write the counts to this file")
    c.add_argument("--keep", action="store_true", help="keep each scenario's Redis data and worker logs")


async def run_all(args: argparse.Namespace, console: Console) -> list[Counts]:
    timeout_s = args.timeout_s or (1200.0 if args.engine == "vllm" else 180.0)  # vLLM loads in minutes on CPU
    sizes = Sizes(jobs=args.jobs, kills=args.kills, seed=args.seed, timeout_s=timeout_s)
    engine_env = VLLM_ENGINE if args.engine == "vllm" else NOOP_ENGINE
    out: list[Counts] = []
    for name in args.scenarios:
        root = Path(tempfile.mkdtemp(prefix=f"chaos-{name}-"))
        lab = Lab(root, engine_env, max_in_flight=args.max_in_flight, max_deliveries=args.max_deliveries)
        started = time.monotonic()
        with make_progress(console) as progress:
            counts = await SCENARIOS[name](lab, sizes, on_progress(progress, f"{name}: jobs ended"))
        counts.seconds = round(time.monotonic() - started, 1)
        console.print(f"{'ok  ' if counts.ok else 'FAIL'} {counts.scenario} ({counts.seconds} s)" + (
            "" if counts.ok or args.keep else f"; logs kept in {root}"))  # fmt: skip
        if counts.ok and not args.keep:
            shutil.rmtree(root, ignore_errors=True)
        out.append(counts)
    return out


def render(console: Console, results: list[Counts]) -> None:
    table = Table(title="chaos: what survived")
    for column in ("scenario", "submitted", "results", "lost", "dup results", "extra runs", "innocent DLQ",
                   "poison DLQ (crashes alone)", "deaths", "refused", "s", "checks"):  # fmt: skip
        table.add_column(column, justify="left" if column in ("scenario", "checks") else "right")
    for c in results:
        failed = [name for name, ok in c.checks.items() if not ok]
        poison = (
            f"{c.poison_dead_lettered} ({','.join(map(str, c.poison_alone_crashes))})"
            if c.poison_alone_crashes
            else "-"
        )
        table.add_row(
            c.scenario, str(c.submitted), str(c.results), str(c.lost), str(c.duplicate_results),
            str(c.extra_executions), str(c.innocent_dead_lettered), poison, str(c.worker_deaths),
            str(c.refused), f"{c.seconds:g}", "[red]" + "; ".join(failed) + "[/]" if failed else "[green]all held[/]",
        )  # fmt: skip
    console.print(table)


def main(args: argparse.Namespace, console: Console) -> int:
    if min(args.jobs, args.max_in_flight, args.max_deliveries) < 1 or args.kills < 0:
        console.print("[red]error:[/] --jobs, --max-in-flight and --max-deliveries must be >= 1, --kills >= 0")
        return EXIT_INVALID
    results = asyncio.run(run_all(args, console))
    render(console, results)
    if args.json:
        write_json_at(args.json, [dataclasses.asdict(c) for c in results])
    return EXIT_OK if all(c.ok for c in results) else EXIT_CHECK_FAILED
