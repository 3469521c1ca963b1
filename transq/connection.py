"""Build redis-py asyncio clients from settings."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any, ParamSpec, TypeVar, cast

import hiredis
import redis.asyncio as aioredis
from redis.asyncio.client import Pipeline
from redis.asyncio.cluster import RedisCluster
from redis.exceptions import AuthenticationError, DataError, NoPermissionError, ResponseError
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from transq.errors import AuthenticationFailed, ConfigError, PermissionDenied, PoolExhausted, RedisUnavailable
from transq.redis_settings import RedisSettings
from transq.retry import WindowRetry
from transq.sentinel import FailoverConnection, sentinel_client

P = ParamSpec("P")
T = TypeVar("T")

# Errors that mean "Redis is not there right now", as opposed to a refused command.
# redis-py's AuthenticationError is a ConnectionError too: as_transq_error() tells them apart.
UNREACHABLE = (RedisConnectionError, RedisTimeoutError, OSError)


def text_of(value: bytes | str, errors: str = "strict") -> str:
    """A Redis reply field as text: our clients return bytes (no ``decode_responses``, so
    payloads stay bytes), a client made with it returns str. ``errors="replace"`` where the
    field may hold bytes written by hand (a dead letter's payload)."""
    return value.decode(errors=errors) if isinstance(value, bytes) else value


def user_of(redis: aioredis.Redis | RedisCluster) -> str:
    """The ACL user a client logs in as (Redis calls the unnamed one "default")."""
    if isinstance(redis, RedisCluster):  # connect() hands the cluster client out as Redis
        kwargs: dict[str, Any] = redis.get_connection_kwargs()
    else:
        kwargs = redis.connection_pool.connection_kwargs
    return str(kwargs.get("username") or "default")


# An ACL refusal inside a Lua script or a MULTI/EXEC arrives as a plain error whose text
# says so (Redis 7: the script's "ERR The user executing the script can't run this
# command", redis-py's "Command # N (...) of pipeline caused error: ... no permissions").
_REFUSED_INSIDE = ("user executing the script can't run", "has no permissions to run")


def _refused_inside(message: str) -> bool:
    return any(marker in message for marker in _REFUSED_INSIDE)


def as_transq_error(exc: Exception, user: str) -> RedisUnavailable | None:
    """One error of our tree, with a one-line message, for a Redis failure (None if not one).

    Authentication and ACL refusals get their own errors (and CLI exit codes): a wrong
    password or a missing ACL rule is fixed by the operator, not by waiting."""
    first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    if first.startswith(("NOAUTH", "Authentication required", "HELLO must be called with the client already")):
        # Redis's own text here is about HELLO and RESP versions: no help to an operator.
        return AuthenticationFailed(
            f"authentication required: set redis.password (TRANSQ_REDIS__PASSWORD) for user {user!r}"
        )
    if isinstance(exc, AuthenticationError) or "WRONGPASS" in first:
        return AuthenticationFailed(f"Redis refused the credentials of user {user!r}: {first}")
    if isinstance(exc, NoPermissionError) or first.startswith("NOPERM") or _refused_inside(first):
        return PermissionDenied(f"permission denied for user {user!r}: {first}")
    if isinstance(exc, UNREACHABLE):
        return RedisUnavailable(f"Redis unreachable: {first}")
    if isinstance(exc, ResponseError):
        return RedisUnavailable(f"Redis error: {first}")
    return None


def connect(
    settings: RedisSettings,
    *,
    extra_timeout_s: float = 0.0,
    max_connections: int | None = None,
    caller_deadlines: bool = False,
    name: str | None = None,
    pool_timeout_s: float = 20.0,
    client_name: str | None = None,
) -> aioredis.Redis:
    """A client for ``settings.url`` (redis://, rediss://, unix://), bytes in and out;
    a Redis Cluster client when ``settings.cluster`` is set; a client of the primary that
    the sentinels name for a redis+sentinel:// URL (transq.sentinel).

    ``extra_timeout_s`` widens the socket timeout for clients that issue blocking
    commands (BLPOP, XREADGROUP BLOCK) so the socket never times out before Redis answers.
    ``max_connections`` bounds the pool: callers beyond it wait for a free connection
    (the HTTP gateway) instead of opening more, up to ``pool_timeout_s``; then
    PoolExhausted names the pool (``name``) and its size.
    ``client_name``: CLIENT SETNAME on every connection, so CLIENT LIST shows whose they
    are (the ACL user needs ``+client|setname``; the shipped producer user lacks it).
    ``caller_deadlines``: no socket timeout; the caller bounds every call itself (the
    worker's hot path, worker.redis.stream): redis-py wraps each send of a client with a socket
    timeout in ``asyncio.wait_for``, an extra task per command. Connecting stays bounded.
    """
    kwargs: dict[str, Any] = {
        "username": settings.username,
        "password": settings.password.get_secret_value() if settings.password else None,
        "socket_connect_timeout": settings.connect_timeout_s,
        "socket_timeout": None if caller_deadlines else settings.socket_timeout_s + extra_timeout_s,
        "health_check_interval": 30,
        # A Redis restart or failover drops pooled connections; retry on a fresh one for
        # settings.retry_window() seconds. Safe here: every write we send is idempotent
        # (scripts check state first; XACK, XDEL and XCLAIM repeat harmlessly).
        "retry": WindowRetry(settings.retry_window()),
        "retry_on_error": [RedisConnectionError, RedisTimeoutError],
    }
    if settings.tls:
        kwargs |= {
            "ssl_ca_certs": settings.ssl_ca_certs,
            "ssl_certfile": settings.ssl_certfile,
            "ssl_keyfile": settings.ssl_keyfile,
            "ssl_cert_reqs": settings.ssl_cert_reqs,
        }
    # URL credentials win when the settings give none.
    if client_name is not None:
        kwargs["client_name"] = client_name
    kwargs = {k: v for k, v in kwargs.items() if v is not None}
    if caller_deadlines:
        kwargs["socket_timeout"] = None  # explicit: redis-py's asyncio Connection defaults to 5 s
    if settings.sentinel:
        if settings.cluster:
            raise ConfigError("redis.cluster and a redis+sentinel:// URL exclude each other")
        packed = HiredisSentinelConnection if caller_deadlines else None
        return sentinel_client(settings, kwargs, max_connections=max_connections, packed=packed)
    if caller_deadlines and settings.url.startswith("redis://"):
        kwargs["connection_class"] = HiredisPackedConnection
    if settings.cluster:
        kwargs.pop("connection_class", None)
        # A cluster client's limit is per node (redis-py's RedisCluster max_connections).
        if max_connections is not None:
            kwargs["max_connections"] = max_connections
        return _cluster(settings.url, kwargs)
    if max_connections is not None:
        pool = NamedPool.from_url(
            settings.url, max_connections=max_connections, timeout=pool_timeout_s, pool_name=name or "redis", **kwargs
        )
        return aioredis.Redis.from_pool(pool)
    return aioredis.from_url(settings.url, **kwargs)


class NamedPool(aioredis.BlockingConnectionPool):
    """A bounded pool that says which pool ran dry: redis-py's BlockingConnectionPool
    raises ConnectionError("No connection available.") when its wait times out, which our
    error mapping would report as "Redis unreachable" though Redis is fine and the caller
    simply sent more concurrent calls than the pool holds."""

    def __init__(self, *, pool_name: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.pool_name = pool_name

    async def get_connection(self, *args: Any, **kwargs: Any) -> aioredis.Connection:
        try:
            return cast(aioredis.Connection, await super().get_connection(*args, **kwargs))  # type: ignore[no-untyped-call]
        except RedisConnectionError as exc:
            # The pool's own wait timed out (the parent chains asyncio's TimeoutError);
            # a failure to connect is a different ConnectionError and stays as it is.
            if isinstance(exc.__cause__, TimeoutError):
                raise PoolExhausted(self.pool_name, self.max_connections, self.timeout) from exc
            raise


class HiredisPackedConnection(aioredis.Connection):
    """A TCP connection that packs commands with hiredis's C packer.

    redis-py's asyncio connection packs in Python, encoding every argument through its
    Encoder: about a sixth of the no-op worker's time (a FINISH has ~14 arguments). The
    sync client already packs with hiredis when it is installed (HiredisRespSerializer);
    this does the same, for the worker's hot-path client only. Same bytes on the wire;
    a value hiredis cannot pack (None, bool) is refused with redis-py's DataError, as the
    Encoder refuses it."""

    def pack_command(self, *args: Any) -> list[bytes]:
        if isinstance(args[0], str):  # 'CONFIG GET': the words go as separate arguments
            args = (*args[0].encode().split(), *args[1:])
        elif b" " in args[0]:
            args = (*args[0].split(), *args[1:])
        try:
            return [hiredis.pack_command(args)]
        except TypeError:
            pass  # a bytearray, which hiredis does not take, or a value no one can pack
        try:
            packable: Any = tuple(bytes(a) if isinstance(a, bytearray) else a for a in args)
            return [hiredis.pack_command(packable)]
        except TypeError as exc:
            raise DataError(str(exc)) from None


class HiredisSentinelConnection(HiredisPackedConnection, FailoverConnection):
    """The hiredis packer on a connection to the primary that the sentinels name."""


def translate_redis_errors(fn: Callable[P, Coroutine[Any, Any, T]]) -> Callable[P, Coroutine[Any, Any, T]]:
    """Turn Redis failures into RedisUnavailable and its subclasses AuthenticationFailed
    and PermissionDenied (one error tree for callers to catch). Wraps Client methods."""

    async def wrapper(*args: P.args, **kwargs: P.kwargs) -> T:
        try:
            return await fn(*args, **kwargs)
        except (*UNREACHABLE, ResponseError) as exc:
            # Wraps Client methods: args[0] is the client, with its Redis connection.
            redis = getattr(args[0], "redis", None) if args else None
            user = user_of(redis) if isinstance(redis, aioredis.Redis | RedisCluster) else "default"
            raise (as_transq_error(exc, user) or exc) from exc

    wrapper.__name__ = fn.__name__
    wrapper.__doc__ = fn.__doc__
    return wrapper


def _cluster(url: str, kwargs: dict[str, Any]) -> aioredis.Redis:
    """redis-py's cluster client, typed as the plain client the rest of the code takes.

    The cast is the one typed override here: RedisCluster is not a subclass of Redis, but it
    has every command, script and pipeline call the project makes (tests/transq/test_cluster.py
    runs producer, worker and tools on a real 3-master cluster). Each queue's keys share
    one hash tag, so every script and multi-key command stays in one slot.
    """
    # The cluster client takes no retry_on_error; its own retry covers MOVED/ASK and
    # connection errors.
    kwargs.pop("retry_on_error", None)
    return cast(aioredis.Redis, RedisCluster.from_url(url, **kwargs))


def snapshot_pipeline(redis: aioredis.Redis) -> Pipeline:
    """A MULTI/EXEC pipeline on plain Redis, a plain one on Redis Cluster.

    redis-py 8's async cluster transaction queues every command through ``asyncio.run``
    in a new thread (TransactionStrategy.execute_command), so a client that is not yet
    initialized binds its connections to that thread's loop and the next command fails
    with "attached to a different loop". On Cluster the few reads that use this (stats,
    dlq purge) are therefore pipelined, not atomic: one queue is one slot on one node, so
    they still run back to back, only other clients' commands may fall between them.
    """
    return redis.pipeline(transaction=not isinstance(redis, RedisCluster))
