"""Systems "multiprocessing" (1 or 2 worker processes) and "static batching": the designs
this project replaced, rebuilt faithfully so the journey can measure them.

The front is what the old FastAPI app did for each HTTP request: put the task on a
``multiprocessing`` queue (pickled), then wait for its response. Here the front lives in
the bench process and the clients call it directly: no HTTP parsing, which only flatters
the baselines. A reader thread takes responses off the IPC queue and resolves the waiting
request's future. The worker processes are ``bench.harness.systems.engine_process``.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing as mp
import os
import threading
from collections.abc import Sequence
from typing import Any

import psutil  # type: ignore[import-untyped]  # no stubs; installed with vLLM

from bench.harness.drive import Drive, Pattern, Request, Served, drive
from bench.harness.measure import ENGINE_CORE
from bench.harness.progress import Bar
from bench.harness.systems import engine_process
from worker.settings import EngineSettings

READY_TIMEOUT_S = 600  # an engine that has not loaded by then will not
STOP_TIMEOUT_S = 30


class IpcFront:
    """``processes`` engine processes behind one request queue."""

    def __init__(
        self, name: str, settings: EngineSettings, processes: int, batch_max: int, batch_wait_ms: float
    ) -> None:
        self.name = name
        self.settings = settings
        self.processes = processes
        self.batch_max = batch_max
        self.batch_wait_ms = batch_wait_ms
        # spawn: a forked copy of this process (event loop, threads) must not run vLLM.
        self._ctx = mp.get_context("spawn")
        self._requests: mp.Queue[Any] = self._ctx.Queue()
        self._responses: mp.Queue[Any] = self._ctx.Queue()
        self._procs: list[Any] = []
        self._waiting: dict[str, asyncio.Future[Served]] = {}
        self._ready: asyncio.Queue[tuple[str, Any]] = asyncio.Queue()
        self._reader: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    async def start(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._reader = threading.Thread(target=self._read_responses, name=f"{self.name} reader", daemon=True)
        self._reader.start()
        args = (
            self.settings.model_dump(mode="json"),
            self._requests,
            self._responses,
            self.batch_max,
            self.batch_wait_ms,
        )
        # One after another: vLLM sizes its KV cache from the memory it sees in use while it
        # profiles, so an engine loading beside it takes its room (measured: "No available
        # memory for the cache blocks" when two started at once on one H100).
        for _ in range(self.processes):
            proc = self._ctx.Process(target=engine_process.serve, args=args)
            proc.start()
            self._procs.append(proc)
            kind, payload = await asyncio.wait_for(self._ready.get(), READY_TIMEOUT_S)
            if kind == engine_process.FAILED:
                raise RuntimeError(f"{self.name}: an engine process failed to start:\n{payload}")

    def _read_responses(self) -> None:
        """Thread: IPC responses -> the event loop (futures, readiness)."""
        assert self._loop is not None
        while (message := self._responses.get()) is not None:
            kind, payload = message
            if kind == engine_process.DONE:
                self._loop.call_soon_threadsafe(self._resolve, payload)
            else:
                self._loop.call_soon_threadsafe(self._ready.put_nowait, message)

    def _resolve(self, done: tuple[str, int, int, float, float]) -> None:
        job_id, prompt_tokens, completion_tokens, start_ms, end_ms = done
        future = self._waiting.pop(job_id)
        if not future.done():
            future.set_result(Served(prompt_tokens, completion_tokens, start_ms, end_ms))

    async def call(self, request: Request) -> Served:
        future: asyncio.Future[Served] = asyncio.get_running_loop().create_future()
        self._waiting[request.job_id] = future
        # The task as the old front sent it: a tuple, pickled by the queue's feeder thread.
        self._requests.put((request.job_id, request.text, request.source_lang, request.target_lang))
        return await future

    async def run(self, requests: Sequence[Request], pattern: Pattern, seed: int, bar: Bar) -> Drive:
        return await drive(self.call, requests, pattern, seed, bar.advance)

    def pids(self) -> dict[str, list[int]]:
        engines = [proc.pid for proc in self._procs if proc.pid is not None]
        return {
            "bench process (front)": [os.getpid()],
            "engine processes": engines,
            ENGINE_CORE: [child.pid for pid in engines for child in _tree(pid)],
        }

    async def close(self) -> None:
        for _ in self._procs:
            self._requests.put(engine_process.STOP)
        await asyncio.to_thread(self._join)
        self._responses.put(None)  # ends the reader thread
        if self._reader is not None:
            self._reader.join(timeout=STOP_TIMEOUT_S)

    def _join(self) -> None:
        """Wait for each process to leave; then kill whatever is left of its tree (vLLM's
        engine core is a child of each)."""
        trees = {proc.pid: _tree(proc.pid) for proc in self._procs}
        for proc in self._procs:
            proc.join(timeout=STOP_TIMEOUT_S)
            for child in trees[proc.pid]:
                with contextlib.suppress(psutil.NoSuchProcess):
                    child.kill()
            if proc.is_alive():
                proc.kill()
                proc.join()


def _tree(pid: int) -> list[Any]:
    try:
        return list(psutil.Process(pid).children(recursive=True))
    except psutil.NoSuchProcess:
        return []


def multiprocessing_baseline(settings: EngineSettings, processes: int) -> IpcFront:
    return IpcFront(f"multiprocessing x{processes}", settings, processes, batch_max=1, batch_wait_ms=0)


STATIC_BATCH_MAX = 16
STATIC_BATCH_WAIT_MS = 50


def static_batching(settings: EngineSettings) -> IpcFront:
    return IpcFront("static batching", settings, 1, STATIC_BATCH_MAX, STATIC_BATCH_WAIT_MS)
