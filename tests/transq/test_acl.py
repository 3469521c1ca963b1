"""The shipped Redis ACL template (configs/redis/users.acl.template), rendered and loaded
into a real Redis: each role does its job through the project's own code and is refused
everything else."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Awaitable, Iterator
from pathlib import Path

import pytest
import redis as sync_redis
import redis.asyncio as aioredis
from redis.exceptions import AuthenticationError, NoPermissionError

from devtools.acl import ROLES, render
from devtools.redis_server import RedisServer, full_binary
from producer.batch import batch_status, submit_batch
from producer.client import Client
from producer.ops import JobFilter, JobIndex, JobRetry
from producer.ops.dlq import DeadLetterQueue
from producer.settings import ProducerSettings
from tests.engines import GatedEngine
from tests.ops_helpers import aget, ops_worker_settings, served_worker
from tests.waiting import until
from transq.connection import connect
from transq.contract import ErrorInfo, Lane, Result, Status, make_job
from transq.depth import read_depth
from transq.errors import PermissionDenied, QueueFull
from transq.keys import Keys
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings
from worker.redis.durability import durability_warnings
from worker.redis.stream import JobStream

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
    # full_binary: the shipped file grants WAITAOF, which Redis < 7.2 (Debian 12's 7.0) does not know.
    server = RedisServer(tmp_path / "redis", extra_args=("--aclfile", str(acl)), binary=full_binary()).start()
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
    await _retry_is_the_admins(acl_server, keys, raw)
    await refused(admin, "FLUSHALL")
    await refused(admin, "CONFIG", "GET", "*")
    await refused(admin, "ACL", "LIST")
    healthcheck = client_for(acl_server, "healthcheck", raw)
    assert await healthcheck.ping()
    await refused(healthcheck, "GET", keys.job(job.job_id))


async def _retry_is_the_admins(server: RedisServer, keys: Keys, raw: dict[str, aioredis.Redis]) -> None:
    """A failed job (failed by the worker's own FINISH) is listed for the monitor, refused a
    retry as the producer (it would delete a result), and retried as the admin."""
    async with Client.from_settings(ProducerSettings(redis=as_role(server, "producer"), queue=QueueSettings(
        namespace=keys.namespace, name=keys.queue))) as producer:  # fmt: skip
        job = make_job(text="retry me", target_lang="de")
        await producer.submit(job)
    worker = client_for(server, "worker", raw)
    stream = JobStream(worker, keys, "w-acl", 60)
    [delivery] = await stream.read(Lane.INTERACTIVE, 1)
    await stream.start(job.job_id, delivery)
    failed = Result(job_id=job.job_id, status=Status.FAILED, error=ErrorInfo(code="rejected", message="test"))
    await stream.finish(delivery, failed)
    listed = await JobIndex(client_for(server, "monitor", raw), keys).page(JobFilter(statuses=frozenset({"failed"})))
    assert job.job_id in [row.job_id for row in listed.rows]
    with pytest.raises(NoPermissionError):
        await JobRetry(client_for(server, "producer", raw), keys).retry(job.job_id)
    await JobRetry(client_for(server, "admin", raw), keys).retry(job.job_id)
    assert await worker.hget(keys.job(job.job_id), "status") == b"queued"
    [again] = await stream.read(Lane.INTERACTIVE, 1)
    assert again.entry_id != delivery.entry_id


# The ACL matrix, on the queue "dry" of namespace transq. Each refusal is checked twice:
# with ACL DRYRUN (test_acl_dryrun_matrix) and as a real attempt by that user
# (test_every_refusal_is_refused_for_real); each allowance with ACL DRYRUN, and the roles'
# real work through the project's own code in the tests above.
_Q = Keys(namespace="transq", queue="dry")
_STREAM, _DEAD, _JOB, _RESULT = _Q.stream(Lane.INTERACTIVE), _Q.dead, _Q.job("j1"), _Q.result("j1")
# Job ids may hold ':', so a loose pattern such as transq:*:job:* would match these result
# keys: the shipped patterns end the queue's part at its hash tag (transq:{*}:job:*).
_TRICKY_RESULTS = [_Q.result("x:job:y"), _Q.result("x:done:y"), _Q.result("x:stream:y"), _Q.result("x:batch:y")]
_OPEN = _Q.open_jobs("acme", Lane.INTERACTIVE)
_FORGED = '{"schema_version": 1, "job_id": "j1", "status": "succeeded", "translation": "FORGED"}'
_WRITES_TO_SCRIPT = "return redis.call('HSET', KEYS[1], 'status', 'succeeded')"

REFUSED: list[tuple[str, tuple[str, ...]]] = [
    # A forged result: no producer write can reach a result key, directly or in a script.
    ("producer", ("HSET", _RESULT, "status", "succeeded", "result", _FORGED)),
    ("producer", ("HSETNX", _RESULT, "result", _FORGED)),
    ("producer", ("SET", _RESULT, _FORGED)),
    ("producer", ("DEL", _RESULT)),
    ("producer", ("EXPIRE", _RESULT, "0")),
    ("producer", ("EVAL", _WRITES_TO_SCRIPT, "1", _RESULT)),
    *[("producer", ("HSET", key, "result", _FORGED)) for key in _TRICKY_RESULTS],
    # ... nor the translation memory (a poisoned translation for every later job of a text).
    ("producer", ("SET", _Q.memory("digest"), "FORGED")),
    ("producer", ("EVAL", "return redis.call('SET', KEYS[1], 'FORGED')", "1", _Q.memory("digest"))),
    # Queue rules bind every producer: the operator's (admin) to change, not a producer's
    # (durable submit off, or the backlog limit lifted, for everyone; issue 25).
    ("producer", ("HSET", _Q.config, "durable_submit", "0")),
    ("producer", ("HSET", _Q.config, "max_backlog", "0")),
    ("producer", ("HSETNX", _Q.config, "max_backlog", "0")),
    ("producer", ("HDEL", _Q.config, "durable_submit")),
    ("producer", ("SET", _Q.probe, "x")),
    ("producer", ("DEL", _Q.config)),
    ("producer", ("EXPIRE", _Q.config, "1")),
    # Others' entries and streams: CANCEL leaves the entry to the worker, so no XDEL.
    ("producer", ("XDEL", _STREAM, "0-1")),
    ("producer", ("XTRIM", _STREAM, "MAXLEN", "0")),
    ("producer", ("DEL", _STREAM)),
    ("producer", ("EXPIRE", _STREAM, "0")),
    ("producer", ("SET", _STREAM, "x")),
    ("producer", ("XDEL", _DEAD, "0-1")),
    ("producer", ("XTRIM", _DEAD, "MAXLEN", "0")),
    ("producer", ("EXPIRE", _DEAD, "0")),
    # Another job's state: a producer adds fields to a job hash (HSETNX), never overwrites.
    ("producer", ("HSET", _JOB, "status", "succeeded", "result", _FORGED)),
    ("producer", ("HSET", _JOB, "entry", "1-1")),
    ("producer", ("HDEL", _JOB, "entry")),
    ("producer", ("HINCRBY", _JOB, "attempts", "1")),
    ("producer", ("EXPIRE", _JOB, "0")),
    ("producer", ("SET", _JOB, "x")),
    ("producer", ("DEL", _JOB)),
    ("producer", ("XREADGROUP", "GROUP", "workers", "p", "STREAMS", _STREAM, ">")),
    ("producer", ("XACK", _STREAM, "workers", "0-1")),
    ("producer", ("XCLAIM", _STREAM, "workers", "p", "0", "0-1")),
    ("producer", ("XGROUP", "DESTROY", _STREAM, "workers")),
    ("producer", ("SET", _Q.worker("w"), "{}")),
    ("producer", ("HINCRBY", _Q.tally(1), "succeeded", "1")),
    ("producer", ("HSET", _Q.suspect("1-0"), "crashes", "9")),
    # ... nor a streaming job's text: deltas are the worker's to write (transq.deltas).
    ("producer", ("XADD", _Q.deltas("j1"), "*", "t", "d", "a", "1", "o", "0", "x", "FORGED")),
    ("producer", ("DEL", _Q.deltas("j1"))),
    ("producer", ("XTRIM", _Q.deltas("j1"), "MAXLEN", "0")),
    ("producer", ("HGET", "other:key", "field")),
    # The worker stores results but deletes no stream, dead letter, job or result.
    ("worker", ("DEL", _STREAM)),
    ("worker", ("EXPIRE", _STREAM, "0")),
    ("worker", ("SET", _STREAM, "x")),
    ("worker", ("XTRIM", _STREAM, "MAXLEN", "0")),
    ("worker", ("XGROUP", "DESTROY", _STREAM, "workers")),
    ("worker", ("DEL", _DEAD)),
    ("worker", ("EXPIRE", _DEAD, "0")),
    ("worker", ("SET", _DEAD, "x")),
    ("worker", ("XDEL", _DEAD, "0-1")),
    ("worker", ("XTRIM", _DEAD, "MAXLEN", "0")),
    ("worker", ("DEL", _JOB)),
    ("worker", ("DEL", _RESULT)),
    ("worker", ("INCR", _JOB)),
    ("worker", ("HSET", _Q.config, "max_backlog", "0")),
    ("worker", ("HSET", _Q.api_key("k1"), "role", "admin")),
    ("worker", ("PUBLISH", _Q.cancel_channel, "j1")),
    ("worker", ("KEYS", "*")),
    # The monitor writes nothing.
    ("monitor", ("HSET", _JOB, "status", "succeeded")),
    ("monitor", ("HSET", _RESULT, "status", "succeeded")),
    ("monitor", ("SET", _JOB, "1")),
    ("monitor", ("EXPIRE", _JOB, "0")),
    ("monitor", ("DEL", _DEAD)),
    ("monitor", ("XADD", _STREAM, "*", "job", "{}")),
    ("monitor", ("XDEL", _STREAM, "0-1")),
    ("monitor", ("EVALSHA", "0" * 40, "0")),
    ("monitor", ("EVAL", "return 1", "0")),
    ("monitor", ("PUBLISH", _Q.cancel_channel, "j1")),
    # Dead letters and API keys are deleted by the admin user only (the gateway's admin
    # connection, `keys revoke` as admin): a producer deletes nothing it did not create.
    ("producer", ("DEL", _DEAD)),
    ("producer", ("DEL", _Q.api_key("k1"))),
    ("producer", ("HSET", _Q.api_key("k1"), "role", "admin")),  # a self-made gateway key
    ("producer", ("SADD", _Q.api_keys, "k1")),
    # The job index: the gateway's SUBMIT and the worker's START add to it; a producer
    # credential neither adds, trims nor deletes (issue 38: it could hide others' jobs),
    # and the monitor writes nothing. Each gateway key family: tests/security.
    ("producer", ("DEL", _Q.jobs_index)),
    ("producer", ("ZREM", _Q.jobs_index, "j1")),
    ("producer", ("ZADD", _Q.jobs_index, "1", "j1")),
    ("producer", ("ZREMRANGEBYRANK", _Q.jobs_index, "0", "-1")),
    ("producer", ("SET", _Q.owner("j1"), "mallory")),
    ("producer", ("EVALSHA", "0" * 40, "5", _JOB, _STREAM, _Q.config, _Q.owner("j1"), _Q.jobs_index)),
    ("gateway", ("DEL", _Q.jobs_index)),
    ("gateway", ("HSET", _RESULT, "status", "succeeded")),
    ("gateway", ("HSET", _Q.api_key("k1"), "role", "admin")),
    ("gateway", ("SET", _Q.memory("digest"), "FORGED")),
    ("gateway", ("HSET", _Q.config, "max_backlog", "0")),
    ("monitor", ("ZADD", _Q.jobs_index, "1", "j1")),
    ("admin", ("FLUSHALL",)),
    ("healthcheck", ("GET", _JOB)),
]

ALLOWED: list[tuple[str, tuple[str, ...]]] = [
    ("producer", ("HGET", _RESULT, "result")),  # readers take results from here
    ("producer", ("HSETNX", _JOB, "cancel", "1")),  # SUBMIT / CANCEL run as the producer
    ("producer", ("EVALSHA", "0" * 40, "3", _JOB, _STREAM, _Q.config)),  # SUBMIT's keys
    ("producer", ("HGETALL", _Q.config)),  # every producer reads the queue rules
    ("admin", ("HSET", _Q.config, "durable_submit", "replicated")),  # queue-config, as the operator
    ("admin", ("SET", _Q.probe, "x", "EX", "60")),  # queue-config's test write for "replicated"
    ("admin", ("INFO", "replication")),  # queue-config counts the replicas
    ("producer", ("WAITAOF", "1", "0", "1")),  # durable submit, local
    ("producer", ("WAIT", "1", "1")),  # durable submit, replicated, on a server without WAITAOF
    ("producer", ("XADD", _STREAM, "*", "job", "{}")),
    ("producer", ("BLPOP", _Q.done("j1"), "1")),
    ("gateway", ("SET", _Q.owner("j1"), "acme j1-entry")),  # SUBMIT's claim, for an API key's owner
    ("producer", ("HSETNX", _Q.job("x:result:y"), "status", "queued")),  # an id with ':' still works
    ("producer", ("EVALSHA", "0" * 40, "4", _JOB, _STREAM, _Q.config, _Q.owner("j1"))),  # a service's SUBMIT
    # The gateway's SUBMIT: the claim, the index and the owner's open jobs (fair share).
    ("gateway", ("EVALSHA", "0" * 40, "6", _JOB, _STREAM, _Q.config, _Q.owner("j1"), _Q.jobs_index, _OPEN)),
    ("gateway", ("ZREMRANGEBYRANK", _Q.jobs_index, "0", "-100001")),  # SUBMIT trims it
    ("gateway", ("ZREM", _OPEN, "j1")),  # a share pruned of ended jobs
    ("worker", ("ZADD", _Q.jobs_index, "NX", "1", "j1")),  # START indexes every job it runs
    ("worker", ("EVALSHA", "0" * 40, "5", _JOB, _RESULT, _Q.jobs_index, _Q.owner("j1"), _Q.memory("d"))),
    ("producer", ("ZREVRANGEBYSCORE", _Q.jobs_index, "+inf", "-inf")),  # jobs list, the console
    ("worker", ("XRANGE", _STREAM, "1-0", "1-0")),  # FINISH keeps a failed job's payload
    ("worker", ("EVALSHA", "0" * 40, "5", _JOB, _STREAM, _Q.done("j1"), _RESULT, _Q.tally(1))),
    ("monitor", ("ZREVRANGEBYSCORE", _Q.jobs_index, "+inf", "-inf")),
    ("monitor", ("ZCOUNT", _Q.jobs_index, "0", "1")),
    ("worker", ("HSET", _RESULT, "status", "succeeded")),
    ("worker", ("EVALSHA", "0" * 40, "4", _JOB, _STREAM, _Q.done("j1"), _RESULT)),  # FINISH's keys
    ("worker", ("DEL", _Q.worker("w"))),  # its own heartbeat, at stop
    ("worker", ("XDEL", _STREAM, "0-1")),  # FINISH deletes the acked entry
    ("worker", ("XGROUP", "DELCONSUMER", _STREAM, "workers", "gone")),
    ("worker", ("DEL", _Q.suspect("1-0"))),  # a poison suspect whose entry ended
    ("worker", ("INCR", _Q.engine_deaths("w"))),  # an engine death with no job in it
    ("worker", ("MULTI",)),  # the engine-death count and its TTL in one step
    ("worker", ("XADD", _Q.deltas("j1"), "MAXLEN", "~", "10000", "*", "t", "d")),  # a streaming job's text
    ("worker", ("EXPIRE", _Q.deltas("j1"), "86400")),
    ("producer", ("XREAD", "BLOCK", "1", "STREAMS", _Q.deltas("j1"), "0-0")),  # Client.stream
    # The client's shared delta reader: its wake stream beside every reader's delta stream.
    ("producer", ("XREAD", "BLOCK", "1", "STREAMS", _Q.stream_wake("r"), _Q.deltas("j1"), "0-0", "0-0")),
    ("producer", ("XADD", _Q.stream_wake("r"), "MAXLEN", "~", "8", "*", "w", "1")),
    ("producer", ("EXPIRE", _Q.stream_wake("r"), "60")),
    ("monitor", ("XLEN", _STREAM)),
    ("monitor", ("HGETALL", _JOB)),
    ("monitor", ("HGET", _RESULT, "result")),
    ("admin", ("XDEL", _DEAD, "0-1")),  # REQUEUE removes the entry it puts back
    ("admin", ("DEL", _DEAD)),  # purge
    ("admin", ("DEL", _JOB)),  # REQUEUE's fresh job state
    ("admin", ("DEL", _Q.api_key("k1"))),  # keys revoke
    ("admin", ("HSET", _Q.api_key("k1"), "role", "admin")),  # keys create
    ("admin", ("EVALSHA", "0" * 40, "0")),
    ("healthcheck", ("PING",)),
]
DRYRUN_MATRIX = [(role, command, False) for role, command in REFUSED] + [
    (role, command, True) for role, command in ALLOWED
]


@pytest.fixture
def dryrun_server(tmp_path: Path) -> Iterator[RedisServer]:
    """The rendered roles exactly as shipped, with the default user on so ACL DRYRUN can run."""
    acl = tmp_path / "users.acl"
    acl.write_text(render(PASSWORDS).replace("user default off", "user default on nopass ~* &* +@all"))
    # full_binary: the shipped file grants WAITAOF, which Redis < 7.2 (Debian 12's 7.0) does not know.
    server = RedisServer(tmp_path / "redis", extra_args=("--aclfile", str(acl)), binary=full_binary()).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.mark.parametrize(("role", "command", "allowed"), DRYRUN_MATRIX, ids=lambda v: str(v)[:40])
def test_acl_dryrun_matrix(dryrun_server: RedisServer, role: str, command: tuple[str, ...], allowed: bool) -> None:
    with sync_redis.Redis.from_url(dryrun_server.url, decode_responses=True) as admin:
        answer = admin.execute_command("ACL", "DRYRUN", role, *command)
    assert (answer == "OK") is allowed, f"{role} {' '.join(command)}: {answer}"


async def test_every_refusal_is_refused_for_real(acl_server: RedisServer, raw: dict[str, aioredis.Redis]) -> None:
    """Each refused command of the matrix, sent by that user: NOPERM, and nothing changed."""
    admitted = []
    for role, command in REFUSED:
        try:
            await client_for(acl_server, role, raw).execute_command(*command)  # type: ignore[no-untyped-call]
        except NoPermissionError:
            continue
        admitted.append(f"{role}: {' '.join(command)}")
    assert admitted == []
    admin = client_for(acl_server, "admin", raw)
    assert [key async for key in admin.scan_iter(match=_Q.all_pattern)] == []


async def test_a_forged_result_never_reaches_the_victim(
    acl_server: RedisServer, queue: QueueSettings, raw: dict[str, aioredis.Redis]
) -> None:
    """Another producer (same role, its own connection) tries to forge a succeeded result
    for the victim's job: in the result hash (refused), over the job hash's status
    (refused; HSETNX adds nothing), and as an entry of its own naming the victim's id (the
    worker acks it unrun). The victim gets the worker's result for its own text."""
    keys = queue.keys()
    engine = GatedEngine(open_by_default=True)
    settings = ops_worker_settings(acl_server.url, queue, grace_period_s=0)
    producer = ProducerSettings(redis=as_role(acl_server, "producer"), queue=queue)
    async with Client.from_settings(producer) as victim:
        job = make_job(text="real work", target_lang="de")
        await victim.submit(job)
        attacker = client_for(acl_server, "producer", raw)
        forged = Result(job_id=job.job_id, status=Status.SUCCEEDED, translation="FORGED").to_wire()
        await refused(attacker, "HSET", keys.result(job.job_id), "status", "succeeded", "result", forged)
        await refused(attacker, "EVAL", _WRITES_TO_SCRIPT, 1, keys.result(job.job_id))
        await refused(attacker, "HSET", keys.job(job.job_id), "status", "succeeded", "result", forged)
        assert await attacker.hsetnx(keys.job(job.job_id), "status", "succeeded") == 0
        # A field the hash lacks can be added; readers take no result from a job hash.
        assert await attacker.hsetnx(keys.job(job.job_id), "result", forged) == 1
        fake = make_job(job_id=job.job_id, text="forged work", target_lang="de").to_wire()
        await attacker.xadd(keys.stream(Lane.INTERACTIVE), {"job": fake, "id": job.job_id})
        assert (await victim.get(job.job_id)).status is Status.QUEUED
        async with served_worker(client_for(acl_server, "worker", raw), settings, engine) as served:
            result = await victim.wait(job.job_id, timeout_s=10)
            stream = keys.stream(Lane.INTERACTIVE)
            await until(lambda: _is_zero(victim.redis.xlen(stream)), 10, "the forged entry to be acked")
            served.worker.stop()
            assert await served.task == 0
        assert (result.status, result.translation) == (Status.SUCCEEDED, "REAL WORK")
        assert engine.started == ["real work"], "the forged entry never reached the engine"


async def test_a_cancelled_entry_holds_its_place_until_a_worker_skips_it(
    acl_server: RedisServer, queue: QueueSettings, raw: dict[str, aioredis.Redis]
) -> None:
    """CANCEL (no XDEL) leaves the entry: it counts in the lane's depth, and so toward
    max_backlog, until a worker acks it without running it; then the room is back."""
    queue = queue.model_copy(update={"max_backlog": 1})
    keys, stream = queue.keys(), queue.keys().stream(Lane.INTERACTIVE)
    engine = GatedEngine(open_by_default=True)
    settings = ops_worker_settings(acl_server.url, queue, grace_period_s=0)
    async with Client.from_settings(ProducerSettings(redis=as_role(acl_server, "producer"), queue=queue)) as producer:
        first, second = make_job(text="first", target_lang="de"), make_job(text="second", target_lang="de")
        await producer.submit(first)
        assert await producer.cancel(first.job_id) is Status.CANCELLED
        assert (await producer.wait(first.job_id, timeout_s=1)).status is Status.CANCELLED
        monitor = client_for(acl_server, "monitor", raw)
        assert (await read_depth(monitor, keys)).lanes["interactive"].backlog == 1
        with pytest.raises(QueueFull):
            await producer.submit(second)
        async with served_worker(client_for(acl_server, "worker", raw), settings, engine) as served:
            await until(lambda: _is_zero(monitor.xlen(stream)), 10, "the cancelled entry to be skipped")
            await producer.submit(second)
            assert (await producer.wait(second.job_id, timeout_s=10)).translation == "SECOND"
            served.worker.stop()
            assert await served.task == 0
        assert engine.started == ["second"], "a cancelled job never reaches the engine"
        assert (await producer.get(first.job_id)).status is Status.CANCELLED
        assert (await read_depth(monitor, keys)).lanes["interactive"].backlog == 0


async def _is_zero(value: Awaitable[int]) -> bool:
    return await value == 0
