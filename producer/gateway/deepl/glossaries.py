"""DeepL's v2 glossary calls: create (TSV or CSV entries), list, get, entries, delete.
Glossaries belong to the key's owner (producer.gateway.glossary_store)."""

from __future__ import annotations

from fastapi import APIRouter, Request, Response
from fastapi.responses import PlainTextResponse

from producer import glossary
from producer.gateway import glossary_store
from producer.gateway.auth import Role
from producer.gateway.deepl.body import DeepLCaller, fields, form_or_json
from producer.gateway.deepl.languages import check_served, primary
from producer.gateway.glossary_store import GlossaryInfo
from producer.gateway.jobs_api import ERRORS
from producer.gateway.state import State
from transq.errors import InvalidJob

router = APIRouter(prefix="/v2/glossaries", tags=["deepl-compatible"])
_CREATE = form_or_json(
    {"name": {"type": "string"}, "source_lang": {"type": "string"}, "target_lang": {"type": "string"},
     "entries": {"type": "string"}, "entries_format": {"type": "string", "enum": ["tsv", "csv"]}},
    required=("name", "source_lang", "target_lang", "entries"),
)  # fmt: skip


@router.post("", status_code=201, responses=ERRORS, openapi_extra=_CREATE)
async def create(request: Request, state: State, caller: DeepLCaller) -> GlossaryInfo:
    """A glossary from TSV (default) or CSV entries."""
    caller.require(Role.SUBMIT)
    body = await fields(request)
    for name in ("name", "source_lang", "target_lang", "entries"):
        if not isinstance(body.get(name), str):
            raise InvalidJob(f"invalid job: {name}: a string is required")
    cfg = state.settings.gateway.compat
    source, target = primary(body["source_lang"]), primary(body["target_lang"])
    check_served(cfg, source, "source_lang")
    check_served(cfg, target, "target_lang")
    if source == target:
        raise InvalidJob(f"invalid job: target_lang: a glossary needs two languages, got {source!r} twice")
    entries = glossary.parse_entries(body["entries"], str(body.get("entries_format", "tsv")),
                                           cfg.max_glossary_entries)  # fmt: skip
    return await glossary_store.create(state, caller.owner, body["name"], languages=(source, target), entries=entries)


@router.get("", responses=ERRORS)
async def listing(state: State, caller: DeepLCaller) -> dict[str, list[GlossaryInfo]]:
    """This owner's glossaries."""
    return {"glossaries": await glossary_store.listing(state, caller.owner)}


@router.get("/{glossary_id}", responses=ERRORS)
async def get(glossary_id: str, state: State, caller: DeepLCaller) -> GlossaryInfo:
    info, _ = await glossary_store.load(state, caller.owner, glossary_id)
    return info


@router.get(
    "/{glossary_id}/entries",
    response_class=PlainTextResponse,
    responses={200: {"content": {"text/tab-separated-values": {"schema": {"type": "string"}}}}, **ERRORS},
)
async def entries(glossary_id: str, state: State, caller: DeepLCaller) -> Response:
    """The entries as TSV, as DeepL answers ``Accept: text/tab-separated-values``."""
    _, pairs = await glossary_store.load(state, caller.owner, glossary_id)
    return Response(glossary.to_tsv(pairs), media_type="text/tab-separated-values")


@router.delete("/{glossary_id}", status_code=204, response_class=Response, responses=ERRORS)
async def delete(glossary_id: str, state: State, caller: DeepLCaller) -> Response:
    caller.require(Role.SUBMIT)
    await glossary_store.delete(state, caller.owner, glossary_id)
    return Response(status_code=204)
