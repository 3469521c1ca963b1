"""Start-up checks of the Redis server's durability settings.

Warnings, not errors: a developer's Redis without persistence is fine for a demo, but in
production a restart without AOF loses acknowledged jobs, and an eviction policy other
than noeviction can silently drop queued jobs or results.
"""

from __future__ import annotations

import logging

import redis.asyncio as aioredis
from redis.exceptions import ResponseError

log = logging.getLogger("worker.redis")

SAFE_EVICTION = "noeviction"


async def durability_warnings(redis: aioredis.Redis) -> list[str]:
    """Human-readable problems with the server's persistence and eviction settings."""
    try:
        config = await redis.config_get("appendonly")
        config |= await redis.config_get("maxmemory-policy")
    except ResponseError:
        # CONFIG is often refused to application users (ACLs, managed Redis); INFO is not.
        info = await redis.info("persistence")
        config = {"appendonly": "yes" if info.get("aof_enabled") else "no"}
    problems = []
    if str(config.get("appendonly", "")).lower() != "yes":
        problems.append("Redis has AOF off: a Redis restart can lose queued jobs and results (set appendonly yes)")
    policy = str(config.get("maxmemory-policy", SAFE_EVICTION))
    if policy != SAFE_EVICTION:
        problems.append(f"Redis maxmemory-policy is {policy}: it can evict queued jobs; use noeviction")
    return problems


async def warn_about_durability(redis: aioredis.Redis) -> None:
    for problem in await durability_warnings(redis):
        log.warning("%s", problem)
