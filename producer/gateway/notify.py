"""Shared wait loops per gateway: thousands of long polls, a few blocking connections.

``Client.wait`` holds a Redis connection for each waiting caller (one BLPOP each); a
gateway with 2,000 clients in ``GET /v1/jobs/{id}?wait=60`` would hold 2,000 connections.
Here every waiter registers a future; one task BLPOPs on the done lists of all waiting
jobs at once, plus its wake list, and fans each wake-up out in-process. Waiters are
spread by job id over a few such loops (``gateway.wait_connections``, default 8), so each
loop's round stays short:

- a job ends: the worker pushes its done token (in the same step as the result); the
  BLPOP returns it, the loop puts the token back (other readers wake too) and, in the
  same pipeline, checks which other waiting jobs have a token by now (EXISTS, nothing
  popped), reads those results once and resolves every future waiting on them: a burst
  of endings costs one round, not one round each;
- a new waiter: the loop is blocked on the old set of keys, so it is poked through the
  wake list (once per round, however many waiters arrived) and blocks again on the new set;
- every ``sweep_interval_s`` it reads all waiting jobs in one pipeline: a safety net for a
  token another reader took and did not put back, or a result that expired.

Cost: one connection, and BLPOP and the EXISTS check touch every key, O(waiting jobs)
per round. A
round ends when a job ends or a waiter arrives, which is fine at a worker's rate (tens
to thousands of jobs per second) and up to 1,024 keys a loop; waiters beyond that are
served by the sweep alone. The bench (bench/gateway_longpoll.py) measures it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import uuid
import zlib

import redis.asyncio as aioredis

from producer.client import Client
from transq.connection import UNREACHABLE, text_of
from transq.contract import Result
from transq.errors import GatewayStopping, JobNotFound, WaitTimeout

log = logging.getLogger("producer.gateway.notify")

_PIPELINE_CHUNK = 500
_RETRY_PAUSE_S = 0.5


class _Shard:
    """Waits for jobs to end on behalf of many callers, over one blocking connection."""

    def __init__(self, client: Client, blocking: aioredis.Redis, *, sweep_interval_s: float, max_keys: int) -> None:
        self.client = client
        self.keys = client.keys
        self._blocking = blocking
        self._wake_key = self.keys.gateway_wake(uuid.uuid4().hex[:12])
        self._sweep_interval_s = sweep_interval_s
        self._max_keys = max_keys
        self._waiters: dict[str, set[asyncio.Future[Result]]] = {}
        self._woken = False  # a wake token is on its way for the current round
        # Jobs whose token came while they were not final (cannot happen with today's
        # scripts): left out of the BLPOP until the next sweep, so they cannot spin it.
        self._skip: set[str] = set()
        self._task: asyncio.Task[None] | None = None
        self._closing = False

    @property
    def waiting(self) -> int:
        """Callers waiting now (the gateway's waiting-clients gauge)."""
        return sum(len(f) for f in self._waiters.values())

    def start(self) -> None:
        self._task = asyncio.create_task(self._loop(), name="gateway-wait-shard")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        for futures in self._waiters.values():
            for future in futures:
                future.cancel()
        self._waiters.clear()
        await self._blocking.aclose()

    def stop_waiting(self) -> None:
        """Fail every wait, now and from now on, with GatewayStopping (a stop begins)."""
        self._closing = True
        for futures in self._waiters.values():
            for future in futures:
                if not future.done():
                    future.set_exception(GatewayStopping())

    async def wait(self, job_id: str, timeout_s: float) -> Result:
        """The job's final result; WaitTimeout after ``timeout_s``, JobNotFound at once."""
        if self._closing:
            raise GatewayStopping
        future: asyncio.Future[Result] = asyncio.get_running_loop().create_future()
        self._waiters.setdefault(job_id, set()).add(future)
        try:
            # Registered before reading: a result written between the read and the
            # next BLPOP round still wakes the loop (its token stays in the list).
            current = await self.client.get(job_id)
            if current.final:
                return current
            await self._poke()
            return await asyncio.wait_for(future, timeout_s)
        except TimeoutError:
            raise WaitTimeout([job_id], timeout_s) from None
        finally:
            self._forget(job_id, future)

    def _forget(self, job_id: str, future: asyncio.Future[Result]) -> None:
        futures = self._waiters.get(job_id)
        if futures is not None:
            futures.discard(future)
            if not futures:
                del self._waiters[job_id]

    async def _poke(self) -> None:
        if self._woken:
            return
        self._woken = True
        pipe = self.client.redis.pipeline(transaction=False)
        pipe.lpush(self._wake_key, 1)
        pipe.expire(self._wake_key, 60)  # a gateway that dies leaves no key behind
        await pipe.execute()

    async def _loop(self) -> None:
        last_sweep = time.monotonic()
        while True:
            try:
                await self._round()
                if time.monotonic() - last_sweep >= self._sweep_interval_s:
                    self._skip.clear()
                    await self._resolve(list(self._waiters))
                    last_sweep = time.monotonic()
            except (*UNREACHABLE, JobNotFound) as exc:
                log.warning("wait loop: %s; retrying", exc)
                await asyncio.sleep(_RETRY_PAUSE_S)  # Redis is down: no event to wait for
            except Exception:  # a dead loop would leave every waiter to its timeout
                log.exception("wait loop failed; restarting it")
                await asyncio.sleep(_RETRY_PAUSE_S)

    async def _round(self) -> None:
        ids = [j for j in self._waiters if j not in self._skip][: self._max_keys]
        self._woken = False
        keys = [self._wake_key, *(self.keys.done(j) for j in ids)]
        # BLPOP's timeout is in seconds; the sweep interval bounds how long a round lasts.
        popped = await self._blocking.blpop(keys, timeout=self._sweep_interval_s)
        if not popped or text_of(popped[0]) == self._wake_key:
            return
        key = text_of(popped[0])
        # One round trip: put the token back (every other reader wakes as well), and
        # see which other waiting jobs ended meanwhile; a burst of endings is one round.
        pipe = self.client.redis.pipeline(transaction=False)
        pipe.lpush(key, 1)
        pipe.expire(key, self.client.queue.result_ttl_s)
        for job_id in ids:
            pipe.exists(self.keys.done(job_id))
        replies = await pipe.execute()
        ended = [j for j, found in zip(ids, replies[2:], strict=True) if found]
        woken = self.keys.job_id_from_done_key(key)
        await self._resolve(ended if woken in ended else [woken, *ended])
        for job_id in ended:
            if job_id in self._waiters:
                self._skip.add(job_id)

    async def _resolve(self, job_ids: list[str]) -> None:
        """Read the jobs and hand final results (or not-found) to their waiters."""
        for start in range(0, len(job_ids), _PIPELINE_CHUNK):
            chunk = job_ids[start : start + _PIPELINE_CHUNK]
            states = await self.client.get_many(chunk)
            for job_id in chunk:
                state = states[job_id]
                if state is None:
                    self._settle(job_id, None)
                elif state.final:
                    self._settle(job_id, state)

    def _settle(self, job_id: str, result: Result | None) -> None:
        for future in self._waiters.pop(job_id, set()):
            if future.done():
                continue
            if result is None:
                future.set_exception(JobNotFound(job_id))
            else:
                future.set_result(result)


class DoneWatcher:
    """The gateway's waiters, spread over ``shards`` wait loops by job id: each loop's
    BLPOP and token check cost O(its waiting jobs) per round, so more loops (one blocking
    connection each) keep the rounds short when thousands wait."""

    def __init__(
        self, client: Client, blocking: list[aioredis.Redis], *, sweep_interval_s: float = 2.0, max_keys: int = 1024
    ) -> None:
        self._shards = [_Shard(client, b, sweep_interval_s=sweep_interval_s, max_keys=max_keys) for b in blocking]

    @property
    def waiting(self) -> int:
        return sum(s.waiting for s in self._shards)

    def start(self) -> None:
        for shard in self._shards:
            shard.start()

    async def stop(self) -> None:
        for shard in self._shards:
            await shard.stop()

    def stop_waiting(self) -> None:
        """A stop begins: every long poll answers GatewayStopping (503, Retry-After) at once
        and every event stream ends, instead of holding the stop until the grace runs out."""
        for shard in self._shards:
            shard.stop_waiting()

    async def wait(self, job_id: str, timeout_s: float) -> Result:
        """The job's final result; WaitTimeout after ``timeout_s``, JobNotFound at once."""
        shard = self._shards[zlib.crc32(job_id.encode()) % len(self._shards)]
        return await shard.wait(job_id, timeout_s)
