"""The composition root: every part of a worker built from its settings, in one place.

``Worker`` (worker.scheduling.loop) takes its parts instead of building them, so this is the one place
that decides which stream, runner, memory, admission, limiter, lane picker, isolation and
lease keeper a worker gets; a test or tool that wants another part builds the rest here.
"""

from __future__ import annotations

import logging

import redis.asyncio as aioredis

from worker import metrics
from worker.checks.policy import FlagPolicy
from worker.engines.protocol import Engine
from worker.jobs.runner import JobRunner
from worker.redis.deltas import DeltaPublisher
from worker.redis.memory import TranslationMemory
from worker.redis.stream import JobStream
from worker.scheduling.admission import TokenBudget, TokenEstimator
from worker.scheduling.concurrency import AdaptiveLimit, ConcurrencyLimit, Decision, FixedLimit
from worker.scheduling.intake import Intake
from worker.scheduling.isolation import Isolation
from worker.scheduling.lanes import LanePicker
from worker.scheduling.lease import LeaseKeeper
from worker.scheduling.loop import Worker, WorkerParts
from worker.settings import LoopSettings, WorkerSettings

# The limiter's decisions are logged under the loop's name, as before this module existed.
log = logging.getLogger("worker")


def build_worker(
    settings: WorkerSettings,
    engine: Engine,
    redis: aioredis.Redis,
    *,
    fast_redis: aioredis.Redis | None = None,
) -> Worker:
    """A worker for ``settings`` around ``engine``. ``fast_redis``: a client without socket
    timeout for the per-job calls, which run under deadlines of their own (worker.redis.stream);
    ``redis`` serves them when not given."""
    return Worker(settings, engine, redis, build_parts(settings, engine, redis, fast_redis=fast_redis))


def build_parts(
    settings: WorkerSettings,
    engine: Engine,
    redis: aioredis.Redis,
    *,
    fast_redis: aioredis.Redis | None = None,
) -> WorkerParts:
    keys = settings.queue.keys()
    stream = JobStream(
        redis, keys, settings.loop.worker_id, settings.queue.result_ttl_s,
        fast=fast_redis, deadline_s=settings.redis.socket_timeout_s, index_max_jobs=settings.queue.index_max_jobs,
    )  # fmt: skip
    memory = None
    if settings.memory.ttl_s:  # 0 turns the translation memory off
        memory = TranslationMemory(
            redis,
            keys,
            ttl_s=settings.memory.ttl_s,
            model=engine.model_name,
            profile=settings.engine.prompt_profile,
            shared=settings.memory.share_across_owners,
        )
    budget = TokenBudget(settings.loop.token_budget) if settings.loop.token_budget else None
    runner = JobRunner(
        stream, engine, settings.loop, settings.queue.limits, memory,
        budget=budget, estimator=TokenEstimator.for_engine(settings.engine),
        policy=FlagPolicy.for_engine(settings.engine),
        deltas=DeltaPublisher(
            fast_redis or redis, keys, settings.queue.result_ttl_s, deadline_s=settings.redis.socket_timeout_s,
            interval_s=settings.loop.delta_interval_ms / 1000, trace=settings.loop.stream_trace,
        ),
    )  # fmt: skip
    lease = LeaseKeeper(stream, settings.loop)
    return WorkerParts(
        stream=stream,
        runner=runner,
        limiter=build_limiter(settings.loop),
        intake=Intake(stream, settings.loop, LanePicker(settings.loop.batch_min_share), lease),
        isolation=Isolation(),
        lease=lease,
    )


def build_limiter(loop: LoopSettings) -> ConcurrencyLimit:
    if not loop.adaptive:
        return FixedLimit(loop.max_in_flight)
    metrics.CONCURRENCY_TARGET.set(loop.latency_target_ms / 1000)
    return AdaptiveLimit(
        min_limit=loop.min_in_flight,
        max_limit=loop.max_in_flight,
        target_ms=loop.latency_target_ms,
        on_decision=_record_decision,
    )


def _record_decision(decision: Decision) -> None:
    metrics.CONCURRENCY_LIMIT.set(decision.limit_after)
    metrics.CONCURRENCY_P95.set(decision.p95_ms / 1000)
    metrics.CONCURRENCY_DECISIONS.labels(reason=decision.reason).inc()
    if decision.limit_after != decision.limit_before:
        log.info(
            "in-engine limit %d -> %d (%s: p95 %.0f ms, %.1f jobs/s)",
            decision.limit_before, decision.limit_after, decision.reason, decision.p95_ms, decision.jobs_per_s,
        )  # fmt: skip
