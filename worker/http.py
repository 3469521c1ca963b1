"""The worker's HTTP endpoints: /metrics, /healthz, /readyz on one port (settings.metrics).

- /metrics: prometheus_client's default registry, so our ``transq_*`` metrics
  (worker.metrics) and vLLM's own ``vllm:*`` metrics, which the engine registers in this
  process, come from one endpoint.
- /healthz (liveness): the process's event loop answers within a second. Redis is not
  asked: a Redis outage is not cured by restarting workers (they reconnect on their own),
  so it must not fail liveness. vLLM's engine start-up blocks the loop, so use /readyz as
  the startup probe and /healthz only once the worker is ready.
- /readyz (readiness): the engine is loaded and warmed up, the worker is serving (not
  stopping), and Redis answers PING within two seconds.

The server runs in a thread (transq.http_server), so /metrics and /readyz answer even
while the loop is busy.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Protocol

import redis.asyncio as aioredis
from prometheus_client import REGISTRY

from transq.errors import ConfigError
from transq.http_server import MetricsServer, run_on_loop
from worker import metrics
from worker.settings import MetricsSettings

log = logging.getLogger("worker.http")

# Liveness budget: a probe's own timeout is usually longer (Kubernetes' default is 1 s,
# so set timeoutSeconds above this).
LOOP_TIMEOUT_S = 1.0
PING_TIMEOUT_S = 2.0


class Probed(Protocol):
    """What the probes read of a worker (worker.scheduling.loop.Worker has it), so this module never
    imports the loop."""

    @property
    def redis(self) -> aioredis.Redis: ...

    @property
    def ready(self) -> asyncio.Event: ...

    @property
    def stopping(self) -> bool: ...


class Health:
    def __init__(self, worker: Probed, loop: asyncio.AbstractEventLoop) -> None:
        self.worker = worker
        self.loop = loop

    def live(self) -> tuple[bool, str]:
        try:
            run_on_loop(self.loop, asyncio.sleep(0), LOOP_TIMEOUT_S)
        except TimeoutError:
            return False, f"event loop blocked: no answer within {LOOP_TIMEOUT_S:g} s"
        return True, "ok"

    def ready(self) -> tuple[bool, str]:
        if self.worker.stopping:
            return False, "stopping: reading no more jobs"
        if not self.worker.ready.is_set():
            return False, "not ready: the engine is loading or warming up"
        try:
            run_on_loop(self.loop, self._ping(), PING_TIMEOUT_S)
        except TimeoutError:
            return False, f"not ready: Redis did not answer PING within {PING_TIMEOUT_S:g} s"
        except Exception as exc:  # any failure of the ping is the answer, not a crash
            return False, f"not ready: Redis unreachable: {exc}"
        return True, "ready"

    async def _ping(self) -> None:
        await self.worker.redis.ping()


def start_http(worker: Probed, settings: MetricsSettings) -> MetricsServer:
    """Serve the endpoints in a background thread. The server's ``port`` is the bound one
    (the caller puts it in the heartbeat, so tools find a port chosen with ``port = 0``)."""
    health = Health(worker, asyncio.get_running_loop())
    metrics.zero_series()
    try:
        server = MetricsServer(
            REGISTRY, settings.host, settings.port, {"/healthz": health.live, "/readyz": health.ready}
        )
    except OSError as exc:
        raise ConfigError(f"metrics: cannot listen on {settings.host}:{settings.port}: {exc.strerror or exc}") from None
    log.info("metrics on http://%s:%d/metrics (also /healthz, /readyz)", settings.host, server.port)
    return server.start()
