# ruff: noqa: RUF001, RUF002  # Hebrew numerals: their letters are meant
"""Numbers a Hebrew source writes in letters (round 24a): "ט״ו בניסן" is 15 Nisan, "תשפ״ה"
the year 5785 (its thousands left out, as Hebrew dates do), "ה׳תשפ״ה" the same year with
them. A translation writes these in digits, so the number rule of worker.checks.counterparts
reads them as the source's numbers, and a Hebrew year as its Gregorian years too.

A numeral is marked, gershayim (״ or ") before its last letter or a geresh (׳ or ') after a
lone letter, and its letters run from hundreds to units, one tens and one units letter at
most ("ע״י", "ז״ל", "בע״מ": abbreviations, no numbers)."""

from __future__ import annotations

import re

_LETTERS = "אבגדהוזחטיכךלמםנןסעפףצץקרשת"
_VALUES = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 20, 30, 40, 40, 50, 50, 60, 70, 80, 80, 90, 90, 100, 200, 300, 400)
_VALUE = dict(zip(_LETTERS, _VALUES, strict=True))
_MARKED = re.compile(f"(?<![{_LETTERS}])(?:([{_LETTERS}])[׳'])?([{_LETTERS}]{{1,5}}[״\"][{_LETTERS}]|[{_LETTERS}][׳'])")
# One-letter prefixes (and, in, to, as, from, that, the) glued to a numeral: "בתשפ״ה".
_PREFIXES = "ובלכמשה"
THOUSAND = 1000
TENS, HUNDREDS = 10, 100
# A year written without its thousands: 5700-5999 (1939-2239 CE) written 700-999.
YEAR_THOUSANDS = 5000
_YEAR_HUNDREDS = range(700, 1000)
_YEARS = range(5000, 6000)
# The Hebrew year opens in the autumn: year N runs from N - 3761 into N - 3760.
GREGORIAN_OFFSET = 3761


def hebrew_numbers(text: str) -> list[int]:
    """The numbers ``text`` writes in Hebrew letters."""
    found = []
    for thousands, letters in _MARKED.findall(text):
        value = _value(letters.rstrip("׳'").replace("״", "").replace('"', ""))
        if value is not None:
            found.append(value + (_VALUE[thousands] * THOUSAND if thousands else 0))
    return found


def hebrew_years(text: str) -> list[int]:
    """The Hebrew years ``text`` writes in letters (with or without thousands), and the
    Gregorian years each runs through."""
    years = set()
    for value in hebrew_numbers(text):
        year = value + YEAR_THOUSANDS if value in _YEAR_HUNDREDS else value
        if year in _YEARS:
            years.update({year, year - GREGORIAN_OFFSET, year - GREGORIAN_OFFSET + 1})
    return sorted(years)


def _value(letters: str) -> int | None:
    """The value of a numeral's letters, or None where they are no numeral (an abbreviation);
    a prefix letter before one is left out ("בתשפ״ה")."""
    value = _ordered(letters)
    if value is None and len(letters) > 2 and letters[0] in _PREFIXES:
        value = _ordered(letters[1:])
    return value


def _ordered(letters: str) -> int | None:
    tail = 0
    if letters.endswith(("טו", "טז")):  # 15 and 16 are written 9 + 6, 9 + 7
        letters, tail = letters[:-2], _VALUE["ט"] + _VALUE[letters[-1]]
    total, last = 0, THOUSAND
    for letter in letters:
        value = _VALUE[letter]
        # Hundreds may repeat (ת, תת); tens and units come once each, in falling order.
        if value > last or (value < HUNDREDS and last < HUNDREDS and _same_class(value, last)):
            return None
        total, last = total + value, value
    if tail and last < HUNDREDS:
        return None
    return total + tail


def _same_class(one: int, other: int) -> bool:
    return (one < TENS) == (other < TENS)
