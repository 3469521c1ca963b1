"""A DeepL-compatible subset (/v2), so DeepL clients and plugins work by changing the
server URL: ``POST /v2/translate`` and the document upload, status and download calls.

Authentication is DeepL's ``Authorization: DeepL-Auth-Key <key>`` with a gateway API key.
Language codes arrive as DeepL writes them (``DE``, ``EN-US``) and go on as BCP-47
(``de``, ``en-us``). What DeepL has and this does not: glossaries, formality, tag
handling, usage, languages (docs/gateway.md lists it).
"""

from __future__ import annotations

import asyncio
from typing import Annotated, Any

from fastapi import APIRouter, File, Form, Request, UploadFile
from fastapi.responses import JSONResponse, Response
from pydantic import BaseModel, ConfigDict, Field

from producer.gateway import documents_store
from producer.gateway.auth import Role
from producer.gateway.jobs_api import ERRORS, JobRequest, build_job, claim, remember
from producer.gateway.problems import problem
from producer.gateway.state import Caller, GatewayState, State
from transq.contract import Result, Status
from transq.errors import BatchNotFound, Conflict, TransqError

router = APIRouter(prefix="/v2", tags=["deepl-compatible"])
_MAX_TEXTS = 50  # DeepL's own limit per request


def _lang(code: str | None) -> str:
    return code.lower() if code else "auto"


class TranslateRequest(BaseModel):
    model_config = ConfigDict(extra="ignore")  # DeepL options this subset does not implement

    text: list[str] = Field(min_length=1, max_length=_MAX_TEXTS)
    target_lang: str
    source_lang: str | None = None


class TextTranslation(BaseModel):
    detected_source_language: str
    text: str
    billed_characters: int


class TranslateResponse(BaseModel):
    translations: list[TextTranslation]


@router.post("/translate", responses=ERRORS)
async def translate(body: TranslateRequest, state: State, caller: Caller) -> TranslateResponse:
    """Translate up to 50 texts; answers when all are done (504 after the gateway's
    max_wait_s: the jobs go on)."""
    caller.require(Role.SUBMIT)
    requests = [JobRequest(text=t, target_lang=_lang(body.target_lang), source_lang=_lang(body.source_lang))
                for t in body.text]  # fmt: skip
    jobs = [build_job(state, r, caller, None) for r in requests]
    await claim(state, caller, [j.job_id for j in jobs])
    for receipt in await state.client.submit_many(jobs):
        if isinstance(receipt, TransqError):
            raise receipt
    await remember(state, [j.job_id for j in jobs])
    timeout_s = state.settings.gateway.max_wait_s
    results = await asyncio.gather(*(state.watcher.wait(j.job_id, timeout_s) for j in jobs))
    source = (body.source_lang or "").upper()
    return TranslateResponse(translations=[_translation(r, t, source) for r, t in zip(results, body.text, strict=True)])


def _translation(result: Result, text: str, source: str) -> TextTranslation:
    if result.status is not Status.SUCCEEDED or result.translation is None:
        reason = result.error.message if result.error else result.status.value
        raise Conflict(f"job {result.job_id} ended {result.status.value}: {reason}")
    return TextTranslation(detected_source_language=source, text=result.translation, billed_characters=len(text))


@router.post("/document", responses=ERRORS)
async def upload_document(
    state: State,
    caller: Caller,
    file: Annotated[UploadFile, File()],
    target_lang: Annotated[str, Form()],
    source_lang: Annotated[str | None, Form()] = None,
) -> dict[str, str]:
    """Upload a document; answers its ``document_id`` and ``document_key``."""
    caller.require(Role.SUBMIT)
    data = await file.read(state.settings.documents.max_file_bytes + 1)
    upload = documents_store.Upload(file.filename or "document", data, _lang(target_lang), _lang(source_lang))
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


async def _checked(state: GatewayState, request: Request, caller: Caller, document_id: str) -> None:
    record = await documents_store.load_record(state, caller, document_id)
    if await _document_key(request) != record.document_key:
        raise BatchNotFound(document_id)  # as DeepL does: a wrong key is an unknown document


@router.post("/document/{document_id}", responses=ERRORS, openapi_extra={"requestBody": {
    "content": {"application/json": {"schema": DocumentKey.model_json_schema()}}}})  # fmt: skip
async def document_status(document_id: str, request: Request, state: State, caller: Caller) -> dict[str, Any]:
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
async def document_result(document_id: str, request: Request, state: State, caller: Caller) -> Response:
    """The translated file. DeepL answers 503 while a document is not ready; so does this."""
    await _checked(state, request, caller, document_id)
    try:
        data, name, media = await documents_store.render(state, caller, document_id)
    except Conflict as exc:
        return _not_ready(exc, request.url.path)
    return Response(data, media_type=media, headers={"Content-Disposition": f'attachment; filename="{name}"'})


def _not_ready(exc: Conflict, path: str) -> JSONResponse:
    return problem(503, "DocumentNotReady", str(exc), instance=path, headers={"Retry-After": "5"})
