"""The web console (``/console``, admin keys): server-rendered pages, one small vendored
script (static/console.js: refresh and confirmation), no CDN.

Sign-in puts the admin key in an HttpOnly, SameSite=Strict cookie: another site cannot
make the browser send it, which is what keeps the requeue and purge forms safe.

Requeue and purge run on the gateway's admin Redis connection (gateway.admin_redis), never
on the `producer` user's: that user may not delete dead letters it did not create. Without
that connection the page says in one line which setting turns them on, and the buttons
are disabled.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Annotated
from urllib.parse import urlencode

import redis.asyncio as aioredis
from fastapi import APIRouter, Form, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from fastapi.staticfiles import StaticFiles
from fastapi.templating import Jinja2Templates
from redis.exceptions import RedisError

from producer.gateway.auth import ANONYMOUS, Principal, Role
from producer.gateway.console_data import read_view
from producer.gateway.settings import ADMIN_REDIS_HINT
from producer.gateway.state import GatewayState, State, presented_key
from producer.ops import DeadLetterQueue, age
from transq.connection import as_transq_error, user_of
from transq.contract import epoch_ms
from transq.errors import CannotRequeue, DeadLetterNotFound, Forbidden, Unauthorized

log = logging.getLogger("producer.gateway.console")

HERE = Path(__file__).parent
templates = Jinja2Templates(directory=HERE / "templates")
templates.env.filters["age"] = age
templates.env.filters["ms_age"] = lambda ms: f"{age(max(0, epoch_ms() - ms) / 1000)} ago" if ms else "-"
router = APIRouter(prefix="/console", include_in_schema=False)
static = StaticFiles(directory=HERE / "static")
COOKIE = "transq_key"


async def _admin(state: GatewayState, request: Request) -> Principal | None:
    if not state.settings.gateway.auth:
        return ANONYMOUS
    key = presented_key(request)
    if not key:
        return None
    try:
        principal = await state.key_store.check(key)
        principal.require(Role.ADMIN)
    except (Unauthorized, Forbidden):
        return None
    return principal if principal.role is Role.ADMIN else None


def _login(request: Request, message: str = "", status: int = 200) -> HTMLResponse:
    return templates.TemplateResponse(request, "login.html", {"message": message}, status_code=status)


@router.get("", response_class=HTMLResponse)
async def page(request: Request, state: State, notice: str = "") -> Response:
    caller = await _admin(state, request)
    if caller is None:
        return _login(request)
    view = await read_view(state, caller)
    name = "body.html" if request.query_params.get("partial") else "console.html"
    context = {"view": view, "notice": notice, "queue": state.client.keys} | _actions(state)
    return templates.TemplateResponse(request, name, context)


def _actions(state: GatewayState) -> dict[str, object]:
    """Whether the dead-letter buttons work, and the one line that says why not."""
    enabled = state.admin_redis is not None
    return {"dead_actions": enabled, "dead_actions_hint": "" if enabled else ADMIN_REDIS_HINT}


@router.post("/login")
async def login(request: Request, state: State, key: Annotated[str, Form()]) -> Response:
    try:
        principal = await state.key_store.check(key.strip())
    except Unauthorized as exc:
        return _login(request, str(exc), 401)
    if principal.role is not Role.ADMIN:
        return _login(request, f"key {principal.key_id} is not an admin key", 403)
    response = RedirectResponse("/console", status_code=303)
    response.set_cookie(COOKIE, key.strip(), httponly=True, samesite="strict", path="/")
    return response


@router.post("/logout")
async def logout() -> Response:
    response = RedirectResponse("/console", status_code=303)
    response.delete_cookie(COOKIE, path="/")
    return response


def _back(notice: str) -> Response:
    # Encoded: a notice quoting an error may hold '&' or '#'.
    return RedirectResponse(f"/console?{urlencode({'notice': notice})}", status_code=303)


def _admin_dlq(state: GatewayState) -> DeadLetterQueue | None:
    if state.admin_redis is None:
        return None
    return DeadLetterQueue(state.admin_redis, state.client.keys, state.settings.queue.limits)


def _refusal(exc: Exception, redis: aioredis.Redis) -> str:
    """One line for a Redis failure of the admin connection (a missing ACL right, a wrong
    password, Redis away): the operator fixes it; the page must not turn into a 500."""
    log.warning("console dead-letter action failed on the admin connection: %s", exc)
    error = as_transq_error(exc, user_of(redis))
    return str(error) if error else str(exc).splitlines()[0]


@router.get("/dlq/{ident}", response_class=HTMLResponse)
async def show_dead_letter(ident: str, request: Request, state: State) -> Response:
    if await _admin(state, request) is None:
        return _login(request)
    try:
        letter = await DeadLetterQueue(state.redis, state.client.keys).find(ident)
    except DeadLetterNotFound as exc:
        return _back(str(exc))
    detail = json.dumps(letter.detail(), indent=2, ensure_ascii=False)
    context = {"letter": letter, "detail": detail} | _actions(state)
    return templates.TemplateResponse(request, "dead_letter.html", context)


@router.post("/dlq/{ident}/requeue")
async def requeue(ident: str, request: Request, state: State) -> Response:
    if await _admin(state, request) is None:
        return _login(request, status=401)
    dlq = _admin_dlq(state)
    if dlq is None:
        return _back(f"not requeued: {ADMIN_REDIS_HINT}")
    try:
        letter = await dlq.find(ident)
        await dlq.requeue(letter)
    except (CannotRequeue, DeadLetterNotFound) as exc:
        return _back(f"not requeued: {exc}")
    except (RedisError, OSError) as exc:
        return _back(f"not requeued: {_refusal(exc, dlq.redis)}")
    return _back(f"requeued job {letter.job_id}")


@router.post("/dlq/purge")
async def purge(request: Request, state: State) -> Response:
    if await _admin(state, request) is None:
        return _login(request, status=401)
    dlq = _admin_dlq(state)
    if dlq is None:
        return _back(f"not purged: {ADMIN_REDIS_HINT}")
    try:
        count = await dlq.purge()
    except (RedisError, OSError) as exc:
        return _back(f"not purged: {_refusal(exc, dlq.redis)}")
    return _back(f"purged {count} dead letters")
