"""A background loop that blocks on Redis for many in-process callers, woken through a
key of its own: what producer.waits (BLPOP over done lists) and producer.stream_reads
(XREAD over delta streams) share.

- ``poke()`` makes a blocked round end so the next one takes new callers in: once per
  round, however many callers arrived (``_begin_round`` re-arms it);
- it is stopped through that same wake key, never by cancelling the blocking read: a
  cancel sent to a task blocked in redis-py's read did not always reach it (seen when the
  loop had stopped and restarted in between, as asyncio.Runner does), and then the stop
  hung for the rest of the round;
- Redis unreachable: a pause, then the next round (the callers' own deadlines and reads
  report it); any other failure goes to ``_failed`` and the loop goes on after a pause.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from abc import ABC, abstractmethod

import redis.asyncio as aioredis

from producer.settings import ProducerSettings
from transq.connection import UNREACHABLE, connect

log = logging.getLogger("producer.wake_loop")

RETRY_PAUSE_S = 0.5
_STOP_WAIT_S = 1.0


class WakeLoop(ABC):
    """Rounds of one blocking read; subclasses give the round and the wake write."""

    name = "wake-loop"

    def __init__(self) -> None:
        self._task: asyncio.Task[None] | None = None
        self._stopping = False
        self._woken = False  # a wake is on its way for the current round

    @abstractmethod
    async def _round(self) -> None:
        """One blocking read and its fan-out; starts with ``_begin_round()``."""

    @abstractmethod
    async def _send_wake(self) -> None:
        """Write to the wake key the blocking read also waits on."""

    def _active(self) -> bool:
        """Whether the loop should go on (False: it ends; the next caller starts it)."""
        return True

    @abstractmethod
    def _failed(self, exc: Exception) -> None:
        """A round failed for a reason other than an unreachable Redis."""

    def _begin_round(self) -> None:
        # Cleared before the round reads its callers: one registered from here on sends a
        # wake of its own, one registered before is in this round.
        self._woken = False

    def _ensure_running(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._loop(), name=self.name)

    async def poke(self) -> None:
        """Make the loop take the new callers in now (it is blocked on the old keys)."""
        if self._woken:
            return
        self._woken = True
        await self._send_wake()

    async def _stop_loop(self) -> None:
        if self._task is not None and not self._task.done():
            self._stopping = True
            with contextlib.suppress(*UNREACHABLE, asyncio.TimeoutError):
                self._woken = False
                await asyncio.wait_for(self.poke(), _STOP_WAIT_S)
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(asyncio.shield(self._task), _STOP_WAIT_S)
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        self._task = None
        self._stopping = False

    async def _loop(self) -> None:
        while not self._stopping and self._active():
            try:
                await self._round()
            except UNREACHABLE as exc:
                log.warning("%s: %s; retrying", self.name, exc)
                await asyncio.sleep(RETRY_PAUSE_S)  # Redis is down: no event to wait for
            except Exception as exc:  # a dead loop would leave every caller to its timeout
                log.exception("%s failed; going on", self.name)
                self._failed(exc)
                await asyncio.sleep(RETRY_PAUSE_S)


def loop_connections(
    settings: ProducerSettings, count: int, name: str, block_s: float, set_name: bool
) -> list[aioredis.Redis]:
    """One connection each for ``count`` blocking loops (the wait loops, the delta read
    loops), whose blocking command lasts at most ``block_s``: the socket outlasts it."""
    return [connect(settings.redis, extra_timeout_s=block_s + 5, max_connections=1, name=name,
                    pool_timeout_s=settings.client.pool_timeout_s, client_name=name if set_name else None)
            for _ in range(count)]  # fmt: skip
