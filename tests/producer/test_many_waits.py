"""One Client holds 10,000 concurrent waits on a bounded number of Redis connections
(producer.waits), and a pool that runs dry says which pool and its size."""

from __future__ import annotations

import asyncio
import uuid

import pytest
import redis.asyncio as aioredis

from producer.client import Client
from producer.settings import ClientConfig, ProducerSettings
from tests.producer.client_load import connections, serve_and_count
from tests.waiting import until
from transq.contract import Status, make_job
from transq.errors import PoolExhausted

WAITS = 10_000
POOL_SIZE = 8
WAIT_CONNECTIONS = 4


def _settings(producer_settings: ProducerSettings, name: str, **client: object) -> ProducerSettings:
    config = ClientConfig.model_validate({"pool_size": POOL_SIZE, "wait_connections": WAIT_CONNECTIONS,
                                          "name": name, "set_client_name": True} | client)  # fmt: skip
    return producer_settings.model_copy(update={"client": config})


async def test_one_client_holds_10000_waits_on_a_bounded_number_of_connections(
    producer_settings: ProducerSettings, redis: aioredis.Redis, redis_url: str
) -> None:
    name = f"t-waits-{uuid.uuid4().hex[:8]}"
    bound = POOL_SIZE + WAIT_CONNECTIONS
    async with Client.from_settings(_settings(producer_settings, name)) as client:
        jobs = [make_job(text=f"text {i}", target_lang="de", priority="batch") for i in range(WAITS)]
        for start in range(0, WAITS, 1000):
            await client.submit_many(jobs[start : start + 1000])
        waits = [asyncio.create_task(client.wait(j.job_id, timeout_s=600)) for j in jobs]

        async def registered() -> bool:
            return client.waits.waiting == WAITS

        await until(registered, 60, "every wait to register")
        assert 0 < (await connections(redis, name)) <= bound
        results, peak = await serve_and_count(
            redis, redis_url, producer_settings.queue, name, waits, max_in_flight=64, timeout_s=600
        )
        assert len(results) == WAITS
        assert {r.status for r in results} == {Status.SUCCEEDED}
        assert [r.translation for r in results[:3]] == ["text 0", "text 1", "text 2"]
        assert client.waits.waiting == 0
        assert peak <= bound, f"{peak} connections for {WAITS} waits (bound {bound})"


async def test_an_exhausted_pool_names_itself_and_its_size(
    producer_settings: ProducerSettings, redis: aioredis.Redis
) -> None:
    name = f"t-pool-{uuid.uuid4().hex[:8]}"
    settings = _settings(producer_settings, name, pool_size=1, pool_timeout_s=0.2)
    async with Client.from_settings(settings) as client:
        # The pool's only connection is busy for a second (a raw BLPOP on no key).
        async def hold() -> None:
            await client.redis.blpop([f"{name}:nothing"], timeout=1)

        busy = asyncio.create_task(hold())

        async def blocked() -> bool:
            return any(c.get("name") == name and c.get("cmd") == "blpop" for c in await redis.client_list())

        await until(blocked, 5, "the pool's connection to block", interval_s=0.01)
        with pytest.raises(PoolExhausted) as caught:
            await client.get("any")
        await busy
    message = str(caught.value)
    assert message == f"connection pool '{name}' exhausted: all 1 connections stayed busy for 0.2 s", message
    assert "unreachable" not in message
