"""A server that lacks a script never fails the call (transq.script_runs): a single call, a
pipeline (a producer's batch submit, with its durable wait), a result wait's pipeline.

Each test has a Redis of its own (``own_redis``): SCRIPT FLUSH empties a server's whole
script cache, which a shared server's other users would feel. ``ForgetfulRedis`` is a
client of a server that forgets its scripts just before every pipeline arrives: what a
failover does to a pipeline that follows a SCRIPT LOAD sent to the old primary (issue 39:
every submit in flight at a kill failed with "No matching script"). The code before this
module preloaded the script, then sent the pipeline, so it failed every call here.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest
import redis.asyncio as aioredis
from redis.asyncio.client import Pipeline
from redis.exceptions import NoScriptError, ResponseError

from devtools.redis_server import RedisServer
from producer.client import Client
from tests.engines import GatedEngine, fast_worker_settings, in_loop_worker
from tests.waiting import until
from transq.contract import Lane, make_job
from transq.keys import Keys
from transq.script_runs import MAX_ROUNDS, ScriptHandle, run_script_many, run_scripts
from transq.scripts import ADVANCE_ATTEMPT, register
from transq.settings import QueueSettings


class ForgetfulPipeline(Pipeline):
    """Empties the server's script cache just before it sends its commands."""

    flusher: aioredis.Redis

    async def execute(self, raise_on_error: bool = True) -> list[Any]:
        await self.flusher.script_flush()
        return await super().execute(raise_on_error)


class ForgetfulRedis(aioredis.Redis):
    """A client whose every pipeline meets a server without scripts (see the module)."""

    flusher: aioredis.Redis

    def pipeline(self, transaction: bool = True, shard_hint: str | None = None) -> Pipeline:
        pipe = ForgetfulPipeline(self.connection_pool, self.response_callbacks, transaction, shard_hint)
        pipe.flusher = self.flusher
        return pipe


@pytest.fixture
async def plain(own_redis: RedisServer) -> AsyncIterator[aioredis.Redis]:
    client = aioredis.from_url(own_redis.url)
    try:
        yield client
    finally:
        await client.aclose()


@pytest.fixture
async def forgetful(own_redis: RedisServer, plain: aioredis.Redis) -> AsyncIterator[ForgetfulRedis]:
    client = ForgetfulRedis(host="127.0.0.1", port=own_redis.port)
    client.flusher = plain
    try:
        yield client
    finally:
        await client.aclose()


async def test_a_single_call_loads_the_script_a_server_forgot(plain: aioredis.Redis, keys: Keys) -> None:
    advance = register(plain, ADVANCE_ATTEMPT)
    await plain.hset(keys.batch("b"), "s1", 0)
    assert await advance(keys=[keys.batch("b")], args=["s1", 0]) == 1
    await plain.script_flush()
    assert await advance(keys=[keys.batch("b")], args=["s1", 1]) == 2


async def test_a_pipeline_meeting_a_server_without_its_script_loads_it_and_runs_every_call(
    forgetful: ForgetfulRedis, plain: aioredis.Redis, keys: Keys
) -> None:
    await plain.hset(keys.batch("b"), mapping={"s1": 0, "s2": 0, "s3": 5})
    advance = register(forgetful, ADVANCE_ATTEMPT)
    calls = [([keys.batch("b")], [field, 0]) for field in ("s1", "s2", "s3")]
    assert await run_script_many(forgetful, advance, calls) == [1, 1, 5]
    # Each call ran once: the refused round ran none of them.
    assert await plain.hgetall(keys.batch("b")) == {b"s1": b"1", b"s2": b"1", b"s3": b"5"}


async def test_a_submit_many_across_lost_scripts_stores_each_job_once(
    forgetful: ForgetfulRedis, plain: aioredis.Redis, queue_settings: QueueSettings
) -> None:
    client = Client(forgetful, queue_settings)
    jobs = [make_job(text=f"sentence {n}", target_lang="de") for n in range(3)]
    receipts = await client.submit_many(jobs)
    assert [getattr(r, "created", None) for r in receipts] == [True] * 3
    again = await client.submit_many(jobs)  # the same ids: idempotent, nothing added
    assert [getattr(r, "created", None) for r in again] == [False] * 3
    assert await plain.xlen(client.keys.stream(Lane.INTERACTIVE)) == 3


async def test_a_round_that_stored_something_is_confirmed_by_its_own_wait(plain: aioredis.Redis, keys: Keys) -> None:
    """Two scripts, one loaded, one not: the first round runs one call, the second the other;
    each round's WAIT (a durable submit's stand-in) comes back for the caller to check."""
    await plain.hset(keys.batch("b"), mapping={"s1": 0, "s2": 0})
    advance = register(plain, ADVANCE_ATTEMPT)
    other = ScriptHandle(plain, ADVANCE_ATTEMPT.lua + "\n-- the same step, another SHA-1\n")
    await plain.script_flush()
    await plain.script_load(advance.script)
    calls = [(advance, [keys.batch("b")], ["s1", 0]), (other, [keys.batch("b")], ["s2", 0])]
    assert await run_scripts(plain, calls, then=("WAIT", 0, 0)) == [1, 1, 0, 0]


async def test_a_script_still_missing_after_the_loads_fails_saying_the_calls_did_not_run(
    plain: aioredis.Redis, keys: Keys
) -> None:
    """A handle whose SHA-1 is not its text's: every load leaves the call refused, as a
    server that lost its scripts again between each load and call would."""
    broken = register(plain, ADVANCE_ATTEMPT)
    broken.sha = "0" * 40
    with pytest.raises(NoScriptError, match=f"still missing after {MAX_ROUNDS - 1} loads.*did not run"):
        await run_script_many(plain, broken, [([keys.batch("b")], ["s1", 0])])


async def test_an_error_reply_is_still_raised(plain: aioredis.Redis, keys: Keys) -> None:
    await plain.set(keys.batch("b"), "not a hash")
    with pytest.raises(ResponseError, match="WRONGTYPE"):
        await run_script_many(plain, register(plain, ADVANCE_ATTEMPT), [([keys.batch("b")], ["s1", 0])])


async def test_a_wait_woken_after_the_server_forgot_its_scripts_still_ends(
    own_redis: RedisServer, plain: aioredis.Redis, queue_settings: QueueSettings
) -> None:
    """The wait loop's PUT_BACK + ENDED pipeline after a SCRIPT FLUSH: with the SHA-1s it
    had cached, the round failed and the popped token was gone; the wait then lasted until
    the next sweep (60 s here), past the caller's timeout."""
    engine = GatedEngine()
    client = Client(plain, queue_settings, sweep_interval_s=60)
    settings = fast_worker_settings(own_redis.url, queue_settings)
    async with in_loop_worker(plain, settings, engine):
        for n in range(2):
            receipt = await client.submit(make_job(text=f"job {n}", target_lang="de"))
            await engine.wait_started(f"job {n}")
            if n == 1:
                await plain.script_flush()
            waiting = asyncio.create_task(client.wait(receipt.job_id, timeout_s=5))
            await until(_blpop_waiting(plain), what="the wait loop's BLPOP")
            engine.release(f"job {n}")
            assert (await waiting).translation == f"JOB {n}"
    await client.aclose()


def _blpop_waiting(redis: aioredis.Redis) -> Any:
    async def check() -> bool:
        return any(c.get("cmd") == "blpop" for c in await redis.client_list())

    return check
