"""Work per API key: jobs and characters per minute, characters per period.

Characters per period (``[gateway.compat] usage_period``: a calendar month or day, UTC)
are what DeepL's ``/v2/usage`` reports (producer.gateway.deepl.usage); past
``character_limit`` a request is refused whole (QuotaExceeded: 456 on /v2, as DeepL
answers; 429 elsewhere). Jobs and characters per minute (the key's own limits, else
``[gateway.limits]``) refuse with RateLimited and the seconds to the window's end. All
three are counted in one step (the CHARGE script) before anything is submitted, and only
for work the request creates: a retry that reuses its jobs is billed once
(producer.gateway.admission).
"""

from __future__ import annotations

import time

from producer.gateway.auth import Principal
from producer.gateway.state import GatewayState
from transq import script_calls
from transq.errors import InvalidJob, QuotaExceeded, RateLimited
from transq.scripts import CHARGE, register

# What DeepL reports as the limit of an unlimited (Pro) key.
UNLIMITED = 1_000_000_000_000
# A period's counter outlives it a little, for a request that straddles the change.
_TTL_S = {"month": 32 * 86400, "day": 2 * 86400}
WINDOW_S = 60


def period_now(period: str) -> str:
    return time.strftime("%Y-%m" if period == "month" else "%Y-%m-%d", time.gmtime())


def _key(state: GatewayState, caller: Principal) -> str:
    return state.client.keys.usage(caller.key_id, period_now(state.settings.gateway.compat.usage_period))


def _limits(state: GatewayState, caller: Principal) -> script_calls.Charge:
    cfg, keys = state.settings.gateway, state.client.keys
    return script_calls.Charge(
        jobs_key=keys.work(caller.key_id, "jobs"), chars_key=keys.work(caller.key_id, "chars"),
        usage_key=_key(state, caller), jobs_per_min=caller.jobs_per_min or cfg.limits.jobs_per_min or 0,
        chars_per_min=caller.chars_per_min or cfg.limits.chars_per_min or 0,
        chars_per_period=cfg.compat.character_limit or 0, window_s=WINDOW_S,
        usage_ttl_s=_TTL_S[cfg.compat.usage_period],
    )  # fmt: skip


async def charge(state: GatewayState, caller: Principal, *, jobs: int, characters: int) -> None:
    """Count ``jobs`` and ``characters`` against the caller's key, all or nothing:
    RateLimited or QuotaExceeded (nothing counted) when one would pass its limit;
    InvalidJob when the request alone is over a per-minute limit (no wait helps)."""
    if jobs <= 0 and characters <= 0:
        return
    limits = _limits(state, caller)
    for unit, n, limit in (("jobs", jobs, limits.jobs_per_min), ("characters", characters, limits.chars_per_min)):
        if limit and n > limit:
            raise InvalidJob(f"invalid job: body: this request has {n} {unit}; the key may send {limit} a minute")
    reply = await script_calls.charge(register(state.redis, CHARGE), limits, jobs=jobs, characters=characters)
    if reply.code == 1:
        limit = limits.jobs_per_min if reply.unit == "jobs" else limits.chars_per_min
        raise RateLimited(f"limit of {limit} {reply.unit} per minute for this key", max(reply.value, 1))
    if reply.code == 2:
        cfg = state.settings.gateway.compat
        raise QuotaExceeded(
            f"character limit of {cfg.character_limit} for this {cfg.usage_period} reached: "
            f"{reply.value} used, this request has {characters}"
        )


async def refund(state: GatewayState, caller: Principal, *, jobs: int, characters: int) -> None:
    """Take back a charge whose work was not accepted after all (queue full, a job that
    existed, a refusal after the check)."""
    if jobs > 0 or characters > 0:
        limits = _limits(state, caller)
        await script_calls.charge(register(state.redis, CHARGE), limits, jobs=-jobs, characters=-characters)


async def used(state: GatewayState, caller: Principal) -> int:
    raw = await state.redis.get(_key(state, caller))
    return int(raw or 0)
