"""One EVALSHA per event-loop turn for the calls of one Lua script (START, FINISH).

Each job runs in its own task and makes its own START and FINISH calls; the jobs admitted
in one loop turn make theirs in the same turn, and the jobs that leave the engine together
record their results together. Sent one by one, each call is a round trip of its own (a
pooled connection, a send, a read). The coalescer queues the calls made during one turn and
sends them, once the turn ends, as one call of the script's many-calls form
(``Script.many_lua``): the script runs once per call inside it, one call's error does not
touch the others, and every caller gets its own call's reply or error, as if it had sent
the call alone. One command instead of a pipeline of one per call: redis-py builds, sends
and parses one command and one reply, and Redis looks the script up once (measured: about
half the client CPU of a pipeline of 32; docs/benchmarks.md). The calls of one EVALSHA
are one atomic step, more than each needs; a turn's calls go in chunks of ``MAX_CALLS``
so no single step holds Redis for long. All their keys share the queue's hash tag, so
Redis Cluster takes them as one command.

Deadlines: the worker's fast client has no socket timeout (redis-py would wrap every send of
it in ``asyncio.wait_for``, one extra task per command); each send runs under one
``asyncio.timeout`` of ``deadline_s`` instead, so a hung Redis still fails the calls, with
redis-py's TimeoutError, which the callers' retries already handle.

Cancellation keeps the order of writes: the flush is scheduled when a turn's first call is
queued, so it always runs before a cancellation reaches any caller of that turn; a cancelled
caller then waits for its send to end before it re-raises, so a RELEASE it sends next
cannot overtake its START on another connection (a START landing after the RELEASE would
leave the job marked running under a worker that gave it back).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import redis.asyncio as aioredis
from redis.exceptions import NoScriptError
from redis.exceptions import TimeoutError as RedisTimeoutError

from transq.script_runs import ScriptHandle, run_scripts
from transq.scripts import Script

MAX_CALLS = 128


@dataclass(eq=False)
class _Call:
    keys: Sequence[Any]
    args: Sequence[Any]
    reply: asyncio.Future[Any]
    batch: asyncio.Task[None] | None = None  # the send it went out in, once sent


class Coalescer:
    """Calls of ``script`` made in one event-loop turn, sent together as one EVALSHA."""

    def __init__(self, redis: aioredis.Redis, script: Script, *, deadline_s: float) -> None:
        self.redis = redis
        self.script = ScriptHandle(redis, script.many_lua)  # its text and SHA-1, nothing sent
        self.deadline_s = deadline_s
        self._queued: list[_Call] = []
        self._batches: set[asyncio.Task[None]] = set()  # strong references while out
        self._loaded = False
        self.sent = 0  # EVALSHAs sent so far, for tests and the benchmarks' notes

    async def call(self, keys: Sequence[Any], args: Sequence[Any]) -> Any:
        """The script's reply for these KEYS and ARGV; its error raised as the caller's own."""
        loop = asyncio.get_running_loop()
        call = _Call(keys, args, loop.create_future())
        self._queued.append(call)
        if len(self._queued) == 1:
            # After every task ready in this turn has run, so their calls join this one.
            loop.call_soon(self._flush)
        try:
            return await call.reply  # cancelled with the caller: the send then skips it
        except asyncio.CancelledError:
            if call.batch is None:  # not flushed yet (see the module's docstring): never sent
                self._queued.remove(call)
            else:
                with contextlib.suppress(Exception):
                    await asyncio.shield(call.batch)
            raise

    def _flush(self) -> None:
        batch, self._queued = self._queued, []
        if not batch:
            return
        task = asyncio.create_task(self._send(batch), name=f"EVALSHA of {len(batch)} script calls")
        for call in batch:
            call.batch = task
        self._batches.add(task)
        task.add_done_callback(self._batches.discard)

    async def _send(self, batch: list[_Call]) -> None:
        try:
            async with asyncio.timeout(self.deadline_s):
                replies = await self._run(batch)
        except TimeoutError:
            error: BaseException = RedisTimeoutError(f"no reply from Redis within {self.deadline_s:g} s")
            _fail(batch, error)
        except BaseException as exc:  # the callers see the send's error as their own
            _fail(batch, exc)
            if isinstance(exc, asyncio.CancelledError):
                raise
        else:
            for call, reply in zip(batch, replies, strict=True):
                if not call.reply.done():
                    if isinstance(reply, Exception):
                        call.reply.set_exception(reply)
                    else:
                        call.reply.set_result(reply)

    async def _run(self, batch: list[_Call]) -> list[Any]:
        """Replies in order, one EVALSHA per ``MAX_CALLS`` calls."""
        if not self._loaded:
            await self.redis.script_load(self.script.script)
            self._loaded = True
        replies: list[Any] = []
        for start in range(0, len(batch), MAX_CALLS):
            replies.extend(await self._evalsha(batch[start : start + MAX_CALLS]))
        return replies

    async def _evalsha(self, calls: list[_Call]) -> list[Any]:
        """A NOSCRIPT error (a new primary after a failover, a restart, SCRIPT FLUSH) loads
        the script where the calls go and sends them again (transq.script_runs): a refused
        EVALSHA ran none of them."""
        keys = [key for call in calls for key in call.keys]
        counts = [n for call in calls for n in (len(call.keys), len(call.args))]
        args = [len(calls), *counts, *(arg for call in calls for arg in call.args)]
        self.sent += 1
        try:
            return list(await self.redis.execute_command("EVALSHA", self.script.sha, len(keys), *keys, *args))  # type: ignore[no-untyped-call]  # redis-py leaves it untyped
        except NoScriptError:
            self.sent += 1
            [replies] = await run_scripts(self.redis, [(self.script, keys, args)])
            return list(replies)


def _fail(batch: list[_Call], error: BaseException) -> None:
    for call in batch:
        if not call.reply.done():
            if isinstance(error, asyncio.CancelledError):
                call.reply.cancel()
            else:
                call.reply.set_exception(error)
