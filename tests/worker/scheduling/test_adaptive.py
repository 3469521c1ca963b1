"""max_in_flight = "auto" and token-budget admission in a real worker, against Redis.

The controller's arithmetic is tested exactly on a simulated clock in test_concurrency.py;
here it runs inside the worker loop, with an engine whose latency grows with concurrency
(tests.engines.LoadEngine), and once with the real vLLM engine on CPU.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
import redis.asyncio as aioredis

from producer.client import Client
from tests.engines import GatedEngine, LoadEngine, fast_worker_settings
from tests.waiting import until
from tests.worker_process import WorkerProcess
from transq.contract import Lane, Status, make_job
from transq.keys import Keys
from transq.settings import QueueSettings
from worker.assemble import build_worker
from worker.scheduling.admission import TokenEstimator
from worker.scheduling.concurrency import AdaptiveLimit
from worker.scheduling.loop import Worker
from worker.settings import EngineSettings, WorkerSettings

TARGET_MS = 300.0


def auto_settings(redis_url: str, queue: QueueSettings, *, max_num_seqs: int = 32) -> WorkerSettings:
    base = fast_worker_settings(redis_url, queue, max_in_flight="auto", latency_target_ms=TARGET_MS, prefetch=0)
    # Validated again with the engine's bound: "auto" sizes up to engine.max_num_seqs.
    engine = {"kind": "noop", "max_num_seqs": max_num_seqs}
    return WorkerSettings.model_validate(base.model_dump() | {"engine": engine})


def best_fixed(engine: LoadEngine, steps: int, target_ms: float) -> int:
    """The largest fixed limit whose jobs the engine's model keeps under the target."""
    return max(n for n in range(1, 65) if engine.latency_ms(steps, n) <= target_ms)


async def serve(worker: Worker) -> asyncio.Task[int]:
    task = asyncio.create_task(worker.run())
    async with asyncio.timeout(10):
        await worker.ready.wait()
    return task


async def submit_texts(client: Client, words: int, count: int, lane: Lane = Lane.INTERACTIVE) -> list[str]:
    # Distinct texts: identical ones would be answered by the translation memory.
    jobs = [make_job(text=" ".join([f"w{i}"] * words), target_lang="de", priority=lane) for i in range(count)]
    await client.submit_many(jobs)
    return [j.job_id for j in jobs]


async def test_auto_sizes_down_to_the_target_and_follows_a_step_to_longer_texts(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    engine = LoadEngine(step_ms=10, per_job_ms=5)  # a job of S steps: S x (10 + 5 n) ms
    settings = auto_settings(redis_url, queue_settings)
    worker = build_worker(settings, engine, redis)
    assert isinstance(worker.limiter, AdaptiveLimit)
    initial = worker.capacity
    short = await submit_texts(client, 5, 200)  # 50 + 25 n ms: best fixed 10 for 300 ms
    long = await submit_texts(client, 15, 60)  # 150 + 75 n ms: best fixed 2
    task = await serve(worker)
    try:
        await client.wait_many(short, timeout_s=120)
        after_short = worker.capacity
        results = await client.wait_many(long, timeout_s=120)
        after_long = worker.capacity
    finally:
        worker.stop()
        await asyncio.wait_for(task, 30)
    assert all(r.status is Status.SUCCEEDED for r in results.values())
    # The engine only gets slower than its model under load, never faster, so the limit
    # can only end at or below the best fixed setting; it must have come down from 16.
    assert initial == 16
    assert 1 <= after_short <= best_fixed(engine, 5, TARGET_MS) < initial
    assert after_long <= best_fixed(engine, 15, TARGET_MS) < after_short
    assert engine.peak <= settings.loop.max_in_flight


async def test_auto_never_exceeds_the_engines_max_num_seqs(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    engine = LoadEngine(step_ms=1, per_job_ms=0.1)  # far under any target: the limit only rises
    settings = auto_settings(redis_url, queue_settings, max_num_seqs=6)
    assert (settings.loop.max_in_flight, settings.engine.max_num_seqs) == (6, 6)
    worker = build_worker(settings, engine, redis)
    ids = await submit_texts(client, 2, 300)
    task = await serve(worker)
    try:
        await client.wait_many(ids, timeout_s=120)
        beat = json.loads(await redis.get(settings.queue.keys().worker("w-test")) or "{}")
    finally:
        worker.stop()
        await asyncio.wait_for(task, 30)
    assert worker.capacity == 6
    assert engine.peak <= 6
    assert beat["concurrency"]["mode"] == "auto" and beat["concurrency"]["max"] == 6


async def test_token_budget_lets_an_interactive_job_pass_a_burst_of_long_batch_jobs(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    engine = GatedEngine()
    long_text = "word " * 400  # 2,000 bytes: ~500 source tokens + ~1,000 output + overhead
    estimator = TokenEstimator.for_engine(EngineSettings())
    budget = 2 * estimator.estimate(long_text) + 100  # two long jobs fit, not three
    settings = fast_worker_settings(redis_url, queue_settings, max_in_flight=8, token_budget=budget, prefetch=0)
    worker = build_worker(settings, engine, redis)
    batch = [make_job(text=f"{long_text}{i}", target_lang="de", priority=Lane.BATCH) for i in range(5)]
    await client.submit_many(batch)
    task = await serve(worker)
    try:
        await engine.wait_running(2)
        urgent = make_job(text="short and urgent", target_lang="de")
        await client.submit(urgent)
        budget_ = worker.runner.budget
        assert budget_ is not None

        async def all_waiting() -> bool:
            return budget_.waiting == 4

        # The urgent job gets a free slot and waits for budget, first in line although three
        # batch jobs were waiting before it: it enters the engine when the next job leaves.
        await until(all_waiting, 10, "the urgent job to wait for budget")
        engine.release(batch[0].text)
        await engine.wait_started(urgent.text)
        assert engine.started.index(urgent.text) == 2, engine.started
        assert len(engine.running) <= 2
        engine.release_all()
        results = await client.wait_many([j.job_id for j in [*batch, urgent]], timeout_s=30)
    finally:
        worker.stop()
        engine.release_all()
        await asyncio.wait_for(task, 30)
    assert all(r.status is Status.SUCCEEDED for r in results.values())
    assert worker.runner.budget is not None and worker.runner.budget.peak <= budget


@pytest.mark.engine
async def test_auto_with_the_real_engine_comes_down_to_its_minimum_under_an_unreachable_target(
    redis: aioredis.Redis, redis_url: str, keys: Keys, client: Client, tmp_path: Path
) -> None:
    env = {
        "TRANSQ_LOOP__MAX_IN_FLIGHT": "auto",
        "TRANSQ_LOOP__MIN_IN_FLIGHT": "2",
        "TRANSQ_LOOP__LATENCY_TARGET_MS": "1",  # no job runs in 1 ms: every window is over
        "TRANSQ_ENGINE__MAX_NUM_SEQS": "8",
        "TRANSQ_ENGINE__MAX_OUTPUT_TOKENS": "8",
    }
    proc = WorkerProcess(redis_url, keys, "w-auto", tmp_path / "worker.log", env=env).start()
    try:
        await proc.wait_ready(redis)
        ids = await submit_texts(client, 3, 60)
        results = await client.wait_many(ids, timeout_s=300)

        async def at_minimum() -> dict[str, object] | None:
            beat = await proc.heartbeat(redis)
            return beat if beat and beat.get("limit") == 2 else None

        beat = await until(at_minimum, 30, "the limit to reach its minimum")
    finally:
        proc.stop()
    assert all(r.status is Status.SUCCEEDED for r in results.values())
    concurrency = beat["concurrency"]
    assert isinstance(concurrency, dict)
    assert (concurrency["mode"], concurrency["min"], concurrency["max"]) == ("auto", 2, 8)
    assert concurrency["last_reason"] == "over_target"
