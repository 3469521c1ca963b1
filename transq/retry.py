"""Retrying a Redis command on fresh connections for a window of time, not a count.

redis-py's Retry stops after a number of retries; how long that lasts depends on the
backoff's random draws, and a command retried while its connection reconnects runs the
connect's own retry loop inside each try (so counts multiply). What an operator knows is
the time an outage takes (a restart; with Sentinel, ``down-after-milliseconds`` plus the
election), so ``WindowRetry`` retries until ``window_s`` has passed since the first
failure (``redis.retry_window_s``), then raises the last error.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from redis.asyncio.retry import Retry
from redis.backoff import EqualJitterBackoff

T = TypeVar("T")

# Backoff between tries: between half and all of base * 2**n, at most the cap.
RETRY_BASE_S = 0.05
RETRY_CAP_S = 1.0


def retries_for(window_s: float) -> int:
    """How many retries it takes for the shortest backoff draws to fill ``window_s``."""
    total_s, retries = 0.0, 0
    while total_s < window_s:
        retries += 1
        total_s += min(RETRY_CAP_S, RETRY_BASE_S * 2**retries) / 2
    return retries


class WindowRetry(Retry):
    """redis-py's Retry, bounded by time since the first failure instead of a count."""

    def __init__(self, window_s: float) -> None:
        # The count is for callers that loop by it themselves (redis-py's RedisCluster runs
        # 1 + get_retries() attempts): as many as the shortest backoff draws fit in the window.
        super().__init__(EqualJitterBackoff(base=RETRY_BASE_S, cap=RETRY_CAP_S), retries=retries_for(window_s))
        self.window_s = window_s

    def __eq__(self, other: Any) -> bool:
        return isinstance(other, WindowRetry) and other.window_s == self.window_s

    __hash__ = Retry.__hash__

    async def call_with_retry(
        self,
        do: Callable[[], Awaitable[T]],
        fail: Callable[..., Any],
        is_retryable: Callable[[Exception], bool] | None = None,
        with_failure_count: bool = False,
    ) -> T:
        self._backoff.reset()  # type: ignore[no-untyped-call]  # redis-py leaves it untyped
        failures = 0
        first_failure_s = 0.0
        while True:
            try:
                return await do()
            except self._supported_errors as error:
                if is_retryable and not is_retryable(error):
                    raise
                failures += 1
                now_s = time.monotonic()
                first_failure_s = first_failure_s or now_s
                await (fail(error, failures) if with_failure_count else fail(error))
                backoff_s = self._backoff.compute(failures)
                if now_s - first_failure_s + backoff_s > self.window_s:
                    raise error
                await asyncio.sleep(backoff_s)
