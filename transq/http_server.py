"""A small HTTP server for /metrics and health probes, shared by the queue monitor and
the worker.

It runs in a daemon thread, not on the asyncio loop: /metrics and /readyz must answer
even while the loop is busy (vLLM's engine start-up blocks it for tens of seconds).
Probes that need the loop (Redis reads, liveness) hop onto it with ``run_on_loop``,
bounded by a timeout, so a stuck loop shows as a failed probe instead of a hung one.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Coroutine, Mapping
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, TypeVar

from prometheus_client import CollectorRegistry
from prometheus_client.exposition import CONTENT_TYPE_LATEST, generate_latest

T = TypeVar("T")

# A probe answers (healthy, one-line reason); unhealthy probes answer HTTP 503.
Probe = Callable[[], tuple[bool, str]]


def run_on_loop(loop: asyncio.AbstractEventLoop, coro: Coroutine[Any, Any, T], timeout_s: float) -> T:
    """Run ``coro`` on ``loop`` from another thread; TimeoutError if it takes too long."""
    future = asyncio.run_coroutine_threadsafe(coro, loop)
    try:
        return future.result(timeout_s)
    except TimeoutError:
        future.cancel()
        raise


class MetricsServer:
    """Serves ``registry`` at /metrics and each probe at its path, in a background thread."""

    def __init__(self, registry: CollectorRegistry, host: str, port: int, probes: Mapping[str, Probe] | None = None):
        self.registry = registry
        self.probes = dict(probes or {})
        self._server = ThreadingHTTPServer((host, port), self._handler_class())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, name="metrics-http", daemon=True)

    @property
    def port(self) -> int:
        """The bound port (the real one when 0 was asked for)."""
        return int(self._server.server_address[1])

    def start(self) -> MetricsServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._thread.is_alive():  # shutdown() waits for serve_forever: never call it unstarted
            self._server.shutdown()
            self._thread.join(timeout=5)
        self._server.server_close()

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                path = self.path.split("?", 1)[0]
                if path == "/metrics":
                    # Always the classic text format, whatever the Accept header asks:
                    # prometheus_client's OpenMetrics writer (which Prometheus prefers)
                    # rewrites vLLM's "vllm:" sample names to "vllm_" while their TYPE
                    # lines keep the colon (prometheus/client_python#1177), so the
                    # dashboard's queries found nothing. The text format keeps the names.
                    self._reply(200, generate_latest(server.registry), CONTENT_TYPE_LATEST)
                elif path in server.probes:
                    healthy, reason = server.probes[path]()
                    self._reply(200 if healthy else 503, f"{reason}\n".encode(), "text/plain; charset=utf-8")
                else:
                    paths = ", ".join(["/metrics", *server.probes])
                    self._reply(404, f"not found; try {paths}\n".encode(), "text/plain; charset=utf-8")

            def _reply(self, status: int, body: bytes, content_type: str) -> None:
                self.send_response(status)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, format: str, *args: Any) -> None:  # the name is the base class's
                return  # a scrape every few seconds is not worth a log line

        return Handler
