"""The chaos scenarios: each breaks something on purpose and counts what survived.

Every scenario runs in its own Lab (private redis-server on a free port, real worker
processes) and returns Counts; its ``checks`` are the goals it asserts (0 lost, 0
duplicate results, 0 innocent jobs dead-lettered, the poison dead-lettered after exactly
max_deliveries crashes while running alone). docs/chaos.md lists them.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import signal
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import redis.asyncio as aioredis
from redis.exceptions import NoScriptError

from bench.chaos.engine import KILL_ENGINE, KILL_WORKER
from bench.chaos.failover import failover
from bench.chaos.harness import Counts, Lab, Supervisor, WorkerProc, count_status, private_redis, tally, wait_final
from producer.client import Receipt
from transq.contract import Job, make_job
from transq.errors import QueueFull, RedisUnavailable

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class Sizes:
    jobs: int = 48
    kills: int = 3
    timeout_s: float = 180.0
    seed: int = 0


def jobs_of(count: int, tag: str = "") -> list[Job]:
    return [make_job(text=f"chaos job {i}{tag}: a sentence to translate.", target_lang="de") for i in range(count)]


async def until_running(redis: aioredis.Redis, lab: Lab, jobs: list[Job], count: int, timeout_s: float) -> None:
    """Until ``count`` jobs are in the engine (another process: polled)."""
    deadline = time.monotonic() + timeout_s
    while await count_status(redis, lab.keys, jobs, "running") < count:
        if time.monotonic() > deadline:
            raise TimeoutError(f"fewer than {count} jobs ever ran at once; see the worker logs in {lab.root}")
        await asyncio.sleep(0.05)


def standard_checks(counts: Counts) -> None:
    counts.checks |= {
        "0 lost": counts.lost == 0,
        "0 duplicate results": counts.duplicate_results == 0,
        "0 innocent dead-lettered": counts.innocent_dead_lettered == 0,
    }


async def kill9(lab: Lab, sizes: Sizes, progress: Progress, *, same_id: bool) -> Counts:
    """kill -9 of a worker with max_in_flight jobs in it; restarted with the same or a new id."""
    counts = Counts(f"kill -9, {'same' if same_id else 'new'} id")
    jobs = jobs_of(sizes.jobs)
    async with private_redis(lab) as redis, lab.client() as client:
        victim = await WorkerProc(lab, "w1").start()
        await client.submit_many(jobs)
        await until_running(redis, lab, jobs, min(lab.max_in_flight, len(jobs)), sizes.timeout_s)
        victim.signal(signal.SIGKILL)
        counts.worker_deaths = 1 if await victim.wait() else 0
        rescuer = await Supervisor(lab, "w1" if same_id else "w2").start()
        try:
            await wait_final(redis, lab.keys, jobs, sizes.timeout_s, progress)
        finally:
            await rescuer.stop()
        counts.submitted = len(jobs)
        await tally(redis, lab.keys, jobs, set(), counts)
    standard_checks(counts)
    counts.checks["interrupted jobs ran again"] = counts.extra_executions >= lab.max_in_flight
    return counts


async def random_kills(lab: Lab, sizes: Sizes, progress: Progress) -> Counts:
    """kill -9 at random moments while the queue drains; restarted with the same id."""
    counts = Counts(f"{sizes.kills} random kills")
    jobs = jobs_of(sizes.jobs * 2)
    rng = random.Random(sizes.seed)
    async with private_redis(lab) as redis, lab.client() as client:
        await client.submit_many(jobs)
        supervisor = await Supervisor(lab, "w1").start()
        try:
            for kill in range(sizes.kills):
                assert supervisor.current is not None
                await supervisor.current.wait_ready(redis, sizes.timeout_s)  # not its predecessor
                await asyncio.sleep(rng.uniform(0.1, 0.8))  # a random moment is the point here
                supervisor.current.signal(signal.SIGKILL)
                await supervisor.wait_deaths(kill + 1)
            await wait_final(redis, lab.keys, jobs, sizes.timeout_s, progress)
        finally:
            await supervisor.stop()
        counts.submitted, counts.worker_deaths = len(jobs), len(supervisor.deaths)
        await tally(redis, lab.keys, jobs, set(), counts)
    standard_checks(counts)
    return counts


async def sigterm_grace(lab: Lab, sizes: Sizes, progress: Progress) -> Counts:
    """SIGTERM with a grace period shorter than the jobs: finished ones are acked, the
    rest released (not counted against them) and run by the next worker."""
    counts = Counts("SIGTERM in grace")
    jobs = jobs_of(sizes.jobs)
    async with private_redis(lab) as redis, lab.client() as client:
        first = await WorkerProc(lab, "w1", {"TRANSQ_LOOP__GRACE_PERIOD_S": "0.05"}).start()
        await client.submit_many(jobs)
        await until_running(redis, lab, jobs, min(lab.max_in_flight, len(jobs)), sizes.timeout_s)
        first.signal(signal.SIGTERM)
        code = await first.wait()
        second = await Supervisor(lab, "w1").start()
        try:
            await wait_final(redis, lab.keys, jobs, sizes.timeout_s, progress)
        finally:
            await second.stop()
        counts.submitted, counts.worker_deaths = len(jobs), len(second.deaths)
        await tally(redis, lab.keys, jobs, set(), counts)
    standard_checks(counts)
    counts.checks["clean exit on SIGTERM"] = code == 0
    return counts


async def zombie(lab: Lab, sizes: Sizes, progress: Progress) -> Counts:
    """SIGSTOP a worker mid-run; a second worker reclaims its jobs; SIGCONT: the zombie
    must not write a second result."""
    counts = Counts("SIGSTOP zombie + 2nd worker")
    jobs = jobs_of(sizes.jobs)
    async with private_redis(lab) as redis, lab.client() as client:
        stopped = await WorkerProc(lab, "zombie").start()
        await client.submit_many(jobs)
        await until_running(redis, lab, jobs, min(lab.max_in_flight, len(jobs)), sizes.timeout_s)
        stopped.signal(signal.SIGSTOP)
        other = await Supervisor(lab, "other").start()
        try:
            await wait_final(redis, lab.keys, jobs, sizes.timeout_s, progress)
            stopped.signal(signal.SIGCONT)
            await stopped.stop()  # its graceful stop lets every job it held try to write
        finally:
            await other.stop()
            await stopped.stop()
        counts.submitted = len(jobs)
        await tally(redis, lab.keys, jobs, set(), counts)
    standard_checks(counts)
    return counts


async def duplicate_submits(lab: Lab, sizes: Sizes, progress: Progress) -> Counts:
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


async def overload(lab: Lab, sizes: Sizes, progress: Progress) -> Counts:
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


async def poison(lab: Lab, sizes: Sizes, progress: Progress, *, marker: str) -> Counts:
    """One poison job among innocent ones, max_in_flight in the engine with it; the
    worker restarted (same id) after each death. Goal: only the poison is dead-lettered,
    after exactly max_deliveries crashes while running alone."""
    what = "worker" if marker == KILL_WORKER else "engine core"
    counts = Counts(f"poison kills the {what}")
    jobs = jobs_of(sizes.jobs)
    bad = make_job(text=f"{marker}: this text crashes whatever runs it.", target_lang="de")
    jobs.insert(lab.max_in_flight // 2, bad)  # it arrives with neighbours in the engine
    async with private_redis(lab) as redis, lab.client() as client:
        await client.submit_many(jobs)
        supervisor = await Supervisor(lab, "w1").start()
        try:
            await wait_final(redis, lab.keys, jobs, sizes.timeout_s, progress)
        finally:
            await supervisor.stop()
        counts.submitted, counts.worker_deaths = len(jobs), len(supervisor.deaths)
        await tally(redis, lab.keys, jobs, {bad.job_id}, counts)
    standard_checks(counts)
    counts.checks |= {
        "poison dead-lettered once": counts.poison_dead_lettered == 1,
        f"after exactly {lab.max_deliveries} crashes alone": counts.poison_alone_crashes == [lab.max_deliveries],
        "every death was the poison's": counts.worker_deaths == lab.max_deliveries + 1,
    }
    return counts


async def redis_kill(lab: Lab, sizes: Sizes, progress: Progress, *, durable: bool = False) -> Counts:
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
                # Refused loudly during the outage. NoScriptError: Redis restarted between the
                # client's SCRIPT LOAD and its pipeline (not yet translated by producer.client).
                with contextlib.suppress(RedisUnavailable, NoScriptError):
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


Scenario = Callable[[Lab, Sizes, Progress], Awaitable[Counts]]


def _bind(fn: Callable[..., Awaitable[Counts]], **kwargs: object) -> Scenario:
    async def run(lab: Lab, sizes: Sizes, progress: Progress) -> Counts:
        return await fn(lab, sizes, progress, **kwargs)

    return run


SCENARIOS: dict[str, Scenario] = {
    "poison-worker": _bind(poison, marker=KILL_WORKER),
    "poison-engine": _bind(poison, marker=KILL_ENGINE),
    "kill9-same-id": _bind(kill9, same_id=True),
    "kill9-new-id": _bind(kill9, same_id=False),
    "random-kills": random_kills,
    "sigterm-grace": sigterm_grace,
    "zombie": zombie,
    "duplicate-submits": duplicate_submits,
    "overload": overload,
    "redis-kill": redis_kill,
    "redis-kill-durable": _bind(redis_kill, durable=True),
    "failover": failover,
}
