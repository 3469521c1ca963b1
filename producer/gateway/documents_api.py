"""/v1/documents: upload a document, follow its progress, download the translation."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, File, Form, UploadFile
from fastapi.responses import Response

from producer.gateway import documents_store, glossary_store
from producer.gateway.auth import Principal, Role
from producer.gateway.jobs_api import ERRORS
from producer.gateway.state import Caller, GatewayState, State
from producer.job_options import JobOptions
from transq.errors import InvalidJob

router = APIRouter(prefix="/v1/documents", tags=["documents"])


@router.post("", status_code=201, responses=ERRORS)
async def upload(
    *,
    state: State,
    caller: Caller,
    file: Annotated[UploadFile, File(description="the document; format from its extension")],
    target_lang: Annotated[str, Form()],
    source_lang: Annotated[str, Form()] = "auto",
    format: Annotated[str | None, Form(description="text, markdown, html, srt, vtt, po, jsonl")] = None,
    fields: Annotated[str, Form(description="JSONL: comma-separated string fields")] = "text",
    max_output_tokens: Annotated[int | None, Form(gt=0, le=1_000_000_000)] = None,
    partial: Annotated[bool, Form(description="render failed segments in the source language")] = False,
    formality: Annotated[Literal["more", "less"] | None, Form(description="register")] = None,
    glossary_id: Annotated[str | None, Form(description="an own glossary (/v2/glossaries)")] = None,
) -> dict[str, Any]:
    """Upload a document (the options of ``python -m producer translate``): it is parsed
    and every segment submitted to the batch lane now; 400 names what is wrong."""
    caller.require(Role.SUBMIT)
    data = await file.read(state.settings.documents.max_file_bytes + 1)
    upload_ = documents_store.Upload(
        filename=file.filename or "document", data=data, target_lang=target_lang, source_lang=source_lang,
        format=format or None, fields=tuple(f.strip() for f in fields.split(",") if f.strip()) or ("text",),
        max_output_tokens=max_output_tokens, partial=partial,
        options=JobOptions(formality, tuple((await _glossary(state, caller, glossary_id, target_lang)).items())),
    )  # fmt: skip
    record = await documents_store.create_document(state, caller, upload_)
    return (await documents_store.progress(state, caller, record.document_id)).as_json()


async def _glossary(state: GatewayState, caller: Principal, glossary_id: str | None, target: str) -> dict[str, str]:
    if glossary_id is None:
        return {}
    info, entries = await glossary_store.load(state, caller.owner, glossary_id)
    if info.target_lang != target.split("-", maxsplit=1)[0].lower():
        raise InvalidJob(f"invalid job: glossary_id: the glossary translates into {info.target_lang}, not {target}")
    return entries


@router.get("/{document_id}", responses=ERRORS)
async def status(document_id: str, state: State, caller: Caller) -> dict[str, Any]:
    """Progress: segments done / total, failures (never blocks)."""
    return (await documents_store.progress(state, caller, document_id)).as_json()


@router.get(
    "/{document_id}/result",
    response_class=Response,
    responses={200: {"content": {"application/octet-stream": {"schema": {"type": "string", "format": "binary"}}}},
               **ERRORS},
)  # fmt: skip
async def result(document_id: str, state: State, caller: Caller) -> Response:
    """The translated document, same format as the upload; 409 until every segment ended."""
    data, name, media = await documents_store.render(state, caller, document_id)
    return Response(data, media_type=media, headers={"Content-Disposition": f'attachment; filename="{name}"'})
