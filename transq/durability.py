"""Durable submit levels: what a submit waits for before it is acknowledged.

- ``off``: SUBMIT's reply. Redis acknowledges from memory; with ``appendfsync everysec`` a
  crash of the host loses up to about a second of acknowledged submits, a failover the
  writes the replica had not received yet.
- ``local``: ``WAITAOF 1 0 <ms>`` after SUBMIT on the same connection: the write is in the
  primary's AOF on disk. A crash and restart of that host loses nothing; a failover to a
  replica still loses what had not reached it (replication is asynchronous).
- ``replicated``: ``WAITAOF 1 <N> <ms>``: on the primary's disk and in the AOF of N
  replicas, so the replica a failover promotes has it. On a server without WAITAOF
  (Redis < 7.2), ``WAIT <N> <ms>``: N replicas received it (in memory, not on disk).

A level that is not met within ``queue.durable_timeout_ms`` is an error
(DurabilityNotMet), never a silent success: the job may be stored or not, and a submit
with the same id again is idempotent. docs/architecture.md, "Redis requirements", says
what each level loses on a host crash, a failover and a site loss.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

import redis.asyncio as aioredis
from redis.exceptions import ResponseError

from transq.errors import ConfigError, DurabilityNotMet
from transq.keys import Keys

PROBE_TTL_S = 60


class Durability(StrEnum):
    OFF = "off"
    LOCAL = "local"
    REPLICATED = "replicated"

    @classmethod
    def parse(cls, value: object) -> Durability:
        """A level from settings or a stored rule; ``on``/``true``/``1`` (the former
        on/off switch) mean ``local``."""
        if isinstance(value, Durability):
            return value
        text = str(value).strip().lower()
        if text in ("on", "true", "1", "yes"):
            return cls.LOCAL
        if text in ("false", "0", "no", ""):
            return cls.OFF
        try:
            return cls(text)
        except ValueError:
            raise ValueError(f"durable submit {value!r}: use off, local (or on) or replicated") from None


@dataclass(frozen=True, slots=True)
class DurableWait:
    """The command that confirms a level on one server, and how to read its reply."""

    level: Durability
    replicas: int
    waitaof: bool  # False: a server without WAITAOF, replicated level through WAIT

    def command(self, timeout_ms: int) -> tuple[Any, ...]:
        if not self.waitaof:
            return ("WAIT", self.replicas, timeout_ms)
        return ("WAITAOF", 1, self.replicas if self.level is Durability.REPLICATED else 0, timeout_ms)

    def confirm(self, reply: Any, timeout_ms: int) -> None:
        """Raise DurabilityNotMet unless ``reply`` says the level was met."""
        if not self.waitaof:
            local, replicas = None, int(reply)
        else:
            local, replicas = int(reply[0]) >= 1, int(reply[1])
        wanted = self.replicas if self.level is Durability.REPLICATED else 0
        if local is not False and replicas >= wanted:
            return
        parts = [] if local is None else [f"on the primary's disk: {'yes' if local else 'no'}"]
        if wanted:
            parts.append(f"replicas that confirmed: {replicas} of {wanted}")
        raise DurabilityNotMet(self.level.value, timeout_ms, "; ".join(parts))


async def probe(redis: aioredis.Redis, level: Durability, replicas: int) -> DurableWait | None:
    """How this server confirms ``level`` (None for off); ConfigError if it cannot."""
    if level is Durability.OFF:
        return None
    try:
        await redis.execute_command("WAITAOF", 1, 0, 1)  # type: ignore[no-untyped-call]  # redis-py leaves it untyped
    except ResponseError as exc:
        first = str(exc).splitlines()[0].lower()
        if "unknown command" in first:
            if level is Durability.LOCAL:
                raise ConfigError(
                    "durable submit needs WAITAOF (Redis >= 7.2 or Valkey >= 8); this server does not have it"
                ) from None
            return DurableWait(level, replicas, waitaof=False)
        if "appendonly" in first:
            raise ConfigError(f"durable submit {level.value!r} needs the AOF on this server (appendonly yes)") from None
        raise
    return DurableWait(level, replicas, waitaof=True)


async def check_replicas(redis: aioredis.Redis, keys: Keys, wait: DurableWait, timeout_ms: int) -> None:
    """For ``replicated``: a test write (``keys.probe``) that ``wait.replicas`` replicas
    confirm within ``timeout_ms``, else ConfigError. WAITAOF counts only replicas with
    ``appendonly yes`` (one without never confirms), so a count of connected replicas
    would not tell."""
    info: dict[str, Any] = await redis.info("replication")
    connected = int(info.get("connected_slaves", 0))
    if connected < wait.replicas:
        raise ConfigError(
            f"durable submit 'replicated' needs {wait.replicas} replica(s); this primary has {connected} connected"
        )
    pipe = redis.pipeline(transaction=False)
    pipe.set(keys.probe, "durability probe", ex=PROBE_TTL_S)
    pipe.execute_command(*wait.command(timeout_ms))
    _, reply = await pipe.execute()
    try:
        wait.confirm(reply, timeout_ms)
    except DurabilityNotMet as exc:
        raise ConfigError(
            f"durable submit 'replicated': a test write was not confirmed within {timeout_ms} ms ({exc.detail}); "
            "replicas confirm only with appendonly yes, and a few seconds after a resync"
        ) from None
