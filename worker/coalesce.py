"""One pipeline per event-loop turn for the calls of one Lua script (START, FINISH).

Each job runs in its own task and makes its own START and FINISH calls; the jobs admitted
in one loop turn make theirs in the same turn, and the jobs that leave the engine together
record their results together. Sent one by one, each call is a round trip of its own (a
pooled connection, a send, a read). The coalescer queues the calls made during one turn and
sends them, once the turn ends, as one pipeline (``transaction=False``): every script stays
atomic on its own, one call's error does not touch the others, and every caller gets its own
call's reply or error, as if it had sent the call alone.

Deadlines: the worker's fast client has no socket timeout (redis-py would wrap every send of
it in ``asyncio.wait_for``, one extra task per command); each pipeline runs under one
``asyncio.timeout`` of ``deadline_s`` instead, so a hung Redis still fails the calls, with
redis-py's TimeoutError, which the callers' retries already handle.

Cancellation keeps the order of writes: the flush is scheduled when a turn's first call is
queued, so it always runs before a cancellation reaches any caller of that turn; a cancelled
caller then waits for its pipeline to end before it re-raises, so a RELEASE it sends next
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
from redis.commands.core import AsyncScript
from redis.exceptions import NoScriptError
from redis.exceptions import TimeoutError as RedisTimeoutError


@dataclass(eq=False)
class _Call:
    keys: Sequence[Any]
    args: Sequence[Any]
    reply: asyncio.Future[Any]
    batch: asyncio.Task[None] | None = None  # the pipeline it went out in, once sent


class Coalescer:
    """Calls of ``script`` made in one event-loop turn, sent together as one pipeline."""

    def __init__(self, redis: aioredis.Redis, script: AsyncScript, *, deadline_s: float) -> None:
        self.redis = redis
        self.script = script
        self.deadline_s = deadline_s
        self._queued: list[_Call] = []
        self._batches: set[asyncio.Task[None]] = set()  # strong references while out
        self._loaded = False
        self.pipelines = 0  # sent so far, for tests and the benchmarks' notes

    async def call(self, keys: Sequence[Any], args: Sequence[Any]) -> Any:
        """The script's reply for these KEYS and ARGV; its error raised as the caller's own."""
        loop = asyncio.get_running_loop()
        call = _Call(keys, args, loop.create_future())
        self._queued.append(call)
        if len(self._queued) == 1:
            # After every task ready in this turn has run, so their calls join this one.
            loop.call_soon(self._flush)
        try:
            return await call.reply  # cancelled with the caller: the pipeline then skips it
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
        task = asyncio.create_task(self._send(batch), name=f"pipeline of {len(batch)} script calls")
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
        except BaseException as exc:  # the callers see the pipeline's error as their own
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
        """Replies in order; a NOSCRIPT reply (Redis restarted, SCRIPT FLUSH) loads the script
        and sends the calls it refused again: a refused call did not run."""
        if not self._loaded:
            await self.redis.script_load(self.script.script)
            self._loaded = True
        replies = await self._pipeline(batch)
        refused = [i for i, reply in enumerate(replies) if isinstance(reply, NoScriptError)]
        if refused:
            await self.redis.script_load(self.script.script)
            again = await self._pipeline([batch[i] for i in refused])
            for i, reply in zip(refused, again, strict=True):
                replies[i] = reply
        return replies

    async def _pipeline(self, calls: list[_Call]) -> list[Any]:
        self.pipelines += 1
        # EVALSHA queued by hand: redis-py's cluster pipeline refuses Script objects, and a
        # Script in a plain pipeline costs a SCRIPT EXISTS round trip per execute.
        pipe = self.redis.pipeline(transaction=False)
        for call in calls:
            pipe.execute_command("EVALSHA", self.script.sha, len(call.keys), *call.keys, *call.args)
        return list(await pipe.execute(raise_on_error=False))


def _fail(batch: list[_Call], error: BaseException) -> None:
    for call in batch:
        if not call.reply.done():
            if isinstance(error, asyncio.CancelledError):
                call.reply.cancel()
            else:
                call.reply.set_exception(error)
