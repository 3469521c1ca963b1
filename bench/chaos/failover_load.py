"""The failover scenario's lab and load (bench.chaos.failover): per durability level, producers that
keep a steady number of jobs open, a reader that polls their results as a waiting caller
would, and the last writes acknowledged while the primary's links are held."""

from __future__ import annotations

import asyncio
import contextlib
import time
from dataclasses import dataclass, field

from bench.chaos.harness import Lab
from producer.client import Client
from producer.settings import ProducerSettings
from transq.contract import Job, make_job
from transq.durability import Durability
from transq.errors import DurabilityNotMet, RedisUnavailable
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings

PRODUCERS = 6  # per level
BATCH = 4
PAUSE_S = 0.02  # between one producer's batches
# Producers hold back while this many acknowledged jobs per level have no result yet: a
# steady load the worker keeps up with, so "results again" is not a backlog's wait. After
# the crash only jobs sent after it count: the control's lost ones never get a result, and
# on a loaded machine they were more than this, which stopped its producers for good (a
# local run, 2026-12-06: no "results again" within 120 s).
MAX_OPEN = 64
DURABLE_TIMEOUT_MS = 1500
FAST_NOOP = {"TRANSQ_ENGINE__NOOP_DELAY_MS": "20"}


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
    # job id -> monotonic time its acknowledged submit was sent (a reply of the old primary may
    # be read after the crash: the send time tells which server could have acknowledged it)
    acked: dict[str, float] = field(default_factory=dict)
    jobs: dict[str, Job] = field(default_factory=dict)
    refused: int = 0  # unreachable, or not confirmed (SubmitUnconfirmed): never acknowledged
    not_durable: int = 0  # DurabilityNotMet: never acknowledged
    seen: dict[str, int] = field(default_factory=dict)  # job id -> finished_ms a reader saw
    seen_before_crash: dict[str, int] = field(default_factory=dict)
    acked_after_crash: int = 0  # jobs whose submit was sent after the crash, acknowledged
    seen_after_crash: int = 0  # ... and whose result a reader saw
    ack_again_s: float | None = None
    result_again_s: float | None = None

    def open_jobs(self, crashed: list[float]) -> int:
        """Acknowledged jobs with no result yet; after the crash, of those sent after it."""
        if crashed:
            return self.acked_after_crash - self.seen_after_crash
        return len(self.acked) - len(self.seen)


async def produce(side: Side, client: Client, stop: asyncio.Event, crashed: list[float]) -> None:
    while not stop.is_set():
        if side.open_jobs(crashed) >= MAX_OPEN:
            await asyncio.sleep(PAUSE_S)
            continue
        jobs = [make_job(text=f"failover {side.level}: a sentence.", target_lang="de") for _ in range(BATCH)]
        sent_s = time.monotonic()
        try:
            await client.submit_many(jobs)
        except DurabilityNotMet:
            side.not_durable += 1
        except RedisUnavailable:
            side.refused += 1
        else:
            for job in jobs:
                side.acked[job.job_id], side.jobs[job.job_id] = sent_s, job
            if crashed and sent_s > crashed[0]:
                side.acked_after_crash += len(jobs)
                if side.ack_again_s is None:
                    side.ack_again_s = time.monotonic() - crashed[0]
        await asyncio.sleep(PAUSE_S)


async def read(side: Side, client: Client, stop: asyncio.Event, crashed: list[float]) -> None:
    """Poll the results of acknowledged jobs, as a waiting caller would see them."""
    while not stop.is_set():
        open_ids = [i for i in list(side.acked) if i not in side.seen][:500]
        with contextlib.suppress(RedisUnavailable):
            found = await client.get_many(open_ids) if open_ids else {}
            now_s = time.monotonic()
            for job_id, result in found.items():
                if result is None or not result.status.final:
                    continue
                side.seen[job_id] = result.finished_ms or 0
                if not crashed:
                    side.seen_before_crash[job_id] = result.finished_ms or 0
                elif side.acked[job_id] > crashed[0]:
                    side.seen_after_crash += 1
                    if side.result_again_s is None:
                        side.result_again_s = now_s - crashed[0]
        await asyncio.sleep(0.1)


async def last_writes(side: Side, client: Client) -> None:
    """One batch acknowledged (the control's: from the primary's memory) while the primary's
    links are held: certainly in flight when the crash cuts them."""
    jobs = [make_job(text=f"failover {side.level}: the last batch.", target_lang="de") for _ in range(BATCH)]
    sent_s = time.monotonic()
    await client.submit_many(jobs)
    for job in jobs:
        side.acked[job.job_id], side.jobs[job.job_id] = sent_s, job
