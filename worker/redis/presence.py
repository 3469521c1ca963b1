"""The stream's presence role: the worker's heartbeat key (its claim on a worker id), its
count of engine deaths, the removal of gone workers' consumers from the group, and which
Redis process serves as primary (its run id, so a new primary is noticed)."""

from __future__ import annotations

from typing import Any

import redis.asyncio as aioredis
from redis.asyncio.cluster import RedisCluster

from transq.connection import text_of
from transq.contract import Lane
from transq.keys import Keys
from transq.script_runs import ScriptHandle


class Presence:
    """This worker in the registry of live workers (a role of JobStream)."""

    # Set by JobStream (worker.redis.stream).
    redis: aioredis.Redis
    keys: Keys
    consumer: str
    _forget: ScriptHandle

    async def heartbeat(self, payload: str, ttl_s: int) -> None:
        await self.redis.set(self.keys.worker(self.consumer), payload, ex=ttl_s)

    async def claim_worker_id(self, payload: str, ttl_s: int) -> bool:
        """Take our heartbeat key only if no live worker holds this id."""
        return bool(await self.redis.set(self.keys.worker(self.consumer), payload, ex=ttl_s, nx=True))

    async def drop_heartbeat(self) -> None:
        await self.redis.delete(self.keys.worker(self.consumer))

    async def primary_run_id(self) -> str | None:
        """The run id of the Redis process that answers as primary; None when a replica
        answered (a pooled connection to a demoted primary, until it is dropped). A new id
        means a new process: a promoted replica, or a restart that may have lost the last
        writes (worker.scheduling.lease)."""
        where: dict[str, Any] = {}
        if isinstance(self.redis, RedisCluster):  # the master of the queue's one slot
            await self.redis.initialize()  # the slot map (a no-op once read)
            where["target_nodes"] = self.redis.get_node_from_key(self.keys.base)
        info = await self.redis.info("server", "replication", **where)
        return str(info["run_id"]) if info.get("role") == "master" else None

    async def engine_deaths(self) -> int:
        """Recent engine deaths of this worker id with no job in the engine."""
        return int(await self.redis.get(self.keys.engine_deaths(self.consumer)) or 0)

    async def count_engine_death(self, window_s: int) -> int:
        key = self.keys.engine_deaths(self.consumer)
        pipe = self.redis.pipeline(transaction=True)
        pipe.incr(key)
        pipe.expire(key, window_s)
        deaths, _ = await pipe.execute()
        return int(deaths)

    async def forget_gone_consumers(self, lane: Lane, min_idle_ms: int) -> list[str]:
        """Remove consumers of gone workers from the group (see FORGET_CONSUMER); their names."""
        stream = self.keys.stream(lane)
        rows = await self.redis.xinfo_consumers(stream, self.keys.group)
        candidates = [
            text_of(row["name"]) for row in rows
            if text_of(row["name"]) != self.consumer and int(row["pending"]) == 0 and int(row["idle"]) >= min_idle_ms
        ]  # fmt: skip
        forgotten = []
        for name in candidates:  # rare: at most the workers gone since the last pass
            if await self._forget(keys=[stream, self.keys.worker(name)], args=[self.keys.group, name, min_idle_ms]):
                forgotten.append(name)
        return forgotten
