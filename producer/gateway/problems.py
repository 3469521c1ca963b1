"""Errors as RFC 9457 problem details (``application/problem+json``).

The status follows the CLI's exit code for the same error (one table, ``STATUS_FOR_EXIT``,
over ``producer.commands.base.exit_code_for``), so a new error or exit code there maps here too.
Errors only the gateway raises have their own rows in ``STATUS_FOR_ERROR``.
"""

from __future__ import annotations

import math
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from redis.exceptions import ResponseError
from starlette.exceptions import HTTPException as StarletteHTTPException

from transq.cli import (
    EXIT_AUTH_FAILED,
    EXIT_INVALID,
    EXIT_NOT_DURABLE,
    EXIT_NOT_FOUND,
    EXIT_PERMISSION_DENIED,
    EXIT_QUEUE_FULL,
    EXIT_TIMEOUT,
    EXIT_UNREACHABLE,
    exit_code_for,
)
from transq.connection import UNREACHABLE, as_transq_error
from transq.errors import (
    AuthenticationFailed,
    BatchNotFound,
    Conflict,
    DurabilityNotMet,
    Forbidden,
    GatewayStopping,
    GlossaryNotFound,
    PermissionDenied,
    QueueFull,
    QuotaExceeded,
    RateLimited,
    RedisUnavailable,
    RequestTooLarge,
    ShareFull,
    TransqError,
    Unauthorized,
)

PROBLEM_JSON = "application/problem+json"

STATUS_FOR_EXIT = {
    EXIT_INVALID: 400,
    EXIT_NOT_FOUND: 404,
    EXIT_TIMEOUT: 504,  # the wait ran out at the gateway; the job goes on
    EXIT_QUEUE_FULL: 429,
    EXIT_UNREACHABLE: 503,
    # The gateway's own Redis user failed (wrong password, a missing ACL rule): the
    # client did nothing wrong and the operator must fix the gateway's configuration.
    EXIT_PERMISSION_DENIED: 503,
    EXIT_AUTH_FAILED: 503,
    # Redis did not confirm the queue's durability level in time (a replica away, a
    # failover): the job may be stored or not; the same request again is idempotent.
    EXIT_NOT_DURABLE: 503,
}
# What the client reads for those two, before Redis's own message.
GATEWAY_FAULT = "the gateway's own Redis access failed, not this request; the operator must fix it"
STATUS_FOR_ERROR: dict[type[TransqError], int] = {
    Unauthorized: 401,
    Forbidden: 403,
    RateLimited: 429,
    Conflict: 409,
    GatewayStopping: 503,
    QuotaExceeded: 429,  # 456 on /v2, where DeepL's clients expect it
    ShareFull: 429,  # the owner's own open jobs hold its share of the lane
    GlossaryNotFound: 404,
    BatchNotFound: 404,  # an unknown (or another owner's) document, as documents_store says
    RequestTooLarge: 413,
}
# The LibreTranslate-compatible routes (producer.gateway.libre_api).
LIBRE_PATHS = ("/translate", "/detect", "/languages", "/download_file/")
# DeepL's own status for a spent character limit (its clients raise QuotaExceededException).
DEEPL_QUOTA_STATUS = 456
# Seconds a client should wait after a 429 for a full lane (it drains at worker speed).
QUEUE_FULL_RETRY_S = 5
# After a 503 from a stopping gateway: its replacement (or a peer) answers by then.
STOPPING_RETRY_S = 1
# After a 503 for an unconfirmed durability level: a failover takes seconds.
NOT_DURABLE_RETRY_S = 2


def status_for(exc: TransqError) -> int:
    for cls in type(exc).__mro__:
        if cls in STATUS_FOR_ERROR:
            return STATUS_FOR_ERROR[cls]
    return STATUS_FOR_EXIT.get(exit_code_for(exc), 400)


def _slug(name: str) -> str:
    return "".join(f"-{c.lower()}" if c.isupper() else c for c in name).lstrip("-")


def problem(
    status: int, title: str, detail: str, *, instance: str = "", headers: dict[str, str] | None = None, **extra: Any
) -> JSONResponse:
    body = {"type": f"urn:transq:problem:{_slug(title)}", "title": title, "status": status, "detail": detail}
    if instance:
        body["instance"] = instance
    body |= {k: v for k, v in extra.items() if v is not None}
    return JSONResponse(body, status_code=status, media_type=PROBLEM_JSON, headers=headers)


def error_response(exc: TransqError, instance: str = "", status: int | None = None, **extra: Any) -> JSONResponse:
    status = status or status_for(exc)
    headers: dict[str, str] = {}
    if isinstance(exc, RateLimited | ShareFull):
        headers["Retry-After"] = str(exc.retry_after_s)
    elif isinstance(exc, QueueFull):
        headers["Retry-After"] = str(QUEUE_FULL_RETRY_S)
    elif isinstance(exc, GatewayStopping):
        headers["Retry-After"] = str(STOPPING_RETRY_S)
    elif isinstance(exc, DurabilityNotMet):
        headers["Retry-After"] = str(NOT_DURABLE_RETRY_S)
    elif isinstance(exc, Unauthorized):
        headers["WWW-Authenticate"] = "Bearer"
    detail = str(exc)
    if isinstance(exc, AuthenticationFailed | PermissionDenied):
        detail = f"{GATEWAY_FAULT}: {detail}"
    field = extra.pop("field", None)
    if field is None and status == 400 and ": " in detail:
        # make_job's messages read "invalid job: <field>: <what>".
        field = detail.removeprefix("invalid job: ").split(": ", 1)[0]
    return problem(status, type(exc).__name__, detail, instance=instance, headers=headers, field=field, **extra)


def _validation_field(exc: RequestValidationError) -> tuple[str, str]:
    err = exc.errors()[0]
    # Drop where it came from and, for a body that may be one job or a list, which
    # variant of the union pydantic tried ("JobRequest", "list[JobRequest]").
    where = ("body", "query", "path", "header", "form")
    loc = [str(p) for p in err.get("loc", ()) if p not in where and not str(p)[:1].isupper()]
    return ".".join(loc) or "body", str(err.get("msg", "invalid")).removeprefix("Value error, ")


def install(app: FastAPI) -> None:
    """Every error the app can raise answers as problem+json."""

    @app.exception_handler(TransqError)
    async def _transq(request: Request, exc: TransqError) -> JSONResponse:
        if request.url.path.startswith("/v2/"):
            # DeepL's conventions, which its clients act on: 403 for a bad key, and the
            # reason in "message".
            status = 403 if isinstance(exc, Unauthorized) else None
            status = DEEPL_QUOTA_STATUS if isinstance(exc, QuotaExceeded) else status
            return error_response(exc, request.url.path, status=status, message=str(exc))
        if request.url.path.startswith(LIBRE_PATHS):
            # LibreTranslate's clients read "error"; it answers 403 for a bad key too.
            status = 403 if isinstance(exc, Unauthorized) else None
            return error_response(exc, request.url.path, status=status, error=str(exc))
        return error_response(exc, request.url.path)

    async def _unreachable(request: Request, exc: Exception) -> JSONResponse:
        # Code that talks to Redis directly (keys, owners, documents) raises redis-py's
        # errors; they mean the same as the Client's RedisUnavailable (or, for a refused
        # password or ACL rule, its AuthenticationFailed and PermissionDenied).
        state = getattr(request.app.state, "gateway", None)
        user = (state.settings.redis.username if state is not None else None) or "default"
        error = as_transq_error(exc, user) or RedisUnavailable(f"Redis unreachable: {exc}")
        return error_response(error, request.url.path)

    for unreachable in (*UNREACHABLE, ResponseError):
        app.add_exception_handler(unreachable, _unreachable)

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        field, message = _validation_field(exc)
        return problem(400, "InvalidRequest", f"{field}: {message}", instance=request.url.path, field=field)

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        title = "NotFound" if exc.status_code == 404 else "HttpError"
        headers = dict(exc.headers or {})
        return problem(exc.status_code, title, str(exc.detail), instance=request.url.path, headers=headers)


def retry_after_s(seconds: float) -> str:
    return str(max(1, math.ceil(seconds)))
