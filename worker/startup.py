"""Start a worker process: settings, logging, and the serve loop with its HTTP endpoints.

Shared by ``python -m worker`` (worker.cli) and ``python -m worker tune``
(worker.sizing.tune), so neither CLI imports the other.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
from collections.abc import Callable

from pydantic import ValidationError

from transq.connection import connect
from transq.contract import Limits, first_error
from transq.errors import ConfigError
from worker.assemble import build_worker
from worker.engines.factory import build_engine
from worker.engines.protocol import Engine
from worker.fleet.supervisor import READY_FD_ENV, READY_LINE
from worker.http import start_http
from worker.redis.durability import warn_about_durability
from worker.scheduling.loop_lag import start_lag_probe
from worker.settings import EngineSettings, WorkerSettings

EXIT_INVALID, EXIT_UNREACHABLE, EXIT_PERMISSION_DENIED, EXIT_AUTH_FAILED = 2, 6, 7, 8

# The engine the settings name, given the queue's input limits (worker.engines.factory).
EngineBuilder = Callable[[EngineSettings, Limits | None], Engine]


def load_settings(config: str | None) -> WorkerSettings:
    """The worker's settings; ConfigError with a one-line reason if they are invalid."""
    try:
        return WorkerSettings.load(config)
    except ValidationError as exc:
        raise ConfigError(f"invalid settings: {first_error(exc)}") from None
    except FileNotFoundError as exc:
        raise ConfigError(str(exc)) from None


def configure_logging(settings: WorkerSettings) -> None:
    logging.basicConfig(level=settings.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    # Neither our format nor vLLM's (pid, process name, file and line) uses the thread, so no
    # record looks it up. (The caller's frame, pid and process name stay: without the pid every
    # vLLM line in this process was a "--- Logging error ---" traceback.)
    logging.logThreads = False


async def serve(settings: WorkerSettings, build: EngineBuilder = build_engine) -> int:
    """Run one worker until SIGTERM/SIGINT or engine death; return its exit code.

    ``build``: the chaos suite passes its crash-injecting wrapper (bench/chaos/worker.py);
    production always builds the engine the settings name."""
    redis = connect(settings.redis, extra_timeout_s=settings.loop.read_block_ms / 1000)
    # The per-job hot path's own client: no socket timeout, a deadline per call instead.
    fast = connect(settings.redis, caller_deadlines=True)
    try:
        await redis.ping()
        await warn_about_durability(redis)
        worker = build_worker(settings, build(settings.engine, settings.queue.limits), redis, fast_redis=fast)
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, worker.stop)
        # Before the engine loads: /readyz says "not ready" meanwhile, /metrics answers.
        http = start_http(worker, settings.metrics) if settings.metrics.enabled else None
        lag = start_lag_probe() if http is not None else None
        if http is not None:
            worker.metrics_port = http.port
        announce = _announce_ready(worker.ready)
        try:
            return await worker.run()
        finally:
            for task in (announce, lag):
                if task is not None:
                    task.cancel()
            await worker.engine.close()
            if http is not None:
                http.stop()
    finally:
        await fast.aclose()
        await redis.aclose()


def _announce_ready(ready: asyncio.Event) -> asyncio.Task[None] | None:
    """Under a supervisor (worker.fleet), say on its pipe when the engine is ready, so the
    next engine on this GPU starts loading only then. The descriptor closes with this
    process, so a worker that ends before it is ready reads as not ready."""
    fd = os.environ.pop(READY_FD_ENV, None)
    if fd is None:
        return None

    async def announce() -> None:
        await ready.wait()
        os.write(int(fd), READY_LINE)
        os.close(int(fd))

    return asyncio.get_running_loop().create_task(announce())
