"""The ASGI app: ``create_app(settings)``, served by uvicorn (``python -m producer serve``)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI

from producer.gateway import console, console_jobs, deepl, documents_api, jobs_api, libre_api, ops_api, problems
from producer.gateway.middleware import GatewayMiddleware
from producer.gateway.state import new_state
from producer.settings import ProducerSettings

API_VERSION = "1.0"


def create_app(settings: ProducerSettings) -> FastAPI:
    state = new_state(settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        state.watcher.start()
        try:
            yield
        finally:
            await state.aclose()

    app = FastAPI(
        title="transq gateway",
        version=API_VERSION,
        description="Translation jobs and documents over HTTP, in front of transq's Redis queue.",
        lifespan=lifespan,
        # FastAPI's /docs and /redoc pages load their scripts from a CDN; the spec itself
        # is served at /openapi.json.
        docs_url=None,
        redoc_url=None,
    )
    app.state.gateway = state
    problems.install(app)
    for router in (jobs_api.router, documents_api.router, deepl.router, libre_api.router, ops_api.router):
        app.include_router(router)
    if settings.gateway.console:
        app.include_router(console.router)
        app.include_router(console_jobs.router)
        app.mount("/console/static", console.static, name="console-static")
    app.add_middleware(
        GatewayMiddleware,
        metrics=state.metrics,
        max_body_bytes=settings.gateway.max_body_bytes,
        max_upload_bytes=settings.documents.max_file_bytes,
    )
    return app
