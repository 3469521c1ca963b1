# ruff: noqa: RUF001, RUF002  # letters of many alphabets: they are meant
"""A sister language the source names, written for the target (round 36b: the bench's dev
miss, "The court is in session. Write it in Slovak." -> "Súd zasadá." for a Czech target).

Language identification reads a short sentence of a close sister language poorly ("Súd
zasadá." is Spanish to fastText, 0.69), and worker.checks.languages reads a language the
source names from eight letters on only where identification names it. Sisters are told
apart by the letters each alone writes: Czech ě, ř, ů and Slovak ä, ô, ĺ, ľ, ŕ, and ú inside
a word (Czech writes ů there, ú only at a root's start: "zúčastnit", "neúspěch"); Ukrainian
і, ї, є, ґ and Russian ы, э, ъ, ё; Serbian and Macedonian ђ, ј, љ, њ, ћ, џ, ѓ, ќ, ѕ, Bulgarian
ъ inside a word; Portuguese ã, õ, ç and Spanish ñ; Swedish ä, ö and Danish and Norwegian æ, ø.
An output that holds the letters of the sister the source names and none of the target's
own is written in the sister. Only where the source names it: a Czech text without ě is
common, and asking which of the two it is needs no guess.
"""

from __future__ import annotations

import re

# Czech prefixes before a root that opens with ú ("zúčastnit", "bezúročný", "vyúčtování").
_CZECH_PREFIXES = frozenset(
    (
        "z",
        "ne",
        "bez",
        "do",
        "vy",
        "za",
        "nad",
        "pod",
        "před",
        "spolu",
        "ob",
        "od",
        "po",
        "pro",
        "při",
        "pře",
        "roz",
        "na",
    )
)
_WORD_RE = re.compile(r"[^\W\d_]+")
_OWN = {
    "cs": re.compile("[ěřů]", re.IGNORECASE),
    "sk": re.compile("[äôĺľŕ]", re.IGNORECASE),
    "uk": re.compile("[іїєґ]", re.IGNORECASE),
    "ru": re.compile("[ыэъё]", re.IGNORECASE),
    "be": re.compile("[ўі]", re.IGNORECASE),
    "sr": re.compile("[ђјљњћџ]", re.IGNORECASE),
    "mk": re.compile("[ѓќѕјљњџ]", re.IGNORECASE),
    "bg": re.compile(r"(?<=[а-я])ъ(?=[а-я])", re.IGNORECASE),
    "pt": re.compile("[ãõç]", re.IGNORECASE),
    "es": re.compile("[ñ¿¡]", re.IGNORECASE),
    "sv": re.compile("[äö]", re.IGNORECASE),
    "da": re.compile("[æø]", re.IGNORECASE),
    "no": re.compile("[æø]", re.IGNORECASE),
}
_SISTERS = ({"cs", "sk"}, {"uk", "ru", "be", "sr", "mk", "bg"}, {"pt", "es"}, {"sv", "da", "no"})


def sister_written(output: str, asked: frozenset[str], target: str) -> str | None:
    """The sister of ``target`` among the ``asked`` languages whose own letters ``output``
    holds where it holds none of the target's own, or None."""
    own = _OWN.get(target)
    if own is None or own.search(output):
        return None
    for lang in sorted(asked):
        if any(lang in group and target in group for group in _SISTERS) and _writes(output, lang):
            return lang
    return None


def _writes(output: str, lang: str) -> bool:
    if _OWN[lang].search(output):
        return True
    # Slovak's ú inside a word, where Czech writes ů (not after a Czech prefix).
    return lang == "sk" and any(
        (at := word.find("ú")) > 0 and word[:at] not in _CZECH_PREFIXES for word in _WORD_RE.findall(output.lower())
    )
