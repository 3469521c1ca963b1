"""Plain text: one unit per paragraph (lines up to a blank line).

Line breaks inside a paragraph go to the model as they are; the model may not add blank
lines (they would make new paragraphs), so blank lines in its output are collapsed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from producer.documents.base import Lines, Parsed, UnitRules, build_unit, map_free
from producer.documents.placeholders import Piece

_PARAGRAPH_BREAK_RE = re.compile(r"\n(?:[ \t]*\n)+")
_BLANK_LINES_RE = re.compile(r"\n\s*\n")


def escape(text: str) -> str:
    return _BLANK_LINES_RE.sub("\n", text)


def fill(pieces: Sequence[Piece]) -> str:
    return map_free(pieces, escape)


def parse(text: str, rules: UnitRules) -> Parsed:
    parsed, lines = Parsed(), Lines(text)
    pos = 0
    for brk in [*_PARAGRAPH_BREAK_RE.finditer(text), None]:
        end = len(text) if brk is None else brk.start()
        parsed.add(build_unit(text[pos:end], lines.at(pos), rules, fill))
        if brk is not None:
            parsed.add(brk.group())
            pos = brk.end()
    return parsed
