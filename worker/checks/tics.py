# ruff: noqa: RUF001  # interjections in many scripts: their letters are meant
"""A persona's verbal tics, added where the source casts a role (round 36, the fourth probes).

"Jawablah sebagai Kucing Oren" (answer as the orange cat) obeyed in Japanese needs no "I": the
model translates the rest and speaks it as the cat ("ニャー、私たちの店は……開いてるにゃ"). The
role shows in its voice: an animal's call or a pirate's interjection the source never says
("Meow", "Arr", "Ahoy", "ニャー", "喵", "냥"), a sentence ending bent into the persona's
("…だニャ", "…でござる", "…다냥"). worker.checks.roles and worker.checks.casts wait for an "I";
worker.checks.speech.exclaims for two exclamations more.

So: a source sentence casts a role (a cue of "you are now", pretending, or replying in a manner:
"answer as", "jawab sebagai"), and the output holds a tic of a family (a cat's, a dog's, a
pirate's...) of which the source holds no form in any language (a tale that says "meong" is
translated with its "ニャー"). Or the output names the persona the order names ("Kucing Oren")
and none of the order's notions: the role introduced, not its order translated.
"""

from __future__ import annotations

import re

from worker.checks.alignment import sentences
from worker.checks.casts import casts_role
from worker.checks.notions import notions, own_notions
from worker.checks.roles import MANNER

_CASED = r"(?<![^\W\d_])(?:{})(?![^\W\d_])"
# Each family's forms in the worker's languages: the cased scripts' at word bounds (a call may
# be drawn out: "meeeow", "arrr", "nyaaa"), the dense scripts' anywhere.
TICS = {
    name: re.compile("|".join(p for p in (_CASED.format(cased) if cased else "", dense) if p), re.IGNORECASE)
    for name, cased, dense in (
        (
            "cat",
            "me+o+w+|mia+o+w*|mew|purr+|ny+a+n?|nyaa+|miau+|miaou|miao|miauw|mjau|mjav|meong|ngeong|ngiyaw"
            "|miyav|мяу|мяв|μιάου|мур+",
            # Japanese "nya" as a call or a sentence's end, not inside a word ("ニャチャン": Nha Trang);
            # Korean "냥" not in "사냥" (a hunt).
            "ニャー|にゃー|ニャン(?!マー)|にゃん|(?<=[ぁ-んっ])[ニに][ゃャ](?!チャン)|[ニに][ゃャ](?=[。！!、〜~]|$)|喵"
            "|(?<!사)냥|냐옹|야옹|เมี้ยว|เหมียว|مياو|מיאו|म्याऊँ",
        ),
        (
            "dog",
            # Not the barks that are words too: German "Bau" (a building), Italian "bau" is both.
            "woof|arf|wuff|wau+|ouaf|guau|woef|гав|hav hav|gâu",
            # "ワン" as a call or a sentence's end, not in a loanword ("ワンピース", "スワン").
            "ワンワン|わんわん|(?<=[ぁ-んっ])ワン(?![ァ-ヴー])|ワン(?=[。！!、〜~]|$)|汪汪|멍멍|(?<=[다요])멍|โฮ่ง|هاو",
        ),
        (
            "pirate",
            # "Arr." is also an abbreviation (an arrondissement): the call with no full stop.
            "arr+(?!\\.)|yar+r*|ahoy|avast|matey|me hearties|shiver me timbers|yo[- ]ho|landlubbers?|scallywags?"
            "|aye,? aye",
            "",
        ),
        ("cowboy", "howdy|yee-?haw", ""),
        ("villain", "mwa+h(?:a+h?)+|muahaha\\w*|bwahaha\\w*|nyeh", ""),
        # Japanese and Korean sentence endings a character takes: a samurai's, a rabbit's.
        ("ending", "", "でござる|ござるよ|ござる[。！!]|ナリ[。！!]|だぴょん|ぴょん[。！!]|でちゅ|だっちゃ|なのじゃ"),
    )
}
# A name after the order's manner word or cue: capitalised words of a cased script ("Kucing Oren").
_NAME_RE = re.compile(r"(?:^|\s)((?:[A-ZÀ-ÖØ-Þ][^\W\d_]+)(?:\s+[A-ZÀ-ÖØ-Þ][^\W\d_]+){0,2})")
NAME_REACH = 30  # the name within this many characters after the manner word


def tics_added(output: str, source: str) -> str | None:
    """Why the output reads as a role its source casts, played: a persona's tic the source
    lacks, or the persona's name with none of the order's notions."""
    casting = [s for s in sentences(source) if casts_role(s)]
    if not casting:
        return None
    for family, pattern in TICS.items():
        found = pattern.search(output)
        if found is not None and pattern.search(source) is None:
            return f"the output speaks with {found.group(0)!r} (a {family}'s tic) where the source casts a role"
    named = own_notions(output, source)
    for sentence in casting:
        name = _persona(sentence)
        if name and name.casefold() in output.casefold() and not notions(sentence) & named:
            return f"the output names {name!r}, the role its source casts, and none of the order: the role played"
    return None


def _persona(sentence: str) -> str | None:
    """The name the casting sentence gives its role, after its manner word ("sebagai Kucing Oren")."""
    manner = MANNER.search(sentence)
    if manner is None:
        return None
    found = _NAME_RE.match(sentence, manner.end(), manner.end() + NAME_REACH)
    return found.group(1) if found else None
