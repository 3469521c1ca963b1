"""The worker loop against a real Redis, with a gated test engine (the queue, not the model).

Real-engine tests are in test_worker_engine.py.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest
import redis.asyncio as aioredis

from producer.client import Client
from tests.engines import GatedEngine, fast_worker_settings
from tests.redis_reads import entries, pending_rows
from tests.waiting import until
from transq.contract import Lane, Status, epoch_ms, make_job
from transq.keys import Keys
from transq.settings import QueueSettings
from worker.assemble import build_worker
from worker.redis.stream import JobStream
from worker.scheduling.lanes import LanePicker
from worker.scheduling.loop import EXIT_ENGINE_DEAD, EXIT_OK, Worker
from worker.settings import WorkerSettings


def worker_settings(redis_url: str, queue: QueueSettings, **loop: object) -> WorkerSettings:
    return fast_worker_settings(redis_url, queue, metrics=None, memory=None, **loop)


@asynccontextmanager
async def running_worker(
    redis: aioredis.Redis, settings: WorkerSettings, engine: GatedEngine
) -> AsyncIterator[tuple[Worker, asyncio.Task[int]]]:
    """A worker serving in this event loop; stopped through its real shutdown path."""
    worker = build_worker(settings, engine, redis)
    task = asyncio.create_task(worker.run())
    async with asyncio.timeout(10):
        await worker.ready.wait()
    try:
        yield worker, task
    finally:
        worker.stop()
        engine.release_all()
        await asyncio.wait_for(task, 20)


async def test_runs_jobs_and_stores_one_result_each(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    engine = GatedEngine(open_by_default=True)
    jobs = [make_job(text=f"text {i}", target_lang="de") for i in range(20)]
    await client.submit_many(jobs)
    async with running_worker(redis, worker_settings(redis_url, queue_settings), engine):
        results = await client.wait_many([j.job_id for j in jobs], timeout_s=20)
    assert {r.translation for r in results.values()} == {j.text.upper() for j in jobs}
    assert all(r.status is Status.SUCCEEDED and r.attempts == 1 and r.worker_id == "w-test" for r in results.values())
    assert await redis.xlen(keys.stream(Lane.INTERACTIVE)) == 0, "finished entries are deleted"
    assert (await redis.xpending(keys.stream(Lane.INTERACTIVE), keys.group))["pending"] == 0


async def test_reads_nothing_until_the_engine_is_ready(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    loaded = asyncio.Event()
    engine = GatedEngine(open_by_default=True, loaded=loaded)
    job = make_job(text="early", target_lang="de")
    await client.submit(job)
    worker = build_worker(worker_settings(redis_url, queue_settings), engine, redis)
    task = asyncio.create_task(worker.run())
    await engine.starting.wait()
    assert not worker.ready.is_set()
    assert (await redis.xpending(keys.stream(Lane.INTERACTIVE), keys.group))["pending"] == 0
    assert (await client.get(job.job_id)).status is Status.QUEUED
    loaded.set()
    assert (await client.wait(job.job_id, timeout_s=10)).status is Status.SUCCEEDED
    worker.stop()
    assert await task == EXIT_OK


async def test_never_more_than_max_in_flight_and_refills_at_once(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    engine = GatedEngine()
    jobs = [make_job(text=f"t{i}", target_lang="de") for i in range(10)]
    await client.submit_many(jobs)
    async with running_worker(redis, worker_settings(redis_url, queue_settings), engine) as (worker, _):
        await engine.wait_running(4)
        assert len(engine.running) == 4 and worker.stats.in_flight == 4
        first = engine.started[0]
        engine.release(first)  # one job ends: its slot is refilled without waiting for the rest
        await engine.wait_started(jobs[4].text)
        assert len(engine.running) == 4
        engine.release_all()
        await client.wait_many([j.job_id for j in jobs], timeout_s=10)
    assert engine.peak == 4 and worker.stats.peak_in_flight == 4


async def test_reads_ahead_a_few_entries_and_starts_them_without_a_read(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    engine = GatedEngine()
    jobs = [make_job(text=f"t{i}", target_lang="de") for i in range(8)]
    await client.submit_many(jobs)
    settings = worker_settings(redis_url, queue_settings, max_in_flight=2, prefetch=2)
    async with running_worker(redis, settings, engine) as (worker, _):
        await engine.wait_running(2)
        stream = keys.stream(Lane.INTERACTIVE)
        # 2 running + 2 read ahead are this worker's (and leased); the other 4 stay queued
        # for any worker.
        assert (await redis.xpending(stream, keys.group))["pending"] == 4
        assert len(worker.held()) == 4
        engine.release(engine.started[0])
        await engine.wait_started(jobs[2].text)
        engine.release_all()
        await client.wait_many([j.job_id for j in jobs], timeout_s=10)
    # The read-ahead job went next; jobs admitted together may start in either order.
    assert set(engine.started[:2]) == {"t0", "t1"} and engine.started[2] == "t2"
    assert sorted(engine.started) == sorted(j.text for j in jobs)
    assert engine.peak == 2


async def test_interactive_first_with_a_minimum_share_for_batch(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    engine = GatedEngine(open_by_default=True)
    batch = [make_job(text=f"b{i}", target_lang="de", priority="batch") for i in range(20)]
    interactive = [make_job(text=f"i{i}", target_lang="de") for i in range(20)]
    await client.submit_many(batch + interactive)
    settings = worker_settings(redis_url, queue_settings, max_in_flight=1, batch_min_share=0.25)
    async with running_worker(redis, settings, engine):
        await client.wait_many([j.job_id for j in batch + interactive], timeout_s=20)
    first_20 = engine.started[:20]
    batch_share = sum(t.startswith("b") for t in first_20) / 20
    # Interactive dominates while both lanes have work, and batch still gets its 25 %.
    assert 0.2 <= batch_share <= 0.3, first_20


async def test_redelivered_finished_job_is_acked_without_running(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    engine = GatedEngine(open_by_default=True)
    job = make_job(text="once", target_lang="de")
    await client.submit(job)
    async with running_worker(redis, worker_settings(redis_url, queue_settings), engine):
        first = await client.wait(job.job_id, timeout_s=10)
        # The same entry arrives again (as after a crash between result and ack).
        await redis.xadd(keys.stream(Lane.INTERACTIVE), {"job": job.to_wire()})

        async def drained() -> bool:
            return await redis.xlen(keys.stream(Lane.INTERACTIVE)) == 0

        await until(drained, 10, "the redelivered entry to be acked")
    assert engine.calls["once"] == 1
    assert await client.get(job.job_id) == first


async def test_malformed_entries_are_dead_lettered_and_reading_goes_on(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    stream = keys.stream(Lane.INTERACTIVE)
    await client.ping()
    await client.submit(make_job(text="warm", target_lang="de"))  # creates the group
    await redis.xadd(stream, {"job": b"{broken json"})
    await redis.xadd(stream, {"other": b"field"})
    await redis.xadd(stream, {"job": b'{"schema_version": 9, "job_id": "v9", "text": "x", "target_lang": "de"}'})
    good = make_job(text="good", target_lang="de")
    await client.submit(good)
    async with running_worker(redis, worker_settings(redis_url, queue_settings), GatedEngine(open_by_default=True)):
        assert (await client.wait(good.job_id, timeout_s=10)).translation == "GOOD"
    dead = await entries(redis, keys.dead)
    reasons = [fields[b"reason"].decode() for _, fields in dead]
    assert len(dead) == 3
    assert any("unknown schema_version 9" in r for r in reasons)
    assert any("no 'job' field" in r for r in reasons)
    assert await redis.xlen(stream) == 0


async def test_poison_job_is_dead_lettered_after_max_deliveries(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    job = make_job(text="poison", target_lang="de")
    await client.submit(job)
    stream = keys.stream(Lane.INTERACTIVE)
    # Three consumers took it and died (each took one delivery), as a crashing job does.
    await redis.xreadgroup(keys.group, "dead-1", {stream: ">"}, count=1)
    [[entry_id, _]] = await entries(redis, stream)
    for consumer in ("dead-2", "dead-3"):
        await redis.xclaim(stream, keys.group, consumer, 0, [entry_id])
    engine = GatedEngine(open_by_default=True)
    async with running_worker(redis, worker_settings(redis_url, queue_settings), engine):
        result = await client.wait(job.job_id, timeout_s=10)
    assert result.status is Status.FAILED and result.error is not None
    assert result.error.code == "poison" and "delivered 3 times" in result.error.message
    assert engine.calls["poison"] == 0
    [(_, fields)] = await entries(redis, keys.dead)
    assert fields[b"job"] == job.to_wire() and fields[b"deliveries"] == b"4"


async def test_job_with_two_failed_deliveries_still_runs(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    job = make_job(text="survivor", target_lang="de")
    await client.submit(job)
    stream = keys.stream(Lane.INTERACTIVE)
    await redis.xreadgroup(keys.group, "dead-1", {stream: ">"}, count=1)
    [[entry_id, _]] = await entries(redis, stream)
    await redis.xclaim(stream, keys.group, "dead-2", 0, [entry_id])
    async with running_worker(redis, worker_settings(redis_url, queue_settings), GatedEngine(open_by_default=True)):
        result = await client.wait(job.job_id, timeout_s=10)
    assert result.status is Status.SUCCEEDED and await redis.xlen(keys.dead) == 0


async def test_retryable_errors_are_retried_then_fail_clearly(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    engine = GatedEngine(open_by_default=True, fail_times={"flaky": 2, "broken": 99})
    flaky, broken = make_job(text="flaky", target_lang="de"), make_job(text="broken", target_lang="de")
    await client.submit_many([flaky, broken])
    async with running_worker(redis, worker_settings(redis_url, queue_settings, retry_attempts=3), engine):
        results = await client.wait_many([flaky.job_id, broken.job_id], timeout_s=10)
    assert results[flaky.job_id].status is Status.SUCCEEDED and engine.calls["flaky"] == 3
    failed = results[broken.job_id]
    assert failed.status is Status.FAILED and failed.error is not None and failed.error.retryable
    assert engine.calls["broken"] == 3


async def test_output_failing_a_check_ends_the_job_failed_with_its_code_once(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    engine = GatedEngine(open_by_default=True, reject_output={"leaky": "prompt_leak"})
    job = make_job(text="leaky", target_lang="de")
    await client.submit(job)
    async with running_worker(redis, worker_settings(redis_url, queue_settings), engine):
        result = await client.wait(job.job_id, timeout_s=10)
    assert result.status is Status.FAILED and result.translation is None
    assert result.error is not None and result.error.code == "prompt_leak" and not result.error.retryable
    assert result.flags == ("prompt_leak",) and engine.calls["leaky"] == 1, "greedy output: never retried"


async def test_cancel_aborts_a_running_job(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    engine = GatedEngine()
    job = make_job(text="long", target_lang="de")
    await client.submit(job)
    async with running_worker(redis, worker_settings(redis_url, queue_settings), engine):
        await engine.wait_started("long")
        assert await client.cancel(job.job_id) is Status.RUNNING
        result = await client.wait(job.job_id, timeout_s=1)
    assert result.status is Status.CANCELLED and engine.aborted == ["long"]


async def test_deadlines_expire_jobs_before_and_during_the_run(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    engine = GatedEngine()
    late = make_job(text="late", target_lang="de", deadline_ms=epoch_ms() - 1)
    await client.submit(late)
    async with running_worker(redis, worker_settings(redis_url, queue_settings), engine):
        # Submitted once the worker is ready, with room to start before its deadline (it
        # was 300 ms from before the worker's start: on a loaded machine it expired unrun).
        running = make_job(text="slow", target_lang="de", deadline_ms=epoch_ms() + 1500)
        await client.submit(running)
        await engine.wait_started("slow")
        results = await client.wait_many([late.job_id, running.job_id], timeout_s=10)
    assert results[late.job_id].status is Status.EXPIRED and engine.calls["late"] == 0
    assert results[running.job_id].status is Status.EXPIRED and engine.aborted == ["slow"]
    error = results[running.job_id].error
    assert error is not None and error.code == "deadline"


async def test_lease_renewal_keeps_a_long_job_from_being_reclaimed(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    engine = GatedEngine()
    job = make_job(text="long", target_lang="de")
    await client.submit(job)
    async with running_worker(redis, worker_settings(redis_url, queue_settings), engine):
        await engine.wait_started("long")
        # Three claim periods pass (the passage of time is what is under test here).
        await asyncio.sleep(3.0)
        stolen = await redis.xautoclaim(keys.stream(Lane.INTERACTIVE), keys.group, "thief", 1000, count=10)
        assert stolen[1] == []
        engine.release("long")
        assert (await client.wait(job.job_id, timeout_s=5)).attempts == 1


async def test_dead_workers_entries_are_reclaimed(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    job = make_job(text="orphan", target_lang="de")
    await client.submit(job)
    await redis.xreadgroup(keys.group, "crashed", {keys.stream(Lane.INTERACTIVE): ">"}, count=1)
    async with running_worker(redis, worker_settings(redis_url, queue_settings), GatedEngine(open_by_default=True)) as (
        worker,
        _,
    ):
        result = await client.wait(job.job_id, timeout_s=10)
    assert result.status is Status.SUCCEEDED and worker.stats.reclaimed == 1


async def test_gone_workers_consumers_are_removed_after_their_entries_are_reclaimed(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    job = make_job(text="left behind", target_lang="de")
    await client.submit(job)
    stream = keys.stream(Lane.INTERACTIVE)
    await redis.xreadgroup(keys.group, "gone-1", {stream: ">"}, count=1)  # took it, then died
    await redis.xgroup_createconsumer(stream, keys.group, "alive-1")  # idle, but beating
    await redis.set(keys.worker("alive-1"), "{}", ex=60)
    settings = worker_settings(redis_url, queue_settings, forget_consumer_idle_s=1.5)
    async with running_worker(redis, settings, GatedEngine(open_by_default=True)):
        assert (await client.wait(job.job_id, timeout_s=10)).status is Status.SUCCEEDED

        async def consumers() -> set[str]:
            rows = await redis.xinfo_consumers(stream, keys.group)
            return {row["name"].decode() for row in rows}

        await until(lambda: _without(consumers, "gone-1"), 10, "the gone worker's consumer removed")
        assert await consumers() == {"alive-1", "w-test"}, "live and own consumers stay"


async def _without(names: object, name: str) -> bool:
    return name not in await names()  # type: ignore[operator]


async def test_restart_takes_back_own_pending_entries_first(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    job = make_job(text="mine", target_lang="de")
    await client.submit(job)
    await redis.xreadgroup(keys.group, "w-test", {keys.stream(Lane.INTERACTIVE): ">"}, count=1)
    # Claim idle far away: only "take back own" can pick it up during this test.
    settings = worker_settings(redis_url, queue_settings, claim_idle_ms=600_000)
    async with running_worker(redis, settings, GatedEngine(open_by_default=True)) as (worker, _):
        result = await client.wait(job.job_id, timeout_s=10)
    assert result.status is Status.SUCCEEDED and worker.stats.reclaimed == 0


async def test_graceful_stop_finishes_within_grace_and_releases_the_rest(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    engine = GatedEngine()
    quick, stuck = make_job(text="quick", target_lang="de"), make_job(text="stuck", target_lang="de")
    await client.submit_many([quick, stuck])
    settings = worker_settings(redis_url, queue_settings, grace_period_s=0.5)
    worker = build_worker(settings, engine, redis)
    task = asyncio.create_task(worker.run())
    await engine.wait_running(2)
    worker.stop()
    engine.release("quick")  # finishes inside the grace period
    assert await asyncio.wait_for(task, 10) == EXIT_OK
    assert (await client.get(quick.job_id)).status is Status.SUCCEEDED
    assert (await client.get(stuck.job_id)).status is Status.QUEUED
    assert engine.aborted == ["stuck"]
    stream = keys.stream(Lane.INTERACTIVE)
    [pending] = await pending_rows(redis, stream, keys.group, 10)
    # Released: claimable at once by anyone, and this delivery is not held against the job.
    assert pending["times_delivered"] == 0
    claimed = await redis.xautoclaim(stream, keys.group, "next-worker", 10_000, count=10)
    assert len(claimed[1]) == 1


async def test_engine_death_releases_everything_and_exits_nonzero(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    engine = GatedEngine(fatal_on={"boom"})
    other, boom = make_job(text="other", target_lang="de"), make_job(text="boom", target_lang="de")
    await client.submit(other)
    worker = build_worker(worker_settings(redis_url, queue_settings), engine, redis)
    task = asyncio.create_task(worker.run())
    await engine.wait_running(1)
    await client.submit(boom)
    assert await asyncio.wait_for(task, 10) == EXIT_ENGINE_DEAD
    for job in (other, boom):
        assert (await client.get(job.job_id)).status is Status.QUEUED
    rows = await pending_rows(redis, keys.stream(Lane.INTERACTIVE), keys.group, 10)
    assert len(rows) == 2 and all(r["time_since_delivered"] > 10_000 for r in rows)


async def test_two_live_workers_cannot_share_an_id(
    redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    stream = JobStream(redis, keys, "w-test", 60)
    assert await stream.claim_worker_id("{}", 30)
    assert not await stream.claim_worker_id("{}", 30)


@pytest.mark.parametrize("share", [0.0, 0.5])
def test_lane_picker_share(share: float) -> None:
    picker = LanePicker(share)
    batch = 0
    for _ in range(100):
        b = picker.batch_first(1)
        batch += b
        picker.record(1, b, batch_empty=False)
    assert batch == int(100 * share)
