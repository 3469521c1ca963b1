"""The failover scenario: kill -9 of the Redis primary under Sentinel, under load.

A primary, one replica and three sentinels (devtools.redis_sentinel: real processes, the
bundled Valkey 9, AOF everysec on every node), two queues side by side, one per durable
submit level: ``local`` (WAITAOF 1 0) and ``replicated`` (WAITAOF 1 1), each with its own
producers (through the sentinels, ``redis+sentinel://``) and its own worker (noop engine).
Mid-run the primary is killed with SIGKILL; the sentinels promote the replica; the killed
node comes back as a replica of the new primary, as an orchestrator restarts it (until it
has synced, ``replicated`` cannot be confirmed: those submits fail with DurabilityNotMet).

Counted, per level and on the final primary:

- acknowledged submits lost: acked by ``submit`` but no job there (goal 0 at
  ``replicated``; ``local``'s loss is reported: replication is asynchronous);
- results lost: a surviving job with no result at the end (goal 0: a FINISH acknowledged
  by the old primary but not replicated leaves the entry pending on the new one, so the
  job is reclaimed and runs again);
- results seen, then re-run: a reader saw a job's result before the kill, and the final
  result is another one (that FINISH was lost with the primary; reported, not a goal);
- duplicate results (goal 0), and the seconds from the kill until the sentinels name a new
  primary, until submits are acknowledged again, and until a job acknowledged after the
  kill has its result.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

import redis.asyncio as aioredis
from redis.exceptions import NoScriptError

from bench.chaos.harness import Counts, Lab, Supervisor, tally, wait_final
from devtools.redis_sentinel import SentinelDeployment
from devtools.redis_server import RedisServer
from producer.client import Client
from producer.settings import ProducerSettings
from transq.connection import connect
from transq.contract import Job, make_job
from transq.durability import Durability
from transq.errors import DurabilityNotMet, RedisUnavailable
from transq.keys import Keys
from transq.queue_rules import store_rules
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings

LEVELS = (Durability.LOCAL, Durability.REPLICATED)
PRODUCERS = 6  # per level; each waits for an fsync (everysec) per batch
BATCH = 4
PAUSE_S = 0.02  # between one producer's batches
AFTER_RECOVERY_S = 1.0  # load kept on after both levels flow again
DURABLE_TIMEOUT_MS = 1500
# Producers hold back while this many acknowledged jobs per level have no result yet: a
# steady load the worker keeps up with, so "results again" is not a backlog's wait.
MAX_OPEN = 64
FAST_NOOP = {"TRANSQ_ENGINE__NOOP_DELAY_MS": "20"}


class SizesLike(Protocol):
    """bench.chaos.scenarios.Sizes (not imported: that module registers this one)."""

    @property
    def jobs(self) -> int: ...

    @property
    def timeout_s(self) -> float: ...


@dataclass
class SentinelLab(Lab):
    """A Lab whose processes reach Redis through the sentinels."""

    sentinel_url: str = ""

    def worker_env(self, worker_id: str, **extra: str) -> dict[str, str]:
        return super().worker_env(worker_id) | FAST_NOOP | {"TRANSQ_REDIS__URL": self.sentinel_url} | extra

    def queue(self) -> QueueSettings:
        return QueueSettings(
            namespace=self.keys.namespace, name=self.keys.queue, max_backlog=0, durable_timeout_ms=DURABLE_TIMEOUT_MS
        )

    def client(self) -> Client:
        return Client.from_settings(ProducerSettings(redis=RedisSettings(url=self.sentinel_url), queue=self.queue()))


@dataclass
class Side:
    """One level's queue: what its producers had acknowledged and its readers saw."""

    level: Durability
    lab: SentinelLab
    acked: dict[str, float] = field(default_factory=dict)  # job id -> monotonic ack time
    jobs: dict[str, Job] = field(default_factory=dict)
    refused: int = 0  # unreachable during the failover: never acknowledged
    not_durable: int = 0  # DurabilityNotMet: never acknowledged
    seen: dict[str, int] = field(default_factory=dict)  # job id -> finished_ms a reader saw
    seen_before_kill: dict[str, int] = field(default_factory=dict)
    ack_again_s: float | None = None
    result_again_s: float | None = None


@dataclass
class FailoverCounts(Counts):
    acked: dict[str, int] = field(default_factory=dict)
    acked_lost: dict[str, int] = field(default_factory=dict)
    not_durable: dict[str, int] = field(default_factory=dict)
    results_seen_then_rerun: int = 0
    new_primary_s: float = 0.0
    submits_again_s: dict[str, float | None] = field(default_factory=dict)
    results_again_s: dict[str, float | None] = field(default_factory=dict)


async def _produce(side: Side, client: Client, stop: asyncio.Event, killed: list[float]) -> None:
    while not stop.is_set():
        if len(side.acked) - len(side.seen) >= MAX_OPEN:
            await asyncio.sleep(PAUSE_S)
            continue
        jobs = [
            make_job(text=f"failover {side.level}: a sentence.", target_lang="de", job_id=f"{uuid.uuid4().hex}")
            for _ in range(BATCH)
        ]
        try:
            await client.submit_many(jobs)
        except DurabilityNotMet:
            side.not_durable += 1
        except (RedisUnavailable, NoScriptError):  # NoScript: a new primary between SCRIPT LOAD and the pipeline
            side.refused += 1
        else:
            now_s = time.monotonic()
            for job in jobs:
                side.acked[job.job_id], side.jobs[job.job_id] = now_s, job
            if killed and side.ack_again_s is None and now_s > killed[0]:
                side.ack_again_s = now_s - killed[0]
        await asyncio.sleep(PAUSE_S)


async def _read(side: Side, client: Client, stop: asyncio.Event, killed: list[float]) -> None:
    """Poll the results of acknowledged jobs, as a waiting caller would see them."""
    while not stop.is_set():
        open_ids = [i for i in list(side.acked) if i not in side.seen][:500]
        with contextlib.suppress(RedisUnavailable, NoScriptError):
            found = await client.get_many(open_ids) if open_ids else {}
            now_s = time.monotonic()
            for job_id, result in found.items():
                if result is None or not result.status.final:
                    continue
                side.seen[job_id] = result.finished_ms or 0
                if not killed:
                    side.seen_before_kill[job_id] = result.finished_ms or 0
                elif side.result_again_s is None and side.acked[job_id] > killed[0]:
                    side.result_again_s = now_s - killed[0]
        await asyncio.sleep(0.1)


async def _until(check: Callable[[], bool], timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while not check():
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out after {timeout_s} s waiting for {what}")
        await asyncio.sleep(0.05)  # other tasks' progress: polled


async def _kill_primary(deployment: SentinelDeployment, timeout_s: float) -> tuple[float, float]:
    """SIGKILL the primary; (monotonic time of the kill, seconds until a new one). The
    killed node then restarts as a replica of the new primary, on its port and data."""
    old = deployment.primary()
    killed_s = time.monotonic()
    old.kill()
    new = await asyncio.to_thread(deployment.wait_for_new_primary, old.port, timeout_s)
    elected_s = time.monotonic() - killed_s
    again = RedisServer(
        old.data_dir, port=old.port, binary=old.binary, extra_args=("--replicaof", "127.0.0.1", str(new.port))
    )
    deployment.nodes[deployment.nodes.index(old)] = again.start()
    return killed_s, elected_s


async def failover(lab: Lab, sizes: SizesLike, progress: Callable[[int, int], None]) -> Counts:
    counts = FailoverCounts("Sentinel failover, kill -9 of the primary")
    deployment = SentinelDeployment(lab.root / "redis").start()
    sides = [
        Side(level, SentinelLab(lab.root / level.value, lab.engine_env, lab.max_in_flight, lab.max_deliveries,
                                keys=Keys(namespace="chaos", queue=level.value), sentinel_url=deployment.url))
        for level in LEVELS
    ]  # fmt: skip
    admin = connect(RedisSettings(url=deployment.url))
    for side in sides:
        side.lab.root.mkdir(parents=True, exist_ok=True)
        replicas = 1 if side.level is Durability.REPLICATED else None
        await store_rules(admin, side.lab.keys, side.lab.queue(), durable_submit=side.level, durable_replicas=replicas)
    workers = [await Supervisor(side.lab, f"w-{side.level}").start() for side in sides]
    clients = [side.lab.client() for side in sides]
    stop, killed = asyncio.Event(), list[float]()
    tasks = [
        asyncio.create_task(fn(side, client, stop, killed))
        for side, client in zip(sides, clients, strict=True)
        for fn in [_read] + [_produce] * PRODUCERS
    ]
    try:
        await _until(lambda: all(len(s.seen) >= sizes.jobs for s in sides), sizes.timeout_s, "results before the kill")
        killed_s, counts.new_primary_s = await _kill_primary(deployment, sizes.timeout_s)
        killed.append(killed_s)
        await _until(lambda: all(s.result_again_s is not None for s in sides), sizes.timeout_s, "results again")
        await asyncio.sleep(AFTER_RECOVERY_S)  # load goes on meanwhile
        stop.set()
        await asyncio.gather(*tasks)
        for side, client in zip(sides, clients, strict=True):
            await _count(side, client, admin, counts, sizes=sizes, progress=progress)
    finally:
        stop.set()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        for worker in workers:
            await worker.stop()
        for client in clients:
            await client.aclose()
        await admin.aclose()
        deployment.stop()
    counts.worker_deaths = sum(len(w.deaths) for w in workers)
    _checks(counts)
    return counts


async def _count(
    side: Side,
    client: Client,
    redis: aioredis.Redis,
    counts: FailoverCounts,
    *,
    sizes: SizesLike,
    progress: Callable[[int, int], None],
) -> None:
    keys, acked = side.lab.keys, [side.jobs[i] for i in side.acked]
    pipe = redis.pipeline(transaction=False)
    for job in acked:
        pipe.exists(keys.job(job.job_id), keys.result(job.job_id))
    survivors = [job for job, found in zip(acked, await pipe.execute(), strict=True) if found]
    await wait_final(redis, keys, survivors, sizes.timeout_s, progress)
    await tally(redis, keys, survivors, set(), counts)
    finals = await client.get_many(list(side.seen_before_kill)) if side.seen_before_kill else {}
    level = side.level.value
    counts.submitted += len(acked)
    counts.refused += side.refused + side.not_durable
    counts.acked[level], counts.acked_lost[level] = len(acked), len(acked) - len(survivors)
    counts.not_durable[level] = side.not_durable
    counts.results_seen_then_rerun += sum(
        1 for i, r in finals.items() if r is not None and r.finished_ms != side.seen_before_kill[i]
    )
    counts.submits_again_s[level] = _rounded(side.ack_again_s)
    counts.results_again_s[level] = _rounded(side.result_again_s)


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 2)


def _checks(counts: FailoverCounts) -> None:
    counts.checks |= {
        "0 acked submits lost (replicated)": counts.acked_lost.get("replicated", 1) == 0,
        "0 results lost": counts.lost == 0,
        "0 duplicate results": counts.duplicate_results == 0,
        "0 innocent dead-lettered": counts.innocent_dead_lettered == 0,
        "the workers rode it out": counts.worker_deaths == 0,
    }
    counts.notes = (
        f"acked submits lost: local {counts.acked_lost.get('local')} of {counts.acked.get('local')}, "
        f"replicated {counts.acked_lost.get('replicated')} of {counts.acked.get('replicated')}; "
        f"results seen then re-run {counts.results_seen_then_rerun}; new primary after {counts.new_primary_s:.2f} s; "
        f"submits again after {counts.submits_again_s} s, results again after {counts.results_again_s} s "
        f"(CPU machine, {os.cpu_count()} cores)"
    )
