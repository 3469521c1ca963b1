"""The hot path's Redis calls: STARTs and FINISHes of one loop turn share one EVALSHA, each
caller still gets its own reply or error, and a hung Redis still times out although the
hot-path client has no socket timeout (worker.redis.coalesce, worker.redis.stream)."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from collections.abc import AsyncIterator
from typing import Any

import pytest
import redis.asyncio as aioredis
from redis.exceptions import ResponseError
from redis.exceptions import TimeoutError as RedisTimeoutError

from devtools.redis_server import RedisServer
from transq.connection import UNREACHABLE, HiredisPackedConnection, connect
from transq.contract import Lane, Status
from transq.keys import Keys
from transq.redis_settings import RedisSettings
from transq.scripts import START
from worker.redis.coalesce import MAX_CALLS, Coalescer
from worker.redis.stream import Delivery, JobStream

HUNG_DEADLINE_S = 0.5


def _delivery(n: int) -> Delivery:
    return Delivery(Lane.INTERACTIVE, f"{1000 + n}-0", {})


@pytest.fixture
async def fast(redis_url: str) -> AsyncIterator[aioredis.Redis]:
    client = connect(RedisSettings(url=redis_url), caller_deadlines=True)
    try:
        yield client
    finally:
        await client.aclose()


async def test_calls_of_one_turn_share_one_evalsha_and_each_gets_its_reply(
    redis: aioredis.Redis, fast: aioredis.Redis, keys: Keys
) -> None:
    stream = JobStream(redis, keys, "w-1", 60, fast=fast)
    started = await asyncio.gather(*(stream.start(f"job-{n}", _delivery(n)) for n in range(5)))
    assert [s.status for s in started] == [Status.RUNNING] * 5
    assert stream._start.sent == 1
    for n in range(5):
        assert await redis.hget(keys.job(f"job-{n}"), "entry") == f"{1000 + n}-0".encode()


async def test_one_calls_error_fails_that_call_only(redis: aioredis.Redis, fast: aioredis.Redis, keys: Keys) -> None:
    await redis.set(keys.job("not-a-hash"), "x")  # START's HGET on it: WRONGTYPE
    stream = JobStream(redis, keys, "w-1", 60, fast=fast)
    replies = await asyncio.gather(
        stream.start("job-a", _delivery(1)),
        stream.start("not-a-hash", _delivery(2)),
        stream.start("job-b", _delivery(3)),
        return_exceptions=True,
    )
    assert isinstance(replies[1], ResponseError) and "WRONGTYPE" in str(replies[1])
    assert [getattr(r, "status", None) for r in (replies[0], replies[2])] == [Status.RUNNING, Status.RUNNING]
    assert stream._start.sent == 1


async def test_a_cancelled_caller_returns_only_after_its_call_is_answered(
    redis: aioredis.Redis, fast: aioredis.Redis, keys: Keys
) -> None:
    """So a RELEASE the cancelled job sends next cannot reach Redis before its START."""
    stream = JobStream(redis, keys, "w-1", 60, fast=fast)
    kept = asyncio.create_task(stream.start("job-kept", _delivery(1)))
    cancelled = asyncio.create_task(stream.start("job-cancelled", _delivery(2)))
    await asyncio.sleep(0)  # both queued in this turn
    cancelled.cancel()
    with pytest.raises(asyncio.CancelledError):
        await cancelled
    assert await redis.hget(keys.job("job-cancelled"), "status") == b"running"  # already in Redis
    assert (await kept).status is Status.RUNNING


async def test_the_script_is_loaded_again_after_redis_forgot_it(own_redis: RedisServer, keys: Keys) -> None:
    client = connect(RedisSettings(url=own_redis.url), caller_deadlines=True)
    try:
        coalescer = Coalescer(client, START, deadline_s=5)
        first = await coalescer.call([keys.job("a"), keys.result("a")], ["w-1", "1-0", "interactive"])
        await client.script_flush()  # what a restarted Redis without the script looks like
        again = await coalescer.call([keys.job("b"), keys.result("b")], ["w-1", "2-0", "interactive"])
        assert first[0] == again[0] == b"running"
    finally:
        await client.aclose()


def test_the_fast_client_packs_with_hiredis_and_has_no_socket_timeout() -> None:
    pool = connect(RedisSettings(url="redis://127.0.0.1:6379/0"), caller_deadlines=True).connection_pool
    assert pool.connection_class is HiredisPackedConnection
    assert pool.make_connection().socket_timeout is None  # type: ignore[no-untyped-call]  # redis-py leaves it unannotated
    conn = HiredisPackedConnection()
    redis_py = aioredis.Connection()
    args = ("EVALSHA", "abc", 2, b"k\x00", "ü", 1.5, bytearray(b"raw"), memoryview(b"view"))
    assert b"".join(conn.pack_command(*args)) == b"".join(redis_py.pack_command(*args))


async def test_a_hung_redis_still_times_out_on_the_hot_path(own_redis: RedisServer, keys: Keys) -> None:
    """SIGSTOP: the server accepts bytes and never answers, as a hung Redis does."""
    settings = RedisSettings(url=own_redis.url)
    redis, fast = connect(settings), connect(settings, caller_deadlines=True)
    stream = JobStream(redis, keys, "w-1", 60, fast=fast, deadline_s=HUNG_DEADLINE_S)
    try:
        await stream.setup()
        await stream.start("warm", _delivery(0))  # connections open and scripts loaded first
        assert own_redis.process is not None
        os.kill(own_redis.process.pid, signal.SIGSTOP)
        try:
            for call in (
                lambda: stream.start("job-1", _delivery(1)),
                lambda: stream.read(Lane.INTERACTIVE, 10),
                lambda: stream.read_blocking(100),
            ):
                t0 = time.monotonic()
                with pytest.raises(RedisTimeoutError) as caught:
                    await asyncio.wait_for(call(), 30)  # a backstop: the test must not hang
                assert isinstance(caught.value, UNREACHABLE)  # what the callers retry on
                assert HUNG_DEADLINE_S <= time.monotonic() - t0 < 10
        finally:
            os.kill(own_redis.process.pid, signal.SIGCONT)
        assert (await stream.start("job-2", _delivery(2))).status is Status.RUNNING  # and it recovers
    finally:
        await fast.aclose()
        await redis.aclose()


async def test_a_turn_larger_than_one_evalsha_goes_in_chunks(
    redis: aioredis.Redis, fast: aioredis.Redis, keys: Keys
) -> None:
    stream = JobStream(redis, keys, "w-1", 60, fast=fast)
    count = MAX_CALLS + 3
    started = await asyncio.gather(*(stream.start(f"job-{n}", _delivery(n)) for n in range(count)))
    assert [s.status for s in started] == [Status.RUNNING] * count
    assert stream._start.sent == 2
    entries = [await redis.hget(keys.job(f"job-{n}"), "entry") for n in range(count)]
    assert entries == [f"{1000 + n}-0".encode() for n in range(count)]


async def test_a_lua_error_in_one_call_is_that_calls_reply(fast: aioredis.Redis, keys: Keys) -> None:
    # Too few arguments: a Lua error inside the script (string.match on nil), not a Redis
    # command's error like WRONGTYPE above; the other call of the same EVALSHA is done.
    coalescer = Coalescer(fast, START, deadline_s=5)
    replies: tuple[Any, Any] = await asyncio.gather(
        coalescer.call([keys.job("a"), keys.result("a")], ["w-1", "1-0", "interactive"]),
        coalescer.call([keys.job("b"), keys.result("b")], ["w-1"]),
        return_exceptions=True,
    )
    good, bad = replies
    assert not isinstance(good, BaseException) and good[0] == b"running"
    assert isinstance(bad, ResponseError) and "string expected" in str(bad)
    assert coalescer.sent == 1
