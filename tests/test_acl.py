"""The shipped Redis ACL template (configs/redis/users.acl.template), rendered and loaded
into a real Redis: each role does its job through the project's own code and is refused
everything else."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
import redis as sync_redis
import redis.asyncio as aioredis
from redis.exceptions import AuthenticationError, NoPermissionError

from devtools.acl import ROLES, render
from devtools.redis_server import RedisServer
from producer.batch import batch_status, submit_batch
from producer.client import Client
from producer.connection import connect
from producer.contract import ErrorInfo, Lane, Result, Status, make_job
from producer.depth import read_depth
from producer.dlq import DeadLetterQueue
from producer.errors import PermissionDenied
from producer.keys import Keys
from producer.redis_settings import RedisSettings
from producer.settings import ProducerSettings, QueueSettings
from tests.engines import GatedEngine
from tests.ops_helpers import aget, ops_worker_settings, served_worker
from tests.worker_process import until
from worker.redis_checks import durability_warnings
from worker.stream import JobStream

# The shipped template holds no passwords: the test renders it with its own, as the
# Redis container does with the environment's (configs/redis/render-acl.sh).
PASSWORDS = {role: f"test-{role}-password" for role in ROLES}
PASSWORDS["healthcheck"] = "any"  # nopass: it can only PING


def passwords() -> dict[str, str]:
    return PASSWORDS


@pytest.fixture
def acl_server(tmp_path: Path) -> Iterator[RedisServer]:
    """A redis-server running exactly the shipped ACL file.

    It starts with the default user on (the harness's readiness probe does not log in),
    then loads the shipped file with ACL LOAD, which turns the default user off."""
    acl = tmp_path / "users.acl"
    acl.write_text("user default on nopass ~* &* +@all\n")
    server = RedisServer(tmp_path / "redis", extra_args=("--aclfile", str(acl))).start()
    try:
        acl.write_text(render(PASSWORDS))
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
        await redis.execute_command(*command)  # type: ignore[no-untyped-call]  # redis-py leaves it unannotated


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
    await refused(redis, "XTRIM", stream, "MAXLEN", 0)  # never trims (the gateway may read, for its console)
    await refused(redis, "XGROUP", "DESTROY", stream, keys.group)
    await refused(redis, "SET", keys.worker("fake"), "{}")
    await refused(redis, "HGET", "other:key", "field")
    await refused(redis, "XDEL", keys.dead, "0-1")
    await refused(redis, "DEL", keys.dead)  # purge is the admin user's (the gateway's admin connection)
    await refused(redis, "DEL", keys.api_key("k1"))  # so is revoking an API key
    await refused(redis, "DEL", keys.job(keep.job_id))
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
    # DEL only on heartbeats, XDEL only on the lane streams (ACL selectors): the worker
    # cannot delete a job stream, the dead letters or a job's state.
    for key in (keys.stream(Lane.INTERACTIVE), keys.dead, keys.job(done.job_id)):
        await refused(worker_redis, "DEL", key)
    await refused(worker_redis, "XDEL", keys.dead, "0-1")
    await refused(worker_redis, "XTRIM", keys.dead, "MAXLEN", 0)
    assert await worker_redis.get(keys.worker("w-ops")) is None, "its own heartbeat: deleted at stop"


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
    with pytest.raises(PermissionDenied, match="permission denied for user 'monitor'"):
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


# (role, command, allowed) checked with ACL DRYRUN; q is the queue "dry" of namespace transq.
_Q = Keys(namespace="transq", queue="dry")
_STREAM, _DEAD, _JOB = _Q.stream(Lane.INTERACTIVE), _Q.dead, _Q.job("j1")
DRYRUN_MATRIX: list[tuple[str, tuple[str, ...], bool]] = [
    ("producer", ("XDEL", _STREAM, "0-1"), True),  # CANCEL removes an undelivered entry
    ("producer", ("XDEL", _DEAD, "0-1"), False),
    # Dead letters and API keys are deleted by the admin user only (the gateway's
    # admin connection, `keys revoke` as admin): a producer deletes nothing it did not create.
    ("producer", ("DEL", _DEAD), False),
    ("producer", ("XTRIM", _DEAD, "MAXLEN", "0"), False),
    ("producer", ("DEL", _Q.api_key("k1")), False),
    ("producer", ("SET", _Q.owner("j1"), "acme"), True),  # the gateway's job owner
    ("producer", ("SET", _JOB, "x"), False),
    ("producer", ("DEL", _JOB), False),
    ("producer", ("DEL", _STREAM), False),
    ("producer", ("XTRIM", _STREAM, "MAXLEN", "0"), False),
    ("producer", ("XREADGROUP", "GROUP", "workers", "p", "STREAMS", _STREAM, ">"), False),
    ("producer", ("SET", _Q.worker("w"), "{}"), False),
    ("producer", ("XGROUP", "DESTROY", _STREAM, "workers"), False),
    ("worker", ("DEL", _Q.worker("w")), True),  # its own heartbeat, at stop
    ("worker", ("XDEL", _STREAM, "0-1"), True),  # FINISH deletes the acked entry
    ("worker", ("XGROUP", "DELCONSUMER", _STREAM, "workers", "gone"), True),
    ("worker", ("DEL", _Q.suspect("1-0")), True),  # a poison suspect whose entry ended
    ("worker", ("INCR", _Q.engine_deaths("w")), True),  # an engine death with no job in it
    ("worker", ("MULTI",), True),  # the engine-death count and its TTL in one step
    ("worker", ("INCR", _JOB), False),
    ("worker", ("DEL", _STREAM), False),
    ("worker", ("DEL", _DEAD), False),
    ("worker", ("DEL", _JOB), False),
    ("worker", ("XDEL", _DEAD, "0-1"), False),
    ("worker", ("XTRIM", _DEAD, "MAXLEN", "0"), False),
    ("worker", ("XGROUP", "DESTROY", _STREAM, "workers"), False),
    ("worker", ("PUBLISH", _Q.cancel_channel, "j1"), False),
    ("monitor", ("XLEN", _STREAM), True),
    ("monitor", ("HGETALL", _JOB), True),
    ("monitor", ("HSET", _JOB, "status", "succeeded"), False),
    ("monitor", ("XADD", _STREAM, "*", "job", "{}"), False),
    ("monitor", ("EVALSHA", "0" * 40, "0"), False),
    ("admin", ("XDEL", _DEAD, "0-1"), True),  # REQUEUE removes the entry it puts back
    ("admin", ("DEL", _DEAD), True),  # purge
    ("admin", ("DEL", _JOB), True),  # REQUEUE's fresh job state
    ("admin", ("DEL", _Q.api_key("k1")), True),  # keys revoke
    ("admin", ("EVALSHA", "0" * 40, "0"), True),
    ("admin", ("FLUSHALL",), False),
    ("healthcheck", ("PING",), True),
    ("healthcheck", ("GET", _JOB), False),
]


@pytest.fixture
def dryrun_server(tmp_path: Path) -> Iterator[RedisServer]:
    """The rendered roles exactly as shipped, with the default user on so ACL DRYRUN can run."""
    acl = tmp_path / "users.acl"
    acl.write_text(render(PASSWORDS).replace("user default off", "user default on nopass ~* &* +@all"))
    server = RedisServer(tmp_path / "redis", extra_args=("--aclfile", str(acl))).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.mark.parametrize(("role", "command", "allowed"), DRYRUN_MATRIX, ids=lambda v: str(v)[:40])
def test_acl_dryrun_matrix(dryrun_server: RedisServer, role: str, command: tuple[str, ...], allowed: bool) -> None:
    with sync_redis.Redis.from_url(dryrun_server.url, decode_responses=True) as admin:
        answer = admin.execute_command("ACL", "DRYRUN", role, *command)
    assert (answer == "OK") is allowed, f"{role} {' '.join(command)}: {answer}"
