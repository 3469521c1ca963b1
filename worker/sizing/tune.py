"""``python -m worker tune``: which ``loop.max_in_flight`` to run this worker with.

It sweeps settings of in-flight requests (1, 2, 4, ... 64 by default) against the engine
the worker's settings name, and recommends one: with ``--p95-ms``, the largest setting
whose p95 latency meets the target; without, the knee, the smallest setting whose
throughput (output tokens/s) is within 10 % of the best measured.

Why in-process and not through Redis: one engine load serves the whole sweep (a worker
restart per setting would cost a model load each), and on a GPU at 16 in flight the worker
through Redis measured within a few per cent of the engine alone (docs/benchmarks.md), so
the engine decides the answer; confirm the choice with the worker itself. vLLM runs
with ``max_num_seqs`` = the largest setting, and an asyncio semaphore of k caps the
concurrency of each step, as the worker's ``max_in_flight`` caps its jobs: a closed loop
like bench.harness.systems.direct. Latency is one request's: semaphore acquired -> ``translate``
returned. Every step gets jobs no step has run, so the prefix cache never flatters one
(with ``--texts``, while the file has enough lines; a warning says when texts repeat).

Modules: this one (options, workloads, the sweep), ``figures`` (figures and the
recommendation), ``report`` (table, advice, JSON), ``samples`` (the generated texts).

Exit codes: 0 a recommendation, 1 no setting met ``--p95-ms`` or the engine failed,
2 invalid input (options, settings, texts file).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import math
import os
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from rich.console import Console

from transq.errors import ConfigError
from worker.engines.factory import build_engine
from worker.engines.protocol import Engine, EngineError, RequestRejected, TranslationRequest
from worker.models.tiny import TINY_MODEL, build_tiny_model
from worker.scheduling.loop import EXIT_ENGINE_DEAD, EXIT_OK
from worker.settings import WorkerSettings
from worker.sizing.engines import (
    PROMPT_OVERHEAD_TOKENS,
    EngineFit,
    engines_fitting_memory,
    engines_per_gpu,
    model_size,
)
from worker.sizing.figures import Choice, Figures, figures, knee, recommend
from worker.sizing.gpu import BusySampler, memory_total_bytes
from worker.sizing.report import new_progress, print_result, report
from worker.sizing.samples import Workload, build_workload, load_texts, model_counter
from worker.startup import EXIT_INVALID, configure_logging, load_settings

log = logging.getLogger("worker.sizing.tune")

# Jobs per step without --jobs: at least MIN_JOBS, and WAVES full waves of k requests, so
# the start and the drain of a step (fewer than k running) weigh little.
MIN_JOBS, WAVES = 32, 3
# Warm-up: the first batches pay one-time costs (allocations, kernel selection) that
# would otherwise be charged to the first step.
WARMUP_JOBS = 16
EXIT_TARGET_MISSED = 1


@dataclass(frozen=True)
class Options:
    config: str | None
    texts: Path | None
    jobs: int | None
    settings: list[int]
    p95_target_ms: float | None
    seed: int
    json_path: Path | None


def parse_settings(raw: str) -> list[int]:
    """``"1,2,4"`` -> [1, 2, 4], sorted and without repeats; ConfigError if not a comma list
    of positive integers."""
    parts = [p.strip() for p in raw.split(",")]
    if not all(p.isdigit() and int(p) > 0 for p in parts):
        raise ConfigError(f"--settings: {raw!r} is not a comma list of positive integers (e.g. 1,2,4,8)")
    return sorted({int(p) for p in parts})


def options_from(args: argparse.Namespace) -> Options:
    """Checked options; ConfigError with a one-line reason. Nothing is loaded here."""
    if args.jobs is not None and args.jobs < 1:
        raise ConfigError(f"--jobs: must be at least 1, got {args.jobs}")
    if args.p95_ms is not None and not args.p95_ms > 0:
        raise ConfigError(f"--p95-ms: must be above 0, got {args.p95_ms}")
    if args.json and not Path(args.json).parent.is_dir():
        # Checked now, not after a sweep of many minutes.
        raise ConfigError(f"--json: no such directory: {Path(args.json).parent}")
    return Options(
        config=args.config,
        texts=Path(args.texts) if args.texts else None,
        jobs=args.jobs,
        settings=parse_settings(args.settings),
        p95_target_ms=args.p95_ms,
        seed=args.seed,
        json_path=Path(args.json) if args.json else None,
    )


# --- the sweep ---


def plan(options: Options, settings: WorkerSettings) -> tuple[Workload, list[Workload]]:
    """The warm-up and one workload per setting, built before the engine loads (a bad
    texts file fails fast). Warm-up texts are always generated, so no measured text was
    seen by the engine before."""
    s = settings.engine
    counter = model_counter(s.tokenizer or s.model)
    warmup = build_workload(min(WARMUP_JOBS, max(options.settings)), options.seed + 1, counter, id_prefix="warmup")
    sizes = [options.jobs or max(MIN_JOBS, WAVES * k) for k in options.settings]
    if options.texts is not None:
        texts = load_texts(options.texts, counter)
        if sum(sizes) > len(texts.jobs):
            log.warning(
                "%s holds %d texts and the sweep runs %d jobs: texts repeat, and the prefix cache "
                "shortens the prefill of a repeat (later settings look a little faster)",
                options.texts, len(texts.jobs), sum(sizes),
            )  # fmt: skip
        starts = [sum(sizes[:i]) for i in range(len(sizes))]
        return warmup, [texts.window(start, n) for start, n in zip(starts, sizes, strict=True)]
    return warmup, [
        build_workload(n, options.seed + 100 + i, counter, id_prefix=f"tune{k}")
        for i, (k, n) in enumerate(zip(options.settings, sizes, strict=True))
    ]


async def closed_loop(engine: Engine, workload: Workload, k: int, tag: str, advance: Callable[[], None]) -> Figures:
    """Every job of ``workload``, at most ``k`` at once; all arrive at once. ``tag`` keeps
    request ids unique within the engine; ``advance`` is called per finished job."""
    gate = asyncio.Semaphore(k)

    async def one(index: int) -> tuple[float, int]:
        async with gate:
            started = time.perf_counter()
            out = await engine.translate(TranslationRequest.for_job(workload.jobs[index], f"{tag}-{index}"))
            latency_ms = (time.perf_counter() - started) * 1000
        advance()
        return latency_ms, out.completion_tokens

    t0 = time.perf_counter()
    # A TaskGroup, not gather: one failure cancels the rest, which aborts them in the engine.
    try:
        async with BusySampler() as gpu, asyncio.TaskGroup() as group:
            tasks = [group.create_task(one(i)) for i in range(len(workload.jobs))]
    except ExceptionGroup as errors:
        raise errors.exceptions[0] from None
    wall_s = time.perf_counter() - t0
    done = [t.result() for t in tasks]
    return figures(k, [ms for ms, _ in done], sum(n for _, n in done), wall_s, gpu.busy)


async def sweep(
    settings: WorkerSettings, steps: list[int], warmup: Workload, workloads: list[Workload]
) -> tuple[list[Figures], int | None]:
    """Every step's figures, and the GPU's memory (None without a GPU)."""
    console = Console(stderr=True)
    engine = build_engine(settings.engine)
    try:
        with console.status(f"loading the engine ({settings.engine.model}, max_num_seqs {max(steps)}) ..."):
            await engine.start()
        results: list[Figures] = []
        with new_progress(console) as progress:
            n = len(warmup.jobs)
            warm = progress.add_task("warm-up", total=n)
            await closed_loop(engine, warmup, n, "warmup", partial(progress.advance, warm))
            for k, workload in zip(steps, workloads, strict=True):
                task = progress.add_task(f"max_in_flight {k}", total=len(workload.jobs))
                results.append(await closed_loop(engine, workload, k, f"k{k}", partial(progress.advance, task)))
        return results, await memory_total_bytes()
    finally:
        await engine.close()


def engine_fit(
    settings: WorkerSettings, results: list[Figures], chosen: Choice, workloads: list[Workload], gpu_memory: int | None
) -> EngineFit:
    """Engines per GPU for the chosen setting (worker.sizing.engines has the rule)."""
    step = next(f for f in results if f.max_in_flight == chosen.max_in_flight)
    by_memory = None
    config = model_config(settings.engine.model)
    if gpu_memory is not None and config is not None:
        counts = [n for w in workloads for n in w.source_tokens]
        per_job = statistics.fmean(counts) * (1 + settings.engine.output_tokens_ratio) + PROMPT_OVERHEAD_TOKENS
        budget = settings.engine.gpu_memory_utilization * gpu_memory
        by_memory = engines_fitting_memory(model_size(config), budget, math.ceil(per_job * chosen.max_in_flight))
    return engines_per_gpu(step.gpu_busy, os.cpu_count() or 1, by_memory)


def model_config(model: str) -> dict[str, object] | None:
    """The model folder's config.json (the tiny model's, or a local path); None for a hub name."""
    folder = build_tiny_model() if model == TINY_MODEL else Path(model).expanduser()
    path = Path(folder) / "config.json"
    return json.loads(path.read_text()) if path.is_file() else None


def main(args: argparse.Namespace) -> int:
    try:
        options = options_from(args)
        settings = load_settings(options.config)
        # vLLM must hold the largest step; the semaphore caps each step below it.
        engine = settings.engine.model_copy(update={"max_num_seqs": max(options.settings)})
        settings = settings.model_copy(update={"engine": engine})
        configure_logging(settings)
        warmup, workloads = plan(options, settings)
        results, gpu_memory = asyncio.run(sweep(settings, options.settings, warmup, workloads))
    except (ConfigError, RequestRejected) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_INVALID
    except EngineError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_ENGINE_DEAD
    chosen = recommend(results, options.p95_target_ms)
    fit = engine_fit(settings, results, chosen, workloads, gpu_memory)
    print_result(results, chosen, knee(results), fit)
    if options.json_path is not None:
        data = report(
            settings,
            seed=options.seed,
            p95_target_ms=options.p95_target_ms,
            workloads=workloads,
            results=results,
            chosen=chosen,
            fit=fit,
        )
        options.json_path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return EXIT_OK if chosen.target_met else EXIT_TARGET_MISSED
