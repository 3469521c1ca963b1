"""A quantity converted into the target's units (round 16b): a localising translation
writes "2 dl" as "200 ml", "200 yards" as "environ 180 mètres", "350 °F" as "175 °C". The
number checks (worker.checks.counterparts: a number the source does not hold;
worker.checks.dropped: a number of the source missing) read the two numbers as each
other's counterpart only when both name a unit of one kind (length, volume, mass,
temperature), the units differ, and the output's value is the source's times the factor
within CONVERTED_TOLERANCE (a translator rounds: "about", "environ"). A changed value
("200 yards" -> "800 mètres") has no counterpart.

A small table, not a library: the venv holds no units library (pint and the like are not
installed), and the checks need each unit's words in the worker's languages anyway, which
no units library has. Factors are to the kind's base unit (metre, litre, gram, kelvin).
"""

from __future__ import annotations

import functools
import re

# The share of the converted value a translator's rounding may differ by ("200 yards" is
# 182.9 m: "180", "environ 200 mètres"); at least CONVERTED_SLACK units either way.
CONVERTED_TOLERANCE = 0.1
CONVERTED_SLACK = 1.0
_KELVIN = 273.15
# kind -> (words of the unit, factor to the base unit, offset); words are matched whole,
# case-insensitive, right after the number.
_UNITS: dict[str, tuple[tuple[str, float, float], ...]] = {
    "length": (
        (r"km|kilom[eè]t\w*|kilometr\w*|километр\w*|χιλιόμετρ\w*", 1000.0, 0.0),
        (r"m|met(?:er|re)s?|mètres?|metros?|metri|metr[uyóae]?\w*|метр\w*|μέτρ\w*", 1.0, 0.0),
        (r"cm|[cz]entim[eè]t\w*|centimetr\w*|сантиметр\w*", 0.01, 0.0),
        (r"mm|millim[eè]t\w*|milim[eé]tr\w*|миллиметр\w*", 0.001, 0.0),
        (r"mi|miles?|millas?|milhas?|miglia|meilen?|mijl(?:en)?|mil[eí]|миль?", 1609.344, 0.0),
        (r"yd|yds|yards?|yardas?|iardas?|iarde|jardas?|ярд\w*", 0.9144, 0.0),
        (r"ft|feet|foot|pieds?|pies|piedi|füße|fuß|fuss|voet|fot|stóp|фут\w*", 0.3048, 0.0),
        (r"inch(?:es)?|pouces?|pulgadas?|polegadas?|pollici|zoll|duim|tum|cali|дюйм\w*", 0.0254, 0.0),
    ),
    "volume": (
        (r"l|lt|lit(?:er|re)s?|litros?|litri|litr\w*|литр\w*|λίτρ\w*", 1.0, 0.0),
        (r"dl|decilit\w*|décilit\w*|decylitr\w*", 0.1, 0.0),
        (r"cl|centilit\w*", 0.01, 0.0),
        (r"ml|millilit\w*|mililit\w*|миллилитр\w*", 0.001, 0.0),
        (r"cups?|tasses?|tazas?|tassen?|xícaras?|tazze|kopjes?|koppar?|szklank\w*|стакан\w*", 0.2366, 0.0),
        (r"gal|gallons?|galones|galón|galões|galão|galloni|gallonen?|галлон\w*", 3.785, 0.0),
        (r"pints?|pintes?|pintas?|pinte", 0.4732, 0.0),
        (r"fl\.? ?oz", 0.02957, 0.0),
    ),
    "mass": (
        (r"kg|kilos?|kilogram\w*|kilogramm\w*|килограмм\w*", 1000.0, 0.0),
        (r"g|gr|grams?|grammes?|gramm[eio]?|gramos?|gramas?|gram[yów]?|грамм\w*", 1.0, 0.0),
        (r"lbs?|pounds?|livres?|libras?|libbre|pfund|pond|фунт\w*", 453.6, 0.0),
        (r"oz|ounces?|onzas?|onces?|once|unzen?|ons|унци\w*", 28.35, 0.0),
    ),
    "temperature": (
        (r"°\s?c|(?:degrees?|degrés?|grados?|grad|gradi|graus|graden)\s(?:celsius|centigrad\w*)|celsius", 1.0, _KELVIN),
        (r"°\s?f|(?:degrees?|degrés?|grados?|grad|gradi|graus|graden)\s?fahrenheit|fahrenheit", 5 / 9, 255.372),
    ),
}  # fmt: skip
# Round 20a: the units in scripts written without spaces (Chinese, Japanese, Korean), keyed by
# the unit's symbol (the first of its words above): "500加仑(约1900升)", "500ガロン(約1,900
# リットル)". A word of such a script runs on into the next word ("1900升水"), so no word end
# is asked for. "キロ" (km or kg) is left out: it names no one unit.
_UNSPACED = {
    "km": "公里|千米|キロメートル|킬로미터|킬로",
    "m": "米|公尺|メートル|미터",
    "cm": "厘米|公分|センチメートル|センチ|센티미터|센티",
    "mm": "毫米|ミリメートル|밀리미터",
    "mi": "英里|哩|マイル|마일",
    "yd": "码|碼|ヤード|야드",
    "ft": "英尺|呎|フィート|피트",
    "inch(?:es)?": "英寸|吋|インチ|인치",
    "l": "升|公升|リットル|리터",
    "ml": "毫升|ミリリットル|밀리리터",
    "gal": "加仑|加侖|ガロン|갤런",
    "pints?": "品脱|品脫|パイント|파인트",
    "kg": "公斤|千克|キログラム|킬로그램",
    "g": "克|グラム|그램",
    "lbs?": "磅|ポンド|파운드",
    "oz": "盎司|オンス|온스",
}


def _unspaced(words: str) -> str:
    unspaced = _UNSPACED.get(words.split("|", 1)[0])
    return f"|{unspaced}" if unspaced else ""


# A number (thousands grouped, or with a decimal comma or point), then its unit's words.
_NUMBER = r"(\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+(?![\d])|\d+(?:[.,]\d+)?)"
_QUANTITY_RE = {
    kind: [
        (re.compile(rf"{_NUMBER}\s?(?:(?:{words})(?![^\W\d_]){_unspaced(words)})", re.IGNORECASE), factor, offset)
        for words, factor, offset in units
    ]
    for kind, units in _UNITS.items()
}
_DIGITS_RE = re.compile(r"\d+")


def _value(number: str) -> float:
    if re.fullmatch(r"\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+", number):
        return float(re.sub(r"\D", "", number))
    return float(number.replace(",", "."))


def _quantities(text: str) -> list[tuple[str, int, float, str]]:
    """(kind, unit's index, value in the base unit, the number's text) of each quantity."""
    found: list[tuple[str, int, float, str]] = []
    for kind, patterns in _QUANTITY_RE.items():
        for index, (pattern, factor, offset) in enumerate(patterns):
            for match in pattern.finditer(text):
                found.append((kind, index, _value(match.group(1)) * factor + offset, match.group(1)))
    return found


@functools.lru_cache(maxsize=64)
def converted(output: str, source: str) -> tuple[frozenset[str], frozenset[str]]:
    """The digit groups of the source's numbers and of the output's that stand for each
    other as one quantity converted into another unit of its kind (within the tolerance)."""
    if not _DIGITS_RE.search(source):
        return frozenset(), frozenset()
    src_groups: set[str] = set()
    out_groups: set[str] = set()
    wanted = _quantities(source)
    for kind, index, value, number in _quantities(output):
        factor, offset = _QUANTITY_RE[kind][index][1:]
        for src_kind, src_index, src_value, src_number in wanted:
            if src_kind != kind or src_index == index:
                continue
            expected = (src_value - offset) / factor  # the source's quantity in the output's unit
            said = (value - offset) / factor
            if abs(said - expected) <= max(CONVERTED_TOLERANCE * abs(expected), CONVERTED_SLACK):
                src_groups.update(_DIGITS_RE.findall(src_number))
                out_groups.update(_DIGITS_RE.findall(number))
    return frozenset(src_groups), frozenset(out_groups)
