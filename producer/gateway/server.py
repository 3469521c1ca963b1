"""uvicorn for the gateway: the server of ``python -m producer serve``, and of the tests."""

from __future__ import annotations

import socket

import uvicorn
from fastapi import FastAPI

from producer.gateway.state import GatewayState


class GatewayServer(uvicorn.Server):
    """uvicorn's server, which tells the app when a stop begins.

    uvicorn waits for open requests before the app's own shutdown runs (up to
    ``gateway.shutdown_grace_s``, then cancels them with a bare 500). A long poll can wait a
    minute and an event stream never ends, so at the start of a stop every long poll answers
    GatewayStopping (503 with Retry-After) and every event stream ends; the rest of the
    requests finish within the grace."""

    def __init__(self, app: FastAPI, *, host: str = "127.0.0.1", port: int = 0, log_level: str = "info") -> None:
        self.gateway: GatewayState = app.state.gateway
        config = uvicorn.Config(
            app, host=host, port=port, log_level=log_level, access_log=False, lifespan="on",
            timeout_graceful_shutdown=self.gateway.settings.gateway.shutdown_grace_s,
        )  # fmt: skip
        super().__init__(config)

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        self.gateway.watcher.stop_waiting()
        await super().shutdown(sockets)
