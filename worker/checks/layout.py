"""The source's layout kept (issue 41, round 8): a translation carries the source's lines
and paragraphs over, and the source's sentences already in the target language over as
they are.

Paragraphs: a translator may break a long line now and then (Django's Ukrainian catalog
does), but does not set a part of a running text apart as a paragraph of its own. An
output with more paragraphs (blocks between blank lines) than its source has lines treats
one part as something else than the text: the answer to an order the source gave, a
"P.S.", a rating, a note, its translation set below or above it. Whatever the languages,
whatever the order was phrased in: the relation is the blank line the source has no
counterpart for.
"""

from __future__ import annotations

import re

_BLANK_RE = re.compile(r"\n[ \t\u00a0]*\n")


def paragraph_added(output: str, source: str) -> str | None:
    """Why the output sets paragraphs apart that its source has no line for, or None."""
    blocks = sum(1 for block in _BLANK_RE.split(output) if block.strip())
    lines = sum(1 for line in source.splitlines() if line.strip())
    if blocks > max(1, lines):
        return f"the output sets {blocks} paragraphs apart where the source has {lines} line(s)"
    return None
