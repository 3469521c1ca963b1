"""Fixtures of the gateway tests: the app on this test's queue, API keys, and the real
worker (`python -m worker`) with the noop engine where a job must end."""

from __future__ import annotations

import asyncio
import contextlib
import io
import socket
import uuid
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
import redis.asyncio as aioredis
import uvicorn
from fastapi import FastAPI

from producer.gateway.app import create_app
from producer.gateway.auth import KeyStore, Role
from producer.gateway.server import GatewayServer
from producer.gateway.settings import GatewayConfig
from producer.settings import ProducerSettings
from tests.waiting import until
from tests.worker_process import WorkerProcess

NOOP_WORKER_ENV = {"TRANSQ_ENGINE__KIND": "noop", "TRANSQ_ENGINE__NOOP_DELAY_MS": "50"}


def gateway_settings(settings: ProducerSettings, **gateway: object) -> ProducerSettings:
    config = GatewayConfig.model_validate({"sweep_interval_s": 1.0, "events_poll_s": 0.2} | gateway)
    return settings.model_copy(update={"gateway": config})


@pytest.fixture
async def app(producer_settings: ProducerSettings) -> AsyncIterator[FastAPI]:
    """The gateway app on this test's queue, its lifespan running (the wait loop)."""
    application = create_app(gateway_settings(producer_settings))
    async with application.router.lifespan_context(application):
        yield application


@pytest.fixture
async def http(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    """An HTTP client talking to the app in-process (no socket)."""
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://gateway") as client:
        yield client


async def new_key(
    redis: aioredis.Redis, settings: ProducerSettings, role: Role, owner: str = "acme", **kw: object
) -> dict[str, str]:
    """Headers carrying a fresh API key."""
    key, _ = await KeyStore(redis, settings.queue.keys()).create(owner, role, **kw)  # type: ignore[arg-type]
    return {"Authorization": f"Bearer {key}"}


@pytest.fixture
def noop_worker(redis_url: str, producer_settings: ProducerSettings, tmp_path: Path) -> Iterator[WorkerProcess]:
    """The real worker process with the noop engine (50 ms per job), on this test's queue."""
    worker = WorkerProcess(
        redis_url, producer_settings.queue.keys(), f"w-{uuid.uuid4().hex[:6]}", tmp_path / "worker.log",
        env=NOOP_WORKER_ENV,
    ).start()  # fmt: skip
    try:
        yield worker
    finally:
        worker.stop()


@pytest.fixture
def served_options() -> dict[str, object]:
    """``[gateway]`` settings of the ``served`` gateway; a test module may override it."""
    return {}


@pytest.fixture
async def served(producer_settings: ProducerSettings, served_options: dict[str, object]) -> AsyncIterator[str]:
    """The gateway served by uvicorn on a free local port (streaming responses, real
    clients, a browser); yields its base URL."""
    async with serving(gateway_settings(producer_settings, **served_options)) as server:
        yield server.url


@dataclass
class Served:
    url: str
    server: uvicorn.Server
    task: asyncio.Task[None]

    async def stop(self) -> None:
        """Ask uvicorn to stop (what its signal handler does) and wait for it: it must be
        done within its grace plus a margin, else the test fails with every task's stack
        (a hang here once cost CI the 600 s test timeout and no clue)."""
        self.server.should_exit = True
        bound_s = self.server.config.timeout_graceful_shutdown or 0
        try:
            async with asyncio.timeout(bound_s + _STOP_MARGIN_S):
                await self.task
        except TimeoutError:
            stacks = "\n".join(_stack_of(t) for t in asyncio.all_tasks() if t is not asyncio.current_task())
            raise AssertionError(f"the gateway did not stop within {bound_s + _STOP_MARGIN_S:g} s:\n{stacks}") from None


_STOP_MARGIN_S = 20.0


def _stack_of(task: asyncio.Task[object]) -> str:
    out = io.StringIO()
    task.print_stack(file=out)
    return out.getvalue()


@contextlib.asynccontextmanager
async def serving(settings: ProducerSettings) -> AsyncIterator[Served]:
    """The gateway on a free local port, served as the CLI serves it; stopped on exit."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    server = GatewayServer(create_app(settings), log_level="warning")
    served = Served(f"http://127.0.0.1:{sock.getsockname()[1]}", server, asyncio.create_task(server.serve([sock])))
    try:
        # uvicorn exposes a flag, no event: polled.
        await until(lambda: server.started, 30, "the gateway to start", interval_s=0.01)
        yield served
    finally:
        if not served.task.done():
            await served.stop()
        sock.close()
