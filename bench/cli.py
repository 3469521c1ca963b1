"""``python -m bench journey|worker|plot|adaptive|documents|quality|gateway-longpoll|chaos|stream``:
see docs/benchmarks.md and docs/chaos.md.

Both suites drive their systems through one protocol (bench.systems.base.Service) and write
one JSON file per run through one writer (bench.report.write_json). The chaos suite starts
private Redis servers of its own and writes its own report (bench.chaos).

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
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console

from bench import adaptive_cli, journey, journey_report, pairs, quality, stream
from bench.chaos import cli as chaos_cli
from bench.config import RESULTS_DIR, VLLM_LOG_ENV
from bench.report import render_pairs, write_json
from devtools.redis_server import ensure

EXIT_OK, EXIT_CHECK_FAILED, EXIT_INVALID, EXIT_UNREACHABLE = 0, 1, 2, 6
DEFAULT_REDIS = os.environ.get("TRANSQ_REDIS__URL", "redis://127.0.0.1:6379/0")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bench", description="Benchmarks of transq.")
    suites = parser.add_subparsers(dest="suite", required=True)
    add_journey_parser(suites)
    chaos_cli.add_parser(suites)
    adaptive_cli.add_parser(suites)
    _add_documents_parser(suites)
    quality.add_quality_parser(suites)
    _add_gateway_longpoll_parser(suites)
    stream.add_parser(suites)
    p = suites.add_parser("plot", help="draw the PNG plots of a journey's JSON file")
    p.add_argument("results", type=Path, help="a journey's JSON (bench/results/journey-*.json) or a tune sweep's")
    add_worker_parser(suites)
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
        journey.run_journey(options, console, dict(os.environ), lambda r: write_json(r, options.results_dir))
    )
    path = write_json(results, options.results_dir)
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


def add_worker_parser(suites: Any) -> None:
    w = suites.add_parser(
        "worker", help="the worker vs the direct engine in alternated pairs; the queue's own cost vs a bare loop"
    )
    full, quick = pairs.FULL, pairs.QUICK
    w.add_argument(
        "--in-flight", type=_positive_ints, default=(16, 32, 64), help="closed-loop clients per case (default 16,32,64)"
    )
    w.add_argument(
        "--pairs", type=_positive_int, help=f"measured pairs per case (default {full.pairs}; quick {quick.pairs})"
    )
    w.add_argument("--waves", type=_positive_int, help=f"jobs per run = waves x in flight (default {full.waves})")
    w.add_argument(
        "--warmup-waves", type=_positive_int, help=f"warm-up jobs = this x in flight (default {full.warmup_waves})"
    )
    w.add_argument("--noop-jobs", type=_positive_int, help=f"backlog per no-op/bare run (default {full.noop_jobs:,})")
    w.add_argument(
        "--baseline-jobs",
        type=int,
        help=f"jobs of the one multiprocessing x1 run, 0 to skip (default {full.baseline_jobs}; quick 0)",
    )
    w.add_argument("--settle-s", type=float, default=2.0, help="pause before each measured run (default 2)")
    w.add_argument("--seed", type=int, default=0, help="workload seed (default 0)")
    w.add_argument("--quick", action="store_true", help="small sizes: a smoke run")
    w.add_argument("--only", choices=["engine", "noop"], help="run only the engine pairs or the no-op drain")
    w.add_argument("--results-dir", type=Path, default=RESULTS_DIR, help="where the JSON goes (default bench/results)")
    w.add_argument("--redis-url", default=DEFAULT_REDIS, help="Redis to use (started locally if none answers there)")


def _positive_ints(text: str) -> tuple[int, ...]:
    values = tuple(_positive_int(v.strip()) for v in text.split(","))
    return tuple(sorted(set(values)))


def pairs_options(args: argparse.Namespace, redis_url: str) -> pairs.PairsOptions:
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


def run_pairs_cli(args: argparse.Namespace, console: Console, url: str) -> int:
    options = pairs_options(args, url)
    results = asyncio.run(pairs.run_pairs(options, console, lambda r: write_json(r, options.results_dir)))
    path = write_json(results, options.results_dir)
    render_pairs(console, results, [path])
    failed = results["errors"] or not all(results["checks"].values())
    return EXIT_CHECK_FAILED if failed else EXIT_OK


def _add_documents_parser(suites: Any) -> None:
    # Lazily: its reference parsers are dev dependencies, absent where only the engine
    # benchmarks run (the GPU host).
    try:
        from bench.documents.cli import add_documents_parser  # noqa: PLC0415
    except ImportError:
        return
    add_documents_parser(suites)


def _add_gateway_longpoll_parser(suites: Any) -> None:
    # Lazily, like documents: its clients (httpx, aiohttp) and the gateway's packages are
    # dev and gateway extras, absent where only the engine benchmarks run (the GPU host).
    try:
        from bench import gateway_longpoll  # noqa: PLC0415
    except ImportError:
        return
    gateway_longpoll.add_parser(suites)


def _run_documents(args: argparse.Namespace, console: Console, _url: str) -> int:
    from bench.documents.cli import run_documents_cli  # noqa: PLC0415  # see _add_documents_parser

    return run_documents_cli(args, console)


def _run_gateway_longpoll(args: argparse.Namespace, console: Console, _url: str) -> int:
    from bench import gateway_longpoll  # noqa: PLC0415  # see _add_gateway_longpoll_parser

    return gateway_longpoll.run(args, console)


def _run_stream(args: argparse.Namespace, console: Console, url: str) -> int:
    results = asyncio.run(stream.run(stream.options_from(args, url), console))
    return EXIT_CHECK_FAILED if stream.failed(results) else EXIT_OK


@dataclasses.dataclass(frozen=True)
class Suite:
    """How main() runs a suite: whether it needs a Redis from here first, and its runner."""

    needs_redis: bool
    run: Callable[[argparse.Namespace, Console, str], int]


# Every suite. The ones without Redis from here read files (plot) or start their own.
SUITES: dict[str, Suite] = {
    "journey": Suite(True, run_journey_cli),
    "worker": Suite(True, run_pairs_cli),
    "adaptive": Suite(True, adaptive_cli.run_cli),
    "quality": Suite(True, quality.run_quality_cli),
    "plot": Suite(False, lambda args, console, _url: plot_cli(args, console)),
    "documents": Suite(False, _run_documents),
    "gateway-longpoll": Suite(False, _run_gateway_longpoll),
    "stream": Suite(True, _run_stream),
    "chaos": Suite(False, lambda args, console, _url: chaos_cli.main(args, console)),  # private servers
}


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    os.environ.update(VLLM_LOG_ENV)  # before anything imports vLLM (see bench.config)
    console = Console()
    suite = SUITES[args.suite]
    url = ""
    if suite.needs_redis:
        try:
            url, started = ensure(args.redis_url)
        except RuntimeError as exc:
            console.print(f"[red]error:[/] {exc}")
            return EXIT_UNREACHABLE
        if started:
            console.print(f"started a local redis-server at {url}")
    return suite.run(args, console, url)


if __name__ == "__main__":
    sys.exit(main())
