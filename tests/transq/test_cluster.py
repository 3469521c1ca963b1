"""Producer, worker and tools on a real 3-master Redis Cluster that the test starts.

One cluster serves the module (starting one takes a few seconds). Two queues whose hash
tags land on different masters run side by side; afterwards every key either queue left
must sit in its queue's one slot.
"""

from __future__ import annotations

import asyncio
import inspect
import json
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import AsyncExitStack
from pathlib import Path

import pytest
import redis as sync_redis
from redis.crc import key_slot

from devtools.redis_cluster import RedisClusterServers
from producer.batch import batch_status, submit_batch, wait_batch
from producer.client import Client
from producer.ops.dlq import DeadLetterQueue
from producer.ops.monitor import start_monitor
from producer.settings import ProducerSettings
from producer.streaming import End
from tests.engines import GatedEngine, fast_worker_settings
from tests.ops_helpers import run_cli, scrape, value
from tests.worker.scheduling.test_queue import running_worker
from tests.worker_process import NOOP_ENV, WorkerProcess
from transq.connection import connect
from transq.contract import Lane, Status, make_job
from transq.depth import read_depth
from transq.keys import Keys
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings
from worker.redis.stream import JobStream, job_id_of
from worker.settings import MemorySettings


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisClusterServers]:
    servers = RedisClusterServers(tmp_path_factory.mktemp("cluster")).start()
    try:
        yield servers
    finally:
        servers.stop()


def slot_owner(cluster: RedisClusterServers, slot: int) -> int:
    """Port of the master serving ``slot``."""
    with sync_redis.Redis.from_url(cluster.nodes[0].url) as node:
        for start, end, master, *_ in node.execute_command("CLUSTER", "SLOTS"):
            if start <= slot <= end:
                return int(master[1])
    raise AssertionError(f"slot {slot} is not served")


def two_queues_on_different_masters(cluster: RedisClusterServers) -> tuple[QueueSettings, QueueSettings]:
    first = QueueSettings(namespace="test", name=f"q-{uuid.uuid4().hex[:12]}")
    owner = slot_owner(cluster, key_slot(first.keys().base.encode()))
    while True:  # a third of random names land elsewhere; a few tries at most
        second = QueueSettings(namespace="test", name=f"q-{uuid.uuid4().hex[:12]}")
        if slot_owner(cluster, key_slot(second.keys().base.encode())) != owner:
            return first, second


def cluster_keys(cluster: RedisClusterServers, pattern: str) -> list[bytes]:
    """Every key matching ``pattern`` on every master."""
    found: list[bytes] = []
    for node in cluster.nodes:
        with sync_redis.Redis.from_url(node.url) as client:
            found += list(client.scan_iter(match=pattern, count=1000))
    return found


@pytest.fixture
async def cluster_redis(cluster: RedisClusterServers) -> AsyncIterator[RedisSettings]:
    yield RedisSettings(url=cluster.url, cluster=True)


def test_every_key_name_carries_the_queue_hash_tag() -> None:
    """Each name keys.py builds (streams, job, done, dead, heartbeat, cancel channel,
    batch, translation memory, patterns) hashes to the queue's slot."""
    keys = Keys(namespace="ns", queue="orders-7")
    tag_slot = key_slot(b"{orders-7}")
    names: list[str] = []
    for name, member in inspect.getmembers(Keys):
        if name.startswith("_") or name in ("namespace", "queue", "group", "base"):
            continue
        if isinstance(member, property):
            names.append(getattr(keys, name))
        elif inspect.isfunction(member) and name not in ("streams",) and not name.startswith("job_id_from"):
            two = {"usage": ("x", "2026-01"), "open_jobs": ("acme", Lane.BATCH), "work": ("x", "jobs"),
                   "idempotency": ("x", "abc")}  # fmt: skip
            args = (Lane.BATCH,) if name == "stream" else two.get(name, ("x",))
            names.append(member(keys, *args))
    names += list(keys.streams().values())
    assert len(names) >= 11, names
    for built in names:
        assert built.startswith(keys.base + ":"), built
        assert key_slot(built.encode()) == tag_slot, built


async def test_a_master_that_lost_its_scripts_gets_them_inside_the_call(
    cluster: RedisClusterServers, cluster_redis: RedisSettings
) -> None:
    """As on a replica that a cluster failover promoted: the master of the queue's slot has no
    scripts. A single submit, a pipelined one and the worker's coalesced START each load
    what they need and succeed (transq.script_runs)."""
    queue = QueueSettings(namespace="test", name=f"q-{uuid.uuid4().hex[:12]}")
    owner = slot_owner(cluster, key_slot(queue.keys().base.encode()))

    def forget() -> None:
        with sync_redis.Redis(host="127.0.0.1", port=owner) as node:
            node.script_flush()

    async with Client.from_settings(ProducerSettings(redis=cluster_redis, queue=queue)) as client:
        await client.submit(make_job(text="first", target_lang="de"))
        forget()
        assert (await client.submit(make_job(text="single", target_lang="de"))).created
        forget()
        receipts = await client.submit_many([make_job(text=f"many {n}", target_lang="de") for n in range(3)])
        assert [getattr(r, "created", None) for r in receipts] == [True] * 3
        stream = JobStream(client.redis, client.keys, "w-cluster", 60)
        await stream.setup()
        deliveries = await stream.read(Lane.INTERACTIVE, 10)
        forget()
        started = await asyncio.gather(*(stream.start(job_id_of(d.payload), d) for d in deliveries))
        assert [s.status for s in started] == [Status.RUNNING] * 5


async def _serve_one_queue(client: Client, engine: GatedEngine) -> None:
    """Submit, get, wait, cancel, batch, translation memory and a dead letter on one queue."""
    keys = client.keys
    await client.submit(make_job(text="held", target_lang="de", job_id="cancel-running"))
    await engine.wait_started("held")
    assert await client.cancel("cancel-running") is Status.RUNNING
    assert (await client.wait("cancel-running", timeout_s=10)).status is Status.CANCELLED
    assert engine.aborted == ["held"]
    engine.release_all()
    jobs = [make_job(text=f"text {i}", target_lang="de") for i in range(12)]
    await client.submit_many(jobs)
    await client.submit(make_job(text="text 0", target_lang="de", job_id="same-text-again"))
    await client.redis.xadd(keys.stream(Lane.INTERACTIVE), {"job": b"{not json"})
    receipt = await submit_batch(client, ["one.", "two."], target_lang="fr")
    results = await client.wait_many([j.job_id for j in jobs], timeout_s=20)
    assert {r.translation for r in results.values()} == {j.text.upper() for j in jobs}
    again = await client.wait("same-text-again", timeout_s=20)
    assert again.translation == "TEXT 0"
    final = await wait_batch(client, receipt.batch_id, timeout_s=20)
    assert final.done == 2, final
    assert (await batch_status(client, receipt.batch_id)).total == 2
    assert (await client.get("cancel-me")).status is Status.CANCELLED
    # A stream reader: the shared XREAD of the wake stream and the delta streams (one slot).
    streamed = make_job(text="streamed", target_lang="de", stream=True)
    await client.submit(streamed)
    async with asyncio.timeout(20):
        events = [event async for event in client.stream(streamed.job_id)]
    assert isinstance(events[-1], End) and events[-1].result.translation == "STREAMED", events


async def test_producer_worker_and_tools_on_two_queues(
    cluster: RedisClusterServers, cluster_redis: RedisSettings
) -> None:
    queues = two_queues_on_different_masters(cluster)
    engines = [GatedEngine() for _ in queues]
    async with AsyncExitStack() as stack:
        clients = []
        for queue, engine in zip(queues, engines, strict=True):
            client = await stack.enter_async_context(
                Client.from_settings(ProducerSettings(redis=cluster_redis, queue=queue))
            )
            # Cancelled while queued: before any worker can take it.
            await client.submit(make_job(text="never runs", target_lang="de", job_id="cancel-me"))
            assert await client.cancel("cancel-me") is Status.CANCELLED
            settings = fast_worker_settings(cluster.url, queue, memory=MemorySettings(ttl_s=60))
            settings.redis.cluster = True
            redis = connect(settings.redis, extra_timeout_s=1)
            stack.push_async_callback(redis.aclose)
            await stack.enter_async_context(running_worker(redis, settings, engine))
            clients.append(client)
        await asyncio.gather(*(_serve_one_queue(c, e) for c, e in zip(clients, engines, strict=True)))
        for client, engine in zip(clients, engines, strict=True):
            assert engine.calls["text 0"] == 1, "the second identical text came from the translation memory"
            await _check_tools(client)
    for queue in queues:
        keys = queue.keys()
        found = cluster_keys(cluster, f"{keys.namespace}:*{keys.queue}*")
        assert found, "the queue left keys (results, dead letters)"
        slot = key_slot(keys.base.encode())
        assert {key_slot(k) for k in found} == {slot}, found
        assert all(k.decode().startswith(keys.base + ":") for k in found), found


async def _check_tools(client: Client) -> None:
    """stats (read_depth), the monitor's /metrics, dlq list/show/purge/requeue on the cluster."""
    depth = await read_depth(client.redis, client.keys)
    assert depth.dead_letters == 1 and depth.backlog == 0
    assert [w.worker_id for w in depth.workers] == ["w-test"]
    dlq = DeadLetterQueue(client.redis, client.keys)
    letters = await dlq.newest(10)
    assert len(letters) == 1 and letters[0].reason.startswith("malformed"), letters
    assert (await dlq.find(letters[0].entry_id)).entry_id == letters[0].entry_id
    monitor = start_monitor(client.redis, client.keys, "127.0.0.1", 0)
    try:
        samples = await scrape(f"http://127.0.0.1:{monitor.port}/metrics")
    finally:
        monitor.stop()
    assert value(samples, "transq_queue_up", queue=client.keys.queue) == 1
    assert value(samples, "transq_queue_dead_letters", queue=client.keys.queue) == 1
    assert await dlq.purge() == 1 and await dlq.count() == 0
    lost = make_job(text="back again", target_lang="de")
    await client.redis.xadd(
        client.keys.dead,
        {
            "entry": "0-1",
            "lane": "interactive",
            "reason": "test",
            "deliveries": 4,
            "job_id": lost.job_id,
            "job": lost.to_wire(),
        },
    )
    [letter] = await dlq.newest(1)
    await dlq.requeue(letter)
    assert (await client.wait(lost.job_id, timeout_s=10)).translation == "BACK AGAIN"


async def test_cli_and_monitor_on_the_cluster(
    cluster: RedisClusterServers, cluster_redis: RedisSettings, tmp_path: Path
) -> None:
    queue = QueueSettings(namespace="test", name=f"q-{uuid.uuid4().hex[:12]}")
    keys = queue.keys()
    env = {"TRANSQ_REDIS__CLUSTER": "true"}
    submitted = await run_cli(cluster.url, keys, "submit", "Hello", "--to", "de", "--id", "cli-1", env=env)
    assert submitted.rc == 0, submitted.err
    stats = await run_cli(cluster.url, keys, "stats", "--json", env=env)
    assert stats.rc == 0, stats.err
    assert json.loads(stats.out)["backlog"] == 1
    got = await run_cli(cluster.url, keys, "get", "cli-1", "--json", env=env)
    assert got.rc == 0 and json.loads(got.out)["status"] == "queued", got
    # The real worker process (`python -m worker`, no-model engine) on the cluster.
    worker = WorkerProcess(cluster.url, keys, "cluster-w", tmp_path / "worker.log", env=NOOP_ENV | env).start()
    redis = connect(RedisSettings(url=cluster.url, cluster=True))
    try:
        await worker.wait_ready(redis, timeout_s=60)
        waited = await run_cli(cluster.url, keys, "submit", "Hi", "--to", "de", "--wait", "--timeout", "30", env=env)
        assert waited.rc == 0 and waited.out.strip() == "Hi", waited
        assert worker.terminate() == 0, worker.log_tail()
    finally:
        worker.stop()
        await redis.aclose()
