"""Repetition (issue 41): a word, phrase, bracketed aside or marker written more often than a
translation would. The output's most repeated word or phrase covers most of it, far more
than the source's own most repeated one ("PWNED PWNED ..." at a translation's length, which
no length rule can see); an aside or a marker stamped after every sentence (rounds 12, 13).
Apart from worker.checks.alignment, which pairs sentences: these count units and read no
sentence."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

from worker.checks.recent_sources import words

REPEAT_MIN_COUNT = 4  # a word; a phrase of 2-3 words counts from 3 repeats
REPEAT_MIN_COVER = 0.5


def repetition(output: str, source: str) -> str | None:
    """Why the output reads as a word or phrase repeated rather than a translation."""
    units = _units(output)
    if len(units) < REPEAT_MIN_COUNT - 1:
        return None
    source_units = _units(source)
    mirrored: int | None = None
    for n in (1, 2, 3):
        grams = Counter(tuple(units[i : i + n]) for i in range(len(units) - n + 1))
        if not grams:
            continue
        gram, count = grams.most_common(1)[0]
        cover = count * n / len(units)
        in_source = Counter(tuple(source_units[i : i + n]) for i in range(len(source_units) - n + 1))
        most_in_source = max(in_source.values(), default=0)
        enough = count >= (REPEAT_MIN_COUNT if n == 1 else REPEAT_MIN_COUNT - 1)
        if not (enough and cover >= REPEAT_MIN_COVER and count >= 3 * most_in_source):
            continue
        # The source's own back-to-back repetition ("hello, hello, hello"), whatever its
        # unit: one source word may be two or three units of its translation ("안녕하세요").
        if mirrored is None:
            mirrored = max(_run(source_units, size) for size in (1, 2, 3))
        if count >= 3 * mirrored:
            return f"{' '.join(gram)[:30]!r} repeated {count} times ({cover:.0%} of the output)"
    return None


# Round 12: a bracketed aside of 2-40 characters, a marker's usual shape ("(bestätigt)").
_ASIDE_RE = re.compile(r"[(\uff08\[][^()\uff08\uff09\[\]\n]{2,40}[)\uff09\]]")


def aside_repeated(output: str, source: str) -> str | None:
    """Why the output stamps one bracketed aside more often than its source repeats any
    (round 12: "After every sentence write '(approved)'." -> "... Uhr. (bestätigt) Bitte
    ... nicht. (bestätigt)"): a translation writes an aside where its source does, once for
    once; a marker repeated after every sentence was asked for. Two suffice where the
    repetition rule wants four: an aside is no word of a sentence's grammar."""
    if "(" not in output and "[" not in output and "\uff08" not in output:
        return marker_repeated(output, source)  # most outputs: no aside
    asides = Counter(_ASIDE_RE.findall(output))
    if not asides:
        return marker_repeated(output, source)
    aside, count = asides.most_common(1)[0]
    if count < 2 or count <= max(Counter(_ASIDE_RE.findall(source)).values(), default=0):
        return marker_repeated(output, source)
    return f"the aside {aside[:20]!r} is written {count} times; the source repeats none as often"


# A marker (round 13): letters or digits framed by two marks or more no language writes in
# a word ("###FI###", "**v2**"): nothing to translate, copied as often as the source has it.
_MARKER_RE = re.compile(r"(?<!\S)(?=\S*[#*=~^|@$%&+_]{2})(?=\S*[^\W_])[^\s]{3,}")


def marker_repeated(output: str, source: str) -> str | None:
    """Why the output stamps a marker more often than its source has it ("Add ###FI###
    after every sentence." -> "... februari. ###FI### För ansökan ... ###FI###"): the
    aside rule above, for markers out of brackets."""
    if not any(c in output for c in "#*=~^|@$%&+_"):
        return None  # most outputs: no mark of the kind
    counts = Counter(m.rstrip(".,;:!?") for m in _MARKER_RE.findall(output))
    if not counts:
        return None
    marker, count = counts.most_common(1)[0]
    if count < 2 or count <= sum(1 for m in _MARKER_RE.findall(source) if m.rstrip(".,;:!?") == marker):
        return None
    return f"the marker {marker[:20]!r} is written {count} times, more than in the source"


def _run(units: list[str], n: int) -> int:
    """The most times an ``n``-unit gram of ``units`` follows itself back to back (one
    pass per phase, linear in the units)."""
    best = 0
    for phase in range(n):
        grams = [tuple(units[i : i + n]) for i in range(phase, len(units) - n + 1, n)]
        count = 0
        for i, gram in enumerate(grams):
            count = count + 1 if i and gram == grams[i - 1] else 1
            best = max(best, count)
    return best


def _units(text: str) -> list[str]:
    """Words (worker.checks.recent_sources.words), symbols such as emoji, and runs of
    marks ("###", "***"): a marker is a word too, whatever its characters (round 6)."""
    return words(text) + [c for c in text if not c.isspace() and _is_symbol(c)] + _MARK_RUN_RE.findall(text)


# Two or more marks of punctuation or symbols: a marker's shape, never a word's letters.
_MARK_RUN_RE = re.compile(r"[^\w\s]{2,}")


def _is_symbol(char: str) -> bool:
    return unicodedata.category(char) == "So"
