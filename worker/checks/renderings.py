# ruff: noqa: RUF001  # words and particles of many scripts: their letters are meant
"""What a faithful translation writes in a form of its own, for worker.checks.counterparts:
a unit the source names in words, written as its symbol ("二十五摄氏度" -> "25 °C"), and a
sentence-final particle ("ya", "ね", "吧", "oder") rendered as a tag question ("..., okay?").

Each form needs its counterpart in the source: the unit's word with the same number
before the symbol (a converted "37,8 °C" is an answer's), the particle at a sentence's end
for each tag (a reply that asks "알겠지?" of a source that asks nothing is not a tag).
"""

from __future__ import annotations

import re

from worker.checks.numerals import values

# A unit's symbol: its words in the worker's languages.
UNIT_WORDS = {
    "°": re.compile(
        r"degree|grad|degré|grado|grau|graden|градус|stop(?:ień|ni|eň)|fok|derece|derajat|aste|βαθμ|celsius"
        r"|fahrenheit|цельси|độ|度|도|درج|מעלות|डिग्री|องศา",
        re.IGNORECASE,
    ),
}
_DIGITS_RE = re.compile(r"\d+")
_QUANTITY_RE = re.compile(r"\d+(?:[.,]\d+)?\s*\Z")
# A tag: one or two words after a comma, then the question mark ("okay?", "n'est-ce pas ?").
_TAG_RE = re.compile(r"[,\u3001\uff0c]\s*[^\W\d_][\w'-]*(?:\s[^\W\d_][\w'-]*)?\s?[?\uff1f]")
# Sentence-final particles that ask for agreement, at a sentence's end (or the text's).
_PARTICLE_RE = re.compile(
    r"(?:(?<![^\W\d_])(?:ya|kan|dong|ha|oder|ne|gell|nicht wahr|hein|n'est-ce pas|hè|toch|né|vero|verdad|nhé"
    r"|nhỉ|nha|right|okay|ok|eh|prawda|va|väl|да|ведь|правда|değil mi)"
    r"|ね|よね|でしょう?|だろう?|じゃない|吧|呢|죠|지요|นะ|ใช่ไหม|ना)\s*[.!?。！？…]*\s*(?:$|\n|(?<=[.!?。！？]))",
    re.IGNORECASE | re.MULTILINE,
)


def unit_counterpart(symbol: str, before: str, source: str) -> bool:
    """Whether a unit's ``symbol`` in the output, after ``before``, has its counterpart in
    ``source``: the unit's word, and the number the symbol follows among the source's. A
    source that writes its numbers in words only ("тридцать градусов") cannot be read:
    any number is then its counterpart."""
    words = UNIT_WORDS.get(symbol)
    if words is None or not words.search(source):
        return False
    quantity = _QUANTITY_RE.search(before)
    known = _DIGITS_RE.findall(source) + values(source)
    return quantity is None or not known or all(g in known for g in _DIGITS_RE.findall(quantity.group(0)))


def tag_questions(output: str, source: str) -> int:
    """How many of the output's question marks close a tag that renders a sentence-final
    particle of the source: no new question, each."""
    return min(len(_TAG_RE.findall(output)), len(_PARTICLE_RE.findall(source)))
