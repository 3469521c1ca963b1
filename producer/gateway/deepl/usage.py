"""DeepL's ``/v2/usage``: the key's characters in the current period and its limit
(producer.gateway.accounting counts them)."""

from __future__ import annotations

from fastapi import APIRouter

from producer.gateway.accounting import UNLIMITED, used
from producer.gateway.deepl.body import DeepLCaller
from producer.gateway.jobs_api import ERRORS
from producer.gateway.state import State

router = APIRouter(prefix="/v2", tags=["deepl-compatible"])


@router.api_route("/usage", methods=["GET", "POST"], responses=ERRORS)
async def usage(state: State, caller: DeepLCaller) -> dict[str, int]:
    """Characters this key sent in the current period, and its limit."""
    limit = state.settings.gateway.compat.character_limit
    return {"character_count": await used(state, caller), "character_limit": limit or UNLIMITED}
