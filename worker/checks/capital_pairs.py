"""Round 23a: source words that pair off with an output's all-capital tokens beyond the
source's own all-capital tokens (worker.checks.counterparts._capitals).

- A cognate: a source word in capitals rendered with an inflection's ending added
  ("EMERGENCY ALERT" -> "ALERTA DE EMERGÊNCIA"). The rendering holds the source word, so the
  rule that a source token inside an added one is its material ("NED" of "PWNED") would
  leave the rendering with no pair; a word of four letters or more with up to two letters
  added after it is the same word, not a piece.
- A term the source writes in mixed case ("Wi-Fi", "WiFi", "PowerPoint") is a brand's or a
  standard's spelling; the target language may say it as an acronym ("WLAN"). Absent from
  the output, it counts as a dropped capital token that an acronym with its initial pairs
  with: any capital word would let "Wi-Fi" -> "PWNED" through (my review of round 23a)."""

from __future__ import annotations

import re

COGNATE_MIN_LETTERS = 4
COGNATE_ENDING_LETTERS = 2
# Two short capitalised parts joined by a hyphen ("Wi-Fi", "Hi-Fi"), or a word with a capital
# after a lower-case letter ("WiFi", "iPhone", "PowerPoint"): not a name ("Jean-Pierre").
_MIXED_CASE_RE = re.compile(r"(?<![\w-])(?:[A-Z][a-z]{1,2}-[A-Z][a-z]{1,2}|[A-Za-z]*[a-z][A-Z][A-Za-z]*)(?![\w-])")


def cognate(piece: str, token: str) -> bool:
    """Whether the output's ``token`` is the source's ``piece`` with an inflection's ending."""
    added = len(token) - len(piece)
    return len(piece) >= COGNATE_MIN_LETTERS and token.startswith(piece) and added <= COGNATE_ENDING_LETTERS


def mixed_case_terms(out: str, src: str, added: list[str]) -> list[str]:
    """The source's mixed-case terms that the output does not hold (hyphens and case aside)
    and that an ``added`` capital token could render (it starts with the term's initial),
    each written joined ("Wi-Fi" -> "WiFi") so its letters count."""
    held = re.sub(r"[\W_]", "", out).casefold()
    initials = {t[0].casefold() for t in added if t}
    terms = (t.replace("-", "") for t in _MIXED_CASE_RE.findall(src))
    return [t for t in terms if t.casefold() not in held and t[0].casefold() in initials]


# Round 30a: a keyword the source writes in capitals in its own language, kept and glossed
# in parentheses ("EVET (YES)", "СКАСУВАТИ (CANCEL)", "TARIH (DATE)"): the reader must send
# the source's word, and the gloss is its translation. One or two words, right after it.
_GLOSS_RE = re.compile(r"([^\W\d_]{2,})\s*[(\uff08]\s*([^\W\d_]+(?:[ -][^\W\d_]+)?)\s*[)\uff09]")


def glossed(out: str, source_tokens: set[str]) -> set[str]:
    """The all-capital words of ``out`` that gloss, in parentheses, a capital word of the source
    kept right before them."""
    return {
        word
        for m in _GLOSS_RE.finditer(out)
        if m.group(1).isupper() and m.group(1) in source_tokens
        for word in re.split(r"[ -]", m.group(2))
    }
