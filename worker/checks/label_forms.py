# ruff: noqa: RUF001, RUF002  # dashes, colons and marks of many widths: their shapes are meant
"""A source's labelled lines in forms that worker.checks.shapes.LABEL_LINE_RE does not count,
which a translation writes as "Label: value" (2026-12-07 probe, round 37): a theatre
programme's "Режиссёр — Мария Волкова" and "Антракт — 20 минут." ("Director: Maria
Volkova", "Interval: 20 minutes."), a game's "報酬：500ゴールド" ("Reward: 500 Gold").

- A label of one to three words set off by a dash with spaces around it (em, en, horizontal
  bar or hyphen): Russian, Polish or Czech typography's label, whose colon a translation into
  English or German writes.
- A label of words before a colon with a number right after it: LABEL_LINE_RE leaves out a
  colon before a digit, a clock's ("Open from 8:00"); a label that ends in a letter is none.

- (Probe 13, round 45) A speaker's name right before a quotation's corner bracket, Japanese
  script dialogue's "村人A「勇者様、お願いです！」", which a translation writes "Villager A: "..."".
- (Probe 13, round 45) A line's lead of one to three words in capitals before words in small
  letters, a notice's or an advertisement's "SE ALQUILA piso luminoso ...", which a translation
  writes "FOR RENT: bright flat ...".

Counted on the source's side only, as counterparts: an output's labels are still counted as
LABEL_LINE_RE reads them, so a summary's or a form's fields the source lacks stay its own."""

from __future__ import annotations

import re

_LABEL = r"^[ \t]*[^\W\d_][\w'\u2019.-]*(?: [\w'\u2019.-]+){0,2}"
_DASH_LABEL_RE = re.compile(rf"{_LABEL}[ \t]+[\u2014\u2013\u2015-][ \t]+\S")
# Folded to NFKC first (worker.checks.numerals.folded): a fullwidth colon reads as ":".
_NUMBER_LABEL_RE = re.compile(rf"{_LABEL}(?<=[^\W\d_])[ \t]*[:\uff1a][ \t]*\d")


# A name of up to twelve characters (no space, no sentence's or clause's mark) and the bracket.
_BRACKET_LABEL_RE = re.compile(r"^[ \t]*[^\W\d_][^\s「」『』:：。、！？!?,.]{0,11}[「『]")
_WORD_RE = re.compile(r"[^\W\d_]+")
_CAPS_LEAD_WORDS = 3


def labelled_lines(source: str, counted: re.Pattern[str]) -> int:
    """The source's lines that a dash, a colon before a number, a quotation's bracket or a
    lead in capitals labels, of those ``counted`` does not match."""
    return sum(
        1
        for line in source.splitlines()
        if not counted.match(line)
        and (
            _DASH_LABEL_RE.match(line)
            or _NUMBER_LABEL_RE.match(line)
            or _BRACKET_LABEL_RE.match(line)
            or _capitals_lead(line)
        )
    )


def _capitals_lead(line: str) -> bool:
    """Whether ``line`` opens with one to three words in capitals (two letters or more each)
    and goes on in words with small letters."""
    words = _WORD_RE.findall(line)
    lead = 0
    while lead < len(words) and lead < _CAPS_LEAD_WORDS and len(words[lead]) > 1 and words[lead].isupper():
        lead += 1
    return 0 < lead < len(words) and not words[lead].isupper()
