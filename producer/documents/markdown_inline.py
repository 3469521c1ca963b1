"""Markdown inside a unit: what is protected, and how the model's text is escaped.

Protected (never sent, restored exactly): code spans, autolinks, inline HTML, comments,
link and image openers and targets, backslash escapes, entities, emphasis markers, and
any bare backtick, backslash or ``<``. Escaped when the model writes them: those same
characters (so its words cannot open code, links or emphasis), and block markers that
would start a line (``# ``, ``> ``, ``- ``, ``1. ``, setext underlines).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from producer.documents.base import Fill, clean
from transq.placeholders import Pattern, Piece, PieceKind


def _p(regex: str, *, ordered: bool = False) -> Pattern:
    return Pattern(re.compile(regex, re.DOTALL), ordered)


INLINE_PATTERNS = (
    _p(r"(?<!`)(`+)(?!`).+?(?<!`)\1(?!`)"),  # code span
    _p(r"<(?:[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)>"),  # autolink
    _p(r"<!--.*?-->"),
    _p(r"</?[A-Za-z][A-Za-z0-9-]*(?:\s(?:[^<>{]|\{\{.*?\}\}|\{)*)?/?>", ordered=True),  # inline HTML
    _p(r"!?\[", ordered=True),
    _p(r"\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+(?:\"[^\"]*\"|'[^']*'|\([^)]*\)))?\s*\)", ordered=True),
    _p(r"\]\[[^\]]*\]|\]", ordered=True),
    _p(r"\\[!-/:-@\[-`{-~]"),  # backslash escape
    _p(r"&(?:#\d+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);"),
    _p(r"\*+|_+|~+", ordered=True),
    _p(r"[\\`<]"),  # bare ones: kept, so escaping never alters the source
)
CELL_PATTERNS = (*INLINE_PATTERNS, _p(r"\|"))

_ESCAPED_RE = re.compile(r"[\\`*_\[\]<~]|&(?=#?\w+;)")
_CELL_ESCAPED_RE = re.compile(r"[\\`*_\[\]<~|]|&(?=#?\w+;)")
_LINE_START_RE = re.compile(r"^([ \t]*)(#{1,6}(?=[ \t]|$)|>|[-+*](?=[ \t]|$)|=+[ \t]*$|-+[ \t]*$)", re.M)
_LINE_START_NUMBER_RE = re.compile(r"^([ \t]*\d{1,9})([.)])(?=[ \t]|$)", re.M)


def _escaped(m: re.Match[str]) -> str:
    char = m.group()
    if char == "&":
        return "&amp;"
    # A backslash does not escape inside a code span, so a backtick could still close
    # one that a lone source backtick opened; an entity never does.
    return "&#96;" if char == "`" else "\\" + char


def escape_inline(text: str, *, cell: bool = False) -> str:
    return (_CELL_ESCAPED_RE if cell else _ESCAPED_RE).sub(_escaped, text)


def starts_block(line: str) -> bool:
    """Whether the escaper would escape this line's start if the model wrote it."""
    return bool(_LINE_START_RE.match(line) or _LINE_START_NUMBER_RE.match(line))


def escape_line_starts(text: str, free: bytearray) -> str:
    """Backslash before a block marker that starts a line (``# ``, ``> ``, ``- ``,
    ``1. ``, a setext underline), where the model wrote it (``free`` is 1 there)."""
    at = [m.start(2) for m in _LINE_START_RE.finditer(text) if free[m.start(2)]]
    at += [m.start(2) for m in _LINE_START_NUMBER_RE.finditer(text) if free[m.start(2)]]
    for pos in sorted(at, reverse=True):
        text = text[:pos] + "\\" + text[pos:]
    return text


def paragraph_fill(prefixes: Sequence[str]) -> Fill:
    """A paragraph's text: the model's words escaped (a line it starts must not read as a
    heading or list item), every line after the first behind the container prefix."""

    def fill(pieces: Sequence[Piece]) -> str:
        parts, free = [], bytearray()
        for p in pieces:
            text = p.text
            if p.kind is PieceKind.FREE:
                text = escape_inline(re.sub(r"\n\s*\n", "\n", clean(text)))
            parts.append(text)
            free += (b"\x01" if p.kind is PieceKind.FREE else b"\x00") * len(text)
        lines = escape_line_starts("".join(parts), free).split("\n")
        tail = [(prefixes[min(i, len(prefixes) - 1)] if prefixes else "") + line for i, line in enumerate(lines[1:])]
        return "\n".join([lines[0], *tail])

    return fill


def inline_fill(*, cell: bool) -> Fill:
    """A heading's or table cell's text: one line, the model's words escaped."""

    def fill(pieces: Sequence[Piece]) -> str:
        return "".join(
            escape_inline(re.sub(r"\s*\n\s*", " ", clean(p.text)), cell=cell) if p.kind is PieceKind.FREE else p.text
            for p in pieces
        )

    return fill
