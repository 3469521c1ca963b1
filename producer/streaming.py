"""Reading a streaming job's text as it grows (transq.deltas; docs/protocol.md, "Streaming").

``stream_job`` yields ``Delta`` pieces, ``Restart`` when a new attempt begins (a worker
crashed or released the job: discard what was shown), ``Cut`` when an incremental output
check fired (discard what was shown; no more text comes), and always ends with ``End``,
which carries the final Result read from the result hash: the only truth. Resumable:
every event has an ``id`` (``attempt:offset``); pass the last one's attempt and offset
back after a reconnect and the text continues where it stopped.

Entries come from the client's shared delta reader (producer.stream_reads: a few XREAD
BLOCKs over every reader's stream, not a connection per reader); after a quiet
``block_ms`` with nothing for it, a reader reads the job's state, so a job that ends
without an end entry (cancelled while queued, dead-lettered, its stream expired) still
ends the iteration, after one more read without blocking for entries written before its
result.
"""

from __future__ import annotations

from collections.abc import AsyncGenerator, AsyncIterator
from dataclasses import dataclass
from typing import Any, Protocol

import redis.asyncio as aioredis

from producer.stream_reads import READ_COUNT, Row, StreamReads, rows_by_key
from transq import deltas
from transq.contract import Result
from transq.keys import Keys


@dataclass(frozen=True, slots=True)
class Delta:
    attempt: int
    offset: int
    text: str

    @property
    def id(self) -> str:
        return deltas.event_id(self.attempt, self.offset + len(self.text))


@dataclass(frozen=True, slots=True)
class Restart:
    """A new attempt runs the job: discard what was shown; its text starts at offset 0."""

    attempt: int

    @property
    def id(self) -> str:
        return deltas.event_id(self.attempt, 0)


@dataclass(frozen=True, slots=True)
class Cut:
    """An incremental check fired: discard what was shown; the End follows."""

    attempt: int
    code: str
    message: str

    @property
    def id(self) -> str:
        return deltas.event_id(self.attempt, 0)


@dataclass(frozen=True, slots=True)
class End:
    """The final Result. ``discard``: take back what was shown (transq.deltas.must_discard);
    otherwise show ``result.translation``, which equals the text streamed when
    ``complete``."""

    result: Result
    discard: bool
    complete: bool

    @property
    def id(self) -> str:
        return "end"


Event = Delta | Restart | Cut | End


def event_name(event: Event) -> str:
    """The event's name on the wire (SSE ``event:``, ``submit --stream --json``)."""
    return {Delta: "delta", Restart: "restart", Cut: "cut", End: "end"}[type(event)]


def event_data(event: Event) -> dict[str, Any]:
    """The event's JSON object (docs/protocol.md, "Streaming")."""
    if isinstance(event, Delta):
        return {"attempt": event.attempt, "offset": event.offset, "text": event.text}
    if isinstance(event, Restart):
        return {"attempt": event.attempt}
    if isinstance(event, Cut):
        return {"attempt": event.attempt, "code": event.code, "message": event.message}
    return {"discard": event.discard, "complete": event.complete, "result": event.result.model_dump(mode="json")}


class JobReader(Protocol):
    """What the reader needs of a client (producer.client.Client)."""

    keys: Keys
    redis: aioredis.Redis

    async def get(self, job_id: str) -> Result: ...


async def stream_job(
    client: JobReader,
    reads: StreamReads,
    job_id: str,
    *,
    from_offset: int = 0,
    attempt: int = 0,
    block_ms: int = 1000,
) -> AsyncGenerator[Event, None]:
    """The events of ``job_id``'s stream from (``attempt``, ``from_offset``) on; raises
    JobNotFound for an unknown job. ``reads``: the client's shared delta reader."""
    await client.get(job_id)  # JobNotFound before anything else
    state = _Reader(attempt, from_offset)
    key = client.keys.deltas(job_id)
    async with reads.follow(job_id, key) as feed:
        while True:
            rows = await feed.next(block_ms / 1000)
            if rows is None:
                # Quiet: a job that ends without an end entry ends here.
                if (await client.get(job_id)).final:
                    rows = feed.close()  # handed before the close, not taken yet
                    break
                continue
            async for event in _events(client, job_id, state, rows):
                yield event
            if state.ended:
                return
    # Then the entries written before the result that the shared read had not handed
    # over: read without blocking (the command pool), then the end.
    last_read = False
    while True:
        async for event in _events(client, job_id, state, rows):
            yield event
        if state.ended:
            return
        if last_read:
            break
        rows = await _read(client.redis, key, state.last_id)
        last_read = len(rows) < READ_COUNT
    yield await _end(client, job_id, state)


async def _events(client: JobReader, job_id: str, state: _Reader, rows: list[Row]) -> AsyncIterator[Event]:
    """The events of ``rows``; the End on an end entry of the final attempt."""
    for entry_id, fields in rows:
        state.last_id = entry_id
        entry = deltas.decode_entry(fields)
        if entry is None:
            continue
        if entry.kind == "e":
            end = await _end(client, job_id, state)
            if end.result.final:  # else an older attempt's worker that lost the job
                state.ended = True
                yield end
                return
            continue
        for event in state.take(entry):
            yield event


async def _read(redis: aioredis.Redis, key: str, after: str) -> list[Row]:
    """Entries of ``key`` after ``after``, without blocking."""
    return [row for _, rows in rows_by_key(await redis.xread({key: after}, count=READ_COUNT)) for row in rows]


async def _end(client: JobReader, job_id: str, state: _Reader) -> End:
    result = await client.get(job_id)
    complete = not state.broken and result.translation is not None and state.text() == result.translation
    return End(result, deltas.must_discard(result), complete)


class _Reader:
    """Which entries become events, for a reader at (attempt, offset)."""

    def __init__(self, attempt: int, offset: int) -> None:
        self.attempt = attempt
        self.offset = offset
        self.pieces: list[str] = []
        self.started = offset > 0  # whether the caller shows some text of self.attempt
        self.broken = offset > 0  # pieces do not hold the whole text (resumed, cut, gap)
        self.cut = False
        self.last_id = "0-0"  # the last entry taken
        self.ended = False  # the End was given

    def text(self) -> str:
        return "".join(self.pieces)

    def take(self, entry: deltas.Entry) -> list[Event]:
        if entry.attempt < self.attempt:
            return []  # an older attempt's (a worker that lost the job still writing)
        events: list[Event] = []
        if entry.attempt > self.attempt:
            if self.started or self.cut:
                events.append(Restart(entry.attempt))
            self.attempt, self.offset, self.pieces = entry.attempt, 0, []
            self.started = self.broken = self.cut = False
        if self.cut:
            return events
        if entry.kind == "c":
            self.cut = self.broken = True
            events.append(Cut(entry.attempt, entry.code, entry.message))
        elif entry.kind == "d" and entry.end > self.offset:
            if entry.offset > self.offset:  # trimmed away: the End's result has the text
                self.cut = self.broken = True
                return events
            piece = entry.text[self.offset - entry.offset :]
            events.append(Delta(entry.attempt, self.offset, piece))
            self.pieces.append(piece)
            self.offset = entry.end
            self.started = True
        return events
