"""``python -m bench mixed``: interactive latency under a document flood, one worker, one
GPU (issue 32, item 2).

One worker (``--in-flight`` slots) serves both lanes. Each pair has three windows:

- **I**: interactive alone: short texts (5-20 words) as open-loop Poisson arrivals at
  ``--rate`` for ``--phase-s`` (bench.harness.drive, so a late start is charged to the system);
- **B**: batch alone: a flood of ``--flood`` segments (10-40 words, lane ``batch``) fills the
  batch lane; batch jobs/s = batch results finished inside the window / its length;
- **M**: mixed: the same interactive arrivals while the flood goes on; interactive p95 and
  batch jobs/s as above.

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
from dataclasses import dataclass, field
from typing import Any

from rich.console import Console
from rich.table import Table

from bench.harness.config import RESULTS_DIR
from bench.harness.drive import Pattern
from bench.harness.fleet import Clients, EngineChoice, Fleet, Run, cleanup, run_load, texts, wait_ready
from bench.harness.machine import run_header
from bench.harness.progress import NewBar, bar_factory, make_progress
from bench.harness.report import write_json
from bench.harness.stats import interval, ratio_interval, shown
from bench.harness.systems.queue_tools import submit_all, unfinished
from producer.client import Client
from transq.contract import Lane, Status, make_job
from worker.sizing import percentile

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
    run_id: str = field(default_factory=lambda: uuid.uuid4().hex[:6])


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


async def _pair(options: MixedOptions, clients: Clients, i: int, new_bar: NewBar) -> dict[str, Any]:
    client = clients.first
    row: dict[str, Any] = {}

    async def alone() -> None:
        run = await _interactive(options, clients, f"pair {i + 1} interactive alone", 10 * i + 1, new_bar)
        row["alone_p95_ms"] = _p95(run)

    if i % 2 == 0:
        await alone()
    flood = [make_job(job_id=r.job_id, text=r.text, source_lang="en", target_lang="de", priority=Lane.BATCH)
             for r in texts(options.flood, seed=10 * i + 2, min_words=10, max_words=40, prefix=f"b{i}")]  # fmt: skip
    await submit_all(client, flood, new_bar(f"pair {i + 1} flood submit", len(flood)))
    windows: dict[str, tuple[float, float]] = {}
    for window in ("batch", "mixed") if i % 2 == 0 else ("mixed", "batch"):
        start_ms = time.time() * 1000
        if window == "batch":
            bar = new_bar(f"pair {i + 1} batch alone {options.phase_s:g} s", None)
            await asyncio.sleep(options.phase_s)  # the window is a span of time: nothing to await
            bar.advance()
        else:
            run = await _interactive(options, clients, f"pair {i + 1} interactive + flood", 10 * i + 3, new_bar)
            row["mixed_p95_ms"] = _p95(run)
        windows[window] = (start_ms, time.time() * 1000)
    ids = [job.job_id for job in flood]
    for start in range(0, len(ids), CANCEL_CHUNK):
        await asyncio.gather(*(client.cancel(job_id) for job_id in ids[start : start + CANCEL_CHUNK]))
    await _drain(client)
    results = [r for r in (await client.get_many(ids)).values() if r is not None]
    done = [r.finished_ms or 0 for r in results if r.status is Status.SUCCEEDED]
    for window, (lo, hi) in windows.items():
        row[f"{window}_jobs_per_s"] = round(sum(1 for f in done if lo <= f < hi) / ((hi - lo) / 1000), 3)
    row["flood_outlasted"] = any(r.status is Status.CANCELLED for r in results)
    if i % 2 == 1:
        await alone()
    return row


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
    }  # fmt: skip


async def run(options: MixedOptions, console: Console) -> dict[str, Any]:
    fleet = Fleet(options.redis_url, f"mixed-{options.run_id}", ["0"], options.in_flight, options.engine,
                  options.extra_env)  # fmt: skip
    head = vars(options).copy() | {"engine": vars(options.engine)}
    results = await run_header("mixed", options.run_id, options.redis_url, head)
    results["pairs"] = []
    path = write_json(results, RESULTS_DIR)
    clients = fleet.clients()
    try:
        with make_progress(console) as progress:
            await wait_ready(clients.first, fleet.start())
            for i in range(options.pairs):
                results["pairs"].append(await _pair(options, clients, i, bar_factory(progress)))
                results["summary"] = summarise(results["pairs"])
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
    t.add_row("batch jobs/s alone", shown(s["batch_solo_jobs_per_s"], ".2f"))
    t.add_row("batch jobs/s mixed", shown(s["batch_mixed_jobs_per_s"], ".2f"))
    t.add_row("batch mixed / alone (goal >= 0.9)", shown(s["batch_mixed_over_solo"]))
    t.caption = f"flood outlasted every window: {s['flood_outlasted_every_window']}"
    return t


def add_parser(suites: Any) -> None:
    from bench.harness.cli_args import add_redis_url, positive_int  # noqa: PLC0415

    p = suites.add_parser("mixed", help="interactive p95 alone vs under a batch flood; batch jobs/s solo vs mixed")
    p.add_argument("--engine", choices=["vllm", "noop"], default="vllm")
    p.add_argument("--noop-delay-ms", type=float, default=50.0)
    p.add_argument("--in-flight", type=positive_int, default=16)
    p.add_argument("--rate", type=float, default=4.0, help="interactive arrivals per s (default 4)")
    p.add_argument("--phase-s", type=float, default=30.0, help="each window's length (default 30)")
    p.add_argument("--flood", type=positive_int, default=5_000, help="batch segments per pair (default 5000)")
    p.add_argument("--pairs", type=positive_int, default=4)
    p.add_argument("--loop-env", action="append", default=[], metavar="KEY=VALUE",
                   help="extra worker setting, e.g. TRANSQ_LOOP__BATCH_MIN_SHARE=0.1 (repeatable)")  # fmt: skip
    add_redis_url(p)


def run_cli(args: Any, console: Console, redis_url: str) -> int:
    extra = dict(item.split("=", 1) for item in args.loop_env)
    options = MixedOptions(
        redis_url=redis_url, engine=EngineChoice(args.engine, args.noop_delay_ms), in_flight=args.in_flight,
        rate=args.rate, phase_s=args.phase_s, flood=args.flood, pairs=args.pairs, extra_env=extra,
    )  # fmt: skip
    results = asyncio.run(run(options, console))
    return 0 if results.get("summary") else 1
