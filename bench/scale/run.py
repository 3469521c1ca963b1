"""``python -m bench scale``: N GPUs of workers against one worker (issues 32 and 36): N workers
on N GPUs, or K engines per GPU (``--per-gpu K``, as ``placement.engines_per_gpu`` runs them).

Design (what fits 2 H100s and stays honest). Engines load once and stay up across pairs,
so both systems are up at the same time, each on its own queue:

- **solo**: one worker on GPU 0, queue ``<run>-solo``;
- **fleet**: K workers on each of N GPUs (``CUDA_VISIBLE_DEVICES``), distinct worker ids,
  one consumer group on queue ``<run>-fleet``, the same Redis.

GPU 0 thus holds 1 + K engines (``--memory-share`` of its memory each, or bench/gpu-run.sh's),
but only the solo or the fleet has work at any time: an idle engine holds memory, not compute.
In flight at equal totals: the solo worker's max_in_flight is ``--in-flight``, each fleet
worker's ``--in-flight / K`` (or ``--fleet-in-flight``), so a GPU holds as many jobs either
way; one call measures one in-flight level. Engines on one GPU load one after another, GPUs
side by side (bench.harness.fleet.load_by_gpu).

Pairs alternate (ABAB / BABA): solo with ``in_flight`` clients, the fleet with as many
clients as its workers' in flight add up to and N x the jobs, closed loop; then, with
``--rate`` > 0, open-loop Poisson arrivals at ``rate`` per GPU (the fleet gets N x rate). Per run: jobs/s, short-job
p95 (<= 30 source tokens), results per worker id; the ratio fleet / (N x solo) by pair with
its 95 % interval. ``--kill-one-at S``: a last closed-loop fleet run in which the last fleet
worker's process group is SIGKILLed S seconds in; reports lost jobs (no result in time),
duplicates (finished counts in the queue's tally beyond the jobs), re-executed (attempts >
1), dead letters. Its pending entries come back after the group's claim_idle_ms
(``--claim-idle-ms``).
"""

from __future__ import annotations

import asyncio
import signal
import time
import uuid
from dataclasses import dataclass, field
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
    kill_group,
    load_by_gpu,
    placed,
    run_load,
    texts,
)
from bench.harness.machine import run_header
from bench.harness.progress import NewBar, bar_factory, make_progress
from bench.harness.report import write_json
from bench.harness.stats import interval, ratio_interval, shown
from transq.tally import bucket_of


@dataclass
class ScaleOptions:
    redis_url: str
    workers: int = 2  # N: GPUs of the fleet
    engine: EngineChoice = field(default_factory=EngineChoice)
    in_flight: int = 16  # the solo worker's, and the fleet's per GPU
    per_gpu: int = 1  # K: fleet workers (engines) per GPU
    fleet_in_flight: int | None = None  # each fleet worker's; None: in_flight / K
    memory_share: float | None = None  # each engine's gpu_memory_utilization; None: the environment's
    # T: the solo worker's tensor_parallel_size (over GPUs 0..T-1, at T x in_flight): tensor
    # against data parallel on the same GPUs, the fleet then worth n / T solos.
    solo_tp: int = 1
    pairs: int = 4
    jobs_per_worker: int = 320  # closed loop, per run and worker
    rate_per_worker: float = 0.0  # open loop: arrivals per s and worker; 0 skips it
    open_jobs_per_worker: int = 320
    kill_one_at_s: float | None = None
    claim_idle_ms: int = 10_000
    settle_s: float = 1.0
    run_id: str = field(default_factory=lambda: uuid.uuid4().hex[:6])

    @property
    def each_in_flight(self) -> int:
        """Each fleet worker's max_in_flight."""
        return self.fleet_in_flight or max(1, -(-self.in_flight // self.per_gpu))

    @property
    def fleet_clients(self) -> int:
        """Closed-loop clients of the fleet: every fleet worker's in flight."""
        return self.each_in_flight * self.workers * self.per_gpu


def _ratio(fleet: list[float], solo: list[float], n: float) -> dict[str, Any]:
    return ratio_interval(fleet, [n * s for s in solo])


def summarise(rows: list[dict[str, Any]], n: float, workers: int) -> dict[str, Any]:
    """Means and intervals of one pattern's pairs (``n``: how many solos the fleet is worth
    in GPUs, ``workers``: fleet workers)."""
    solo = [r["solo"]["jobs_per_s"] for r in rows]
    fleet = [r["fleet"]["jobs_per_s"] for r in rows]
    p95_ratio = [(r["fleet"]["short_p95_ms"] or 0) / r["solo"]["short_p95_ms"] for r in rows
                 if r["solo"]["short_p95_ms"]]  # fmt: skip
    return {
        "solo_jobs_per_s": interval(solo), "fleet_jobs_per_s": interval(fleet),
        "fleet_over_n_solo": _ratio(fleet, solo, n), "short_p95_fleet_over_solo": interval(p95_ratio),
        "solo_short_p95_ms": interval([r["solo"]["short_p95_ms"] or 0 for r in rows]),
        "fleet_short_p95_ms": interval([r["fleet"]["short_p95_ms"] or 0 for r in rows]),
        "fleet_share_max_over_min": interval([_spread(r["fleet"]["share"], workers) for r in rows]),
    }  # fmt: skip


def _spread(share: dict[str, int], n: int) -> float:
    counts = list(share.values()) + [0] * (n - len(share))
    return max(counts) / max(min(counts), 1)


async def _pairs(options: ScaleOptions, solo: Clients, fleet: Clients, kind: str, *, new_bar: NewBar,
                 results: dict[str, Any]) -> None:  # fmt: skip
    n = options.workers
    rows: list[dict[str, Any]] = []
    results["patterns"][kind] = {"pairs": rows}
    for i in range(options.pairs):
        order = ("solo", "fleet") if i % 2 == 0 else ("fleet", "solo")
        row: dict[str, Any] = {}
        for system in order:
            scale = options.solo_tp if system == "solo" else n  # GPUs the system holds
            if kind == "closed":
                clients = options.in_flight * options.solo_tp if system == "solo" else options.fleet_clients
                jobs, pattern = options.jobs_per_worker * scale, Pattern("closed", clients=clients)
            else:
                jobs = options.open_jobs_per_worker * scale
                pattern = Pattern("open", rate_per_s=options.rate_per_worker * scale)
            reqs = texts(jobs, seed=1000 * i + scale, min_words=5, max_words=150, prefix=f"{kind}{i}{system}")
            await asyncio.sleep(options.settle_s)  # let the last run's tail clear the engine
            run = await run_load(solo if system == "solo" else fleet, reqs, pattern,
                                 new_bar(f"pair {i + 1} {kind} {system} x{scale}", jobs))  # fmt: skip
            row[system] = run.figures()
        rows.append(row)
        summary = summarise(rows, n / options.solo_tp, n * options.per_gpu)
        results["patterns"][kind] = {"pairs": rows, "summary": summary}
        write_json(results, RESULTS_DIR)


async def _kill_run(options: ScaleOptions, fleet: Fleet, clients: Clients, new_bar: NewBar) -> dict[str, Any]:
    """A closed-loop fleet run with one worker SIGKILLed ``kill_one_at_s`` into it."""
    # Start on a fresh 10-s tally bucket so the tally's count is this run's alone.
    await asyncio.sleep(10 - time.time() % 10 + 0.05)
    first_bucket = bucket_of(time.time())
    n = options.workers
    jobs = options.jobs_per_worker * n
    reqs = texts(jobs, seed=99, min_words=5, max_words=150, prefix="kill")
    victim = fleet.workers[-1]
    assert options.kill_one_at_s is not None

    async def kill_later() -> float:
        await asyncio.sleep(options.kill_one_at_s or 0)
        kill_group(victim, signal.SIGKILL)
        return time.time()

    killer = asyncio.create_task(kill_later())
    lost: list[str] = []
    try:
        run: Run | None = await run_load(clients, reqs, Pattern("closed", clients=options.fleet_clients),
                                         new_bar(f"kill one of {len(fleet.workers)} at {options.kill_one_at_s:g} s",
                                                 jobs))  # fmt: skip
    except (TimeoutError, RuntimeError) as exc:
        run, lost = None, [str(exc)]
    killed_at = await killer
    client = clients.first
    buckets = range(first_bucket, bucket_of(time.time()) + 1)
    finished = sum([int(await client.redis.hget(client.keys.tally(b), "succeeded") or 0) for b in buckets])
    out: dict[str, Any] = {
        "jobs": jobs, "killed_worker": fleet.worker_id(len(fleet.workers) - 1), "killed_at_s": options.kill_one_at_s,
        "killed_epoch_s": round(killed_at, 3), "lost": len(lost) if run is None else jobs - len(run.results),
        "errors": lost, "succeeded_in_tally": finished, "duplicates": max(0, finished - jobs),
        "dead_letters": int(await client.redis.xlen(client.keys.dead)),
    }  # fmt: skip
    if run is not None:
        out |= {"reexecuted": run.reexecuted(), "share": run.share(), "jobs_per_s": round(run.jobs_per_s, 3)}
    return out


async def run(options: ScaleOptions, console: Console) -> dict[str, Any]:
    n = options.workers
    tp = options.solo_tp
    solo_env = {"TRANSQ_ENGINE__TENSOR_PARALLEL_SIZE": str(tp)} if tp > 1 else {}
    solo = Fleet(options.redis_url, f"scale-{options.run_id}-solo", [",".join(map(str, range(tp)))],
                 options.in_flight * tp, options.engine, solo_env, options.memory_share)  # fmt: skip
    # A dead worker's jobs come back after claim_idle_ms; leases renew (and reclaims run) 4x as often.
    quarter_s = str(options.claim_idle_ms / 4000)
    claim = {"TRANSQ_LOOP__CLAIM_IDLE_MS": str(options.claim_idle_ms), "TRANSQ_LOOP__LEASE_RENEW_S": quarter_s,
             "TRANSQ_LOOP__RECLAIM_INTERVAL_S": quarter_s}  # fmt: skip
    fleet = Fleet(options.redis_url, f"scale-{options.run_id}-fleet", placed(n, options.per_gpu),
                  options.each_in_flight, options.engine, claim, options.memory_share)  # fmt: skip
    head = vars(options).copy() | {"engine": vars(options.engine)}
    results = await run_header("scale", options.run_id, options.redis_url, head)
    results["design"] = (
        f"solo: 1 worker on GPUs {solo.gpus[0]} (tensor parallel {tp}) at {options.in_flight * tp} in flight; "
        f"fleet: {options.per_gpu} worker(s) per GPU on {n} GPUs at {options.each_in_flight} each; both up "
        "throughout (bench/scale/run.py)"
    )
    results["patterns"] = {}
    path = write_json(results, RESULTS_DIR)
    solo_client, fleet_client = solo.clients(), fleet.clients()
    try:
        with make_progress(console) as progress:
            t0 = time.monotonic()
            await load_by_gpu(solo_client.first, solo.members() + fleet.members())
            results["load_s"] = round(time.monotonic() - t0, 1)
            progress.console.log(f"{1 + len(fleet.gpus)} workers ready in {results['load_s']} s")
            new_bar = bar_factory(progress)
            await _pairs(options, solo_client, fleet_client, "closed", new_bar=new_bar, results=results)
            if options.rate_per_worker > 0:
                await _pairs(options, solo_client, fleet_client, "open", new_bar=new_bar, results=results)
            if options.kill_one_at_s is not None:
                results["kill"] = await _kill_run(options, fleet, fleet_client, new_bar)
                write_json(results, RESULTS_DIR)
    finally:
        solo.stop()
        fleet.stop()
        for client in (solo_client, fleet_client):
            await cleanup(client.first)
            await client.aclose()
    console.print(table(results, n, options.per_gpu))
    console.print(f"results: {path}")
    return results


def table(results: dict[str, Any], n: int, per_gpu: int = 1) -> Table:
    fleet = f"{per_gpu}x{n}" if per_gpu > 1 else f"{n}"
    t = Table(title=f"{fleet} workers on {n} GPUs vs one worker, {results['options']['in_flight']} in flight per GPU")
    for header in ("pattern", "solo jobs/s", f"{fleet} workers jobs/s", f"{fleet} workers / ({n} x solo)",
                   "short p95 ms solo", f"short p95 ms {fleet} workers", "work share max/min"):  # fmt: skip
        t.add_column(header)
    for kind, body in results["patterns"].items():
        s = body.get("summary")
        if s:
            t.add_row(kind, shown(s["solo_jobs_per_s"], ".2f"), shown(s["fleet_jobs_per_s"], ".2f"),
                      shown(s["fleet_over_n_solo"]), shown(s["solo_short_p95_ms"], ".0f"),
                      shown(s["fleet_short_p95_ms"], ".0f"), shown(s["fleet_share_max_over_min"], ".2f"))  # fmt: skip
    kill = results.get("kill")
    if kill:
        t.caption = (f"kill one at {kill['killed_at_s']} s: {kill['jobs'] - kill['lost']}/{kill['jobs']} results, lost "
                     f"{kill['lost']}, duplicates {kill['duplicates']}, re-executed {kill.get('reexecuted')}, "
                     f"dead letters {kill['dead_letters']}")  # fmt: skip
    return t
