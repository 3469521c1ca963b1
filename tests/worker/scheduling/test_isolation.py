"""Poison isolation against a real Redis: a job that kills the engine or the worker is
dead-lettered after max_deliveries crashes while running alone; its neighbours finish.

The crash-injecting subprocess runs (kill -9 of a real worker) are in tests/bench/chaos/test_chaos.py.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, TypeVar

import pytest
import redis.asyncio as aioredis
from prometheus_client import REGISTRY
from redis.exceptions import ConnectionError as RedisConnectionError

from producer.client import Client
from tests.engines import GatedEngine, fast_worker_settings
from tests.waiting import until
from transq.contract import Lane, Result, Status, make_job
from transq.keys import Keys
from transq.settings import QueueSettings
from worker.assemble import build_worker
from worker.engines.protocol import FatalEngineError, Translation, TranslationRequest
from worker.redis.stream import Delivery, JobStream, Memo, Started, job_id_of
from worker.scheduling.loop import EXIT_ENGINE_BROKEN, EXIT_ENGINE_DEAD
from worker.settings import WorkerSettings

T = TypeVar("T")


@dataclass
class WatchedEngine(GatedEngine):
    """Records how many other requests were in the engine when each text arrived."""

    company: dict[str, list[int]] = field(default_factory=dict)

    async def translate(self, request: TranslationRequest) -> Translation:
        self.company.setdefault(request.text, []).append(len(self.running))
        return await super().translate(request)


async def run_until_exit(redis: aioredis.Redis, settings: WorkerSettings, engine: GatedEngine) -> int:
    worker = build_worker(settings, engine, redis)
    return await asyncio.wait_for(worker.run(), 20)


async def test_engine_killing_job_is_isolated_and_dead_lettered_alone(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    settings = fast_worker_settings(redis_url, queue_settings)
    innocents = [make_job(text=f"innocent {i}", target_lang="de") for i in range(3)]
    boom = make_job(text="boom", target_lang="de")
    first = WatchedEngine(fatal_on={"boom"})
    await client.submit_many(innocents)
    worker = build_worker(settings, first, redis)
    task = asyncio.create_task(worker.run())
    await first.wait_running(3)
    await client.submit(boom)  # kills the engine with three neighbours in it
    assert await asyncio.wait_for(task, 10) == EXIT_ENGINE_DEAD
    engines = [first]
    # Restarted after each crash, as a supervisor does; it never loops.
    while (await client.get(boom.job_id)).status is not Status.FAILED:
        assert len(engines) < 6, "the poison job must be dead-lettered after 1 + max_deliveries runs"
        engines.append(WatchedEngine(open_by_default=True, fatal_on={"boom"}))
        worker = build_worker(settings, engines[-1], redis)
        task = asyncio.create_task(worker.run())
        done, _ = await asyncio.wait([task], timeout=1.5)  # the last run serves until stopped
        if not done:
            worker.stop()
        await asyncio.wait_for(task, 10)
    results = await client.wait_many([j.job_id for j in innocents], timeout_s=1)
    assert all(r.status is Status.SUCCEEDED and r.attempts == 2 for r in results.values())
    assert len(engines) == 5, "1 crash with neighbours + 3 crashes alone + 1 run that dead-letters it"
    company = [n for e in engines[1:] for n in e.company.get("boom", [])]
    assert company == [0, 0, 0], "after the first crash it only ever ran alone"
    assert all(e.company.get(j.text, [0]) == [0] for e in engines[1:] for j in innocents)
    failed = await client.get(boom.job_id)
    assert failed.error is not None and failed.error.code == "poison"
    assert "3 times while running alone" in failed.error.message
    assert failed.attempts == 4, "the runs it crashed: 1 with neighbours + 3 alone (engine crashes reported 0)"
    dead_letters: Any = await redis.xrange(keys.dead)  # redis-py types stream replies loosely
    [(_, dead)] = dead_letters
    assert dead[b"job_id"] == boom.job_id.encode()
    assert [k async for k in redis.scan_iter(match=keys.suspect("*"))] == [], "suspect records are dropped"


async def started_by_a_dead_worker(redis: aioredis.Redis, keys: Keys, count: int) -> list[str]:
    """A consumer took ``count`` entries and started them, then died (no cleanup at all)."""
    stream = JobStream(redis, keys, "crashed", 60)
    reply: Any = await redis.xreadgroup(keys.group, "crashed", {keys.stream(Lane.INTERACTIVE): ">"}, count=count)
    entries = [(entry_id.decode(), fields) for entry_id, fields in reply[0][1]]
    for entry_id, fields in entries:
        await stream.start(job_id_of(fields[b"job"]), Delivery(Lane.INTERACTIVE, entry_id, fields))
    return [entry_id for entry_id, _ in entries]


async def test_jobs_of_a_dead_worker_become_suspects_and_run_alone(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    jobs = [make_job(text=f"was running {i}", target_lang="de") for i in range(3)]
    await client.submit_many(jobs)
    entry_ids = await started_by_a_dead_worker(redis, keys, 3)
    fresh = [make_job(text=f"fresh {i}", target_lang="de") for i in range(4)]
    await client.submit_many(fresh)
    engine = WatchedEngine(open_by_default=True)
    worker = build_worker(fast_worker_settings(redis_url, queue_settings), engine, redis)
    runs_before = REGISTRY.get_sample_value("transq_suspect_runs_total") or 0.0
    task = asyncio.create_task(worker.run())
    try:
        results = await client.wait_many([j.job_id for j in jobs + fresh], timeout_s=15)
    finally:
        worker.stop()
        await asyncio.wait_for(task, 10)
    assert all(r.status is Status.SUCCEEDED for r in results.values())
    assert [results[j.job_id].attempts for j in jobs] == [2, 2, 2], "the interrupted run shows"
    assert all(engine.company[j.text] == [0] for j in jobs), "each suspect ran alone"
    assert worker.stats.reclaimed == 3
    assert REGISTRY.get_sample_value("transq_suspect_runs_total") == runs_before + 3
    for entry_id in entry_ids:
        assert not await redis.exists(keys.suspect(entry_id))


async def test_held_entries_are_not_reclaimed_after_an_outage(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    engine = GatedEngine()
    job = make_job(text="long", target_lang="de")
    await client.submit(job)
    # Renewal far apart, reclaim often: the outage is played by making our lease look dead.
    settings = fast_worker_settings(
        redis_url, queue_settings, lease_renew_s=30, claim_idle_ms=60_000, heartbeat_ttl_s=60, reclaim_interval_s=0.1
    )
    worker = build_worker(settings, engine, redis)
    task = asyncio.create_task(worker.run())
    try:
        await engine.wait_started("long")
        stream = keys.stream(Lane.INTERACTIVE)
        entries: Any = await redis.xrange(stream)
        [entry_id] = [e for e, _ in entries]
        await redis.xclaim(stream, keys.group, "w-test", 0, [entry_id], idle=120_000, justid=True)

        async def looked_at() -> bool:
            # XAUTOCLAIM resets the idle time of what it returns and counts a delivery;
            # the worker then puts the count back, as the entry was never handed out again.
            rows: Any = await redis.xpending_range(stream, keys.group, "-", "+", 1)
            return bool(rows[0]["time_since_delivered"] < 60_000 and rows[0]["times_delivered"] == 1)

        await until(looked_at, 10, "a reclaim pass over our own entry, its delivery count put back")
        assert worker.stats.reclaimed == 0 and engine.calls["long"] == 1
        engine.release("long")
        assert (await client.wait(job.job_id, timeout_s=5)).attempts == 1
    finally:
        worker.stop()
        engine.release_all()
        await asyncio.wait_for(task, 10)
    assert engine.calls["long"] == 1


async def test_start_and_finish_recognise_their_own_lost_replies(
    client: Client, redis: aioredis.Redis, keys: Keys
) -> None:
    job = make_job(text="once", target_lang="de")
    await client.submit(job)
    stream = JobStream(redis, keys, "w-1", 60)
    [delivery] = await stream.read(Lane.INTERACTIVE, 1)
    first, retried = await stream.start(job.job_id, delivery), await stream.start(job.job_id, delivery)
    assert first.attempts == retried.attempts == 1, "a retried START is not a second attempt"
    result = (await client.get(job.job_id)).model_copy(update={"status": Status.SUCCEEDED, "translation": "x"})
    assert await stream.finish(delivery, result) is True
    assert await stream.finish(delivery, result) is True, "our own write, not a rival's"
    rival = result.model_copy(update={"translation": "y"})
    assert await stream.finish(delivery, rival) is False


@dataclass
class DyingEngine(GatedEngine):
    """An engine that dies on its own, with no job in it (a broken device)."""

    async def check_health(self) -> None:
        raise FatalEngineError("engine core died")


async def test_engine_dying_with_no_job_stops_the_worker_after_max_deliveries(
    redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    settings = fast_worker_settings(redis_url, queue_settings, max_deliveries=2)
    assert await run_until_exit(redis, settings, DyingEngine()) == EXIT_ENGINE_DEAD
    assert await run_until_exit(redis, settings, DyingEngine()) == EXIT_ENGINE_BROKEN
    never_started = DyingEngine()
    assert await run_until_exit(redis, settings, never_started) == EXIT_ENGINE_BROKEN
    assert not never_started.starting.is_set(), "a broken device is not loaded again"
    assert await redis.get(keys.engine_deaths("w-test")) == b"2"


class LostReplies(JobStream):
    """Redis does each write, then the connection drops before the reply arrives (once per
    kind): the worker must retry, and recognise its own write."""

    lost: set[str]

    async def start(self, job_id: str, delivery: Delivery, memory_key: str | None = None, owner: str = "") -> Started:
        started = await super().start(job_id, delivery, memory_key, owner)
        return self._lose("start", started)

    async def finish(self, delivery: Delivery, result: Result, memo: Memo | None = None) -> bool:
        return self._lose("finish", await super().finish(delivery, result, memo))

    def _lose(self, kind: str, reply: T) -> T:
        if kind not in self.lost:
            self.lost.add(kind)
            raise RedisConnectionError(f"connection lost before the {kind} reply")
        return reply


async def test_lost_start_and_finish_replies_are_retried_and_recognised(
    client: Client,
    redis: aioredis.Redis,
    redis_url: str,
    queue_settings: QueueSettings,
    caplog: pytest.LogCaptureFixture,
) -> None:
    job = make_job(text="unlucky", target_lang="de")
    await client.submit(job)
    # A claim idle time far beyond the test: only a retry can finish the job in time.
    settings = fast_worker_settings(redis_url, queue_settings, claim_idle_ms=600_000)
    worker = build_worker(settings, GatedEngine(open_by_default=True), redis)
    flaky = LostReplies(redis, worker.keys, "w-test", settings.queue.result_ttl_s)
    flaky.lost = set()
    worker.runner.stream = flaky
    task = asyncio.create_task(worker.run())
    try:
        result = await client.wait(job.job_id, timeout_s=10)
    finally:
        worker.stop()
        await asyncio.wait_for(task, 10)
    assert flaky.lost == {"start", "finish"}
    assert result.status is Status.SUCCEEDED and result.attempts == 1
    assert "result existed" not in caplog.text


async def test_own_entries_never_started_are_not_counted_after_a_restart(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    job = make_job(text="read ahead", target_lang="de")
    await client.submit(job)
    # Our previous run read it ahead and was killed before starting it.
    await redis.xreadgroup(keys.group, "w-test", {keys.stream(Lane.INTERACTIVE): ">"}, count=1)
    settings = fast_worker_settings(redis_url, queue_settings, max_deliveries=1, claim_idle_ms=600_000)
    worker = build_worker(settings, GatedEngine(open_by_default=True), redis)
    task = asyncio.create_task(worker.run())
    try:
        result = await client.wait(job.job_id, timeout_s=10)
    finally:
        worker.stop()
        await asyncio.wait_for(task, 10)
    assert result.status is Status.SUCCEEDED and result.attempts == 1, "the death was not its doing"
