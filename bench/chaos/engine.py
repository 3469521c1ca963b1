"""The chaos suite's engine: a real engine (noop or vLLM) that crashes on a marker text.

Only ``python -m bench.chaos.worker`` (the worker with this wrapper around the engine its
settings name) uses it; ``python -m worker`` never can. A job whose text contains

- ``KILL_WORKER`` kills the whole worker process (SIGKILL to itself: no cleanup at all,
  as an out-of-memory kill or a segfault in a kernel does);
- ``KILL_ENGINE`` kills only the engine: with vLLM, SIGKILL to the EngineCore process,
  so the adapter sees vLLM's own EngineDeadError; with noop, every request in flight and
  every health check from then on raise FatalEngineError, as the vLLM adapter does.
"""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import Coroutine
from typing import Any

from transq.contract import Limits
from worker.engines.factory import build_engine
from worker.engines.protocol import Engine, FatalEngineError, Translation, TranslationRequest
from worker.settings import EngineSettings

KILL_WORKER = "CHAOS-KILL-WORKER"
KILL_ENGINE = "CHAOS-KILL-ENGINE"
CRASH_AFTER_S = 0.05


class ChaosEngine:
    def __init__(self, settings: EngineSettings, limits: Limits | None = None) -> None:
        self.inner: Engine = build_engine(settings, limits)
        self._dead = asyncio.Event()
        self._vllm = settings.kind == "vllm"

    @property
    def model_name(self) -> str:
        return self.inner.model_name

    async def start(self) -> None:
        await self.inner.start()

    async def translate(self, request: TranslationRequest) -> Translation:
        if KILL_WORKER in request.text or KILL_ENGINE in request.text:
            # A crash partway through its generation: the jobs admitted with it are in
            # the engine by then, as they are when a real kernel or tokenizer bug strikes.
            await asyncio.sleep(CRASH_AFTER_S)
        if KILL_WORKER in request.text:
            os.kill(os.getpid(), signal.SIGKILL)
        if KILL_ENGINE in request.text:
            self._kill_engine()
        if self._vllm:
            return await self.inner.translate(request)
        return await self._unless_dead(self.inner.translate(request))

    def _kill_engine(self) -> None:
        if not self._vllm:
            self._dead.set()
            return
        # vLLM's own dependency, needed only with it; it ships no type information.
        import psutil  # type: ignore[import-untyped]  # noqa: PLC0415

        for child in psutil.Process().children(recursive=True):
            title = child.name() + " " + " ".join(child.cmdline())
            if "EngineCor" in title:  # "VLLM::EngineCore"; the kernel's name is cut at 15 chars
                child.send_signal(signal.SIGKILL)

    async def _unless_dead(self, work: Coroutine[Any, Any, Translation]) -> Translation:
        """The noop engine's death: every request in it fails at once, as vLLM's do."""
        task = asyncio.ensure_future(work)
        dead = asyncio.ensure_future(self._dead.wait())
        try:
            await asyncio.wait({task, dead}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            dead.cancel()
        if task.done():
            return task.result()
        task.cancel()
        raise FatalEngineError("chaos: the engine core was killed")

    def unfinished_requests(self) -> int:
        return self.inner.unfinished_requests()

    async def check_health(self) -> None:
        if self._dead.is_set():
            raise FatalEngineError("chaos: the engine core was killed")
        await self.inner.check_health()

    async def close(self) -> None:
        await self.inner.close()
