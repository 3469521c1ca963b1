"""Queue-wide rules stored with the queue in Redis (``ns:{q}:config``), so every producer
of a queue enforces the same ones, whatever its own settings say.

An operator sets them (``python -m producer queue-config``); a field not stored there falls
back to the producer's settings (``queue.max_backlog``, ``queue.durable_submit``,
``queue.durable_replicas``). SUBMIT reads ``max_backlog`` from the hash itself, in the same
atomic step as the check.

Durable submit (transq.durability): after SUBMIT, ``WAITAOF`` (or ``WAIT``) on the same
connection returns only once the write is on the primary's disk (``local``) and in N
replicas' AOF (``replicated``). Without it, ``appendfsync everysec`` may lose up to about
a second of writes that Redis has already acknowledged (docs/operations.md), and a
failover whatever the promoted replica had not received.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import redis.asyncio as aioredis

from transq.connection import text_of
from transq.durability import Durability, check_replicas, probe
from transq.errors import ConfigError
from transq.keys import Keys
from transq.settings import QueueSettings

FIELDS = ("max_backlog", "durable_submit", "durable_replicas")


@dataclass(frozen=True, slots=True)
class QueueRules:
    max_backlog: int
    durable_submit: Durability
    durable_replicas: int


async def stored_rules(redis: aioredis.Redis, keys: Keys) -> dict[str, str]:
    raw: dict[Any, Any] = await redis.hgetall(keys.config)
    return {text_of(k): text_of(v) for k, v in raw.items()}


def rules_of(stored: dict[str, str], queue: QueueSettings) -> QueueRules:
    """The rules in force: each stored field, else the producer's setting. A level stored
    as ``1``/``0`` (before the levels) reads as ``local``/``off``."""
    backlog = int(stored.get("max_backlog", queue.max_backlog))
    # parse() also for the setting: model_copy(update=...) skips its validator.
    level = Durability.parse(stored.get("durable_submit", queue.durable_submit))
    replicas = int(stored.get("durable_replicas", queue.durable_replicas))
    return QueueRules(backlog, level, replicas)


async def load_rules(redis: aioredis.Redis, keys: Keys, queue: QueueSettings) -> QueueRules:
    return rules_of(await stored_rules(redis, keys), queue)


async def store_rules(
    redis: aioredis.Redis,
    keys: Keys,
    queue: QueueSettings,
    *,
    max_backlog: int | None = None,
    durable_submit: Durability | None = None,
    durable_replicas: int | None = None,
) -> None:
    """Check every change against this server first, then write them in one HSET: a change
    the server cannot honour (durable submit without WAITAOF, ``replicated`` without
    replicas that confirm a test write) leaves every rule as it was."""
    fields: dict[str, int | str] = {}
    if max_backlog is not None:
        if max_backlog < 0:
            raise ConfigError("--max-backlog must be 0 (no limit) or more")
        fields["max_backlog"] = max_backlog
    if durable_replicas is not None:
        if durable_replicas < 1:
            raise ConfigError("--replicas must be 1 or more")
        fields["durable_replicas"] = durable_replicas
    if durable_submit is not None:
        fields["durable_submit"] = durable_submit.value
    if "durable_submit" in fields or "durable_replicas" in fields:
        stored = await stored_rules(redis, keys)
        after = rules_of(stored | {k: str(v) for k, v in fields.items()}, queue)
        wait = await probe(redis, after.durable_submit, after.durable_replicas)
        if wait is not None and after.durable_submit is Durability.REPLICATED:
            await check_replicas(redis, keys, wait, queue.durable_timeout_ms)
    if fields:
        await redis.hset(keys.config, mapping=fields)  # type: ignore[arg-type]  # redis-py's mapping type is too narrow
