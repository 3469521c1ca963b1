"""Clients of the primary that Redis Sentinel names (``redis+sentinel://`` URLs).

redis-py's Sentinel support does the work: ``Sentinel.master_for`` gives a client whose
pool (SentinelConnectionPool) asks the sentinels for the primary's address at every new
connection, closes idle connections to an address that is no longer the primary, and turns
a READONLY reply (the old primary, demoted to a replica) into a ConnectionError. Our retry
(transq.retry.WindowRetry, ``redis.retry_window_s``) then tries the command again on a
fresh connection until the sentinels have promoted a replica: no process restarts.

The same ACL user and TLS options apply to the Redis nodes as with a redis:// URL; the
sentinels get the TLS options too and their own login (``redis.sentinel_username`` /
``sentinel_password``), since a sentinel has its own users.
"""

from __future__ import annotations

from typing import Any

import redis.asyncio as aioredis
from redis.asyncio.connection import BlockingConnectionPool, SSLConnection
from redis.asyncio.retry import Retry
from redis.asyncio.sentinel import Sentinel, SentinelConnectionPool, SentinelManagedConnection
from redis.backoff import NoBackoff

from transq.redis_settings import RedisSettings, sentinel_target

# Options of a Redis connection that also apply to the connections to the sentinels.
_SHARED = ("socket_connect_timeout", "ssl_ca_certs", "ssl_certfile", "ssl_keyfile", "ssl_cert_reqs")


class FailoverConnection(SentinelManagedConnection):
    """A connection to whichever node the sentinels name as primary now, asked again at
    every (re)connect.

    redis-py's SentinelManagedConnection asks the sentinels only when the pool opens a new
    connection: a pooled one whose socket broke (the primary died under it) reconnects
    through ``connect_check_health`` to the address it had, so a command retried on it hits
    the dead primary until the retry window ends (seen with redis-py 8.1). Here each
    reconnect looks the address up first, without an inner retry loop on one address:
    the command's retry (transq.retry.WindowRetry) tries again, asking the sentinels again.
    """

    async def connect_check_health(self, check_health: bool = True, retry_socket_connect: bool = True) -> None:
        if self.is_connected:
            return
        if self.connection_pool.is_master:
            self.host, self.port = await self.connection_pool.get_master_address()
        await super().connect_check_health(check_health=check_health, retry_socket_connect=False)


class FailoverSSLConnection(FailoverConnection, SSLConnection):
    """FailoverConnection over TLS (rediss+sentinel://)."""


class BlockingSentinelConnectionPool(SentinelConnectionPool, BlockingConnectionPool):
    """A Sentinel pool that waits for a free connection at ``max_connections`` (as the
    gateway's BlockingConnectionPool does) instead of raising."""


def sentinel_client(
    settings: RedisSettings,
    kwargs: dict[str, Any],
    *,
    max_connections: int | None = None,
    packed: type[FailoverConnection] | None = None,
) -> aioredis.Redis:
    """A client of the service's primary; ``kwargs`` as transq.connection.connect builds
    them for a plain client (timeouts, retry, user, TLS files). ``packed``: the connection
    class to use (the worker's hot path packs with hiredis)."""
    target = sentinel_target(settings.url)
    node = dict(kwargs)
    node.setdefault("username", target.username)
    node.setdefault("password", target.password)
    node["db"] = target.db
    sentinel_kwargs = {k: v for k, v in kwargs.items() if k in _SHARED}
    sentinel_kwargs["socket_timeout"] = settings.connect_timeout_s
    # No retry per sentinel: a dead one is skipped for the next (Sentinel.discover_master);
    # the command's own retry asks all of them again.
    sentinel_kwargs["retry"] = Retry(NoBackoff(), 0)
    if settings.sentinel_username:
        sentinel_kwargs["username"] = settings.sentinel_username
    if settings.sentinel_password:
        sentinel_kwargs["password"] = settings.sentinel_password.get_secret_value()
    node["connection_class"] = FailoverConnection
    if settings.tls:
        sentinel_kwargs["ssl"] = True
        node["connection_class"] = FailoverSSLConnection
    elif packed is not None:
        node["connection_class"] = packed
    sentinel = Sentinel(list(target.sentinels), sentinel_kwargs=sentinel_kwargs)  # type: ignore[no-untyped-call]
    node = {k: v for k, v in node.items() if v is not None}
    if max_connections is not None:
        return sentinel.master_for(  # type: ignore[no-any-return]  # redis-py leaves it untyped
            target.service_name,
            connection_pool_class=BlockingSentinelConnectionPool,
            max_connections=max_connections,
            **node,
        )
    return sentinel.master_for(target.service_name, **node)  # type: ignore[no-any-return]  # untyped in redis-py
