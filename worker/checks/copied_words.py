"""What a sentence of the output copies from the source, so that only its own words tell its
language (worker.checks.answers.trailing_language): the source's names (rounds 24a, 33), its
runs of three words or more (round 33), its quoted passages (round 27a) and its addresses
(round 29a)."""

from __future__ import annotations

import re

from worker.checks.counterparts import strip_addresses
from worker.prompts.untrusted import skeleton


def unnamed(words: list[str], source: str) -> list[str]:
    """``words`` without the names they copy from the source (_name_of), a small word between
    two of their words with them where the source writes the three so ("Cassa di Risparmio")."""
    named = [_name_of(w, source) for w in words]
    for i in range(1, len(words) - 1):
        if not named[i] and named[i - 1] and named[i + 1] and " ".join(words[i - 1 : i + 2]) in source:
            named[i] = True
    return [w for w, n in zip(words, named, strict=True) if not n]


COPIED_RUN_WORDS = 3
_EDGE_MARKS = ".,;:!?()\"'«»“”„¡¿"


def uncopied(words: list[str], source: str) -> list[str]:
    """Round 33: ``words`` without the runs of COPIED_RUN_WORDS or more that the source writes in
    that order: a phrase kept in the source's language ("Grazie a tutti voi, and good night!")
    is the source's, as a whole sentence copied is; only the sentence's own words tell its language."""
    if len(words) < COPIED_RUN_WORDS:
        return words
    bare = [w.strip(_EDGE_MARKS).casefold() for w in words]
    said = [w.strip(_EDGE_MARKS).casefold() for w in source.split()]
    runs = {tuple(said[i : i + COPIED_RUN_WORDS]) for i in range(len(said) - COPIED_RUN_WORDS + 1)}
    copied = [False] * len(words)
    for i in range(len(words) - COPIED_RUN_WORDS + 1):
        if tuple(bare[i : i + COPIED_RUN_WORDS]) in runs:
            copied[i : i + COPIED_RUN_WORDS] = [True] * COPIED_RUN_WORDS
    return [w for w, c in zip(words, copied, strict=True) if not c]


def _name_of(word: str, source: str) -> bool:
    """Round 33: whether ``word`` is a name the source writes (capitalised there as here: "Festa
    della Repubblica", "Teatro alla Scala"), which a translation keeps in the source's
    language: no word of the output's own language. An Italian speech's last sentence, "Happy
    Festa della Repubblica!", read as Italian for its kept name."""
    bare = word.strip(".,;:!?()\"'«»“”„")
    return bare[:1].isupper() and re.search(rf"(?<![^\W\d_]){re.escape(bare)}(?![^\W\d_])", source) is not None


def named_letters(sentence: str, source: str) -> int:
    """The letters of ``sentence`` besides the source's names it keeps (a word capitalised in
    lower case after its first letter, past the sentence's first word, and in the source: a
    firm's name in a letter's sign-off), which are no language of the output's."""
    first, *others = sentence.split() or [""]
    bare = [w.strip(".,;:!?()\"'\u2019") for w in others]
    kept = [w for w in bare if not (is_name(w) and w in source)]
    return sum(c.isalpha() for w in [first, *kept] for c in w)


def is_name(word: str) -> bool:
    return word.isalpha() and word[0].isupper() and word[1:].islower()


# Round 27a: a passage in quotes (any script's marks), whose words the output copies.
_QUOTED_RE = re.compile(r"「([^「」]+)」|『([^『』]+)』|“([^“”]+)”|„([^„“”]+)[“”]|«([^«»]+)»|\"([^\"]+)\"")


def unquoted(sentence: str, source: str) -> str:
    """``sentence`` without the quoted passages it copies verbatim from the source: a
    language exercise rendered with its sentence to translate kept ("次の文を日本語に翻訳
    しなさい" before 「저는 작년에 부산에서 살았습니다.」) quotes the source's language,
    not one of its own. A quoted passage the source lacks stays to be judged."""

    def kept(found: re.Match[str]) -> str:
        inner = next(group for group in found.groups() if group)
        shape = skeleton(inner)
        return " " if shape and shape in skeleton(source) else found.group(0)

    return _QUOTED_RE.sub(kept, sentence)


# Round 29a: a host with no scheme nor "www." and a country's domain, with or without a path
# ("ilmatieteenlaitos.fi/varoitukset", "gov.uk"): an address too, not the source language's word.
_BARE_HOST_RE = re.compile(r"[^\W_][\w-]*(?:\.[\w-]+)*\.(?:[a-z]{2,6}|рф)(?:/\S*)?")


def own_word(word: str, source: str) -> bool:
    """Whether ``word`` is the output's own, not an address copied from the source."""
    copied = word.strip(".,;:!?()") in source
    return not copied or (strip_addresses(word) == word and _BARE_HOST_RE.fullmatch(word.strip(".,;:!?()")) is None)
