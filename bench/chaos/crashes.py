"""The chaos scenarios that crash workers: kill -9 (same or new id, at random moments),
SIGTERM inside the grace period, a SIGSTOP zombie, and poison jobs that kill the worker or
its engine core. Each returns Counts with its checks (bench.chaos.scenarios registers them)."""

from __future__ import annotations

import asyncio
import random
import signal

from bench.chaos.engine import KILL_WORKER
from bench.chaos.harness import Counts, Lab, Supervisor, WorkerProc, private_redis, tally, wait_final
from bench.chaos.steps import OnProgress, Sizes, jobs_of, standard_checks, until_running
from transq.contract import make_job


async def kill9(lab: Lab, sizes: Sizes, progress: OnProgress, *, same_id: bool) -> Counts:
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


async def random_kills(lab: Lab, sizes: Sizes, progress: OnProgress) -> Counts:
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


async def sigterm_grace(lab: Lab, sizes: Sizes, progress: OnProgress) -> Counts:
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


async def zombie(lab: Lab, sizes: Sizes, progress: OnProgress) -> Counts:
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


async def poison(lab: Lab, sizes: Sizes, progress: OnProgress, *, marker: str) -> Counts:
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
