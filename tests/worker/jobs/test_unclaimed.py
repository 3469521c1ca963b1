"""A job whose owner claim is gone by the time it starts (the claim lasts 2 x result_ttl_s,
issue 38) cannot run as that owner's job; it still ends: failed ``owner_unclaimed``, so its
waiters wake (before this, START refused it as foreign and the job never ended)."""

from __future__ import annotations

import redis.asyncio as aioredis

from producer.client import Client
from tests.engines import GatedEngine
from tests.worker.scheduling.test_queue import running_worker, worker_settings
from transq.contract import Status, make_job
from transq.keys import Keys
from transq.settings import QueueSettings


async def test_a_job_whose_owner_claim_expired_ends_failed_unrun(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    owned = make_job(job_id="tenant-job-1", text="Confidential", target_lang="de", owner="alice")
    await client.submit(owned)
    assert await redis.exists(keys.owner(owned.job_id))
    await redis.delete(keys.owner(owned.job_id))  # as the claim's TTL would, while it waits
    engine = GatedEngine(open_by_default=True)
    async with running_worker(redis, worker_settings(redis_url, queue_settings), engine):
        result = await client.wait(owned.job_id, timeout_s=10)
    assert result is not None and result.status is Status.FAILED, result
    assert result.error is not None and result.error.code == "owner_unclaimed" and not result.error.retryable
    assert result.translation is None and engine.started == []  # never reached the engine
