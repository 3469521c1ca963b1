"""One document through the identity and pseudo engines, in process (no Redis, no worker:
the same render path as ``translate``, with each segment's text transformed as the
engines transform it), checked against the reference parsers (oracles.py).

- identity: the output must be byte-identical to the input. One documented
  normalisation: in a PO catalog, identity fills each empty msgstr with its msgid and
  sets the target's header, so catalogs are compared entry by entry with polib after
  emptying what the run filled.
- pseudo: the output must parse with the reference parser, its view must equal the
  source's, no segment may be kept in the source language, and a PO catalog must pass
  ``msgfmt -c`` (when GNU gettext is installed).
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import polib

from bench.documents.oracles import view
from producer.documents import Document, identity, parse_document
from transq.pseudo import pseudo_localize

# The pseudo run's target: a language with three plural forms, so every plural entry of a
# PO catalog changes its msgstr[n] count and the header its Plural-Forms (msgfmt -c
# checks both); the other formats do not use it.
PSEUDO_TARGET = "pl"


@dataclass(frozen=True, slots=True)
class Check:
    ok: bool
    difference: str = ""  # the first difference, when not ok


def run_identity(doc: Document, source: bytes) -> Check:
    data, rendered = doc.render(identity(doc.parsed))
    if rendered.issues:
        return Check(False, f"line {rendered.issues[0].line}: {rendered.issues[0].reason}")
    if doc.format == "po":
        return _po_identity(source.decode(_codec(doc)), data.decode(_codec(doc)))
    if data == source:
        return Check(True)
    return Check(False, first_line_difference(source.decode(_codec(doc)), data.decode(_codec(doc))))


def run_pseudo(doc: Document, source: bytes, fields: Sequence[str] = ("text",)) -> Check:
    data, rendered = doc.render({s.text: pseudo_localize(s.text) for s in doc.segments()})
    if rendered.issues:
        issue = rendered.issues[0]
        return Check(False, f"line {issue.line}: {issue.reason}: {issue.source[:60]!r}")
    text, out = source.decode(_codec(doc)), data.decode(_codec(doc))
    try:
        check = _compare(view(doc.format, text, fields), view(doc.format, out, fields))
    except Exception as exc:  # any parser error of the output is the finding
        return Check(False, f"the output does not parse: {type(exc).__name__}: {exc}"[:200])
    if check.ok and doc.format == "po":
        return msgfmt_check(out)
    return check


def translate_in_process(data: bytes, fmt: str, fields: Sequence[str] = ("text",)) -> tuple[Check, Check]:
    """(identity, pseudo) checks of one document."""
    doc = parse_document(data, fmt, fields=fields)
    target = parse_document(data, fmt, fields=fields, target_lang=_target(data, doc))
    return run_identity(doc, data), run_pseudo(target, data, fields)


def _target(data: bytes, doc: Document) -> str:
    """A catalog already in a language is completed in it; anything else goes to PSEUDO_TARGET."""
    if doc.format != "po":
        return PSEUDO_TARGET
    return polib.pofile(data.decode(doc.encoding)).metadata.get("Language", "").strip() or PSEUDO_TARGET


def msgfmt_check(po_text: str) -> Check:
    """``msgfmt -c`` (GNU gettext's own checks: header, plural forms, format strings)."""
    msgfmt = shutil.which("msgfmt")
    if msgfmt is None:
        return Check(True)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "out.po"
        path.write_text(po_text, encoding="utf-8")
        proc = subprocess.run([msgfmt, "-c", "-o", "/dev/null", str(path)], capture_output=True, text=True, check=False)
    if proc.returncode == 0:
        return Check(True)
    errors = [line for line in proc.stderr.splitlines() if "warning:" not in line] or ["failed"]
    return Check(False, f"msgfmt -c: {errors[0].split('out.po:', 1)[-1].strip()}")


def first_line_difference(a: str, b: str) -> str:
    for n, (x, y) in enumerate(zip(a.split("\n"), b.split("\n"), strict=False), start=1):
        if x != y:
            return f"line {n}: {x[:70]!r} -> {y[:70]!r}"
    return f"line counts differ: {a.count(chr(10)) + 1} -> {b.count(chr(10)) + 1}"


def _compare(source: Any, output: Any) -> Check:
    if source == output:
        return Check(True)
    if isinstance(source, list) and isinstance(output, list):
        for n, (x, y) in enumerate(zip(source, output, strict=False)):
            if x != y:
                return Check(False, f"item {n}: {str(x)[:90]} -> {str(y)[:90]}")
        return Check(False, f"{len(source)} items -> {len(output)}")
    return Check(False, f"{str(source)[:90]} -> {str(output)[:90]}")


def _po_entries(text: str) -> list[Any]:
    catalog = polib.pofile(text)
    return [
        (
            e.msgctxt,
            e.msgid,
            e.msgid_plural,
            sorted(e.flags),
            e.comment,
            e.tcomment,
            e.occurrences,
            e.obsolete,
            _strs(e),
        )
        for e in [*catalog, *catalog.obsolete_entries()]
    ]


def _po_identity(source: str, output: str) -> Check:
    """polib's entries equal, but for the msgstrs identity filled: those that were empty
    in the source and hold the msgid (msgstr[0]) or the msgid_plural (the others)."""
    src, out = _po_entries(source), _po_entries(output)
    normalised = [
        (*o[:-1], s[-1]) if not any(s[-1].values()) and o[-1] == _identity_fill(o) else o
        for s, o in zip(src, out, strict=False)
    ]
    return _compare(src, normalised + out[len(normalised) :])


def _strs(entry: polib.POEntry) -> dict[int, str]:
    return dict(entry.msgstr_plural) if entry.msgid_plural else {0: entry.msgstr}


def _identity_fill(entry: tuple[Any, ...]) -> dict[int, str]:
    msgid, plural, strs = entry[1], entry[2], entry[-1]
    if plural and len(strs) == 1:
        return {0: plural}  # a one-form language: the plural's wording
    return {n: msgid if n == 0 or not plural else plural for n in strs}


def _codec(doc: Document) -> str:
    return doc.encoding
