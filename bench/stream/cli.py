"""``python -m bench stream``: its options (bench.stream.run runs it)."""

from __future__ import annotations

import argparse
import asyncio
import os
from typing import Any

from rich.console import Console

from bench.harness.cli_args import EXIT_CHECK_FAILED, EXIT_OK
from bench.stream.options import StreamOptions
from bench.stream.run import run


def add_parser(suites: Any) -> None:
    p = suites.add_parser("stream", help="streaming: first delta vs engine TTFT, cost of streaming, deltas == final")
    p.add_argument("--engine", choices=["vllm", "stepped", "noop"], default="vllm",
                   help="stepped: CPU run, batched steps without a model (worker.engines.stepped)")  # fmt: skip
    p.add_argument("--noop-delay-ms", type=float, default=300.0)
    p.add_argument("--stepped-ttft-ms", type=float, default=30.0)
    p.add_argument("--stepped-step-ms", type=float, default=10.0)
    p.add_argument("--delta-interval-ms", type=float, default=None,
                   help="the worker's loop.delta_interval_ms (default: its configured value)")  # fmt: skip
    p.add_argument("--client-pool", type=int, default=None,
                   help="the client's command pool (default: the normal client's)")  # fmt: skip
    p.add_argument("--ttft-in-flight", type=int, default=16)
    p.add_argument("--ttft-jobs", type=int, default=160)
    p.add_argument("--cost-in-flight", type=int, default=64)
    p.add_argument("--cost-jobs", type=int, default=640)
    p.add_argument("--pairs", type=int, default=4)
    p.add_argument("--metrics-port", type=int, default=9471, help="the first engine's /metrics (the others count up)")
    p.add_argument("--engines", type=int, default=1,
                   help="workers (engines) on the GPU, each 1/K of its memory and of the in flight")  # fmt: skip
    p.add_argument("--profile-s", type=float, default=0.0,
                   help="after the pairs: a streaming and a plain run, py-spy on the workers this long")  # fmt: skip
    p.add_argument("--redis-url", default=os.environ.get("TRANSQ_REDIS__URL", "redis://127.0.0.1:6379/0"),
                   help="Redis to use (started locally if none answers there)")  # fmt: skip


def options_from(args: argparse.Namespace, redis_url: str) -> StreamOptions:
    return StreamOptions(
        redis_url=redis_url, engine=args.engine, noop_delay_ms=args.noop_delay_ms,
        stepped_ttft_ms=args.stepped_ttft_ms, stepped_step_ms=args.stepped_step_ms,
        delta_interval_ms=args.delta_interval_ms, client_pool=args.client_pool,
        ttft_in_flight=args.ttft_in_flight, ttft_jobs=args.ttft_jobs, cost_in_flight=args.cost_in_flight,
        cost_jobs=args.cost_jobs, pairs=args.pairs, metrics_port=args.metrics_port, engines=args.engines,
        profile_s=args.profile_s,
    )  # fmt: skip


def failed(results: dict[str, Any]) -> bool:
    """Whether a streamed job's deltas did not add up to its final translation."""
    return bool(results.get("truth", {}).get("incomplete_count"))


def run_cli(args: argparse.Namespace, console: Console, redis_url: str) -> int:
    results = asyncio.run(run(options_from(args, redis_url), console))
    return EXIT_CHECK_FAILED if failed(results) else EXIT_OK
