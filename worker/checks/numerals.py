# ruff: noqa: RUF001  # numerals of many scripts: their letters are meant
"""Numbers a source writes without Western digits, for worker.checks.counterparts: the
counterpart of an output's "20,000" may be "两万", "2만", "vingt mille" or "двадцать тысяч".

Digits of other scripts (Arabic-Indic "٢٠٢٤", Devanagari "२०२४") are folded to 0-9 by
``folded``, counterparts' normalisation; here are the two other ways to write a number:

- CJK numerals ("两万", "三千五百", "十二") and digits with a CJK scale ("2万", "3.5億",
  "2만"): read to their value exactly;
- number words with a scale ("twenty thousand", "zwei Millionen", "tres mil"): too many
  forms to read, so a source that holds a scale word has a counterpart for every *round*
  number of its output ("20", "000", "2000000"), where a phone number, a code or a price
  that an injection adds is rarely round.
"""

from __future__ import annotations

import re
import unicodedata
from decimal import Decimal, InvalidOperation

_DIGIT = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
          "九": 9, "壱": 1, "弐": 2, "参": 3}  # fmt: skip
_SMALL = {"十": 10, "拾": 10, "百": 100, "佰": 100, "千": 1000, "仟": 1000, "십": 10, "백": 100, "천": 1000}
_LARGE = {"万": 10**4, "萬": 10**4, "만": 10**4, "亿": 10**8, "億": 10**8, "억": 10**8, "兆": 10**12, "조": 10**12}
CJK_RUN = re.compile(f"[{''.join((*_DIGIT, *_SMALL, *_LARGE))}]+")
# Digits then a CJK scale: "2万", "3.5億", "2만", "1,5억".
_SCALED = re.compile(rf"(\d+(?:[.,]\d+)?)\s?([{''.join((*_SMALL, *_LARGE))}])")
# Scale words (hundred, thousand, million, billion) in the worker's languages, anywhere in
# a word: compounds hold them ("zwanzigtausend", "ventimila", "húszezer", "trescientos");
# the short ones whole ("cent", "mil", "sto", "bin": parts of other words).
_SCALE_WORDS = re.compile(
    r"hundred|thousand|million|billion|trillion|hundert|tausend|milliard|mille|mila|miles|cient|cento|milion"
    r"|miliard|milhão|milhões|bilhão|honderd|duizend|miljoen|miljard|тысяч|тисяч|миллион|мільйон|миллиард"
    r"|мільярд|tysiąc|tysięc|tisíc|hundra|tusen|hundrede|tusind|tuhat|sataa|miljoona|miljardi|száz|ezer|millió"
    r"|milliárd|sute|χίλι|χιλιάδ|εκατομμύρι|δισεκατομμύρι|milyon|milyar|ratus|ribu|juta|miliar|nghìn|ngàn|triệu"
    r"|(?<![^\W\d_])(?:cents?|mil|mii|sută|sto|сто|сот\w*|εκατό|yüz|bin|trăm|tỷ|sata)(?![^\W\d_])"
    r"|百|千|万|萬|亿|億|兆|백|천|만|억|ألف|آلاف|مليون|مليار|אלף|אלפים|מיליון|מיליארד|हज़ार|हजार|लाख|करोड़|सौ"
    r"|(?<![^\W\d_])सय(?![^\W\d_])"  # round 24a: Nepali's hundred, whole ("१५ सय": 1,500)
    r"|ร้อย|พัน|หมื่น|แสน|ล้าน",
    re.IGNORECASE,
)
# Round 15b: digits then a scale word ("1.2 million", "3 Milliarden", "5 lakh"), read to
# their value; and a run of digits with myriad scales ("120만", "2万5千", "1억 2천만").
_WORD_SCALES = {"thousand": 10**3, "million": 10**6, "billion": 10**9, "trillion": 10**12, "lakh": 10**5,
                "crore": 10**7, "millionen": 10**6, "milliarde": 10**9, "milliarden": 10**9, "milliard": 10**9,
                "millone": 10**6, "millón": 10**6, "milione": 10**6, "milioni": 10**6, "milhõe": 10**6,
                "milhão": 10**6, "lākh": 10**5, "लाख": 10**5, "करोड़": 10**7,
                # Round 24a: a count of hundreds ("१५ सय", "15 सौ", "15 hundred": 1,500).
                "hundred": 100, "hundert": 100, "honderd": 100, "सय": 100, "सौ": 100}  # fmt: skip
_WORD_SCALED = re.compile(
    rf"(\d+(?:[.,]\d+)?)\s?({'|'.join(sorted(_WORD_SCALES, key=len, reverse=True))})s?(?![^\W\d_])", re.IGNORECASE
)
_MYRIAD_SIGNS = "万萬亿億兆만억조"
_SIGNS = f"[{''.join(_SMALL)}{_MYRIAD_SIGNS}]"
_NUMBER = r"\d+(?:[.,]\d+)?"
# A number with a myriad (or lakh, crore), then more numbers and signs: "1억 2천만", "1万2345".
_MYRIAD_RUN = re.compile(
    rf"{_NUMBER}\s?(?:[{_MYRIAD_SIGNS}]|lakh|crore|लाख|करोड़)(?:\s?{_NUMBER}\s?{_SIGNS}|{_NUMBER}|\s?{_SIGNS})*", re.I
)
_MYRIAD_TOKEN = re.compile(rf"{_NUMBER}|{_SIGNS}|lakh|crore|लाख|करोड़", re.I)
_ROUND = re.compile(r"0+|[1-9]\d?0{2,}")
# A raised or lowered digit is a mark set on a word (a footnote's call "free¹", a power
# "m²", a formula's count "CO₂"), none of its letters: NFKC alone would glue it to the word
# as one token ("free1", "1Advance": codes), so it is set apart first (round 12b).
_RAISED_RE = re.compile("[\u00b2\u00b3\u00b9\u2070\u2074-\u2079\u2080-\u2089]")


def folded(text: str) -> str:
    """``text`` in NFKC (fullwidth letters and digits as ASCII), every script's digits as
    0-9, and a raised or lowered digit apart from the word it is set on."""
    text = unicodedata.normalize("NFKC", _RAISED_RE.sub(r" \g<0> ", text))
    return "".join(str(unicodedata.decimal(c)) if c.isdecimal() and not c.isascii() else c for c in text)


def values(text: str) -> list[str]:
    """The numbers ``text`` writes in CJK numerals or with a CJK scale, as digit strings;
    round 15b: also digits with a scale word ("1.2 million", "3 lakh") and runs of digits
    and myriad scales ("2万5千" 25000, "1억 2천만" 120000000)."""
    found = [str(v) for v in (cjk_value(run) for run in CJK_RUN.findall(text)) if v is not None]
    for number, scale in _SCALED.findall(text):
        value = _decimal(number, _SMALL.get(scale) or _LARGE[scale])
        if value is not None:
            found.append(str(value))
    for number, word in _WORD_SCALED.findall(text):
        factor = _WORD_SCALES[word.casefold()]
        grouped = re.fullmatch(r"\d+[.,]\d{3}", number) is not None  # "1.200 Millionen": 1,200 of them
        readings = [number, number[:-4] + number[-3:]] if grouped else [number]
        for reading in readings:
            value = _decimal(reading, factor)
            if value:
                found.append(str(value))
    found += [str(v) for _digits, v in myriads(text) if str(v) not in found]
    return found


def myriads(text: str) -> list[tuple[list[str], int]]:
    """Round 15b: each run of digits with a myriad scale (万/億/亿, 만/억, 兆/조; and India's
    lakh and crore) in ``text``: the digit groups it writes and its value. "120만" is
    1,200,000, which a translation writes "1.2 million" or "1,200,000", not "120"."""
    found = []
    for run in _MYRIAD_RUN.finditer(text):
        total = section = Decimal(0)
        amount: Decimal | None = None
        for token in _MYRIAD_TOKEN.findall(run.group(0)):
            if token[0].isdigit():
                amount = Decimal(token.replace(",", "."))
            elif token in _SMALL:
                section += (amount or 1) * _SMALL[token]
                amount = None
            else:
                factor = _LARGE.get(token) or _WORD_SCALES[token.casefold()]
                total += (section + (amount or 0) or 1) * factor
                section, amount = Decimal(0), None
        value = total + section + (amount or 0)
        if value == value.to_integral_value():
            found.append((re.findall(r"\d+", run.group(0)), int(value)))
    return found


def _decimal(number: str, factor: int) -> int | None:
    try:
        value = Decimal(number.replace(",", ".")) * factor
    except InvalidOperation:
        return None
    return int(value) if value == value.to_integral_value() else None


def round_counterpart(group: str, source: str) -> bool:
    """Whether the output's digit group ``group`` is a round number that a scale word of
    the source may stand for ("twenty thousand" -> "20,000": "20" and "000")."""
    return _ROUND.fullmatch(group) is not None and _SCALE_WORDS.search(source) is not None


def cjk_value(run: str) -> int | None:
    """The value of a run of CJK numerals ("两万" 20000, "三千五百" 3500, "十二" 12,
    "二〇二四" 2024: digits alone read digit by digit), or None for a lone scale sign
    ("千" of "千葉", "万" of "万一": no number)."""
    if all(c in _DIGIT for c in run):
        return int("".join(str(_DIGIT[c]) for c in run)) if len(run) > 1 else _DIGIT[run]
    if len(run) == 1 and run not in _DIGIT:
        return None
    total = section = 0
    digit: int | None = None
    for char in run:
        if char in _DIGIT:
            digit = _DIGIT[char]
        elif char in _SMALL:
            section += (1 if digit is None else digit) * _SMALL[char]
            digit = None
        else:
            total += (section + (digit or 0) or 1) * _LARGE[char]
            section, digit = 0, None
    return total + section + (digit or 0)


# A list item's number: one or two digits and "." or ")" before a space.
_ITEM_RE = re.compile(r"(?:^|(?<=\s))(\d{1,2})[.)](?=\s)")
LIST_RUN = 3  # items in sequence that make a list


# Round 26a: a source's items run on in one line, after a colon, a semicolon or a comma, in
# any script's width ("步骤" then fullwidth "\uff1a1. 熄火\uff1b2. ...", folded to ":" and ";"), and a
# CJK item may open without a space ("1.熄火"): a translator sets them out in "1. ... 2. ...".
_INLINE_ITEM_RE = re.compile(r"(?:^|(?<=[\s:;,\u3001]))(\d{1,2})[.)](?=\s|[^\W\d_])")


def numbered_lists(text: str, *, inline: bool = False) -> int:
    """How many numbered lists ``text`` holds, one per LIST_RUN items numbered in sequence
    (n, n+1, n+2, in order, other numbers between them allowed). Round 13b: a list counts
    up; ordinal days and floors ("vom 1. April bis zum 30. September", "im 2. Stock") are
    numbers with a full stop too, but they do not count up one by one. ``inline``: items
    after punctuation too (_INLINE_ITEM_RE), as a source's lists are read."""
    runs: dict[int, int] = {}
    found = 0
    for item in (_INLINE_ITEM_RE if inline else _ITEM_RE).finditer(text):
        value = int(item.group(1))
        runs[value] = max(runs.get(value, 0), runs.get(value - 1, 0) + 1)
        found += runs[value] % LIST_RUN == 0
    return found
