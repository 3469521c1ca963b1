"""The ``adaptive`` subcommand of ``python -m bench`` (bench.adaptive.run has the method)."""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from rich.console import Console

from bench.adaptive import figures as adaptive_figures
from bench.adaptive import pairs as adaptive_pairs
from bench.adaptive import run as adaptive
from bench.harness.cli_args import add_redis_url
from bench.harness.report import stamped_path
from worker.settings import EngineSettings, WorkerSettings

EXIT_OK, EXIT_MISSED, EXIT_INVALID = 0, 1, 2


def add_parser(suites: Any) -> None:
    p = suites.add_parser("adaptive", help='max_in_flight = "auto" against fixed settings, and a workload step')
    p.add_argument("--target-ms", type=float, default=1500.0, help="p95 engine time per job to meet (default 1500)")
    p.add_argument("--modes", default="auto,16,32,64", help="modes in run order: auto and/or fixed limits")
    p.add_argument("--clients", type=int, default=96, help="closed-loop clients (default 96: more than any limit)")
    p.add_argument("--phase-s", type=float, default=60.0, help="seconds of the variable workload per mode")
    p.add_argument("--step-s", type=float, default=45.0, help="auto: seconds of ~3x longer texts after the phase")
    p.add_argument("--settle-s", type=float, default=20.0, help="seconds left out of each mode's figures")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--pairs", type=int, default=None,
        help="compare auto with one fixed setting (--modes auto,N) in this many alternated pairs; "
        "without it, each mode runs once in order",
    )  # fmt: skip
    p.add_argument(
        "--warmup-s", type=float, default=15.0,
        help="with --pairs: seconds of the fixed setting before the first pair, not measured (default 15; 0: none)",
    )  # fmt: skip
    p.add_argument(
        "--step", action=argparse.BooleanOptionalAction, default=True,
        help="auto: the step to ~3x longer texts (with --pairs: once, after the pairs)",
    )  # fmt: skip
    add_redis_url(p)


def options_of(args: argparse.Namespace, redis_url: str) -> adaptive.AdaptiveOptions:
    modes = tuple(m.strip() for m in args.modes.split(",") if m.strip())
    for mode in modes:
        if mode != "auto" and not (mode.isdigit() and int(mode) > 0):
            raise ValueError(f"--modes: {mode!r} is neither 'auto' nor a positive number")
    if args.pairs is not None:
        if args.pairs < 1:
            raise ValueError("--pairs: at least 1")
        if modes.count("auto") != 1 or len(set(modes)) != len(modes) or len(modes) != 2:
            raise ValueError("--pairs compares auto with one fixed setting: --modes auto,N")
    return adaptive.AdaptiveOptions(
        redis_url=redis_url, target_ms=args.target_ms, modes=modes, clients=args.clients,
        phase_s=args.phase_s, step_s=args.step_s, settle_s=args.settle_s, seed=args.seed,
        pairs=args.pairs, step=args.step, warmup_s=args.warmup_s,
    )  # fmt: skip


def build_settings(options: adaptive.AdaptiveOptions, engine: EngineSettings | None = None) -> WorkerSettings:
    """The worker's settings (its config sources), with one engine for every mode: room for
    the largest fixed setting, or auto's own bound."""
    fixed = [int(m) for m in options.modes if m != "auto"]
    loop: dict[str, Any] = {"max_in_flight": max(fixed) if fixed and "auto" not in options.modes else "auto"}
    if engine is None:
        return WorkerSettings(loop=loop)
    return WorkerSettings(loop=loop, engine=engine)


def run_cli(args: argparse.Namespace, console: Console, redis_url: str) -> int:
    try:
        options = options_of(args, redis_url)
    except ValueError as exc:
        console.print(f"[red]error:[/] {exc}")
        return EXIT_INVALID
    settings = build_settings(options)
    fixed = [int(m) for m in options.modes if m != "auto"]
    if fixed and settings.engine.max_num_seqs is not None and max(fixed) > settings.engine.max_num_seqs:
        console.print(f"[red]error:[/] --modes {max(fixed)} exceeds engine.max_num_seqs {settings.engine.max_num_seqs}")
        return EXIT_INVALID
    path = stamped_path("adaptive")
    if options.pairs is not None:
        result = asyncio.run(adaptive_pairs.run(options, settings, path))
        console.print(adaptive_pairs.render(result, options.target_ms))
        pairs_verdict = adaptive_pairs.verdict(result, options.target_ms)
        console.print(f"verdict: {pairs_verdict}\nwrote {path}")
        return EXIT_OK if pairs_verdict.get("complete") else EXIT_MISSED
    runs = asyncio.run(adaptive.run(options, settings, path))
    console.print(adaptive_figures.render(runs, options.target_ms))
    verdict = adaptive.verdict(runs, options.target_ms)
    console.print(f"verdict: {verdict}\nwrote {path}")
    return EXIT_OK if verdict.get("complete") else EXIT_MISSED
