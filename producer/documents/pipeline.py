"""Translate documents as one batch: the library call behind ``python -m producer translate``.

>>> report = await translate_file(client, Path("README.md"), TranslateOptions(target_lang="de"))
>>> report.ok, report.failures          # README.de.md is written when report.ok

or, for several documents in one batch, ``load_document`` each and call
``translate_documents``; each outcome's ``data`` is the translated document (None if it
has failed segments).

All segments of all documents form one batch (identical segments are one job). Failed
segments are resubmitted up to ``retries`` times within the run; a document with a
segment that still failed gets no output (``data`` is None) unless ``partial`` is set,
in which case such segments keep their source text. Running the same call again resumes:
finished segments are reused, failed ones retried (producer.batch); a result under a
segment's id that is not a translation of that segment (foreign) is never used.
"""

from __future__ import annotations

import os
import time
from collections import Counter
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from producer.batch import (
    RETRY_UNSUCCESSFUL,
    BatchReceipt,
    BatchStatus,
    batch_status,
    segment_key,
    submit_batch,
    wait_batch,
)
from producer.client import Client
from producer.documents.base import Issue
from producer.documents.loader import Document, load_document
from producer.job_options import JobOptions
from producer.settings import DocumentSettings
from transq.contract import Result, Status
from transq.errors import WaitTimeout

# Unusable outputs: the document keeps the source text of such a segment.
_REJECTED_FLAGS = frozenset({"empty"})


@dataclass(frozen=True, slots=True)
class TranslateOptions:
    target_lang: str
    source_lang: str = "auto"
    max_output_tokens: int | None = None
    timeout_s: float = 3600.0
    retries: int = 1
    partial: bool = False
    formality: str | None = None  # "more" or "less"
    glossary: tuple[tuple[str, str], ...] = ()  # term pairs; each segment gets those it holds


@dataclass(frozen=True, slots=True)
class SegmentFailure:
    document: str
    line: int
    code: str
    message: str
    source: str


@dataclass
class DocumentOutcome:
    document: Document
    data: bytes | None  # the translated document; None if it has failures and partial is off
    issues: tuple[Issue, ...] = ()  # segments rendered in the source language
    failures: list[SegmentFailure] = field(default_factory=list)


@dataclass
class RunReport:
    batch_id: str | None
    outcomes: list[DocumentOutcome]
    segments: int  # every occurrence
    unique: int  # jobs: identical segments are translated once
    characters: int  # source characters of every occurrence
    reused: int = 0  # finished by an earlier run of the same batch
    memory_hits: int = 0  # answered by the worker's translation memory in this run
    submitted: int = 0  # jobs enqueued by this run (new and retried)
    elapsed_s: float = 0.0
    timed_out: bool = False
    # Warnings the worker put on translations (truncated, echoes_prompt, ...), by flag.
    flags: Counter[str] = field(default_factory=Counter)

    @property
    def failures(self) -> list[SegmentFailure]:
        return [f for o in self.outcomes for f in o.failures]

    @property
    def cache_hits(self) -> int:
        return self.reused + self.memory_hits

    @property
    def hit_rate(self) -> float:
        return self.cache_hits / self.unique if self.unique else 0.0

    @property
    def ok(self) -> bool:
        return not self.timed_out and not self.failures


Progress = Callable[[BatchStatus], None]


async def translate_documents(
    client: Client, documents: Sequence[Document], options: TranslateOptions, on_progress: Progress | None = None
) -> RunReport:
    started = time.monotonic()
    segments = [s for d in documents for s in d.segments()]
    report = RunReport(None, [], len(segments), len({s.text for s in segments}), sum(len(s.source) for s in segments))
    results: dict[str, Result | None] = {}
    if segments:
        results = await _BatchRun(client, [s.text for s in segments], options, report).run(on_progress)
    report.outcomes = [_outcome(d, results, options.partial) for d in documents]
    report.elapsed_s = time.monotonic() - started
    return report


class _BatchRun:
    def __init__(self, client: Client, texts: list[str], options: TranslateOptions, report: RunReport) -> None:
        self.client = client
        self.texts = texts
        self.options = options
        self.report = report
        self.expect: dict[str, str] = {}

    async def _submit(self, retry: Collection[Status] = RETRY_UNSUCCESSFUL) -> BatchReceipt:
        o = self.options
        receipt = await submit_batch(
            self.client,
            self.texts,
            target_lang=o.target_lang,
            source_lang=o.source_lang,
            max_output_tokens=o.max_output_tokens,
            retry=retry,
            options=JobOptions(o.formality, o.glossary),
        )
        self.report.batch_id = receipt.batch_id
        self.report.submitted += receipt.created
        self.expect = receipt.expect  # a foreign result under a segment's id reads as failed
        return receipt

    async def run(self, on_progress: Progress | None) -> dict[str, Result | None]:
        """Submit (resuming an earlier run), wait, resubmit failures up to the retries."""
        receipt = await self._submit()
        self.report.reused = len(receipt.reused)
        status = await self._wait(receipt.batch_id, on_progress)
        self.report.memory_hits = sum(
            1 for k, r in status.results.items() if r is not None and "cache_hit" in r.flags and k not in receipt.reused
        )
        self.report.flags = Counter(f for r in status.results.values() if r is not None for f in r.flags)
        del self.report.flags["cache_hit"]
        return status.results

    async def _wait(self, batch_id: str, on_progress: Progress | None) -> BatchStatus:
        deadline = time.monotonic() + self.options.timeout_s
        for attempt in range(self.options.retries + 1):
            left_s = max(deadline - time.monotonic(), 0.01)
            try:
                status = await wait_batch(
                    self.client, batch_id, timeout_s=left_s, on_progress=on_progress, expect=self.expect
                )
            except WaitTimeout:
                self.report.timed_out = True
                return await batch_status(self.client, batch_id, expect=self.expect)
            if not status.failed or attempt == self.options.retries:
                return status
            # Only failures are retried here; a cancelled segment was cancelled on purpose.
            await self._submit(retry=(Status.FAILED, Status.EXPIRED))
        raise AssertionError("unreachable: the last attempt returns")


def _outcome(document: Document, results: dict[str, Result | None], partial: bool) -> DocumentOutcome:
    translations: dict[str, str] = {}
    failures: list[SegmentFailure] = []
    for unit in document.parsed.units():
        for segment in unit.segments:
            result = results.get(segment_key(segment.text))
            if result is not None and result.status is Status.SUCCEEDED:
                if result.translation and not _REJECTED_FLAGS & set(result.flags):
                    translations[segment.text] = result.translation
            else:
                failures.append(_failure(document, unit.line, segment.source, result))
    if failures and not partial:
        return DocumentOutcome(document, None, (), failures)
    data, rendered = document.render(translations)
    return DocumentOutcome(document, data, rendered.issues, failures)


def _failure(document: Document, line: int, source: str, result: Result | None) -> SegmentFailure:
    if result is None:
        return SegmentFailure(document.name, line, "missing", "no result (the job record is gone)", source)
    if not result.final:
        return SegmentFailure(document.name, line, result.status.value, "not finished in time", source)
    err = result.error
    code, message = (err.code, err.message) if err else (result.status.value, "")
    return SegmentFailure(document.name, line, code, message, source)


def write_atomic(path: Path, data: bytes) -> None:
    """Write all or nothing: an interrupted run never leaves half a document."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        tmp.write_bytes(data)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


def output_path(source: Path, target_lang: str, source_lang: str = "auto", out_dir: Path | None = None) -> Path:
    """``guide.md`` -> ``guide.de.md``; ``talk.en.srt`` (with --from en) -> ``talk.de.srt``;
    a ``.pot`` template gives a ``.po`` catalog."""
    suffix = ".po" if source.suffix.lower() == ".pot" else source.suffix
    stem, _, lang = source.stem.rpartition(".")
    if not stem or lang.lower() != source_lang.lower():
        stem = source.stem
    return (out_dir or source.parent) / f"{stem}.{target_lang}{suffix}"


async def translate_file(
    client: Client,
    path: Path,
    options: TranslateOptions,
    *,
    output: Path | None = None,
    settings: DocumentSettings | None = None,
    fmt: str | None = None,
    fields: Sequence[str] = ("text",),
) -> RunReport:
    """One file in, one file out (default: ``output_path``); nothing is written when a
    segment failed, unless ``options.partial``."""
    settings = settings or DocumentSettings()
    doc = load_document(
        path,
        max_bytes=settings.max_file_bytes,
        max_segment_chars=settings.max_segment_chars,
        fmt=fmt,
        fields=fields,
        target_lang=options.target_lang,
    )
    report = await translate_documents(client, [doc], options)
    data = report.outcomes[0].data
    if data is not None:
        write_atomic(output or output_path(path, options.target_lang, options.source_lang), data)
    return report


def outcome_of(document: Document, results: dict[str, Result | None], partial: bool = False) -> DocumentOutcome:
    """One document rendered from its segments' results (``BatchStatus.results``, by
    segment key); the HTTP gateway renders uploads with it."""
    return _outcome(document, results, partial)
