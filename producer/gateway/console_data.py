"""What the web console shows, read from Redis through the producer's own code: queue
depth and workers (transq.depth), recent jobs, dead letters (producer.ops.dlq), documents."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from producer.gateway import documents_store
from producer.gateway.auth import Principal
from producer.gateway.state import GatewayState
from producer.ops import DeadLetter, DeadLetterQueue
from transq.contract import Result, epoch_ms
from transq.depth import QueueDepth, read_depth
from transq.errors import BatchNotFound

THROUGHPUT_WINDOW_S = 60
SHOWN = 50


@dataclass
class LaneView:
    name: str
    backlog: int
    pending: int
    oldest_waiting_age_s: float | None
    done_last_minute: int = 0

    @property
    def per_s(self) -> float:
        return self.done_last_minute / THROUGHPUT_WINDOW_S


@dataclass
class ConsoleView:
    depth: QueueDepth
    lanes: list[LaneView]
    jobs: list[tuple[str, Result]]  # (lane, result), newest first
    dead: list[DeadLetter]
    documents: list[dict[str, Any]] = field(default_factory=list)


async def read_view(state: GatewayState, caller: Principal) -> ConsoleView:
    depth = await read_depth(state.redis, state.client.keys)
    lanes = {name: LaneView(name, d.backlog, d.pending, d.oldest_waiting_age_s) for name, d in depth.lanes.items()}
    jobs = await _recent_jobs(state)
    since = epoch_ms() - THROUGHPUT_WINDOW_S * 1000
    for lane, result in jobs:
        if result.finished_ms and result.finished_ms >= since and lane in lanes:
            lanes[lane].done_last_minute += 1
    dead = await DeadLetterQueue(state.redis, state.client.keys, state.settings.queue.limits).newest(SHOWN)
    return ConsoleView(depth, list(lanes.values()), jobs, dead, await _documents(state, caller))


async def _recent_jobs(state: GatewayState) -> list[tuple[str, Result]]:
    """The gateway's recent submissions (throughput is counted over these: jobs sent
    another way are in the depth figures, not here)."""
    keys = state.client.keys
    raw: list[Any] = await state.redis.lrange(keys.recent, 0, state.settings.gateway.recent_jobs - 1)
    ids = list(dict.fromkeys(r.decode() for r in raw))
    results = await state.client.get_many(ids)
    pipe = state.redis.pipeline(transaction=False)
    for job_id in ids:
        pipe.hget(keys.job(job_id), "lane")
    lanes = await pipe.execute()
    out = []
    for job_id, lane in zip(ids, lanes, strict=True):
        result = results[job_id]
        if result is not None:
            out.append((lane.decode() if lane else "?", result))
    return out


async def _documents(state: GatewayState, caller: Principal) -> list[dict[str, Any]]:
    raw: list[Any] = await state.redis.lrange(state.client.keys.documents, 0, 19)
    shown = []
    for document_id in dict.fromkeys(r.decode() for r in raw):
        try:
            shown.append((await documents_store.progress(state, caller, document_id)).as_json())
        except BatchNotFound:
            continue  # expired
    return shown
