"""``python -m bench worker``: its options and runner (bench.pairs.run runs the suite,
bench.harness.report.render_pairs prints it)."""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from rich.console import Console

from bench.harness.cli_args import (
    EXIT_CHECK_FAILED,
    EXIT_OK,
    add_redis_url,
    add_results_dir,
    positive_int,
    positive_ints,
)
from bench.harness.report import render_pairs, write_json
from bench.pairs import run as pairs


def add_parser(suites: Any) -> None:
    w = suites.add_parser(
        "worker", help="the worker vs the direct engine in alternated pairs; the queue's own cost vs a bare loop"
    )
    full, quick = pairs.FULL, pairs.QUICK
    w.add_argument(
        "--in-flight", type=positive_ints, default=(16, 32, 64), help="closed-loop clients per case (default 16,32,64)"
    )
    w.add_argument(
        "--pairs", type=positive_int, help=f"measured pairs per case (default {full.pairs}; quick {quick.pairs})"
    )
    w.add_argument("--waves", type=positive_int, help=f"jobs per run = waves x in flight (default {full.waves})")
    w.add_argument(
        "--warmup-waves", type=positive_int, help=f"warm-up jobs = this x in flight (default {full.warmup_waves})"
    )
    w.add_argument("--noop-jobs", type=positive_int, help=f"backlog per no-op/bare run (default {full.noop_jobs:,})")
    w.add_argument(
        "--baseline-jobs",
        type=int,
        help=f"jobs of the one multiprocessing x1 run, 0 to skip (default {full.baseline_jobs}; quick 0)",
    )
    w.add_argument("--settle-s", type=float, default=2.0, help="pause before each measured run (default 2)")
    w.add_argument("--seed", type=int, default=0, help="workload seed (default 0)")
    w.add_argument("--quick", action="store_true", help="small sizes: a smoke run")
    w.add_argument("--only", choices=["engine", "noop"], help="run only the engine pairs or the no-op drain")
    add_results_dir(w)
    add_redis_url(w)


def options_of(args: argparse.Namespace, redis_url: str) -> pairs.PairsOptions:
    base = pairs.QUICK if args.quick else pairs.FULL
    sizes = pairs.PairsSizes(
        pairs=args.pairs or base.pairs,
        waves=args.waves or base.waves,
        warmup_waves=args.warmup_waves or base.warmup_waves,
        noop_jobs=args.noop_jobs or base.noop_jobs,
        baseline_jobs=base.baseline_jobs if args.baseline_jobs is None else max(0, args.baseline_jobs),
    )
    return pairs.PairsOptions(
        sizes=sizes,
        in_flight=args.in_flight,
        seed=args.seed,
        redis_url=redis_url,
        quick=args.quick,
        only=args.only,
        settle_s=args.settle_s,
        results_dir=args.results_dir,
    )


def run_cli(args: argparse.Namespace, console: Console, url: str) -> int:
    options = options_of(args, url)
    results = asyncio.run(pairs.run_pairs(options, console, lambda r: write_json(r, options.results_dir)))
    path = write_json(results, options.results_dir)
    render_pairs(console, results, [path])
    failed = results["errors"] or not all(results["checks"].values())
    return EXIT_CHECK_FAILED if failed else EXIT_OK
