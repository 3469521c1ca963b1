"""The worker's side of Redis: read, claim, renew, finish, dead-letter, release.

Every call is one round trip (or one pipeline); the atomic steps are the Lua scripts in
transq.scripts. The per-job steps (START, FINISH) of the jobs of one loop turn share one
EVALSHA (worker.redis.coalesce). Nothing here knows about the engine.

Two clients: ``redis`` (socket timeout set: every call bounded by redis-py) for everything
that runs now and then, and ``fast`` for the per-job hot path (reads, START, FINISH): given a
client without a socket timeout, which spares redis-py's ``asyncio.wait_for`` (one extra
task) around every send; each of its calls runs under one ``asyncio.timeout`` instead
(``deadline_s``, plus the block time of a blocking read). Without ``fast``, ``redis`` serves
both, and the deadlines only add to its own timeouts.
"""

from __future__ import annotations

import redis.asyncio as aioredis

from transq.contract import Lane
from transq.groups import ensure_groups
from transq.keys import Keys
from transq.scripts import DEAD_LETTER, FINISH, FORGET_CONSUMER, RELEASE, RELEASE_CRASHED, START, SUSPICION, register
from worker.redis.coalesce import Coalescer
from worker.redis.delivery import Delivery, Memo, Started, job_id_of
from worker.redis.job_steps import JobSteps
from worker.redis.presence import Presence
from worker.redis.reading import Reading

__all__ = ["Delivery", "JobStream", "Memo", "Started", "job_id_of"]


class JobStream(Reading, JobSteps, Presence):
    """Consumer-group access to one queue's lane streams for one consumer (worker id).

    Three roles, one module each, sharing the clients, keys and scripts set up here (as
    redis-py assembles its client from command mixins): reading and leasing
    (worker.redis.reading), the per-job steps (worker.redis.job_steps), presence (worker.redis.presence).
    A part of the worker that needs one role takes that role's type."""

    def __init__(
        self,
        redis: aioredis.Redis,
        keys: Keys,
        consumer: str,
        result_ttl_s: int,
        *,
        fast: aioredis.Redis | None = None,
        deadline_s: float = 10.0,
        index_max_jobs: int = 100_000,
    ) -> None:
        self.redis = redis
        self.fast = fast or redis
        self.deadline_s = deadline_s
        self.keys = keys
        self.consumer = consumer
        self.result_ttl_s = result_ttl_s
        self.index_max_jobs = index_max_jobs  # queue.index_max_jobs: START keeps the job index bounded
        self._lane_of = {keys.stream(lane).encode(): lane for lane in Lane}
        self._start = Coalescer(self.fast, START, deadline_s=deadline_s)
        self._finish = Coalescer(self.fast, FINISH, deadline_s=deadline_s)
        self._dead = register(redis, DEAD_LETTER)
        self._release = register(redis, RELEASE)
        self._release_crashed = register(redis, RELEASE_CRASHED)
        self._suspicion = register(redis, SUSPICION)
        self._forget = register(redis, FORGET_CONSUMER)

    async def setup(self) -> None:
        await ensure_groups(self.redis, self.keys)
