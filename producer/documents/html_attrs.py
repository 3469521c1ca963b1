"""Translatable HTML attributes: ``alt``, ``title``, ``placeholder``, ``aria-label``, and
the ``content`` of ``<meta name="description">`` (what a reader or a screen reader meets
as text). Every other attribute is kept byte for byte.

Only on block and void elements (html.py): such a tag is a unit boundary, its values
their own units, so "Click <img alt=...> here" becomes two sentences (the price of a
translated ``alt``). Inline elements that wrap words (``<a title=...>here</a>``) stay
markers inside their sentence and keep their attributes. The model's text is written with ``&``
and the value's own quote escaped; entities in the source value are kept.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from producer.documents.base import Fill, Parsed, UnitRules, build_unit, clean
from transq.placeholders import Pattern, Piece, PieceKind

TRANSLATABLE = frozenset({"alt", "title", "placeholder", "aria-label"})
_ATTR_RE = re.compile(r"""([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?""")
_ENTITY = (Pattern(re.compile(r"&(?:#\d+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);|&")),)


def values(tag: str, raw: str) -> list[tuple[int, int, str]]:
    """(start, end, quote) of each translatable attribute value in a start tag's text."""
    out: list[tuple[int, int, str]] = []
    found = [(m.group(1).lower(), m) for m in _ATTR_RE.finditer(raw, len(tag) + 1)]
    names = {name: m for name, m in found}
    describes = tag == "meta" and _value(names.get("name")).lower() in ("description", "og:description")
    for name, m in found:
        if name in TRANSLATABLE or (describes and name == "content"):
            group = next((g for g in (2, 3) if m.group(g) is not None), None)
            if group is not None:
                out.append((m.start(group), m.end(group), '"' if group == 2 else "'"))
    return out


def _value(m: re.Match[str] | None) -> str:
    return next((v for v in m.groups()[1:] if v is not None), "") if m else ""


def add_tag(parsed: Parsed, raw: str, spans: Sequence[tuple[int, int, str]], line: int, rules: UnitRules) -> None:
    """The tag with each translatable value as a unit."""
    rules = UnitRules((*_ENTITY, *rules.patterns), rules.max_chars)
    pos = 0
    for start, end, quote in spans:
        parsed.add(raw[pos:start])
        parsed.add(build_unit(raw[start:end], line, rules, _filler(quote)))
        pos = end
    parsed.add(raw[pos:])


def _filler(quote: str) -> Fill:
    entity = "&quot;" if quote == '"' else "&#39;"

    def fill(pieces: Sequence[Piece]) -> str:
        return "".join(
            clean(p.text).replace("&", "&amp;").replace(quote, entity) if p.kind is PieceKind.FREE else p.text
            for p in pieces
        )

    return fill
