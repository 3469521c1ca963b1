"""Finished jobs per 10-second bucket, for ``stats``: throughput and failures by code.

Workers count each job once, when its result is stored, into a small hash per bucket,
``ns:{q}:tally:<epoch_s // 10>``: field ``<status>`` and, for a job that ended with an
error, ``<status>:<code>``. Buckets expire after an hour. Readers sum the six full buckets
before the current one: the last full minute, at most 10 s old.

A finished job is counted inside the FINISH script, with the result it stores (no round
trip of its own, never a double count, never lost). A poison job, dead-lettered by the
DEAD_LETTER script, is counted after it by ``count_job`` (rare; a crash between the two
loses one count, never a result).

Besides the counts, for the console's charts of the last hour (``read_history``): FINISH
adds each job's time from enqueue to its end to a fixed histogram (``lat_ms:<bound>``,
the bounds ``LATENCY_BOUNDS_MS``, written in transq/lua/includes/job_history.lua too) and
samples its lane's length (``backlog:<lane>``). Submits per minute come from the job index
(producer.ops.jobs), not from here: producers may not write tallies. So the charts need
only Redis, no Prometheus.
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
# Upper bounds (ms) of the latency histogram; the same list as in job_history.lua.
LATENCY_BOUNDS_MS = (100, 250, 500, 1000, 2500, 5000, 10000, 30000, 60000, 300000)
_EXTRA = ("lat_ms", "backlog")  # history fields, not job counts


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
            if status in _EXTRA:
                continue
            if code:
                failures[code] += int(raw_count)
            else:
                statuses[status] += int(raw_count)
    window_s = now_s - (current - WINDOW_BUCKETS) * BUCKET_S
    return Tally(window_s, dict(statuses), dict(failures))


@dataclass
class Minute:
    """One minute of the history: jobs ended by status, failures by code, submits (set by
    the reader from the job index), the latency histogram (bound ms -> jobs; inf as -1)
    and the last backlog sample per lane."""

    start_s: int
    by_status: Counter[str] = field(default_factory=Counter)
    failures_by_code: Counter[str] = field(default_factory=Counter)
    submitted: int = 0
    latency: Counter[int] = field(default_factory=Counter)
    backlog: dict[str, int] = field(default_factory=dict)

    @property
    def ended(self) -> int:
        return sum(self.by_status.values())

    @property
    def failed(self) -> int:
        return sum(n for status, n in self.by_status.items() if status != "succeeded")

    def percentile_ms(self, q: float) -> int | None:
        """The histogram bound under which a fraction ``q`` of the jobs ended (the upper
        bound of its bucket; None without jobs; the last bound for ones beyond it)."""
        total = sum(self.latency.values())
        if not total:
            return None
        seen = 0
        for bound in sorted(self.latency, key=lambda b: b if b >= 0 else 1 << 62):
            seen += self.latency[bound]
            if seen >= q * total:
                return bound if bound >= 0 else LATENCY_BOUNDS_MS[-1]
        return LATENCY_BOUNDS_MS[-1]


async def read_history(redis: aioredis.Redis, keys: Keys, now_s: float, minutes: int = 60) -> list[Minute]:
    """The last ``minutes`` minutes, oldest first, from the tally buckets (one pipeline)."""
    per_minute = 60 // BUCKET_S
    last = bucket_of(now_s)
    first = last - minutes * per_minute + 1
    pipe = redis.pipeline(transaction=False)
    for bucket in range(first, last + 1):
        pipe.hgetall(keys.tally(bucket))
    rows = await pipe.execute()
    history = [Minute((first + i * per_minute) * BUCKET_S) for i in range(minutes)]
    for offset, row in enumerate(rows):
        _add(history[offset // per_minute], row)
    return history


def _add(minute: Minute, row: dict[bytes, bytes]) -> None:
    for raw_name, raw_value in row.items():
        name = raw_name.decode() if isinstance(raw_name, bytes) else str(raw_name)
        value = int(raw_value)
        head, _, tail = name.partition(":")
        if head == "lat_ms":
            minute.latency[-1 if tail == "inf" else int(tail)] += value
        elif head == "backlog":
            minute.backlog[tail] = value  # buckets come oldest first: the last one wins
        elif tail:
            minute.failures_by_code[tail] += value
        else:
            minute.by_status[head] += value
