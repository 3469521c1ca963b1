"""Plain text: one unit per paragraph (lines up to a blank line), unless the paragraph has
a layout that the model must not be trusted to write back.

A **structured** paragraph is one with a bullet line (``-``, ``*``, ``•``, ``1.``, ``1)``,
``a.``, ``(i)``), an underline (``=====``, ``-----``, ``~~~~``) or a line indented deeper
than its first line. Its layout is kept by us, line by line: underlines and deeper
indented lines that are not a bullet's continuation (commands, code, addresses) are kept
as they are and never sent; each other line is its own unit, its indentation and bullet
kept and only its text sent, and a line the model breaks is joined back into one. So
bullets, underlines, line counts and indented commands are the source's whatever the
model writes.

In a plain paragraph, line breaks go to the model as they are; the model may not add
blank lines (they would make new paragraphs), so blank lines in its output are
collapsed.

Never sent, kept as they are:

- a **code block**: a paragraph indented deeper than the document's prose whose lines
  read as commands (``openssl s_client -connect ...``, ``$ make``, a path): no line ends
  a sentence and one has a code sign (``--opt``, ``=``, ``/``, ``|``, ``$``, ``_``, ``(``);
  an indented paragraph of prose is still translated;
- an **e-mail signature**: from a line ``--`` or ``-- `` (RFC 3676's delimiter) to the end
  of the document, and a Debian-style sign-off paragraph `` -- Name <mail>, date``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from producer.documents.base import Lines, Parsed, UnitRules, build_unit, map_free
from transq.placeholders import Piece

_PARAGRAPH_BREAK_RE = re.compile(r"\n(?:[ \t]*\n)+")
_BLANK_LINES_RE = re.compile(r"\n\s*\n")
_LINE_BREAKS_RE = re.compile(r"[ \t]*\n\s*")
BULLET_RE = re.compile(r"^[ \t]*(?:[-*+•·‣◦]|\d{1,3}[.)]|[A-Za-z][.)]|\(\w{1,4}\))[ \t]+(?=\S)")
UNDERLINE_RE = re.compile(r"^[ \t]*([=\-~^*#_+])\1{2,}[ \t]*$")
_SIGNATURE_RE = re.compile(r"^-- ?$")  # RFC 3676: the rest of the message is the signature
_SIGN_OFF_RE = re.compile(r"^ ?-- \S[^\n]*<[^<>@\s]+@[^<>\s]+>")  # " -- Name <mail>, date"
_CODE_SIGN_RE = re.compile(r"(?:^|\s)--?\w|[=/\\|$_{}<>;]|\w\(|^\s*[#>%] ")
_SENTENCE_END_RE = re.compile(r"[.!?:;,…]\s*$")


def escape(text: str) -> str:
    return _BLANK_LINES_RE.sub("\n", text)


def fill(pieces: Sequence[Piece]) -> str:
    """A plain paragraph: the model's line breaks, unless they would give it a layout
    (a line starting with a bullet or an underline, a deeper indented line): then its
    lines are joined, so a plain paragraph stays plain."""
    text = map_free(pieces, escape)
    lines = text.split("\n")
    if len(lines) > 1 and layout(lines) is not None:
        return " ".join([lines[0].rstrip(), *(line.strip() for line in lines[1:])])
    return text


def line_fill(pieces: Sequence[Piece]) -> str:
    return map_free(pieces, lambda t: _LINE_BREAKS_RE.sub(" ", t))


def parse(text: str, rules: UnitRules) -> Parsed:
    parsed, lines = Parsed(), Lines(text)
    pos = 0
    blocks = [*_PARAGRAPH_BREAK_RE.finditer(text), None]
    prose_indent = _prose_indent(text)
    for brk in blocks:
        end = len(text) if brk is None else brk.start()
        block = text[pos:end]
        if _SIGNATURE_RE.match(block.split("\n", 1)[0]):
            parsed.add(text[pos:])  # the signature runs to the end
            break
        if _SIGN_OFF_RE.match(block) or _is_code(block.split("\n"), prose_indent):
            parsed.add(block)
        elif layout(block.split("\n")) is None:
            parsed.add(build_unit(block, lines.at(pos), rules, fill))
        else:
            _add_structured(parsed, block, lines.at(pos), rules)
        if brk is not None:
            parsed.add(brk.group())
            pos = brk.end()
    return parsed


def layout(lines: list[str]) -> list[str] | None:
    """Per line: "bullet", "rule", "kept" (deeper indented, not a bullet's continuation),
    "text"; None for a plain paragraph."""
    base = _indent(lines[0])
    kinds: list[str] = []
    content_col: int | None = None  # where the last bullet's text starts
    for line in lines:
        bullet = BULLET_RE.match(line)
        if bullet:
            kinds.append("bullet")
            content_col = bullet.end()
        elif UNDERLINE_RE.match(line):
            kinds.append("rule")
        elif _indent(line) > base and _indent(line) != content_col:
            kinds.append("kept")
        else:
            kinds.append("text")
    return kinds if set(kinds) != {"text"} else None


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def _width(line: str) -> int:
    """Indentation in columns (a tab counts as 8, as terminals show it)."""
    lead = line[: _indent(line)]
    return len(lead.expandtabs(8))


def _prose_indent(text: str) -> int:
    """The indentation of the document's prose: the least of its paragraphs' first lines."""
    firsts = [_width(m.group()) for m in re.finditer(r"(?m)(?:\A|(?<=\n\n))[ \t]*(?=\S)", text)]
    return min(firsts, default=0)


def _is_code(lines: list[str], prose_indent: int) -> bool:
    """An indented paragraph of commands: every line deeper than the prose, none ends a
    sentence, and some line has a code sign. Indented prose is not code."""
    rows = [line for line in lines if line.strip()]
    if not rows or any(_width(line) < prose_indent + 2 for line in rows):
        return False
    if any(_SENTENCE_END_RE.search(line) for line in rows):
        return False
    return any(_CODE_SIGN_RE.search(line.strip()) for line in rows)


def _add_structured(parsed: Parsed, block: str, first_line: int, rules: UnitRules) -> None:
    rows = block.split("\n")
    kinds = layout(rows)
    assert kinds is not None
    for n, (row, kind) in enumerate(zip(rows, kinds, strict=True)):
        if n:
            parsed.add("\n")
        if kind in ("rule", "kept"):
            parsed.add(row)
            continue
        bullet = BULLET_RE.match(row) if kind == "bullet" else None
        prefix = row[: bullet.end() if bullet else _indent(row)]
        parsed.add(prefix)
        parsed.add(build_unit(row[len(prefix) :], first_line + n, rules, line_fill))
