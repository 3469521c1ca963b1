"""What the systems and suites that go through the queue share: a driver's request as a
job and a result as what the driver measures (bench.harness.drive), submitting, Redis housekeeping."""

from __future__ import annotations

from collections.abc import Sequence

import redis.asyncio as aioredis

from bench.harness.drive import Request, Served
from bench.harness.progress import Bar
from producer.client import Client
from transq.contract import Job, Lane, Result, Status, make_job
from transq.keys import Keys

SUBMIT_CHUNK = 1_000  # jobs per pipeline: bounded memory, still one round trip per chunk


def job_of(request: Request) -> Job:
    """The job a producer submits for one of the driver's requests."""
    return make_job(
        job_id=request.job_id, text=request.text, source_lang=request.source_lang, target_lang=request.target_lang
    )


def served_of(result: Result) -> Served:
    """What the driver records of a job's result: its tokens and the worker's timestamps."""
    return Served(
        result.prompt_tokens or 0,
        result.completion_tokens or 0,
        float(result.started_ms or 0),
        float(result.finished_ms or 0),
    )


def succeeded(result: Result) -> Result:
    """``result``, or a RuntimeError when the job did not succeed (a benchmark with failed
    jobs would not be comparable)."""
    if result.status is not Status.SUCCEEDED:
        raise RuntimeError(f"job {result.job_id} ended {result.status.value}: {result.error}")
    return result


async def unfinished(redis: aioredis.Redis, keys: Keys) -> int:
    """Entries still in the lane streams. Workers XDEL an entry in the step that stores its
    result, so this is queued + running."""
    return sum([int(await redis.xlen(keys.stream(lane))) for lane in Lane])


async def submit_all(client: Client, jobs: Sequence[Job], bar: Bar | None = None) -> None:
    """Submit in pipelines of SUBMIT_CHUNK; every job must be new (a benchmark re-using a
    queue would measure dedup, not work)."""
    for start in range(0, len(jobs), SUBMIT_CHUNK):
        chunk = jobs[start : start + SUBMIT_CHUNK]
        receipts = await client.submit_many(chunk)
        refused = [r for r in receipts if isinstance(r, Exception) or not r.created]
        if refused:
            raise RuntimeError(f"{len(refused)} of {len(chunk)} jobs not enqueued, e.g. {refused[0]!r}")
        if bar is not None:
            bar.advance(len(chunk))


def check_succeeded(results: dict[str, Result]) -> None:
    failed = [r for r in results.values() if r.status is not Status.SUCCEEDED]
    if failed:
        raise RuntimeError(f"{len(failed)} jobs did not succeed, e.g. {failed[0].model_dump_json()}")


async def redis_version(redis: aioredis.Redis) -> str:
    return str((await redis.info("server"))["redis_version"])


async def delete_queue(redis: aioredis.Redis, keys: Keys) -> int:
    """Remove every key of this run's queue (never FLUSHALL: the server is shared)."""
    deleted = 0
    batch: list[bytes] = []
    async for key in redis.scan_iter(match=keys.all_pattern, count=1_000):
        batch.append(key)
        if len(batch) >= 1_000:
            deleted += int(await redis.unlink(*batch))
            batch.clear()
    if batch:
        deleted += int(await redis.unlink(*batch))
    return deleted
