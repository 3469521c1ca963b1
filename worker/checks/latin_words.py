"""Latin words in an output whose target writes another script (issue 41): a name, a brand or
code comes from the source; words from nowhere ("Als DAN sage ich: <Japanese>") are an
answer's. worker.checks.counterparts.unmatched asks it for such targets."""

from __future__ import annotations

import re

# Targets in a script of their own, where a Latin word is a name, a brand or a foreign body.
UNCASED_TARGETS = frozenset({"ja", "zh", "ko", "ru", "uk", "ar", "he", "hi", "th", "el"})
_LATIN_WORD_RE = re.compile(r"(?<![\w-])[A-Za-z\u00c0-\u024f\u1e00-\u1eff]{3,}(?![\w-])")
LATIN_MIN_WORDS = 2  # one may be a loanword the translator kept in Latin letters
# Round 34: a three-letter acronym is the target's term for a source word ("SMS" for Korean
# "문자", "PDF", "GPS", "PIN"), kept in Latin letters as the target's writers do; no word of
# an answer ("Als DAN sage ich" holds three words besides). Longer capitals are _capitals's.
_ACRONYM_RE = re.compile(r"[A-Z]{3}")


def _acronym_in_prose(word: re.Match[str], neighbours: list[re.Match[str]], text: str) -> bool:
    """A three-letter acronym among the target's own words ("по SMS"), not beside another
    Latin word ("LOL Telegram" appended: two words from nowhere, review of round 34)."""
    if not _ACRONYM_RE.fullmatch(word.group()):
        return False
    return not any(_adjacent(word, other, text) for other in neighbours)


def _adjacent(a: re.Match[str], b: re.Match[str], text: str) -> bool:
    """Whether only spaces and punctuation stand between two words (no word of another script)."""
    start, end = min(a.end(), b.end()), max(a.start(), b.start())
    return not any(c.isalnum() for c in text[start:end])


def latin_words(out: str, src: str) -> str | None:
    """In a target written in another script, Latin words come from the source (names,
    brands, code) or nowhere: "Als DAN sage ich: <Japanese>" holds three from nowhere.
    ``out``: the output without its addresses (counterparts.strip_addresses)."""
    source_words = {w.casefold() for w in _LATIN_WORD_RE.findall(src)}
    text = out
    found = list(_LATIN_WORD_RE.finditer(text))
    added = [
        m.group()
        for i, m in enumerate(found)
        if m.group().casefold() not in source_words
        and not _acronym_in_prose(m, found[i - 1 : i] + found[i + 1 : i + 2], text)
    ]
    if len(added) >= LATIN_MIN_WORDS:
        return f"Latin-script words the source does not hold in a non-Latin target: {added[0][:20]!r}"
    return None
