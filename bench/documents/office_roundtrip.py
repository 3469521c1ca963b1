"""Binary formats (Office packages, XLIFF) through the identity and pseudo engines in
process, judged by office_oracles:

- identity: an Office file comes back byte for byte (no text changed, so the package is
  not rewritten); an XLIFF file gets a target equal to its source in every unit it
  translates, and translate-toolkit reads the same ids, sources and notes;
- pseudo: the same ZIP members and XML apart from text nodes, the same structure read by
  the format's library (runs and their formatting, links, shapes, cells), and no segment
  kept in the source language; XLIFF: the same units, sources and notes as identity's.

Exclusion: a file the format's own library cannot open is not a valid document of it.
"""

from __future__ import annotations

from bench.documents.office_oracles import skeleton, view
from bench.documents.roundtrip import Check
from producer.documents import parse_document
from transq.pseudo import pseudo_localize

BINARY = frozenset({"docx", "pptx", "xlsx", "xliff", "odt"})
_NO_LIBRARY = frozenset({"odt"})  # no ODF library among the oracles: the XML skeleton judges alone
_TARGET = "pl"


def excluded(fmt: str, data: bytes) -> str:
    try:
        skeleton(data) if fmt in _NO_LIBRARY else view(fmt, data)
    except Exception as exc:  # the library's own verdict
        return f"the format's library rejects it: {type(exc).__name__}: {exc}"[:160]
    return ""


def round_trips(data: bytes, fmt: str) -> tuple[Check, Check]:
    doc = parse_document(data, fmt, target_lang=_TARGET)
    same, rendered = doc.render({s.text: s.text for s in doc.segments()})
    if rendered.issues:
        return Check(False, f"identity: {rendered.issues[0].reason}"), Check(False, "not run")
    identity = _identity(fmt, data, same)
    out, rendered = doc.render({s.text: pseudo_localize(s.text) for s in doc.segments()})
    if rendered.issues:
        issue = rendered.issues[0]
        return identity, Check(False, f"paragraph {issue.line}: {issue.reason}: {issue.source[:60]!r}")
    try:
        return identity, _pseudo(fmt, data, same, out)
    except Exception as exc:  # the output does not open: that is the finding
        return identity, Check(False, f"the output does not open: {type(exc).__name__}: {exc}"[:200])


def _identity(fmt: str, data: bytes, out: bytes) -> Check:
    if fmt != "xliff":
        return Check(True) if out == data else Check(False, "identity changed the package's bytes")
    units = view(fmt, out)
    before = {u[0]: u for u in view(fmt, data)}
    for uid, source, notes, target in units:
        was = before.get(uid)
        if was is None or was[1:3] != (source, notes):
            return Check(False, f"unit {uid}: source or notes changed")
        if target and not was[3] and target != source:
            return Check(False, f"unit {uid}: identity target differs from its source")
    return Check(len(units) == len(before), "units added or lost")


def _pseudo(fmt: str, data: bytes, same: bytes, out: bytes) -> Check:
    if fmt == "xliff":
        ok = view(fmt, out, text=False) == view(fmt, same, text=False)
        kept = [u[:3] for u in view(fmt, out)] == [u[:3] for u in view(fmt, data)]
        return Check(ok and kept, "" if ok and kept else "units, sources or notes differ")
    if skeleton(out) != skeleton(data):
        names = [n for n, b in skeleton(out).items() if skeleton(data).get(n) != b]
        return Check(False, f"XML apart from text differs in {names[:3]}")
    if fmt not in _NO_LIBRARY and view(fmt, out, text=False) != view(fmt, data, text=False):
        return Check(False, f"the {fmt} library reads another structure")
    return Check(True)
