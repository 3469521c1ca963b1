"""Queue-wide rules stored with the queue in Redis (``ns:{q}:config``), so every producer
of a queue enforces the same ones, whatever its own settings say.

An operator sets them (``python -m producer queue-config``); a field not stored there falls
back to the producer's settings (``queue.max_backlog``, ``queue.durable_submit``). SUBMIT
reads ``max_backlog`` from the hash itself, in the same atomic step as the check.

Durable submit: after SUBMIT, ``WAITAOF 1 0 <timeout>`` on the same connection returns
only once the write is fsynced to the local AOF. Without it, ``appendfsync everysec`` may
lose up to about a second of writes that Redis has already acknowledged (docs/operations.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import redis.asyncio as aioredis
from redis.exceptions import ResponseError

from transq.connection import text_of
from transq.errors import ConfigError, RedisUnavailable
from transq.keys import Keys
from transq.settings import QueueSettings

FIELDS = ("max_backlog", "durable_submit")


@dataclass(frozen=True, slots=True)
class QueueRules:
    max_backlog: int
    durable_submit: bool


async def stored_rules(redis: aioredis.Redis, keys: Keys) -> dict[str, str]:
    raw: dict[Any, Any] = await redis.hgetall(keys.config)
    return {text_of(k): text_of(v) for k, v in raw.items()}


async def load_rules(redis: aioredis.Redis, keys: Keys, queue: QueueSettings) -> QueueRules:
    stored = await stored_rules(redis, keys)
    backlog = int(stored.get("max_backlog", queue.max_backlog))
    durable = stored["durable_submit"] == "1" if "durable_submit" in stored else queue.durable_submit
    return QueueRules(backlog, durable)


async def store_rules(
    redis: aioredis.Redis, keys: Keys, *, max_backlog: int | None = None, durable_submit: bool | None = None
) -> None:
    """Check every change against this server first, then write them in one HSET: a change
    the server cannot honour (durable submit without WAITAOF) leaves every rule as it was."""
    fields: dict[str, int] = {}
    if max_backlog is not None:
        if max_backlog < 0:
            raise ConfigError("--max-backlog must be 0 (no limit) or more")
        fields["max_backlog"] = max_backlog
    if durable_submit is not None:
        if durable_submit:
            await check_waitaof(redis)
        fields["durable_submit"] = int(durable_submit)
    if fields:
        await redis.hset(keys.config, mapping=fields)  # type: ignore[arg-type]  # redis-py's mapping type is too narrow


async def check_waitaof(redis: aioredis.Redis) -> None:
    """Raise ConfigError unless this server can confirm a write is on disk (WAITAOF)."""
    try:
        await redis.execute_command("WAITAOF", 1, 0, 1)  # type: ignore[no-untyped-call]  # redis-py leaves it untyped
    except ResponseError as exc:
        first = str(exc).splitlines()[0]
        if "unknown command" in first.lower():
            raise ConfigError(
                "durable submit needs WAITAOF (Redis >= 7.2 or Valkey >= 8); this server does not have it"
            ) from None
        if "appendonly" in first.lower():
            raise ConfigError("durable submit needs the AOF on this server (appendonly yes)") from None
        raise


def confirm_on_disk(reply: Any, timeout_ms: int) -> None:
    """WAITAOF's reply is [local AOFs fsynced, replicas]; 0 local means not confirmed."""
    if int(reply[0]) < 1:
        raise RedisUnavailable(
            f"submit not confirmed on disk within {timeout_ms} ms; the job may be stored or not: "
            "submit it again with the same id (idempotent)"
        )
