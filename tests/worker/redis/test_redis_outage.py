"""Redis crashes under a busy worker: nothing acknowledged is lost, the worker carries on.

Runs against a private redis-server with AOF (appendfsync everysec), never the shared one;
the test sets appendfsync always while it submits, so the jobs are on disk when the submit
returns, and back to everysec for the rest: the worker's own writes just before the crash
may be lost, as in production.
"""

from __future__ import annotations

import asyncio

import redis.asyncio as aioredis

from devtools.redis_server import RedisServer
from producer.client import Client
from producer.settings import ProducerSettings
from tests.engines import GatedEngine
from tests.waiting import until
from tests.worker.scheduling.test_queue import worker_settings
from transq.connection import connect
from transq.contract import Status, make_job
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings
from worker.assemble import build_worker
from worker.scheduling.loop import EXIT_OK


async def test_worker_survives_a_redis_crash_and_finishes_every_job(
    own_redis: RedisServer, queue_settings: QueueSettings
) -> None:
    settings = ProducerSettings(redis=RedisSettings(url=own_redis.url), queue=queue_settings)
    engine = GatedEngine()
    jobs = [make_job(text=f"job {i}", target_lang="de") for i in range(6)]
    redis: aioredis.Redis = connect(settings.redis)
    async with Client.from_settings(settings) as client:
        await redis.config_set("appendfsync", "always")  # each write on disk before its reply
        await client.submit_many(jobs)
        await redis.config_set("appendfsync", "everysec")
        worker = build_worker(worker_settings(own_redis.url, queue_settings), engine, redis)
        task = asyncio.create_task(worker.run())
        try:
            await engine.wait_running(4)
            own_redis.kill()  # SIGKILL: no shutdown, no final AOF flush
            engine.release_all()  # the jobs finish while Redis is down: their results must wait
            own_redis.start()  # same port, same data directory: AOF replays

            results = await client.wait_many([j.job_id for j in jobs], timeout_s=60)
            assert all(r.status is Status.SUCCEEDED for r in results.values())

            async def all_acked() -> bool:
                lengths = [await client.redis.xlen(s) for s in client.keys.streams().values()]
                return sum(lengths) == 0

            await until(all_acked, 10, "every entry acked and deleted")
        finally:
            worker.stop()
            assert await asyncio.wait_for(task, 60) == EXIT_OK
            await redis.aclose()
