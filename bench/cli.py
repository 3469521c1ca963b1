"""``python -m bench worker [--jobs N] [--max-in-flight 16] [--noop-jobs N] [--quick]``.

Exit codes: 0 the run completed (targets may still be missed: see the table and JSON),
1 a fairness check failed (the comparison is not valid), 6 Redis unreachable.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import os
import sys

from rich.console import Console

from bench.config import FULL, QUICK, VLLM_LOG_ENV, Options
from bench.report import render, write_json
from bench.suite import run_worker_suite
from devtools.redis_server import ensure

EXIT_OK, EXIT_CHECK_FAILED, EXIT_UNREACHABLE = 0, 1, 6


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bench", description="Benchmarks of transq.")
    suites = parser.add_subparsers(dest="suite", required=True)
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
        default=os.environ.get("TRANSQ_REDIS__URL", "redis://127.0.0.1:6379/0"),
        help="Redis to use (started locally if none answers there)",
    )
    return parser


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
    try:
        url, started = ensure(args.redis_url)
    except RuntimeError as exc:
        console.print(f"[red]error:[/] {exc}")
        return EXIT_UNREACHABLE
    if started:
        console.print(f"started a local redis-server at {url}")
    options = options_from(args, url)
    results = asyncio.run(run_worker_suite(options, console, args.only))
    path = write_json(results, options.results_dir)
    render(console, results, path)
    return EXIT_CHECK_FAILED if any(ok is False for ok in results["checks"].values()) else EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
