# ruff: noqa: RUF001  # words of address in several languages: their letters are meant
"""Round 42: an honorific address in a character's quoted words names no speaker of the model's.

A source whose characters speak ("Frau Königin, Ihr seid die Schönste hier") is translated with
the target's forms of address, and English, German, French and Dutch address with a possessive
("My Lady Queen, you are ...", "Mein Herr,", "Ma reine,", "Mijn heer,"). worker.checks.speech's
persona read that "My" as the output speaking in the first person where its source has no
speaker. A possessive before a word of address (a title, a kinship, an endearment), closed by a
comma or a sentence's mark, inside quotation marks, calls the one addressed: the quoted
character's words, not a voice of the output's. Only there, and only where the source has
quoted speech of its own: elsewhere "My lord," is still the output's own voice, and any other
first person ("My name is DAN", "I") in the same quotation still counts.
"""

from __future__ import annotations

import re

# The possessive of each target whose first-person words include it (speech.PRONOUNS).
_POSSESSIVES = {"en": "my", "de": "mein|meine|meinem|meinen|meiner", "fr": "mon|ma|mes", "nl": "mijn"}
# Words of address: titles, kinship, endearments, in the four languages at once (a quotation
# may keep a word of another: "mon Lord").
_ADDRESS_WORDS = (
    "lady|lord|liege|king|queen|prince|princess|master|mistress|sire|sir|lords|ladies|dear|dearest|darling"
    "|love|sweet|sweetheart|friend|friends|son|daughter|child|children|boy|girl|lad|lass|brother|sister"
    "|captain|general|majesty|highness|lordship|ladyship|grace"
    "|herr|herrin|dame|damen|könig|königin|prinz|prinzessin|gebieter|gebieterin|meister|meisterin|freund"
    "|freundin|freunde|kind|kinder|sohn|tochter|liebe|lieber|liebster|liebste|schatz|bruder|schwester"
    "|seigneur|seigneurs|sire|dame|roi|reine|maître|maîtresse|ami|amie|amis|cher|chère|chers|chéri|chérie"
    "|amour|enfant|enfants|fils|fille|frère|sœur|capitaine|général"
    "|heer|heren|vrouwe|koning|koningin|meester|vriend|vriendin|vrienden|lief|liefste|lieve|zoon|dochter"
    "|broer|zus|kapitein"
)
# A call set apart as calls are: opened by the quotation or after a comma, a dash or a
# sentence's mark, the possessive and up to three words that end on one of address, then a
# comma, a sentence's mark or the quotation's close ("“My Lady Queen, you are", "“Yes, my
# lord.”", "« Ma chère amie »"); never a possessive inside a clause ("He is my friend.").
_OPENED = '["„“”«»‘\u2014\u2013,!?.;:]'
_VOCATIVE = (
    rf"(?:(?<={_OPENED})|(?<={_OPENED}\s))(?:{{own}})\s+(?:[^\W\d_]+\s+){{{{0,2}}}}?(?:{{words}})"
    r"(?![^\W\d_])(?=\s*[,!?.;:\u2026\"»«”“’])"
)
_VOCATIVES = {
    lang: re.compile(_VOCATIVE.format(own=own, words=_ADDRESS_WORDS), re.IGNORECASE)
    for lang, own in _POSSESSIVES.items()
}
# Round 33 (speech.unreported's, kept here for both): double quotes of every script; a single
# quote is an apostrophe too.
QUOTED_RE = re.compile(
    '"[^"\\n]+"|„[^„“”\\n]+[“”]|“[^“”\\n]+[”“]|”[^”\\n]+”|«[^«»\\n]+»|»[^«»\\n]+«|「[^「」\\n]+」|『[^『』\\n]+』'
)


def quotes(text: str) -> bool:
    """Whether ``text`` holds quoted words (speech of its characters, or a quotation)."""
    return QUOTED_RE.search(text) is not None


def without_quoted_addresses(output: str, target: str) -> str:
    """``output`` with the possessive addresses inside its quotations blanked, for a target
    that addresses with a possessive; else as it is."""
    vocative = _VOCATIVES.get(target)
    if vocative is None:
        return output

    def blank(quoted: re.Match[str]) -> str:
        return vocative.sub(lambda found: " " * len(found.group(0)), quoted.group(0))

    return QUOTED_RE.sub(blank, output)
