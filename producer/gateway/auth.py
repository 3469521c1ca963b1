"""API keys: stored hashed in Redis, each with a role, an owner and optional limits.

A key reads ``tq_<key_id>_<secret>``. Redis holds only sha256(secret) under the key id:
the secret is 32 random bytes, so a fast hash is enough (a slow password hash guards
low-entropy secrets; these have 256 bits), and a lookup is one HGETALL, no scan.

Roles::

    submit   submit jobs and documents, read and cancel the owner's own jobs
    read     read the owner's jobs and documents; submit nothing
    admin    everything, every owner's jobs, and the web console

A job belongs to the owner of the key that submitted it (``keys.owner(job_id)``); keys
with the same owner share their jobs, and no other owner sees them (404, as if absent).
"""

from __future__ import annotations

import enum
import hashlib
import hmac
import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import redis.asyncio as aioredis

from transq.connection import text_of
from transq.contract import Lane, epoch_ms
from transq.errors import Forbidden, InvalidJob, RateLimited, Unauthorized
from transq.keys import Keys
from transq.rules import check_owner

_KEY_RE = re.compile(r"^tq_([0-9a-f]{12})_([A-Za-z0-9_-]{20,64})$")
RATE_WINDOW_S = 60


class Role(enum.StrEnum):
    SUBMIT = "submit"
    READ = "read"
    ADMIN = "admin"


@dataclass(frozen=True, slots=True)
class Principal:
    """Who is calling: the key's id, owner and rights."""

    key_id: str
    owner: str
    role: Role
    lane: Lane | None = None
    rate_per_min: int | None = None  # requests (reads too)
    name: str = ""
    jobs_per_min: int | None = None  # work: jobs submitted (None: the gateway's default)
    chars_per_min: int | None = None  # work: characters submitted

    def may_read(self, owner: str | None) -> bool:
        return self.role is Role.ADMIN or owner == self.owner

    def require(self, *roles: Role) -> None:
        if self.role is not Role.ADMIN and self.role not in roles:
            raise Forbidden(f"key {self.key_id} has role {self.role.value}; this needs {' or '.join(roles)}")


# The identity of requests when the gateway runs with auth off (local try-outs only).
ANONYMOUS = Principal(key_id="anonymous", owner="anonymous", role=Role.ADMIN)


def _digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


class KeyStore:
    """Create, list, revoke and check API keys of one queue."""

    def __init__(self, redis: aioredis.Redis, keys: Keys) -> None:
        self.redis = redis
        self.keys = keys

    async def create(
        self, owner: str, role: Role, *, lane: Lane | None = None, rate_per_min: int | None = None, name: str = "",
        jobs_per_min: int | None = None, chars_per_min: int | None = None,
    ) -> tuple[str, Principal]:  # fmt: skip
        """A new key; the full key string is returned once and never stored."""
        try:
            check_owner(owner)
        except ValueError as exc:
            raise InvalidJob(str(exc)) from None
        for what, limit in (("rate", rate_per_min), ("jobs", jobs_per_min), ("characters", chars_per_min)):
            if limit is not None and limit <= 0:
                raise InvalidJob(f"{what} limit must be a positive number per minute")
        key_id, secret = secrets.token_hex(6), secrets.token_urlsafe(32)
        record: dict[str, str] = {
            "sha256": _digest(secret), "owner": owner, "role": role.value, "name": name,
            "lane": lane.value if lane else "", "rate_per_min": str(rate_per_min or 0), "created_ms": str(epoch_ms()),
            "jobs_per_min": str(jobs_per_min or 0), "chars_per_min": str(chars_per_min or 0),
        }  # fmt: skip
        pipe = self.redis.pipeline(transaction=True)
        mapping: dict[Any, Any] = dict(record)  # redis-py's Mapping type is invariant in its keys
        pipe.hset(self.keys.api_key(key_id), mapping=mapping)
        pipe.sadd(self.keys.api_keys, key_id)
        await pipe.execute()
        return f"tq_{key_id}_{secret}", _principal(key_id, record)

    async def list(self) -> list[Principal]:
        ids = sorted(text_of(k) for k in await self.redis.smembers(self.keys.api_keys))
        pipe = self.redis.pipeline(transaction=False)
        for key_id in ids:
            pipe.hgetall(self.keys.api_key(key_id))
        rows = await pipe.execute()
        return [
            _principal(k, {text_of(f): text_of(v) for f, v in row.items()})
            for k, row in zip(ids, rows, strict=True)
            if row
        ]

    async def revoke(self, key_id: str) -> bool:
        pipe = self.redis.pipeline(transaction=True)
        pipe.delete(self.keys.api_key(key_id))
        pipe.srem(self.keys.api_keys, key_id)
        deleted, _ = await pipe.execute()
        return bool(deleted)

    async def check(self, presented: str) -> Principal:
        """The principal of a presented key; Unauthorized when it is not a valid one."""
        match = _KEY_RE.match(presented)
        if not match:
            raise Unauthorized("malformed API key (expected tq_<id>_<secret>)")
        key_id, secret = match.groups()
        raw = await self.redis.hgetall(self.keys.api_key(key_id))
        record = {text_of(f): text_of(v) for f, v in raw.items()}
        if not record or not hmac.compare_digest(record.get("sha256", ""), _digest(secret)):
            raise Unauthorized("unknown or revoked API key")
        return _principal(key_id, record)

    async def charge(self, principal: Principal) -> None:
        """Count one request against the key's per-minute limit; RateLimited when spent."""
        limit = principal.rate_per_min
        if not limit:
            return
        key = self.keys.rate(principal.key_id)
        pipe = self.redis.pipeline(transaction=True)
        pipe.incr(key)
        pipe.expire(key, RATE_WINDOW_S, nx=True)  # the window starts at its first request
        pipe.ttl(key)
        count, _, ttl_s = await pipe.execute()
        if int(count) > limit:
            raise RateLimited(f"rate limit of {limit} requests per minute", max(int(ttl_s), 1))


def _principal(key_id: str, record: Mapping[str, str]) -> Principal:
    def limit(name: str) -> int | None:
        return int(record.get(name) or 0) or None

    lane = record.get("lane", "")
    return Principal(
        key_id=key_id,
        owner=record["owner"],
        role=Role(record["role"]),
        lane=Lane(lane) if lane else None,
        rate_per_min=limit("rate_per_min"),
        name=record.get("name", ""),
        jobs_per_min=limit("jobs_per_min"),
        chars_per_min=limit("chars_per_min"),
    )
