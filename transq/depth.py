"""Queue depth as operations see it: one snapshot read from Redis, shared by the exporter
(``python -m producer monitor``), ``python -m producer stats`` and the tests.

It needs no worker: everything comes from the streams, the consumer group and the
heartbeat keys. Reads only (the monitor's Redis user is read-only), and never creates a
stream or group.

Per lane, since entries are deleted on ack::

    length   = XLEN                      undelivered + pending
    pending  = the group's pending count  delivered, not acked (running or held)
    backlog  = length - pending           waiting for a worker: the autoscaling figure
    lag      = XINFO GROUPS lag           Redis's own count; null after some deletions
    oldest   = first entry after the group's last-delivered-id: its age

Live workers are the group's consumers whose heartbeat key still exists (the worker id is
the consumer name), which avoids scanning the keyspace.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import Any

import redis.asyncio as aioredis
from redis.exceptions import ResponseError

from transq.connection import snapshot_pipeline, text_of
from transq.contract import Lane
from transq.keys import Keys
from transq.tally import Tally, read_tally


def entry_ms(entry_id: bytes | str) -> int:
    """The millisecond time part of a stream entry id (when it was added)."""
    return int(text_of(entry_id).split("-", 1)[0])


@dataclass(frozen=True, slots=True)
class ConsumerDepth:
    name: str
    pending: int
    idle_s: float
    live: bool  # its worker's heartbeat key exists


@dataclass(frozen=True, slots=True)
class LaneDepth:
    lane: str
    length: int
    pending: int
    backlog: int
    lag: int | None
    oldest_waiting_age_s: float | None  # None: nothing is waiting
    consumers: list[ConsumerDepth] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class WorkerInfo:
    """What a live worker publishes in its heartbeat."""

    worker_id: str
    ready: bool
    in_flight: int
    max_in_flight: int
    model: str
    host: str
    metrics_port: int | None
    # The jobs the engine may hold now: max_in_flight, or what max_in_flight = "auto" set.
    limit: int = 0
    adaptive: bool = False
    finished: int = 0  # jobs it finished since it started
    peak_in_flight: int = 0


@dataclass(frozen=True, slots=True)
class QueueDepth:
    namespace: str
    queue: str
    lanes: dict[str, LaneDepth]
    dead_letters: int
    workers: list[WorkerInfo]
    server_time_ms: int
    read_ms: float  # how long the read took: Redis latency as the monitor sees it
    last_minute: Tally  # jobs that ended in the last full minute

    @property
    def backlog(self) -> int:
        return sum(lane.backlog for lane in self.lanes.values())

    @property
    def workers_ready(self) -> int:
        return sum(1 for w in self.workers if w.ready)


async def read_depth(redis: aioredis.Redis, keys: Keys) -> QueueDepth:
    """One snapshot of the queue. Raises redis-py errors (unreachable, NOPERM) as they are."""
    started = time.perf_counter()
    pipe = snapshot_pipeline(redis)  # one consistent view of every lane
    pipe.xlen(keys.dead)
    for stream in keys.streams().values():
        pipe.xlen(stream)
        pipe.xinfo_groups(stream)
        pipe.xinfo_consumers(stream, keys.group)
    replies = [None, *await pipe.execute(raise_on_error=False)]
    # TIME after the snapshot (never before an entry it is compared with) and outside the
    # transaction: on Redis Cluster a keyless command cannot join one slot's MULTI.
    now_ms = _server_ms(await redis.time())
    dead = int(_checked(replies[1]))
    lanes: dict[str, LaneDepth] = {}
    consumers: dict[str, list[dict[str, Any]]] = {}
    for index, (lane, stream) in enumerate(keys.streams().items()):
        length, groups, rows = replies[2 + 3 * index : 5 + 3 * index]
        group = _our_group(groups, keys.group)
        consumers[lane.value] = _checked(rows) if group else []
        oldest = await _oldest_waiting_ms(redis, stream, group)
        lanes[lane.value] = _lane_depth(lane, int(_checked(length)), group, now_ms, oldest)
    workers = await _live_workers(redis, keys, {text_of(c["name"]) for rows in consumers.values() for c in rows})
    live = {w.worker_id for w in workers}
    for lane_name, rows in consumers.items():
        lanes[lane_name].consumers.extend(_consumer(c, live) for c in rows)
    tally = await read_tally(redis, keys, now_ms / 1000)
    read_ms = (time.perf_counter() - started) * 1000
    return QueueDepth(keys.namespace, keys.queue, lanes, dead, workers, now_ms, read_ms, tally)


def _consumer(row: dict[str, Any], live: set[str]) -> ConsumerDepth:
    name = text_of(row["name"])
    return ConsumerDepth(name, int(row["pending"]), int(row["idle"]) / 1000, name in live)


def _server_ms(reply: Any) -> int:
    seconds, micros = reply
    return int(seconds) * 1000 + int(micros) // 1000


def _checked(reply: Any) -> Any:
    # The pipeline returns errors in place (so a missing stream does not fail the read);
    # any other error, e.g. a refused command, is raised here.
    if isinstance(reply, Exception):
        raise reply
    return reply


def _our_group(groups: Any, name: str) -> dict[str, Any] | None:
    if isinstance(groups, ResponseError) and "no such key" in str(groups).lower():
        return None  # no job was ever submitted to this lane
    return next((g for g in _checked(groups) if text_of(g["name"]) == name), None)


async def _oldest_waiting_ms(redis: aioredis.Redis, stream: str, group: dict[str, Any] | None) -> int | None:
    """Add time of the first entry the group has not delivered yet, if any."""
    after = text_of(group["last-delivered-id"]) if group else "0-0"
    first: Any = await redis.xrange(stream, min=f"({after}", max="+", count=1)
    return entry_ms(first[0][0]) if first else None


def _lane_depth(lane: Lane, length: int, group: dict[str, Any] | None, now_ms: int, oldest: int | None) -> LaneDepth:
    pending = int(group["pending"]) if group else 0
    lag = group.get("lag") if group else length
    return LaneDepth(
        lane=lane.value,
        length=length,
        pending=pending,
        # Pending entries are still in the stream until acked; never report a negative.
        backlog=max(0, length - pending),
        lag=int(lag) if lag is not None else None,
        oldest_waiting_age_s=None if oldest is None else max(0, now_ms - oldest) / 1000,
    )


async def _live_workers(redis: aioredis.Redis, keys: Keys, consumer_names: set[str]) -> list[WorkerInfo]:
    if not consumer_names:
        return []
    names = sorted(consumer_names)
    beats: list[Any] = await redis.mget([keys.worker(n) for n in names])
    return [_worker_info(name, raw) for name, raw in zip(names, beats, strict=True) if raw]


def _worker_info(name: str, raw: bytes | str) -> WorkerInfo:
    try:
        beat: dict[str, Any] = json.loads(raw)
    except ValueError:
        beat = {}  # a heartbeat we cannot read still proves the worker is alive
    stats = beat.get("stats") or {}
    port = beat.get("metrics_port")
    return WorkerInfo(
        worker_id=name,
        ready=bool(beat.get("ready")),
        in_flight=int(stats.get("in_flight", 0)),
        max_in_flight=int(beat.get("max_in_flight", 0)),
        model=str(beat.get("model", "")),
        host=str(beat.get("host", "")),
        metrics_port=int(port) if port else None,
        limit=int(beat.get("limit", beat.get("max_in_flight", 0))),
        adaptive=(beat.get("concurrency") or {}).get("mode") == "auto",
        finished=int(stats.get("finished", 0)),
        peak_in_flight=int(stats.get("peak_in_flight", 0)),
    )
