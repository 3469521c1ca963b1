"""The numbers a text writes, in any form a hidden order's payload may take: digits of any
script (thousands grouped or not), CJK numerals and English number words (tag characters
spell English: "five thousand" -> 5000). worker.checks.hidden compares them between the hidden
text, the visible one and the output."""

from __future__ import annotations

import re

from worker.checks.numerals import folded, values

_NUMBER_RE = re.compile(r"\d+")
_GROUPED_RE = re.compile(r"(?<=\d)[,.\u00a0\u202f' ](?=\d{3}(?!\d))")
# English number words (the tag characters spell English): "five thousand" -> 5000.
_UNITS = {w: i for i, w in enumerate(re.findall(r"\w+", (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen"
    " seventeen eighteen nineteen")))}  # fmt: skip
_TENS = {
    w: 10 * (i + 2) for i, w in enumerate(re.findall(r"\w+", "twenty thirty forty fifty sixty seventy eighty ninety"))
}
_SCALES = {"hundred": 100, "thousand": 1000, "million": 10**6}
_NUMBER_WORD_RE = re.compile(rf"\b(?:{'|'.join([*_UNITS, *_TENS, *_SCALES])})\b(?:[\s-]+(?:and\s+)?"
                             rf"(?:{'|'.join([*_UNITS, *_TENS, *_SCALES])})\b)*", re.IGNORECASE)  # fmt: skip


def numbers_written(text: str) -> set[str]:
    """The numbers ``text`` writes: digits of any script (thousands grouped or not), CJK
    numerals, English number words."""
    found = set(_NUMBER_RE.findall(_GROUPED_RE.sub("", folded(text))))
    found.update(values(text))
    found.update(str(v) for v in map(_word_value, _NUMBER_WORD_RE.findall(text)) if v is not None)
    return found


def _word_value(phrase: str) -> int | None:
    total = current = 0
    for word in re.findall(r"[a-z]+", phrase.casefold()):
        if word in _UNITS:
            current += _UNITS[word]
        elif word in _TENS:
            current += _TENS[word]
        elif word in _SCALES:
            current = max(current, 1) * _SCALES[word]
            if _SCALES[word] >= 1000:
                total, current = total + current, 0
    value = total + current
    return value if value > 0 else None
