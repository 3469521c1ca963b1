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
from transq.placeholders import Masked, Pattern, Piece, PieceKind

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
# Between the msgid's and the msgid_plural's pieces in one unit: a NUL, which no document
# holds (the loader refuses NUL) and clean() removes from what the model writes.
_GROUP = "\x00"


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
    goal = _goal(lines, rules.target_lang) if rules.target_lang else None
    rules = UnitRules((*PATTERNS, *rules.patterns), rules.max_chars, rules.target_lang)
    replaced: dict[int, Replacement] = {}  # first line -> (last line, replacement)
    for start, end in _entries(lines):
        replaced.update(_entry(lines, start, end, rules, goal))
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


def _entries(lines: list[str]) -> list[tuple[int, int]]:
    """(first, end) line indices of each blank-line separated entry."""
    out, start = [], 0
    for i in range(len(lines) + 1):
        if i == len(lines) or not lines[i].strip():
            out.append((start, i))
            start = i + 1
    return out


def _goal(lines: list[str], lang: str) -> po_header.Target:
    """The target's header values. A catalog in another language is refused if it has
    translations (they are in that language); with none (a source-language catalog such
    as Django's ``en``, which is its template) it is a template: the target's CLDR rule.
    Only a catalog already in the target language keeps its own ``Plural-Forms``."""
    header, translated = _header_value(lines), False
    for start, end in _entries(lines):
        fields = _fields(lines, start, end)
        msgid = next((f for f in fields if f.keyword == "msgid"), None)
        if msgid is not None and msgid.value and any(f.value for f in fields if f.keyword.startswith("msgstr")):
            translated = True
            break
    language = po_header.language_of(header)
    same = bool(language) and po_header.same_language(language, lang)
    if language and not same and translated:
        line = next((i + 1 for i, t in enumerate(lines) if t.startswith('"Language:')), None)
        raise ParseError(line, f"the catalog is in {language!r}, not {lang!r}; translate its template instead")
    return po_header.target(lang, header if same else "")


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
    return {strs[0].first: (strs[-1].last, [_unit(msgid, plural, keywords, rules)])}


def _unit(msgid: _Field, plural: _Field | None, keywords: list[str], rules: UnitRules) -> str | Unit:
    """The entry's msgstrs as one unit: msgstr (or msgstr[0] from the msgid, the others
    from the msgid_plural; a one-form language: the plural's wording). A source with no
    letter (``…``, ``:``, ``, ``) is copied, as msgen does: there is nothing to translate,
    and an empty msgstr would leave the entry untranslated. One unit for all forms, so
    that a form whose placeholders did not come back empties every form: gettext then
    shows the source for every n, never an empty string for some."""
    groups = [(msgid, keywords[:1]), (plural, keywords[1:])] if plural is not None else [(msgid, keywords)]
    if plural is not None and len(keywords) == 1:
        groups = [(plural, keywords)]
    parts: list[str | Masked] = []
    fields: list[tuple[list[str], bool]] = []
    for source, kws in groups:
        if not kws or source is None:
            continue
        built = build_unit(source.value, msgid.first + 1, rules)
        parts.extend([_GROUP] if parts else [])
        parts.extend(built.parts if isinstance(built, Unit) else [built])
        fields.append((kws, source.multiline))
    if not any(isinstance(p, Masked) for p in parts):
        values = "".join(p for p in parts if isinstance(p, str)).split(_GROUP)
        return "\n".join(_format_all(kws, v, m) for (kws, m), v in zip(fields, values, strict=True))
    return Unit(tuple(p for p in parts if p != ""), msgid.first + 1, _filler(fields, _empty(keywords)))


def _format_all(keywords: list[str], value: str, multiline: bool) -> str:
    return "\n".join(format_field(kw, value, multiline=multiline) for kw in keywords)


def _header(lines: list[str], start: int, msgstr: _Field, goal: po_header.Target) -> dict[int, Replacement]:
    """The header's msgstr for the target language, and its flags without ``fuzzy``."""
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
    for start, end in _entries(lines):
        fields = {f.keyword: f for f in _fields(lines, start, end)}
        if "msgid" in fields:
            header = fields["msgid"].value == "" and fields.get("msgstr")
            return header.value if header else ""
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


def _filler(fields: list[tuple[list[str], bool]], empty: str) -> Fill:
    def fill(pieces: Sequence[Piece]) -> str:
        if any(p.kind is PieceKind.FALLBACK for p in pieces):
            return empty
        value = "".join(clean(p.text) if p.kind is PieceKind.FREE else p.text for p in pieces)
        values = value.split(_GROUP)
        return "\n".join(_format_all(kws, v, m) for (kws, m), v in zip(fields, values, strict=True))

    return fill
