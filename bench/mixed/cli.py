"""``python -m bench mixed``: its options (bench.mixed.run runs it)."""

from __future__ import annotations

import asyncio
from typing import Any

from rich.console import Console

from bench.harness.cli_args import add_redis_url, positive_int
from bench.harness.fleet import EngineChoice
from bench.mixed.run import MixedOptions, run


def add_parser(suites: Any) -> None:
    p = suites.add_parser("mixed", help="interactive p95 alone vs under a batch flood; batch jobs/s solo vs mixed")
    p.add_argument("--engine", choices=["vllm", "noop", "stepped"], default="vllm")
    p.add_argument("--noop-delay-ms", type=float, default=50.0)
    p.add_argument("--stepped", type=float, nargs=4, default=[30.0, 10.0, 0.5, 1.0],
                   metavar=("TTFT_MS", "STEP_MS", "STEP_PER_SEQ_MS", "CPU_PER_SEQ_MS"),
                   help="--engine stepped: timing, CPU per request and step (worker.engines.stepped)")  # fmt: skip
    p.add_argument("--in-flight", type=positive_int, default=16)
    p.add_argument("--rate", type=float, default=4.0, help="interactive arrivals per s (default 4)")
    p.add_argument("--phase-s", type=float, default=30.0, help="each window's length (default 30)")
    p.add_argument("--flood", type=positive_int, default=5_000, help="batch segments per pair (default 5000)")
    p.add_argument("--pairs", type=positive_int, default=4)
    p.add_argument("--engines", type=positive_int, default=1, help="engines on the GPU, each 1/K of its memory")
    p.add_argument("--interactive-engines", type=int, default=0,
                   help="of --engines, kept for the interactive lane (placement.interactive_engines)")  # fmt: skip
    p.add_argument("--batch-gpu-priority", choices=["normal", "below_normal"], default="below_normal",
                   help="batch engines' MPS priority (placement.batch_gpu_priority)")  # fmt: skip
    p.add_argument("--batch-sm-percent", type=int, choices=range(1, 101), default=100, metavar="1-100",
                   help="batch engines' share of the SMs under MPS (placement.batch_sm_percent)")  # fmt: skip
    p.add_argument("--profile-s", type=float, default=0.0,
                   help="after the pairs, a mixed and an alone window this long under py-spy (0: none)")  # fmt: skip
    p.add_argument("--metrics-port", type=positive_int, default=9481, help="the first worker's /metrics port")
    p.add_argument("--loop-env", action="append", default=[], metavar="KEY=VALUE",
                   help="extra worker setting, e.g. TRANSQ_LOOP__BATCH_MIN_SHARE=0.1 (repeatable)")  # fmt: skip
    add_redis_url(p)


def run_cli(args: Any, console: Console, redis_url: str) -> int:
    extra = dict(item.split("=", 1) for item in args.loop_env)
    options = MixedOptions(
        redis_url=redis_url, engine=EngineChoice(args.engine, args.noop_delay_ms, tuple(args.stepped)),
        in_flight=args.in_flight,
        rate=args.rate, phase_s=args.phase_s, flood=args.flood, pairs=args.pairs, extra_env=extra,
        engines=args.engines, interactive_engines=args.interactive_engines, profile_s=args.profile_s,
        batch_gpu_priority=args.batch_gpu_priority, batch_sm_percent=args.batch_sm_percent,
        metrics_port=args.metrics_port,
    )  # fmt: skip
    results = asyncio.run(run(options, console))
    return 0 if results.get("summary") else 1
