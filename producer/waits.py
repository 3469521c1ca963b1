"""One process's waits for job results: thousands of waiters, a few blocking connections.

A BLPOP per waiter would hold one Redis connection per waiting caller (10,000 waits,
10,000 connections, and a pool that runs dry long before). Here every waiter registers an
in-process future; a few wait loops (``shards``, one blocking connection each) BLPOP on
the done lists of all their waiting jobs at once, plus a wake list, and fan each wake-up
out in-process. ``producer.Client.wait``/``wait_many``/``wait_any`` and the gateway's
long polls (producer/gateway/notify.py) all go through one ``ResultWaits``:

- a new waiter: its future is registered, its job id noted as fresh, and the loop is
  poked through its wake list (once per round, however many waiters arrived). The loop
  reads every fresh job in one pipeline (a result already there settles at once), then
  blocks again on the new set of keys. A result written between that read and the BLPOP
  leaves its token in the done list, so the BLPOP returns at once: nothing is missed;
- a job ends: the worker pushes its done token (in the same step as the result); the
  BLPOP returns it, the loop puts the token back (other readers wake too) and, in the
  same pipeline, checks which other waiting jobs have a token by now (the ENDED script,
  nothing popped), reads those results once and resolves every future waiting on them: a burst
  of endings costs one round, not one round each;
- every ``sweep_interval_s`` it reads all waiting jobs in one pipeline: a safety net for a
  token another reader took and did not put back, or a result that expired.

Cost: ``shards`` connections, whatever the number of waiters; BLPOP and ENDED
touch every key of a loop, O(its waiting jobs) per round, so waiters are spread over the
loops by job id, and beyond ``max_keys`` a loop's extra waiters are served by the sweep
alone. bench/gateway_longpoll/run.py measures it; tests/producer/test_many_waits.py holds
10,000 waits on one client.

The loop's wake, stop and retry are producer.wake_loop's (shared with producer.stream_reads).
"""

from __future__ import annotations

import asyncio
import time
import uuid
import zlib
from collections.abc import Awaitable, Callable, Sequence

import redis.asyncio as aioredis

from producer.wake_loop import WakeLoop
from transq.connection import text_of
from transq.contract import Result
from transq.errors import JobNotFound, WaitTimeout
from transq.keys import Keys
from transq.script_runs import run_scripts
from transq.scripts import ENDED, PUT_BACK, register

_PIPELINE_CHUNK = 500

# Reads jobs' current states in one round trip: None for an unknown id (Client._get_many).
Reader = Callable[[list[str]], Awaitable[dict[str, Result | None]]]


class _Shard(WakeLoop):
    """Waits for jobs to end on behalf of many callers, over one blocking connection."""

    name = "result-wait-loop"

    def __init__(
        self,
        redis: aioredis.Redis,
        blocking: aioredis.Redis,
        keys: Keys,
        read: Reader,
        *,
        result_ttl_s: int,
        sweep_interval_s: float,
        max_keys: int,
    ) -> None:
        super().__init__()
        self._redis = redis
        self._blocking = blocking
        self.keys = keys
        self._read = read
        self._result_ttl_s = result_ttl_s
        self._wake_key = keys.gateway_wake(uuid.uuid4().hex[:12])
        self._sweep_interval_s = sweep_interval_s
        self._max_keys = max_keys
        self._waiters: dict[str, set[asyncio.Future[Result]]] = {}
        self._fresh: set[str] = set()  # registered since the loop last read them
        # Jobs whose token came while they were not final (cannot happen with today's
        # scripts): left out of the BLPOP until the next sweep, so they cannot spin it.
        self._skip: set[str] = set()
        self._put_back, self._ended = register(redis, PUT_BACK), register(redis, ENDED)
        self._last_sweep_s = time.monotonic()
        self.closed_with: Callable[[], Exception] | None = None

    @property
    def waiting(self) -> int:
        return sum(len(f) for f in self._waiters.values())

    async def stop(self) -> None:
        await self._stop_loop()
        for futures in self._waiters.values():
            for future in futures:
                future.cancel()
        self._waiters.clear()

    def fail_all(self, error: Callable[[], Exception]) -> None:
        """Fail every wait, now and from now on, with ``error()`` (a gateway stop begins)."""
        self.closed_with = error
        for futures in self._waiters.values():
            for future in futures:
                if not future.done():
                    future.set_exception(error())

    def register(self, job_id: str) -> asyncio.Future[Result]:
        if self.closed_with is not None:
            raise self.closed_with()
        self._ensure_running()
        future: asyncio.Future[Result] = asyncio.get_running_loop().create_future()
        self._waiters.setdefault(job_id, set()).add(future)
        self._fresh.add(job_id)
        return future

    def forget(self, job_id: str, future: asyncio.Future[Result]) -> None:
        futures = self._waiters.get(job_id)
        if futures is not None:
            futures.discard(future)
            if not futures:
                del self._waiters[job_id]
                self._fresh.discard(job_id)

    async def _send_wake(self) -> None:
        pipe = self._redis.pipeline(transaction=False)
        pipe.lpush(self._wake_key, 1)
        pipe.expire(self._wake_key, 60)  # a process that dies leaves no key behind
        await pipe.execute()

    def _failed(self, exc: Exception) -> None:
        """Nothing to undo: the loop's next round reads every waiting job again."""

    async def _round(self) -> None:
        await self._blpop_round()
        if time.monotonic() - self._last_sweep_s >= self._sweep_interval_s:
            self._skip.clear()
            await self._resolve(list(self._waiters))
            self._last_sweep_s = time.monotonic()

    async def _blpop_round(self) -> None:
        self._begin_round()  # a waiter registered from here on pokes again
        if self._fresh:
            fresh = list(self._fresh)
            self._fresh.clear()
            await self._resolve(fresh)
        ids = [j for j in self._waiters if j not in self._skip][: self._max_keys]
        keys = [self._wake_key, *(self.keys.done(j) for j in ids)]
        # BLPOP's timeout is in seconds; the sweep interval bounds how long a round lasts.
        popped = await self._blocking.blpop(keys, timeout=self._sweep_interval_s)
        if not popped or text_of(popped[0]) == self._wake_key or self._stopping:
            return
        key = text_of(popped[0])
        # One round trip: put the token back (PUT_BACK, with the job's expiry: every other
        # reader wakes as well), and see which other waiting jobs ended meanwhile (ENDED,
        # one script for all their keys): a burst of endings is one round.
        woken = self.keys.job_id_from_done_key(key)
        # A Redis that lacks the scripts (restarted, a new primary) gets them inside the call.
        _, positions = await run_scripts(
            self._redis,
            [(self._put_back, [key, self.keys.job(woken)], [self._result_ttl_s]), (self._ended, keys[1:], [])],
        )
        ended = [ids[int(p) - 1] for p in positions]
        await self._resolve(ended if woken in ended else [woken, *ended])
        for job_id in ended:
            if job_id in self._waiters:
                self._skip.add(job_id)

    async def _resolve(self, job_ids: list[str]) -> None:
        """Read the jobs and hand final results (or not-found) to their waiters."""
        for start in range(0, len(job_ids), _PIPELINE_CHUNK):
            chunk = job_ids[start : start + _PIPELINE_CHUNK]
            states = await self._read(chunk)
            for job_id in chunk:
                state = states[job_id]
                if state is None:
                    self._settle(job_id, None)
                elif state.final:
                    self._settle(job_id, state)

    def _settle(self, job_id: str, result: Result | None) -> None:
        self._skip.discard(job_id)
        for future in self._waiters.pop(job_id, set()):
            if future.done():
                continue
            if result is None:
                future.set_exception(JobNotFound(job_id))
            else:
                future.set_result(result)


class ResultWaits:
    """Every wait of one client, spread over ``len(blocking)`` wait loops by job id."""

    def __init__(
        self,
        redis: aioredis.Redis,
        blocking: Sequence[aioredis.Redis],
        keys: Keys,
        read: Reader,
        *,
        result_ttl_s: int,
        sweep_interval_s: float = 2.0,
        max_keys: int = 2048,
    ) -> None:
        self.blocking = list(blocking)
        self._shards = [
            _Shard(redis, b, keys, read, result_ttl_s=result_ttl_s, sweep_interval_s=sweep_interval_s,
                   max_keys=max_keys)
            for b in self.blocking
        ]  # fmt: skip

    @property
    def waiting(self) -> int:
        """Callers waiting now (the gateway's waiting-clients gauge)."""
        return sum(s.waiting for s in self._shards)

    async def stop(self) -> None:
        for shard in self._shards:
            await shard.stop()

    def fail_all(self, error: Callable[[], Exception]) -> None:
        """Every wait, now and from now on, fails with ``error()``."""
        for shard in self._shards:
            shard.fail_all(error)

    def _shard(self, job_id: str) -> _Shard:
        return self._shards[zlib.crc32(job_id.encode()) % len(self._shards)]

    async def _register(self, job_ids: Sequence[str]) -> list[tuple[str, _Shard, asyncio.Future[Result]]]:
        entries = []
        for job_id in dict.fromkeys(job_ids):
            shard = self._shard(job_id)
            entries.append((job_id, shard, shard.register(job_id)))
        try:
            for shard in {id(s): s for _, s, _ in entries}.values():
                await shard.poke()
        except BaseException:
            self._forget(entries)
            raise
        return entries

    @staticmethod
    def _forget(entries: list[tuple[str, _Shard, asyncio.Future[Result]]]) -> None:
        for job_id, shard, future in entries:
            shard.forget(job_id, future)
            if not future.done():
                future.cancel()
            elif not future.cancelled():
                future.exception()  # looked at: no "exception was never retrieved" warning

    async def wait_many(self, job_ids: Sequence[str], timeout_s: float) -> dict[str, Result]:
        """Every job's final result; JobNotFound for an unknown id, WaitTimeout after
        ``timeout_s`` naming the jobs still open."""
        entries = await self._register(job_ids)
        try:
            futures = [f for _, _, f in entries]
            done, pending = await asyncio.wait(futures, timeout=timeout_s, return_when=asyncio.FIRST_EXCEPTION)
            for future in futures:  # in the caller's order: the first failure is raised
                error = future.exception() if future in done else None
                if error is not None:
                    raise error
            if pending:
                raise WaitTimeout([j for j, _, f in entries if f in pending], timeout_s)
            results = {j: f.result() for j, _, f in entries}
            return {j: results[j] for j in job_ids}
        finally:
            self._forget(entries)

    async def wait_any(self, job_ids: Sequence[str], timeout_s: float) -> str | None:
        """The id of one job that ended (or is unknown), or None when ``timeout_s`` passed."""
        if not job_ids:
            return None
        entries = await self._register(job_ids)
        try:
            done, _ = await asyncio.wait([f for _, _, f in entries], timeout=timeout_s,
                                         return_when=asyncio.FIRST_COMPLETED)  # fmt: skip
            return next((j for j, _, f in entries if f in done), None)
        finally:
            self._forget(entries)
