"""The shipped Redis ACL file (configs/redis/users.acl), loaded into a real Redis: each
role does its job through the project's own code and is refused everything else."""

from __future__ import annotations

import re
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
import redis as sync_redis
import redis.asyncio as aioredis
from redis.exceptions import AuthenticationError, NoPermissionError

from devtools.redis_server import REPO, RedisServer
from producer.batch import batch_status, submit_batch
from producer.client import Client
from producer.connection import connect
from producer.contract import ErrorInfo, Lane, Result, Status, make_job
from producer.depth import read_depth
from producer.dlq import DeadLetterQueue
from producer.keys import Keys
from producer.settings import ProducerSettings, QueueSettings, RedisSettings
from tests.engines import GatedEngine
from tests.ops_helpers import aget, ops_worker_settings, served_worker
from tests.worker_process import until
from worker.redis_checks import durability_warnings
from worker.stream import JobStream

ACL_FILE = REPO / "configs" / "redis" / "users.acl"


def passwords() -> dict[str, str]:
    """Each user's example password, as the shipped file sets it (``>password``)."""
    found = re.findall(r"^user (\S+) on >(\S+)", ACL_FILE.read_text(), flags=re.MULTILINE)
    return dict(found)


@pytest.fixture
def acl_server(tmp_path: Path) -> Iterator[RedisServer]:
    """A redis-server running exactly the shipped ACL file.

    It starts with the default user on (the harness's readiness probe does not log in),
    then loads the shipped file with ACL LOAD, which turns the default user off."""
    acl = tmp_path / "users.acl"
    acl.write_text("user default on nopass ~* &* +@all\n")
    server = RedisServer(tmp_path / "redis", extra_args=("--aclfile", str(acl))).start()
    try:
        acl.write_text(ACL_FILE.read_text())
        with sync_redis.Redis.from_url(server.url) as bootstrap:
            bootstrap.execute_command("ACL", "LOAD")
        yield server
    finally:
        server.kill()  # SHUTDOWN needs a user allowed to run it; none is
        server.stop()


@pytest.fixture
def queue() -> QueueSettings:
    # The ACL grants the "transq" namespace only.
    return QueueSettings(namespace="transq", name=f"acl-{uuid.uuid4().hex[:8]}")


def as_role(server: RedisServer, role: str) -> RedisSettings:
    return RedisSettings(url=server.url, username=role, password=passwords()[role])


@pytest.fixture
async def raw() -> AsyncIterator[dict[str, aioredis.Redis]]:
    """Raw clients per role, for the commands a role must be refused."""
    clients: dict[str, aioredis.Redis] = {}
    yield clients
    for client in clients.values():
        await client.aclose()


def client_for(server: RedisServer, role: str, clients: dict[str, aioredis.Redis]) -> aioredis.Redis:
    clients[role] = clients.get(role) or connect(as_role(server, role))
    return clients[role]


async def refused(redis: aioredis.Redis, *command: object) -> None:
    with pytest.raises(NoPermissionError):
        await redis.execute_command(*command)


async def test_default_user_is_off(acl_server: RedisServer) -> None:
    anonymous = aioredis.from_url(acl_server.url)
    with pytest.raises(AuthenticationError):
        await anonymous.ping()
    await anonymous.aclose()


async def test_producer_submits_reads_and_cancels_but_cannot_consume(
    acl_server: RedisServer, queue: QueueSettings, raw: dict[str, aioredis.Redis]
) -> None:
    keys = queue.keys()
    async with Client.from_settings(ProducerSettings(redis=as_role(acl_server, "producer"), queue=queue)) as producer:
        keep, drop = make_job(text="keep", target_lang="de"), make_job(text="drop", target_lang="de")
        await producer.submit_many([keep, drop])
        assert (await producer.get(keep.job_id)).status is Status.QUEUED
        assert await producer.cancel(drop.job_id) is Status.CANCELLED
        with pytest.raises(Exception, match="timed out"):
            await producer.wait(keep.job_id, timeout_s=0.2)
        receipt = await submit_batch(producer, ["One.", "Two."], target_lang="de")  # documents
        assert (await batch_status(producer, receipt.batch_id)).results.keys() == receipt.job_ids.keys()
    redis = client_for(acl_server, "producer", raw)
    stream = keys.stream(Lane.INTERACTIVE)
    await refused(redis, "XREADGROUP", "GROUP", keys.group, "p", "COUNT", 1, "STREAMS", stream, ">")
    await refused(redis, "XACK", stream, keys.group, "0-1")
    await refused(redis, "XRANGE", stream, "-", "+")
    await refused(redis, "SET", keys.worker("fake"), "{}")
    await refused(redis, "HGET", "other:key", "field")
    await refused(redis, "FLUSHALL")
    await refused(redis, "CONFIG", "GET", "*")


async def test_worker_consumes_records_and_dead_letters_but_cannot_administer(
    acl_server: RedisServer, queue: QueueSettings, raw: dict[str, aioredis.Redis]
) -> None:
    keys = queue.keys()
    worker_redis = client_for(acl_server, "worker", raw)
    # CONFIG is refused; the start-up check reads INFO instead (this server has AOF on).
    assert await durability_warnings(worker_redis) == []
    engine = GatedEngine()
    settings = ops_worker_settings(acl_server.url, queue, grace_period_s=0)
    async with Client.from_settings(ProducerSettings(redis=as_role(acl_server, "producer"), queue=queue)) as producer:
        done, running, stuck = (make_job(text=t, target_lang="de") for t in ("done", "running", "stuck"))
        await producer.submit_many([done, running, stuck])
        await producer.redis.xadd(keys.stream(Lane.BATCH), {"job": b"{broken"})
        async with served_worker(worker_redis, settings, engine) as served:
            await engine.wait_running(3)
            engine.release("done")
            assert (await producer.wait(done.job_id, timeout_s=10)).translation == "DONE"
            assert await producer.cancel(running.job_id) is Status.RUNNING  # over pub/sub
            assert (await producer.wait(running.job_id, timeout_s=10)).status is Status.CANCELLED
            assert await aget(f"{served.base_url}/healthz") == (200, "ok\n")
            await until(lambda: producer.redis.xlen(keys.dead), 10, "the broken entry to be dead-lettered")
            served.worker.stop()  # no grace: the stuck job is aborted and its entry released
            assert await served.task == 0
        assert (await producer.get(stuck.job_id)).status is Status.QUEUED
    for command in (("FLUSHALL",), ("CONFIG", "SET", "appendonly", "no"), ("KEYS", "*"), ("ACL", "LIST")):
        await refused(worker_redis, *command)
    await refused(worker_redis, "XGROUP", "DESTROY", keys.stream(Lane.INTERACTIVE), keys.group)
    await refused(worker_redis, "DEL", "other:key")


async def test_monitor_reads_everything_and_writes_nothing(
    acl_server: RedisServer, queue: QueueSettings, raw: dict[str, aioredis.Redis]
) -> None:
    keys = queue.keys()
    async with Client.from_settings(ProducerSettings(redis=as_role(acl_server, "producer"), queue=queue)) as producer:
        await producer.submit(make_job(text="waiting", target_lang="de", priority="batch"))
    monitor = client_for(acl_server, "monitor", raw)
    depth = await read_depth(monitor, keys)
    assert depth.lanes["batch"].backlog == 1 and depth.dead_letters == 0
    assert await DeadLetterQueue(monitor, keys).newest(10) == []
    with pytest.raises(NoPermissionError):
        await Client(monitor, queue).submit(make_job(text="sneaky", target_lang="de"))
    await refused(monitor, "SET", keys.job("x"), "1")
    await refused(monitor, "XADD", keys.stream(Lane.BATCH), "*", "job", "{}")
    await refused(monitor, "DEL", keys.dead)
    await refused(monitor, "HSET", keys.job("x"), "status", "queued")
    await refused(monitor, "PUBLISH", keys.cancel_channel, "x")
    await refused(monitor, "EVAL", "return 1", 0)


async def test_admin_runs_the_dead_letter_tooling_but_not_the_server(
    acl_server: RedisServer, queue: QueueSettings, raw: dict[str, aioredis.Redis]
) -> None:
    keys: Keys = queue.keys()
    async with Client.from_settings(ProducerSettings(redis=as_role(acl_server, "producer"), queue=queue)) as producer:
        job = make_job(text="again", target_lang="de")
        await producer.submit(job)
    # Dead-letter it as a worker does (the worker's own script, under the worker user).
    stream = JobStream(client_for(acl_server, "worker", raw), keys, "w-acl", 60)
    [delivery] = await stream.read(Lane.INTERACTIVE, 1)
    failed = Result(job_id=job.job_id, status=Status.FAILED, error=ErrorInfo(code="poison", message="test"))
    await stream.dead_letter(delivery, "test", failed)
    admin = client_for(acl_server, "admin", raw)
    dlq = DeadLetterQueue(admin, keys)
    [letter] = await dlq.newest(1)
    await dlq.requeue(letter)
    assert await admin.hget(keys.job(job.job_id), "status") == b"queued"
    [delivery] = await stream.read(Lane.INTERACTIVE, 1)
    await stream.dead_letter(delivery, "test again", failed)
    assert await dlq.purge() == 1
    await refused(admin, "FLUSHALL")
    await refused(admin, "CONFIG", "GET", "*")
    await refused(admin, "ACL", "LIST")
    healthcheck = client_for(acl_server, "healthcheck", raw)
    assert await healthcheck.ping()
    await refused(healthcheck, "GET", keys.job(job.job_id))
