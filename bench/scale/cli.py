"""``python -m bench scale``: its options (bench.scale.run runs it)."""

from __future__ import annotations

import asyncio
from typing import Any

from rich.console import Console

from bench.harness.cli_args import add_redis_url, positive_int
from bench.harness.fleet import EngineChoice
from bench.scale.run import ScaleOptions, run


def add_parser(suites: Any) -> None:
    p = suites.add_parser("scale", help="N workers on N GPUs vs one worker, alternated pairs; kill one mid-run")
    p.add_argument("--workers", type=positive_int, default=2, help="N: the fleet's GPUs (default 2)")
    p.add_argument("--per-gpu", type=positive_int, default=1, help="K: fleet workers (engines) per GPU (default 1)")
    p.add_argument(
        "--fleet-in-flight",
        type=positive_int,
        default=None,
        help="each fleet worker's max_in_flight (default: --in-flight / K, equal totals per GPU)",
    )
    p.add_argument(
        "--solo-tp",
        type=positive_int,
        default=1,
        help="T: the solo worker's tensor_parallel_size over GPUs 0..T-1, at T x --in-flight (default 1)",
    )
    p.add_argument("--memory-share", type=float, default=None,
                   help="each engine's gpu_memory_utilization (default: the environment's)")  # fmt: skip
    p.add_argument("--engine", choices=["vllm", "noop"], default="vllm")
    p.add_argument("--noop-delay-ms", type=float, default=50.0)
    p.add_argument(
        "--in-flight", type=positive_int, default=16, help="per GPU: the solo worker's max_in_flight (default 16)"
    )
    p.add_argument("--pairs", type=positive_int, default=4)
    p.add_argument("--jobs-per-worker", type=positive_int, default=320, help="closed-loop jobs per run and worker")
    p.add_argument("--rate", type=float, default=0.0, help="open loop: arrivals/s per worker (0: closed loop only)")
    p.add_argument("--open-jobs-per-worker", type=positive_int, default=320)
    p.add_argument("--kill-one-at", type=float, default=None, help="seconds into a last fleet run: SIGKILL one worker")
    p.add_argument("--claim-idle-ms", type=positive_int, default=10_000, help="fleet's reclaim delay (default 10000)")
    p.add_argument("--settle-s", type=float, default=1.0)
    add_redis_url(p)


def run_cli(args: Any, console: Console, redis_url: str) -> int:
    options = ScaleOptions(
        redis_url=redis_url, workers=args.workers, engine=EngineChoice(args.engine, args.noop_delay_ms),
        in_flight=args.in_flight, per_gpu=args.per_gpu, fleet_in_flight=args.fleet_in_flight,
        memory_share=args.memory_share, solo_tp=args.solo_tp, pairs=args.pairs, jobs_per_worker=args.jobs_per_worker,
        rate_per_worker=args.rate,
        open_jobs_per_worker=args.open_jobs_per_worker, kill_one_at_s=args.kill_one_at,
        claim_idle_ms=args.claim_idle_ms, settle_s=args.settle_s,
    )  # fmt: skip
    results = asyncio.run(run(options, console))
    kill = results.get("kill") or {}
    return 1 if kill.get("lost") or kill.get("duplicates") else 0
