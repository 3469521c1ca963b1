"""Finished jobs per 10-second bucket, for ``stats``: throughput and failures by code.

Workers count each job once, when its result is stored, into a small hash per bucket,
``ns:{q}:tally:<epoch_s // 10>``: field ``<status>`` and, for a job that ended with an
error, ``<status>:<code>``. Buckets expire after an hour. Readers sum the six full buckets
before the current one: the last full minute, at most 10 s old.

A finished job is counted inside the FINISH script, with the result it stores (no round
trip of its own, never a double count, never lost). A poison job, dead-lettered by the
DEAD_LETTER script, is counted after it by ``count_job`` (rare; a crash between the two
loses one count, never a result).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

import redis.asyncio as aioredis

from transq.connection import text_of
from transq.keys import Keys

BUCKET_S = 10
WINDOW_BUCKETS = 6  # one minute
TTL_S = 3600


def bucket_of(epoch_s: float) -> int:
    return int(epoch_s) // BUCKET_S


async def count_job(redis: aioredis.Redis, keys: Keys, epoch_s: float, status: str, code: str | None) -> None:
    """Add one finished job to the current bucket."""
    name = keys.tally(bucket_of(epoch_s))
    pipe = redis.pipeline(transaction=False)
    pipe.hincrby(name, status, 1)
    if code:
        pipe.hincrby(name, f"{status}:{code}", 1)
    pipe.expire(name, TTL_S)
    await pipe.execute()


@dataclass(frozen=True, slots=True)
class Tally:
    """Jobs that ended in the window, by status, and failures by error code."""

    window_s: float = BUCKET_S * WINDOW_BUCKETS
    by_status: dict[str, int] = field(default_factory=dict)
    failures_by_code: dict[str, int] = field(default_factory=dict)

    @property
    def jobs_per_s(self) -> float:
        return sum(self.by_status.values()) / self.window_s


async def read_tally(redis: aioredis.Redis, keys: Keys, now_s: float) -> Tally:
    """The last full minute before ``now_s`` (server time) and the current bucket so far."""
    current = bucket_of(now_s)
    pipe = redis.pipeline(transaction=False)
    for bucket in range(current - WINDOW_BUCKETS, current + 1):
        pipe.hgetall(keys.tally(bucket))
    statuses: Counter[str] = Counter()
    failures: Counter[str] = Counter()
    for row in await pipe.execute():
        for raw_name, raw_count in row.items():
            name = text_of(raw_name)
            status, _, code = name.partition(":")
            if code:
                failures[code] += int(raw_count)
            else:
                statuses[status] += int(raw_count)
    window_s = now_s - (current - WINDOW_BUCKETS) * BUCKET_S
    return Tally(window_s, dict(statuses), dict(failures))
