"""A job's slot leaves the engine once the engine has generated its output
(TranslationRequest.on_generated), not when its checks and result write end: the next job
joins the engine's batch while the first one's output is still being checked. On a GPU,
where a job's checks and write take 10-40 ms beside a decode of a few hundred, the batch
otherwise ran 3-4 % short of vLLM's own server's (docs/benchmarks.md, issue 37)."""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field

import redis.asyncio as aioredis

from producer.client import Client
from tests.engines import GatedEngine
from tests.worker.scheduling.test_queue import running_worker, worker_settings
from transq.contract import Status, make_job
from transq.settings import QueueSettings
from worker.engines.protocol import Translation, TranslationRequest


@dataclass
class CheckingEngine(GatedEngine):
    """A gated engine whose outputs are then held in "checks" until ``checked(text)``: it
    says when it has generated, as the vLLM engine does, unless ``says_generated`` is off."""

    says_generated: bool = True
    checks_open: bool = False
    in_checks: set[str] = field(default_factory=set)
    _checks: dict[str, asyncio.Event] = field(default_factory=dict)

    async def translate(self, request: TranslationRequest) -> Translation:
        translation = await super().translate(request)
        if self.says_generated and request.on_generated is not None:
            request.on_generated()
        if self.checks_open:
            return translation
        self.in_checks.add(request.text)
        try:
            await self._checks.setdefault(request.text, asyncio.Event()).wait()
        finally:
            self.in_checks.discard(request.text)
        return translation

    def checked(self, text: str) -> None:
        self._checks.setdefault(text, asyncio.Event()).set()

    def release_all(self) -> None:
        """Every request generates and passes its checks, now and from now on."""
        super().release_all()
        self.checks_open = True
        for text in (*self.started, *self.in_checks):
            self.checked(text)


async def _started_while_first_is_checked(
    engine: CheckingEngine,
    client: Client,
    redis: aioredis.Redis,
    redis_url: str,
    queue: QueueSettings,
    *,
    slot_free_at: str = "generated",
) -> list[str]:
    """The jobs in the engine while the first one's output is held in its checks; then every
    job runs to its end."""
    jobs = [make_job(text=f"t{i}", target_lang="de") for i in range(3)]
    await client.submit_many(jobs)
    settings = worker_settings(redis_url, queue, max_in_flight=2, prefetch=1, slot_free_at=slot_free_at)
    async with running_worker(redis, settings, engine) as (worker, _):
        await engine.wait_running(2)
        engine.release("t0")  # generated: its output goes to the checks, which hold it
        with contextlib.suppress(TimeoutError):  # the control's outcome: the slot is still held
            await engine.wait_started("t2", timeout_s=1)
        assert engine.in_checks == {"t0"}
        assert worker.stats.in_flight <= 2  # what max_in_flight bounds: jobs in the engine
        in_engine = sorted(request.text for request in engine.running.values())
        engine.release_all()
        results = await client.wait_many([j.job_id for j in jobs], timeout_s=10)
    assert all(r.status is Status.SUCCEEDED for r in results.values())
    assert engine.peak == 2
    return in_engine


async def test_the_next_job_enters_the_engine_while_the_last_ones_output_is_checked(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    engine = CheckingEngine()
    assert await _started_while_first_is_checked(engine, client, redis, redis_url, queue_settings) == ["t1", "t2"]


async def test_without_the_engines_word_the_slot_waits_for_the_checks(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    # The control: an engine that never says it has generated keeps the slot until the
    # result write, so the third job does not start while the first is checked.
    engine = CheckingEngine(says_generated=False)
    assert await _started_while_first_is_checked(engine, client, redis, redis_url, queue_settings) == ["t1"]


async def test_slot_free_at_result_keeps_the_slot_through_the_checks(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings
) -> None:
    # loop.slot_free_at = "result", the benchmark's control: the engine says it has
    # generated, and the slot is held until the result write all the same.
    engine = CheckingEngine()
    started = _started_while_first_is_checked
    assert await started(engine, client, redis, redis_url, queue_settings, slot_free_at="result") == ["t1"]
