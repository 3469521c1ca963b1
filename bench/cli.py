"""``python -m bench <suite>`` (journey, worker, plot, adaptive, documents, quality, safety,
gateway-longpoll, fair-share, chaos, stream, scale, mixed, vllm-server): see docs/benchmarks.md and docs/chaos.md.

Each suite brings ``add_parser(suites)`` and a runner ``(args, console, redis_url) -> exit
code``, registered in SUITES below; what they share is docs/benchmarks.md's "How the suites
are built" (one load driver, one progress factory, one JSON writer).

Exit codes: 0 the run completed (targets may still be missed: see the tables and JSON),
1 a fairness check failed or a system failed (the comparison is not complete), 2 invalid
arguments, 6 Redis unreachable.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
from collections.abc import Callable
from typing import Any

from rich.console import Console

from bench.adaptive import cli as adaptive_cli
from bench.chaos import cli as chaos_cli
from bench.harness.cli_args import DEFAULT_REDIS, EXIT_UNREACHABLE
from bench.harness.config import VLLM_LOG_ENV
from bench.journey import cli as journey_cli
from bench.mixed import cli as mixed
from bench.pairs import cli as pairs_cli
from bench.quality import run as quality
from bench.safety import run as safety
from bench.scale import cli as scale
from bench.stream import cli as stream_cli
from bench.vllm_server import run as vllm_server
from devtools.redis_server import ensure


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bench", description="Benchmarks of transq.")
    suites = parser.add_subparsers(dest="suite", required=True)
    journey_cli.add_parser(suites)
    chaos_cli.add_parser(suites)
    adaptive_cli.add_parser(suites)
    _add_documents_parser(suites)
    quality.add_quality_parser(suites)
    safety.add_parser(suites)
    _add_gateway_longpoll_parser(suites)
    _add_fair_share_parser(suites)
    journey_cli.add_plot_parser(suites)
    pairs_cli.add_parser(suites)
    stream_cli.add_parser(suites)
    scale.add_parser(suites)
    mixed.add_parser(suites)
    vllm_server.add_parser(suites)
    return parser


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
        from bench.gateway_longpoll import run as gateway_longpoll  # noqa: PLC0415
    except ImportError:
        return
    gateway_longpoll.add_parser(suites)


def _add_fair_share_parser(suites: Any) -> None:
    # Lazily, like gateway-longpoll: the gateway's packages are extras.
    try:
        from bench.fair_share import run as fair_share  # noqa: PLC0415
    except ImportError:
        return
    fair_share.add_parser(suites)


def _run_fair_share(args: argparse.Namespace, console: Console, _url: str) -> int:
    from bench.fair_share import run as fair_share  # noqa: PLC0415  # see _add_fair_share_parser

    return fair_share.run(args, console)


def _run_documents(args: argparse.Namespace, console: Console, _url: str) -> int:
    from bench.documents.cli import run_documents_cli  # noqa: PLC0415  # see _add_documents_parser

    return run_documents_cli(args, console)


def _run_gateway_longpoll(args: argparse.Namespace, console: Console, _url: str) -> int:
    from bench.gateway_longpoll import run as gateway_longpoll  # noqa: PLC0415  # see _add_gateway_longpoll_parser

    return gateway_longpoll.run(args, console)


@dataclasses.dataclass(frozen=True)
class Suite:
    """How main() runs a suite: whether it needs a Redis from here first, and its runner."""

    needs_redis: bool
    run: Callable[[argparse.Namespace, Console, str], int]


def _run_quality(args: argparse.Namespace, console: Console, redis_url: str) -> int:
    if args.refs:  # chrF per prompt variant (bench.quality.chrf); sacrebleu is imported only for it
        from bench.quality import chrf as quality_chrf  # noqa: PLC0415

        return quality_chrf.run_cli(args, console, redis_url)
    return quality.run_quality_cli(args, console, redis_url)


# Every suite. The ones without Redis from here read files (plot) or start their own.
SUITES: dict[str, Suite] = {
    "journey": Suite(True, journey_cli.run_cli),
    "worker": Suite(True, pairs_cli.run_cli),
    "adaptive": Suite(True, adaptive_cli.run_cli),
    "quality": Suite(True, _run_quality),
    # pseudo needs no Redis; --model uses --redis-url (bench.quality.run starts the worker on it)
    "safety": Suite(False, safety.run_cli),
    "plot": Suite(False, lambda args, console, _url: journey_cli.plot_cli(args, console)),
    "documents": Suite(False, _run_documents),
    "gateway-longpoll": Suite(False, _run_gateway_longpoll),
    "fair-share": Suite(False, _run_fair_share),  # its own redis-server, gateway and worker
    "stream": Suite(True, stream_cli.run_cli),
    "scale": Suite(True, scale.run_cli),
    "mixed": Suite(True, mixed.run_cli),
    "vllm-server": Suite(True, vllm_server.run_cli),
    "chaos": Suite(False, lambda args, console, _url: chaos_cli.main(args, console)),  # private servers
}


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    os.environ.update(VLLM_LOG_ENV)  # before anything imports vLLM (see bench.harness.config)
    console = Console()
    suite = SUITES[args.suite]
    url = ""
    if suite.needs_redis:
        try:
            # A Redis named on the command line or in TRANSQ_REDIS__URL is the user's choice.
            named = args.redis_url != DEFAULT_REDIS or bool(os.environ.get("TRANSQ_REDIS__URL"))
            url, started = ensure(args.redis_url, use_existing=named)
        except RuntimeError as exc:
            console.print(f"[red]error:[/] {exc}")
            return EXIT_UNREACHABLE
        if started:
            console.print(f"started a local redis-server at {url}")
    return suite.run(args, console, url)


if __name__ == "__main__":
    sys.exit(main())
