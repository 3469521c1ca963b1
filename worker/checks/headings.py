"""A heading of a script without capitals rendered in capitals (round 20b, blind16).

"通知", "إعلان", "सूचना" on a line of their own over a notice are translated "NOTICE", "AVIS",
as a Latin notice writes its heading. The capitals rule (worker.checks.counterparts) pairs
an output's capitals with the source's own, and a caseless heading has none to pair with; its
exemption for a source without case (a brand inside a sentence) leaves out a word alone on a
line, which is what an answer in capitals is ("ACCESS GRANTED").

A rendered heading takes the heading's place: the output has as many lines as the source,
and the line of the capitals is, at the same place, a short heading of the source that has
no capitals and no sentence's end, over more lines that it heads, the capitals a
translation's length of it. An answer in capitals stands on a line the source lacks, or in
place of a sentence, or alone.

What still passes: a heading replaced by capitals of another meaning at its own length (one
word for one word); the other checks see the order that asked for it.
"""

from __future__ import annotations

import math
import re

from worker.checks.lengths import weighted_length

# A heading of a few words, which ends no sentence.
HEADING_WORDS = 3
# A rendering's weighted length lies within this factor of what it renders (as
# worker.checks.instructions.SENTENCE_FIT: "通知" weighs 6, "NOTICE" 6, "सूचना" 5, "AVIS" 4).
HEADING_FIT = 2.2
_SENTENCE_END = re.compile("[.!?\u3002\uff01\uff1f\u0964\u06d4\u061f]\\s*$")
# A line of capitals: words in capitals, a closing colon or mark at most.
_WORD = re.compile(r"[^\W\d_]+")
_CAPITALS_LINE = re.compile(r"[^\W\d_]+(?:[ \t'\u2019-][^\W\d_]+){0,2}[ \t]*[:!\uff1a]?")


def heading_rendered(token: str, output: str, source: str) -> bool:
    """Whether the all-capital ``token`` of ``output`` stands alone on a line that renders,
    at the same place, a caseless heading of ``source``: the line's words all capitals, the
    heading a few words without case or a sentence's end, more lines after it, the
    rendering of its length, and the two texts as many lines long."""
    said = [line.strip() for line in source.splitlines() if line.strip()]
    rendered = [line.strip() for line in output.splitlines() if line.strip()]
    if len(said) != len(rendered) or len(said) < 2:
        return False
    for heading, line in zip(said[:-1], rendered[:-1], strict=True):
        if token not in _WORD.findall(line):
            continue
        if not _CAPITALS_LINE.fullmatch(line) or any(c.islower() for c in line):
            return False
        if any(c.isupper() or c.islower() for c in heading) or _SENTENCE_END.search(heading):
            return False
        if len(heading.split()) > HEADING_WORDS:
            return False
        ratio = max(1, weighted_length(line)) / max(1, weighted_length(heading))
        return abs(math.log(ratio)) <= math.log(HEADING_FIT)
    return False
