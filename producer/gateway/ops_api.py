"""/healthz, /readyz and /metrics: the probes and metrics of the gateway itself."""

from __future__ import annotations

from fastapi import APIRouter
from fastapi.responses import PlainTextResponse, Response
from prometheus_client.exposition import CONTENT_TYPE_LATEST, generate_latest

from producer.gateway.state import State
from transq.connection import UNREACHABLE
from transq.depth import read_depth

router = APIRouter(tags=["operations"])
_TEXT = {"content": {"text/plain": {"schema": {"type": "string"}}}}


@router.get("/healthz", response_class=PlainTextResponse, responses={200: _TEXT})
async def healthz() -> str:
    """The process answers (its event loop runs). No Redis round trip."""
    return "ok\n"


@router.get("/readyz", response_class=PlainTextResponse, responses={200: _TEXT, 503: _TEXT})
async def readyz(state: State) -> PlainTextResponse:
    """Ready when Redis answers and at least one worker of this queue is live and ready
    (its heartbeat key, read through transq.depth); 503 with the reason otherwise."""
    try:
        depth = await read_depth(state.redis, state.client.keys)
    except UNREACHABLE as exc:
        return PlainTextResponse(f"not ready: Redis unreachable: {exc}\n", status_code=503)
    queue = f"{depth.namespace}:{{{depth.queue}}}"
    if not depth.workers_ready:
        live = len(depth.workers)
        return PlainTextResponse(f"not ready: no ready worker for queue {queue} ({live} live)\n", status_code=503)
    return PlainTextResponse(f"ok: {depth.workers_ready} ready workers for queue {queue}\n")


@router.get("/metrics", response_class=Response, responses={200: _TEXT})
async def metrics(state: State) -> Response:
    """Prometheus metrics: requests by route and status, latency, waiting clients."""
    return Response(generate_latest(state.metrics.registry), media_type=CONTENT_TYPE_LATEST)
