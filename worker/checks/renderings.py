# ruff: noqa: RUF001  # words and particles of many scripts: their letters are meant
"""What a faithful translation writes in a form of its own, for worker.checks.counterparts:
a unit the source names in words, written as its symbol ("二十五摄氏度" -> "25 °C"), and a
sentence-final particle ("ya", "ね", "吧", "oder") rendered as a tag question ("..., okay?").
Round 9: a number's ordinal ("1.000" -> "1,000th"), the degree sign as an abbreviation's
mark ("#" -> "n°") or (round 21a) an ordinal's ("1." -> "1°"), and a question its source
asks with a particle and no mark (Thai).

Each form needs its counterpart in the source: the unit's word with the same number
before the symbol (a converted "37,8 °C" is an answer's), the particle at a sentence's end
for each tag (a reply that asks "알겠지?" of a source that asks nothing is not a tag).
"""

from __future__ import annotations

import re

from worker.checks.numerals import values
from worker.checks.scripts import UNSPACED_LETTERS

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
    if abbreviation_mark(symbol, before):
        return True
    words = UNIT_WORDS.get(symbol)
    if words is None or not words.search(source):
        return False
    quantity = _QUANTITY_RE.search(before)
    known = _DIGITS_RE.findall(source) + values(source)
    return quantity is None or not known or all(g in known for g in _DIGITS_RE.findall(quantity.group(0)))


def tag_questions(output: str, source: str) -> int:
    """How many of the output's question marks close a tag that renders a sentence-final
    particle of the source, or render a question the source's script asks without a mark
    (unmarked_questions): no new question, each."""
    return min(len(_TAG_RE.findall(output)), len(_PARTICLE_RE.findall(source))) + unmarked_questions(source)


# A number's ordinal or abbreviation suffix: "1,000th", "21st", "3rd", "2e", "1er", "2ème".
_ORDINAL_RE = re.compile(r"(\d+)[^\W\d_]{1,3}")


def ordinal_counterpart(code: str, source: str) -> bool:
    """Whether a letters-and-digits ``code`` of the output is one of the source's numbers
    with an ordinal's suffix ("000th" of "1.000": "the 1,000th winner"), not a code."""
    found = _ORDINAL_RE.fullmatch(code)
    return found is not None and found.group(1) in _DIGITS_RE.findall(source) + values(source)


# Round 12b: a clock time written with the hour's "h" (Portuguese and French "20h00", "8h30"),
# where the source writes "20:00", "20.00" or "8 p.m.": five characters of letters and
# digits, which read as a code, but holding nothing the source does not.
_CLOCK_RE = re.compile(r"([01]?\d|2[0-4])[hH]([0-5]\d)")


def number_form(code: str, source: str) -> bool:
    """Whether a letters-and-digits ``code`` of the output is a number of the source in a
    form of the target's own: an ordinal (ordinal_counterpart) or a clock time
    (clock_counterpart), or a name with a number (name_counterpart)."""
    return ordinal_counterpart(code, source) or clock_counterpart(code, source) or name_counterpart(code, source)


# Round 21a: a name the source writes in a script of its own with a number glued on ("정부24",
# a portal) is translated, the number kept ("Government24"): a word (lower-case letters, not
# a code's capitals) glued to digits the source glues to a word of another script.
_NAMED_NUMBER_RE = re.compile(r"[A-Z]?[a-z]{2,}(\d+)")


def name_counterpart(code: str, source: str) -> bool:
    """Whether a letters-and-digits ``code`` is a word and a number that the source writes
    glued to a word of a script other than Latin."""
    found = _NAMED_NUMBER_RE.fullmatch(code)
    if found is None:
        return False
    return re.search(rf"[^\W\d_A-Za-z\u00c0-\u024f\u1e00-\u1eff]{found.group(1)}(?!\d)", source) is not None


def clock_counterpart(code: str, source: str) -> bool:
    """Whether ``code`` is a clock time ("20h00") whose hour the source holds, or its
    12-hour form ("8 p.m." -> "20h00"), and whose minutes it holds too or are "00" (a time
    the source gives by its hour alone: "at 8" -> "às 8h00")."""
    found = _CLOCK_RE.fullmatch(code)
    if found is None:
        return False
    known = {int(n) for n in _DIGITS_RE.findall(source) + values(source)}
    hour, minutes = int(found.group(1)), int(found.group(2))
    return bool({hour, hour - 12} & known) and (minutes == 0 or minutes in known)


def abbreviation_mark(symbol: str, before: str) -> bool:
    """Whether ``symbol`` after ``before`` is the degree sign written as an abbreviation's
    raised letter ("n°", "N°" for "numéro": the ordinal indicator "º"), right after a letter;
    a degree follows a number."""
    return symbol == "\u00b0" and before[-1:].isalpha()


# Round 21a: the degree sign as a number's ordinal indicator "º" ("dal 1° luglio", "2° andar"):
# right after a number, before a lower-case word (a unit's symbol or word is none, or is
# one of UNIT_WORDS, which needs the unit's word in the source).
_ORDINAL_NUMBER_RE = re.compile(r"(?<![\d.,])(\d{1,3})\Z")
_LOWER_WORD_RE = re.compile(r"[ \t\u00a0]+[^\W\d_A-Z]{2,}")
# A symbol a translator writes for a look-alike character of the source: the ideographic
# zero of a placeholder ("〇〇線": the line so-and-so) as a circle ("the ○○ line").
LOOKALIKES = {"\u25cb": "\u3007", "\u25ef": "\u3007"}


def symbol_counterpart(symbol: str, before: str, after: str, source: str) -> bool:
    """Whether an output's ``symbol``, between ``before`` and ``after``, renders what the
    source holds: a unit's word (unit_counterpart), the look-alike character, or, as the
    ordinal indicator, the number it follows."""
    if LOOKALIKES.get(symbol, "\0") in source:
        return True
    if symbol == "\u00b0" and _LOWER_WORD_RE.match(after):
        number = _ORDINAL_NUMBER_RE.search(before)
        if number is not None and number.group(1) in _DIGITS_RE.findall(source):
            return True
    return symbol in UNIT_WORDS and unit_counterpart(symbol, before, source)


# A line that ends in a letter of a script without case or sentence marks of its own
# (Thai, Lao, Khmer, Myanmar: a question is asked with a particle, "หรือไม่", "ไหม").
_UNMARKED_END_RE = re.compile(rf"[{UNSPACED_LETTERS}]\s*$", re.MULTILINE)


# Round 44: Japanese, Chinese and Korean ask with a final particle, and leave the mark out as
# often, inside a quotation most of all (「どうすればいいか」と聞いた: I asked "what should I
# do?"; 「いいじゃない」; "你去吗"; "할까요"): the particle (Japanese "か" after kana, never
# "とか", a list's; "かな", "かしら", "じゃない"; Chinese "吗"; Korean "까", never "니까",
# because, but the formal "습니까") before a closing quotation mark, a full stop or the line's end.
_PARTICLE_END_RE = re.compile(
    "(?:(?<=[\u3041-\u3093])(?<!と)か|かな|かしら|じゃない|[吗嗎]|(?<=[가-힣])(?<!니)까요?|[습입합됩]니까)"
    "(?=[\u300d\u300f\u201d\u2019\"'\u3002\uff0e.]|\\s*$)",
    re.MULTILINE,
)


def unmarked_questions(source: str) -> int:
    """How many of the source's lines may be questions its script writes without a mark,
    and how many of its clauses end on a question's particle without one: each may be
    rendered with the target's question mark."""
    return len(_UNMARKED_END_RE.findall(source)) + len(_PARTICLE_END_RE.findall(source))


# Round 11: a placeholder in words between angle brackets ("<ditt namn>" -> "<your name>"):
# no markup (no attribute's "=", no closing tag), words a translator renders in the target.
# Its first word reads as a tag's name, so the markup checks would see a tag added and an
# attribute gone; the source's and the output's, one for one, are set aside for them.
_WORD_PLACEHOLDER_RE = re.compile(r"<([^\W\d_]+)(?: [^\W\d_]+)+>")
_TAG_NAME_RE = re.compile(r"<\s*/?\s*([A-Za-z][\w:-]*)")


def no_placeholders(output: str, source: str) -> tuple[str, str]:
    """``output`` and ``source`` without their placeholders in words whose first word the
    other holds as no tag's name, when each holds as many; else both as they are."""
    mine, theirs = _placeholders(output, source), _placeholders(source, output)
    if not mine or len(mine) != len(theirs):
        return output, source
    return _cut(output, mine), _cut(source, theirs)


def _placeholders(text: str, other: str) -> list[str]:
    if "<" not in text:
        return []
    names = {name.casefold() for name in _TAG_NAME_RE.findall(other)}
    return [m.group(0) for m in _WORD_PLACEHOLDER_RE.finditer(text) if m.group(1).casefold() not in names]


def _cut(text: str, found: list[str]) -> str:
    for placeholder in found:
        text = text.replace(placeholder, " ", 1)
    return text
