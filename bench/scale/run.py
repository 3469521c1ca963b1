"""``python -m bench scale``: N workers on N GPUs against one worker (issue 32, item 1).

Design (what fits 2 H100s and stays honest). Engines load once and stay up across pairs,
so both systems are up at the same time, each on its own queue:

- **solo**: one worker on GPU 0, queue ``<run>-solo``;
- **fleet**: N workers, worker i on GPU i (``CUDA_VISIBLE_DEVICES=i``), distinct worker ids,
  one consumer group on queue ``<run>-fleet``, the same Redis.

GPU 0 thus holds two engines (0.4 of its memory each, bench/gpu-run.sh), but only one of
them has work at any time: the idle one holds memory, not compute, and its KV cache is the
same size as every other engine's. Each worker's in flight is this run's ``--in-flight``
(max_in_flight, hence the engine's max_num_seqs), so one call measures one in-flight level.
The solo worker and fleet workers 1..N-1 load in parallel (different GPUs), then fleet
worker 0 (a second engine on GPU 0 must not profile memory while another one loads).

Pairs alternate (ABAB / BABA): solo with ``in_flight`` clients, the fleet with
``N x in_flight`` clients and N x the jobs, closed loop; then, with ``--rate`` > 0, open-loop
Poisson arrivals at ``rate`` per worker (the fleet gets N x rate). Per run: jobs/s, short-job
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
    gpu_list,
    kill_group,
    run_load,
    texts,
    wait_ready,
)
from bench.harness.machine import run_header
from bench.harness.progress import NewBar, bar_factory, make_progress
from bench.harness.report import write_json
from bench.harness.stats import interval, ratio_interval, shown
from transq.tally import bucket_of


@dataclass
class ScaleOptions:
    redis_url: str
    workers: int = 2
    engine: EngineChoice = field(default_factory=EngineChoice)
    in_flight: int = 16
    pairs: int = 4
    jobs_per_worker: int = 320  # closed loop, per run and worker
    rate_per_worker: float = 0.0  # open loop: arrivals per s and worker; 0 skips it
    open_jobs_per_worker: int = 320
    kill_one_at_s: float | None = None
    claim_idle_ms: int = 10_000
    settle_s: float = 1.0
    run_id: str = field(default_factory=lambda: uuid.uuid4().hex[:6])


def _ratio(fleet: list[float], solo: list[float], n: int) -> dict[str, Any]:
    return ratio_interval(fleet, [n * s for s in solo])


def summarise(rows: list[dict[str, Any]], n: int) -> dict[str, Any]:
    """Means and intervals of one pattern's pairs."""
    solo = [r["solo"]["jobs_per_s"] for r in rows]
    fleet = [r["fleet"]["jobs_per_s"] for r in rows]
    p95_ratio = [(r["fleet"]["short_p95_ms"] or 0) / r["solo"]["short_p95_ms"] for r in rows
                 if r["solo"]["short_p95_ms"]]  # fmt: skip
    return {
        "solo_jobs_per_s": interval(solo), "fleet_jobs_per_s": interval(fleet),
        "fleet_over_n_solo": _ratio(fleet, solo, n), "short_p95_fleet_over_solo": interval(p95_ratio),
        "solo_short_p95_ms": interval([r["solo"]["short_p95_ms"] or 0 for r in rows]),
        "fleet_short_p95_ms": interval([r["fleet"]["short_p95_ms"] or 0 for r in rows]),
        "fleet_share_max_over_min": interval([_spread(r["fleet"]["share"], n) for r in rows]),
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
            scale = 1 if system == "solo" else n
            if kind == "closed":
                jobs, pattern = options.jobs_per_worker * scale, Pattern("closed", clients=options.in_flight * scale)
            else:
                jobs = options.open_jobs_per_worker * scale
                pattern = Pattern("open", rate_per_s=options.rate_per_worker * scale)
            reqs = texts(jobs, seed=1000 * i + scale, min_words=5, max_words=150, prefix=f"{kind}{i}{system}")
            await asyncio.sleep(options.settle_s)  # let the last run's tail clear the engine
            run = await run_load(solo if system == "solo" else fleet, reqs, pattern,
                                 new_bar(f"pair {i + 1} {kind} {system} x{scale}", jobs))  # fmt: skip
            row[system] = run.figures()
        rows.append(row)
        results["patterns"][kind] = {"pairs": rows, "summary": summarise(rows, n)}
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
        run: Run | None = await run_load(clients, reqs, Pattern("closed", clients=options.in_flight * n),
                                         new_bar(f"kill one of {n} at {options.kill_one_at_s:g} s", jobs))  # fmt: skip
    except (TimeoutError, RuntimeError) as exc:
        run, lost = None, [str(exc)]
    killed_at = await killer
    client = clients.first
    buckets = range(first_bucket, bucket_of(time.time()) + 1)
    finished = sum([int(await client.redis.hget(client.keys.tally(b), "succeeded") or 0) for b in buckets])
    out: dict[str, Any] = {
        "jobs": jobs, "killed_worker": fleet.worker_id(n - 1), "killed_at_s": options.kill_one_at_s,
        "killed_epoch_s": round(killed_at, 3), "lost": len(lost) if run is None else jobs - len(run.results),
        "errors": lost, "succeeded_in_tally": finished, "duplicates": max(0, finished - jobs),
        "dead_letters": int(await client.redis.xlen(client.keys.dead)),
    }  # fmt: skip
    if run is not None:
        out |= {"reexecuted": run.reexecuted(), "share": run.share(), "jobs_per_s": round(run.jobs_per_s, 3)}
    return out


async def run(options: ScaleOptions, console: Console) -> dict[str, Any]:
    n = options.workers
    solo = Fleet(options.redis_url, f"scale-{options.run_id}-solo", ["0"], options.in_flight, options.engine)
    # A dead worker's jobs come back after claim_idle_ms; leases renew (and reclaims run) 4x as often.
    quarter_s = str(options.claim_idle_ms / 4000)
    claim = {"TRANSQ_LOOP__CLAIM_IDLE_MS": str(options.claim_idle_ms), "TRANSQ_LOOP__LEASE_RENEW_S": quarter_s,
             "TRANSQ_LOOP__RECLAIM_INTERVAL_S": quarter_s}  # fmt: skip
    fleet = Fleet(
        options.redis_url, f"scale-{options.run_id}-fleet", gpu_list(n), options.in_flight, options.engine, claim
    )
    head = vars(options).copy() | {"engine": vars(options.engine)}
    results = await run_header("scale", options.run_id, options.redis_url, head)
    results["design"] = "solo: 1 worker on GPU 0; fleet: worker i on GPU i; both up throughout (see bench/scale/run.py)"
    results["patterns"] = {}
    path = write_json(results, RESULTS_DIR)
    solo_client, fleet_client = solo.clients(), fleet.clients()
    try:
        with make_progress(console) as progress:
            t0 = time.monotonic()
            await wait_ready(solo_client.first, solo.start() + fleet.start(range(1, n)))
            await wait_ready(fleet_client.first, fleet.start([0]))
            results["load_s"] = round(time.monotonic() - t0, 1)
            progress.console.log(f"{n + 1} workers ready in {results['load_s']} s")
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
    console.print(table(results, n))
    console.print(f"results: {path}")
    return results


def table(results: dict[str, Any], n: int) -> Table:
    t = Table(title=f"{n} workers on {n} GPUs vs one worker, {results['options']['in_flight']} in flight per worker")
    for header in ("pattern", "solo jobs/s", f"{n} workers jobs/s", f"{n} workers / ({n} x solo)",
                   "short p95 ms solo", f"short p95 ms {n} workers", "work share max/min"):  # fmt: skip
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


def add_parser(suites: Any) -> None:
    from bench.harness.cli_args import add_redis_url, positive_int  # noqa: PLC0415  # keeps this module's head short

    p = suites.add_parser("scale", help="N workers on N GPUs vs one worker, alternated pairs; kill one mid-run")
    p.add_argument("--workers", type=positive_int, default=2, help="N: fleet workers, worker i on GPU i (default 2)")
    p.add_argument("--engine", choices=["vllm", "noop"], default="vllm")
    p.add_argument("--noop-delay-ms", type=float, default=50.0)
    p.add_argument("--in-flight", type=positive_int, default=16, help="per worker (its max_in_flight; default 16)")
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
        in_flight=args.in_flight, pairs=args.pairs, jobs_per_worker=args.jobs_per_worker, rate_per_worker=args.rate,
        open_jobs_per_worker=args.open_jobs_per_worker, kill_one_at_s=args.kill_one_at,
        claim_idle_ms=args.claim_idle_ms, settle_s=args.settle_s,
    )  # fmt: skip
    results = asyncio.run(run(options, console))
    kill = results.get("kill") or {}
    return 1 if kill.get("lost") or kill.get("duplicates") else 0
