"""System "direct": the worker's own VllmEngine adapter driven in-process, no queue.

The ceiling a queue in front of the engine can at best reach. It is the very adapter the
worker runs (worker.vllm_engine.VllmEngine), built from the same EngineSettings, so the
prompts (chat template, profile), the output budget and the SamplingParams are the
worker's by construction. A closed loop: a semaphore of max_in_flight over the batch, as
the worker admits at most max_in_flight jobs at once.
"""

from __future__ import annotations

import asyncio
import os
import time

from bench.measure import CpuMeter, JobTiming, SystemRun, children_cpu_s, own_cpu_s
from bench.progress import Bar
from bench.workload import Workload
from producer.contract import Job
from worker.engine import Engine, TranslationRequest
from worker.settings import EngineSettings

LATENCY_SOURCE = "perf_counter in this process: e2e from batch start, service from semaphore acquired"


def request_for(job: Job, request_id: str) -> TranslationRequest:
    """The request worker.runner.JobRunner builds for ``job`` (same fields, same values)."""
    return TranslationRequest(
        request_id=request_id,
        text=job.text,
        source_lang=job.source_lang,
        target_lang=job.target_lang,
        lane=job.priority,
        max_output_tokens=job.max_output_tokens,
    )


async def closed_loop(engine: Engine, workload: Workload, max_in_flight: int, bar: Bar, tag: str) -> SystemRun:
    """Run every job of ``workload``, at most ``max_in_flight`` at once; all arrive at t0."""
    gate = asyncio.Semaphore(max_in_flight)
    t0 = time.perf_counter()

    async def one(index: int, job: Job) -> JobTiming:
        async with gate:
            started = time.perf_counter()
            out = await engine.translate(request_for(job, f"{tag}-{index}"))
        ended = time.perf_counter()
        bar.advance()
        return JobTiming(
            job.job_id, (ended - t0) * 1000, (ended - started) * 1000, out.prompt_tokens, out.completion_tokens
        )

    timings = await asyncio.gather(*(one(i, job) for i, job in enumerate(workload.jobs)))
    wall_s = time.perf_counter() - t0
    return SystemRun("direct engine", wall_s, list(timings), LATENCY_SOURCE)


async def run_direct(
    settings: EngineSettings, max_in_flight: int, warmup: Workload, measured: Workload, bars: tuple[Bar, Bar]
) -> SystemRun:
    """Start the engine, run the warm-up batch (not measured), then the measured one."""
    from worker.vllm_engine import VllmEngine  # noqa: PLC0415  # vLLM loads only for this system

    engine = VllmEngine(settings)
    await engine.start()
    try:
        await closed_loop(engine, warmup, max_in_flight, bars[0], "warmup")
        pid = os.getpid()
        cpu = CpuMeter({"bench process (engine front end)": own_cpu_s, "engine core": lambda: children_cpu_s(pid)})
        cpu.start()
        run = await closed_loop(engine, measured, max_in_flight, bars[1], "measured")
        run.cpu_s = cpu.stop()
        return run
    finally:
        await engine.close()
