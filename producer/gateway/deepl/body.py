"""Request bodies as DeepL accepts them: JSON, or form-encoded (``-d text=... -d
target_lang=DE``, DeepL's own curl examples), or the query string; one dict either way.
A repeated form field (``text``) is a list; a comma-separated tag list is split by the
model that reads it.

The API key goes in the ``Authorization: DeepL-Auth-Key`` header only: DeepL retired
``auth_key`` in the body or query, and a request that still sends it is told so.
"""

from __future__ import annotations

import json
from typing import Annotated, Any

from fastapi import Depends, Request
from starlette.datastructures import UploadFile

from producer.gateway.auth import ANONYMOUS, Principal
from producer.gateway.state import State, authenticate, presented_key
from transq.errors import InvalidJob, Unauthorized

DEEPL_HEADER = "send the key in the header 'Authorization: DeepL-Auth-Key <key>'"
AUTH_KEY_REFUSED = f"the auth_key parameter is not accepted (DeepL retired it): {DEEPL_HEADER}"
_LISTS = frozenset({"text", "q", "glossary_ids", "ignore_tags", "splitting_tags", "non_splitting_tags"})


async def fields(request: Request) -> dict[str, Any]:
    """The request's parameters: the query, then the body over it."""
    out: dict[str, Any] = {}
    _merge(out, request.query_params.multi_items())
    ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if ctype == "application/json":
        try:
            body = json.loads(await request.body() or b"{}")
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise InvalidJob(f"invalid job: body: not valid JSON ({exc})") from None
        if not isinstance(body, dict):
            raise InvalidJob("invalid job: body: a JSON object is expected")
        out.update(body)
    elif ctype in ("application/x-www-form-urlencoded", "multipart/form-data"):
        form = await request.form()
        _merge(out, [(k, v) for k, v in form.multi_items() if not isinstance(v, UploadFile)])
    return out


def _merge(out: dict[str, Any], items: list[tuple[str, Any]]) -> None:
    for key, value in items:
        if key in _LISTS:
            out.setdefault(key, []).append(value)
        else:
            out[key] = value


def form_or_json(properties: dict[str, Any], required: tuple[str, ...] = ()) -> dict[str, Any]:
    """The OpenAPI request body of a route that reads ``fields``: JSON or a form."""
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = list(required)
    content = {t: {"schema": schema} for t in ("application/json", "application/x-www-form-urlencoded")}
    return {"requestBody": {"content": content, "required": bool(required)}}


async def deepl_caller(request: Request, state: State) -> Principal:
    """The caller, with DeepL's wording when there is no key: which header to send."""
    if not state.settings.gateway.auth:
        return ANONYMOUS
    if presented_key(request) is None:
        if "auth_key" in await fields(request):
            raise Unauthorized(AUTH_KEY_REFUSED)
        raise Unauthorized(f"no API key: {DEEPL_HEADER}")
    return await authenticate(request, state)


DeepLCaller = Annotated[Principal, Depends(deepl_caller)]
