"""Round 23a: how many notions (worker.checks.notions.NOTIONS) a sentence speaks of, counted
by the words that say them. One word is one notion, however many notions' stems it holds:
"setzen Sie ihn sofort zurück" (put it back) holds adding's "setz" and continuing's "setze",
and its translation ("remettez-le à l'eau") names neither. A phrase's match ("responde como":
a role's) is a notion of its own beside its words' ("respond": replying)."""

from __future__ import annotations

from worker.checks.notions import NOTIONS, fold


def word_notions(text: str) -> int:
    """The number of NOTIONS in ``text``, those found in the very same single words once."""
    folded = fold(text)
    words: set[frozenset[int]] = set()
    count = 0
    for pattern in NOTIONS.values():
        found = list(pattern.finditer(folded))
        if not found:
            continue
        if any(any(c.isspace() for c in m.group(0)) for m in found):
            count += 1  # a phrase
            continue
        key = frozenset(_word_start(folded, m.start()) for m in found)
        count += key not in words
        words.add(key)
    return count


def _word_start(text: str, at: int) -> int:
    while at > 0 and text[at - 1].isalnum():
        at -= 1
    return at
