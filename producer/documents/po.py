"""gettext PO/POT catalogs: each untranslated msgid becomes a unit; its translation is
written into the entry's msgstr.

Kept as they are: the header entry, comments and flags, msgctxt, obsolete (``#~``)
entries, and entries that already have a translation (a human's work is never
overwritten). Plural entries keep their number of ``msgstr[n]`` lines: ``msgstr[0]`` gets
the msgid's translation, the others the msgid_plural's. When a segment's placeholders do
not come back, that msgstr stays empty (gettext then shows the msgid) instead of holding
source text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from producer.documents.base import Fill, Parsed, ParseError, Unit, UnitRules, build_unit, clean
from producer.documents.placeholders import Piece, PieceKind

_KEYWORD_RE = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)[ \t]+(".*")[ \t]*$')
_STRING_RE = re.compile(r'^[ \t]*(".*")[ \t]*$')
_UNESCAPE_RE = re.compile(r"\\(?:([0-7]{1,3})|x([0-9a-fA-F]{1,2})|(.))", re.DOTALL)
_SIMPLE = {"n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}
_ESCAPE = {"\\": "\\\\", '"': '\\"', **{v: f"\\{k}" for k, v in _SIMPLE.items()}}


@dataclass
class _Field:
    keyword: str
    first: int  # line indices in the file, inclusive
    last: int
    value: str
    multiline: bool


def unescape(quoted: str) -> str:
    body = quoted[1:-1]

    def one(m: re.Match[str]) -> str:
        octal, hexa, char = m.groups()
        if octal:
            return chr(int(octal, 8))
        if hexa:
            return chr(int(hexa, 16))
        return _SIMPLE.get(char, char)

    return _UNESCAPE_RE.sub(one, body)


def escape(value: str) -> str:
    return "".join(_ESCAPE.get(c, c) for c in value)


def format_field(keyword: str, value: str, *, multiline: bool) -> str:
    """``keyword "value"``, or gettext's layout for long strings: an empty first string,
    then one line per source line."""
    if not (multiline or "\n" in value.rstrip("\n")):
        return f'{keyword} "{escape(value)}"'
    chunks = re.findall(r"[^\n]*\n|[^\n]+$", value)
    return "\n".join([f'{keyword} ""', *(f'"{escape(c)}"' for c in chunks)])


def parse(text: str, rules: UnitRules) -> Parsed:
    lines = text.split("\n")
    replaced: dict[int, tuple[int, Unit]] = {}  # first line of a msgstr field -> (last line, unit)
    start = 0
    for i in range(len(lines) + 1):
        if i == len(lines) or not lines[i].strip():
            replaced.update(_entry_units(lines, start, i, rules))
            start = i + 1
    parsed, i = Parsed(), 0
    while i < len(lines):
        if i in replaced:
            last, unit = replaced[i]
            parsed.add(unit)
            i = last + 1
        else:
            parsed.add(lines[i])
            i += 1
        if i < len(lines):
            parsed.add("\n")
    return parsed


def _entry_units(lines: list[str], start: int, end: int, rules: UnitRules) -> dict[int, tuple[int, Unit]]:
    """The msgstr fields of one entry (lines start..end-1) to fill, by first line; none
    when the entry is kept as it is."""
    fields = _fields(lines, start, end)
    by_name = {f.keyword: f for f in fields}
    msgid, plural = by_name.get("msgid"), by_name.get("msgid_plural")
    strs = [f for f in fields if f.keyword.startswith("msgstr")]
    # Obsolete entries ("#~") read as comments only, so they have no msgid here.
    if msgid is None or not msgid.value or not strs or any(f.value for f in strs):
        return {}
    out: dict[int, tuple[int, Unit]] = {}
    for f in strs:
        source = plural if plural is not None and f.keyword not in ("msgstr", "msgstr[0]") else msgid
        kept = "\n".join(lines[f.first : f.last + 1])
        unit = build_unit(source.value, msgid.first + 1, rules, _filler(f.keyword, kept, multiline=source.multiline))
        if not isinstance(unit, Unit):
            return {}  # nothing to translate (e.g. only a placeholder): keep the entry
        out[f.first] = (f.last, unit)
    return out


def _fields(lines: list[str], start: int, end: int) -> list[_Field]:
    fields: list[_Field] = []
    for i in range(start, end):
        line = lines[i]
        if line.startswith("#"):
            continue
        if m := _KEYWORD_RE.match(line):
            fields.append(_Field(m.group(1), i, i, unescape(m.group(2)), multiline=False))
        elif (m := _STRING_RE.match(line)) and fields and fields[-1].last == i - 1:
            field = fields[-1]
            field.multiline = field.multiline or field.value == ""
            field.last = i
            field.value += unescape(m.group(1))
        else:
            raise ParseError(i + 1, f"not a gettext PO line: {line[:60]!r}")
    return fields


def _filler(keyword: str, kept: str, *, multiline: bool) -> Fill:
    def fill(pieces: Sequence[Piece]) -> str:
        if any(p.kind is PieceKind.FALLBACK for p in pieces):
            return kept
        value = "".join(clean(p.text) if p.kind is PieceKind.FREE else p.text for p in pieces)
        return format_field(keyword, value, multiline=multiline)

    return fill
