"""What the web console shows, read from Redis through the producer's own code: queue
depth and workers (transq.depth), the newest jobs of the job index (every producer's, not
only the gateway's: producer.ops.jobs), dead letters (producer.ops.dlq), documents."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from producer.gateway import documents_store
from producer.gateway.auth import Principal
from producer.gateway.state import GatewayState
from producer.ops import DeadLetter, DeadLetterQueue, JobIndex, JobRow
from transq.depth import QueueDepth, read_depth
from transq.errors import BatchNotFound

SHOWN = 50


@dataclass
class LaneView:
    name: str
    backlog: int
    pending: int
    oldest_waiting_age_s: float | None


@dataclass
class ConsoleView:
    depth: QueueDepth
    lanes: list[LaneView]
    jobs: list[JobRow]  # newest first
    dead: list[DeadLetter]
    documents: list[dict[str, Any]] = field(default_factory=list)


async def read_view(state: GatewayState, caller: Principal) -> ConsoleView:
    depth = await read_depth(state.redis, state.client.keys)
    lanes = {name: LaneView(name, d.backlog, d.pending, d.oldest_waiting_age_s) for name, d in depth.lanes.items()}
    jobs = (await JobIndex(state.redis, state.client.keys).page(limit=SHOWN)).rows
    dead = await DeadLetterQueue(state.redis, state.client.keys, state.settings.queue.limits).newest(SHOWN)
    return ConsoleView(depth, list(lanes.values()), jobs, dead, await _documents(state, caller))


async def _documents(state: GatewayState, caller: Principal) -> list[dict[str, Any]]:
    raw: list[Any] = await state.redis.lrange(state.client.keys.documents, 0, 19)
    shown = []
    for document_id in dict.fromkeys(r.decode() for r in raw):
        try:
            shown.append((await documents_store.progress(state, caller, document_id)).as_json())
        except BatchNotFound:
            continue  # expired
    return shown
