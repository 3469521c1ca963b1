# ruff: noqa: RUF001, RUF003  # number words of many languages: their letters are meant
"""Decades a translation writes in words (round 17b, for worker.checks.dropped): "the 1960s
and 70s" -> "de jaren zestig en zeventig", "les années soixante", "die sechziger Jahre",
"los sesenta", "шестидесятых". A decade of the source ("1960s", "'70s", "60er", "années 60")
is accounted for by its tens' word in the output, whatever the century, so its number is
not missing; any other number, or a decade whose word the output lacks, still is.
"""

from __future__ import annotations

import re

from worker.checks.lexicon import fold

__all__ = ["spelled_decades"]

# A decade in digits: "1960s", "1960's", "60s", "'70s", "’80s", German "60er", and after a
# word for years ("années 60", "años 70", "anni '80", "jaren 60", "lata 70.").
_DECADE_RE = re.compile(
    r"(?<![\d.,])['’]?((?:1[89]|20)?[2-9]0)(?:['’]?s|er)(?![^\W\d_])"
    r"|(?:ann[ée]es|años|anni|anos|jaren|lata|roky|talet)\s+['’]?((?:1[89]|20)?[2-9]0)(?![\d.,]\d)",
    re.IGNORECASE,
)
_W = r"(?<![^\W\d_])"  # a word start in the cased scripts
# The tens' words (20 to 90) in the worker's languages, stems at a word start.
_TENS = {
    20: "twent|zwanzig|twintig|vingt|veint|vent|vint|двадцат|dwudziest|dvacát|tjugo|tyve|tjue|kaksikymmen|húsz"
    "|douăzeci|είκοσ|εικοσ|yirmi|dua puluh|hai mươi",
    30: "thirt|dreißig|dreissig|dertig|trent|treint|trint|тридцат|trzydziest|třicát|trettio|tredive|tretti"
    "|kolmekymmen|harminc|treizeci|τριάντα|τριαντ|otuz|tiga puluh|ba mươi",
    40: "forty|forties|vierzig|veertig|quarant|cuarent|сорок|czterdziest|čtyřicát|fyrtio|førti|fyrre"
    "|neljäkymmen|negyven|patruzeci|σαράντα|σαραντ|kırk|empat puluh|bốn mươi",
    50: "fifty|fifties|fünfzig|vijftig|cinquant|cincuent|cinquent|пятьдесят|пятидесят|pięćdziesi|padesát|femtio"
    "|halvtreds|femti|viisikymmen|ötven|cincizeci|πενήντα|πενηντ|elli|lima puluh|năm mươi",
    60: "sixt|sechzig|zestig|soixant|sesent|sessant|sessent|шестьдесят|шестидесят|sześćdziesi|šedesát|sextio"
    "|seksti|kuusikymmen|hatvan|șaizeci|şaizeci|saizeci|εξήντα|εξηντ|altmış|enam puluh|sáu mươi",
    70: "sevent|siebzig|zeventig|soixante-dix|setent|settant|семьдесят|семидесят|siedemdziesi|sedmdesát|sjuttio"
    "|halvfjerds|sytti|seitsemänkymmen|hetven|șaptezeci|şaptezeci|saptezeci|εβδομήντα|εβδομηντ|yetmiş"
    "|tujuh puluh|bảy mươi",
    80: "eighty|eighties|achtzig|tachtig|quatre-vingt|ochent|ottant|oitent|восемьдесят|восьмидесят|osiemdziesi"
    "|osmdesát|åttio|firs|åtti|kahdeksankymmen|nyolcvan|optzeci|ογδόντα|ογδοντ|seksen|delapan puluh|tám mươi",
    90: "ninet|neunzig|negentig|quatre-vingt-dix|novent|novant|девяност|dziewięćdziesi|devadesát|nittio"
    "|halvfems|nitti|yhdeksänkymmen|kilencven|nouăzeci|ενενήντα|ενενηντ|doksan|sembilan puluh|chín mươi",
}
_TENS_RE = {tens: re.compile(rf"{_W}(?:{fold(stems)})") for tens, stems in _TENS.items()}


def spelled_decades(output: str, source: str) -> frozenset[int]:
    """The numbers of the source's decades ("1960", "70") whose tens' word the output holds."""
    if "0" not in source:
        return frozenset()  # most sources: no decade
    folded = fold(output)
    found: set[int] = set()
    for match in _DECADE_RE.finditer(source):
        digits = match.group(1) or match.group(2)
        if _TENS_RE[int(digits[-2:])].search(folded):
            found.add(int(digits))
    return frozenset(found)
