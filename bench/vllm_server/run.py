"""``python -m bench vllm-server``: the worker against vLLM's own OpenAI-compatible server
(issue 32, item 3), one GPU.

Both load once, on GPU 0 (0.4 of its memory each, bench/gpu-run.sh), one after the other,
with the same engine settings: the server gets ``engine_kwargs`` of the very settings the
worker loads (bench.harness.config.load_settings of the worker's environment), max_num_seqs =
the largest ``--in-flight``; the worker's max_in_flight is that too, so at a lower level
the closed loop's clients bound what is in flight on both. Per level, ``--pairs``
alternated pairs (ABAB / BABA) of closed-loop runs of the same requests: the worker through
the queue (producer clients in this process), the server over HTTP (clients in a process
of their own, bench.harness.systems.vllm_server). Figures: jobs/s and short-job p95 of each, the
ratios worker / server by pair with 95 % intervals. The in-process direct engine (``bench
worker``) stays the other reference: it measures what the queue adds on top of the engine
itself; this measures transq against what a user would run instead of a queue.

``--per-gpu K`` (issue 36): the worker side is K workers on GPU 0 (``placement.engines_per_gpu``),
each at ``top / K`` in flight, against one server. ``best``: each system at its own best level
(the server's best concurrency, not ours): jobs/s and short-job p95 there, and their ratios.
"""

from __future__ import annotations

import asyncio
import tempfile
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from bench.harness.config import RESULTS_DIR, load_settings
from bench.harness.drive import Pattern, Request, Sample
from bench.harness.fleet import LOG_DIR, SHORT_TOKENS, EngineChoice, Fleet, cleanup, load_by_gpu, run_load, texts
from bench.harness.machine import run_header
from bench.harness.progress import bar_factory, make_progress
from bench.harness.report import write_json
from bench.harness.stats import interval, ratio_interval, shown
from bench.harness.systems.vllm_server import VllmServer, completion_body, run_clients
from worker.settings import WorkerSettings
from worker.sizing import percentile

SERVED_NAME = "transq-bench"


@dataclass
class ServerOptions:
    redis_url: str
    in_flight: tuple[int, ...] = (16, 64)
    pairs: int = 4
    waves: int = 10  # jobs per run = waves x in flight
    port: int = 8471
    per_gpu: int = 1  # K: workers (engines) on GPU 0
    memory_share: float | None = None  # each worker engine's gpu_memory_utilization
    run_id: str = field(default_factory=lambda: uuid.uuid4().hex[:6])


def sample_figures(samples: list[Sample]) -> dict[str, Any]:
    wall_s = max(s.arrival_s + s.e2e_ms / 1000 for s in samples) - min(s.arrival_s for s in samples)
    short = [s.e2e_ms for s in samples if s.source_tokens <= SHORT_TOKENS]
    return {"jobs": len(samples), "jobs_per_s": round(len(samples) / wall_s, 3),
            "short_p95_ms": round(percentile(short, 95), 2) if short else None}  # fmt: skip


def payloads(settings: WorkerSettings, requests: list[Request]) -> dict[str, dict[str, Any]]:
    """Each request's /v1/completions body, built as the worker builds its engine's work."""
    from transformers import AutoTokenizer  # noqa: PLC0415  # GPU runs only

    from worker.engines.protocol import TranslationRequest  # noqa: PLC0415
    from worker.engines.vllm.config import resolve_model  # noqa: PLC0415
    from worker.engines.vllm.request import RequestBuilder  # noqa: PLC0415
    from worker.prompts.profiles import load_profile  # noqa: PLC0415

    engine = settings.engine
    tokenizer = AutoTokenizer.from_pretrained(engine.tokenizer or resolve_model(engine.model))
    builder = RequestBuilder(engine, load_profile(engine.prompt_profile), tokenizer, engine.max_model_len or 2048)
    out = {}
    for r in requests:
        ids, sampling = builder.build(TranslationRequest(r.job_id, r.text, r.source_lang, r.target_lang))
        out[r.job_id] = completion_body(SERVED_NAME, ids, sampling)
    return out


async def run(options: ServerOptions, console: Console) -> dict[str, Any]:
    top = max(options.in_flight)
    each = max(1, -(-top // options.per_gpu))
    fleet = Fleet(options.redis_url, f"vllmsrv-{options.run_id}", ["0"] * options.per_gpu, each, EngineChoice("vllm"),
                  memory_share=options.memory_share)  # fmt: skip
    env = fleet.process(0).env  # the worker's own environment, loaded here as it will load it
    settings = load_settings(env)
    from worker.engines.vllm.config import engine_kwargs, resolve_model  # noqa: PLC0415

    kwargs = engine_kwargs(settings.engine, resolve_model(settings.engine.model)) | {"served_model_name": SERVED_NAME}
    server = VllmServer(
        kwargs, options.port, LOG_DIR / f"vllm-server-{options.run_id}.log", {"CUDA_VISIBLE_DEVICES": "0"}
    )
    results = await run_header("vllm-server", options.run_id, options.redis_url, vars(options).copy())
    results |= {"engine_kwargs": {k: str(v) for k, v in kwargs.items()}, "cases": []}
    path = write_json(results, RESULTS_DIR)
    clients = fleet.clients()
    work = Path(tempfile.mkdtemp(prefix="vllm-server-"))
    try:
        with make_progress(console) as progress:
            await load_by_gpu(clients.first, fleet.members())
            await server.start().wait_ready()
            new_bar = bar_factory(progress)
            for level in options.in_flight:
                case: dict[str, Any] = {"in_flight": level, "pairs": []}
                results["cases"].append(case)
                for i in range(options.pairs):
                    reqs = texts(options.waves * level, seed=100 * level + i, min_words=5, max_words=150, prefix="v")
                    bodies = await asyncio.to_thread(payloads, settings, reqs)
                    row: dict[str, Any] = {}
                    for system in ("worker", "server") if i % 2 == 0 else ("server", "worker"):
                        if system == "worker":
                            bar = new_bar(f"{level} pair {i + 1} worker", len(reqs))
                            run_ = await run_load(clients, reqs, Pattern("closed", clients=level), bar)
                            row["worker"] = sample_figures(run_.drive.samples)
                        else:
                            bar = new_bar(f"{level} pair {i + 1} vLLM server", None)
                            samples = await asyncio.to_thread(run_clients, server.url, reqs, bodies, level, work)
                            bar.advance()
                            row["server"] = sample_figures(samples)
                    case["pairs"].append(row)
                    case["summary"] = summarise(case["pairs"])
                    results["best"] = best(results["cases"])
                    write_json(results, RESULTS_DIR)
    finally:
        server.stop()
        fleet.stop()
        await cleanup(clients.first)
        await clients.aclose()
    console.print(table(results))
    console.print(f"results: {path}")
    return results


def summarise(rows: list[dict[str, Any]]) -> dict[str, Any]:
    w, s = [r["worker"]["jobs_per_s"] for r in rows], [r["server"]["jobs_per_s"] for r in rows]
    wp, sp = [r["worker"]["short_p95_ms"] or 0 for r in rows], [r["server"]["short_p95_ms"] or 1 for r in rows]
    return {"worker_jobs_per_s": interval(w), "server_jobs_per_s": interval(s), "jobs_per_s_worker_over_server":
            ratio_interval(w, s), "worker_short_p95_ms": interval(wp), "server_short_p95_ms": interval(sp),
            "short_p95_worker_over_server": ratio_interval(wp, sp)}  # fmt: skip


def best(cases: list[dict[str, Any]]) -> dict[str, Any]:
    """Each system at the level where its mean jobs/s is highest: the comparison issue 36 asks
    for (the server at its best concurrency, the worker side at its own)."""
    done = [c for c in cases if c.get("summary")]
    if not done:
        return {}

    def top(system: str) -> dict[str, Any]:
        case = max(done, key=lambda c: c["summary"][f"{system}_jobs_per_s"]["mean"] or 0)
        s = case["summary"]
        return {"in_flight": case["in_flight"], "jobs_per_s": s[f"{system}_jobs_per_s"]["mean"],
                "short_p95_ms": s[f"{system}_short_p95_ms"]["mean"]}  # fmt: skip

    worker, server = top("worker"), top("server")
    return {"worker": worker, "server": server,
            "jobs_per_s_ratio": round(worker["jobs_per_s"] / server["jobs_per_s"], 3) if server["jobs_per_s"] else None,
            "short_p95_ratio": round(worker["short_p95_ms"] / server["short_p95_ms"], 3)
            if server["short_p95_ms"] else None}  # fmt: skip


def table(results: dict[str, Any]) -> Table:
    t = Table(title="transq worker vs vLLM's OpenAI server (goal: jobs/s >= 0.98x, short p95 <= 1.1x)")
    for h in ("in flight", "worker jobs/s", "server jobs/s", "worker/server jobs/s", "short p95 ms worker",
              "short p95 ms server", "worker/server p95"):  # fmt: skip
        t.add_column(h)
    for case in results["cases"]:
        s = case.get("summary")
        if s:
            cells = [shown(s["worker_jobs_per_s"], ".2f"), shown(s["server_jobs_per_s"], ".2f"),
                     shown(s["jobs_per_s_worker_over_server"]), shown(s["worker_short_p95_ms"], ".0f"),
                     shown(s["server_short_p95_ms"], ".0f"), shown(s["short_p95_worker_over_server"])]  # fmt: skip
            t.add_row(str(case["in_flight"]), *cells)
    b = results.get("best")
    if b:
        t.caption = (f"best of each: worker side {b['worker']['jobs_per_s']:.2f} jobs/s at {b['worker']['in_flight']}, "
                     f"server {b['server']['jobs_per_s']:.2f} at {b['server']['in_flight']}: {b['jobs_per_s_ratio']}x; "
                     f"short p95 {b['short_p95_ratio']}x")  # fmt: skip
    return t


def add_parser(suites: Any) -> None:
    from bench.harness.cli_args import add_redis_url, positive_int, positive_ints  # noqa: PLC0415

    p = suites.add_parser("vllm-server", help="the worker vs vLLM's OpenAI-compatible server, alternated pairs (GPU)")
    p.add_argument("--in-flight", type=positive_ints, default=(16, 64))
    p.add_argument("--pairs", type=positive_int, default=4)
    p.add_argument("--waves", type=positive_int, default=10, help="jobs per run = waves x in flight (default 10)")
    p.add_argument("--port", type=positive_int, default=8471)
    p.add_argument("--per-gpu", type=positive_int, default=1, help="K workers (engines) on the GPU (default 1)")
    p.add_argument("--memory-share", type=float, default=None, help="each worker engine's gpu_memory_utilization")
    add_redis_url(p)


def run_cli(args: Any, console: Console, redis_url: str) -> int:
    options = ServerOptions(redis_url, args.in_flight, args.pairs, args.waves, args.port, args.per_gpu,
                            args.memory_share)  # fmt: skip
    results = asyncio.run(run(options, console))
    return 0 if results["cases"] else 1
