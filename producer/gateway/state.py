"""What every request handler shares: the Redis clients (the `producer` user's, and an
optional admin one for the console's dead-letter actions), the wait loop, the key store,
and the dependencies that authenticate a request."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

import redis.asyncio as aioredis
from fastapi import Depends, Request

from producer.client import Client
from producer.gateway.auth import ANONYMOUS, KeyStore, Principal
from producer.gateway.key_slots import KeySlots
from producer.gateway.middleware import GatewayMetrics
from producer.gateway.notify import DoneWatcher
from producer.settings import ProducerSettings
from producer.stream_reads import BLOCK_MS as STREAM_BLOCK_MS
from producer.wake_loop import loop_connections
from transq.connection import connect
from transq.contract import Lane
from transq.errors import Unauthorized

ADMIN_POOL_SIZE = 4


@dataclass
class GatewayState:
    settings: ProducerSettings
    client: Client
    watcher: DoneWatcher
    key_store: KeyStore
    metrics: GatewayMetrics
    slots: KeySlots
    # The console's requeue and purge only (gateway.admin_redis); None when not configured.
    admin_redis: aioredis.Redis | None = None

    @property
    def redis(self) -> aioredis.Redis:
        return self.client.redis

    async def aclose(self) -> None:
        await self.watcher.stop()
        await self.client.aclose()
        if self.admin_redis is not None:
            await self.admin_redis.aclose()


def bounded_client(settings: ProducerSettings) -> Client:
    """A Client whose request handlers share at most ``redis_pool_size`` connections (the
    rest queue for one, then PoolExhausted names the pool), and whose waits, however many,
    share ``wait_connections`` wait loops of one blocking connection each, and whose stream
    readers ``stream_connections`` delta read loops."""
    cfg = settings.gateway
    name = "transq-gateway"
    redis = connect(settings.redis, max_connections=cfg.redis_pool_size, name=name)
    blocking = loop_connections(settings, cfg.wait_connections, f"{name}-wait", cfg.sweep_interval_s, set_name=False)
    streams = loop_connections(
        settings, cfg.stream_connections, f"{name}-stream", STREAM_BLOCK_MS / 1000, set_name=False
    )
    # The gateway's Redis role writes the job index and its owners' claims and shares
    # (SUBMIT): a tenant's queued job is listed at once, and no owner fills a lane.
    shares = {Lane.INTERACTIVE: cfg.limits.share_interactive, Lane.BATCH: cfg.limits.share_batch}
    return Client(redis, settings.queue, blocking=blocking, sweep_interval_s=cfg.sweep_interval_s,
                  stream_blocking=streams, index=True, shares=shares)  # fmt: skip


def new_state(settings: ProducerSettings, metrics_for: type[GatewayMetrics] = GatewayMetrics) -> GatewayState:
    client = bounded_client(settings)
    cfg = settings.gateway
    watcher = DoneWatcher(client)
    metrics = metrics_for(lambda: watcher.waiting)
    # Console clicks are rare and one at a time: a few connections are plenty.
    admin = connect(cfg.admin_redis, max_connections=ADMIN_POOL_SIZE) if cfg.admin_redis else None
    slots = KeySlots(cfg.limits.waits_per_key, cfg.limits.streams_per_key)
    return GatewayState(settings, client, watcher, KeyStore(client.redis, client.keys), metrics, slots, admin)


def get_state(request: Request) -> GatewayState:
    state: GatewayState = request.app.state.gateway
    return state


State = Annotated[GatewayState, Depends(get_state)]


def presented_key(request: Request) -> str | None:
    """The API key from ``Authorization: Bearer``, ``Authorization: DeepL-Auth-Key``
    (DeepL clients), ``X-API-Key``, or the console's cookie."""
    auth = request.headers.get("authorization", "")
    for scheme in ("Bearer ", "DeepL-Auth-Key "):
        if auth.startswith(scheme):
            return auth.removeprefix(scheme).strip()
    return request.headers.get("x-api-key") or request.cookies.get("transq_key")


async def authenticate(request: Request, state: State) -> Principal:
    if not state.settings.gateway.auth:
        return ANONYMOUS
    key = presented_key(request)
    if not key:
        raise Unauthorized("no API key: send 'Authorization: Bearer <key>' (python -m producer keys create)")
    principal = await state.key_store.check(key)
    await state.key_store.charge(principal)
    return principal


Caller = Annotated[Principal, Depends(authenticate)]
