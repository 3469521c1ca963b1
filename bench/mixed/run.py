"""``python -m bench mixed``: interactive latency under a document flood, one worker, one
GPU (issue 32, item 2).

One worker (``--in-flight`` slots) serves both lanes. Each pair has three windows:

- **I**: interactive alone: short texts (5-20 words) as open-loop Poisson arrivals at
  ``--rate`` for ``--phase-s`` (bench.harness.drive, so a late start is charged to the system);
- **B**: batch alone: a flood of ``--flood`` segments (10-40 words, lane ``batch``) fills the
  batch lane; batch jobs/s = batch results finished inside the window / its length;
- **M**: mixed: the same interactive arrivals while the flood goes on; interactive p95 and
  batch jobs/s as above.

With ``--engines K`` the worker is K engines on the GPU (each 1/K of its memory), loaded one
after another; ``--interactive-engines N`` keeps N of them for the interactive lane, the rest
for batch (the product's placement.interactive_engines, worker.fleet.placement). Every window
also records where interactive jobs' time goes (bench.mixed.observe: stages from the results,
vLLM's histograms and the event-loop lag per worker); ``--profile-s`` adds, after the pairs,
one mixed and one interactive-alone window under py-spy (bench.harness.profile), kept out of
the figures.

One flood per pair covers B and M (order alternated: even pairs I, B, M; odd pairs M, B, I),
so both windows see a full batch lane; what is left of it is cancelled after the windows
(``Client.cancel``: queued jobs end at once) and the queue drains before the next window.
``flood_outlasted`` says whether the lane was still full when the windows ended (else the
batch figures are too low: raise ``--flood``). Figures: interactive p95 mixed / alone and
batch jobs/s mixed / solo, by pair, with 95 % intervals.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from dataclasses import dataclass, field, replace
from typing import Any

from rich.console import Console
from rich.table import Table

from bench.harness.config import RESULTS_DIR
from bench.harness.drive import Pattern
from bench.harness.fleet import (
    Clients,
    EngineChoice,
    Fleet,
    Run,
    cleanup,
    engine_share,
    load_by_gpu,
    run_load,
    texts,
)
from bench.harness.machine import run_header
from bench.harness.profile import Profiles
from bench.harness.progress import NewBar, bar_factory, make_progress
from bench.harness.report import write_json
from bench.harness.stats import interval, ratio_interval, shown
from bench.harness.systems.queue_tools import submit_all, unfinished
from bench.mixed.observe import Window, breakdown, stages
from producer.client import Client
from transq.contract import Lane, Result, Status, make_job
from worker.fleet.placement import plan
from worker.settings import WorkerSettings
from worker.sizing import percentile

# What the harness gives each engine itself (its id, memory share, metrics port, devices; a
# child turns placement off): every other key of the product's placement passes on to the
# engine (its lane, its GPU priority and SM cap under MPS). A list of the keys to pass once
# left the MPS ones out, so a run "with" them ran without; a new placement key now reaches it.
HARNESS_KEYS = frozenset(
    {
        "TRANSQ_LOOP__WORKER_ID",
        "TRANSQ_ENGINE__GPU_MEMORY_UTILIZATION",
        "TRANSQ_METRICS__PORT",
        "CUDA_VISIBLE_DEVICES",
        "TRANSQ_PLACEMENT__ENGINES_PER_GPU",
        "TRANSQ_PLACEMENT__INTERACTIVE_ENGINES",
        "TRANSQ_PLACEMENT__GPUS",
    }
)

CANCEL_CHUNK = 32  # one pooled connection each (bench.harness.fleet.Clients)
DRAIN_POLL_S = 0.2  # the worker's progress lives in Redis: nothing to await but a poll
DRAIN_TIMEOUT_S = 300


@dataclass
class MixedOptions:
    redis_url: str
    engine: EngineChoice = field(default_factory=EngineChoice)
    in_flight: int = 16
    rate: float = 4.0  # interactive arrivals per s
    phase_s: float = 30.0
    flood: int = 5_000
    pairs: int = 4
    extra_env: dict[str, str] = field(default_factory=dict)  # e.g. TRANSQ_LOOP__* to try a knob
    engines: int = 1  # engines on the GPU (worker processes), each 1/K of its memory
    interactive_engines: int = 0  # of those, kept for the interactive lane (placement.interactive_engines)
    batch_gpu_priority: str = "below_normal"  # placement.batch_gpu_priority
    batch_sm_percent: int = 100  # placement.batch_sm_percent
    profile_s: float = 0.0  # py-spy windows after the pairs (0: none)
    metrics_port: int = 9481  # the first worker's /metrics; the others count up
    run_id: str = field(default_factory=lambda: uuid.uuid4().hex[:6])

    @property
    def ports(self) -> list[int]:
        return [self.metrics_port + i for i in range(self.engines)]

    def worker_env(self) -> list[dict[str, str]]:
        """Each engine's own settings: its lane as the product's placement gives it, and its
        metrics port (the windows read vLLM's histograms there)."""
        placement = {
            "engines_per_gpu": self.engines,
            "interactive_engines": self.interactive_engines,
            "batch_gpu_priority": self.batch_gpu_priority,
            "batch_sm_percent": self.batch_sm_percent,
        }
        settings = WorkerSettings.model_validate({"placement": placement})
        lanes = [{k: v for k, v in p.env().items() if k not in HARNESS_KEYS} for p in plan(settings)]
        return [own | {"TRANSQ_METRICS__ENABLED": "true", "TRANSQ_METRICS__PORT": str(port)}
                for own, port in zip(lanes, self.ports, strict=True)]  # fmt: skip

    def memory_share(self) -> float | None:
        if self.engines == 1:
            return None
        return engine_share(self.engines)


async def _interactive(options: MixedOptions, client: Clients, label: str, seed: int, new_bar: NewBar) -> Run:
    n = max(1, round(options.rate * options.phase_s))
    reqs = texts(n, seed=seed, min_words=5, max_words=20, prefix=f"i{seed}")
    return await run_load(client, reqs, Pattern("open", rate_per_s=options.rate), new_bar(label, n))


async def _drain(client: Client) -> None:
    deadline = time.monotonic() + DRAIN_TIMEOUT_S
    while await unfinished(client.redis, client.keys):
        if time.monotonic() > deadline:
            raise TimeoutError(f"the queue did not drain in {DRAIN_TIMEOUT_S} s")
        await asyncio.sleep(DRAIN_POLL_S)


async def _pair(options: MixedOptions, clients: Clients, pids: list[int], i: int, new_bar: NewBar) -> dict[str, Any]:
    client = clients.first
    row: dict[str, Any] = {"stages": {}, "engines": {}}

    async def alone() -> None:
        window = Window(options.ports, pids).open()
        run = await _interactive(options, clients, f"pair {i + 1} interactive alone", 10 * i + 1, new_bar)
        row["alone_p95_ms"] = _p95(run)
        row["stages"]["alone"], row["engines"]["alone"] = stages(run), window.close()

    if i % 2 == 0:
        await alone()
    flood = await _submit_flood(options, client, 10 * i + 2, f"pair {i + 1} flood submit", new_bar)
    windows: dict[str, tuple[float, float]] = {}
    for window in ("batch", "mixed") if i % 2 == 0 else ("mixed", "batch"):
        start_ms = time.time() * 1000
        probe = Window(options.ports, pids).open()
        if window == "batch":
            bar = new_bar(f"pair {i + 1} batch alone {options.phase_s:g} s", None)
            await asyncio.sleep(options.phase_s)  # the window is a span of time: nothing to await
            bar.advance()
        else:
            run = await _interactive(options, clients, f"pair {i + 1} interactive + flood", 10 * i + 3, new_bar)
            row["mixed_p95_ms"] = _p95(run)
            row["stages"]["mixed"] = stages(run)
        row["engines"][window] = probe.close()
        windows[window] = (start_ms, time.time() * 1000)
    results = await _end_flood(client, flood)
    done = [r.finished_ms or 0 for r in results if r.status is Status.SUCCEEDED]
    for window, (lo, hi) in windows.items():
        row[f"{window}_jobs_per_s"] = round(sum(1 for f in done if lo <= f < hi) / ((hi - lo) / 1000), 3)
    row["flood_outlasted"] = any(r.status is Status.CANCELLED for r in results)
    if i % 2 == 1:
        await alone()
    return row


async def _submit_flood(options: MixedOptions, client: Client, seed: int, label: str, new_bar: NewBar) -> list[str]:
    flood = [make_job(job_id=r.job_id, text=r.text, source_lang="en", target_lang="de", priority=Lane.BATCH)
             for r in texts(options.flood, seed=seed, min_words=10, max_words=40, prefix=f"b{seed}")]  # fmt: skip
    await submit_all(client, flood, new_bar(label, len(flood)))
    return [job.job_id for job in flood]


async def _end_flood(client: Client, ids: list[str]) -> list[Result]:
    """Cancel what is left of a flood (queued jobs end at once), wait for the queue to
    drain, and return the flood's results."""
    for start in range(0, len(ids), CANCEL_CHUNK):
        await asyncio.gather(*(client.cancel(job_id) for job_id in ids[start : start + CANCEL_CHUNK]))
    await _drain(client)
    return [r for r in (await client.get_many(ids)).values() if r is not None]


async def _profiled(options: MixedOptions, clients: Clients, pids: list[int], new_bar: NewBar) -> dict[str, Any]:
    """One mixed and one interactive-alone window of ``profile_s`` under py-spy, after the
    pairs: the sampler's own CPU stays out of the figures."""
    out: dict[str, Any] = {}
    short = replace(options, phase_s=options.profile_s)
    ids = await _submit_flood(options, clients.first, 999, "profile: flood submit", new_bar)
    for window in ("mixed", "alone"):
        profiles = Profiles(pids, options.profile_s, RESULTS_DIR / f"mixed-{options.run_id}-stacks", window).start()
        run = await _interactive(short, clients, f"profile: interactive {window}", 997, new_bar)
        out[window] = {"p95_ms": _p95(run), "stages": stages(run), "workers": profiles.finish()}
        if window == "mixed":
            await _end_flood(clients.first, ids)
    return out


def _p95(run: Run) -> float:
    return round(percentile([s.e2e_ms for s in run.drive.samples], 95), 2)


def summarise(rows: list[dict[str, Any]]) -> dict[str, Any]:
    alone, mixed = [r["alone_p95_ms"] for r in rows], [r["mixed_p95_ms"] for r in rows]
    solo, with_i = [r["batch_jobs_per_s"] for r in rows], [r["mixed_jobs_per_s"] for r in rows]
    return {
        "interactive_alone_p95_ms": interval(alone), "interactive_mixed_p95_ms": interval(mixed),
        "interactive_p95_mixed_over_alone": ratio_interval(mixed, alone),
        "batch_solo_jobs_per_s": interval(solo), "batch_mixed_jobs_per_s": interval(with_i),
        "batch_mixed_over_solo": ratio_interval(with_i, solo),
        "flood_outlasted_every_window": all(r["flood_outlasted"] for r in rows),
        "breakdown": breakdown(rows),
    }  # fmt: skip


async def run(options: MixedOptions, console: Console) -> dict[str, Any]:
    fleet = Fleet(options.redis_url, f"mixed-{options.run_id}", ["0"] * options.engines, options.in_flight,
                  options.engine, options.extra_env, memory_share=options.memory_share(),
                  worker_env=options.worker_env())  # fmt: skip
    head = vars(options).copy() | {"engine": vars(options.engine)}
    results = await run_header("mixed", options.run_id, options.redis_url, head)
    results["pairs"] = []
    path = write_json(results, RESULTS_DIR)
    clients = fleet.clients()
    try:
        with make_progress(console) as progress:
            await load_by_gpu(clients.first, fleet.members())  # engines of one GPU load in turn
            pids = [w.pid for w in fleet.workers]
            for i in range(options.pairs):
                results["pairs"].append(await _pair(options, clients, pids, i, bar_factory(progress)))
                results["summary"] = summarise(results["pairs"])
                write_json(results, RESULTS_DIR)
            if options.profile_s > 0:
                results["profile"] = await _profiled(options, clients, pids, bar_factory(progress))
                write_json(results, RESULTS_DIR)
    finally:
        fleet.stop()
        await cleanup(clients.first)
        await clients.aclose()
    if "summary" in results:
        console.print(table(results))
    console.print(f"results: {path}")
    return results


def table(results: dict[str, Any]) -> Table:
    s = results["summary"]
    t = Table(title=f"Mixed traffic, one worker at {results['options']['in_flight']} in flight")
    t.add_column("figure")
    t.add_column("mean [95% interval]")
    t.add_row("interactive p95 ms, alone", shown(s["interactive_alone_p95_ms"], ".0f"))
    t.add_row("interactive p95 ms, with the flood", shown(s["interactive_mixed_p95_ms"], ".0f"))
    t.add_row("interactive p95 mixed / alone (goal <= 1.25)", shown(s["interactive_p95_mixed_over_alone"]))
    per_token = {w: s["breakdown"][w]["stages_p95_ms"].get("worker_per_token") for w in ("alone", "mixed")}
    t.add_row(
        "interactive worker ms per output token, p95 alone / mixed", f"{per_token['alone']} / {per_token['mixed']}"
    )
    t.add_row("batch jobs/s alone", shown(s["batch_solo_jobs_per_s"], ".2f"))
    t.add_row("batch jobs/s mixed", shown(s["batch_mixed_jobs_per_s"], ".2f"))
    t.add_row("batch mixed / alone (goal >= 0.9)", shown(s["batch_mixed_over_solo"]))
    t.caption = f"flood outlasted every window: {s['flood_outlasted_every_window']}"
    return t
