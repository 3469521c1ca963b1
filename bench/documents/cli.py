"""``python -m bench documents``: identity and pseudo round trips of every corpus file
(and the committed samples), a table per format, and every failure with its first
difference. Exit 1 if any file failed.

Exclusion rule (the only one): a file that the format's reference parser itself rejects
(for PO also: that ``msgfmt -c`` rejects before any translation), or that is not
UTF-8/UTF-16 text, is not a valid document of that format, so no round trip can be
judged on it; it is listed as excluded with the reason.

It stands alone in what it runs: every file through the identity and pseudo round trips in
this process (bench.documents.roundtrip), no queue and no clock, because its finding is
whether the structure survived, not how fast (no load pattern, so not bench.harness.drive). Its bar
is the shared one (bench.harness.progress).
"""

from __future__ import annotations

import argparse
import time
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import polib
from rich.console import Console
from rich.table import Table

from bench.documents.corpus import CorpusFile, fetch, load_index
from bench.documents.office_roundtrip import BINARY, excluded, round_trips
from bench.documents.oracles import view
from bench.documents.roundtrip import Check, msgfmt_check, translate_in_process
from bench.harness.pinned import CACHE
from bench.harness.progress import bar_factory, make_progress
from transq.errors import DocumentError

SAMPLES = Path(__file__).resolve().parents[2] / "tests" / "data"
_SAMPLE_FORMATS = {".txt": "text", ".md": "markdown", ".html": "html", ".srt": "srt", ".vtt": "vtt"}
_SAMPLE_FORMATS |= {".po": "po", ".pot": "po", ".jsonl": "jsonl"}
_SAMPLE_FORMATS |= {".docx": "docx", ".pptx": "pptx", ".xlsx": "xlsx", ".xlf": "xliff", ".odt": "odt"}
_SAMPLE_FIELDS = {
    "pycountry-iso3166-3.jsonl": ("name",),
    "sample.jsonl": ("text", "meta.summary"),
    "letterless.jsonl": ("text", "n", "tpl", "messages[].text", "tags[]"),
}


@dataclass(frozen=True, slots=True)
class Outcome:
    file: CorpusFile
    identity: Check | None  # None: excluded
    pseudo: Check | None
    excluded: str = ""


def add_documents_parser(suites: Any) -> None:
    d = suites.add_parser("documents", help="identity and pseudo round trips of real-world documents")
    d.add_argument(
        "--fetch", action="store_true", help="download the corpus first (pinned in bench/harness/corpus.json)"
    )
    d.add_argument("--samples", action="store_true", help="only the committed samples under tests/data (fast)")
    d.add_argument("--format", action="append", help="only this format (repeatable)")


def samples() -> list[CorpusFile]:
    files = sorted([*SAMPLES.glob("sample.*"), *SAMPLES.glob("sample-*.*"), *(SAMPLES / "realworld").glob("*.*")])
    return [
        CorpusFile(
            _SAMPLE_FORMATS[p.suffix], p, f"tests/data/{p.relative_to(SAMPLES)}", _SAMPLE_FIELDS.get(p.name, ("text",))
        )
        for p in files
        if p.suffix in _SAMPLE_FORMATS
    ]


def run_documents_cli(args: argparse.Namespace, console: Console) -> int:
    corpus = fetch(console.print) if args.fetch else ([] if args.samples else load_index())
    if not corpus and not args.samples:
        console.print(f"no corpus in {CACHE}: run with --fetch to download it (or --samples for the committed files)")
    files = [f for f in [*samples(), *corpus] if not args.format or f.format in args.format]
    started = time.monotonic()
    outcomes: list[Outcome] = []
    with make_progress(console) as progress:
        bar = bar_factory(progress)("round trips", len(files))
        for file in files:
            outcomes.append(check_file(file))
            bar.advance()
    print_report(console, outcomes, time.monotonic() - started)
    return 1 if any(failed(o) for o in outcomes) else 0


def check_file(file: CorpusFile) -> Outcome:
    data = file.path.read_bytes()
    reason = _excluded(file, data)
    if reason:
        return Outcome(file, None, None, reason)
    try:
        if file.format in BINARY:
            identity, pseudo = round_trips(data, file.format)
        else:
            identity, pseudo = translate_in_process(data, file.format, file.fields)
    except DocumentError as exc:
        refused = Check(False, f"refused: {exc}")
        return Outcome(file, refused, refused)
    return Outcome(file, identity, pseudo)


def _excluded(file: CorpusFile, data: bytes) -> str:
    if file.format in BINARY:
        return excluded(file.format, data)
    try:
        text = data.decode("utf-8-sig") if not data.startswith((b"\xff\xfe", b"\xfe\xff")) else data.decode("utf-16")
    except UnicodeDecodeError:
        return "not UTF-8 or UTF-16 text"
    try:
        view(file.format, text.replace("\r\n", "\n"), file.fields)
    except Exception as exc:  # any error of the reference parser is its verdict
        return f"the reference parser rejects it: {type(exc).__name__}: {exc}"[:160]
    # A template (.pot: no Language yet) fails msgfmt -c by design; a catalog must pass.
    is_catalog = file.format == "po" and bool(polib.pofile(text).metadata.get("Language", "").strip())
    if is_catalog and not (check := msgfmt_check(text)).ok:
        return f"the catalog fails GNU gettext's own check: {check.difference}"
    return ""


def failed(o: Outcome) -> bool:
    return o.identity is not None and o.pseudo is not None and not (o.identity.ok and o.pseudo.ok)


def print_report(console: Console, outcomes: list[Outcome], elapsed_s: float) -> None:
    by_format: defaultdict[str, Counter[str]] = defaultdict(Counter)
    for o in outcomes:
        c = by_format[o.file.format]
        c["files"] += 1
        c["excluded"] += bool(o.excluded)
        c["identity"] += bool(o.identity and o.identity.ok)
        c["pseudo"] += bool(o.pseudo and o.pseudo.ok)
    table = Table("format", "files", "excluded", "identity-exact", "structure-identical", title="document round trips")
    for fmt, c in sorted(by_format.items()):
        checked = c["files"] - c["excluded"]
        table.add_row(
            fmt, str(c["files"]), str(c["excluded"]), _share(c["identity"], checked), _share(c["pseudo"], checked)
        )
    console.print(table)
    console.print(f"{len(outcomes)} files in {elapsed_s:.1f} s")
    for o in outcomes:
        if o.excluded:
            console.print(f"[dim]excluded {o.file.source}: {o.excluded}[/]", markup=True, highlight=False)
    for o in outcomes:
        for name, check in (("identity", o.identity), ("pseudo", o.pseudo)):
            if check is not None and not check.ok:
                console.print(
                    f"FAIL {name} {o.file.format} {o.file.source}: {check.difference}", markup=False, highlight=False
                )


def _share(n: int, total: int) -> str:
    return f"{n}/{total} ({100 * n / total:.0f}%)" if total else "-"
