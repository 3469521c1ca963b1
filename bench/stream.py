"""``python -m bench stream``: what streaming partial translations cost and give (issue 31).

One real worker (``python -m worker``: vLLM as the environment configures it, or
``--engine noop`` for a CPU run) serves closed loops of clients (bench.drive):

1. **First delta** at ``--ttft-in-flight`` (16) clients, every job streaming: time from
   submit to the first delta in the client's hands, against the engine's own time to first
   token (vLLM's ``vllm:time_to_first_token_seconds`` histogram, read from the worker's
   /metrics before and after the phase; p95 by interpolation inside its bucket). Target:
   first delta p95 <= engine TTFT p95 + 20 ms.
2. **Cost** at ``--cost-in-flight`` (64): ``--pairs`` alternated pairs of runs, every job
   streaming (the clients read ``Client.stream`` to the end) vs none (``Client.wait``),
   jobs/s each; the ratio's 95 % interval over the pairs. Target: >= 0.97.
3. **Truth**: every streamed job's concatenated deltas equal its final translation
   (``End.complete``), counted over both phases; one that does not fails the run.

Results: ``bench/results/stream-*.json`` (bench.report.write_json) and a table.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import os
import random
import time
import urllib.request
import uuid
from dataclasses import dataclass, field
from typing import Any

from rich.console import Console
from rich.table import Table

from bench.config import NAMESPACE, REPO, RESULTS_DIR, WORKER_CONFIG
from bench.drive import Pattern, Request, Served, drive
from bench.machine import run_header
from bench.progress import bar_factory, make_progress
from bench.report import write_json
from bench.stats import interval, ratio_interval, shown
from bench.systems.process import WorkerProcess
from producer.client import Client
from producer.settings import ProducerSettings
from producer.streaming import Delta, End
from transq.contract import Status, make_job
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings
from worker.settings import WorkerSettings

LOG_DIR = REPO / ".data" / "bench"
TTFT_METRIC = "vllm:time_to_first_token_seconds_bucket"
WORDS = ("the", "quick", "brown", "fox", "jumps", "over", "a", "lazy", "dog", "while", "seven", "wizards",
         "quietly", "judge", "boxing", "matches")  # fmt: skip


@dataclass
class StreamOptions:
    redis_url: str
    engine: str = "vllm"  # or "noop" (CPU runs, tests)
    noop_delay_ms: float = 300.0
    ttft_in_flight: int = 16
    ttft_jobs: int = 160
    cost_in_flight: int = 64
    cost_jobs: int = 640
    pairs: int = 4
    metrics_port: int = 9471
    run_id: str = field(default_factory=lambda: uuid.uuid4().hex[:6])


@dataclass
class Tally:
    """Streamed jobs whose deltas did / did not add up to the final translation."""

    complete: int = 0
    incomplete: list[str] = field(default_factory=list)


def requests(n: int, seed: int) -> list[Request]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        words = rng.randint(20, 60)
        text = " ".join(rng.choice(WORDS) for _ in range(words)).capitalize() + "."
        out.append(Request(f"s{seed}-{i}-{uuid.uuid4().hex[:6]}", text, "en", "de", words))
    return out


def worker_env(options: StreamOptions, queue: QueueSettings) -> dict[str, str]:
    env = {
        "TRANSQ_CONFIG": str(WORKER_CONFIG),
        "TRANSQ_REDIS__URL": options.redis_url,
        "TRANSQ_QUEUE__NAMESPACE": queue.namespace,
        "TRANSQ_QUEUE__NAME": queue.name,
        "TRANSQ_QUEUE__RESULT_TTL_S": "3600",
        "TRANSQ_LOOP__MAX_IN_FLIGHT": str(max(options.ttft_in_flight, options.cost_in_flight)),
        "TRANSQ_LOOP__WORKER_ID": f"bench-stream-{options.run_id}",
        "TRANSQ_ENGINE__IGNORE_EOS": "true",
        "TRANSQ_MEMORY__TTL_S": "0",  # every job runs in the engine
        "TRANSQ_METRICS__ENABLED": "true",
        "TRANSQ_METRICS__HOST": "127.0.0.1",
        "TRANSQ_METRICS__PORT": str(options.metrics_port),
    }
    if options.engine == "noop":
        env |= {"TRANSQ_ENGINE__KIND": "noop", "TRANSQ_ENGINE__NOOP_DELAY_MS": str(options.noop_delay_ms)}
    return env


def ttft_buckets(port: int) -> dict[float, float]:
    """vLLM's TTFT histogram (cumulative counts by upper bound); {} without vLLM."""
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as reply:  # our own worker
            text = reply.read().decode()
    except OSError:
        return {}
    buckets: dict[float, float] = {}
    for line in text.splitlines():
        if line.startswith(TTFT_METRIC):  # one series per engine label set: summed
            label = line.split('le="', 1)[1].split('"', 1)[0]
            bound = math.inf if label == "+Inf" else float(label)
            buckets[bound] = buckets.get(bound, 0.0) + float(line.rsplit(" ", 1)[1])
    return buckets


def histogram_p95_ms(before: dict[float, float], after: dict[float, float]) -> float | None:
    """p95 of the observations between two reads of a cumulative histogram, in ms."""
    counts = sorted((bound, after[bound] - before.get(bound, 0.0)) for bound in after)
    total = counts[-1][1] if counts else 0.0
    if total <= 0:
        return None
    rank, lower, below = 0.95 * total, 0.0, 0.0
    for bound, cumulative in counts:
        if cumulative >= rank:
            if math.isinf(bound):
                return lower * 1000
            share = (rank - below) / max(cumulative - below, 1e-9)
            return (lower + (bound - lower) * share) * 1000
        lower, below = bound, cumulative
    return None


def p95(values: list[float]) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]


async def _one(client: Client, request: Request, stream: bool, tally: Tally, firsts_ms: list[float]) -> Served:
    submitted = time.perf_counter()
    job = make_job(job_id=request.job_id, text=request.text, source_lang="en", target_lang="de", stream=stream)
    await client.submit(job)
    if stream:
        result = None
        async for event in client.stream(job.job_id):
            if isinstance(event, Delta) and event.offset == 0 and event.attempt <= 1:
                firsts_ms.append((time.perf_counter() - submitted) * 1000)
            if isinstance(event, End):
                result = event.result
                if event.complete:
                    tally.complete += 1
                else:
                    tally.incomplete.append(job.job_id)
        assert result is not None
    else:
        result = await client.wait(job.job_id, timeout_s=300)
    if result.status is not Status.SUCCEEDED:
        raise RuntimeError(f"job {job.job_id} ended {result.status.value}: {result.error}")
    return Served(result.prompt_tokens or 0, result.completion_tokens or 0,
                  float(result.started_ms or 0), float(result.finished_ms or 0))  # fmt: skip


async def _phase(
    client: Client, reqs: list[Request], clients: int, *, stream: bool, tally: Tally, label: str, progress: Any
) -> tuple[float, list[float]]:
    """(jobs/s, first-delta ms of each job) of one closed-loop run."""
    firsts: list[float] = []
    bar = bar_factory(progress)(label, len(reqs))
    run = await drive(lambda r: _one(client, r, stream, tally, firsts), reqs, Pattern("closed", clients=clients),
                      seed=0, on_done=bar.advance)  # fmt: skip
    return len(run.samples) / run.wall_s, firsts


async def run(options: StreamOptions, console: Console) -> dict[str, Any]:
    queue = QueueSettings(namespace=NAMESPACE, name=f"stream-{options.run_id}")
    env = worker_env(options, queue)
    settings = WorkerSettings.model_validate({
        "redis": {"url": options.redis_url}, "queue": queue.model_dump(),
        "loop": {"worker_id": env["TRANSQ_LOOP__WORKER_ID"]},
    })  # fmt: skip
    results = await run_header("stream", options.run_id, options.redis_url, vars(options).copy())
    path = write_json(results, RESULTS_DIR)
    worker = WorkerProcess(settings, env, LOG_DIR / f"stream-{options.run_id}.log").start()
    tally = Tally()
    producer = ProducerSettings(redis=RedisSettings(url=options.redis_url), queue=queue)
    try:
        async with Client.from_settings(producer) as client:
            await worker.wait_ready(client.redis, timeout_s=600)
            with make_progress(console) as progress:
                before = await asyncio.to_thread(ttft_buckets, options.metrics_port)
                _, firsts = await _phase(
                    client, requests(options.ttft_jobs, 1), options.ttft_in_flight, stream=True, tally=tally,
                    label=f"first delta @{options.ttft_in_flight}", progress=progress,
                )  # fmt: skip
                after = await asyncio.to_thread(ttft_buckets, options.metrics_port)
                results["first_delta"] = {
                    "in_flight": options.ttft_in_flight, "jobs": len(firsts),
                    "client_first_delta_p95_ms": p95(firsts),
                    "client_first_delta_p50_ms": sorted(firsts)[len(firsts) // 2] if firsts else None,
                    "engine_ttft_p95_ms": histogram_p95_ms(before, after),
                }  # fmt: skip
                write_json(results, RESULTS_DIR)
                on: list[float] = []
                off: list[float] = []
                for i in range(options.pairs):
                    order = (True, False) if i % 2 == 0 else (False, True)  # alternated: ABBA...
                    for stream in order:
                        reqs = requests(options.cost_jobs, 100 + i)
                        label = f"pair {i + 1} {'stream' if stream else 'plain'} @{options.cost_in_flight}"
                        rate, _ = await _phase(client, reqs, options.cost_in_flight, stream=stream, tally=tally,
                                               label=label, progress=progress)  # fmt: skip
                        (on if stream else off).append(rate)
                    results["cost"] = {"in_flight": options.cost_in_flight, "streaming_jobs_per_s": interval(on),
                                       "plain_jobs_per_s": interval(off), "ratio": ratio_interval(on, off)}  # fmt: skip
                    write_json(results, RESULTS_DIR)
            await client.redis.delete(*client.keys.streams().values())
    finally:
        worker.stop()
    results["truth"] = {"complete": tally.complete, "incomplete": tally.incomplete[:20],
                        "incomplete_count": len(tally.incomplete)}  # fmt: skip
    write_json(results, RESULTS_DIR)
    console.print(_table(results))
    console.print(f"results: {path}")
    return results


def _ms(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.1f} ms"


def _table(results: dict[str, Any]) -> Table:
    table = Table(title="Streaming (issue 31)")
    table.add_column("figure")
    table.add_column("value")
    first = results.get("first_delta", {})
    table.add_row(
        f"first delta at the client, p95 @{first.get('in_flight')}", _ms(first.get("client_first_delta_p95_ms"))
    )
    table.add_row("engine TTFT p95 (vLLM histogram)", _ms(first.get("engine_ttft_p95_ms")))
    cost = results.get("cost", {})
    if cost:
        table.add_row(f"jobs/s streaming @{cost['in_flight']}", shown(cost["streaming_jobs_per_s"], ".2f"))
        table.add_row(f"jobs/s plain @{cost['in_flight']}", shown(cost["plain_jobs_per_s"], ".2f"))
        table.add_row("ratio streaming / plain (target >= 0.97)", shown(cost["ratio"]))
    truth = results.get("truth", {})
    table.add_row("streamed jobs whose deltas == final", f"{truth.get('complete')} of "
                  f"{truth.get('complete', 0) + truth.get('incomplete_count', 0)}")  # fmt: skip
    return table


def add_parser(suites: Any) -> None:
    p = suites.add_parser("stream", help="streaming: first delta vs engine TTFT, cost of streaming, deltas == final")
    p.add_argument("--engine", choices=["vllm", "noop"], default="vllm")
    p.add_argument("--noop-delay-ms", type=float, default=300.0)
    p.add_argument("--ttft-in-flight", type=int, default=16)
    p.add_argument("--ttft-jobs", type=int, default=160)
    p.add_argument("--cost-in-flight", type=int, default=64)
    p.add_argument("--cost-jobs", type=int, default=640)
    p.add_argument("--pairs", type=int, default=4)
    p.add_argument("--metrics-port", type=int, default=9471)
    p.add_argument("--redis-url", default=os.environ.get("TRANSQ_REDIS__URL", "redis://127.0.0.1:6379/0"),
                   help="Redis to use (started locally if none answers there)")  # fmt: skip


def options_from(args: argparse.Namespace, redis_url: str) -> StreamOptions:
    return StreamOptions(
        redis_url=redis_url, engine=args.engine, noop_delay_ms=args.noop_delay_ms,
        ttft_in_flight=args.ttft_in_flight, ttft_jobs=args.ttft_jobs, cost_in_flight=args.cost_in_flight,
        cost_jobs=args.cost_jobs, pairs=args.pairs, metrics_port=args.metrics_port,
    )  # fmt: skip


def failed(results: dict[str, Any]) -> bool:
    """Whether a streamed job's deltas did not add up to its final translation."""
    return bool(results.get("truth", {}).get("incomplete_count"))
