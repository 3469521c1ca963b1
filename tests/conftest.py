"""Shared fixtures. Every test gets its own queue name, so tests never see each other's
keys and no test flushes a database (safe on a shared Redis, and with pytest -n)."""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
import redis as sync_redis
import redis.asyncio as aioredis

from devtools.redis_server import RedisServer, answers
from producer.client import Client
from producer.settings import ProducerSettings
from tests.worker_process import WorkerProcess
from transq.keys import Keys
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A live Redis: $TRANSQ_TEST_REDIS_URL, else 127.0.0.1:6379 if it answers, else one
    we start on a free port (and stop at the end)."""
    url = os.environ.get("TRANSQ_TEST_REDIS_URL", "redis://127.0.0.1:6379/0")
    if answers(url):
        yield url
        return
    server = RedisServer(tmp_path_factory.mktemp("redis")).start()
    try:
        yield server.url
    finally:
        server.stop()


@pytest.fixture
def own_redis(tmp_path: Path) -> Iterator[RedisServer]:
    """A private redis-server on a free port, for tests that kill or reconfigure Redis."""
    server = RedisServer(tmp_path / "redis").start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def queue_settings() -> QueueSettings:
    """A queue no other test uses."""
    return QueueSettings(namespace="test", name=f"q-{uuid.uuid4().hex[:12]}")


@pytest.fixture
def keys(queue_settings: QueueSettings) -> Keys:
    return queue_settings.keys()


@pytest.fixture
def producer_settings(redis_url: str, queue_settings: QueueSettings) -> Iterator[ProducerSettings]:
    """Settings for this test's queue; its keys are deleted afterwards."""
    yield ProducerSettings(redis=RedisSettings(url=redis_url), queue=queue_settings)
    delete_queue(redis_url, queue_settings.keys())


def delete_queue(redis_url: str, keys: Keys) -> None:
    """Remove every key of one test queue (never anything else on a shared Redis)."""
    with sync_redis.Redis.from_url(redis_url) as client:
        for key in client.scan_iter(match=keys.all_pattern, count=1000):
            client.delete(key)


@pytest.fixture
async def redis(redis_url: str, producer_settings: ProducerSettings) -> AsyncIterator[aioredis.Redis]:
    """A raw client on the test's Redis."""
    client = aioredis.from_url(redis_url)
    try:
        yield client
    finally:
        await client.aclose()


@pytest.fixture
async def client(producer_settings: ProducerSettings, redis: aioredis.Redis) -> AsyncIterator[Client]:
    async with Client.from_settings(producer_settings) as c:
        yield c


async def queue_keys(redis: aioredis.Redis, keys: Keys) -> list[bytes]:
    """Every key this test's queue has in Redis."""
    return [k async for k in redis.scan_iter(match=keys.all_pattern, count=1000)]


@pytest.fixture
def pseudo_worker(redis_url: str, producer_settings: ProducerSettings, tmp_path: Path) -> Iterator[WorkerProcess]:
    """A real ``python -m worker`` with the pseudo engine on this test's queue (a
    localization pipeline's oracle: every text comes back pseudo-localized)."""
    worker = WorkerProcess(
        redis_url, producer_settings.queue.keys(), f"w-{uuid.uuid4().hex[:6]}", tmp_path / "worker.log",
        env={"TRANSQ_ENGINE__KIND": "pseudo"},
    ).start()  # fmt: skip
    try:
        yield worker
    finally:
        worker.stop()
