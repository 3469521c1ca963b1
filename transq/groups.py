"""The lanes' streams and their consumer group, created by whichever side comes first."""

from __future__ import annotations

import redis.asyncio as aioredis
from redis.exceptions import ResponseError

from transq.keys import Keys


async def ensure_groups(redis: aioredis.Redis, keys: Keys) -> None:
    """Create each lane's stream and consumer group if missing.

    The group starts at id 0, not "$": jobs submitted before any worker existed must
    still be delivered.
    """
    for stream in keys.streams().values():
        try:
            await redis.xgroup_create(stream, keys.group, id="0", mkstream=True)
        except ResponseError as exc:
            if "BUSYGROUP" not in str(exc):
                raise
