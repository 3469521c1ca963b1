# ruff: noqa: RUF002  # a fullwidth colon: its shape is meant
"""A source line's lead-in before a colon, translated as a label (round 38, the sixth probe).

The labelled-lines rule (worker.checks.counterparts) counts an output's lines opened by a label
of at most three words and a colon ("Vorteile: ...", "Human: ..."): a summary's or a form's
fields the source lacks. A source line may open with a clause before its colon ("1. Create a
queue: `q = Queue()`", "Add a job: ...", "Para empezar, abre la app: ..."), of more words
than a label has, so the source counts none; its translation writes the same clause in fewer
words: one run of letters in a script written without spaces ("キューを作成します:",
"创建队列："), two in a terser language ("Queue anlegen:"). The output's line is then a
label at the very place of the source's lead-in: its rendering, no field of its own.

Paired by place, as headings.heading_labels pairs a heading: the two texts as many lines
long, the source's line at the output's label's place opened by a lead-in before a colon
that the label rule does not count itself. What still passes: a label the output writes at
the place of such a lead-in in other words (the other checks read its content); what stays
caught: labels at lines that have no lead-in and colon in the source.
"""

from __future__ import annotations

import re

# A list's marker, then a lead-in of up to LEAD_IN_CHARS that ends no sentence, then a colon
# (any width) before no digit (a clock's "8:00" is none).
LEAD_IN_CHARS = 60
_LEAD_IN_RE = re.compile(
    rf"^[ \t]*(?:[-*\u2022][ \t]+|\d{{1,2}}[.)][ \t]+)?[^\W_][^\n:\uff1a.!?\u3002]{{0,{LEAD_IN_CHARS}}}?"
    r"[ \t]*[:\uff1a](?!\d)"
)


def lead_in_labels(output: str, source: str, label: re.Pattern[str]) -> int:
    """The output's lines that ``label`` matches at the place of a source line opened by a
    lead-in before a colon that ``label`` does not match (a longer clause's)."""
    said = [line for line in source.splitlines() if line.strip()]
    rendered = [line for line in output.splitlines() if line.strip()]
    if len(said) != len(rendered):
        return 0
    return sum(
        1
        for line, out_line in zip(said, rendered, strict=True)
        if label.match(out_line) and not label.match(line) and _LEAD_IN_RE.match(line)
    )
