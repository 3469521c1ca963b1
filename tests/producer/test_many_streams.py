"""One Client reads 2,000 jobs' delta streams at once on a bounded number of Redis
connections (producer.stream_reads); a reader that joins a blocked shard is served at
once; a reader that goes away leaves the shared read."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator

import pytest
import redis.asyncio as aioredis

from producer.client import Client
from producer.settings import ClientConfig, ProducerSettings
from producer.stream_reads import StreamReads
from producer.streaming import Delta, End, Event, stream_job
from tests.producer.client_load import serve_and_count
from tests.waiting import until
from transq.connection import connect
from transq.contract import Status, make_job
from transq.errors import RedisUnavailable
from transq.keys import Keys
from worker.redis.deltas import DeltaPublisher

READERS = 2_000
POOL_SIZE = 8
WAIT_CONNECTIONS = 2
STREAM_CONNECTIONS = 2


async def _read_all(events: AsyncIterator[Event]) -> tuple[str, End]:
    text: list[str] = []
    async for event in events:
        if isinstance(event, Delta):
            text.append(event.text)
        elif isinstance(event, End):
            return "".join(text), event
    raise AssertionError("the stream ended without an End")


async def test_one_client_streams_2000_jobs_on_a_bounded_number_of_connections(
    producer_settings: ProducerSettings, redis: aioredis.Redis, redis_url: str
) -> None:
    name = f"t-streams-{uuid.uuid4().hex[:8]}"
    config = ClientConfig(pool_size=POOL_SIZE, wait_connections=WAIT_CONNECTIONS,
                          stream_connections=STREAM_CONNECTIONS, name=name, set_client_name=True)  # fmt: skip
    bound = POOL_SIZE + WAIT_CONNECTIONS + STREAM_CONNECTIONS
    async with Client.from_settings(producer_settings.model_copy(update={"client": config})) as client:
        jobs = [make_job(text=f"streamed text number {i}, in pieces", target_lang="de", stream=True)
                for i in range(READERS)]  # fmt: skip
        await client.submit_many(jobs)
        readers = [asyncio.create_task(_read_all(client.stream(j.job_id))) for j in jobs]

        async def registered() -> bool:
            return client.stream_reads.reading == READERS

        await until(registered, 60, "every reader to register")
        read, peak = await serve_and_count(
            redis, redis_url, producer_settings.queue, name, readers, max_in_flight=128, timeout_s=300
        )
        assert client.stream_reads.reading == 0
    for job, (text, end) in zip(jobs, read, strict=True):
        assert end.result.status is Status.SUCCEEDED
        assert text == end.result.translation == job.text and end.complete
    assert 0 < peak <= bound, f"{peak} connections for {READERS} readers (bound {bound})"


async def test_a_reader_that_joins_a_blocked_shard_gets_its_first_entry_at_once(
    client: Client, redis: aioredis.Redis, redis_url: str, producer_settings: ProducerSettings, keys: Keys
) -> None:
    # One shard whose XREAD blocks 30 s: without the wake, the new reader would wait that long.
    name = f"t-join-{uuid.uuid4().hex[:8]}"
    blocking = connect(producer_settings.redis, extra_timeout_s=35, max_connections=1, client_name=name)
    reads = StreamReads(client.redis, [blocking], keys, block_ms=30_000)
    quiet, late = make_job(text="quiet", target_lang="de"), make_job(text="late", target_lang="de")
    await client.submit_many([quiet, late])
    first = stream_job(client, reads, quiet.job_id, block_ms=30_000)

    async def first_event() -> Event:
        return await anext(first)

    waiting = asyncio.create_task(first_event())
    try:

        async def blocked() -> bool:
            clients = await redis.client_list()
            return reads.reading == 1 and any(c.get("name") == name and c.get("cmd") == "xread" for c in clients)

        await until(blocked, 5, "the shard to block", interval_s=0.01)
        publisher = DeltaPublisher(redis, keys, 60, deadline_s=5)
        publisher.open(late.job_id, attempt=1).text("Hallo")
        await publisher.drain()
        second = stream_job(client, reads, late.job_id, block_ms=30_000)
        delta = await asyncio.wait_for(anext(second), 2)
        assert delta == Delta(1, 0, "Hallo")
        assert reads.keys_read() == {keys.deltas(quiet.job_id), keys.deltas(late.job_id)}
        await second.aclose()  # closed early: its key leaves the read
        assert reads.keys_read() == {keys.deltas(quiet.job_id)}
        waiting.cancel()  # cancelled: so does this one's
        await asyncio.gather(waiting, return_exceptions=True)
        await first.aclose()
        assert reads.keys_read() == set() and reads.reading == 0
    finally:
        waiting.cancel()
        await reads.stop()
        await blocking.aclose()


async def test_a_refused_shared_read_reaches_its_readers_as_the_clients_error(
    client: Client, redis: aioredis.Redis, keys: Keys
) -> None:
    job = make_job(text="odd", target_lang="de")
    await client.submit(job)
    await redis.set(keys.deltas(job.job_id), "not a stream")  # XREAD answers WRONGTYPE
    with pytest.raises(RedisUnavailable, match="WRONGTYPE"):
        async with asyncio.timeout(10):
            async for _ in client.stream(job.job_id):
                pass
    assert client.stream_reads.reading == 0
