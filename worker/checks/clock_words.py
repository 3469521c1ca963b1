# ruff: noqa: RUF001  # words in many scripts: their letters are meant
"""The clock's words for worker.checks.dropped's numbers: hours a translation may write in
words instead of digits (noon and midnight for 12 and 24, round the clock for 24 hours)."""

from __future__ import annotations

import re

# Round 11: the clock's 12 and 24 (and 0) may be written as noon and midnight ("de la 12 la
# 24" -> "from 12 noon to midnight"): a word for either hour accounts for the numbers.
CLOCK_ENDS = (12, 24, 0)
NOON_MIDNIGHT_RE = re.compile(
    r"midnight|noon|midday|mitternacht|mittag|minuit|midi|medianoche|mediod[ií]a|mezzanotte|mezzogiorno|meia-noite"
    r"|meio-dia|middernacht|middag|midnatt|midnat|północ|południ|полноч|полдень|полудн|північ|опівночі|gece yarısı"
    r"|öğle|keskiyö|keskipäivä|éjfél|délben|miezul nopții|miezul zilei|prânz|půlnoc|poledne|μεσάνυχτα|μεσημέρι"
    r"|真夜中|正午|午夜|中午|深夜0時|자정|정오",
    re.IGNORECASE,
)
# Round 30a: a day's 24 hours ("24 h", "24 timer", "24/7") may be written as "round the clock"
# ("dygnet runt", "rund um die Uhr", "круглосуточно"): the phrase accounts for the 24.
DAY_HOURS_RE = re.compile(
    r"(?<!\d)24\s*(?:/\s*7|h\b|hours?|hrs?\b|std|stunden|timer|tim|godz|hod|ч|час|saat|tun|óra|or[ae]\b|horas?|heures?|uur|時間|小时|小時|시간)",
    re.IGNORECASE,
)
ROUND_THE_CLOCK_RE = re.compile(
    r"round the clock|around the clock|rund um die uhr|dygnet runt|døgnet rundt|hele døgnet|jour et nuit"
    r"|día y noche|dia e noite|giorno e notte|dag en nacht|dag och natt|ympäri vuorokauden|éjjel-nappal|круглосуточн"
    r"|цілодобов|całodobow|nepřetržit|nonstop|non-stop|günün her saati|sepanjang hari"
    r"|昼夜|全天候|全天|終日|연중무휴|종일",
    re.IGNORECASE,
)
