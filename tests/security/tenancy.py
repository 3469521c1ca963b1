"""Fixtures of the tenant-boundary attacks (issue 38): the shipped ACL file on a real Redis,
the gateway connected as its own `gateway` user, services as `producer`, a worker in this
event loop as `worker` (the gated test engine: output = the text upper-cased), API keys
made by `admin`. Every attack runs as the attacker would: through HTTP with its own key,
or with a producer credential on its own connection."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from dataclasses import dataclass

import httpx
import redis.asyncio as aioredis
from fastapi import FastAPI

from devtools.redis_server import RedisServer
from producer.client import Client
from producer.gateway.app import create_app
from producer.gateway.auth import KeyStore, Role
from producer.settings import ProducerSettings
from tests.engines import GatedEngine
from tests.gateway_support import gateway_settings
from tests.ops_helpers import ServedWorker, ops_worker_settings, served_worker
from tests.transq.test_acl import as_role
from transq.connection import connect
from transq.settings import QueueSettings


@dataclass
class Tenancy:
    """One queue under the shipped ACL: the gateway (HTTP), a service's producer client,
    raw clients per role, and keys for tenants."""

    server: RedisServer
    queue: QueueSettings
    app: FastAPI
    http: httpx.AsyncClient
    service: Client  # a service with the `producer` credential (also the attacker's, where it has one)
    admin: aioredis.Redis
    monitor: aioredis.Redis

    async def key(self, owner: str, role: Role = Role.SUBMIT, **limits: int) -> dict[str, str]:
        """Headers with a new API key of ``owner`` (made as `admin`, as `keys create` does)."""
        key, _ = await KeyStore(self.admin, self.queue.keys()).create(owner, role, **limits)  # type: ignore[arg-type]
        return {"Authorization": f"Bearer {key}"}

    def producer(self) -> aioredis.Redis:
        """A raw connection with the producer credential (the caller closes it)."""
        return connect(as_role(self.server, "producer"))

    @contextlib.asynccontextmanager
    async def worker(self, engine: GatedEngine, **memory: object) -> AsyncIterator[ServedWorker]:
        """A worker of this queue as the `worker` user; ``memory``: [memory] settings."""
        settings = ops_worker_settings(self.server.url, self.queue, grace_period_s=0)
        settings.redis = as_role(self.server, "worker")
        if memory:
            settings.memory = settings.memory.model_copy(update=memory)
        redis = connect(settings.redis)
        try:
            async with served_worker(redis, settings, engine) as served:
                yield served
        finally:
            await redis.aclose()


@contextlib.asynccontextmanager
async def tenancy(server: RedisServer, queue: QueueSettings, **gateway: object) -> AsyncIterator[Tenancy]:
    """The gateway app (``gateway``: its [gateway] settings) on ``queue``, as the `gateway` user."""
    settings = gateway_settings(ProducerSettings(redis=as_role(server, "gateway"), queue=queue), **gateway)
    app = create_app(settings)
    service_settings = ProducerSettings(redis=as_role(server, "producer"), queue=queue)
    admin, monitor = connect(as_role(server, "admin")), connect(as_role(server, "monitor"))
    try:
        async with (
            app.router.lifespan_context(app),
            httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://gw") as http,
            Client.from_settings(service_settings) as service,
        ):
            yield Tenancy(server, queue, app, http, service, admin, monitor)
    finally:
        await admin.aclose()
        await monitor.aclose()
