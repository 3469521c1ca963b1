"""The worker's HTTP endpoints: /metrics, /healthz, /readyz on one port (settings.metrics).

- /metrics: prometheus_client's default registry, so our ``transq_*`` metrics
  (worker.metrics) and vLLM's own ``vllm:*`` metrics, which the engine registers in this
  process, come from one endpoint.
- /healthz (liveness): the event loop runs a Redis PING within a few seconds. A blocked
  loop or an unreachable Redis fails it. vLLM's engine start-up blocks the loop, so use
  /readyz as the startup probe and /healthz only once the worker is ready.
- /readyz (readiness): the engine is loaded and warmed up, and the worker is serving.

The server runs in a thread (producer.http_server), so /metrics and /readyz answer even
while the loop is busy.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from prometheus_client import REGISTRY

from producer.errors import ConfigError
from producer.http_server import MetricsServer, run_on_loop
from worker.settings import MetricsSettings

if TYPE_CHECKING:
    from worker.loop import Worker

log = logging.getLogger("worker.http")

# Liveness budget: a probe's own timeout is usually longer (Kubernetes' default is 1 s,
# so set timeoutSeconds above this).
LOOP_TIMEOUT_S = 1.0
PING_TIMEOUT_S = 2.0


class Health:
    def __init__(self, worker: Worker, loop: asyncio.AbstractEventLoop) -> None:
        self.worker = worker
        self.loop = loop

    def live(self) -> tuple[bool, str]:
        try:
            run_on_loop(self.loop, asyncio.sleep(0), LOOP_TIMEOUT_S)
        except TimeoutError:
            return False, f"event loop blocked: no answer within {LOOP_TIMEOUT_S:g} s"
        try:
            run_on_loop(self.loop, self._ping(), PING_TIMEOUT_S)
        except TimeoutError:
            return False, f"Redis did not answer PING within {PING_TIMEOUT_S:g} s"
        except Exception as exc:  # any failure of the ping is the answer, not a crash
            return False, f"Redis unreachable: {exc}"
        return True, "ok"

    async def _ping(self) -> None:
        await self.worker.redis.ping()

    def ready(self) -> tuple[bool, str]:
        if self.worker.stopping:
            return False, "stopping: reading no more jobs"
        if self.worker.ready.is_set():
            return True, "ready"
        return False, "not ready: the engine is loading or warming up"


def start_http(worker: Worker, settings: MetricsSettings) -> MetricsServer:
    """Serve the endpoints in a background thread; record the bound port on the worker
    (it goes into the heartbeat, so tools find a port chosen with ``port = 0``)."""
    health = Health(worker, asyncio.get_running_loop())
    try:
        server = MetricsServer(
            REGISTRY, settings.host, settings.port, {"/healthz": health.live, "/readyz": health.ready}
        )
    except OSError as exc:
        raise ConfigError(f"metrics: cannot listen on {settings.host}:{settings.port}: {exc.strerror or exc}") from None
    worker.metrics_port = server.port
    log.info("metrics on http://%s:%d/metrics (also /healthz, /readyz)", settings.host, server.port)
    return server.start()
