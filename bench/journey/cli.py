"""``python -m bench journey`` and ``python -m bench plot``: their options and runners
(bench.journey.run runs the suite, bench.journey.report prints it, bench.journey.plots draws it)."""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import os
from pathlib import Path
from typing import Any

from rich.console import Console

from bench.harness.cli_args import (
    EXIT_CHECK_FAILED,
    EXIT_INVALID,
    EXIT_OK,
    add_redis_url,
    add_results_dir,
    positive_floats,
    positive_int,
)
from bench.harness.report import write_json
from bench.journey import report as journey_report
from bench.journey import run as journey
from bench.journey.cases import FULL, QUICK, JourneyOptions


def systems(text: str) -> tuple[str, ...]:
    names = tuple(n.strip() for n in text.split(",") if n.strip())
    unknown = [n for n in names if n not in journey.SYSTEMS]
    if unknown or not names:
        raise argparse.ArgumentTypeError(
            f"unknown system {unknown[0] if unknown else text!r}; known: {', '.join(journey.SYSTEMS)}"
        )
    return tuple(n for n in journey.SYSTEMS if n in names)  # the suite's order: direct first


def add_parser(suites: Any) -> None:
    j = suites.add_parser("journey", help="every architecture side by side: baselines, arq, direct engine, worker")
    j.add_argument(
        "--systems",
        type=systems,
        default=journey.SYSTEMS,
        help=f"comma list of {','.join(journey.SYSTEMS)} (default all)",
    )
    j.add_argument(
        "--max-in-flight", type=positive_int, default=16, help="engine concurrency of every system (default 16)"
    )
    j.add_argument("--clients", type=positive_int, default=25, help="closed-loop clients (default 25)")
    j.add_argument(
        "--rates",
        type=positive_floats,
        help="open-loop Poisson rates, jobs/s (default: 0.3, 0.6, 0.9 x the direct engine's throughput)",
    )
    j.add_argument(
        "--jobs",
        type=positive_int,
        help=f"jobs per closed-loop case (default {FULL.closed_jobs}; quick {QUICK.closed_jobs})",
    )
    j.add_argument(
        "--open-jobs",
        type=positive_int,
        help=f"jobs per open-loop rate (default {FULL.open_jobs}; quick {QUICK.open_jobs})",
    )
    j.add_argument(
        "--warmup-jobs",
        type=positive_int,
        help=f"unmeasured jobs first on each system (default {FULL.warmup_jobs})",
    )
    j.add_argument("--texts", type=Path, help="a file of real texts, one per line: adds a closed-loop case")
    j.add_argument("--no-uniform", action="store_true", help="skip the closed-loop uniform-length case")
    j.add_argument("--no-open", action="store_true", help="skip the open-loop cases")
    j.add_argument("--seed", type=int, default=0, help="workload seed (default 0)")
    j.add_argument("--quick", action="store_true", help="small sizes: a smoke run")
    j.add_argument("--no-plots", action="store_true", help="skip the PNG plots")
    add_results_dir(j, "the JSON and plots go")
    add_redis_url(j)


def options_of(args: argparse.Namespace, redis_url: str) -> JourneyOptions:
    base = QUICK if args.quick else FULL
    sizes = dataclasses.replace(
        base,
        closed_jobs=args.jobs or base.closed_jobs,
        open_jobs=args.open_jobs or base.open_jobs,
        warmup_jobs=args.warmup_jobs or base.warmup_jobs,
    )
    return JourneyOptions(
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


def run_cli(args: argparse.Namespace, console: Console, url: str) -> int:
    if args.rates is None and "direct" not in args.systems and not args.no_open:
        console.print("[red]error:[/] without the direct engine, give the open-loop rates: --rates 1,2,4")
        return EXIT_INVALID
    if args.texts is not None and not args.texts.is_file():
        console.print(f"[red]error:[/] --texts: no such file: {args.texts}")
        return EXIT_INVALID
    options = options_of(args, url)
    results = asyncio.run(
        journey.run_journey(options, console, dict(os.environ), lambda r: write_json(r, options.results_dir))
    )
    path = write_json(results, options.results_dir)
    paths = [path] + (draw(results, path, console) if options.plots else [])
    journey_report.render(console, results, paths)
    failed = results["errors"] or not all(results["checks"].values())
    return EXIT_CHECK_FAILED if failed else EXIT_OK


def draw(results: dict[str, Any], path: Path, console: Console) -> list[Path]:
    try:
        from bench.journey import plots  # noqa: PLC0415  # matplotlib is a dev extra; the GPU machine lacks it
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


def add_plot_parser(suites: Any) -> None:
    p = suites.add_parser("plot", help="draw the PNG plots of a journey's JSON file")
    p.add_argument("results", type=Path, help="a journey's JSON (bench/results/journey-*.json) or a tune sweep's")
