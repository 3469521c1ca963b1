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
ratios worker / server by pair with 95 % intervals, and where a job's time went on each side
(bench.vllm_server.figures.where: the client's end to end, the system's own span, vLLM's
own means per request from each engine's /metrics). The in-process direct engine (``bench
worker``) stays the other reference: it measures what the queue adds on top of the engine
itself; this measures transq against what a user would run instead of a queue.

``--per-gpu 1,2,3`` (issue 36): a worker side per K, each K workers on GPU 0 as
``placement.engines_per_gpu`` places them, each worker at ``top / K`` in flight (equal totals at
the top level; at a lower level the queue may hand one worker more than its share), all loaded
once beside the server, one after another; in each pair every system runs once, the order
rotated pair by pair. ``--control-env KEY=VALUE,...`` (issue 37): one more worker side,
``control``, of one engine with those settings over the rest (e.g.
``TRANSQ_LOOP__SLOT_FREE_AT=result``), in the same rotation: a change and its control measured
against the same server on the same machine, minutes apart, with each worker side's ratio to
the control by pair beside its ratio to the server. ``best``: each system at its own best level (the server's best
concurrency, not ours): jobs/s and short-job p95 there, and their ratios to the server's
(bench.vllm_server.figures).
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from bench.harness.config import RESULTS_DIR, load_settings
from bench.harness.drive import Pattern, Request
from bench.harness.engine_metrics import engine_window, scrape
from bench.harness.fleet import LOG_DIR, Clients, EngineChoice, Fleet, cleanup, load_by_gpu, run_load, texts, visible
from bench.harness.machine import run_header
from bench.harness.proc_stats import read, window
from bench.harness.progress import bar_factory, make_progress
from bench.harness.report import write_json
from bench.harness.stats import shown
from bench.harness.systems.vllm_server import VllmServer, completion_body, run_clients
from bench.vllm_server.figures import CONTROL, SERVER, best, sample_figures, summarise, worker_side
from worker.settings import WorkerSettings

SERVED_NAME = "transq-bench"


@dataclass
class ServerOptions:
    redis_url: str
    in_flight: tuple[int, ...] = (16, 64)
    pairs: int = 4
    waves: int = 10  # jobs per run = waves x in flight
    port: int = 8471
    per_gpu: tuple[int, ...] = (1,)  # one worker side per K: K workers (engines) on GPU 0
    control_env: dict[str, str] = field(default_factory=dict)  # settings of a ``control`` side (none: no side)
    run_id: str = field(default_factory=lambda: uuid.uuid4().hex[:6])


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


def metrics_port(options: ServerOptions, side: int, worker: int) -> int:
    """Each worker's /metrics port, above the server's: a side-by-side run's server port is 10
    above this one's (bench/gpu-run.sh), so a side takes 100 ports and a worker one."""
    return options.port + 2000 + 100 * side + worker


def fleets(options: ServerOptions) -> dict[str, Fleet]:
    """One worker side per K, each worker at the top level's share, each with its /metrics on
    (the engine's own histograms: where a job's time goes, beside the server's)."""
    top = max(options.in_flight)
    sides = {}
    for n, k in enumerate(options.per_gpu):
        each = max(1, -(-top // k))
        ports = [{"TRANSQ_METRICS__ENABLED": "true", "TRANSQ_METRICS__HOST": "127.0.0.1",
                  "TRANSQ_METRICS__PORT": str(metrics_port(options, n, i))} for i in range(k)]  # fmt: skip
        sides[worker_side(k)] = Fleet(options.redis_url, f"vllmsrv-{options.run_id}-k{k}", ["0"] * k, each,
                                      EngineChoice("vllm"), worker_env=ports)  # fmt: skip
    if options.control_env:
        port = {"TRANSQ_METRICS__ENABLED": "true", "TRANSQ_METRICS__HOST": "127.0.0.1",
                "TRANSQ_METRICS__PORT": str(metrics_port(options, len(sides), 0))}  # fmt: skip
        sides[CONTROL] = Fleet(options.redis_url, f"vllmsrv-{options.run_id}-ctl", ["0"], top, EngineChoice("vllm"),
                               worker_env=[port | options.control_env])  # fmt: skip
    return sides


def scrape_all(ports: list[int]) -> dict[str, float]:
    """The /metrics of several processes, summed series by series."""
    total: dict[str, float] = {}
    for port in ports:
        for name, value in scrape(port).items():
            total[name] = total.get(name, 0.0) + value
    return total


@dataclass
class Rig:
    """Every system of the run, loaded, and how to read each one's processes and engines."""

    server: VllmServer
    clients: dict[str, Clients]
    ports: dict[str, list[int]]  # each system's /metrics ports
    fronts: dict[str, list[int]]  # each system's front processes (workers or the API server)
    work: Path
    graph_tokens: int  # the engines' CUDA graphs cover steps up to this many tokens

    async def measure(self, system: str, reqs: list[Request], bodies: dict[str, dict[str, Any]], level: int,
                      bar: Any) -> dict[str, Any]:  # fmt: skip
        """One closed-loop run of ``reqs`` on ``system``: its figures, its engines' means
        (/metrics) and its processes' counters (the kernel's), read around it."""
        before = await asyncio.to_thread(scrape_all, self.ports[system])
        procs_before = await asyncio.to_thread(read, self.fronts[system])
        if system == SERVER:
            samples = await asyncio.to_thread(run_clients, self.server.url, reqs, bodies, level, self.work)
            bar.advance()
        else:
            pattern = Pattern("closed", clients=level)
            samples = (await run_load(self.clients[system], reqs, pattern, bar)).drive.samples
        after = await asyncio.to_thread(scrape_all, self.ports[system])
        procs = window(procs_before, await asyncio.to_thread(read, self.fronts[system]))
        engine = engine_window(before, after, self.graph_tokens)
        return sample_figures(samples) | {"engine": engine, "procs": procs}


async def run(options: ServerOptions, console: Console) -> dict[str, Any]:
    sides = fleets(options)
    env = next(iter(sides.values())).process(0).env  # the worker's own environment, loaded here as it will load it
    settings = load_settings(env)
    from worker.engines.vllm.config import engine_kwargs, resolve_model  # noqa: PLC0415

    kwargs = engine_kwargs(settings.engine, resolve_model(settings.engine.model)) | {"served_model_name": SERVED_NAME}
    kwargs["max_num_seqs"] = max(options.in_flight)  # the server takes every client of the top level
    server = VllmServer(
        kwargs, options.port, LOG_DIR / f"vllm-server-{options.run_id}.log", {"CUDA_VISIBLE_DEVICES": visible("0")}
    )
    results = await run_header("vllm-server", options.run_id, options.redis_url, vars(options).copy())
    results |= {"engine_kwargs": {k: str(v) for k, v in kwargs.items()}, "systems": [*sides, SERVER], "cases": []}
    path = write_json(results, RESULTS_DIR)
    clients = {name: fleet.clients() for name, fleet in sides.items()}
    ports = {name: [int(e["TRANSQ_METRICS__PORT"]) for e in fleet.worker_env] for name, fleet in sides.items()}
    ports[SERVER] = [options.port]
    work = Path(tempfile.mkdtemp(prefix="vllm-server-"))
    try:
        with make_progress(console) as progress:
            first = next(iter(clients.values())).first
            await load_by_gpu(first, [m for fleet in sides.values() for m in fleet.members()])
            await server.start().wait_ready()
            assert server.process is not None
            fronts = {name: [w.pid for w in fleet.workers] for name, fleet in sides.items()}
            graphs = int(kwargs.get("max_cudagraph_capture_size") or 512)
            rig = Rig(server, clients, ports, fronts | {SERVER: [server.process.pid]}, work, graphs)
            new_bar = bar_factory(progress)
            for level in options.in_flight:
                case: dict[str, Any] = {"in_flight": level, "pairs": []}
                results["cases"].append(case)
                for i in range(options.pairs):
                    reqs = texts(options.waves * level, seed=100 * level + i, min_words=5, max_words=150, prefix="v")
                    bodies = await asyncio.to_thread(payloads, settings, reqs)
                    systems = [*sides, SERVER]
                    order = systems[i % len(systems) :] + systems[: i % len(systems)]  # rotated pair by pair
                    row: dict[str, Any] = {}
                    for system in order:
                        bar = new_bar(f"{level} pair {i + 1} {system}", len(reqs) if system != SERVER else None)
                        row[system] = await rig.measure(system, reqs, bodies, level, bar)
                    case["pairs"].append(row)
                    case["summary"] = summarise(case["pairs"], list(sides))
                    results["best"] = best(results["cases"], list(sides))
                    write_json(results, RESULTS_DIR)
    finally:
        server.stop()
        for name, fleet in sides.items():
            fleet.stop()
            await cleanup(clients[name].first)
            await clients[name].aclose()
    console.print(table(results))
    console.print(f"results: {path}")
    return results


def table(results: dict[str, Any]) -> Table:
    t = Table(title="transq workers vs vLLM's OpenAI server on one GPU (goals: 0.98x at 1 engine; 1.6x at the best K)")
    for h in ("in flight", "system", "jobs/s", "/ server", "short p95 ms", "/ server p95", "/ control"):
        t.add_column(h)
    for case in results["cases"]:
        s = case.get("summary")
        for system, figures in (s or {}).items():
            t.add_row(str(case["in_flight"]), system, shown(figures["jobs_per_s"], ".2f"),
                      shown(figures.get("jobs_per_s_over_server", {})), shown(figures["short_p95_ms"], ".0f"),
                      shown(figures.get("short_p95_over_server", {})),
                      shown(figures.get("jobs_per_s_over_control", {})))  # fmt: skip
    b = results.get("best")
    if b:
        t.caption = "best of each: " + "; ".join(
            f"{name} {fig['jobs_per_s']:.2f} jobs/s at {fig['in_flight']}"
            + (
                f" ({fig['jobs_per_s_ratio']}x the server's best, p95 {fig['short_p95_ratio']}x)"
                if name != SERVER
                else ""
            )
            for name, fig in b.items()
        )
    return t


def _best_line(name: str, fig: dict[str, Any]) -> str:
    line = f"{name} {fig['jobs_per_s']:.2f} jobs/s at {fig['in_flight']}"
    if name == SERVER:
        return line
    return line + f" ({fig['jobs_per_s_ratio']}x the server's best, short p95 {fig['short_p95_ratio']}x)"


def settings_pairs(text: str) -> dict[str, str]:
    """``KEY=VALUE,KEY=VALUE`` as a dict; a clear one-line error for anything else."""
    pairs = {}
    for item in filter(None, text.split(",")):
        key, eq, value = item.partition("=")
        if not eq or not key.strip():
            raise argparse.ArgumentTypeError(f"expected KEY=VALUE, got {item!r}")
        pairs[key.strip()] = value.strip()
    return pairs


def add_parser(suites: Any) -> None:
    from bench.harness.cli_args import add_redis_url, positive_int, positive_ints  # noqa: PLC0415

    p = suites.add_parser("vllm-server", help="the worker vs vLLM's OpenAI-compatible server, alternated pairs (GPU)")
    p.add_argument("--in-flight", type=positive_ints, default=(16, 64))
    p.add_argument("--pairs", type=positive_int, default=4)
    p.add_argument("--waves", type=positive_int, default=10, help="jobs per run = waves x in flight (default 10)")
    p.add_argument("--port", type=positive_int, default=8471)
    p.add_argument("--per-gpu", type=positive_ints, default=(1,), help="worker sides of K engines each (default 1)")
    p.add_argument("--control-env", type=settings_pairs, default={},
                   help="a control worker side of one engine with these settings (KEY=VALUE,...)")  # fmt: skip
    add_redis_url(p)


def run_cli(args: Any, console: Console, redis_url: str) -> int:
    options = ServerOptions(
        redis_url, args.in_flight, args.pairs, args.waves, args.port, args.per_gpu, args.control_env
    )
    results = asyncio.run(run(options, console))
    return 0 if results["cases"] else 1
