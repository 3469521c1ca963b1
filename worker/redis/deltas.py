"""Publishing streaming jobs' text deltas (transq.deltas): one pipeline per event-loop turn.

A job that asked to stream gets a ``JobDeltas`` for its attempt (the engine's DeltaSink):
the engine hands it each new piece of text, at most once per engine step. The pieces of
every streaming job go to one ``DeltaPublisher``, which queues them and, once the turn
ends, sends them as one pipeline (``XADD ... MAXLEN ~`` per job with news, an ``EXPIRE``
with a job's first entry): the queue cost grows with the turns, not with the jobs, and
pieces of one job queued while a pipeline is out are merged into one entry. Jobs that do
not stream cost nothing: no sink, no command. One pipeline is out at a time, so a job's
entries reach Redis in order, and a slow Redis coalesces more instead of queueing sends.

Paced (``loop.delta_interval_ms``, 30 ms by default): a job gets at most one text entry per
window of that length, its pieces meanwhile merged; the windows are the same for every
job, so their entries still go together. A job's first piece, a cut and its end never
wait. Each entry is an XADD here and a wake-up of its reader, so a fast engine's every
step costs both sides; measured on the CPU (docs/benchmarks.md, streaming), 30 ms cut the
readers' extra CPU per job by 2/3 and the worker's by 1/5.

Best effort, by design: the final Result is the truth and readers end on it, so a failed
send is logged and dropped, never retried and never a job's failure.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from dataclasses import dataclass, field

import redis.asyncio as aioredis

from transq import deltas
from transq.contract import Result
from transq.keys import Keys

log = logging.getLogger("worker.redis.deltas")

# Paced streams remembered before the old ones are dropped: a stream last sent in an
# earlier window paces nothing, and one whose job ended without its end entry (an attempt
# stopped by a shutdown) would stay.
_PACED_MAX = 4096


@dataclass
class _Pending:
    """What one job's stream gets in the next pipeline."""

    entries: list[dict[str, str | int]] = field(default_factory=list)
    expire: bool = False


class DeltaPublisher:
    """The delta streams of one worker's streaming jobs, written one pipeline per turn."""

    def __init__(
        self,
        redis: aioredis.Redis,
        keys: Keys,
        ttl_s: int,
        *,
        deadline_s: float,
        interval_s: float = 0.0,
        trace: bool = False,
    ) -> None:
        self.redis = redis
        self.keys = keys
        self.ttl_s = ttl_s
        self.deadline_s = deadline_s
        # A job's text entries: at most one per window of this length (loop.delta_interval_ms);
        # its pieces meanwhile merge into one. Its first entry, a cut and the end never wait.
        self.interval_s = interval_s
        self.trace = trace  # each job's stage times in its end entry (loop.stream_trace)
        self._pending: dict[str, _Pending] = {}
        self._windows: dict[str, int] = {}  # the interval window of each stream's last send
        self._window = 0  # the window of the last look at what is due
        self._firsts: list[JobDeltas] = []  # traced jobs whose first delta is pending
        # The sender: started by the first piece of a turn, it sends at the turn's end and
        # again, a turn after each reply, while pieces came meanwhile; then it ends.
        self._sending: asyncio.Task[None] | None = None
        self._urgent = asyncio.Event()  # an entry that must not wait out the interval
        self.sent = 0  # pipelines sent, for tests and the benchmark's notes

    def open(self, job_id: str, attempt: int) -> JobDeltas:
        return JobDeltas(self, job_id, attempt)

    def queue(self, key: str, fields: dict[str, str | int], *, expire: bool = False) -> None:
        """``fields`` as the next entry of the delta stream ``key``; ``expire``: a stream's
        first entry, a cut or the end (sets the TTL; never paced)."""
        pending = self._pending.get(key)
        if pending is None:
            pending = self._pending[key] = _Pending()
        last = pending.entries[-1] if pending.entries else None
        if last is not None and last["t"] == fields["t"] == "d" and last["a"] == fields["a"]:
            last["x"] = f"{last['x']}{fields['x']}"  # one entry per job per pipeline
        else:
            pending.entries.append(fields)
        if expire:
            pending.expire = True
            self._urgent.set()
        if self._sending is None:
            # A task's first step runs on the next turn: after every piece of this one.
            self._sending = asyncio.create_task(self._send_all(), name="deltas")

    def stamp_send(self, job: JobDeltas) -> None:
        """Stamp ``job``'s "send" and "sent" with the pipeline that takes its first delta."""
        self._firsts.append(job)

    async def _send_all(self) -> None:
        try:
            while self._pending:
                batch = self._due()
                if batch:
                    firsts, self._firsts = self._firsts, []
                    await self._send(batch, firsts)
                    # What came during the round trip: after the rest of this turn's pieces.
                    # One loop turn, where a new task (call_soon, its first step) took two.
                    await asyncio.sleep(0)
                else:
                    await self._wait_due()
        finally:
            self._sending = None

    def _due(self) -> dict[str, _Pending]:
        """The pending streams to send now: all of them without an interval; else those
        with an urgent entry or none sent yet in this interval window. The windows are the
        same for every job (time / interval), so the paced jobs' entries go together, in
        one pipeline at a window's start, not each at its own time."""
        self._urgent.clear()
        if not self.interval_s:
            batch, self._pending = self._pending, {}
            return batch
        self._window = window = int(time.monotonic() / self.interval_s)
        since = self._windows
        batch = {k: p for k, p in self._pending.items() if p.expire or since.get(k, -1) < window}
        if len(since) > _PACED_MAX:  # streams that ended unseen (an attempt cut short)
            self._windows = since = {k: w for k, w in since.items() if w >= window}
        for key, pending in batch.items():
            del self._pending[key]
            if any(e["t"] == "e" for e in pending.entries):
                since.pop(key, None)  # its last entry: nothing more is paced
            else:
                since[key] = window
        return batch

    async def _wait_due(self) -> None:
        """Until the window after the one _due() saw (not the one now: a window that began
        since would be skipped), or an urgent entry."""
        wait_s = (self._window + 1) * self.interval_s - time.monotonic()
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(max(0.0, wait_s)):
                await self._urgent.wait()

    async def _send(self, batch: dict[str, _Pending], firsts: list[JobDeltas]) -> None:
        for job in firsts:
            job.mark("send")
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
            for job in firsts:
                job.mark("sent")
        except Exception as exc:  # best effort: readers end on the result (module docstring)
            log.warning("publishing the deltas of %d jobs failed: %s", len(batch), exc)

    async def drain(self) -> None:
        """Wait until everything queued so far is sent (tests, shutdown)."""
        while self._sending is not None:
            await asyncio.shield(self._sending)


class JobDeltas:
    """One attempt of one streaming job: the engine's DeltaSink (worker.engines.protocol)."""

    def __init__(self, publisher: DeltaPublisher, job_id: str, attempt: int) -> None:
        self.publisher = publisher
        self.job_id = job_id
        self.key = publisher.keys.deltas(job_id)
        self.attempt = attempt
        self._shown: list[str] = []
        self.offset = 0  # characters sent so far
        self.cut_code: str | None = None
        # Epoch seconds of each stage, when the publisher traces (loop.stream_trace).
        self.stamps: dict[str, float] | None = {"started": time.time()} if publisher.trace else None

    def traced_read(self, entry_id: str, read_s: float) -> None:
        """The trace's queue stages: the job's XADD (its entry id: Redis's ms clock) and
        the worker's start on it."""
        if self.stamps is not None:
            self.stamps["xadd"] = int(entry_id.split("-", 1)[0]) / 1000
            self.stamps["read"] = read_s

    def mark(self, stage: str) -> None:
        if self.stamps is not None and stage not in self.stamps:
            self.stamps[stage] = time.time()

    def text(self, delta: str) -> None:
        if self.cut_code is not None or not delta:
            return
        first = self.offset == 0
        if first and self.stamps is not None:
            self.mark("queued")
            self.publisher.stamp_send(self)
        self.publisher.queue(self.key, deltas.delta_fields(self.attempt, self.offset, delta), expire=first)
        self._shown.append(delta)
        self.offset += len(delta)

    def cut(self, code: str, message: str) -> None:
        if self.cut_code is not None:
            return
        self.cut_code = code
        self.publisher.queue(self.key, deltas.cut_fields(self.attempt, code, message), expire=True)

    def end(self, result: Result) -> None:
        """After the result is stored: the rest of a translation the engine did not stream
        (a translation-memory hit, an engine without a streaming path, the held-back tail),
        then the end event. Nothing more of an output a reader must discard."""
        if self.cut_code is None and not deltas.must_discard(result) and result.translation is not None:
            shown = "".join(self._shown)
            if result.translation.startswith(shown):
                self.text(result.translation[len(shown) :])
        fields = deltas.end_fields(self.attempt, result.status)
        if self.stamps is not None:
            fields["tr"] = json.dumps(self.stamps)
        self.publisher.queue(self.key, fields, expire=True)


def open_deltas(publisher: DeltaPublisher | None, job_id: str, stream: bool, attempt: int) -> JobDeltas | None:
    """The sink of a job that asked to stream, when this worker publishes deltas."""
    return publisher.open(job_id, attempt) if publisher is not None and stream else None
