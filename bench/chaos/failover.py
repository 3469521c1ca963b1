"""The failover scenario: a host crash of the Redis primary under Sentinel, under load, with
a control that must lose what the durable level must not.

A primary, one replica (two in ``failover-2-replicas``) and three sentinels
(devtools.redis_sentinel: real processes, the bundled Valkey 9, AOF everysec on every node).
Each replica replicates through a proxy that delays its link by ``LINK_DELAY_MS`` each way
(devtools.tcp_proxy), as between two hosts:
on one machine a replica trails by microseconds and a plain kill -9 lost nothing even with
no replica wait, so the scenario could not fail (issue 39). Two queues side by side, each
with its own producers (through the sentinels) and worker (noop engine): ``off``, the
control, whose submits are acknowledged from the primary's memory, and ``replicated``
(WAITAOF 1 1). Mid-run the primary's host "crashes": its links are held and one last
control batch acknowledged (bench.chaos.failover_load.last_writes: the control's loss no
longer depends on a producer writing in the last 100 ms), then devtools.failover.crash_primary
cuts the links, dropping what was on its way, and kills the process; the sentinels
promote a replica; the old primary is brought back as a replica of the new one at once
(devtools.failover.rejoin_in). With one replica, that is when ``replicated`` can be
confirmed again; with two, the one not promoted confirms as soon as the sentinels point
it at the new primary.

Counted, per level and on the final primary: acknowledged submits lost (``off`` must lose
some, else this run cannot tell whether the fault causes loss, and says so; ``replicated``
must lose none); results lost (a job that survived with no result at the end: goal 0);
duplicate results (goal 0); jobs whose result a reader saw before the crash and that ran
again (their FINISH was lost with the primary; reported); entries the workers took back
after seeing the new primary, and entries reclaimed as a dead worker's (goal 0: a result
write lost in a failover is not a crash); seconds from the crash to a new primary, to
acknowledged submits and to results again, per level.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Protocol

import redis.asyncio as aioredis

from bench.chaos.failover_load import PRODUCERS, SentinelLab, Side, last_writes, produce, read
from bench.chaos.harness import Counts, Lab, Supervisor, tally, wait_final
from devtools.failover import crash_primary, rejoin_in
from devtools.redis_sentinel import SentinelDeployment
from producer.client import Client
from transq.connection import connect
from transq.durability import Durability
from transq.keys import Keys
from transq.queue_rules import store_rules
from transq.redis_settings import RedisSettings

CONTROL, DURABLE = Durability.OFF, Durability.REPLICATED
LINK_DELAY_MS = 100  # each way, as between two hosts in one region
AFTER_RECOVERY_S = 1.0  # load kept on after both levels flow again


class SizesLike(Protocol):
    """bench.chaos.scenarios.Sizes (not imported: that module registers this one)."""

    @property
    def jobs(self) -> int: ...

    @property
    def timeout_s(self) -> float: ...


@dataclass
class FailoverCounts(Counts):
    acked: dict[str, int] = field(default_factory=dict)
    acked_lost: dict[str, int] = field(default_factory=dict)
    not_durable: dict[str, int] = field(default_factory=dict)
    results_seen_then_rerun: int = 0
    taken_back: int = 0  # entries the workers took back at once on seeing the new primary
    reclaimed: int = 0  # entries taken as a dead worker's (after claim_idle_ms, as crash suspects)
    through_delayed_link: bool = False  # the replica replicated through the proxy up to the crash
    new_primary_s: float = 0.0
    rejoined_s: float = 0.0  # the old primary confirming writes as a replica again
    submits_again_s: dict[str, float | None] = field(default_factory=dict)
    results_again_s: dict[str, float | None] = field(default_factory=dict)


async def _until(check: Callable[[], bool], timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while not check():
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out after {timeout_s} s waiting for {what}")
        await asyncio.sleep(0.05)  # other tasks' progress: polled


async def _crash(
    deployment: SentinelDeployment,
    counts: FailoverCounts,
    crashed: list[float],
    timeout_s: float,
    last_writes: Callable[[], Awaitable[None]],
) -> None:
    """The host crash (its time into ``crashed``), the election, the old primary back. Its
    links are held first and ``last_writes`` acknowledged meanwhile: in flight at the cut
    whatever the load (the delay alone left the control's loss to timing, 2026-11-28). The
    replicas are asked last of all whether they still replicate through the held links: a
    replica repointed at the primary itself would have taken the last writes with it."""
    old = deployment.primary()
    for link in deployment.links_to(old.port):
        link.hold()
    await last_writes()
    counts.through_delayed_link = deployment.replicating_through_links()
    old, crashed_s = crash_primary(deployment)
    crashed.append(crashed_s)
    await asyncio.to_thread(deployment.wait_for_new_primary, old.port, timeout_s)
    counts.new_primary_s = round(time.monotonic() - crashed_s, 2)
    await asyncio.to_thread(rejoin_in, deployment, old, timeout_s)
    counts.rejoined_s = round(time.monotonic() - crashed_s, 2)


async def failover(lab: Lab, sizes: SizesLike, progress: Callable[[int, int], None], replicas: int = 1) -> Counts:
    """``replicas``: how many the primary has; ``replicated`` always waits for one. With two,
    the one not promoted confirms for the new primary, without waiting for the old one."""
    crash = f"host crash (link +{LINK_DELAY_MS} ms each way, cut, kill -9)"
    counts = FailoverCounts(f"Sentinel failover, {replicas} replica{'s' if replicas > 1 else ''}, {crash}")
    deployment = SentinelDeployment(lab.root / "redis", replicas=replicas, link_delay_ms=LINK_DELAY_MS).start()
    sides = [
        Side(level, SentinelLab(lab.root / level.value, lab.engine_env, lab.max_in_flight, lab.max_deliveries,
                                keys=Keys(namespace="chaos", queue=level.value), sentinel_url=deployment.url))
        for level in (CONTROL, DURABLE)
    ]  # fmt: skip
    admin = connect(RedisSettings(url=deployment.url))
    for side in sides:
        side.lab.root.mkdir(parents=True, exist_ok=True)
        wait_for = 1 if side.level is Durability.REPLICATED else None
        await store_rules(admin, side.lab.keys, side.lab.queue(), durable_submit=side.level, durable_replicas=wait_for)
    workers = [await Supervisor(side.lab, f"w-{side.level}").start() for side in sides]
    clients = [side.lab.client() for side in sides]
    stop, crashed = asyncio.Event(), list[float]()
    tasks = [
        asyncio.create_task(fn(side, client, stop, crashed))
        for side, client in zip(sides, clients, strict=True)
        for fn in [read] + [produce] * PRODUCERS
    ]
    try:
        await _until(lambda: all(len(s.seen) >= sizes.jobs for s in sides), sizes.timeout_s, "results before the crash")
        await _crash(deployment, counts, crashed, sizes.timeout_s, lambda: last_writes(sides[0], clients[0]))
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
    finals = await client.get_many(list(side.seen_before_crash)) if side.seen_before_crash else {}
    level = side.level.value
    counts.submitted += len(acked)
    counts.refused += side.refused + side.not_durable
    counts.acked[level], counts.acked_lost[level] = len(acked), len(acked) - len(survivors)
    counts.not_durable[level] = side.not_durable
    counts.results_seen_then_rerun += sum(
        1 for i, r in finals.items() if r is not None and r.finished_ms != side.seen_before_crash[i]
    )
    beat = json.loads(await redis.get(keys.worker(f"w-{side.level}")) or "{}")
    counts.taken_back += int(beat.get("stats", {}).get("taken_back", 0))
    counts.reclaimed += int(beat.get("stats", {}).get("reclaimed", 0))
    counts.submits_again_s[level] = _rounded(side.ack_again_s)
    counts.results_again_s[level] = _rounded(side.result_again_s)


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 2)


def _checks(counts: FailoverCounts) -> None:
    control, durable = CONTROL.value, DURABLE.value
    counts.checks |= {
        # The control: without loss at 'off', this run cannot tell whether the crash could
        # lose anything, so the 0 at 'replicated' would prove nothing.
        "the control lost acked submits (off), else this run cannot tell": counts.acked_lost.get(control, 0) > 0
        and counts.through_delayed_link,
        f"0 acked submits lost ({durable})": counts.acked_lost.get(durable, 1) == 0,
        "0 results lost": counts.lost == 0,
        "0 duplicate results": counts.duplicate_results == 0,
        "0 innocent dead-lettered": counts.innocent_dead_lettered == 0,
        "lost result writes taken back at once, none reclaimed as a crash": counts.reclaimed == 0,
        "the workers rode it out": counts.worker_deaths == 0,
    }
    counts.notes = (
        f"acked submits lost: {control} (control) {counts.acked_lost.get(control)} of {counts.acked.get(control)}, "
        f"{durable} {counts.acked_lost.get(durable)} of {counts.acked.get(durable)}; "
        f"results seen then re-run {counts.results_seen_then_rerun}; taken back at once {counts.taken_back}, "
        f"reclaimed {counts.reclaimed}; new primary after {counts.new_primary_s:.2f} s, old one confirming as a "
        f"replica after {counts.rejoined_s:.2f} s; submits again after {counts.submits_again_s} s, results again "
        f"after {counts.results_again_s} s (CPU machine, {os.cpu_count()} cores)"
    )
