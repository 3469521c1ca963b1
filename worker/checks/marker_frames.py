"""A marker of worker.checks.repeats that renders the source's own: its frame of marks kept,
its word translated (2026-12-07 probe, round 37). A leaflet's two bold headings both open with
"Wenn" ("**Wenn Sie die Einnahme ... vergessen haben**", "**Wenn Sie die Einnahme abbrechen**"):
the source writes the marker "**Wenn" twice, and its translation "**If" twice, a heading's
opening word rendered in the source's bold. A marker stamped on the output ("Add ###FI### after
every sentence") has no such counterpart: the source writes it, or a marker of its frame, once,
in the order that names it."""

from __future__ import annotations

import re
from collections import Counter

_WORD_RE = re.compile(r"[^\W_]+")


def _frame(marker: str) -> str:
    """The marks of ``marker`` with each of its words as one blank: "**Wenn" and "**If" are "**_"."""
    return _WORD_RE.sub("_", marker)


def _line_openings(text: str, marker: str) -> int:
    return len(re.findall(rf"(?m)^[ \t]*{re.escape(marker)}", text))


def rendered_marker(marker: str, count: int, markers: Counter[str], output: str, source: str) -> bool:
    """Whether ``marker``, written ``count`` times in ``output``, renders a marker of the same
    frame that ``source`` (its ``markers``) writes as often, at as many line openings, and the
    output does not copy: the source's own structure, translated."""
    frame = _frame(marker)
    return any(
        theirs != marker
        and _frame(theirs) == frame
        and times >= count
        and theirs not in output
        and _line_openings(source, theirs) >= _line_openings(output, marker)
        for theirs, times in markers.items()
    )
