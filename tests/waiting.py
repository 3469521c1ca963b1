"""Bounded polling: re-check a condition until it holds or a deadline passes.

For state that sends no event (another process's, Redis's, a library's flag); where an event
exists, a test waits on the event instead. Every wait is bounded, and a timeout says what was
awaited. ``check`` may return a value or an awaitable of one; the first truthy value is
returned.
"""

from __future__ import annotations

import asyncio
import inspect
import time
from collections.abc import Callable
from typing import Any


async def until(
    check: Callable[..., Any], timeout_s: float = 10, what: str = "the condition", interval_s: float = 0.1
) -> Any:
    """Await ``check()`` until it is truthy, every ``interval_s``; TimeoutError after ``timeout_s``."""
    deadline = time.monotonic() + timeout_s
    while True:
        value = check()
        if inspect.isawaitable(value):
            value = await value
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out after {timeout_s} s waiting for {what}")
        await asyncio.sleep(interval_s)


def until_sync(
    check: Callable[..., Any], timeout_s: float = 10, what: str = "the condition", interval_s: float = 0.1
) -> Any:
    """The same for code outside an event loop (subprocesses, HTTP polled with a sync client)."""
    deadline = time.monotonic() + timeout_s
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out after {timeout_s} s waiting for {what}")
        time.sleep(interval_s)
