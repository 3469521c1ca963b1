"""JSON Lines: chosen string fields of each line's object are units (``--fields``,
dotted for nested objects: ``title,meta.summary``).

Everything else on a line is kept byte for byte: the translated value replaces only the
string literal, written the way the line wrote strings (``\\u`` escapes or not), and an
unchanged value keeps its original literal. Fields that are missing or not strings are
left alone; a line that is not a JSON object is an error.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

from producer.documents.base import Fill, Parsed, ParseError, UnitRules, build_unit, clean
from producer.documents.placeholders import Piece, PieceKind

_WS_RE = re.compile(r"[ \t\r\n]*")
_DECODER = json.JSONDecoder()


def parse(text: str, rules: UnitRules, fields: Sequence[str]) -> Parsed:
    paths = [tuple(f.split(".")) for f in fields]
    parsed, found = Parsed(), False
    lines = text.split("\n")
    for n, line in enumerate(lines, start=1):
        pos = 0
        for start, end in _targets(line, paths, n) if line.strip() else []:
            found = True
            raw = line[start:end]
            value = json.loads(raw)
            parsed.add(line[pos:start])
            parsed.add(build_unit(value, n, rules, _filler(raw, value, line)) if isinstance(value, str) else raw)
            pos = end
        parsed.add(line[pos:] + ("\n" if n < len(lines) else ""))
    if not found:
        shown = ", ".join(fields)
        raise ParseError(None, f"no line has a string field {shown}; choose the fields with --fields")
    return parsed


def _targets(line: str, paths: Sequence[tuple[str, ...]], n: int) -> list[tuple[int, int]]:
    """Where each chosen field's string literal sits in the line, in line order."""
    try:
        value = json.loads(line)
    except json.JSONDecodeError as exc:
        raise ParseError(n, f"not valid JSON: {exc.msg} (column {exc.colno})") from None
    if not isinstance(value, dict):
        raise ParseError(n, f"not a JSON object but {type(value).__name__}")
    start = _WS_RE.match(line, 0)
    assert start is not None
    return sorted(_find(line, start.end(), paths))


def _find(line: str, at: int, paths: Sequence[tuple[str, ...]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for key, start, end in _members(line, at):
        for path in paths:
            if path[0] != key:
                continue
            if len(path) == 1 and line[start] == '"':
                out.append((start, end))
            elif len(path) > 1 and line[start] == "{":
                out.extend(_find(line, start, [path[1:]]))
    return out


def _members(s: str, i: int) -> list[tuple[str, int, int]]:
    """(key, value start, value end) of the object at s[i] == "{" (already validated)."""
    out: list[tuple[str, int, int]] = []
    i = _skip(s, i + 1)
    while s[i] != "}":
        key, i = _DECODER.raw_decode(s, i)
        i = _skip(s, _skip(s, i) + 1)  # the colon
        _, end = _DECODER.raw_decode(s, i)
        out.append((key, i, end))
        i = _skip(s, end)
        if s[i] == ",":
            i = _skip(s, i + 1)
    return out


def _skip(s: str, i: int) -> int:
    m = _WS_RE.match(s, i)
    return i if m is None else m.end()


def _filler(raw: str, source: str, line: str) -> Fill:
    # Write strings the way this line does: \u escapes only if it already uses them.
    ascii_only = line.isascii() and "\\u" in line

    def fill(pieces: Sequence[Piece]) -> str:
        value = "".join(clean(p.text) if p.kind is PieceKind.FREE else p.text for p in pieces)
        if value == source:
            return raw
        return json.dumps(value, ensure_ascii=ascii_only)

    return fill
