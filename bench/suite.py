"""The "worker" suite: the direct engine against the worker through Redis, then the no-op drain.

Engine comparison: both systems are started and warmed up, then measured in rounds that
alternate which system goes first (direct, worker | worker, direct | ...), an even number
of rounds by default so neither goes first more often. Only one system runs a batch at any
time; the other sits idle (an idle vLLM engine core measured ~1 % of one core), and each
batch waits SETTLE_S first. Alternating rounds matter on a shared machine: load from other
tenants drifts over minutes, and back-to-back pairs see the same drift.
The no-op drain runs last, after both engines are shut down.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import asdict
from typing import Any

from rich.console import Console
from rich.progress import Progress

from bench import compare, machine
from bench.config import REPO, Options, load_settings, worker_env
from bench.measure import SystemRun, per_job
from bench.progress import NewBar, bar_factory, make_progress
from bench.systems.base import System
from bench.systems.direct import DirectSystem
from bench.systems.noop_drain import run_noop_drain
from bench.systems.queued import QueuedSystem
from bench.workload import TokenCounter, Workload, build_workload, model_counter

LOG_DIR = REPO / ".data" / "bench"  # worker logs: git-ignored, kept for a look after the run
# A vLLM CPU engine core keeps spinning ~1 s after its last request (measured: ~0.8 CPU-s);
# without a pause the next batch, of the other system, would pay for it.
SETTLE_S = 2.0


async def measure_rounds(
    systems: list[System], warmup: Workload, rounds: list[Workload], progress: Progress
) -> dict[str, list[SystemRun]]:
    new_bar: NewBar = bar_factory(progress)
    progress.console.log(f"starting {', '.join(s.name for s in systems)} (engines load side by side)")
    # Start-up is not measured, so the engines may load at the same time: it saves one
    # engine start (~30 s on 2 cores), which keeps --quick under two minutes.
    started = await asyncio.gather(*(system.start() for system in systems), return_exceptions=True)
    failed = [r for r in started if isinstance(r, BaseException)]
    if failed:
        raise failed[0]  # only once every start has ended, so close() finds nothing half-started
    for system in systems:
        await system.batch(warmup, new_bar(f"{system.name}: warm-up", len(warmup.jobs)))
    runs: dict[str, list[SystemRun]] = {s.name: [] for s in systems}
    for r, workload in enumerate(rounds):
        for system in systems if r % 2 == 0 else systems[::-1]:
            await asyncio.sleep(SETTLE_S)
            probe = machine.cpu_probe_ms()
            run = await system.batch(workload, new_bar(f"{system.name}: round {r + 1}", len(workload.jobs)))
            run.cpu_probe_ms = [probe]
            runs[system.name].append(run)
    return runs


async def engine_phase(
    options: Options, warmup: Workload, rounds: list[Workload], progress: Progress
) -> dict[str, Any]:
    env = worker_env(options, "engine")
    settings = load_settings(env)
    direct = DirectSystem(settings.engine, options.max_in_flight)
    queued = QueuedSystem(settings, env, LOG_DIR / f"{options.run_id}-worker-engine.log")
    try:
        runs = await measure_rounds([direct, queued], warmup, rounds, progress)
    finally:
        try:
            await direct.close()
        finally:
            await queued.close()
    d, w = runs[direct.name], runs[queued.name]
    pooled_d, pooled_w = SystemRun.pooled(d), SystemRun.pooled(w)
    ours = settings.engine.model_dump(mode="json")
    return {
        "settings": settings.masked(),
        "systems": {direct.name: pooled_d.figures(), queued.name: pooled_w.figures()},
        "rounds": [
            {direct.name: a.figures() | {"per_job": per_job(a)}, queued.name: b.figures() | {"per_job": per_job(b)}}
            for a, b in zip(d, w, strict=True)
        ],
        "comparison": compare.comparison(pooled_d, pooled_w)
        | {
            "jobs_per_s_ratio_by_round": compare.round_ratios(d, w),
            "max_others_cpu_share": compare.others_share(d + w),
        },
        "checks": compare.fairness(d, w, rounds, settings.engine)
        | {
            "engine_settings_identical": queued.logged_settings.get("engine") == ours,
            "worker_exit_code_0": queued.exit_code == 0,
        },
    }


async def noop_phase(options: Options, workload: Workload, progress: Progress) -> dict[str, Any]:
    env = worker_env(options, "noop", kind="noop")
    settings = load_settings(env)
    progress.console.log(f"no-op drain: submitting {len(workload.jobs):,} jobs, then starting the worker")
    probe = machine.cpu_probe_ms()
    run = await run_noop_drain(
        settings, env, workload, bar_factory(progress), LOG_DIR / f"{options.run_id}-worker-noop.log"
    )
    return {
        "settings": settings.masked(),
        "noop_drain": run.figures() | {"cpu_probe_ms": [probe]},
        "checks": {
            "noop_worker_exit_code_0": run.exit_code == 0,
            "noop_settings_identical": run.logged_settings.get("engine") == settings.engine.model_dump(mode="json"),
        },
    }


def engine_workloads(options: Options, counter: TokenCounter) -> tuple[Workload, list[Workload]]:
    """Warm-up and measured rounds; distinct seeds, so no measured prompt was seen before by
    an engine (its prefix cache) and every round is new work."""
    s, seed = options.sizes, options.seed
    warmup = build_workload(s.warmup_jobs, seed + 1, counter)
    return warmup, [build_workload(s.jobs, seed + 100 + r, counter) for r in range(s.rounds)]


async def run_worker_suite(options: Options, console: Console, only: str | None) -> dict[str, Any]:
    results = await machine.run_header(
        "worker", options.run_id, options.redis_url, asdict(options) | {"results_dir": str(options.results_dir)}
    )
    t0 = time.monotonic()
    counter = model_counter(load_settings(worker_env(options, "engine")).engine.model)
    results["workload"] = {}
    engine: dict[str, Any] = {}
    drain: dict[str, Any] = {}
    with make_progress(console) as progress:
        if only != "noop":
            warmup, rounds = engine_workloads(options, counter)
            results["workload"] |= {"warmup": warmup.summary(), "rounds": [w.summary() for w in rounds]}
            engine = await engine_phase(options, warmup, rounds, progress)
        if only != "engine":
            noop = build_workload(options.sizes.noop_jobs, options.seed + 2, counter)
            results["workload"]["noop"] = noop.summary()
            drain = await noop_phase(options, noop, progress)
    results["load"]["after"] = machine.load()
    results["duration_s"] = round(time.monotonic() - t0, 1)
    results["settings"] = {"engine_comparison": engine.get("settings"), "noop_drain": drain.get("settings")}
    for key in ("systems", "rounds", "comparison"):
        results[key] = engine.get(key, {})
    results["noop_drain"] = drain.get("noop_drain", {})
    results["checks"] = engine.get("checks", {}) | drain.get("checks", {})
    results["targets"] = compare.targets(results["comparison"], results["noop_drain"])
    return results
