"""Typed reads for the tests' Redis clients. redis-py types a reply as the union of every
client mode (bytes or str, or None); the test clients never decode responses, so these
helpers say what comes back and fail clearly when a key or field is missing."""

from __future__ import annotations

from typing import TypedDict, cast

import redis.asyncio as aioredis

Entry = tuple[bytes, dict[bytes, bytes]]


class PendingRow(TypedDict):
    message_id: bytes
    consumer: bytes
    time_since_delivered: int
    times_delivered: int


async def entries(redis: aioredis.Redis, stream: str) -> list[Entry]:
    """Every entry of a stream, oldest first."""
    return cast(list[Entry], await redis.xrange(stream))


async def pending_rows(redis: aioredis.Redis, stream: str, group: str, count: int) -> list[PendingRow]:
    return cast(list[PendingRow], await redis.xpending_range(stream, group, "-", "+", count))


async def hash_field(redis: aioredis.Redis, key: str, field: str) -> bytes:
    value = await redis.hget(key, field)
    assert isinstance(value, bytes), f"{key} has no field {field!r}"
    return value


async def hash_of(redis: aioredis.Redis, key: str) -> dict[str, str]:
    raw = cast(dict[bytes, bytes], await redis.hgetall(key))
    return {k.decode(): v.decode() for k, v in raw.items()}


async def value_of(redis: aioredis.Redis, key: str) -> bytes:
    value = await redis.get(key)
    assert isinstance(value, bytes), f"{key} is missing"
    return value
