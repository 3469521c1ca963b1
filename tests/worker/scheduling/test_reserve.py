"""The interactive reserve (loop.interactive_reserve): slots on top of max_in_flight that only
interactive jobs take, against a real Redis and a gated engine. Batch texts start with "b",
interactive ones with "i"."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

import pytest
import redis.asyncio as aioredis
from hypothesis import given
from hypothesis import strategies as st

from producer.client import Client
from tests.engines import GatedEngine, fast_worker_settings, in_loop_worker
from tests.redis_reads import pending_rows
from tests.waiting import until
from transq.contract import Job, Lane, Status, make_job
from transq.keys import Keys
from transq.settings import QueueSettings
from worker.assemble import build_worker
from worker.engines.protocol import Translation, TranslationRequest
from worker.redis.delivery import Delivery
from worker.scheduling.lanes import Room
from worker.scheduling.loop import EXIT_OK
from worker.settings import EngineSettings, LoopSettings, WorkerSettings

CAPACITY = 4


@dataclass
class LaneCountingEngine(GatedEngine):
    """A gated engine that also counts batch jobs inside it: now, at its peak, and at each
    job's start (the batch jobs it found there)."""

    batch_now: int = 0
    batch_peak: int = 0
    batch_at_start: dict[str, int] = field(default_factory=dict)

    async def translate(self, request: TranslationRequest) -> Translation:
        is_batch = request.text.startswith("b")
        self.batch_at_start[request.text] = self.batch_now
        self.batch_now += is_batch
        self.batch_peak = max(self.batch_peak, self.batch_now)
        try:
            return await super().translate(request)
        finally:
            self.batch_now -= is_batch


def settings(redis_url: str, queue: QueueSettings, reserve: int, **loop: object) -> WorkerSettings:
    loop = {"max_in_flight": CAPACITY, "interactive_reserve": reserve, "batch_min_share": 0.0} | loop
    return fast_worker_settings(redis_url, queue, metrics=None, memory=None, **loop)


def batch_jobs(count: int) -> list[Job]:
    return [make_job(text=f"b{i}", target_lang="de", priority=Lane.BATCH) for i in range(count)]


async def test_interactive_job_starts_at_once_while_batch_fills_its_slots(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    engine = LaneCountingEngine()
    batch = batch_jobs(CAPACITY + 3)  # more than batch may run: the rest wait (some read ahead)
    await client.submit_many(batch)
    async with in_loop_worker(redis, settings(redis_url, queue_settings, reserve=2), engine) as worker:
        await engine.wait_running(CAPACITY)
        interactive = make_job(text="i0", target_lang="de")
        await client.submit(interactive)
        await engine.wait_started("i0")
        # It found every batch job still held: it took a reserve slot, not a freed one.
        assert engine.batch_at_start["i0"] == CAPACITY and engine.batch_now == CAPACITY
        engine.release("i0")
        assert (await client.wait(interactive.job_id, timeout_s=10)).status is Status.SUCCEEDED
        for i in range(CAPACITY + 3):
            engine.release(f"b{i}")
        results = await client.wait_many([j.job_id for j in batch], timeout_s=10)
        assert worker.stats.peak_in_flight == CAPACITY + 1
    assert all(r.status is Status.SUCCEEDED for r in results.values())
    assert engine.batch_peak == CAPACITY, "batch never takes a reserve slot, read-ahead ones included"
    assert all(n == 1 for n in engine.calls.values())


async def test_without_a_reserve_an_interactive_job_waits_for_a_slot(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    engine = LaneCountingEngine()
    batch = batch_jobs(CAPACITY + 2)
    await client.submit_many(batch)
    # No read-ahead, so the freed slot goes to the lane read first: interactive.
    async with in_loop_worker(redis, settings(redis_url, queue_settings, reserve=0, prefetch=0), engine):
        await engine.wait_running(CAPACITY)
        interactive = make_job(text="i0", target_lang="de")
        await client.submit(interactive)
        engine.release("b0")
        await engine.wait_started("i0")
        assert engine.batch_at_start["i0"] == CAPACITY - 1, "it started only in the slot b0 left"
        engine.release_all()
        await client.wait_many([j.job_id for j in [*batch, interactive]], timeout_s=10)
    assert engine.peak == CAPACITY


async def test_interactive_jobs_alone_use_capacity_and_reserve(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    engine = LaneCountingEngine()
    jobs = [make_job(text=f"i{i}", target_lang="de") for i in range(CAPACITY + 4)]
    await client.submit_many(jobs)
    async with in_loop_worker(redis, settings(redis_url, queue_settings, reserve=2), engine) as worker:
        await engine.wait_running(CAPACITY + 2)
        assert worker.room().total == 0
        engine.release_all()
        await client.wait_many([j.job_id for j in jobs], timeout_s=10)
    assert engine.peak == CAPACITY + 2


async def test_interactive_beyond_the_reserve_waits_and_batch_refills_only_its_slots(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    engine = LaneCountingEngine()
    batch = batch_jobs(CAPACITY + 2)
    await client.submit_many(batch)
    async with in_loop_worker(redis, settings(redis_url, queue_settings, reserve=1, prefetch=0), engine):
        await engine.wait_running(CAPACITY)
        first, second = make_job(text="i0", target_lang="de"), make_job(text="i1", target_lang="de")
        await client.submit(first)
        await engine.wait_started("i0")
        await client.submit(second)
        engine.release("b0")  # batch's slot frees: the waiting interactive job goes first
        await engine.wait_started("i1")
        assert engine.batch_at_start["i1"] == CAPACITY - 1
        engine.release("i0")  # batch holds 3 of its 4 slots: it takes the one freed
        await engine.wait_started(f"b{CAPACITY}")
        assert engine.batch_at_start[f"b{CAPACITY}"] == CAPACITY - 1
        engine.release_all()
        await client.wait_many([j.job_id for j in [*batch, first, second]], timeout_s=10)
    assert engine.batch_peak == CAPACITY and engine.peak == CAPACITY + 1


async def test_stop_with_an_interactive_read_outstanding_loses_nothing(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    engine = LaneCountingEngine()
    batch = batch_jobs(2)
    await client.submit_many(batch)
    # A long block: the read is still waiting when the stop comes, and the job submitted
    # after the stop is handed to it.
    slow = settings(redis_url, queue_settings, reserve=1, max_in_flight=2, read_block_ms=5000)
    worker = build_worker(slow, engine, redis)
    task = asyncio.create_task(worker.run())
    await engine.wait_running(2)
    await until(lambda: worker._intake.reading_interactive, what="the interactive read")
    worker.stop()
    late = make_job(text="i-late", target_lang="de")
    await client.submit(late)
    engine.release("b0")
    engine.release("b1")
    assert await asyncio.wait_for(task, 10) == EXIT_OK
    assert "i-late" not in engine.calls, "a stopping worker starts nothing new"
    [row] = await pending_rows(redis, keys.stream(Lane.INTERACTIVE), keys.group, 10)
    assert row["times_delivered"] == 0, "released, not left to the reclaim timer"
    # The next worker runs it, once.
    again = LaneCountingEngine(open_by_default=True)
    async with in_loop_worker(redis, settings(redis_url, queue_settings, reserve=1, worker_id="w-2"), again):
        result = await client.wait(late.job_id, timeout_s=10)
    assert result.status is Status.SUCCEEDED and result.attempts == 1 and again.calls["i-late"] == 1
    assert all(r.status is Status.SUCCEEDED for r in (await client.wait_many([j.job_id for j in batch])).values())


def test_the_engine_holds_the_reserve_too() -> None:
    fixed = WorkerSettings(loop=LoopSettings(max_in_flight=16, interactive_reserve=2))
    assert fixed.engine.max_num_seqs == 18
    auto = WorkerSettings(
        loop=LoopSettings(max_in_flight=16, adaptive=True, interactive_reserve=4),
        engine=EngineSettings(max_num_seqs=32),
    )
    assert auto.loop.max_in_flight == 28, "auto sizes up to the engine's seqs less the reserve"
    with pytest.raises(ValueError, match="interactive_reserve"):
        WorkerSettings(
            loop=LoopSettings(max_in_flight=16, interactive_reserve=2), engine=EngineSettings(max_num_seqs=16)
        )


lanes = st.lists(st.sampled_from(list(Lane)), max_size=12)


@given(lanes, st.integers(-2, 8), st.integers(-2, 8))
def test_room_fit_takes_in_order_what_each_lane_may_run(order: list[Lane], total: int, batch: int) -> None:
    room = Room(total, min(batch, total))
    deliveries = [Delivery(lane, f"{i}-0", {}) for i, lane in enumerate(order)]
    taken, rest = room.fit(deliveries)
    assert sorted(taken + rest, key=lambda d: int(d.entry_id[:-2])) == deliveries
    assert len(taken) <= max(total, 0) and sum(d.lane is Lane.BATCH for d in taken) <= max(room.batch, 0)
    left = room.after(taken)
    # Nothing left behind could have fitted: fit is greedy by lane, in order.
    assert all(left.of(d.lane) <= 0 for d in rest)
    assert [d for d in deliveries if d in taken] == taken


async def test_an_arrival_taken_by_the_interactive_read_starts_while_the_loop_reads_again(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    engine = LaneCountingEngine()
    batch = batch_jobs(2)
    await client.submit_many(batch)
    # A block far longer than the wait below: a second blocking read beside the interactive
    # lane's own would wait it out while that read's entry sat in the buffer.
    slow = settings(redis_url, queue_settings, reserve=1, max_in_flight=2, read_block_ms=5000)
    async with in_loop_worker(redis, slow, engine) as worker:
        await engine.wait_running(2)
        await until(lambda: worker._intake.reading_interactive, what="the interactive read")
        engine.release("b0")  # batch has room again and both lanes are empty: the loop reads again
        await client.wait(batch[0].job_id, timeout_s=10)
        interactive = make_job(text="i0", target_lang="de")
        await client.submit(interactive)
        await engine.wait_started("i0", timeout_s=2)
        engine.release_all()
        await client.wait_many([j.job_id for j in [*batch, interactive]], timeout_s=10)
