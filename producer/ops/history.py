"""The last hour of a queue, a point a minute, for the console's charts: jobs ended (by
status), failures (by error code), latency percentiles and backlog from the tally buckets
(transq.tally, written by the workers' FINISH), submits from the job index (ZCOUNT per
minute). Redis alone: no Prometheus needed.

The backlog of a minute is the last sample a finishing job took of its lane; a minute in
which no job ended has none (shown as a gap; the live depth is beside the chart).
"""

from __future__ import annotations

from dataclasses import dataclass

import redis.asyncio as aioredis

from transq.keys import Keys
from transq.tally import Minute
from transq.tally import read_history as read_tally_history


@dataclass
class History:
    minutes: list[Minute]

    def series(self) -> dict[str, list[float | None]]:
        """Named series, oldest first, one value a minute (None: no data that minute)."""
        m = self.minutes
        backlog_lanes = sorted({lane for minute in m for lane in minute.backlog})
        out: dict[str, list[float | None]] = {
            "ended": [float(x.ended) for x in m],
            "submitted": [float(x.submitted) for x in m],
            "failed": [float(x.failed) for x in m],
            "p50_ms": [_f(x.percentile_ms(0.5)) for x in m],
            "p95_ms": [_f(x.percentile_ms(0.95)) for x in m],
            "p99_ms": [_f(x.percentile_ms(0.99)) for x in m],
        }
        for lane in backlog_lanes:
            out[f"backlog {lane}"] = [_f(x.backlog.get(lane)) for x in m]
        return out

    def failures_by_code(self) -> dict[str, int]:
        total: dict[str, int] = {}
        for minute in self.minutes:
            for code, n in minute.failures_by_code.items():
                total[code] = total.get(code, 0) + n
        return dict(sorted(total.items(), key=lambda kv: -kv[1]))


def _f(value: int | None) -> float | None:
    return None if value is None else float(value)


async def read_history(redis: aioredis.Redis, keys: Keys, now_s: float, minutes: int = 60) -> History:
    history = await read_tally_history(redis, keys, now_s, minutes)
    pipe = redis.pipeline(transaction=False)
    for minute in history:
        pipe.zcount(keys.jobs_index, minute.start_s * 1000, minute.start_s * 1000 + 59_999)
    for minute, submitted in zip(history, await pipe.execute(), strict=True):
        minute.submitted = int(submitted)
    return History(history)
