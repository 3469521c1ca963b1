"""DeepL's document calls: upload, status, download (the gateway's document store).

Language codes arrive as DeepL writes them (``DE``, ``EN-US``) and go on as BCP-47
(``de``, ``en-us``). ``formality`` and ``glossary_id`` act as on /v2/translate: each
segment's job gets the register and the glossary terms its text holds.
``output_format`` converts the result with LibreOffice, or is refused at upload with a
400 saying why (producer.gateway.deepl.conversion).
"""

from __future__ import annotations

import functools
from typing import Annotated, Any

from fastapi import APIRouter, File, Form, Request, UploadFile
from fastapi.responses import JSONResponse, Response
from pydantic import BaseModel

from producer.gateway import documents_store
from producer.gateway.auth import Principal, Role
from producer.gateway.deepl import conversion
from producer.gateway.deepl.body import DeepLCaller
from producer.gateway.deepl.translate import formality_for, glossary_for
from producer.gateway.jobs_api import ERRORS
from producer.gateway.problems import problem
from producer.gateway.state import GatewayState, State
from producer.job_options import JobOptions
from transq.errors import BatchNotFound, Conflict

router = APIRouter(prefix="/v2", tags=["deepl-compatible"])


def _lang(code: str | None) -> str:
    return code.lower() if code else "auto"


@router.post("/document", responses=ERRORS)
async def upload_document(
    *,
    state: State,
    caller: DeepLCaller,
    file: Annotated[UploadFile, File()],
    target_lang: Annotated[str, Form()],
    source_lang: Annotated[str | None, Form()] = None,
    formality: Annotated[str | None, Form()] = None,
    glossary_id: Annotated[str | None, Form()] = None,
    output_format: Annotated[str | None, Form()] = None,
) -> dict[str, str]:
    """Upload a document; answers its ``document_id`` and ``document_key``."""
    caller.require(Role.SUBMIT)
    data = await file.read(state.settings.documents.max_file_bytes + 1)
    entries = await glossary_for(state, caller, glossary_id, source_lang, target_lang)
    options = JobOptions(formality_for(state, formality, target_lang), tuple(entries.items()))
    upload = documents_store.Upload(
        file.filename or "document", data, _lang(target_lang), _lang(source_lang), options=options,
        output_format=functools.partial(conversion.wanted, output_format),
    )  # fmt: skip
    record = await documents_store.create_document(state, caller, upload)
    return {"document_id": record.document_id, "document_key": record.document_key}


class DocumentKey(BaseModel):
    document_key: str


async def _document_key(request: Request) -> str:
    """DeepL clients send the key as JSON or as a form field."""
    if request.headers.get("content-type", "").startswith("application/json"):
        body: Any = await request.json()
        return str(body.get("document_key", "")) if isinstance(body, dict) else ""
    return str((await request.form()).get("document_key", ""))


async def _checked(state: GatewayState, request: Request, caller: Principal, document_id: str) -> None:
    record = await documents_store.load_record(state, caller, document_id)
    if await _document_key(request) != record.document_key:
        raise BatchNotFound(document_id)  # as DeepL does: a wrong key is an unknown document


@router.post("/document/{document_id}", responses=ERRORS, openapi_extra={"requestBody": {
    "content": {"application/json": {"schema": DocumentKey.model_json_schema()}}}})  # fmt: skip
async def document_status(document_id: str, request: Request, state: State, caller: DeepLCaller) -> dict[str, Any]:
    """``queued``, ``translating``, ``done`` or ``error``, as DeepL reports them."""
    await _checked(state, request, caller, document_id)
    now = await documents_store.progress(state, caller, document_id)
    status = {"document_id": document_id, "status": now.state, "billed_characters": now.record.characters}
    if now.state == "error":
        status["error_message"] = f"{now.status.failed + now.status.cancelled} segments failed"
    elif now.state != "done":
        status["seconds_remaining"] = now.status.pending  # a guess DeepL clients only display
    return status


@router.post(
    "/document/{document_id}/result",
    response_class=Response,
    responses={200: {"content": {"application/octet-stream": {"schema": {"type": "string", "format": "binary"}}}},
               503: {"description": "not translated yet"}, **ERRORS},
    openapi_extra={"requestBody": {"content": {"application/json": {"schema": DocumentKey.model_json_schema()}}}},
)  # fmt: skip
async def document_result(document_id: str, request: Request, state: State, caller: DeepLCaller) -> Response:
    """The translated file. DeepL answers 503 while a document is not ready; so does this."""
    await _checked(state, request, caller, document_id)
    try:
        data, name, media = await documents_store.render(state, caller, document_id)
    except Conflict as exc:
        return _not_ready(exc, request.url.path)
    record = await documents_store.load_record(state, caller, document_id)
    if record.output_format:
        data, name = await conversion.convert(data, name, record.output_format)
        media = conversion.MEDIA[record.output_format]
    return Response(data, media_type=media, headers={"Content-Disposition": f'attachment; filename="{name}"'})


def _not_ready(exc: Conflict, path: str) -> JSONResponse:
    return problem(503, "DocumentNotReady", str(exc), instance=path, headers={"Retry-After": "5"})
