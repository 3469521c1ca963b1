"""Engines kept for one lane (loop.lanes, placement.interactive_engines): an interactive
worker and a batch worker on one queue, against a real Redis and gated engines. Batch
texts start with "b", interactive ones with "i"."""

from __future__ import annotations

import pytest
import redis.asyncio as aioredis
from pydantic import ValidationError

from producer.client import Client
from tests.engines import GatedEngine, fast_worker_settings, in_loop_worker
from tests.waiting import until
from transq.contract import Job, Lane, Status, make_job
from transq.keys import Keys
from transq.settings import QueueSettings
from worker.fleet.placement import plan
from worker.settings import LoopSettings, WorkerSettings

CAPACITY = 4


def lane_settings(redis_url: str, queue: QueueSettings, worker_id: str, lanes: list[str]) -> WorkerSettings:
    return fast_worker_settings(redis_url, queue, worker_id=worker_id, max_in_flight=CAPACITY, lanes=lanes)


def jobs(lane: Lane, count: int) -> list[Job]:
    prefix = "b" if lane is Lane.BATCH else "i"
    return [make_job(text=f"{prefix}{i}", target_lang="de", priority=lane) for i in range(count)]


async def test_each_engine_runs_only_its_lane_and_interactive_never_waits_for_batch(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    interactive_engine, batch_engine = GatedEngine(), GatedEngine()
    flood = jobs(Lane.BATCH, 3 * CAPACITY)  # more than the batch engine holds: the rest wait in their lane
    await client.submit_many(flood)
    i_settings = lane_settings(redis_url, queue_settings, "w-i", ["interactive"])
    b_settings = lane_settings(redis_url, queue_settings, "w-b", ["batch"])
    async with in_loop_worker(redis, i_settings, interactive_engine), in_loop_worker(redis, b_settings, batch_engine):
        await batch_engine.wait_running(CAPACITY)
        quick = jobs(Lane.INTERACTIVE, 2)
        await client.submit_many(quick)
        for job in quick:  # while every batch slot is held: the interactive engine takes them
            await interactive_engine.wait_started(job.text)
            interactive_engine.release(job.text)
        done = await client.wait_many([j.job_id for j in quick], timeout_s=10)
        assert all(r.status is Status.SUCCEEDED for r in done.values())
        batch_engine.release_all()
        results = await client.wait_many([j.job_id for j in flood], timeout_s=20)
    assert all(r.status is Status.SUCCEEDED for r in results.values())
    assert set(interactive_engine.calls) == {"i0", "i1"}, "the interactive engine took no batch job"
    assert set(batch_engine.calls) == {j.text for j in flood}, "the batch engine took no interactive job"
    assert all(n == 1 for n in [*interactive_engine.calls.values(), *batch_engine.calls.values()])


async def test_a_dead_interactive_workers_entry_is_reclaimed_by_a_batch_worker(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    """Reclaim covers every lane: with its lane's only worker gone, an entry is not stranded."""
    job = jobs(Lane.INTERACTIVE, 1)[0]
    await client.submit(job)
    keys = client.keys
    # The interactive worker took the entry and died with it (read, never acknowledged).
    await redis.xreadgroup(keys.group, "w-dead", {keys.stream(Lane.INTERACTIVE): ">"}, count=1)
    engine = GatedEngine()
    async with in_loop_worker(redis, lane_settings(redis_url, queue_settings, "w-b", ["batch"]), engine):
        await engine.wait_started(job.text, timeout_s=15)  # after claim_idle_ms (1 s here)
        engine.release(job.text)
        result = await client.wait(job.job_id, timeout_s=10)
    assert result.status is Status.SUCCEEDED


async def test_a_batch_only_worker_leaves_interactive_jobs_queued(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    job = jobs(Lane.INTERACTIVE, 1)[0]
    batch = jobs(Lane.BATCH, 1)[0]
    await client.submit_many([job, batch])
    engine = GatedEngine()
    async with in_loop_worker(redis, lane_settings(redis_url, queue_settings, "w-b", ["batch"]), engine):
        await engine.wait_started(batch.text)
        engine.release(batch.text)
        assert (await client.wait(batch.job_id, timeout_s=10)).status is Status.SUCCEEDED
        # Its blocking reads name the batch lane alone: the interactive entry is nobody's yet.
        keys = client.keys
        await until(lambda: _undelivered(redis, keys), timeout_s=5)
    assert "i0" not in engine.calls


async def _undelivered(redis: aioredis.Redis, keys: Keys) -> bool:
    groups = await redis.xinfo_groups(keys.stream(Lane.INTERACTIVE))
    return any(int(g.get("lag") or 0) == 1 and int(g["pending"]) == 0 for g in groups)


@pytest.mark.parametrize(
    "loop",
    [{"lanes": []}, {"lanes": ["batch", "batch"]}, {"lanes": ["interactive"], "interactive_reserve": 2}],
)
def test_bad_lane_settings_are_refused(loop: dict[str, object]) -> None:
    with pytest.raises(ValidationError):
        LoopSettings.model_validate(loop)


def test_interactive_engines_read_their_lane_and_the_rest_batch(monkeypatch: pytest.MonkeyPatch) -> None:
    settings = WorkerSettings.model_validate(
        {
            "loop": {"worker_id": "w", "interactive_reserve": 2},
            "engine": {"gpu_memory_utilization": 0.9},
            "placement": {"gpus": "0,1", "engines_per_gpu": 3, "interactive_engines": 1},
        }
    )
    placed = plan(settings)
    assert [p.lane for p in placed] == [Lane.INTERACTIVE, Lane.BATCH, Lane.BATCH] * 2
    # A child reads its environment over the shared settings (the reserve of 2 included):
    # one lane, no reserve, no fleet of its own.
    monkeypatch.setenv("TRANSQ_LOOP__INTERACTIVE_RESERVE", "2")
    for name, value in placed[0].env().items():
        monkeypatch.setenv(name, value)
    child = WorkerSettings()
    assert child.loop.lanes == (Lane.INTERACTIVE,) and child.loop.interactive_reserve == 0
    assert child.summary().endswith("max_in_flight 16, interactive lane only")  # the start-up line says so
    assert child.placement.interactive_engines == 0 and child.placement.engines_per_gpu == 1
    plain = WorkerSettings.model_validate({"placement": {"engines_per_gpu": 2}})
    assert all(p.lane is None and "TRANSQ_LOOP__LANES" not in p.env() for p in plan(plain))


def test_batch_keeps_an_engine() -> None:
    with pytest.raises(ValidationError, match="interactive_engines"):
        WorkerSettings.model_validate({"placement": {"engines_per_gpu": 2, "interactive_engines": 2}})
