"""System "direct": the worker's own VllmEngine adapter driven in-process, no queue.

The ceiling a queue in front of the engine can at best reach. It is the very adapter the
worker runs (worker.vllm_engine.VllmEngine), built from the same EngineSettings, so the
prompts (chat template, profile), the output budget and the SamplingParams are the
worker's by construction. A closed loop: a semaphore of max_in_flight over the batch, as
the worker admits at most max_in_flight jobs at once.
"""

from __future__ import annotations

import asyncio
import itertools
import os
import time
from collections.abc import Sequence

from bench.drive import Drive, Pattern, Request, Served, drive
from bench.measure import (
    ENGINE_CORE,
    MACHINE,
    CpuMeter,
    JobTiming,
    SystemRun,
    child_pids,
    machine_busy_cpu_s,
    own_cpu_s,
    pids_cpu_s,
)
from bench.progress import Bar
from bench.workload import Workload
from producer.contract import Job
from worker.engine import Engine, TranslationRequest
from worker.settings import EngineSettings

LATENCY_SOURCE = "perf_counter in this process: e2e from batch start, service from semaphore acquired"


async def closed_loop(engine: Engine, workload: Workload, max_in_flight: int, bar: Bar, tag: str) -> SystemRun:
    """Run every job of ``workload``, at most ``max_in_flight`` at once; all arrive at t0."""
    gate = asyncio.Semaphore(max_in_flight)
    t0 = time.perf_counter()

    async def one(index: int, job: Job) -> JobTiming:
        async with gate:
            started = time.perf_counter()
            out = await engine.translate(TranslationRequest.for_job(job, f"{tag}-{index}"))
        ended = time.perf_counter()
        bar.advance()
        return JobTiming(
            job.job_id, (ended - t0) * 1000, (ended - started) * 1000, out.prompt_tokens, out.completion_tokens
        )

    timings = await asyncio.gather(*(one(i, job) for i, job in enumerate(workload.jobs)))
    return SystemRun("direct engine", time.perf_counter() - t0, list(timings), LATENCY_SOURCE)


class DirectSystem:
    name = "direct engine"

    def __init__(self, settings: EngineSettings, max_in_flight: int) -> None:
        self.settings = settings
        self.max_in_flight = max_in_flight
        self._engine: Engine | None = None
        self._core_pids: list[int] = []
        self._batches = itertools.count()  # request ids must be unique per engine
        self._requests = itertools.count()
        self._gate = asyncio.Semaphore(max_in_flight)

    async def start(self) -> None:
        from worker.vllm_engine import VllmEngine  # noqa: PLC0415  # vLLM loads only for this system

        engine = VllmEngine(self.settings)
        await engine.start()
        self._engine = engine
        # Before any other system starts a child of this process: the tree is the engine's.
        self._core_pids = child_pids(os.getpid())

    async def batch(self, workload: Workload, bar: Bar) -> SystemRun:
        assert self._engine is not None, "start() first"
        cpu = CpuMeter(
            {
                "bench process (engine front end)": own_cpu_s,
                ENGINE_CORE: lambda: pids_cpu_s(self._core_pids),
                MACHINE: machine_busy_cpu_s,
            }
        )
        cpu.start()
        run = await closed_loop(self._engine, workload, self.max_in_flight, bar, f"b{next(self._batches)}")
        run.cpu_s = cpu.stop()
        return run

    async def call(self, request: Request) -> Served:
        """One client request: a slot (at most max_in_flight in the engine), then translate."""
        assert self._engine is not None, "start() first"
        async with self._gate:
            start_ms = time.time() * 1000
            out = await self._engine.translate(
                TranslationRequest(f"r{next(self._requests)}", request.text, request.source_lang, request.target_lang)
            )
        return Served(out.prompt_tokens, out.completion_tokens, start_ms, time.time() * 1000)

    async def run(self, requests: Sequence[Request], pattern: Pattern, seed: int, bar: Bar) -> Drive:
        return await drive(self.call, requests, pattern, seed, bar.advance)

    async def close(self) -> None:
        if self._engine is not None:
            await self._engine.close()
            self._engine = None
