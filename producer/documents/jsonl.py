"""JSON Lines: chosen string fields of each line's object are units (``--fields``,
dotted for nested objects, ``[]`` for every element of an array:
``title,meta.summary,messages[].text,tags[]``).

Everything else on a line is kept byte for byte: the translated value replaces only the
string literal, written the way the line wrote strings (``\\u`` escapes or not), and an
unchanged value keeps its original literal. Fields that are missing or not strings are
left alone (a string with no letter, like ``""`` or ``"12345"``, keeps its literal); a
line that is not a JSON object is an error, and so is a chosen field that no line has.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

from producer.documents.base import Fill, Parsed, ParseError, UnitRules, build_unit, clean
from transq.placeholders import Piece, PieceKind

_WS_RE = re.compile(r"[ \t\r\n]*")
_DECODER = json.JSONDecoder()


def parse(text: str, rules: UnitRules, fields: Sequence[str]) -> Parsed:
    paths = [_path(f) for f in fields]
    parsed, found = Parsed(), set[tuple[str, ...]]()
    lines = text.split("\n")
    for n, line in enumerate(lines, start=1):
        pos = 0
        for start, end, path in _targets(line, paths, n) if line.strip() else []:
            found.add(path)
            raw = line[start:end]
            value = json.loads(raw)
            parsed.add(line[pos:start])
            unit = build_unit(value, n, rules, _filler(raw, value, line))
            parsed.add(raw if isinstance(unit, str) else unit)  # nothing to translate: the literal as is
            pos = end
        parsed.add(line[pos:] + ("\n" if n < len(lines) else ""))
    missing = [f for f, p in zip(fields, paths, strict=True) if p not in found]
    if missing:
        shown = ", ".join(missing)
        raise ParseError(None, f"no line has a string field {shown}; choose the fields with --fields")
    return parsed


def _path(field: str) -> tuple[str, ...]:
    """``messages[].text`` -> ("messages", "[]", "text")."""
    out: list[str] = []
    for name in field.split("."):
        key = name.rstrip("[]")
        if key:
            out.append(key)
        out.extend(["[]"] * name[len(key) :].count("[]"))
    return tuple(out)


def _targets(line: str, paths: Sequence[tuple[str, ...]], n: int) -> list[tuple[int, int, tuple[str, ...]]]:
    """Where each chosen field's string literal sits in the line, in line order."""
    try:
        value = json.loads(line)
    except json.JSONDecodeError as exc:
        raise ParseError(n, f"not valid JSON: {exc.msg} (column {exc.colno})") from None
    if not isinstance(value, dict):
        raise ParseError(n, f"not a JSON object but {type(value).__name__}")
    start = _WS_RE.match(line, 0)
    assert start is not None
    return sorted({t for path in paths for t in _find(line, start.end(), path, path)})


def _find(line: str, at: int, path: tuple[str, ...], whole: tuple[str, ...]) -> list[tuple[int, int, tuple[str, ...]]]:
    """(start, end, whole path) of the string literals ``path`` selects in the value at ``at``."""
    if not path:
        return [(at, _DECODER.raw_decode(line, at)[1], whole)] if line[at] == '"' else []
    if path[0] == "[]":
        children = [start for start, _ in _elements(line, at)] if line[at] == "[" else []
    else:
        children = [start for key, start, _ in _members(line, at) if key == path[0]] if line[at] == "{" else []
    return [t for child in children for t in _find(line, child, path[1:], whole)]


def _elements(s: str, i: int) -> list[tuple[int, int]]:
    """(start, end) of each element of the array at s[i] == "[" (already validated)."""
    out: list[tuple[int, int]] = []
    i = _skip(s, i + 1)
    while s[i] != "]":
        _, end = _DECODER.raw_decode(s, i)
        out.append((i, end))
        i = _skip(s, end)
        if s[i] == ",":
            i = _skip(s, i + 1)
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
