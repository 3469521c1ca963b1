"""Retries reuse their jobs: the job ids of a request that carries no ids of its own.

``/v1/jobs`` takes the client's ``job_id`` or its ``Idempotency-Key`` header (the id is
derived from the header and the key's owner, producer.gateway.jobs_api). A DeepL client
sends neither, and retries a 5xx or a timed-out request up to five times (deepl-python's
``http_client``: 429 and >= 500, backoff from 1 s): each retry used to be new jobs, billed
again. So ``/v2/translate`` (and LibreTranslate's ``/translate``) derive their ids from
the API key and the request itself: the first request stores a random nonce under the
request's digest for ``[gateway.compat] retry_window_s``; every same request of the same
key within the window reads it back and names the same jobs (``admission`` then reuses
them, unbilled). A random nonce rather than the digest alone, so no one who guesses a
text can name another's jobs; and a request whose jobs did not all succeed gets a new
nonce, so the same text sent again after a failure is translated again.
"""

from __future__ import annotations

import hashlib
import json
import secrets

from pydantic import BaseModel

from producer.gateway.auth import Principal
from producer.gateway.state import GatewayState
from transq.connection import text_of
from transq.contract import Result, Status


async def request_ids(state: GatewayState, caller: Principal, request: BaseModel, count: int) -> list[str | None]:
    """The ids of the request's ``count`` jobs: those of its first sending within the
    window, unless one of them ended other than succeeded (then new ones); all None
    (random ids) when the window is 0."""
    nonce = await request_nonce(state, caller, request)
    if nonce and not _all_usable(await state.client.get_many(job_id(nonce, i) or "" for i in range(count))):
        nonce = await request_nonce(state, caller, request, fresh=True)
    return [job_id(nonce, i) for i in range(count)]


def _all_usable(states: dict[str, Result | None]) -> bool:
    return all(r is None or not r.final or r.status is Status.SUCCEEDED for r in states.values())


async def request_nonce(state: GatewayState, caller: Principal, request: BaseModel, *, fresh: bool = False) -> str:
    """The nonce of this key's ``request`` within the window ('' when the window is 0);
    ``fresh``: replace it (the jobs it named did not all succeed)."""
    window_s = state.settings.gateway.compat.retry_window_s
    if not window_s:
        return ""
    canonical = json.dumps(request.model_dump(mode="json"), sort_keys=True, ensure_ascii=False)
    digest = hashlib.sha256(f"{caller.key_id}\n{canonical}".encode()).hexdigest()[:32]
    key = state.client.keys.idempotency(caller.key_id, digest)
    pipe = state.redis.pipeline(transaction=True)
    pipe.set(key, secrets.token_hex(16), nx=not fresh, ex=window_s)
    pipe.get(key)
    _, stored = await pipe.execute()
    return text_of(stored)


def job_id(nonce: str, index: int) -> str | None:
    """The id of the request's ``index``-th job; None (a random id) without a nonce."""
    if not nonce:
        return None
    return "dl-" + hashlib.sha256(f"{nonce}\n{index}".encode()).hexdigest()[:40]
