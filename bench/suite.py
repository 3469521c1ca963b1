"""The "worker" suite: direct engine, then the worker through Redis, then the no-op drain.

Strictly one after the other: each engine is shut down before the next starts, so no
system ever shares the CPU with another system's engine.
"""

from __future__ import annotations

import time
from dataclasses import asdict
from datetime import UTC, datetime
from typing import Any

import redis.asyncio as aioredis
from rich.console import Console
from rich.progress import Progress

from bench import compare, machine
from bench.config import REPO, Options, load_settings, worker_env
from bench.progress import bar, make_progress
from bench.systems.direct import run_direct
from bench.systems.noop_drain import run_noop_drain
from bench.systems.queue_tools import redis_version
from bench.systems.queued import run_queued
from bench.workload import Workload, build_workload, tiny_model_counter

LOG_DIR = REPO / ".data" / "bench"  # worker logs: git-ignored, kept for a look after the run


async def engine_phase(options: Options, measured: Workload, warmup: Workload, progress: Progress) -> dict[str, Any]:
    env = worker_env(options, "engine")
    settings = load_settings(env)
    k = options.max_in_flight
    progress.console.log("direct engine: starting vLLM in this process")
    direct = await run_direct(
        settings.engine,
        k,
        warmup,
        measured,
        (bar(progress, "direct: warm-up", len(warmup.jobs)), bar(progress, "direct: measured", len(measured.jobs))),
    )
    progress.console.log("worker: starting `python -m worker` (vLLM)")
    queued = await run_queued(
        settings,
        env,
        warmup=warmup,
        measured=measured,
        bars=(
            bar(progress, "worker: warm-up", len(warmup.jobs)),
            bar(progress, "worker: measured", len(measured.jobs)),
        ),
        log_path=LOG_DIR / f"{options.run_id}-worker-engine.log",
    )
    ours = settings.engine.model_dump(mode="json")
    return {
        "settings": settings.masked(),
        "systems": {"direct engine": direct.figures(), "worker via Redis": queued.run.figures()},
        "comparison": compare.comparison(direct, queued.run),
        "checks": {
            "engine_settings_identical": queued.logged_settings.get("engine") == ours,
            "same_prompts_and_output_lengths": compare.same_work(direct, queued.run),
            "outputs_match_budget_direct": compare.budget_followed(direct, measured, settings.engine),
            "outputs_match_budget_worker": compare.budget_followed(queued.run, measured, settings.engine),
            "worker_exit_code_0": queued.exit_code == 0,
        },
    }


async def noop_phase(options: Options, workload: Workload, progress: Progress) -> dict[str, Any]:
    env = worker_env(options, "noop", kind="noop")
    settings = load_settings(env)
    progress.console.log(f"no-op drain: submitting {len(workload.jobs):,} jobs, then starting the worker")
    run = await run_noop_drain(
        settings,
        env,
        workload,
        (bar(progress, "no-op: submit", len(workload.jobs)), bar(progress, "no-op: drain", len(workload.jobs))),
        LOG_DIR / f"{options.run_id}-worker-noop.log",
    )
    return {
        "settings": settings.masked(),
        "noop_drain": run.figures(),
        "checks": {
            "noop_worker_exit_code_0": run.exit_code == 0,
            "noop_settings_identical": run.logged_settings.get("engine") == settings.engine.model_dump(mode="json"),
        },
    }


async def _header(options: Options) -> dict[str, Any]:
    client = aioredis.from_url(options.redis_url)
    try:
        server = await redis_version(client)
    finally:
        await client.aclose()
    return {
        "suite": "worker",
        "run_id": options.run_id,
        "started_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": machine.machine_info(),
        "versions": machine.versions() | {"redis-server": server},
        "load": {"before": machine.load()},
        "options": asdict(options) | {"results_dir": str(options.results_dir)},
    }


async def run_worker_suite(options: Options, console: Console, only: str | None) -> dict[str, Any]:
    results = await _header(options)
    t0 = time.monotonic()
    counter = tiny_model_counter()
    s, seed = options.sizes, options.seed
    # Distinct seeds: warm-up prompts never prime the prefix cache for measured ones.
    measured, warmup = build_workload(s.jobs, seed, counter), build_workload(s.warmup_jobs, seed + 1, counter)
    noop = build_workload(s.noop_jobs, seed + 2, counter) if only != "engine" else None
    results["workload"] = {"measured": measured.summary(), "warmup": warmup.summary()}
    engine: dict[str, Any] = {}
    drain: dict[str, Any] = {}
    with make_progress(console) as progress:
        if only != "noop":
            engine = await engine_phase(options, measured, warmup, progress)
        if noop is not None:
            results["workload"]["noop"] = noop.summary()
            drain = await noop_phase(options, noop, progress)
    results["load"]["after"] = machine.load()
    results["duration_s"] = round(time.monotonic() - t0, 1)
    results["settings"] = {"engine_comparison": engine.get("settings"), "noop_drain": drain.get("settings")}
    results["systems"] = engine.get("systems", {})
    results["comparison"] = engine.get("comparison", {})
    results["noop_drain"] = drain.get("noop_drain", {})
    results["checks"] = engine.get("checks", {}) | drain.get("checks", {})
    results["targets"] = compare.targets(results["comparison"], results["noop_drain"])
    return results
