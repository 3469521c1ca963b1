"""A LibreTranslate-compatible subset, for the self-hosted tools and LibreTranslate's own
clients that speak it: ``/translate`` (``q`` one text or a list, ``source`` or "auto",
``target``, ``format`` text or html), ``/detect``, ``/languages``, ``/translate_file``
(answers a download URL, as LibreTranslate does) and ``/download_file``.

Language codes: LibreTranslate's own ``zt`` (Chinese, Traditional) and ``pb``
(Portuguese, Brazil), which its clients send, stand for ``zh-Hant`` and ``pt-BR``; any
served BCP-47 tag works too. ``alternatives=n`` answers an ``alternatives`` list per
text, always empty: a job gives one translation (the worker samples no n-best list).
``detectedLanguage.confidence`` is the detector's probability in percent, as /detect.

The key is ``api_key`` in the body (LibreTranslate's way) or any header the gateway
takes. Errors carry LibreTranslate's ``error`` field. Translation goes through the same
code as DeepL's /v2/translate (producer.gateway.deepl.translate): ``format=html`` is its
tag handling. The download URL holds the document's random key: whoever has the URL may
fetch the file once translated, as with LibreTranslate (no header on a plain link).
"""

from __future__ import annotations

import asyncio
import hmac
from typing import Annotated, Any

from fastapi import APIRouter, Depends, File, Form, Request, UploadFile
from fastapi.responses import Response

from producer.gateway import documents_store
from producer.gateway.auth import ANONYMOUS, Principal, Role
from producer.gateway.deepl.body import fields, form_or_json
from producer.gateway.deepl.languages import name_of, sources
from producer.gateway.deepl.translate import parse_request, translate_texts
from producer.gateway.detect import detect
from producer.gateway.jobs_api import ERRORS
from producer.gateway.state import State, authenticate, presented_key
from transq.errors import BatchNotFound, InvalidJob, Unauthorized

router = APIRouter(tags=["libretranslate-compatible"])
# LibreTranslate's codes that are not BCP-47 (its Argos models' names), as its clients send them.
LIBRE_CODES = {"zt": "zh-Hant", "pb": "pt-BR"}


def bcp47(code: str) -> str:
    return LIBRE_CODES.get(code.lower(), code)


async def libre_caller(request: Request, state: State) -> Principal:
    if not state.settings.gateway.auth:
        return ANONYMOUS
    if presented_key(request) is None:
        key = (await fields(request)).get("api_key")
        if not key:
            raise Unauthorized("no API key: send api_key (python -m producer keys create)")
        principal = await state.key_store.check(str(key))
        await state.key_store.charge(principal)
        return principal
    return await authenticate(request, state)


LibreCaller = Annotated[Principal, Depends(libre_caller)]
_TRANSLATE = form_or_json(
    {"q": {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]},
     "source": {"type": "string"}, "target": {"type": "string"},
     "format": {"type": "string", "enum": ["text", "html"]}, "alternatives": {"type": "integer", "minimum": 0},
     "api_key": {"type": "string"}},
    required=("q", "target"),
)  # fmt: skip


@router.post("/translate", responses=ERRORS, openapi_extra=_TRANSLATE)
async def translate(request: Request, state: State, caller: LibreCaller) -> dict[str, Any]:
    """``{"translatedText": ...}`` (a list for a list of texts), with
    ``detectedLanguage`` when ``source`` is "auto"."""
    caller.require(Role.SUBMIT)
    raw = await fields(request)
    texts = raw.get("q")
    if isinstance(texts, list) and len(texts) == 1 and not _is_json(request):
        texts = texts[0]  # one form field: one text, answered as a string (a JSON list stays a list)
    single = isinstance(texts, str)
    source = bcp47(str(raw.get("source") or "auto"))
    alternatives = _alternatives(raw.get("alternatives"))
    body = parse_request({
        "text": texts, "target_lang": bcp47(str(raw.get("target") or "")) or None,
        "source_lang": None if source == "auto" else source,
        "tag_handling": "html" if raw.get("format") == "html" else None,
    })  # fmt: skip
    done = await translate_texts(state, caller, body)
    out: dict[str, Any] = {"translatedText": done[0].text if single else [d.text for d in done]}
    if alternatives:
        out["alternatives"] = [] if single else [[] for _ in done]  # one translation per job: no n-best
    if source == "auto":
        found = [{"confidence": round(d.detected_confidence * 100, 1),
                  "language": d.detected_source_language.lower()} for d in done]  # fmt: skip
        out["detectedLanguage"] = found[0] if single else found
    return out


def _alternatives(value: object) -> int:
    if isinstance(value, list) and len(value) == 1:
        value = value[0]  # a form field
    try:
        count = int(str(value if value is not None else 0))
    except ValueError:
        count = -1
    if count < 0:
        raise InvalidJob(f"invalid job: alternatives: {value!r} is not a whole number of 0 or more")
    return count


def _is_json(request: Request) -> bool:
    return request.headers.get("content-type", "").startswith("application/json")


@router.post("/detect", responses=ERRORS, openapi_extra=form_or_json({"q": {"type": "string"}}, ("q",)))
async def detect_language(request: Request, state: State, caller: LibreCaller) -> list[dict[str, Any]]:
    """The likeliest languages of ``q``, confidence in percent."""
    q = (await fields(request)).get("q")
    if isinstance(q, list) and len(q) == 1:
        q = q[0]  # a form field
    if not isinstance(q, str):
        raise InvalidJob("invalid job: q: a text is required")
    return [{"confidence": round(score * 100, 1), "language": code} for code, score in detect(q, k=3)]


@router.api_route("/languages", methods=["GET", "POST"], responses=ERRORS)
async def languages(state: State) -> list[dict[str, Any]]:
    """Every served language, each with every other as its targets (open, as LibreTranslate's)."""
    cfg = state.settings.gateway.compat
    served = {t.lower() for t in cfg.languages}
    codes = sources(cfg) + [c for c, tag in LIBRE_CODES.items() if tag.lower() in served]
    return [{"code": c, "name": name_of(bcp47(c)), "targets": [t for t in codes if t != c]} for c in codes]


@router.post("/translate_file", responses=ERRORS)
async def translate_file(
    *,
    request: Request,
    state: State,
    caller: LibreCaller,
    file: Annotated[UploadFile, File()],
    target: Annotated[str, Form()],
    source: Annotated[str, Form()] = "auto",
) -> dict[str, str]:
    """Translate a document (the gateway's formats) and answer its download URL once done
    (504 after the gateway's max_wait_s: the document goes on)."""
    caller.require(Role.SUBMIT)
    data = await file.read(state.settings.documents.max_file_bytes + 1)
    upload = documents_store.Upload(file.filename or "document", data, bcp47(target).lower(), bcp47(source).lower())
    with state.slots.hold(caller.key_id, "wait"):  # taken first: a refused wait submits nothing
        record = await documents_store.create_document(state, caller, upload)
        now = await documents_store.progress(state, caller, record.document_id)
        timeout_s = state.settings.gateway.max_wait_s
        await asyncio.gather(*(state.watcher.wait(j, timeout_s) for j in now.status.job_ids.values()))  # 504
    _, name, _ = await documents_store.render(state, caller, record.document_id)
    url = f"{str(request.base_url).rstrip('/')}/download_file/{record.document_id}/{record.document_key}/{name}"
    return {"translatedFileUrl": url}


@router.get("/download_file/{document_id}/{document_key}/{name}", response_class=Response, responses=ERRORS)
async def download_file(document_id: str, document_key: str, name: str, state: State) -> Response:
    """The translated file; the URL's key is the credential."""
    record = await documents_store.load_record(state, ANONYMOUS, document_id)
    if not hmac.compare_digest(record.document_key, document_key):
        raise BatchNotFound(document_id)
    owner = Principal(key_id="download", owner=record.owner, role=Role.READ)
    data, filename, media = await documents_store.render(state, owner, document_id)
    return Response(data, media_type=media, headers={"Content-Disposition": f'attachment; filename="{filename}"'})
