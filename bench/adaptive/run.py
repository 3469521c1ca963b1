"""``python -m bench adaptive``: max_in_flight = "auto" against fixed settings, on one engine.

One engine is loaded once (max_num_seqs = the largest setting) and serves a real worker
(``worker.scheduling.loop.Worker``, in this process, through Redis) per mode, one mode at a time, each
on its own queue, with a closed loop of ``clients`` (more than the largest setting, so the
limit and not demand bounds throughput):

- fixed modes (e.g. 16, 32, 64): the variable workload for ``phase_s``;
- ``auto``: the same workload for ``phase_s``, then texts about 3x longer for ``step_s``
  (the step change), sampling the worker's in-engine limit every 0.25 s.

Per mode: jobs/s and p95 engine time per job over the settled part (after ``settle_s``),
the limit it settled at; for ``auto`` also how long it took to settle before and after the
step. The verdicts of issue 18: auto within one step (of the sweep's grid) of the best fixed
setting that meets the target, its throughput within 5 % of it, its p95 under the target.

On the shared harness: its closed loop is bench.harness.drive.drive_for, its bars bench.harness.progress,
its file bench.harness.report.write_json_at, its figures bench.adaptive.figures. It stands alone in
its systems: one engine, loaded once, serves a fresh in-process Worker per mode, which a
bench.harness.systems.base.Service (one system, started once) does not model.
"""

from __future__ import annotations

import asyncio
import random
import time
import uuid
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import redis.asyncio as aioredis
from rich.console import Console
from rich.progress import Progress

from bench.adaptive.figures import Finished, ModeRun, bucket_interval, figures, settle_time
from bench.harness.drive import Request, Served, drive_for
from bench.harness.progress import Bar, NewBar, bar_factory, make_progress
from bench.harness.report import write_json_at
from bench.harness.systems.queue_tools import job_of, served_of
from producer.client import Client
from producer.settings import ProducerSettings
from transq.contract import Status, make_job
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings
from worker.assemble import build_worker
from worker.engines.protocol import Engine, Translation, TranslationRequest
from worker.scheduling.loop import Worker
from worker.settings import WorkerSettings

# ModeRun is the figures module's; re-exported: a mode's run is this module's result.
__all__ = ["AdaptiveOptions", "LoadedOnce", "ModeRun", "on_one_engine", "run", "run_mode", "verdict", "write"]


@dataclass(frozen=True, slots=True)
class AdaptiveOptions:
    redis_url: str
    target_ms: float
    modes: tuple[str, ...] = ("auto", "16", "32", "64")
    clients: int = 96
    phase_s: float = 60.0
    step_s: float = 45.0
    settle_s: float = 20.0
    seed: int = 0
    pairs: int | None = None  # None: each mode once, in order; N: bench.adaptive.pairs
    step: bool = True  # the step to longer texts (auto only; once, after the pairs)
    # With --pairs: a phase of the fixed setting before the first pair, not measured. The
    # first phase after the engine load ran slower than any later one on the H100 (pair 1
    # of the first paired run: both modes), which a pair's ratio cannot cancel.
    warmup_s: float = 15.0


class LoadedOnce:
    """The shared engine: ``start()`` loads it the first time only, ``close()`` does nothing
    (the benchmark closes it once at the end)."""

    def __init__(self, engine: Engine) -> None:
        self.inner = engine
        self._started = False

    @property
    def model_name(self) -> str:
        return self.inner.model_name

    async def start(self) -> None:
        if not self._started:
            await self.inner.start()
            self._started = True

    async def translate(self, request: TranslationRequest) -> Translation:
        return await self.inner.translate(request)

    def unfinished_requests(self) -> int:
        return self.inner.unfinished_requests()

    async def check_health(self) -> None:
        await self.inner.check_health()

    async def close(self) -> None:
        return None


def texts(seed: int, count: int, words: tuple[int, int]) -> list[str]:
    """Seeded texts of ``words`` words (distinct, so the translation memory never answers)."""
    rng = random.Random(seed)
    vocab = ["the", "a", "report", "shows", "that", "our", "team", "will", "send", "every", "new", "invoice"]
    return [f"{i}. " + " ".join(rng.choice(vocab) for _ in range(rng.randint(*words))) + "." for i in range(count)]


async def closed_loop(
    client: Client, pool: Sequence[str], *, clients: int, duration_s: float, t0: float, bar: Bar
) -> list[Finished]:
    """``clients`` loops of submit -> wait for ``duration_s`` (bench.harness.drive.drive_for), texts
    taken in turn; each succeeded job's finish (seconds since ``t0``) and engine time. A job
    that did not succeed is left out of the figures."""
    engine_ms: dict[str, float] = {}

    def take(n: int) -> Request:
        job = make_job(job_id=f"a-{uuid.uuid4().hex[:12]}", text=pool[n % len(pool)], target_lang="de")
        return Request(job.job_id, job.text, job.source_lang, job.target_lang, 0)

    async def call(request: Request) -> Served:
        await client.submit(job_of(request))
        result = await client.wait(request.job_id, timeout_s=600)
        if result.status is Status.SUCCEEDED and result.engine_ms is not None:
            engine_ms[request.job_id] = float(result.engine_ms)
        return served_of(result)

    offset_s = time.monotonic() - t0  # the drive's clock starts now; the figures' at t0
    run = await drive_for(call, take, clients, duration_s, bar.advance)
    return [
        Finished(offset_s + s.arrival_s + s.e2e_ms / 1000, engine_ms[s.job_id])
        for s in run.samples
        if s.job_id in engine_ms
    ]


async def run_mode(
    options: AdaptiveOptions,
    settings: WorkerSettings,
    engine: Engine,
    mode: str,
    *,
    new_bar: NewBar,
    phase_s: float | None = None,
) -> ModeRun:
    """One mode on a fresh worker and queue: ``phase_s`` (default ``options.phase_s``) of the
    variable workload, then for auto the step to longer texts when ``options.step``; a bar
    per part counts its finished jobs."""
    queue = QueueSettings(namespace="bench", name=f"adaptive-{mode}-{uuid.uuid4().hex[:8]}")
    fixed = {"max_in_flight": int(mode), "adaptive": False} if mode != "auto" else {}
    limit: dict[str, Any] = fixed or {"max_in_flight": "auto"}
    loop = settings.loop.model_dump() | limit | {"latency_target_ms": options.target_ms}
    worker_settings = WorkerSettings.model_validate(
        settings.model_dump() | {"queue": queue.model_dump(), "loop": loop, "metrics": {"enabled": False}}
    )
    redis = aioredis.from_url(options.redis_url)
    worker = build_worker(worker_settings, engine, redis)
    run = ModeRun(mode)
    t0 = time.monotonic()
    serving = asyncio.create_task(worker.run())
    sampler = asyncio.create_task(_sample(worker, run, t0))
    producer = ProducerSettings(redis=RedisSettings(url=options.redis_url), queue=queue)
    try:
        await worker.ready.wait()
        async with Client.from_settings(producer) as client:
            short = texts(options.seed, 2000, (8, 150))
            duration_s = options.phase_s if phase_s is None else phase_s
            bar = new_bar(f"{mode}: {duration_s:.0f} s", None)
            done = await closed_loop(client, short, clients=options.clients, duration_s=duration_s, t0=t0, bar=bar)
            end_s = time.monotonic() - t0
            run.jobs, run.jobs_per_s, run.p95_engine_ms = figures(done, options.settle_s, end_s)
            run.jobs_per_s_ci = bucket_interval(done, options.settle_s, end_s)
            run.settled_limit, run.settle_s = settle_time(run.limits, 0.0, end_s)
            if mode == "auto" and options.step and options.step_s > 0:
                step_bar = new_bar(f"{mode}: step, longer texts", None)
                run.step = await _step(options, client, run, t0=t0, start_s=end_s, bar=step_bar)
    finally:
        worker.stop()
        sampler.cancel()
        await asyncio.gather(serving, sampler, return_exceptions=True)
        await redis.aclose()
    return run


async def _step(
    options: AdaptiveOptions, client: Client, run: ModeRun, *, t0: float, start_s: float, bar: Bar
) -> dict[str, Any]:
    long = texts(options.seed + 1, 2000, (120, 300))  # about 2.7x the variable workload's mean
    done = await closed_loop(client, long, clients=options.clients, duration_s=options.step_s, t0=t0, bar=bar)
    end_s = time.monotonic() - t0
    jobs, jobs_per_s, p95_ms = figures(done, start_s + options.step_s / 2, end_s)
    limit, settle_s = settle_time(run.limits, start_s, end_s)
    return {
        "jobs": jobs, "jobs_per_s": jobs_per_s, "p95_engine_ms": p95_ms, "settled_limit": limit, "settle_s": settle_s,
    }  # fmt: skip


async def _sample(worker: Worker, run: ModeRun, t0: float) -> None:
    while True:
        run.limits.append((round(time.monotonic() - t0, 2), worker.capacity))
        await asyncio.sleep(0.25)  # a sampling period, not a wait for an event


def verdict(runs: list[ModeRun], target_ms: float) -> dict[str, Any]:
    """Issue 18's checks: auto vs the best fixed setting that meets the target."""
    fixed = [r for r in runs if r.mode != "auto"]
    auto = next((r for r in runs if r.mode == "auto"), None)
    meeting = [r for r in fixed if 0 < r.p95_engine_ms <= target_ms]
    if auto is None or not meeting:
        return {"complete": False, "why": "needs auto and at least one fixed setting meeting the target"}
    best = max(meeting, key=lambda r: r.jobs_per_s)
    grid = sorted(int(r.mode) for r in fixed)
    recommended = max(int(r.mode) for r in meeting)  # tune's rule: the largest meeting the target
    i = grid.index(recommended)
    lo, hi = grid[max(0, i - 1)], grid[min(len(grid) - 1, i + 1)]
    return {
        "complete": True,
        "best_fixed": best.mode,
        "tune_recommendation": recommended,
        "auto_limit": auto.settled_limit,
        "within_one_step": lo <= auto.settled_limit <= hi,
        "throughput_ratio": auto.jobs_per_s / best.jobs_per_s if best.jobs_per_s else 0.0,
        "p95_under_target": 0 < auto.p95_engine_ms <= target_ms,
    }


def write(path: Path, options: AdaptiveOptions, runs: list[ModeRun], header: dict[str, Any]) -> None:
    body = {
        "header": header,
        "options": asdict(options),
        "runs": [asdict(r) for r in runs],
        "verdict": verdict(runs, options.target_ms),
    }
    write_json_at(path, body)


async def run(options: AdaptiveOptions, settings: WorkerSettings, results: Path) -> list[ModeRun]:
    """Every mode in turn on one engine; the JSON is rewritten after each mode, so a run cut
    short keeps what it measured."""
    runs: list[ModeRun] = []

    async def modes(engine: Engine, header: dict[str, Any], progress: Progress) -> None:
        for mode in options.modes:
            step = f" + {options.step_s:.0f} s of longer texts" if mode == "auto" and options.step else ""
            progress.console.log(f"mode {mode}: {options.phase_s:.0f} s{step}")
            runs.append(await run_mode(options, settings, engine, mode, new_bar=bar_factory(progress)))
            write(results, options, runs, header)

    await on_one_engine(settings, modes)
    return runs


Body = Callable[[Engine, dict[str, Any], Progress], Awaitable[None]]


async def on_one_engine(settings: WorkerSettings, body: Body) -> None:
    """Loads the engine once, before any phase's clock starts, runs ``body(engine, header,
    progress)`` under the suite's progress bars (on stderr) and closes it."""
    from worker.engines.factory import build_engine  # noqa: PLC0415

    engine = LoadedOnce(build_engine(settings.engine))
    header = {"engine": settings.engine.model_dump(), "started": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    try:
        await engine.start()
        with make_progress(Console(stderr=True)) as progress:
            await body(engine, header, progress)
    finally:
        await engine.inner.close()
