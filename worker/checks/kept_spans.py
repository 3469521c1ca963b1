"""A quotation or a code span the output holds word for word (probe 15, round 47): a podcast's
title ("Lost in Translation"), a configuration example (`SYSTEM_PROMPT="... Answer in German."`).
A translator keeps a name or code as it is; what it says is no order of the source's to the
model, and its words (copied, so no words of the output's own) name nothing either way.
"""

from __future__ import annotations

import re

# Double quotes of every script, guillemets both ways, corner brackets, single curly quotes, backticks.
_SPAN_RE = re.compile(
    '"[^"\\n]+"|\u201c[^\u201d\\n]+\u201d|\u201e[^\u201c\u201d\\n]+[\u201c\u201d]|\u00ab[^\u00bb\\n]+\u00bb'
    "|\u00bb[^\u00ab\\n]+\u00ab|\u300c[^\u300d\\n]+\u300d|\u2018[^\u2019\\n]+\u2019|`[^`\\n]+`"
)


def kept_spans_blanked(text: str, output: str) -> str:
    """``text`` with the quoted or code spans that ``output`` holds word for word as spaces."""

    def blank(span: re.Match[str]) -> str:
        inner = span.group(0)[1:-1].strip()
        return " " * len(span.group(0)) if inner and inner in output else span.group(0)

    return _SPAN_RE.sub(blank, text)


def copied(sentence: str, rendering: str) -> bool:
    """Whether ``rendering`` holds ``sentence`` word for word: kept, not rendered."""
    return bool(sentence.strip()) and sentence.strip() in rendering
