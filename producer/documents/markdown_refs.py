"""What links in a Markdown document point at, kept as written: heading ids (``{#id}``),
footnote references (``[^note]``), and the text of shortcut and collapsed reference
links (``[Docs]``, ``[Docs][]``), which *is* the label of their definition.
"""

from __future__ import annotations

import re

from transq.placeholders import Pattern

_ANCHOR_RE = re.compile(r"[ \t]+\{#[^{}\s]+\}[ \t]*$")
FOOTNOTE_REF = Pattern(re.compile(r"\[\^[^\]\s]+\]"), ordered=True)


def split_anchor(text: str) -> tuple[str, str]:
    """A heading's text and its ``{#id}`` (kept: links point at it)."""
    m = _ANCHOR_RE.search(text)
    return (text[: m.start()], m.group()) if m else (text, "")


def label_patterns(lines: list[str], definition: re.Pattern[str]) -> tuple[Pattern, ...]:
    """``[label]`` and ``[label][]`` of the document's reference definitions, protected
    whole: their text is the label, so translating it would break the link."""
    labels = {m.group(1) for line in lines if (m := definition.match(line)) and not m.group(1).startswith("^")}
    if not labels:
        return ()
    alternatives = "|".join(re.escape(label) for label in sorted(labels, key=len, reverse=True))
    return (Pattern(re.compile(rf"!?\[(?:{alternatives})\](?:\[\])?(?![(\[:])", re.I), ordered=True),)
