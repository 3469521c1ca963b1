"""Markdown (CommonMark and GFM tables): one unit per paragraph, heading, list item,
blockquote paragraph and table cell.

Just over 300 lines on purpose: one line scanner (_Scanner) whose block rules all read and
write the same state (the open paragraph, the fence, the container prefix); its inline part
and reference links already live apart (markdown_inline, markdown_refs).

Never sent: YAML and TOML front matter, fenced and indented code blocks, ``$$`` math
blocks, HTML blocks, link reference definitions, heading ids (``{#id}``), the labels of
reference links that use their text as label (``[Docs]``, ``[Docs][]``), thematic
breaks, table delimiter rows, and every line's container prefix
(``> ``, ``- ``, ``1. ``, ``- [ ] ``, indentation), which is put back in front of every
line the model writes. Protected inside a unit: inline code, autolinks, inline HTML,
link and image targets (``](url "title")``; the link text is translated), emphasis
markers, backslash escapes and entities (markdown_inline). What the model writes is
escaped where Markdown would read it as syntax, so its words cannot add code, links,
headings or list items. A setext heading is a heading (one line, whatever the model
writes); a footnote definition's text is translated like a paragraph.

Just over 300 lines: CommonMark's block kinds are one walk over markdown-it's tokens; the
inline and reference parts already live in markdown_inline.py and markdown_refs.py.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from producer.documents.base import Parsed, Unit, UnitRules, build_unit
from producer.documents.markdown_inline import (
    CELL_PATTERNS,
    INLINE_PATTERNS,
    inline_fill,
    paragraph_fill,
    starts_block,
)
from producer.documents.markdown_refs import FOOTNOTE_REF, label_patterns, split_anchor

_QUOTE_RE = re.compile(r"^(?:[ ]{0,3}>[ ]?)*")
# Indentation, and quote markers inside a list item ("    > note"): prefix, not text.
_INNER_PREFIX_RE = re.compile(r"[ \t]*(?:>[ ]?)*")
_FENCE_RE = re.compile(r"^([ \t]*)(`{3,}|~{3,})")
_ATX_RE = re.compile(r"^( {0,3}#{1,6})([ \t]+)(.*?)((?:[ \t]+#+)?[ \t]*)$")
_HR_RE = re.compile(r"^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$")
_SETEXT_RE = re.compile(r"^ {0,3}(?:=+|-+)[ \t]*$")
_LIST_RE = re.compile(r"^[ \t]*(?:(?:[-+*]|\d{1,9}[.)])(?:[ \t]+|$))+(?P<task>\[[ xX]\][ \t]+)?")
_TABLE_DELIM_RE = re.compile(r"^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$")
_LINK_DEF_RE = re.compile(r"^ {0,3}\[([^\]]+)\]:")
_FOOTNOTE_RE = re.compile(r"^ {0,3}\[\^[^\]]+\]:[ \t]*(?=\S)")
_MATH_RE = re.compile(r"^[ \t]*\$\$")
_HTML_BLOCK_RE = re.compile(
    r"^ {0,3}<(?:!--|\?|![A-Za-z]|/?(?:address|article|aside|blockquote|body|caption|center|details|dialog|dd|div"
    r"|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|head|header|hr|html|iframe|legend|li|main|menu|nav|ol"
    r"|p|picture|pre|script|section|style|summary|table|tbody|td|textarea|tfoot|th|thead|title|tr|ul)(?:[\s/>]|$))",
    re.I,
)
_HTML_RAW_RE = re.compile(r"^ {0,3}<(script|pre|style|textarea)\b", re.I)
_CODE_SPAN_RE = re.compile(r"(?<!`)(`+)(?!`).+?(?<!`)\1(?!`)")
_PIPE_RE = re.compile(r"(?<!\\)\|")


@dataclass
class _Paragraph:
    line: int
    quote: str  # the blockquote markers of its lines
    prefix: str  # before the first line's text: quote markers, list marker, indentation
    texts: list[str] = field(default_factory=list)
    indent: int = 0  # a list item's content column (a task box "[ ] " is content)
    prefixes: list[str] = field(default_factory=list)  # before each later line's text

    def source(self) -> str:
        """The paragraph's lines as written, without the first line's prefix."""
        later = "".join(f"\n{p}{t}" for p, t in zip(self.prefixes, self.texts[1:], strict=True))
        return self.texts[0] + later

    @property
    def depth(self) -> int:
        return self.quote.count(">")

    def later_prefixes(self) -> list[str]:
        """Prefixes for the lines after the first; for a one-line source, the quote
        markers and the list marker's width, so a line the model adds stays inside."""
        return self.prefixes or [self.quote + " " * (self.indent or len(self.prefix) - len(self.quote))]


def _width(line: str) -> int:
    """Columns of leading whitespace (a tab reaches the next multiple of 4)."""
    col = 0
    for char in line:
        if char == " ":
            col += 1
        elif char == "\t":
            col += 4 - col % 4
        else:
            break
    return col


def _inner_prefix(rest: str) -> int:
    m = _INNER_PREFIX_RE.match(rest)
    return m.end() if m else 0


def _quote(line: str) -> str:
    """The blockquote markers a line starts with ("" if none)."""
    m = _QUOTE_RE.match(line)
    return m.group() if m else ""


def parse(text: str, rules: UnitRules) -> Parsed:
    return _Scanner(text.split("\n"), rules).run()


class _Scanner:
    """Reads the document line by line, emitting literal lines and units in order."""

    def __init__(self, lines: list[str], rules: UnitRules) -> None:
        self.lines = lines
        labels = (FOOTNOTE_REF, *label_patterns(lines, _LINK_DEF_RE))
        self.rules = UnitRules((*INLINE_PATTERNS, *labels, *rules.patterns), rules.max_chars)
        self.cell_rules = UnitRules((*CELL_PATTERNS, *rules.patterns), rules.max_chars)
        self.parsed = Parsed()
        self.para: _Paragraph | None = None
        self.in_list = False
        self.list_indent = 0  # the text column of the last list item
        self.i = 0

    def run(self) -> Parsed:
        self._front_matter()
        while self.i < len(self.lines):
            start = self.i
            self._line(self.lines[self.i])
            if self.i == start:  # handlers that consume several lines move i themselves
                self.i += 1
        self._flush()
        return self.parsed

    def _emit(self, part: str | Unit) -> None:
        self.parsed.add(part)

    def _literal(self, first: int, last: int) -> None:
        """Lines first..last (inclusive) as they are, each with its line break."""
        self._flush()
        for n in range(first, last + 1):
            self._emit(self.lines[n] + self._eol(n))
        self.i = last + 1

    def _eol(self, n: int) -> str:
        return "\n" if n < len(self.lines) - 1 else ""

    def _front_matter(self) -> None:
        if self.lines and self.lines[0] in ("---", "+++"):  # YAML or TOML
            ends = ("---", "...") if self.lines[0] == "---" else ("+++",)
            end = next((n for n in range(1, len(self.lines)) if self.lines[n] in ends), None)
            if end is not None:
                self._literal(0, end)

    def _line(self, line: str) -> None:
        q = _quote(line)
        rest = line[len(q) :]
        depth = q.count(">")
        if not rest.strip():
            self._literal(self.i, self.i)
        elif self._block(q, rest):
            return
        elif m := _LIST_RE.match(rest):
            self._flush()
            self.in_list = True
            self._item(q, m, rest[m.end() :])
        elif starts_block(rest[_inner_prefix(rest) :]):
            # Marker-like text the parser did not take as a block (a deeply indented
            # "# x" or "----"): kept as is, since escaping it would alter the source.
            self._literal(self.i, self.i)
        elif self.para is not None and self.para.depth == depth and not _SETEXT_RE.match(rest):
            lead = _inner_prefix(rest)
            self.para.prefixes.append(q + rest[:lead])
            self.para.texts.append(rest[lead:])
        else:
            self._flush()
            lead = _inner_prefix(rest)
            self.para = _Paragraph(self.i + 1, q, q + rest[:lead], [rest[lead:]])

    def _block(self, q: str, rest: str) -> bool:
        """A line that starts (or is) a block other than a paragraph: handled, True."""
        if self.para is None and self._outside_item(rest) and not _LIST_RE.match(rest):
            self.in_list = False  # a block left of the item's text, after a blank line, ends the list
        # Indented code: 4 columns past the text of the list item it is in, if any.
        indented = _width(rest) >= 4 + (self.list_indent if self.in_list else 0)
        if indented and self.para is None:
            self._literal(self.i, self.i)  # indented code
        elif m := _FENCE_RE.match(rest):
            self._literal(self.i, self._fence_end(m.group(2)))
        elif self._extension(q, rest):
            return True
        elif _HTML_BLOCK_RE.match(rest):
            self._literal(self.i, self._html_end(rest))
        elif m := _ATX_RE.match(rest):
            self._heading(q, m)
        elif _SETEXT_RE.match(rest) and self.para is not None and not self._outside_item(rest):
            self._flush(heading=True)
            self._literal(self.i, self.i)  # the underline of a setext heading
        elif _HR_RE.match(rest) or _LINK_DEF_RE.match(rest):
            self._literal(self.i, self.i)
        elif "|" in rest and self._is_table(q):
            self._table(q)
        else:
            return False
        return True

    def _outside_item(self, rest: str) -> bool:
        """Whether a line is left of the text of the list item whose paragraph is open."""
        return self.in_list and _width(rest) < self.list_indent

    def _fence_end(self, fence: str) -> int:
        closing = re.compile(rf"^[ \t]*{re.escape(fence[0])}{{{len(fence)},}}[ \t]*$")
        for n in range(self.i + 1, len(self.lines)):
            inner = self.lines[n][len(_quote(self.lines[n])) :]
            if closing.match(inner):
                return n
        return len(self.lines) - 1

    def _extension(self, q: str, rest: str) -> bool:
        """Blocks beyond CommonMark: ``$$`` math (kept), a footnote definition (its text
        is a paragraph behind the ``[^label]:`` prefix)."""
        if self.para is not None:
            return False
        if _MATH_RE.match(rest):
            self._literal(self.i, self._math_end(rest))
        elif m := _FOOTNOTE_RE.match(rest):
            self.para = _Paragraph(self.i + 1, q, q + m.group(), [rest[m.end() :]], indent=4)
            self.i += 1
        else:
            return False
        return True

    def _math_end(self, rest: str) -> int:
        if rest.count("$$") >= 2:  # $$ x $$ on one line
            return self.i
        return next((n for n in range(self.i + 1, len(self.lines)) if "$$" in self.lines[n]), len(self.lines) - 1)

    def _html_end(self, rest: str) -> int:
        raw = _HTML_RAW_RE.match(rest)
        end_re = re.compile(rf"</{raw.group(1)}>", re.I) if raw else re.compile("-->") if "<!--" in rest else None
        for n in range(self.i, len(self.lines)):
            line = self.lines[n]
            if end_re is not None and end_re.search(line):
                return n
            if end_re is None and n > self.i and not line.strip():
                return n - 1
        return len(self.lines) - 1

    def _heading(self, q: str, m: re.Match[str]) -> None:
        self._flush()
        self._emit(q + m.group(1) + m.group(2))
        text, anchor = split_anchor(m.group(3))
        self._emit(build_unit(text, self.i + 1, self.rules, inline_fill(cell=False)))
        self._emit(anchor + m.group(4) + self._eol(self.i))
        self.i += 1

    def _item(self, q: str, marker: re.Match[str], content: str) -> None:
        """A list item line: its text is a heading, a fence, or a paragraph (which may
        sit in a quote: ``- > text``)."""
        if not content.strip():  # an empty item; what follows a blank line is not its text
            self.in_list = False
            self._literal(self.i, self.i)
        elif m := _ATX_RE.match(content):
            self._heading(q + marker.group(), m)
        elif m := _FENCE_RE.match(content):
            self._literal(self.i, self._fence_end(m.group(2)))
        else:
            inner = _inner_prefix(content)
            indent = marker.start("task") if marker.group("task") else marker.end()
            self.list_indent = _width(marker.group()) + len(marker.group().lstrip())
            prefix = q + marker.group() + content[:inner]
            self.para = _Paragraph(self.i + 1, q, prefix, [content[inner:]], indent=indent)

    def _is_table(self, q: str) -> bool:
        nxt = self.lines[self.i + 1] if self.i + 1 < len(self.lines) else ""
        return nxt.startswith(q) and bool(_TABLE_DELIM_RE.match(nxt[len(q) :])) and "-" in nxt

    def _table(self, q: str) -> None:
        self._flush()
        n = self.i
        while n < len(self.lines) and self.lines[n].startswith(q) and "|" in self.lines[n]:
            if n == self.i + 1:
                self._emit(self.lines[n] + self._eol(n))  # the delimiter row
            else:
                self._emit(q)
                self._row(self.lines[n][len(q) :], n)
                self._emit(self._eol(n))
            n += 1
        self.i = n

    def _row(self, row: str, n: int) -> None:
        code = [(m.start(), m.end()) for m in _CODE_SPAN_RE.finditer(row)]
        pipes = [m.start() for m in _PIPE_RE.finditer(row) if not any(s <= m.start() < e for s, e in code)]
        pos = 0
        for at in [*pipes, len(row)]:
            self._emit(build_unit(row[pos:at], n + 1, self.cell_rules, inline_fill(cell=True)))
            self._emit(row[at : at + 1])
            pos = at + 1

    def _flush(self, *, heading: bool = False) -> None:
        """Emit the open paragraph, if any, as one unit behind its first prefix (a setext
        heading's text: one line, its id kept)."""
        para, self.para = self.para, None
        if para is None:
            return
        last = para.line - 1 + len(para.texts) - 1
        self._emit(para.prefix)
        if heading:
            text, anchor = split_anchor("\n".join(para.texts))
            self._emit(build_unit(text, para.line, self.rules, inline_fill(cell=False)))
            self._emit(anchor + self._eol(last))
            return
        unit = build_unit("\n".join(para.texts), para.line, self.rules, paragraph_fill(para.later_prefixes()))
        # Nothing to translate: the lines as they were, with their own prefixes.
        self._emit(unit if isinstance(unit, Unit) else para.source())
        self._emit(self._eol(last))
