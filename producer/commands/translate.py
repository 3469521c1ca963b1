"""translate: whole documents through the batch lane, structure kept, resumable.

    python -m producer translate guide.md talk.srt --to de [--from en] [--out-dir out/]

Every file is checked and parsed before anything is submitted. Interrupting (Ctrl-C) and
running the same command again reuses the segments already translated. With no live
worker on the queue the command says so instead of waiting in silence; ``--strict``
makes segments kept in the source language (placeholders lost, no usable output) an
error, exit 1.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from redis.exceptions import RedisError
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, ProgressColumn, Task, TextColumn, TimeRemainingColumn
from rich.text import Text

from producer.batch import BatchStatus
from producer.client import Client
from producer.commands.options import add_option_flags, read_glossary
from producer.documents.loader import FORMATS, Document, load_document
from producer.documents.pipeline import (
    DocumentOutcome,
    RunReport,
    TranslateOptions,
    output_path,
    translate_documents,
    write_atomic,
)
from producer.settings import ProducerSettings
from transq.cli import (
    EXIT_INVALID,
    EXIT_JOB_UNSUCCESSFUL,
    EXIT_OK,
    EXIT_TIMEOUT,
    MAX_WAIT_S,
    add_json_flag,
    count,
    seconds,
)
from transq.contract import make_job
from transq.depth import read_depth
from transq.errors import DocumentError, TransqError

_SHOWN_FAILURES = 10


def register(sub: Any) -> None:
    cmd = sub.add_parser(
        "translate",
        help="translate documents, keeping their structure (.txt .md .html .srt .vtt .po .jsonl)",
        description="Translate whole documents through the batch lane; the output has the input's structure.",
    )
    cmd.add_argument("files", nargs="+", metavar="FILE", help="documents to translate")
    cmd.add_argument("--to", dest="target_lang", required=True, help="target language (BCP-47, e.g. de)")
    cmd.add_argument("--from", dest="source_lang", default="auto", help="source language (default: auto)")
    where = cmd.add_mutually_exclusive_group()
    where.add_argument("-o", "--output", help="output file, '-' for standard output (one FILE only)")
    where.add_argument("--out-dir", help="directory for <name>.<lang><ext> files (default: next to each input)")
    cmd.add_argument("--format", choices=sorted(FORMATS), help="format of every FILE (default: from the extension)")
    cmd.add_argument(
        "--fields", default="text", help="JSONL: comma-separated string fields, dotted for nested, [] for arrays"
    )
    cmd.add_argument("--partial", action="store_true", help="write documents with failed segments (kept in source)")
    cmd.add_argument(
        "--strict",
        action="store_true",
        help="exit 1 if any segment was kept in the source language (e.g. placeholders lost)",
    )
    cmd.add_argument("--timeout", type=seconds(MAX_WAIT_S), dest="timeout_s", help="seconds to wait for all segments")
    cmd.add_argument("--retries", type=count(0, 100), help="resubmit failed segments this many times (default: 1)")
    cmd.add_argument("--max-tokens", type=count(1), dest="max_output_tokens", help="cap on output tokens per segment")
    add_option_flags(cmd)
    cmd.add_argument("--no-progress", action="store_true", help="no progress bar")
    add_json_flag(cmd)
    cmd.set_defaults(handler=_translate)


async def _translate(client: Client, args: argparse.Namespace, settings: ProducerSettings) -> int:
    if args.output and len(args.files) > 1:
        say("error: -o/--output takes one FILE; use --out-dir for several")
        return EXIT_INVALID
    docs = _load(args, settings)  # raises DocumentError: nothing submitted
    targets = _targets(args, docs)
    # The languages are checked now, so bad ones fail before any job is built.
    make_job(settings.queue.limits, text="x", target_lang=args.target_lang, source_lang=args.source_lang)
    cfg = settings.documents
    options = TranslateOptions(
        target_lang=args.target_lang,
        source_lang=args.source_lang,
        max_output_tokens=args.max_output_tokens,
        timeout_s=args.timeout_s or cfg.wait_timeout_s,
        retries=cfg.retries if args.retries is None else args.retries,
        partial=args.partial,
        formality=args.formality,
        glossary=tuple(read_glossary(args).items()),
    )
    await _warn_without_workers(client)
    try:
        with _progress(Console(stderr=True), enabled=not args.no_progress) as on_progress:
            report = await translate_documents(client, docs, options, on_progress)
    except (asyncio.CancelledError, KeyboardInterrupt):
        say(
            "interrupted: the segments already submitted keep running on the workers; "
            "run the same command again to resume (finished segments are reused, none is translated twice)"
        )
        raise
    written = _write(report.outcomes, targets)
    _summary(report, written, options)
    if args.json:
        print(json.dumps(_as_json(report, written)))
    if report.timed_out:
        return EXIT_TIMEOUT
    kept = _kept(report)
    if kept and args.strict:
        say(f"error: {kept} segments kept in the source language (--strict)")
        return EXIT_JOB_UNSUCCESSFUL
    return EXIT_JOB_UNSUCCESSFUL if report.failures else EXIT_OK


async def _warn_without_workers(client: Client) -> None:
    """A warning, not an error: a worker may be starting, and queued segments wait for it."""
    try:
        depth = await read_depth(client.redis, client.keys)
    except (TransqError, RedisError):
        return  # a user without read access to the queue's state, or Redis down: the submit reports it
    if not depth.workers:
        say(
            f"warning: no live worker on queue {client.queue.name!r} (namespace {client.queue.namespace!r}); "
            "the segments wait in the queue until one starts (python -m worker)"
        )
    elif not depth.workers_ready:
        say(f"warning: {len(depth.workers)} workers on the queue, none ready yet (loading the model?)")


def _kept(report: RunReport) -> int:
    return sum(len(o.issues) for o in report.outcomes if o.data is not None)


def _load(args: argparse.Namespace, settings: ProducerSettings) -> list[Document]:
    cfg = settings.documents
    fields = [f.strip() for f in args.fields.split(",") if f.strip()]
    limits = {"max_bytes": cfg.max_file_bytes, "max_segment_chars": cfg.max_segment_chars}
    return [
        load_document(Path(f), fmt=args.format, fields=fields, target_lang=args.target_lang, **limits)
        for f in args.files
    ]


def _targets(args: argparse.Namespace, docs: list[Document]) -> list[Path | None]:
    """Where each document goes; None is standard output. An output that would replace
    its own input is refused before anything is submitted."""
    if args.output == "-":
        return [None]
    out_dir = Path(args.out_dir) if args.out_dir else None
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
    targets: list[Path | None] = []
    for doc in docs:
        source = Path(doc.name)
        target = Path(args.output) if args.output else output_path(source, args.target_lang, args.source_lang, out_dir)
        if target.resolve() == source.resolve():
            raise DocumentError(f"{source}: the output would overwrite the input; choose -o or --out-dir")
        targets.append(target)
    return targets


def _write(outcomes: list[DocumentOutcome], targets: list[Path | None]) -> list[str | None]:
    written: list[str | None] = []
    for outcome, target in zip(outcomes, targets, strict=True):
        if outcome.data is None:
            written.append(None)
        elif target is None:
            sys.stdout.buffer.write(outcome.data)
            sys.stdout.buffer.flush()
            written.append("-")
        else:
            write_atomic(target, outcome.data)
            written.append(str(target))
    return written


class _RateColumn(ProgressColumn):
    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text(f"{speed:.1f} seg/s" if speed else "- seg/s", style="progress.data.speed")


@contextmanager
def _progress(console: Console, *, enabled: bool) -> Iterator[Any]:
    """A progress bar (segments done/total, rate, ETA) on a terminal; else no output."""
    columns = (
        TextColumn("translating"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("segments"),
        _RateColumn(),
        TextColumn("{task.fields[failed]} failed"),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=console, disable=not (enabled and console.is_terminal)) as bar:
        task = bar.add_task("translate", total=None, failed=0)
        first = True

        def update(status: BatchStatus) -> None:
            nonlocal first
            ended = status.total - status.pending
            if first:  # what an earlier run finished is no part of this run's rate
                bar.reset(task, total=status.total, completed=ended, failed=status.failed)
                first = False
            else:
                bar.update(task, completed=ended, failed=status.failed + status.cancelled)

        yield update


def say(line: str) -> None:
    """Summary and errors go to stderr: stdout may carry the document (-o -) or --json."""
    print(line, file=sys.stderr)


def _summary(report: RunReport, written: list[str | None], options: TranslateOptions) -> None:
    for outcome, target in zip(report.outcomes, written, strict=True):
        if target is not None:
            say(f"{outcome.document.name} -> {target}")
    langs = f"{options.source_lang} -> {options.target_lang}"
    say(f"{report.segments} segments ({report.unique} unique), {report.characters:,} characters, {langs}")
    say(
        f"cache hits: {report.cache_hits} of {report.unique} ({report.hit_rate:.0%}): "
        f"{report.reused} reused from an earlier run, {report.memory_hits} from the translation memory"
    )
    kept = [i for o in report.outcomes if o.data is not None for i in o.issues]
    if kept:
        lost = sum(i.reason == "placeholders_lost" for i in kept)
        say(f"kept in the source language: {len(kept)} segments ({lost} with placeholders lost)")
        for issue in kept[:_SHOWN_FAILURES]:
            preview = issue.source if len(issue.source) <= 50 else issue.source[:47] + "..."
            say(f"  line {issue.line}: {issue.reason} ({preview!r})")
    if report.flags:
        say("worker flags: " + ", ".join(f"{flag} {n}" for flag, n in sorted(report.flags.items())))
    done_now = report.unique - report.reused
    rate = done_now / report.elapsed_s if report.elapsed_s else 0.0
    say(f"failures: {len(report.failures)}")
    say(f"time: {report.elapsed_s:.1f} s ({rate:.1f} segments/s)")
    _failure_report(report, written)


def _failure_report(report: RunReport, written: list[str | None]) -> None:
    if report.timed_out:
        say("error: timed out before every segment finished; run the same command again to go on")
    failures = report.failures
    if not failures:
        return
    say(f"error: {len(failures)} segments failed")
    for f in failures[:_SHOWN_FAILURES]:
        preview = f.source if len(f.source) <= 50 else f.source[:47] + "..."
        say(f"  {f.document}:{f.line}: {f.code}: {f.message} ({preview!r})")
    if len(failures) > _SHOWN_FAILURES:
        say(f"  ... and {len(failures) - _SHOWN_FAILURES} more")
    unwritten = [o.document.name for o, w in zip(report.outcomes, written, strict=True) if w is None]
    if unwritten:
        say(f"no output written for {', '.join(unwritten)}; --partial writes it with those segments untranslated")
    say("run the same command again to retry them; finished segments are reused")


def _as_json(report: RunReport, written: list[str | None]) -> dict[str, Any]:
    return {
        "batch_id": report.batch_id,
        "outputs": written,
        "segments": report.segments,
        "unique": report.unique,
        "characters": report.characters,
        "reused": report.reused,
        "memory_hits": report.memory_hits,
        "hit_rate": round(report.hit_rate, 4),
        "submitted": report.submitted,
        "flags": dict(report.flags),
        "kept_in_source": [
            {"document": o.document.name, "line": i.line, "reason": i.reason} for o in report.outcomes for i in o.issues
        ],
        "failures": [
            {"document": f.document, "line": f.line, "code": f.code, "message": f.message} for f in report.failures
        ],
        "timed_out": report.timed_out,
        "elapsed_s": round(report.elapsed_s, 3),
    }
