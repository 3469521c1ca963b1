"""Characters per API key per period (``[gateway.compat] usage_period``: a calendar month
or day, UTC), counted as requests are accepted by every API of the gateway; DeepL's
``/v2/usage`` (producer.gateway.deepl.usage) reports them. Past ``character_limit`` a
request is refused whole (QuotaExceeded: 456 on /v2, as DeepL answers; 429 elsewhere)
and nothing of it is counted.

The count is one INCRBY per request: over the limit it is taken back at once (DECRBY),
so two racing requests never both pass a limit they would jointly exceed.
"""

from __future__ import annotations

import time

from producer.gateway.auth import Principal
from producer.gateway.state import GatewayState
from transq.errors import QuotaExceeded

# What DeepL reports as the limit of an unlimited (Pro) key.
UNLIMITED = 1_000_000_000_000
# A period's counter outlives it a little, for a request that straddles the change.
_TTL_S = {"month": 32 * 86400, "day": 2 * 86400}


def period_now(period: str) -> str:
    return time.strftime("%Y-%m" if period == "month" else "%Y-%m-%d", time.gmtime())


def _key(state: GatewayState, caller: Principal) -> str:
    return state.client.keys.usage(caller.key_id, period_now(state.settings.gateway.compat.usage_period))


async def charge(state: GatewayState, caller: Principal, characters: int) -> None:
    """Count ``characters`` against the caller's key; QuotaExceeded (nothing counted)
    when that would pass the limit."""
    cfg = state.settings.gateway.compat
    if characters <= 0:
        return
    key = _key(state, caller)
    pipe = state.redis.pipeline(transaction=True)
    pipe.incrby(key, characters)
    pipe.expire(key, _TTL_S[cfg.usage_period], nx=True)
    total, _ = await pipe.execute()
    if cfg.character_limit is not None and int(total) > cfg.character_limit:
        await state.redis.decrby(key, characters)
        used = int(total) - characters
        raise QuotaExceeded(
            f"character limit of {cfg.character_limit} for this {cfg.usage_period} reached: "
            f"{used} used, this request has {characters}"
        )


async def refund(state: GatewayState, caller: Principal, characters: int) -> None:
    """Take back a charge whose request was not accepted after all (queue full)."""
    if characters > 0:
        await state.redis.decrby(_key(state, caller), characters)


async def used(state: GatewayState, caller: Principal) -> int:
    raw = await state.redis.get(_key(state, caller))
    return int(raw or 0)
