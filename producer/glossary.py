"""Glossaries as term pairs: read from TSV or CSV (DeepL's two entry formats, also
``python -m producer submit/translate --glossary FILE``), and the pairs a text needs.

TSV is ``source<TAB>target`` per line; CSV is read by the csv module
(``source,target[,source_lang,target_lang]``, with its quoting rules). Every term obeys
the contract's glossary rule (transq.rules.check_glossary).
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from transq import rules
from transq.errors import InvalidJob


def parse_entries(entries: str, fmt: str, max_entries: int) -> dict[str, str]:
    """Term pairs; InvalidJob naming the first bad line."""
    if fmt not in ("tsv", "csv"):
        raise InvalidJob(f"invalid job: entries_format: {fmt!r} is neither 'tsv' nor 'csv'")
    rows = list(csv.reader(io.StringIO(entries))) if fmt == "csv" else [
        line.split("\t") for line in entries.splitlines()
    ]  # fmt: skip
    out: dict[str, str] = {}
    for n, row in enumerate(rows, start=1):
        if not row or not "".join(row).strip():
            continue
        if len(row) < 2 or (fmt == "tsv" and len(row) != 2):
            raise InvalidJob(f"invalid job: entries: line {n} is not 'source{'<TAB>' if fmt == 'tsv' else ','}target'")
        source, target = row[0].strip(), row[1].strip()
        if source in out:
            raise InvalidJob(f"invalid job: entries: line {n} repeats the source term {source!r}")
        try:
            rules.check_glossary({source: target}, 1)
        except ValueError as exc:
            raise InvalidJob(f"invalid job: entries: line {n}: {exc}") from None
        out[source] = target
    if not out:
        raise InvalidJob("invalid job: entries: no term pairs")
    if len(out) > max_entries:
        raise InvalidJob(f"invalid job: entries: {len(out)} terms; the limit is {max_entries}")
    return out


def read_file(path: Path, max_entries: int = 100_000) -> dict[str, str]:
    """A glossary file: CSV if it ends in .csv, else TSV."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidJob(f"invalid job: glossary: cannot read {path}: {exc}") from None
    try:
        return parse_entries(text, "csv" if path.suffix.lower() == ".csv" else "tsv", max_entries)
    except InvalidJob as exc:
        raise InvalidJob(str(exc).replace("entries:", f"glossary {path}:", 1)) from None


def to_tsv(entries: dict[str, str]) -> str:
    return "".join(f"{s}\t{t}\n" for s, t in entries.items())


def terms_in(text: str, entries: dict[str, str], limit: int) -> dict[str, str]:
    """The entries whose source term occurs in ``text`` (case-folded), at most ``limit``,
    longest terms first (a job carries only what its text needs)."""
    folded = text.casefold()
    found = [(s, t) for s, t in entries.items() if s.casefold() in folded]
    found.sort(key=lambda pair: -len(pair[0]))
    return dict(found[:limit])
