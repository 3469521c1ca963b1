"""Glossaries, stored per owner: ``keys.glossary(id)`` holds one (its owner, name,
languages and entries as TSV), ``keys.glossaries(owner)`` the owner's ids. Another
owner's glossary reads as absent (GlossaryNotFound, 404), as another owner's job does.

Entries are parsed by producer.glossary (TSV or CSV, as DeepL takes them). Languages
are primary subtags (``en``, not ``en-US``), as DeepL's glossaries are.
"""

from __future__ import annotations

import re
import uuid
from datetime import UTC, datetime
from typing import Any

from pydantic import BaseModel, ConfigDict

from producer.gateway.state import GatewayState
from producer.glossary import to_tsv
from transq.errors import GlossaryNotFound, InvalidJob

_ID_RE = re.compile(r"[0-9a-f]{32}")


class GlossaryInfo(BaseModel):
    """DeepL's glossary object (``GlossaryInfo.from_json`` in its clients reads it)."""

    model_config = ConfigDict(extra="ignore")

    glossary_id: str
    name: str
    ready: bool = True
    source_lang: str
    target_lang: str
    creation_time: str
    entry_count: int


async def create(
    state: GatewayState, owner: str, name: str, *, languages: tuple[str, str], entries: dict[str, str]
) -> GlossaryInfo:
    """A new glossary of ``owner`` for (source, target) primary subtags."""
    source_lang, target_lang = languages
    keys, cfg = state.client.keys, state.settings.gateway.compat
    if not name.strip() or len(name) > 200:
        raise InvalidJob("invalid job: name: a glossary needs a name of 1-200 characters")
    if len(await state.redis.smembers(keys.glossaries(owner))) >= cfg.max_glossaries:
        raise InvalidJob(f"invalid job: this owner has {cfg.max_glossaries} glossaries, the limit; delete one first")
    now = datetime.now(UTC).isoformat(timespec="microseconds").replace("+00:00", "Z")
    info = GlossaryInfo(
        glossary_id=uuid.uuid4().hex, name=name, source_lang=source_lang.lower(), target_lang=target_lang.lower(),
        creation_time=now, entry_count=len(entries),
    )  # fmt: skip
    mapping: dict[Any, Any] = {"meta": info.model_dump_json(), "owner": owner, "entries": to_tsv(entries)}
    pipe = state.redis.pipeline(transaction=True)
    pipe.hset(keys.glossary(info.glossary_id), mapping=mapping)
    pipe.sadd(keys.glossaries(owner), info.glossary_id)
    await pipe.execute()
    return info


async def load(state: GatewayState, owner: str, glossary_id: str) -> tuple[GlossaryInfo, dict[str, str]]:
    """The glossary and its entries; GlossaryNotFound when absent or another owner's."""
    if not _ID_RE.fullmatch(glossary_id):
        raise GlossaryNotFound(glossary_id)
    raw: list[Any] = await state.redis.hmget(state.client.keys.glossary(glossary_id), ["meta", "owner", "entries"])
    meta, stored_owner, entries = (v.decode() if isinstance(v, bytes) else v for v in raw)
    if meta is None or stored_owner != owner:
        raise GlossaryNotFound(glossary_id)
    pairs = dict(line.split("\t", 1) for line in str(entries).splitlines() if "\t" in line)
    return GlossaryInfo.model_validate_json(meta), pairs


async def listing(state: GatewayState, owner: str) -> list[GlossaryInfo]:
    keys = state.client.keys
    members = await state.redis.smembers(keys.glossaries(owner))
    ids = sorted(v.decode() if isinstance(v, bytes) else str(v) for v in members)
    pipe = state.redis.pipeline(transaction=False)
    for glossary_id in ids:
        pipe.hget(keys.glossary(glossary_id), "meta")
    return [GlossaryInfo.model_validate_json(m) for m in await pipe.execute() if m]


async def delete(state: GatewayState, owner: str, glossary_id: str) -> None:
    await load(state, owner, glossary_id)  # GlossaryNotFound unless the owner's
    keys = state.client.keys
    pipe = state.redis.pipeline(transaction=True)
    pipe.delete(keys.glossary(glossary_id))
    pipe.srem(keys.glossaries(owner), glossary_id)
    await pipe.execute()
