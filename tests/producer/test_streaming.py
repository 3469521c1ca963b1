"""Streaming partial translations end to end with a real Redis and the real worker loop
(the noop engine streams its text in pieces): deltas before the end, resume, cancel, a
job that does not stream, one pipeline per turn, and a crashed worker's stream going on
under the next attempt."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import redis.asyncio as aioredis

from producer.client import Client
from producer.streaming import Cut, Delta, End, Event, Restart
from tests.engines import fast_worker_settings, in_loop_worker
from tests.worker_process import NOOP_ENV, WorkerProcess
from transq.contract import Result, Status, make_job
from transq.keys import Keys
from transq.settings import QueueSettings
from worker.engines.noop import NoopEngine
from worker.redis.deltas import DeltaPublisher
from worker.scheduling.loop import Worker
from worker.settings import EngineSettings

TEXT = "The quick brown fox jumps over the lazy dog, and then it rests."


@asynccontextmanager
async def noop_worker(
    redis: aioredis.Redis, redis_url: str, queue: QueueSettings, delay_ms: int
) -> AsyncIterator[Worker]:
    engine = NoopEngine(EngineSettings(kind="noop", noop_delay_ms=delay_ms))
    async with in_loop_worker(redis, fast_worker_settings(redis_url, queue), engine) as worker:
        yield worker


async def collect(events: AsyncIterator[Event], limit: int | None = None, timeout_s: float = 30) -> list[Event]:
    """The stream's events, up to ``limit``, bounded by ``timeout_s``."""
    out: list[Event] = []
    async with asyncio.timeout(timeout_s):
        async for event in events:
            out.append(event)
            if limit is not None and len(out) >= limit:
                break
    return out


def text_of(events: list[Event]) -> str:
    return "".join(e.text for e in events if isinstance(e, Delta))


async def test_deltas_arrive_before_the_end_and_add_up_to_the_result(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    async with noop_worker(redis, redis_url, queue_settings, delay_ms=400):
        job = make_job(text=TEXT, target_lang="de", stream=True)
        await client.submit(job)
        events: list[Event] = []
        status_at_first_delta = None
        async with asyncio.timeout(30):
            async for event in client.stream(job.job_id):
                if isinstance(event, Delta) and status_at_first_delta is None:
                    status_at_first_delta = (await client.get(job.job_id)).status
                events.append(event)
    assert status_at_first_delta is Status.RUNNING  # a delta came while the job ran
    deltas = [e for e in events if isinstance(e, Delta)]
    assert len(deltas) >= 2, events
    end = events[-1]
    assert isinstance(end, End) and end.result.status is Status.SUCCEEDED
    assert text_of(events) == end.result.translation == TEXT
    assert end.complete and not end.discard
    assert [d.offset for d in deltas] == [sum(len(x.text) for x in deltas[:i]) for i in range(len(deltas))]


async def test_a_reader_resumes_after_a_dropped_connection(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    async with noop_worker(redis, redis_url, queue_settings, delay_ms=400):
        job = make_job(text=TEXT, target_lang="de", stream=True)
        await client.submit(job)
        first = await collect(client.stream(job.job_id), limit=1)  # then the connection "drops"
        [delta] = first
        assert isinstance(delta, Delta)
        rest = await collect(client.stream(job.job_id, delta.offset + len(delta.text), attempt=delta.attempt))
    end = rest[-1]
    assert isinstance(end, End)
    assert delta.text + text_of(rest) == end.result.translation == TEXT
    assert not end.complete  # this reader saw only part of it: the result is the text to keep
    # A resume from the middle of a delta gets only the rest of it.
    again = await collect(client.stream(job.job_id, 5, attempt=delta.attempt))
    assert TEXT[:5] + text_of(again) == TEXT


async def test_a_cancelled_jobs_stream_ends_with_discard(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    async with noop_worker(redis, redis_url, queue_settings, delay_ms=20_000):
        job = make_job(text=TEXT, target_lang="de", stream=True)
        await client.submit(job)
        events = client.stream(job.job_id)
        first = await anext(events)
        assert isinstance(first, Delta)
        await client.cancel(job.job_id)
        rest = await collect(events)
    end = rest[-1]
    assert isinstance(end, End) and end.result.status is Status.CANCELLED and end.discard


async def test_a_job_that_does_not_stream_writes_no_deltas(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    async with noop_worker(redis, redis_url, queue_settings, delay_ms=50):
        job = make_job(text=TEXT, target_lang="de")
        assert b'"stream"' not in job.to_wire()  # the same bytes as before the field
        await client.submit(job)
        events = await collect(client.stream(job.job_id))
    assert not await redis.exists(keys.deltas(job.job_id))
    [end] = events
    assert isinstance(end, End) and end.result.translation == TEXT and not end.discard


async def test_one_pipeline_per_turn_and_one_entry_per_job(redis: aioredis.Redis, keys: Keys) -> None:
    publisher = DeltaPublisher(redis, keys, 60, deadline_s=5)
    sinks = [publisher.open(f"job-{i}", attempt=1) for i in range(20)]
    for piece in ("Hal", "lo ", "Welt"):  # three engine steps' pieces within one turn
        for sink in sinks:
            sink.text(piece)
    await publisher.drain()
    assert publisher.sent == 1
    for i in range(20):
        rows: Any = await redis.xrange(keys.deltas(f"job-{i}"))
        assert [fields[b"x"] for _, fields in rows] == [b"Hallo Welt"]
        assert 0 < await redis.ttl(keys.deltas(f"job-{i}")) <= 60


async def test_the_held_back_tail_comes_unless_a_check_flagged_the_output(redis: aioredis.Redis, keys: Keys) -> None:
    """A stop at the token budget (the plain flag ``truncated``, e.g. the job's own
    max_output_tokens) is no reason to discard: the tail the engine held back (here an
    incomplete last character) is sent before the end. A check's finding kept under
    ``warn`` (``over_budget``) is: nothing more of that output goes out."""
    publisher = DeltaPublisher(redis, keys, 60, deadline_s=5)
    for job_id, flags, sent in (("capped", ("truncated",), "Hallo W\ufffd"), ("runaway", ("over_budget",), "Hallo ")):
        sink = publisher.open(job_id, attempt=1)
        sink.text("Hallo ")
        result = Result(job_id=job_id, status=Status.SUCCEEDED, translation="Hallo W\ufffd", flags=flags)
        sink.end(result)
        await publisher.drain()
        rows: Any = await redis.xrange(keys.deltas(job_id))
        assert "".join(f[b"x"].decode() for _, f in rows if f[b"t"] == b"d") == sent
        assert rows[-1][1][b"t"] == b"e"


async def test_a_crashed_workers_stream_goes_on_under_the_next_attempt(
    client: Client, redis: aioredis.Redis, redis_url: str, keys: Keys, tmp_path: Path
) -> None:
    slow = NOOP_ENV | {"TRANSQ_ENGINE__NOOP_DELAY_MS": "30000", "TRANSQ_LOOP__CLAIM_IDLE_MS": "1000"}
    first = WorkerProcess(redis_url, keys, "w-first", tmp_path / "first.log", env=slow).start()
    second = None
    try:
        await first.wait_ready(redis, timeout_s=60)
        job = make_job(text=TEXT, target_lang="de", stream=True)
        await client.submit(job)
        events = client.stream(job.job_id)
        shown = await anext(events)
        assert isinstance(shown, Delta) and shown.attempt == 1
        first.kill()
        quick = NOOP_ENV | {"TRANSQ_ENGINE__NOOP_DELAY_MS": "200", "TRANSQ_LOOP__CLAIM_IDLE_MS": "1000"}
        second = WorkerProcess(redis_url, keys, "w-second", tmp_path / "second.log", env=quick).start()
        rest = await collect(events)
    finally:
        first.stop()
        if second is not None:
            second.stop()
    restart = next(e for e in rest if not isinstance(e, Delta) or e.attempt != 1)
    assert isinstance(restart, Restart) and restart.attempt == 2
    after = rest[rest.index(restart) + 1 :]
    end = after[-1]
    assert isinstance(end, End) and end.result.attempts == 2 and end.result.status is Status.SUCCEEDED
    assert text_of(after) == TEXT and end.complete
    assert not any(isinstance(e, Cut) for e in rest)
