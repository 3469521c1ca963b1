"""``POST /v2/translate``: up to 50 texts, JSON or form-encoded, with DeepL's options.

What each option does here (docs/gateway.md has the table): ``formality`` picks the
prompt profile's register line (``prefer_*`` falls back silently where the target has
none; ``more``/``less`` there is a 400, as DeepL answers); ``glossary_id`` sends the
glossary's terms found in each text with its job (checked in the output: a missing
term is flagged); ``context`` goes to the model as untrusted background;
``tag_handling`` translates the text between tags and gives every tag back intact
(producer.gateway.deepl.markup); ``preserve_formatting`` keeps the source's edges
(producer.gateway.deepl.formatting); ``split_sentences=0`` keeps tagged units whole. A
plain text longer than one job may be (``queue.limits.max_text_chars``) is split like a
tagged one, at sentence ends, into segments of ``max_segment_chars`` (of
``max_text_chars`` with ``split_sentences=0``); a request's texts may hold DeepL's
128 KiB (413 beyond).
``detected_source_language`` comes from a language identifier (producer.gateway.detect)
when ``source_lang`` is omitted.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, Literal

from fastapi import APIRouter, Request
from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError, field_validator

from producer.gateway import admission, glossary_store, idempotency
from producer.gateway.auth import Principal, Role
from producer.gateway.deepl import formatting, markup
from producer.gateway.deepl.body import DeepLCaller, fields, form_or_json
from producer.gateway.deepl.languages import check_served, primary, supports_formality
from producer.gateway.detect import detect
from producer.gateway.jobs_api import ERRORS, JobRequest, build_job, remember
from producer.gateway.state import GatewayState, State
from producer.glossary import terms_in
from transq.contract import Job, Result, Status, first_error
from transq.errors import Conflict, InvalidJob, RequestTooLarge

router = APIRouter(prefix="/v2", tags=["deepl-compatible"])
MAX_TEXTS = 50  # DeepL's own limit per request
# DeepL's limit on one request's size ("128 KiB"), held to the texts' UTF-8 bytes.
MAX_REQUEST_BYTES = 128 * 1024
Formality = Literal["default", "more", "less", "prefer_more", "prefer_less"]


class TranslateRequest(BaseModel):
    model_config = ConfigDict(extra="ignore")  # DeepL options this gateway does not act on (docs/gateway.md)

    text: list[str] = Field(min_length=1, max_length=MAX_TEXTS)
    target_lang: str
    source_lang: str | None = None
    formality: Formality | None = None
    glossary_id: str | None = None
    context: str | None = None
    split_sentences: Literal["0", "1", "nonewlines"] | None = None
    preserve_formatting: bool | None = None
    tag_handling: Literal["html", "xml"] | None = None
    outline_detection: bool | None = None
    ignore_tags: list[str] = Field(default_factory=list)
    splitting_tags: list[str] = Field(default_factory=list)
    non_splitting_tags: list[str] = Field(default_factory=list)

    @field_validator("text", mode="before")
    @classmethod
    def _one_text(cls, value: object) -> object:
        return [value] if isinstance(value, str) else value

    @field_validator("ignore_tags", "splitting_tags", "non_splitting_tags", mode="before")
    @classmethod
    def _comma_lists(cls, value: object) -> object:
        items = [value] if isinstance(value, str) else value
        if not isinstance(items, list):
            return value
        return [t for item in items for t in str(item).split(",") if t.strip()]

    @field_validator("split_sentences", mode="before")
    @classmethod
    def _as_string(cls, value: object) -> object:
        return str(value) if isinstance(value, int) else value


class TextTranslation(BaseModel):
    detected_source_language: str
    text: str
    billed_characters: int
    # Output checks that flagged this text (e.g. glossary_term_missing); DeepL has none.
    flags: list[str] = Field(default_factory=list)
    # The detector's probability for detected_source_language (LibreTranslate reports
    # it; DeepL does not): 1.0 when the caller named the source.
    _confidence: float = PrivateAttr(default=1.0)

    @property
    def detected_confidence(self) -> float:
        return self._confidence


class TranslateResponse(BaseModel):
    translations: list[TextTranslation]


_TAGS = {"type": "array", "items": {"type": "string"}}
_SCHEMA = form_or_json(
    {"text": {"type": "array", "items": {"type": "string"}, "minItems": 1, "maxItems": MAX_TEXTS},
     "target_lang": {"type": "string"}, "source_lang": {"type": "string"},
     "formality": {"type": "string", "enum": ["default", "more", "less", "prefer_more", "prefer_less"]},
     "glossary_id": {"type": "string"}, "context": {"type": "string"},
     "split_sentences": {"type": "string", "enum": ["0", "1", "nonewlines"]},
     "preserve_formatting": {"type": "boolean"}, "tag_handling": {"type": "string", "enum": ["html", "xml"]},
     "outline_detection": {"type": "boolean"},
     **{t: _TAGS for t in ("ignore_tags", "splitting_tags", "non_splitting_tags")}},
    required=("text", "target_lang"),
)  # fmt: skip


@dataclass
class _Text:
    """One text of the request: its segments (one, or a tagged text's many)."""

    source: str
    segments: list[str]
    parsed: Any = None  # producer.documents.Parsed for a tagged text
    jobs: list[Job] = field(default_factory=list)


@router.post("/translate", responses={456: {"description": "character limit reached"}, **ERRORS},
             openapi_extra=_SCHEMA)  # fmt: skip
async def translate(request: Request, state: State, caller: DeepLCaller) -> TranslateResponse:
    """Translate up to 50 texts; answers when all are done (504 after the gateway's
    max_wait_s: the jobs go on)."""
    caller.require(Role.SUBMIT)
    body = parse_request(await fields(request))
    size = sum(len(t.encode()) for t in body.text)
    if size > MAX_REQUEST_BYTES:
        raise RequestTooLarge(
            f"invalid job: text: the texts are {size} bytes; a request may carry {MAX_REQUEST_BYTES} (128 KiB)"
        )
    return TranslateResponse(translations=await translate_texts(state, caller, body))


async def translate_texts(state: GatewayState, caller: Principal, body: TranslateRequest) -> list[TextTranslation]:
    """Every text of ``body`` translated (also LibreTranslate's /translate)."""
    cfg = state.settings.gateway.compat
    check_served(cfg, body.target_lang, "target_lang")
    check_served(cfg, body.source_lang, "source_lang")
    formality = formality_for(state, body.formality, body.target_lang)
    glossary = await glossary_for(state, caller, body.glossary_id, body.source_lang, body.target_lang)
    texts = [_split(state, body, t) for t in body.text]
    # The wait's slot first: a request refused for it submits nothing.
    with state.slots.hold(caller.key_id, "wait"):
        jobs = await _submit(state, caller, body, texts, formality=formality, glossary=glossary)
        timeout_s = state.settings.gateway.max_wait_s
        results = await asyncio.gather(*(state.watcher.wait(j.job_id, timeout_s) for j in jobs))
    by_id = {r.job_id: r for r in results}
    return [_answer(body, t, by_id) for t in texts]


def parse_request(raw: dict[str, Any]) -> TranslateRequest:
    try:
        return TranslateRequest.model_validate(raw)
    except ValidationError as exc:
        raise InvalidJob(f"invalid job: {first_error(exc)}") from None


def formality_for(state: GatewayState, formality: str | None, target_lang: str) -> Literal["more", "less"] | None:
    """DeepL's formality as a job's: ``prefer_*`` falls back to none where the target has
    no formality; ``more``/``less`` there is a 400."""
    if formality in (None, "default"):
        return None
    if formality not in ("more", "less", "prefer_more", "prefer_less"):
        raise InvalidJob(f"invalid job: formality: {formality!r} is not one of default, more, less, prefer_*")
    wanted: Literal["more", "less"] = "more" if formality.endswith("more") else "less"
    if supports_formality(state.settings.gateway.compat, target_lang):
        return wanted
    if formality.startswith("prefer_"):
        return None
    raise InvalidJob(f"invalid job: formality: not supported for target_lang {target_lang!r} (use prefer_{wanted})")


async def glossary_for(
    state: GatewayState, caller: Principal, glossary_id: str | None, source_lang: str | None, target_lang: str
) -> dict[str, str]:
    """The entries of the caller's glossary, checked against the request's languages."""
    if glossary_id is None:
        return {}
    if source_lang is None:
        raise InvalidJob("invalid job: source_lang: a glossary needs source_lang set")
    info, entries = await glossary_store.load(state, caller.owner, glossary_id)
    if (info.source_lang, info.target_lang) != (primary(source_lang), primary(target_lang)):
        raise InvalidJob(
            f"invalid job: glossary_id: the glossary is {info.source_lang.upper()}->{info.target_lang.upper()}, "
            f"this request {source_lang.upper()}->{target_lang.upper()}"
        )
    return entries


def _split(state: GatewayState, body: TranslateRequest, text: str) -> _Text:
    job_chars = state.settings.queue.limits.max_text_chars
    if body.tag_handling is None:
        if len(text) <= job_chars:
            return _Text(text, [text])  # whole: the model sees every sentence in context
        limit = job_chars if body.split_sentences == "0" else state.settings.documents.max_segment_chars
        parsed = markup.parse_plain(text, limit)
        return _Text(text, [s.text for s in parsed.segments()], parsed)
    options = markup.TagOptions(
        body.tag_handling, tuple(body.ignore_tags), tuple(body.splitting_tags), tuple(body.non_splitting_tags),
        split_sentences=body.split_sentences != "0", outline_detection=body.outline_detection is not False,
    )  # fmt: skip
    parsed = markup.parse(text, options, state.settings.documents.max_segment_chars, job_chars)
    return _Text(text, [s.text for s in parsed.segments()], parsed)


async def _submit(
    state: GatewayState, caller: Principal, body: TranslateRequest, texts: list[_Text],
    *, formality: Literal["more", "less"] | None, glossary: dict[str, str],
) -> list[Job]:  # fmt: skip
    limit = state.settings.queue.limits.max_glossary_terms
    source, target = (body.source_lang or "auto").lower(), body.target_lang.lower()
    segments = [(item, segment) for item in texts for segment in item.segments]
    if not segments:
        return []
    # A retry of this request (same key, same body, within the window) names the same jobs.
    ids = await idempotency.request_ids(state, caller, body, len(segments))
    for item in texts:
        item.jobs = []
    for (item, segment), job_id in zip(segments, ids, strict=True):
        item.jobs.append(build_job(state, JobRequest(
            text=segment, target_lang=target, source_lang=source, formality=formality, context=body.context or None,
            glossary=terms_in(segment, glossary, limit), job_id=job_id,
        ), caller, None))  # fmt: skip
    jobs = [j for item in texts for j in item.jobs]
    # Decided before anything is submitted; billed as DeepL bills (the texts), once.
    admitted = await admission.admit(state, caller, jobs, billed=sum(len(t) for t in body.text))
    await admission.submit_all(state, admitted, jobs)
    await remember(state, [j.job_id for j in jobs if j.job_id in admitted.fresh])
    return jobs


def _answer(body: TranslateRequest, item: _Text, results: dict[str, Result]) -> TextTranslation:
    outputs = [_output(results[j.job_id]) for j in item.jobs]
    flags = sorted({f for j in item.jobs for f in results[j.job_id].flags})
    if item.parsed is not None:
        text, kept = markup.assemble(item.parsed, dict(zip(item.segments, outputs, strict=True)))
        flags += ["placeholders_lost"] if kept else []
    else:
        text = outputs[0] if outputs else item.source
    if body.preserve_formatting:
        text = formatting.preserve(item.source, text)
    detected, confidence = (body.source_lang, 1.0) if body.source_lang else _detected(item)
    answer = TextTranslation(
        detected_source_language=detected.upper(), text=text, billed_characters=len(item.source), flags=flags
    )
    answer._confidence = confidence  # set by its module, read through detected_confidence
    return answer


def _output(result: Result) -> str:
    if result.status is not Status.SUCCEEDED or result.translation is None:
        reason = result.error.message if result.error else result.status.value
        raise Conflict(f"job {result.job_id} ended {result.status.value}: {reason}")
    return result.translation


def _detected(item: _Text) -> tuple[str, float]:
    found = detect(" ".join(item.segments) if item.parsed is not None else item.source, k=1)
    return (primary(found[0][0]), found[0][1]) if found else ("", 0.0)
