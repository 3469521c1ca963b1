"""``python -m bench journey|worker|plot``: see docs/benchmarks.md.

Exit codes: 0 the run completed (targets may still be missed: see the tables and JSON),
1 a fairness check failed or a system failed (the comparison is not complete), 2 invalid
arguments, 6 Redis unreachable.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import os
import sys
from pathlib import Path
from typing import Any

from rich.console import Console

from bench import journey, journey_report
from bench.config import FULL, QUICK, RESULTS_DIR, VLLM_LOG_ENV, Options
from bench.report import render, write_json
from bench.suite import run_worker_suite
from devtools.redis_server import ensure

EXIT_OK, EXIT_CHECK_FAILED, EXIT_INVALID, EXIT_UNREACHABLE = 0, 1, 2, 6
DEFAULT_REDIS = os.environ.get("TRANSQ_REDIS__URL", "redis://127.0.0.1:6379/0")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bench", description="Benchmarks of transq.")
    suites = parser.add_subparsers(dest="suite", required=True)
    add_journey_parser(suites)
    p = suites.add_parser("plot", help="draw the PNG plots of a journey's JSON file")
    p.add_argument("results", type=Path, help="a journey's JSON (bench/results/journey-*.json) or a tune sweep's")
    w = suites.add_parser("worker", help="the worker through Redis vs the engine alone; the queue's own cost")
    w.add_argument(
        "--jobs", type=int, help=f"measured jobs per engine system (default {FULL.jobs}; quick {QUICK.jobs})"
    )
    w.add_argument("--rounds", type=int, help=f"measured rounds, systems alternating (default {FULL.rounds})")
    w.add_argument("--warmup-jobs", type=int, help=f"unmeasured jobs first on each engine (default {FULL.warmup_jobs})")
    w.add_argument("--noop-jobs", type=int, help=f"jobs for the no-op drain (default {FULL.noop_jobs:,})")
    w.add_argument("--max-in-flight", type=int, default=16, help="jobs in flight on both systems (default 16)")
    w.add_argument("--seed", type=int, default=0, help="workload seed (default 0)")
    w.add_argument("--quick", action="store_true", help="small sizes: a smoke run in under two minutes")
    w.add_argument("--only", choices=["engine", "noop"], help="run only the engine comparison or the no-op drain")
    w.add_argument(
        "--redis-url",
        default=DEFAULT_REDIS,
        help="Redis to use (started locally if none answers there)",
    )
    return parser


def _positive_floats(text: str) -> tuple[float, ...]:
    try:
        values = tuple(float(v) for v in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a comma-separated list of numbers: {text!r}") from None
    if not values or any(v <= 0 for v in values):
        raise argparse.ArgumentTypeError(f"rates must be > 0: {text!r}")
    return values


def _systems(text: str) -> tuple[str, ...]:
    names = tuple(n.strip() for n in text.split(",") if n.strip())
    unknown = [n for n in names if n not in journey.SYSTEMS]
    if unknown or not names:
        raise argparse.ArgumentTypeError(
            f"unknown system {unknown[0] if unknown else text!r}; known: {', '.join(journey.SYSTEMS)}"
        )
    return tuple(n for n in journey.SYSTEMS if n in names)  # the suite's order: direct first


def _positive_int(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"not a positive integer: {text!r}")
    return int(text)


def add_journey_parser(suites: Any) -> None:
    j = suites.add_parser("journey", help="every architecture side by side: baselines, arq, direct engine, worker")
    j.add_argument(
        "--systems",
        type=_systems,
        default=journey.SYSTEMS,
        help=f"comma list of {','.join(journey.SYSTEMS)} (default all)",
    )
    j.add_argument(
        "--max-in-flight", type=_positive_int, default=16, help="engine concurrency of every system (default 16)"
    )
    j.add_argument("--clients", type=_positive_int, default=25, help="closed-loop clients (default 25)")
    j.add_argument(
        "--rates",
        type=_positive_floats,
        help="open-loop Poisson rates, jobs/s (default: 0.3, 0.6, 0.9 x the direct engine's throughput)",
    )
    j.add_argument(
        "--jobs",
        type=_positive_int,
        help=f"jobs per closed-loop case (default {journey.FULL.closed_jobs}; quick {journey.QUICK.closed_jobs})",
    )
    j.add_argument(
        "--open-jobs",
        type=_positive_int,
        help=f"jobs per open-loop rate (default {journey.FULL.open_jobs}; quick {journey.QUICK.open_jobs})",
    )
    j.add_argument(
        "--warmup-jobs",
        type=_positive_int,
        help=f"unmeasured jobs first on each system (default {journey.FULL.warmup_jobs})",
    )
    j.add_argument("--texts", type=Path, help="a file of real texts, one per line: adds a closed-loop case")
    j.add_argument("--no-uniform", action="store_true", help="skip the closed-loop uniform-length case")
    j.add_argument("--no-open", action="store_true", help="skip the open-loop cases")
    j.add_argument("--seed", type=int, default=0, help="workload seed (default 0)")
    j.add_argument("--quick", action="store_true", help="small sizes: a smoke run")
    j.add_argument("--no-plots", action="store_true", help="skip the PNG plots")
    j.add_argument(
        "--results-dir", type=Path, default=RESULTS_DIR, help="where the JSON and plots go (default bench/results)"
    )
    j.add_argument("--redis-url", default=DEFAULT_REDIS, help="Redis to use (started locally if none answers there)")


def journey_options(args: argparse.Namespace, redis_url: str) -> journey.JourneyOptions:
    base = journey.QUICK if args.quick else journey.FULL
    sizes = dataclasses.replace(
        base,
        closed_jobs=args.jobs or base.closed_jobs,
        open_jobs=args.open_jobs or base.open_jobs,
        warmup_jobs=args.warmup_jobs or base.warmup_jobs,
    )
    return journey.JourneyOptions(
        sizes=sizes,
        systems=args.systems,
        max_in_flight=args.max_in_flight,
        clients=args.clients,
        rates=args.rates,
        seed=args.seed,
        redis_url=redis_url,
        texts=args.texts,
        quick=args.quick,
        plots=not args.no_plots,
        results_dir=args.results_dir,
        uniform=not args.no_uniform,
        open_loop=not args.no_open,
    )


def run_journey_cli(args: argparse.Namespace, console: Console, url: str) -> int:
    if args.rates is None and "direct" not in args.systems and not args.no_open:
        console.print("[red]error:[/] without the direct engine, give the open-loop rates: --rates 1,2,4")
        return EXIT_INVALID
    if args.texts is not None and not args.texts.is_file():
        console.print(f"[red]error:[/] --texts: no such file: {args.texts}")
        return EXIT_INVALID
    options = journey_options(args, url)
    results = asyncio.run(
        journey.run_journey(
            options, console, dict(os.environ), lambda r: journey_report.write_json(r, options.results_dir)
        )
    )
    path = journey_report.write_json(results, options.results_dir)
    paths = [path] + (draw(results, path, console) if options.plots else [])
    journey_report.render(console, results, paths)
    failed = results["errors"] or not all(results["checks"].values())
    return EXIT_CHECK_FAILED if failed else EXIT_OK


def draw(results: dict[str, Any], path: Path, console: Console) -> list[Path]:
    try:
        from bench import plots  # noqa: PLC0415  # matplotlib is a dev extra; the GPU machine lacks it
    except ImportError:
        console.print("[yellow]matplotlib is not installed: no plots (python -m bench plot FILE draws them later)[/]")
        return []
    return plots.plot_any(results, path)


def plot_cli(args: argparse.Namespace, console: Console) -> int:
    try:
        results = json.loads(args.results.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        console.print(f"[red]error:[/] cannot read {args.results}: {exc}")
        return EXIT_INVALID
    for path in draw(results, args.results, console):
        console.print(f"wrote {path}")
    return EXIT_OK


def options_from(args: argparse.Namespace, redis_url: str) -> Options:
    base = QUICK if args.quick else FULL
    sizes = dataclasses.replace(
        base,
        jobs=args.jobs or base.jobs,
        rounds=args.rounds or base.rounds,
        warmup_jobs=args.warmup_jobs or base.warmup_jobs,
        noop_jobs=args.noop_jobs or base.noop_jobs,
    )
    return Options(sizes=sizes, max_in_flight=args.max_in_flight, seed=args.seed, redis_url=redis_url, quick=args.quick)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    os.environ.update(VLLM_LOG_ENV)  # before anything imports vLLM (see bench.config)
    console = Console()
    if args.suite == "plot":
        return plot_cli(args, console)
    try:
        url, started = ensure(args.redis_url)
    except RuntimeError as exc:
        console.print(f"[red]error:[/] {exc}")
        return EXIT_UNREACHABLE
    if started:
        console.print(f"started a local redis-server at {url}")
    if args.suite == "journey":
        return run_journey_cli(args, console, url)
    options = options_from(args, url)
    results = asyncio.run(run_worker_suite(options, console, args.only))
    path = write_json(results, options.results_dir)
    render(console, results, path)
    return EXIT_CHECK_FAILED if any(ok is False for ok in results["checks"].values()) else EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
