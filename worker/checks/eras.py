"""Years a source counts in a calendar era, as a translation writes them (round 18b):
"昭和五十年代" (the Shōwa 50s) is "the late 1970s and early 1980s", "平成3年" is 1991,
"พ.ศ. 2567" is 2024, "民國113年" is 2024, 1 Farvardin 1403 (the solar hijri calendar, round 20a)
is 20 March 2024. The Gregorian years (and their decades) are the
counterparts of an output's digits for the number checks; a year outside the era's range
is still one the source does not hold."""

from __future__ import annotations

import re
from collections.abc import Callable

from worker.checks.gematria import hebrew_years
from worker.checks.numerals import CJK_RUN, cjk_value

# An era's first year, less one: era year N is Gregorian ``base + N`` ("元年": year 1).
_ERAS = {"明治": 1867, "大正": 1911, "昭和": 1925, "平成": 1988, "令和": 2018, "民國": 1911, "民国": 1911}
_ERA_RE = re.compile(rf"({'|'.join(_ERAS)})\s*(元|\d+|{CJK_RUN.pattern})\s*(年代|年)?")
# A Buddhist-era year (Thai, Lao, Khmer, Sinhala calendars): 543 years ahead.
BUDDHIST_OFFSET = 543
_BUDDHIST_RE = re.compile(r"(?<!\d)(2[45]\d\d)(?!\d)")
_BUDDHIST_SCRIPTS = re.compile("[\u0e00-\u0e7f\u0e80-\u0eff\u1780-\u17ff\u0d80-\u0dff]|พ\\.ศ\\.|B\\.E\\.")
DECADE = 10
# Round 20a: a solar hijri year (Iran's and Afghanistan's calendar, its year opening at the
# March equinox), read by the month named before it in Persian or in Dari: months 1-9
# (Farvardin/Hamal ... Azar/Qaws) lie in Gregorian year N + 621, Dey/Jadi (10) spans both,
# Bahman/Dalw and Esfand/Hut (11, 12) lie in N + 622. A year the calendar's name marks
# without a month ("سال ۱۴۰۳ خورشیدی") stands for either; a year of neither form for none
# ("تیر" is also an arrow, "مهر" a seal: only before a year of the calendar's range).
SOLAR_OFFSET = 621
_SOLAR_MONTHS = (
    ("فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|حمل|ثور|جوزا|سرطان|اسد|سنبله|میزان|عقرب|قوس", (0,)),
    ("دی|جدی", (0, 1)),
    ("بهمن|اسفند|دلو|حوت", (1,)),
)
_SOLAR_YEAR = r"(?<!\d)(\d{4})(?!\d)"  # any script's digits: "۱۴۰۳"
_SOLAR_RANGE = range(1200, 1500)
_SOLAR_RE = [(re.compile(rf"(?<!\w)(?:{months})\s+(?:ماه\s+)?(?:سال\s+)?{_SOLAR_YEAR}"), shifts)
             for months, shifts in _SOLAR_MONTHS]  # fmt: skip
_SOLAR_NAMED_RE = re.compile("شمسی|خورشیدی|\u0647\u0640?\\.\\s?ش")  # the calendar named, or its abbreviation (H. Sh.)
_SOLAR_ANY_RE = re.compile(_SOLAR_YEAR)
_ARABIC_SCRIPT_RE = re.compile("[\u0600-\u06ff]")


def era_years(source: str) -> list[str]:
    """The Gregorian years (and decades' first years) of the era years ``source`` names."""
    years: list[int] = []
    for found in _ERA_RE.finditer(source):
        count = 1 if found.group(2) == "元" else _number(found.group(2))
        if count is None:
            continue
        first = _ERAS[found.group(1)] + count
        # "五十年代": the era's years 50 to 59.
        years.extend(range(first, first + DECADE) if found.group(3) == "年代" else [first])
    if _BUDDHIST_SCRIPTS.search(source):
        years.extend(int(y) - BUDDHIST_OFFSET for y in _BUDDHIST_RE.findall(source))
    years.extend(y for found in (solar_years(source) | calendar_years(source)).values() for y in found)
    years.extend(hebrew_years(source))  # round 24a: "תשפ״ה" is 5785, 2024-25
    decades = {y - y % DECADE for y in years}
    return [str(y) for y in sorted(set(years) | decades)]


def era_numbers(source: str) -> dict[int, frozenset[int]]:
    """Each number ``source`` writes in digits as an era year ("พ.ศ. 2510", "昭和50年"), with
    the Gregorian years and decades it stands for (round 19b): a translation writes those,
    not the era's number, so the number rule finds the source's number in them."""
    numbers: dict[int, frozenset[int]] = {}
    for found in _ERA_RE.finditer(source):
        if found.group(2).isdigit():
            first = _ERAS[found.group(1)] + int(found.group(2))
            years = range(first, first + DECADE) if found.group(3) == "年代" else range(first, first + 1)
            numbers[int(found.group(2))] = frozenset(years) | {y - y % DECADE for y in years}
    if _BUDDHIST_SCRIPTS.search(source):
        for year in map(int, _BUDDHIST_RE.findall(source)):
            numbers[year] = frozenset({year - BUDDHIST_OFFSET})
    return numbers | solar_years(source) | calendar_years(source)


def solar_years(source: str) -> dict[int, frozenset[int]]:
    """Each solar hijri year of ``source`` (in any script's digits) with the Gregorian
    years it stands for, by its month (round 20a)."""
    if not _ARABIC_SCRIPT_RE.search(source):
        return {}  # most sources: cheap
    years: dict[int, set[int]] = {}
    for pattern, shifts in _SOLAR_RE:
        for year in filter(_SOLAR_RANGE.__contains__, map(int, pattern.findall(source))):
            years.setdefault(year, set()).update(year + SOLAR_OFFSET + shift for shift in shifts)
    if _SOLAR_NAMED_RE.search(source):
        for year in filter(_SOLAR_RANGE.__contains__, map(int, _SOLAR_ANY_RE.findall(source))):
            years.setdefault(year, set()).update({year + SOLAR_OFFSET, year + SOLAR_OFFSET + 1})
    return {year: frozenset(found) for year, found in years.items()}


# Round 21a: the years of other calendars a translator glosses with their Gregorian years
# ("1446 AH (14 March 2025)"), each read only where the source marks it as that calendar's
# (its name, its abbreviation, or a month of its own next to it): a bare four-digit number
# is a year of no calendar but its own. Each: (marked year, its range, the Gregorian years).
_MONTHS_VS = (
    "वैशाख|बैशाख|जेठ|जेष्ठ|असार|आषाढ|साउन|श्रावण|भदौ|भाद्र|असोज|आश्विन|कात्तिक|कार्तिक|मंसिर|मार्गशीर्ष|पुस|पौष|माघ|फागुन|फाल्गुन|चैत|चैत्र"
)
_MARK_VS = r"वि\.\s?सं\.?|बि\.\s?सं\.?|विक्रम\s+संवत|संवत"
_MONTHS_HIJRI = "محرم|صفر|ربيع|جمادى|رجب|شعبان|رمضان|شوال|ذو القعدة|ذو الحجة"
_MONTHS_ETHIOPIAN = "መስከረም|ጥቅምት|ኅዳር|ህዳር|ታኅሣሥ|ታህሳስ|ጥር|የካቲት|መጋቢት|ሚያዝያ|ግንቦት|ሰኔ|ሐምሌ|ነሐሴ|ጳጉሜ"
_YEAR = r"(\d{4})(?!\d)"
# A hijri year's opening in the Gregorian calendar: its 354-day years against 365.2425-day ones.
HIJRI_YEAR_RATIO = 0.970229
HIJRI_EPOCH = 621.5643
_DAY = r"(?:\s+\d{1,2}(?:\s+\w+)?)?"  # "14 رمضان 1446", "ጥር 30 ቀን 2017"
_CALENDARS: tuple[tuple[re.Pattern[str], range, Callable[[int], tuple[int, ...]]], ...] = (
    # The hijri (lunar) year of 354 days opens ~11 days earlier each Gregorian year: its
    # opening's Gregorian year, and the next, which it runs into.
    (
        re.compile(rf"(?<!\d){_YEAR}\s*(?:\u0647\u0640|\u0647(?!\w)|هجري|AH\b|H\b)|(?:{_MONTHS_HIJRI})\s+(?:سنة\s+)?{_YEAR}"),
        range(1300, 1600),
        lambda n: (opening := int(n * HIJRI_YEAR_RATIO + HIJRI_EPOCH), opening + 1),
    ),
    # The Korean Dangun era: year 1 is 2333 BC.
    (re.compile(rf"(?:단기|檀紀)\s*{_YEAR}"), range(4200, 4500), lambda n: (n - 2333,)),
    # Nepal's Vikram Samvat opens in mid-April: 56 to 57 years ahead.
    (
        re.compile(rf"(?:{_MARK_VS}|{_MONTHS_VS}){_DAY}\s*{_YEAR}|(?<!\d){_YEAR}\s*(?:{_MARK_VS}|{_MONTHS_VS})"),
        range(1900, 2200),
        lambda n: (n - 57, n - 56),
    ),
    # The Ethiopian year opens in September: 7 to 8 years behind.
    (
        re.compile(rf"(?<!\d){_YEAR}\s*ዓ\s?[./]?\s?ም|(?:{_MONTHS_ETHIOPIAN}){_DAY}\s*{_YEAR}"),
        range(1900, 2200),
        lambda n: (n + 7, n + 8),
    ),
)  # fmt: skip


def calendar_years(source: str) -> dict[int, frozenset[int]]:
    """Each year ``source`` (its digits folded) marks as one of another calendar (hijri,
    Dangun, Vikram Samvat, Ethiopian), with the Gregorian years it stands for (round 21a)."""
    years: dict[int, set[int]] = {}
    for pattern, span, gregorian in _CALENDARS:
        for found in pattern.finditer(source):
            year = int(next(g for g in found.groups() if g))
            if year in span:
                years.setdefault(year, set()).update(gregorian(year))
    return {year: frozenset(found) for year, found in years.items()}


def _number(text: str) -> int | None:
    return int(text) if text.isdigit() else cjk_value(text)


_DECADE_RE = re.compile(r"(\d{3}0)(?:s|er|erne|-?tal|ies)", re.IGNORECASE)


def decade_form(code: str, source: str) -> bool:
    """Whether a letters-and-digits ``code`` is a decade ("1970s", "1970er") whose years
    the source holds, in digits or in an era (round 18b)."""
    found = _DECADE_RE.fullmatch(code)
    return found is not None and (found.group(1) in source or found.group(1) in era_years(source))
