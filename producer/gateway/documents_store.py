"""Uploaded documents: parsed and submitted as one batch at upload, rendered on download.

The upload is parsed at once (a bad file is a 400 and nothing is submitted), its
segments go to the batch lane through ``producer.batch.submit_batch``, and the upload
itself is kept in ``keys.document(id)`` (a hash with the result TTL) so any gateway can
render the translated file later from the batch's results
(``producer.documents.pipeline.outcome_of``). Uploading the same file with the same
options again is the same batch: finished segments are reused, failed ones retried.

Tenants (docs/security.md): the batch is scoped to the key's owner (another owner's
upload of the same file is another batch, with its own random salt, so no one can name
its segments' job ids in advance); every segment job id is claimed for the owner like a
``/v1/jobs`` id, in the step that submits it; and only results carrying the segment's
request digest (kept with the upload as ``expect``) are used, so a result planted under
a segment's id never reaches the downloaded file.
"""

from __future__ import annotations

import json
import secrets
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from producer.batch import BatchStatus, batch_status, submit_batch
from producer.documents import Document, format_for, outcome_of, output_path, parse_document
from producer.gateway import accounting, admission
from producer.gateway.auth import Principal
from producer.gateway.state import GatewayState
from producer.job_options import NO_OPTIONS, JobOptions
from transq.contract import Job, epoch_ms, make_job
from transq.errors import BatchNotFound, Conflict, DocumentError

MEDIA_TYPES = {
    "text": "text/plain", "markdown": "text/markdown", "html": "text/html", "srt": "application/x-subrip",
    "vtt": "text/vtt", "po": "text/x-gettext-translation", "jsonl": "application/jsonl",
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "odt": "application/vnd.oasis.opendocument.text", "xliff": "application/xliff+xml",
}  # fmt: skip
_SHOWN_FAILURES = 20


class DocumentRecord(BaseModel):
    model_config = ConfigDict(extra="ignore")

    document_id: str
    document_key: str  # the DeepL API's second handle; our own API does not need it
    owner: str
    name: str
    format: str
    fields: list[str]
    source_lang: str
    target_lang: str
    max_output_tokens: int | None
    partial: bool
    batch_id: str
    segments: int
    unique: int
    characters: int
    created_ms: int
    # DeepL's output_format: the extension the result is converted to (deepl/conversion.py);
    # None: the input's own format.
    output_format: str | None = None


@dataclass(frozen=True, slots=True)
class Upload:
    filename: str
    data: bytes
    target_lang: str
    source_lang: str = "auto"
    format: str | None = None
    fields: tuple[str, ...] = ("text",)
    max_output_tokens: int | None = None
    partial: bool = False
    options: JobOptions = NO_OPTIONS  # formality and glossary of every segment's job
    # Called with the parsed format before anything is submitted: the extension to
    # convert the result to, or None (DeepL's output_format; it raises for one refused).
    output_format: Callable[[str], str | None] | None = None


def _parse(state: GatewayState, upload: Upload) -> Document:
    cfg = state.settings.documents
    name = Path(upload.filename or "document").name
    if len(upload.data) > cfg.max_file_bytes:
        raise DocumentError(f"{name}: {len(upload.data)} bytes is over the limit of {cfg.max_file_bytes}")
    fmt = format_for(Path(name), upload.format).name
    fields = list(upload.fields)
    # The target language too: a catalog's header and plural forms, an XLIFF file's target language.
    return parse_document(upload.data, fmt, name=name, max_segment_chars=cfg.max_segment_chars, fields=fields,
                          target_lang=upload.target_lang)  # fmt: skip


async def create_document(state: GatewayState, caller: Principal, upload: Upload) -> DocumentRecord:
    """Parse, submit every segment as one batch, and keep the upload; DocumentError or
    InvalidJob (400) before anything is written, and every limit decided before anything
    is submitted (a refused upload leaves no job: producer.gateway.admission)."""
    document = _parse(state, upload)
    output_format = upload.output_format(document.format) if upload.output_format else None
    limits = state.settings.queue.limits
    make_job(limits, text="x", target_lang=upload.target_lang, source_lang=upload.source_lang)  # languages first
    segments = document.segments()
    most = state.settings.gateway.limits.segments_per_document
    if len(segments) > most:
        raise DocumentError(f"{document.name}: {len(segments)} segments is over the limit of {most} per document")
    texts = [s.text for s in segments]
    characters = sum(len(s.source) for s in segments)
    admitted: list[admission.Admission] = []

    async def decide(jobs: list[Job]) -> None:
        # Only the segments this upload creates are billed: a repeated upload (a retry)
        # reuses finished and running segments, unbilled.
        billed = characters if len(jobs) == len(set(texts)) else sum(len(j.text) for j in jobs)
        admitted.append(await admission.admit(state, caller, jobs, billed=billed))

    try:
        receipt = await submit_batch(
            state.client, texts, target_lang=upload.target_lang, source_lang=upload.source_lang,
            max_output_tokens=upload.max_output_tokens, scope=caller.owner, options=upload.options,
            owner=caller.owner, before_submit=decide,
        )  # fmt: skip
    except BaseException:
        for charged in admitted:  # refused after the decision: nothing of it runs
            await accounting.refund(state, caller, jobs=len(charged.fresh), characters=charged.characters)
        raise
    record = DocumentRecord(
        document_id=uuid.uuid4().hex, document_key=secrets.token_urlsafe(24), owner=caller.owner,
        name=document.name, format=document.format, fields=list(upload.fields), source_lang=upload.source_lang,
        target_lang=upload.target_lang, max_output_tokens=upload.max_output_tokens, partial=upload.partial,
        batch_id=receipt.batch_id, segments=len(texts), unique=receipt.total,
        characters=characters, created_ms=epoch_ms(), output_format=output_format,
    )  # fmt: skip
    await _save(state, record, upload.data, receipt.expect)
    return record


async def _save(state: GatewayState, record: DocumentRecord, data: bytes, expect: dict[str, str]) -> None:
    keys, ttl_s = state.client.keys, state.settings.queue.result_ttl_s
    pipe = state.redis.pipeline(transaction=True)
    fields: dict[Any, Any] = {"meta": record.model_dump_json(), "data": data, "expect": json.dumps(expect)}
    pipe.hset(keys.document(record.document_id), mapping=fields)
    pipe.expire(keys.document(record.document_id), ttl_s)
    pipe.lpush(keys.documents, record.document_id)
    pipe.ltrim(keys.documents, 0, max(state.settings.gateway.recent_jobs - 1, 0))
    await pipe.execute()


async def load_record(state: GatewayState, caller: Principal, document_id: str) -> DocumentRecord:
    """The record; BatchNotFound (404) when absent, expired or another owner's."""
    raw: Any = await state.redis.hget(state.client.keys.document(document_id), "meta")
    record = DocumentRecord.model_validate_json(raw) if raw else None
    if record is None or not caller.may_read(record.owner):
        raise BatchNotFound(document_id)
    return record


@dataclass(frozen=True, slots=True)
class Progress:
    record: DocumentRecord
    status: BatchStatus

    @property
    def state(self) -> str:
        """queued (nothing finished), translating, done, or error (all ended, some failed)."""
        s = self.status
        if s.pending:
            return "translating" if s.pending < s.total else "queued"
        return "error" if (s.failed or s.cancelled) and not self.record.partial else "done"

    def as_json(self) -> dict[str, Any]:
        s = self.status
        failures = [
            {"segment": e.segment, "job_id": e.job_id, "status": e.status.value, "code": e.code, "message": e.message}
            for e in s.errors[:_SHOWN_FAILURES]
        ]
        return {
            "document_id": self.record.document_id, "name": self.record.name, "format": self.record.format,
            "status": self.state, "batch_id": self.record.batch_id, "segments_total": s.total, "segments_done": s.done,
            "segments_failed": s.failed, "segments_cancelled": s.cancelled, "segments_pending": s.pending,
            "characters": self.record.characters, "failures": failures,
        }  # fmt: skip


async def progress(state: GatewayState, caller: Principal, document_id: str) -> Progress:
    record = await load_record(state, caller, document_id)
    raw: Any = await state.redis.hget(state.client.keys.document(document_id), "expect")
    # A record from before request digests has none: its results are taken as they are.
    expect = json.loads(raw) if raw else None
    return Progress(record, await batch_status(state.client, record.batch_id, expect=expect))


async def render(state: GatewayState, caller: Principal, document_id: str) -> tuple[bytes, str, str]:
    """(translated file, its file name, media type); Conflict (409) until it can be."""
    now = await progress(state, caller, document_id)
    if now.state in ("queued", "translating"):
        raise Conflict(f"document {document_id} is {now.state}: {now.status.pending} segments to go")
    if now.state == "error":
        raise Conflict(f"document {document_id}: {now.status.failed + now.status.cancelled} segments failed; "
                       "upload it again to retry them (finished ones are reused)")  # fmt: skip
    record = now.record
    raw: Any = await state.redis.hget(state.client.keys.document(document_id), "data")
    document = _parse(state, Upload(record.name, raw, record.target_lang, record.source_lang, record.format,
                                    tuple(record.fields)))  # fmt: skip
    outcome = outcome_of(document, now.status.results, partial=True)
    assert outcome.data is not None, "partial rendering always gives data"
    name = output_path(Path(record.name), record.target_lang, record.source_lang).name
    return outcome.data, name, MEDIA_TYPES.get(record.format, "application/octet-stream")
