"""The delta publisher (worker.redis.deltas): pacing of a job's text entries, never of its first
piece, a cut or its end; the stage trace the benchmark reads."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import redis.asyncio as aioredis

from transq.contract import Result, Status
from transq.keys import Keys
from worker.redis.deltas import DeltaPublisher

# A window far longer than a test: every piece after the first lands in the same one.
LONG_S = 600.0


async def texts(redis: aioredis.Redis, key: str) -> list[tuple[str, str]]:
    rows: Any = await redis.xrange(key)
    return [(f[b"t"].decode(), (f.get(b"x") or f.get(b"code") or b"").decode()) for _, f in rows]


async def test_a_paced_job_sends_its_first_piece_at_once_and_merges_the_rest_until_its_cut(
    redis: aioredis.Redis, keys: Keys
) -> None:
    publisher = DeltaPublisher(redis, keys, 60, deadline_s=5, interval_s=LONG_S)
    job = publisher.open("job-paced", attempt=1)
    job.text("Hal")
    await publisher.drain()
    assert await texts(redis, job.key) == [("d", "Hal")]
    for piece in ("lo ", "Welt"):  # two engine steps, turns apart, inside one window
        job.text(piece)
        await asyncio.sleep(0)
    assert publisher.sent == 1, "a paced piece waits for the next window"
    job.cut("prompt_leak", "an incremental output check fired")  # urgent: takes the waiting text along
    await publisher.drain()
    assert await texts(redis, job.key) == [("d", "Hal"), ("d", "lo Welt"), ("c", "prompt_leak")]
    assert publisher.sent == 2


async def test_without_an_interval_every_turns_piece_is_its_own_entry(redis: aioredis.Redis, keys: Keys) -> None:
    publisher = DeltaPublisher(redis, keys, 60, deadline_s=5, interval_s=0)
    job = publisher.open("job-unpaced", attempt=1)
    for piece in ("Hal", "lo ", "Welt"):
        job.text(piece)
        await publisher.drain()
    assert await texts(redis, job.key) == [("d", "Hal"), ("d", "lo "), ("d", "Welt")]


async def test_a_traced_job_carries_its_stage_times_in_its_end_entry(redis: aioredis.Redis, keys: Keys) -> None:
    publisher = DeltaPublisher(redis, keys, 60, deadline_s=5, trace=True)
    job = publisher.open("job-traced", attempt=1)
    job.traced_read("1700000000123-0", 1700000000.5)
    job.mark("engine_add")
    job.mark("first_output")
    job.text("Hallo")
    await publisher.drain()
    job.end(Result(job_id="job-traced", status=Status.SUCCEEDED, translation="Hallo"))
    await publisher.drain()
    rows: Any = await redis.xrange(job.key)
    stamps = json.loads(rows[-1][1][b"tr"])
    assert stamps["xadd"] == 1700000000.123 and stamps["read"] == 1700000000.5
    order = ["started", "engine_add", "first_output", "queued", "send", "sent"]
    assert [stamps[stage] for stage in order] == sorted(stamps[stage] for stage in order)
    untraced = DeltaPublisher(redis, keys, 60, deadline_s=5).open("job-plain", attempt=1)
    untraced.end(Result(job_id="job-plain", status=Status.SUCCEEDED, translation=""))
    await untraced.publisher.drain()
    rows = await redis.xrange(untraced.key)
    assert b"tr" not in rows[-1][1]
