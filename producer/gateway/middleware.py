"""ASGI middleware: request size limits and the gateway's Prometheus metrics.

Both are plain ASGI (not BaseHTTPMiddleware) so a streamed response (Server-Sent Events)
passes through untouched and a body is counted as it arrives, before anything parses it.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram
from starlette.routing import Match
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from producer.gateway.problems import PROBLEM_JSON

# Low-cardinality labels only: the route template, never a job id.
LATENCY_BUCKETS_S = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60)


class GatewayMetrics:
    def __init__(self, waiting: Callable[[], float]) -> None:
        self.registry = CollectorRegistry()
        self.requests = Counter(
            "transq_gateway_requests", "HTTP requests by route and status", ["route", "method", "status"],
            registry=self.registry,
        )  # fmt: skip
        self.latency = Histogram(
            "transq_gateway_request_seconds", "Time to the response's first byte, by route", ["route", "method"],
            buckets=LATENCY_BUCKETS_S, registry=self.registry,
        )  # fmt: skip
        waiting_gauge = Gauge(
            "transq_gateway_waiting_clients", "Clients in a long poll or event stream now", registry=self.registry
        )
        waiting_gauge.set_function(waiting)


def _route(scope: Scope) -> str:
    app = scope.get("app")
    router = getattr(app, "router", None)
    for route in getattr(router, "routes", []):
        match, _ = route.matches(scope)
        if match is Match.FULL:
            return str(getattr(route, "path", "other"))
    return "unmatched"


class GatewayMiddleware:
    """Refuses oversized bodies with 413 and records every request's status and latency."""

    def __init__(self, app: ASGIApp, *, metrics: GatewayMetrics, max_body_bytes: int, max_upload_bytes: int) -> None:
        self.app = app
        self.metrics = metrics
        self.max_body_bytes = max_body_bytes
        self.max_upload_bytes = max_upload_bytes

    def _limit(self, path: str) -> int:
        # Uploads are bounded by the document limit, plus room for the multipart framing.
        upload = path.startswith(("/v1/documents", "/v2/document"))
        return self.max_upload_bytes + 64 * 1024 if upload else self.max_body_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started, route, method = time.perf_counter(), _route(scope), scope["method"]
        status = {"code": 500}
        limit = self._limit(scope["path"])
        declared = dict(scope["headers"]).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            await _too_large(send, limit)
            self._record(route, method, 413, started)
            return
        seen = 0

        async def counted_receive() -> Message:
            nonlocal seen
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > limit:
                raise _TooLarge
            return message

        async def observed_send(message: Message) -> None:
            if message["type"] == "http.response.start":
                status["code"] = message["status"]
                self._record(route, method, message["status"], started)
            await send(message)

        try:
            await self.app(scope, counted_receive, observed_send)
        except _TooLarge:
            await _too_large(send, limit)
            self._record(route, method, 413, started)

    def _record(self, route: str, method: str, status: int, started: float) -> None:
        self.metrics.requests.labels(route, method, str(status)).inc()
        self.metrics.latency.labels(route, method).observe(time.perf_counter() - started)


class _TooLarge(Exception):
    pass


async def _too_large(send: Send, limit: int) -> None:
    body = json.dumps({
        "type": "urn:transq:problem:payload-too-large", "title": "PayloadTooLarge", "status": 413,
        "detail": f"the request body is over the limit of {limit} bytes",
    }).encode()  # fmt: skip
    headers = [(b"content-type", PROBLEM_JSON.encode()), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": 413, "headers": headers})
    await send({"type": "http.response.body", "body": body})
