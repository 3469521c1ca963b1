"""The chaos scenarios that press on the queue and its Redis: 50 submits of one id, 10x the
backlog limit, and redis-server killed under load (with and without durable submit). Each
returns Counts with its checks (bench.chaos.scenarios registers them)."""

from __future__ import annotations

import asyncio
import contextlib

import redis.asyncio as aioredis

from bench.chaos.harness import Counts, Lab, Supervisor, private_redis, tally, wait_final
from bench.chaos.steps import OnProgress, Sizes, jobs_of, standard_checks, until_running
from producer.client import Receipt
from transq.contract import Job
from transq.errors import QueueFull, RedisUnavailable


async def duplicate_submits(lab: Lab, sizes: Sizes, progress: OnProgress) -> Counts:
    """50 concurrent submits of one job id: one entry, one result."""
    counts = Counts("50 submits of one id")
    job = jobs_of(1, " (submitted 50 times)")[0]
    async with private_redis(lab) as redis, lab.client() as client:
        await asyncio.gather(*(client.submit(job) for _ in range(50)))
        entries = sum([await redis.xlen(lab.keys.stream(lane)) for lane in lab.keys.streams()])
        worker = await Supervisor(lab, "w1").start()
        try:
            await wait_final(redis, lab.keys, [job], sizes.timeout_s, progress)
        finally:
            await worker.stop()
        counts.submitted = 50
        await tally(redis, lab.keys, [job], set(), counts)
    standard_checks(counts)
    counts.checks["one entry"] = entries == 1
    counts.notes = f"{entries} stream entries"
    return counts


async def overload(lab: Lab, sizes: Sizes, progress: OnProgress) -> Counts:
    """10x the lane's backlog limit at once: the excess is refused with QueueFull, and
    every accepted job ends; nothing is dropped silently."""
    counts = Counts("10x overload")
    lab.max_backlog = max(sizes.jobs // 2, 1)
    jobs = jobs_of(lab.max_backlog * 10)
    async with private_redis(lab) as redis, lab.client() as client:
        # Ten producers at once, each one pipeline: QueueFull comes back in a job's place.
        slices = [jobs[i::10] for i in range(10)]
        replies = await asyncio.gather(*(client.submit_many(part) for part in slices))
        outcomes = [o for part in replies for o in part]
        jobs = [j for part in slices for j in part]
        accepted = [j for j, o in zip(jobs, outcomes, strict=True) if not isinstance(o, BaseException)]
        counts.refused = sum(isinstance(o, QueueFull) for o in outcomes)
        worker = await Supervisor(lab, "w1").start()
        try:
            await wait_final(redis, lab.keys, accepted, sizes.timeout_s, progress)
        finally:
            await worker.stop()
        counts.submitted = len(accepted)
        await tally(redis, lab.keys, accepted, set(), counts)
    standard_checks(counts)
    counts.checks["every submit accepted or QueueFull"] = len(accepted) + counts.refused == len(jobs)
    counts.checks["backlog limit held"] = len(accepted) == lab.max_backlog
    return counts


async def redis_kill(lab: Lab, sizes: Sizes, progress: OnProgress, *, durable: bool = False) -> Counts:
    """kill -9 of redis-server while producers submit and a worker runs; Redis restarts
    from its AOF (appendfsync everysec). Without durable submit a submit acked in the last
    second before the kill may be lost (reported as lost, not asserted); with it
    (``queue.durable_submit``: WAITAOF before the ack, on the bundled Valkey) none may be.
    Every job that survived must end once, and the worker must ride the outage out."""
    if durable:
        lab.use_durable_submit()
    counts = Counts("Redis kill -9 under load" + (", durable submit" if durable else ""))
    jobs = jobs_of(sizes.jobs * 2)
    accepted: list[Job] = []
    async with private_redis(lab) as redis, lab.client() as client:
        worker = await Supervisor(lab, "w1").start()

        async def produce() -> None:
            for i in range(0, len(jobs), 8):
                # Refused loudly during the outage (SubmitUnconfirmed once a submit was under
                # way: stored or not; this count takes only what was acknowledged).
                with contextlib.suppress(RedisUnavailable):
                    replies = await client.submit_many(jobs[i : i + 8])
                    accepted.extend(j for j, r in zip(jobs[i : i + 8], replies, strict=True) if isinstance(r, Receipt))
                await asyncio.sleep(0.05)  # a steady trickle of producers, not one burst

        producer = asyncio.create_task(produce())
        try:
            await until_running(redis, lab, jobs, 1, sizes.timeout_s)
            lab.redis.kill()
            lab.redis.start()  # same port and data directory: the AOF is replayed
            await producer
            survivors = await _surviving(redis, lab, accepted)
            await wait_final(redis, lab.keys, survivors, sizes.timeout_s, progress)
        finally:
            producer.cancel()
            await worker.stop()
        counts.submitted, counts.worker_deaths = len(accepted), len(worker.deaths)
        await tally(redis, lab.keys, accepted, set(), counts)
    counts.checks |= {
        "0 duplicate results": counts.duplicate_results == 0,
        "0 innocent dead-lettered": counts.innocent_dead_lettered == 0,
        "every surviving job ended": counts.results == len(survivors),
        "the worker rode it out": counts.worker_deaths == 0,
    }
    if durable:
        counts.checks["0 acked submits lost (durable submit)"] = counts.lost == 0
        counts.notes = f"{counts.lost} acked submits lost with durable submit (WAITAOF)"
    else:
        counts.notes = f"{counts.lost} acked submits lost with AOF everysec (no durable submit)"
    return counts


async def _surviving(redis: aioredis.Redis, lab: Lab, jobs: list[Job]) -> list[Job]:
    pipe = redis.pipeline(transaction=False)
    for job in jobs:
        pipe.exists(lab.keys.job(job.job_id))
    return [j for j, found in zip(jobs, await pipe.execute(), strict=True) if found]
