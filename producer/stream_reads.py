"""One client's delta stream readers on a few shared XREADs (producer.streaming).

An ``XREAD BLOCK`` per reader held a connection of the client's pool while it blocked:
one Client (and the gateway's SSE endpoint, which uses one) could not stream more jobs at
once than its pool had connections. Here each reader registers a ``Feed`` (its delta key,
the last entry id it was handed, an in-process inbox) with one of a few shard loops, one
blocking connection each, and every shard reads all its feeds' streams in one command:

    XREAD COUNT 512 BLOCK 1000 STREAMS <wake> <delta 1> .. <delta N> <wake id> <id 1> .. <id N>

- a new reader registers and pokes the shard's wake *stream* (XADD, MAXLEN ~ 8, EXPIRE
  60 s; once per round however many joined), so the blocked XREAD returns and the next
  round reads the new key set. The wake stream's last id is kept, not ``$``: a poke sent
  between two rounds is still read by the next one. Same hash tag as the delta keys:
  Redis Cluster takes the multi-key XREAD (one slot);
- entries fan out in-process; two readers of one job share its key (read from the
  older of their ids, each handed only what is newer than its own);
- a reader that goes away (its iterator closed or cancelled) unregisters; a shard with no
  readers ends its loop (and gives its connection back) until the next one comes;
- the quiet signal stays the reader's: ``Feed.next`` returns None after ``block_s``
  with nothing for it, and producer.streaming then reads the job's result.

Errors: Redis unreachable, the loop pauses and retries (the readers' own result reads
raise RedisUnavailable when it lasts); a refused read (NOPERM, a wrong type) fails every
reader of that shard with the client's error types (transq.connection.as_transq_error).

Cost: ``shards`` connections, whatever the number of readers; each round sends every key
of its shard (O(readers) per XREAD), so readers are spread over the shards by job id, and
beyond ``max_keys`` a shard reads a rotating window of its keys (readers outside the
window wait a round or more).
"""

from __future__ import annotations

import asyncio
import contextlib
import uuid
import zlib
from collections.abc import AsyncIterator, Sequence
from typing import Any

import redis.asyncio as aioredis

from producer.wake_loop import WakeLoop
from transq.connection import as_transq_error, text_of, user_of
from transq.errors import RedisUnavailable
from transq.keys import Keys

# Entries one read takes at most per stream: a job's whole stream fits a few reads.
READ_COUNT = 512
# One round's XREAD BLOCK (its connection's socket outlasts it: producer.wake_loop.loop_connections).
BLOCK_MS = 1000
_WAKE_MAXLEN = 8
_WAKE_TTL_S = 60

Row = tuple[str, dict[str, str]]  # an entry id and its fields, as text


def id_after(entry_id: str, than: str) -> bool:
    """Whether stream id ``entry_id`` comes after ``than`` (both ``ms-seq``)."""
    ms, _, seq = entry_id.partition("-")
    than_ms, _, than_seq = than.partition("-")
    return (int(ms), int(seq or 0)) > (int(than_ms), int(than_seq or 0))


def rows_by_key(reply: Any) -> list[tuple[str, list[Row]]]:
    """XREAD's reply as (key, entries) with text, from RESP2 (list) or RESP3 (map)."""
    if not reply:
        return []
    pairs = reply.items() if isinstance(reply, dict) else reply
    return [(text_of(key), [(text_of(entry_id), {text_of(k): text_of(v) for k, v in (raw or {}).items()})
                            for entry_id, raw in rows]) for key, rows in pairs]  # fmt: skip


class Feed:
    """One reader's registration: what the shard hands it arrives in ``next()``."""

    def __init__(self, shard: _Shard, key: str) -> None:
        self.key = key
        self.after = "0-0"  # the last entry id handed to it
        self._shard = shard
        self._inbox: asyncio.Queue[list[Row] | Exception] = asyncio.Queue()

    def hand(self, item: list[Row] | Exception) -> None:
        self._inbox.put_nowait(item)

    async def next(self, block_s: float) -> list[Row] | None:
        """The entries handed since the last call, oldest first; None after ``block_s``
        with none (quiet)."""
        if self._inbox.empty():
            try:
                async with asyncio.timeout(block_s):
                    first = await self._inbox.get()
            except TimeoutError:
                return None
            self._inbox.put_nowait(first)  # keeps the order with what came meanwhile
        return self._take()

    def close(self) -> list[Row]:
        """Unregister; the entries handed but not taken yet (none come after this)."""
        self._shard.forget(self)
        return self._take()

    def _take(self) -> list[Row]:
        rows: list[Row] = []
        while not self._inbox.empty():
            item = self._inbox.get_nowait()
            if isinstance(item, Exception):
                raise item
            rows += item
        return rows


class _Shard(WakeLoop):
    """Reads the delta streams of many readers over one blocking connection."""

    name = "delta-read-loop"

    def __init__(self, redis: aioredis.Redis, blocking: aioredis.Redis, keys: Keys, *, block_ms: int,
                 max_keys: int) -> None:  # fmt: skip
        super().__init__()
        self._redis = redis
        self._blocking = blocking
        self._wake_key = keys.stream_wake(uuid.uuid4().hex[:12])
        self._wake_after = "0-0"
        self._block_ms = block_ms
        self._max_keys = max_keys
        self._feeds: dict[str, set[Feed]] = {}  # by delta key
        self._turn = 0  # where the next window starts, past max_keys

    @property
    def keys_read(self) -> list[str]:
        return list(self._feeds)

    @property
    def reading(self) -> int:
        return sum(len(feeds) for feeds in self._feeds.values())

    def register(self, key: str) -> Feed:
        feed = Feed(self, key)
        self._feeds.setdefault(key, set()).add(feed)
        self._ensure_running()
        return feed

    def forget(self, feed: Feed) -> None:
        feeds = self._feeds.get(feed.key)
        if feeds is not None:
            feeds.discard(feed)
            if not feeds:
                del self._feeds[feed.key]

    async def stop(self) -> None:
        await self._stop_loop()
        for feed in [f for feeds in self._feeds.values() for f in feeds]:
            feed.hand(RedisUnavailable("the client was closed while a stream was read"))
        self._feeds.clear()

    def _active(self) -> bool:
        return bool(self._feeds)

    async def _send_wake(self) -> None:
        pipe = self._redis.pipeline(transaction=False)
        pipe.xadd(self._wake_key, {"w": 1}, maxlen=_WAKE_MAXLEN, approximate=True)
        pipe.expire(self._wake_key, _WAKE_TTL_S)  # a process that dies leaves no key behind
        await pipe.execute()

    def _failed(self, exc: Exception) -> None:
        error = as_transq_error(exc, user_of(self._blocking)) or exc
        for feed in [f for feeds in self._feeds.values() for f in feeds]:
            feed.hand(error)
            self.forget(feed)

    def _window(self) -> list[str]:
        keys = list(self._feeds)
        if len(keys) <= self._max_keys:
            return keys
        start = self._turn % len(keys)
        self._turn = start + self._max_keys
        return (keys[start:] + keys[:start])[: self._max_keys]

    async def _round(self) -> None:
        self._begin_round()  # a reader registered from here on pokes again
        streams = {self._wake_key: self._wake_after}
        for key in self._window():
            feeds = self._feeds[key]
            streams[key] = min((f.after for f in feeds), key=lambda i: tuple(map(int, i.split("-"))))
        reply = await self._blocking.xread(streams, count=READ_COUNT, block=self._block_ms)  # type: ignore[arg-type]
        for key, rows in rows_by_key(reply):
            if key == self._wake_key:
                self._wake_after = rows[-1][0]
            else:
                self._hand(key, rows)

    def _hand(self, key: str, rows: list[Row]) -> None:
        for feed in self._feeds.get(key, ()):
            fresh = [row for row in rows if id_after(row[0], feed.after)]
            if fresh:
                feed.after = fresh[-1][0]
                feed.hand(fresh)


class StreamReads:
    """Every delta stream reader of one client, spread over ``len(blocking)`` shards by
    job id."""

    def __init__(self, redis: aioredis.Redis, blocking: Sequence[aioredis.Redis], keys: Keys, *,
                 block_ms: int = BLOCK_MS, max_keys: int = 1024) -> None:  # fmt: skip
        self.blocking = list(blocking)
        self._shards = [_Shard(redis, b, keys, block_ms=block_ms, max_keys=max_keys) for b in self.blocking]

    @property
    def reading(self) -> int:
        """Readers registered now."""
        return sum(s.reading for s in self._shards)

    def keys_read(self) -> set[str]:
        """The delta keys the shards read now."""
        return {k for s in self._shards for k in s.keys_read}

    async def stop(self) -> None:
        for shard in self._shards:
            await shard.stop()

    @contextlib.asynccontextmanager
    async def follow(self, job_id: str, key: str) -> AsyncIterator[Feed]:
        """A registered Feed of ``key`` (job ``job_id``'s delta stream) from its start;
        unregistered on exit."""
        shard = self._shards[zlib.crc32(job_id.encode()) % len(self._shards)]
        feed = shard.register(key)
        try:
            await shard.poke()
            yield feed
        finally:
            shard.forget(feed)
