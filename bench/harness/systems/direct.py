"""System "direct": the worker's own VllmEngine adapter driven in-process, no queue.

The ceiling a queue in front of the engine can at best reach. It is the very adapter the
worker runs (worker.engines.vllm.engine.VllmEngine), built from the same EngineSettings, so the
prompts (chat template, profile), the output budget and the SamplingParams are the
worker's by construction. A semaphore of max_in_flight admits requests, as the worker admits
at most max_in_flight jobs at once.
"""

from __future__ import annotations

import asyncio
import itertools
import os
import time
from collections.abc import Sequence

import psutil  # type: ignore[import-untyped]  # no stubs; installed with vLLM

from bench.harness.drive import Drive, Pattern, Request, Served, drive
from bench.harness.measure import ENGINE_CORE, child_pids
from bench.harness.progress import Bar
from worker.engines.protocol import Engine, TranslationRequest
from worker.settings import EngineSettings


class DirectSystem:
    name = "direct engine"

    def __init__(self, settings: EngineSettings, max_in_flight: int) -> None:
        self.settings = settings
        self.max_in_flight = max_in_flight
        self._engine: Engine | None = None
        self._core_pids: list[int] = []
        self._requests = itertools.count()  # request ids must be unique per engine
        self._gate = asyncio.Semaphore(max_in_flight)

    async def start(self) -> None:
        from worker.engines.vllm.engine import VllmEngine  # noqa: PLC0415  # vLLM loads only for this system

        # The engine core is a new child of this process; children that were there before
        # (a worker subprocess started first) belong to other systems.
        before = set(child_pids(os.getpid()))
        engine = VllmEngine(self.settings)
        await engine.start()
        self._engine = engine
        self._core_pids = [pid for pid in child_pids(os.getpid()) if pid not in before and not _under(pid, before)]

    def pids(self) -> dict[str, list[int]]:
        return {"bench process (engine front end)": [os.getpid()], ENGINE_CORE: self._core_pids}

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


def _under(pid: int, roots: set[int]) -> bool:
    """Whether ``pid`` descends from one of ``roots``."""
    try:
        return any(parent.pid in roots for parent in psutil.Process(pid).parents())
    except psutil.NoSuchProcess:
        return True
