"""Publishing streaming jobs' text deltas (transq.deltas): one pipeline per event-loop turn.

A job that asked to stream gets a ``JobDeltas`` for its attempt (the engine's DeltaSink):
the engine hands it each new piece of text, at most once per engine step. The pieces of
every streaming job go to one ``DeltaPublisher``, which queues them and, once the turn
ends, sends them as one pipeline (``XADD ... MAXLEN ~`` per job with news, an ``EXPIRE``
with a job's first entry): the queue cost grows with the turns, not with the jobs, and
pieces of one job queued while a pipeline is out are merged into one entry. Jobs that do
not stream cost nothing: no sink, no command. One pipeline is out at a time, so a job's
entries reach Redis in order, and a slow Redis coalesces more instead of queueing sends.

Best effort, by design: the final Result is the truth and readers end on it, so a failed
send is logged and dropped, never retried and never a job's failure.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field

import redis.asyncio as aioredis

from transq import deltas
from transq.contract import Result
from transq.keys import Keys

log = logging.getLogger("worker.deltas")


@dataclass
class _Pending:
    """What one job's stream gets in the next pipeline."""

    entries: list[dict[str, str | int]] = field(default_factory=list)
    expire: bool = False


class DeltaPublisher:
    """The delta streams of one worker's streaming jobs, written one pipeline per turn."""

    def __init__(self, redis: aioredis.Redis, keys: Keys, ttl_s: int, *, deadline_s: float) -> None:
        self.redis = redis
        self.keys = keys
        self.ttl_s = ttl_s
        self.deadline_s = deadline_s
        self._pending: dict[str, _Pending] = {}
        self._sending: asyncio.Task[None] | None = None
        self._scheduled = False
        self.sent = 0  # pipelines sent, for tests and the benchmark's notes

    def open(self, job_id: str, attempt: int) -> JobDeltas:
        return JobDeltas(self, job_id, attempt)

    def queue(self, job_id: str, fields: dict[str, str | int], *, expire: bool = False) -> None:
        pending = self._pending.setdefault(self.keys.deltas(job_id), _Pending())
        last = pending.entries[-1] if pending.entries else None
        if last is not None and last["t"] == fields["t"] == "d" and last["a"] == fields["a"]:
            last["x"] = f"{last['x']}{fields['x']}"  # one entry per job per pipeline
        else:
            pending.entries.append(fields)
        pending.expire = pending.expire or expire
        self._schedule()

    def _schedule(self) -> None:
        if self._scheduled or (self._sending is not None and not self._sending.done()):
            return  # the turn's flush, or the send in flight's end, takes it
        self._scheduled = True
        asyncio.get_running_loop().call_soon(self._flush)

    def _flush(self) -> None:
        self._scheduled = False
        if not self._pending:
            return
        batch, self._pending = self._pending, {}
        self._sending = asyncio.create_task(self._send(batch), name=f"deltas of {len(batch)} jobs")

    async def _send(self, batch: dict[str, _Pending]) -> None:
        pipe = self.redis.pipeline(transaction=False)
        for key, pending in batch.items():
            for entry in pending.entries:
                pipe.xadd(key, entry, maxlen=deltas.MAX_ENTRIES, approximate=True)  # type: ignore[arg-type]  # redis-py's Fields type is invariant
            if pending.expire:
                pipe.expire(key, self.ttl_s)
        try:
            async with asyncio.timeout(self.deadline_s):
                await pipe.execute()
            self.sent += 1
        except Exception as exc:  # best effort: readers end on the result (module docstring)
            log.warning("publishing the deltas of %d jobs failed: %s", len(batch), exc)
        finally:
            self._sending = None
            if self._pending:
                self._schedule()

    async def drain(self) -> None:
        """Wait until everything queued so far is sent (tests, shutdown)."""
        while self._scheduled or self._pending or self._sending is not None:
            if self._sending is not None:
                await asyncio.shield(self._sending)
            else:
                await asyncio.sleep(0)


class JobDeltas:
    """One attempt of one streaming job: the engine's DeltaSink (worker.engines.protocol)."""

    def __init__(self, publisher: DeltaPublisher, job_id: str, attempt: int) -> None:
        self.publisher = publisher
        self.job_id = job_id
        self.attempt = attempt
        self._shown: list[str] = []
        self.offset = 0  # characters sent so far
        self.cut_code: str | None = None

    def text(self, delta: str) -> None:
        if self.cut_code is not None or not delta:
            return
        first = self.offset == 0
        self.publisher.queue(self.job_id, deltas.delta_fields(self.attempt, self.offset, delta), expire=first)
        self._shown.append(delta)
        self.offset += len(delta)

    def cut(self, code: str, message: str) -> None:
        if self.cut_code is not None:
            return
        self.cut_code = code
        self.publisher.queue(self.job_id, deltas.cut_fields(self.attempt, code, message), expire=True)

    def end(self, result: Result) -> None:
        """After the result is stored: the rest of a translation the engine did not stream
        (a translation-memory hit, an engine without a streaming path, the held-back tail),
        then the end event. Nothing more of an output a reader must discard."""
        if self.cut_code is None and not deltas.must_discard(result) and result.translation is not None:
            shown = "".join(self._shown)
            if result.translation.startswith(shown):
                self.text(result.translation[len(shown) :])
        self.publisher.queue(self.job_id, deltas.end_fields(self.attempt, result.status), expire=True)


def open_deltas(publisher: DeltaPublisher | None, job_id: str, stream: bool, attempt: int) -> JobDeltas | None:
    """The sink of a job that asked to stream, when this worker publishes deltas."""
    return publisher.open(job_id, attempt) if publisher is not None and stream else None
