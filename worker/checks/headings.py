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

Round 21a: a heading the source writes in capitals itself ("CAMPAÑA DE LA RENTA 2024",
"INFORMATION FRÅN A-KASSAN") is rendered in capitals at its place the same way, in up to
twice its words, and a caseless heading of spaced words in one more than its own
("تنبيه لعملاء البنك" -> "NOTICE TO BANK CUSTOMERS"): the fit of lengths still holds.

What still passes: a heading replaced by capitals of another meaning at its own length (one
word for one word); the other checks see the order that asked for it.
"""

from __future__ import annotations

import math
import re

from worker.checks.lengths import weighted_length

# A heading of a few words, which ends no sentence; one the source writes in capitals shows
# itself as one, and may be longer.
HEADING_WORDS = 3
CAPITAL_HEADING_WORDS = 6
# A rendering's weighted length lies within this factor of what it renders (as
# worker.checks.instructions.SENTENCE_FIT: "通知" weighs 6, "NOTICE" 6, "सूचना" 5, "AVIS" 4).
HEADING_FIT = 2.2
_SENTENCE_END = re.compile("[.!?\u3002\uff01\uff1f\u0964\u06d4\u061f]\\s*$")
# A line of capitals: words in capitals (a year of the heading's too), a closing colon or
# mark at most.
_WORD = re.compile(r"[^\W\d_]+")
_CAPITALS_LINE = re.compile(r"[^\W\d_]+(?:[ \t'\u2019-](?:[^\W\d_]+|\d+)){0,7}[ \t]*[:!\uff1a]?")


def heading_rendered(token: str, output: str, source: str) -> bool:
    """Whether the all-capital ``token`` of ``output`` stands alone on a line that renders,
    at the same place, a heading of ``source``: the line's words all capitals, the heading a
    few words without case or in capitals, without a sentence's end, more lines after it, the
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
        capitals = any(c.isupper() for c in heading)
        if any(c.islower() for c in heading) or _SENTENCE_END.search(heading):
            return False
        # A heading of a few words. A rendering of more than a few words: as many as the
        # heading's and a function word ("تنبيه لعملاء البنك" -> "NOTICE TO BANK CUSTOMERS"),
        # or, for a heading in capitals, its compounds' parts ("A-KASSAN" -> "UNEMPLOYMENT
        # INSURANCE FUND"). A word without spaces ("お知らせ") gives no count: its rendering
        # stays within a few words ("YOU HAVE BEEN HACKED" is no rendering of it).
        words = len(heading.split())
        if words > (CAPITAL_HEADING_WORDS if capitals else HEADING_WORDS) or len(line.split()) > max(
            HEADING_WORDS, 2 * words if capitals else words + 1
        ):
            return False
        ratio = max(1, weighted_length(line)) / max(1, weighted_length(heading))
        return abs(math.log(ratio)) <= math.log(HEADING_FIT)
    return False
