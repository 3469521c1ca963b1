"""``python -m bench stream``: what streaming partial translations cost and give (issue 31).

One real worker (``python -m worker``: vLLM as the environment configures it,
``--engine stepped`` for a CPU run with a fixed time to first token and step time
(worker.engines.stepped), or ``--engine noop`` to check the harness) serves closed loops
of clients (bench.harness.drive). The worker traces each streaming job's stages
(loop.stream_trace), and the benchmark's client is the normal one (its readers share the
client's delta read loops, producer.stream_reads; ``--client-pool`` sizes its command pool):

1. **First delta** at ``--ttft-in-flight`` (16) clients, every job streaming: time from
   submit to the first delta in the client's hands, against the engine's own time to first
   token (vLLM's ``vllm:time_to_first_token_seconds`` histogram, read from the worker's
   /metrics before and after the phase; p95 by interpolation inside its bucket). Target:
   first delta p95 <= engine TTFT p95 + 20 ms. vLLM counts from the request's arrival in
   the engine, the client from its submit: so also the first delta from the engine's add
   (like with like), the queue handoff before it, and each stage (bench.stream.stages).
2. **Cost** at ``--cost-in-flight`` (64): ``--pairs`` alternated pairs of runs, every job
   streaming (the clients read ``Client.stream`` to the end) vs none (``Client.wait``),
   jobs/s each; the ratio's 95 % interval over the pairs. Target: >= 0.97. Each run also
   CPU seconds per 1,000 jobs of the worker (with its children) and of the clients (this
   process).
3. **Truth**: every streamed job's concatenated deltas equal its final translation
   (``End.complete``), counted over both phases; one that does not fails the run.

Results: ``bench/results/stream-*.json`` (bench.harness.report.write_json) and a table.
"""

from __future__ import annotations

import asyncio
import math
import random
import time
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from rich.console import Console

from bench.harness.config import NAMESPACE, REPO, RESULTS_DIR
from bench.harness.drive import Pattern, Request, Served, drive
from bench.harness.engine_metrics import TTFT_METRIC, histogram_p95_ms
from bench.harness.machine import run_header
from bench.harness.profile import Profiles
from bench.harness.progress import bar_factory, make_progress
from bench.harness.report import write_json
from bench.harness.stats import interval, ratio_interval
from bench.stream.options import StreamOptions
from bench.stream.report import table
from bench.stream.stages import CpuClock, breakdown, now_s, per_1000_jobs, stages_ms, trace_of
from bench.stream.workers import engine_workers, histograms, worker_env
from producer.client import Client
from producer.settings import ClientConfig, ProducerSettings
from producer.streaming import Delta, End
from transq.connection import text_of
from transq.contract import Status, make_job
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings
from worker.settings import WorkerSettings

LOG_DIR = REPO / ".data" / "bench"
WORDS = ("the", "quick", "brown", "fox", "jumps", "over", "a", "lazy", "dog", "while", "seven", "wizards",
         "quietly", "judge", "boxing", "matches")  # fmt: skip


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


def client_config(options: StreamOptions) -> ClientConfig:
    """The benchmark's client: the normal one (its readers share the client's delta read
    loops, producer.stream_reads), or a command pool of ``--client-pool``."""
    if options.client_pool is None:
        return ClientConfig()
    return ClientConfig(pool_size=options.client_pool)


def p95(values: list[float]) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]


@dataclass
class Firsts:
    """Each streamed job's first-delta time from submit (ms) and, when the worker traced
    it, its stage times (bench.stream.stages)."""

    ms: list[float] = field(default_factory=list)
    stages: list[dict[str, float]] = field(default_factory=list)
    trace: bool = False  # read each job's stage times after its end (phase 1 only)


async def _one(client: Client, request: Request, stream: bool, tally: Tally, firsts: Firsts) -> Served:
    submitted, submitted_s = time.perf_counter(), now_s()
    job = make_job(job_id=request.job_id, text=request.text, source_lang="en", target_lang="de", stream=stream)
    await client.submit(job)
    if stream:
        result, received_s = None, 0.0
        async for event in client.stream(job.job_id):
            if isinstance(event, Delta) and event.offset == 0 and event.attempt <= 1:
                received_s = now_s()
                firsts.ms.append((time.perf_counter() - submitted) * 1000)
            if isinstance(event, End):
                result = event.result
                if event.complete:
                    tally.complete += 1
                else:
                    tally.incomplete.append(job.job_id)
        assert result is not None
        if firsts.trace and received_s:
            await _read_stages(client, job.job_id, submitted_s, received_s, firsts)
    else:
        result = await client.wait(job.job_id, timeout_s=300)
    if result.status is not Status.SUCCEEDED:
        raise RuntimeError(f"job {job.job_id} ended {result.status.value}: {result.error}")
    return Served(result.prompt_tokens or 0, result.completion_tokens or 0,
                  float(result.started_ms or 0), float(result.finished_ms or 0))  # fmt: skip


async def _read_stages(client: Client, job_id: str, submitted_s: float, received_s: float, firsts: Firsts) -> None:
    """The worker's stage times from the job's end entry (after the job: off its path)."""
    rows: Any = await client.redis.xrevrange(client.keys.deltas(job_id), count=1)
    if rows:
        fields = {text_of(k): text_of(v) for k, v in rows[0][1].items()}
        stages = stages_ms(submitted_s, received_s, trace_of(fields))
        if stages is not None:
            firsts.stages.append(stages)


async def _phase(
    client: Client,
    reqs: list[Request],
    clients: int,
    *,
    stream: bool,
    tally: Tally,
    label: str,
    progress: Any,
    firsts: Firsts | None = None,
) -> float:
    """jobs/s of one closed-loop run."""
    firsts = firsts if firsts is not None else Firsts()
    bar = bar_factory(progress)(label, len(reqs))
    run = await drive(lambda r: _one(client, r, stream, tally, firsts), reqs, Pattern("closed", clients=clients),
                      seed=0, on_done=bar.advance)  # fmt: skip
    return len(run.samples) / run.wall_s


async def run(options: StreamOptions, console: Console) -> dict[str, Any]:
    queue = QueueSettings(namespace=NAMESPACE, name=f"stream-{options.run_id}")
    env = worker_env(options, queue)
    settings = WorkerSettings.model_validate({
        "redis": {"url": options.redis_url}, "queue": queue.model_dump(),
        "loop": {"worker_id": env["TRANSQ_LOOP__WORKER_ID"]},
    })  # fmt: skip
    results = await run_header("stream", options.run_id, options.redis_url, vars(options).copy())
    path = write_json(results, RESULTS_DIR)
    workers = engine_workers(options, settings, env)
    tally = Tally()
    # Readers no longer hold a pool connection each (the first H100 run's 64 readers on a
    # pool of 32 waited for connections, and paid for it as the bench's own client cost):
    # they share the client's delta read loops.
    producer = ProducerSettings(redis=RedisSettings(url=options.redis_url), queue=queue,
                                client=client_config(options))  # fmt: skip
    try:
        async with Client.from_settings(producer) as client:
            for worker in workers:  # engines of one GPU load one after another
                await worker.start().wait_ready(client.redis, timeout_s=600)
            with make_progress(console) as progress:
                results["first_delta"] = await _first_delta(client, options, tally, progress)
                write_json(results, RESULTS_DIR)
                clock = CpuClock([w.pid for w in workers])
                async for cost in _cost(client, options, tally, progress, clock):
                    results["cost"] = cost
                    write_json(results, RESULTS_DIR)
                if options.profile_s > 0:
                    results["profile"] = await _profiled(client, options, tally, progress, [w.pid for w in workers])
                    write_json(results, RESULTS_DIR)
            await client.redis.delete(*client.keys.streams().values())
    finally:
        for worker in workers:
            worker.stop()
    results["truth"] = {"complete": tally.complete, "incomplete": tally.incomplete[:20],
                        "incomplete_count": len(tally.incomplete)}  # fmt: skip
    write_json(results, RESULTS_DIR)
    console.print(table(results))
    console.print(f"results: {path}")
    return results


async def _first_delta(client: Client, options: StreamOptions, tally: Tally, progress: Any) -> dict[str, Any]:
    """Phase 1: first delta from submit, its stages, and vLLM's TTFT over the same jobs."""
    before = await asyncio.to_thread(histograms, options.ports, TTFT_METRIC)
    firsts = Firsts(trace=True)
    await _phase(client, requests(options.ttft_jobs, 1), options.ttft_in_flight, stream=True, tally=tally,
                 label=f"first delta @{options.ttft_in_flight}", progress=progress, firsts=firsts)  # fmt: skip
    after = await asyncio.to_thread(histograms, options.ports, TTFT_METRIC)
    stages = breakdown(firsts.stages)
    return {
        "in_flight": options.ttft_in_flight, "jobs": len(firsts.ms),
        "client_first_delta_p95_ms": p95(firsts.ms),
        "client_first_delta_p50_ms": sorted(firsts.ms)[len(firsts.ms) // 2] if firsts.ms else None,
        "engine_ttft_p95_ms": histogram_p95_ms(before, after),
        # Like with like: vLLM's TTFT counts from the engine's arrival, so the first delta
        # from the same point, and the queue handoff before it apart (bench.stream.stages).
        "first_delta_from_engine_add_p95_ms": stages["from_engine_add"]["p95_ms"],
        "handoff_p95_ms": stages["handoff"]["p95_ms"],
        "stages": stages,
    }  # fmt: skip


async def _cost(
    client: Client, options: StreamOptions, tally: Tally, progress: Any, clock: CpuClock
) -> AsyncIterator[dict[str, Any]]:
    """Phase 2: alternated pairs streaming vs plain; jobs/s and CPU per 1,000 jobs of the
    worker and of the clients, each run; the figures so far after each pair."""
    runs: dict[bool, list[dict[str, float]]] = {True: [], False: []}
    for i in range(options.pairs):
        order = (True, False) if i % 2 == 0 else (False, True)  # alternated: ABBA...
        for stream in order:
            reqs = requests(options.cost_jobs, 100 + i)
            label = f"pair {i + 1} {'stream' if stream else 'plain'} @{options.cost_in_flight}"
            start = clock.read()
            rate = await _phase(client, reqs, options.cost_in_flight, stream=stream, tally=tally, label=label,
                                progress=progress)  # fmt: skip
            runs[stream].append({"jobs_per_s": rate, **per_1000_jobs(start, clock.read(), len(reqs))})
        yield _cost_figures(options.cost_in_flight, runs[True], runs[False])


async def _profiled(
    client: Client, options: StreamOptions, tally: Tally, progress: Any, pids: list[int]
) -> dict[str, Any]:
    """After the pairs: one streaming and one plain run at the cost level, each with py-spy
    over every worker and its engine core for its first ``profile_s`` (bench.harness.profile):
    where streaming's extra CPU goes."""
    out: dict[str, Any] = {}
    for stream in (True, False):
        name = "stream" if stream else "plain"
        profiles = Profiles(pids, options.profile_s, RESULTS_DIR / f"stream-{options.run_id}-stacks", name).start()
        label = f"profile: {name} @{options.cost_in_flight}"
        rate = await _phase(client, requests(options.cost_jobs, 999), options.cost_in_flight, stream=stream,
                            tally=tally, label=label, progress=progress)  # fmt: skip
        out[name] = {"jobs_per_s": rate, "workers": profiles.finish()}
    return out


def _cost_figures(in_flight: int, on: list[dict[str, float]], off: list[dict[str, float]]) -> dict[str, Any]:
    def of(runs: list[dict[str, float]], key: str) -> list[float]:
        return [r[key] for r in runs]

    figures: dict[str, Any] = {"in_flight": in_flight, "streaming_jobs_per_s": interval(of(on, "jobs_per_s")),
                               "plain_jobs_per_s": interval(of(off, "jobs_per_s")),
                               "ratio": ratio_interval(of(on, "jobs_per_s"), of(off, "jobs_per_s"))}  # fmt: skip
    for key in ("worker_cpu_s", "client_cpu_s"):  # CPU seconds per 1,000 jobs
        figures[f"streaming_{key}_per_1000"] = interval(of(on, key))
        figures[f"plain_{key}_per_1000"] = interval(of(off, key))
        figures[f"{key}_ratio"] = ratio_interval(of(on, key), of(off, key))
    return figures
