"""Build redis-py asyncio clients from settings."""

from __future__ import annotations

from typing import Any

import redis.asyncio as aioredis
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialWithJitterBackoff
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from producer.settings import RedisSettings

# Errors that mean "Redis is not there right now", as opposed to a refused command.
UNREACHABLE = (RedisConnectionError, RedisTimeoutError, OSError)


def connect(settings: RedisSettings, *, extra_timeout_s: float = 0.0) -> aioredis.Redis:
    """A client for ``settings.url`` (redis://, rediss://, unix://), bytes in and out.

    ``extra_timeout_s`` widens the socket timeout for clients that issue blocking
    commands (BLPOP, XREADGROUP BLOCK) so the socket never times out before Redis answers.
    """
    kwargs: dict[str, Any] = {
        "username": settings.username,
        "password": settings.password.get_secret_value() if settings.password else None,
        "socket_connect_timeout": settings.connect_timeout_s,
        "socket_timeout": settings.socket_timeout_s + extra_timeout_s,
        "health_check_interval": 30,
        # A Redis restart or failover drops pooled connections; retry on a fresh one for a
        # few seconds. Safe here: every write we send is idempotent (scripts check state
        # first; XACK, XDEL and XCLAIM repeat harmlessly).
        "retry": Retry(ExponentialWithJitterBackoff(base=0.05, cap=1.0), retries=6),
        "retry_on_error": [RedisConnectionError, RedisTimeoutError],
    }
    if settings.url.startswith("rediss://"):
        kwargs |= {
            "ssl_ca_certs": settings.ssl_ca_certs,
            "ssl_certfile": settings.ssl_certfile,
            "ssl_keyfile": settings.ssl_keyfile,
            "ssl_cert_reqs": settings.ssl_cert_reqs,
        }
    # URL credentials win when the settings give none.
    kwargs = {k: v for k, v in kwargs.items() if v is not None}
    return aioredis.from_url(settings.url, **kwargs)
