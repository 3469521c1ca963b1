"""Concurrent waits and streams per API key, in this gateway process.

A long poll, a synchronous translation or an event stream holds no Redis connection of
its own (the shared wait and delta read loops serve them all), but each holds memory, a
socket and a share of those loops for as long as it lasts; without a bound, one key can
open thousands. ``[gateway.limits] waits_per_key`` (``?wait=``, ``/v2/translate``,
LibreTranslate's synchronous calls) and ``streams_per_key`` (``/events``, ``/stream``):
one more is refused at once with RateLimited (429), before anything is submitted. Counted
per gateway process, so N gateways behind a balancer allow N times as many.
"""

from __future__ import annotations

import contextlib
from collections import Counter
from collections.abc import AsyncIterator, Iterator
from typing import Literal, TypeVar

from transq.errors import RateLimited

Kind = Literal["wait", "stream"]
T = TypeVar("T")


class KeySlots:
    def __init__(self, waits_per_key: int, streams_per_key: int) -> None:
        self.limits: dict[Kind, int] = {"wait": waits_per_key, "stream": streams_per_key}
        self._held: Counter[tuple[str, Kind]] = Counter()

    def held(self, key_id: str, kind: Kind) -> int:
        return self._held[(key_id, kind)]

    def take(self, key_id: str, kind: Kind) -> None:
        """One slot for ``key_id``; RateLimited when all of its are in use. Give it back
        with ``give``."""
        limit = self.limits[kind]
        if self._held[(key_id, kind)] >= limit:
            raise RateLimited(f"limit of {limit} concurrent {kind}s for this key", 1)
        self._held[(key_id, kind)] += 1

    def give(self, key_id: str, kind: Kind) -> None:
        self._held[(key_id, kind)] -= 1
        if self._held[(key_id, kind)] <= 0:
            del self._held[(key_id, kind)]

    @contextlib.contextmanager
    def hold(self, key_id: str, kind: Kind) -> Iterator[None]:
        self.take(key_id, kind)
        try:
            yield
        finally:
            self.give(key_id, kind)

    def streaming(self, key_id: str, kind: Kind, events: AsyncIterator[T]) -> AsyncIterator[T]:
        """``events`` under a slot taken now (so a refusal is the request's answer, not a
        broken stream) and given back when the stream ends, however it ends."""
        self.take(key_id, kind)
        return self._release_after(key_id, kind, events)

    async def _release_after(self, key_id: str, kind: Kind, events: AsyncIterator[T]) -> AsyncIterator[T]:
        try:
            async for event in events:
                yield event
        finally:
            self.give(key_id, kind)
