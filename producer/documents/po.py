"""gettext PO/POT catalogs: each untranslated msgid becomes a unit; its translation is
written into the entry's msgstr.

Kept as they are: comments and flags, msgctxt, obsolete (``#~``) entries, and entries
that already have a translation, fuzzy ones included (a human's work is never
overwritten, and gettext ignores a fuzzy translation until someone reviews it). When the
target language is known, the header gets its ``Language`` and ``Plural-Forms``
(po_header) and every plural entry exactly that many ``msgstr[n]`` lines: ``msgstr[0]``
gets the msgid's translation, the others the msgid_plural's (a one-form language gets
only the msgid_plural's); otherwise the template's count stays. When a segment's
placeholders do not come back, those msgstrs stay empty (gettext then shows the msgid)
instead of holding source text.

Protected besides the common placeholders: HTML tags and ICU message syntax
(``{n, plural, one {# file} other {# files}}``: the branches' words are translated).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from producer.documents import po_header
from producer.documents.base import Fill, Parsed, ParseError, Unit, UnitRules, build_unit, clean
from transq.placeholders import Pattern, Piece, PieceKind

_KEYWORD_RE = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)[ \t]+(".*")[ \t]*$')
_STRING_RE = re.compile(r'^[ \t]*(".*")[ \t]*$')
_UNESCAPE_RE = re.compile(r"\\(?:([0-7]{1,3})|x([0-9a-fA-F]{1,2})|(.))", re.DOTALL)
_SIMPLE = {"n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}
_ESCAPE = {"\\": "\\\\", '"': '\\"', **{v: f"\\{k}" for k, v in _SIMPLE.items()}}
PATTERNS = (
    Pattern(re.compile(r"</?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?/?>"), ordered=True),  # HTML tags
    # ICU: "{count, plural," / "{g, select," openers, "one {" / "=0 {" selectors, "}" and "#".
    Pattern(re.compile(r"\{\s*\w+\s*,\s*(?:plural|selectordinal|select)\s*,(?:\s*offset:\d+)?")),
    Pattern(re.compile(r"(?:=\d+|\b(?:zero|one|two|few|many|other))\s*\{")),
    Pattern(re.compile(r"[{}#]")),
)
Replacement = tuple[int, list["str | Unit"]]  # (last line replaced, what replaces the lines)


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
    goal = po_header.target(rules.target_lang, _header_value(lines)) if rules.target_lang else None
    rules = UnitRules((*PATTERNS, *rules.patterns), rules.max_chars, rules.target_lang)
    replaced: dict[int, Replacement] = {}  # first line -> (last line, replacement)
    start = 0
    for i in range(len(lines) + 1):
        if i == len(lines) or not lines[i].strip():
            replaced.update(_entry(lines, start, i, rules, goal))
            start = i + 1
    parsed, i, first = Parsed(), 0, True
    while i < len(lines):
        last, parts = replaced.get(i, (i, [lines[i]]))
        if parts and not first:
            parsed.add("\n")
        for part in parts:
            parsed.add(part)
        first = first and not parts
        i = last + 1
    return parsed


def _entry(
    lines: list[str], start: int, end: int, rules: UnitRules, goal: po_header.Target | None
) -> dict[int, Replacement]:
    """What replaces lines of one entry (lines start..end-1), by first line; nothing when
    the entry is kept as it is."""
    fields = _fields(lines, start, end)
    by_name = {f.keyword: f for f in fields}
    msgid, plural = by_name.get("msgid"), by_name.get("msgid_plural")
    strs = [f for f in fields if f.keyword.startswith("msgstr")]
    # Obsolete entries ("#~") read as comments only, so they have no msgid here.
    if msgid is None or not strs:
        return {}
    if not msgid.value:
        return _header(lines, start, strs[0], goal) if goal is not None else {}
    if any(f.value for f in strs):
        return {}
    keywords = [f.keyword for f in strs]
    if plural is not None and goal is not None and goal.nplurals is not None:
        keywords = [f"msgstr[{n}]" for n in range(goal.nplurals)]
    units = _units(msgid, plural, keywords, rules)
    return {strs[0].first: (strs[-1].last, units)}


def _units(msgid: _Field, plural: _Field | None, keywords: list[str], rules: UnitRules) -> list[str | Unit]:
    """msgstr (or msgstr[0] from the msgid, the others from the msgid_plural); empty
    fields when there is nothing to translate."""
    groups = [(msgid, keywords[:1]), (plural, keywords[1:])] if plural is not None else [(msgid, keywords)]
    if plural is not None and len(keywords) == 1:
        groups = [(plural, keywords)]  # one form for every n: the plural's wording
    parts: list[str | Unit] = []
    for source, kws in groups:
        if not kws or source is None:
            continue
        unit = build_unit(source.value, msgid.first + 1, rules, _filler(kws, multiline=source.multiline))
        parts.extend(["\n"] if parts else [])
        parts.append(unit if isinstance(unit, Unit) else _empty(kws))
    return parts


def _header(lines: list[str], start: int, msgstr: _Field, goal: po_header.Target) -> dict[int, Replacement]:
    """The header's msgstr for the target language, and its flags without ``fuzzy``."""
    language = po_header.language_of(msgstr.value)
    if language and not po_header.same_language(language, goal.language):
        raise ParseError(
            msgstr.first + 1, f"the catalog is in {language!r}, not {goal.language!r}; translate its template instead"
        )
    out: dict[int, Replacement] = {}
    for i in range(start, msgstr.first):
        if lines[i].startswith("#,"):
            flags = [f.strip() for f in lines[i][2:].split(",") if f.strip() and f.strip() != "fuzzy"]
            out[i] = (i, [f"#, {', '.join(flags)}"] if flags else [])
    value = po_header.for_target(msgstr.value, goal)
    out[msgstr.first] = (msgstr.last, [format_field("msgstr", value, multiline=True)])
    return out


def _header_value(lines: list[str]) -> str:
    """The header entry's msgstr (the first entry, if its msgid is empty), decoded."""
    start = 0
    for i in range(len(lines) + 1):
        if i == len(lines) or not lines[i].strip():
            fields = {f.keyword: f for f in _fields(lines, start, i)}
            if "msgid" in fields:
                header = fields["msgid"].value == "" and fields.get("msgstr")
                return header.value if header else ""
            start = i + 1
    return ""


def _empty(keywords: list[str]) -> str:
    return "\n".join(f'{kw} ""' for kw in keywords)


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


def _filler(keywords: list[str], *, multiline: bool) -> Fill:
    def fill(pieces: Sequence[Piece]) -> str:
        if any(p.kind is PieceKind.FALLBACK for p in pieces):
            return _empty(keywords)
        value = "".join(clean(p.text) if p.kind is PieceKind.FREE else p.text for p in pieces)
        return "\n".join(format_field(kw, value, multiline=multiline) for kw in keywords)

    return fill
