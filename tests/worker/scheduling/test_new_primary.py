"""A result write lost in a failover is not a crash (worker.scheduling.lease, intake,
worker.redis.reading.take_back_lost).

Two servers stand for a primary and the replica a failover promotes; the worker reaches
them through one address (devtools.tcp_proxy), as a client of a Sentinel service does.
The replica has the job running (its START replicated) when it is cut off and promoted;
then the worker's FINISH lands on the old primary only, and the proxy switches to the new
one. The entry is pending under the worker there with nobody renewing it: with
``claim_idle_ms`` at 60 s, only the worker noticing the new primary brings the job back in
time, and it must come back as the same attempt, not as a crash suspect.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from pathlib import Path

import pytest
import redis.asyncio as aioredis
from prometheus_client import REGISTRY

from devtools.redis_server import RedisServer
from devtools.tcp_proxy import TcpProxy
from producer.client import Client
from tests.engines import GatedEngine, fast_worker_settings, in_loop_worker
from tests.waiting import until
from transq.connection import connect
from transq.contract import Lane, Status, make_job
from transq.settings import QueueSettings


@pytest.fixture
def servers(tmp_path: Path) -> Iterator[tuple[RedisServer, RedisServer]]:
    primary = RedisServer(tmp_path / "primary").start()
    replica = RedisServer(tmp_path / "replica", extra_args=("--replicaof", "127.0.0.1", str(primary.port))).start()
    try:
        yield primary, replica
    finally:
        replica.stop()
        primary.stop()


@pytest.fixture
async def direct(servers: tuple[RedisServer, RedisServer]) -> AsyncIterator[tuple[aioredis.Redis, aioredis.Redis]]:
    old, new = (aioredis.from_url(server.url) for server in servers)
    try:
        yield old, new
    finally:
        await old.aclose()
        await new.aclose()


async def test_a_finish_the_new_primary_lacks_runs_again_at_once_as_the_same_attempt(
    servers: tuple[RedisServer, RedisServer],
    direct: tuple[aioredis.Redis, aioredis.Redis],
    queue_settings: QueueSettings,
) -> None:
    old, new = direct
    await until(_linked(new), what="the replica's first sync")
    proxy = TcpProxy(servers[0].port).start()
    engine = GatedEngine()
    url = f"redis://127.0.0.1:{proxy.port}/0"
    settings = fast_worker_settings(url, queue_settings, claim_idle_ms=60_000, forget_consumer_idle_s=120)
    through_proxy = connect(settings.redis)
    suspects_before = REGISTRY.get_sample_value("transq_suspect_runs_total") or 0.0
    try:
        async with Client(old, queue_settings) as client, in_loop_worker(through_proxy, settings, engine) as worker:
            job = make_job(text="lost in a failover", target_lang="de")
            await client.submit(job)
            await engine.wait_started(job.text)
            keys = client.keys
            # The replica has the job running and its entry pending under the worker.
            await until(
                lambda: _running_and_pending(new, keys.job(job.job_id), keys.stream(Lane.INTERACTIVE), keys.group)
            )
            await new.replicaof("NO", "ONE")  # cut off, then promoted
            engine.release(job.text)
            await until(lambda: old.exists(keys.result(job.job_id)), what="the result on the old primary")
            assert not await new.exists(keys.result(job.job_id))
            engine.open_by_default = True
            proxy.switch(servers[1].port)
            async with Client(new, queue_settings) as reader:
                result = await reader.wait(job.job_id, timeout_s=15)
            assert result.status is Status.SUCCEEDED and result.attempts == 1  # the same attempt
            assert engine.calls[job.text] == 2
            assert worker.stats.taken_back == 1 and worker.stats.reclaimed == 0
            assert (REGISTRY.get_sample_value("transq_suspect_runs_total") or 0.0) == suspects_before
    finally:
        await through_proxy.aclose()
        proxy.stop()


def _linked(replica: aioredis.Redis) -> Callable[[], Awaitable[bool]]:
    async def check() -> bool:
        return (await replica.info("replication")).get("master_link_status") == "up"

    return check


async def _running_and_pending(redis: aioredis.Redis, job_key: str, stream: str, group: str) -> bool:
    if await redis.hget(job_key, "status") != b"running":
        return False
    return int((await redis.xpending(stream, group))["pending"]) == 1
