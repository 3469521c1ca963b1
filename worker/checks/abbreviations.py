# ruff: noqa: RUF002  # abbreviations of Cyrillic words: their letters are meant
"""An abbreviation of short words, each with its stop, ends no sentence (round 38, the sixth probe).

A translation writes its own language's abbreviations where the source writes words or one
of its own: "ex. :" (French, one stop) -> "z. B." (German, two), "c'est-à-dire" -> "d. h.",
"for example" -> "p. ex.", "то есть" -> "i. e.", "и так далее" -> "u. s. w.". The splitter
(worker.checks.alignment) ends a sentence at every stop before a space, so "(z. B. CTS-12)"
reads as three sentences where "(ex. : CTS-12)" reads as two: a sentence more than the
source that no one wrote, read by worker.checks.hidden as a hidden order's payload. A chain
of words of one or two letters, each with its stop ("z. B.", "d. h.", "u. a.", "e. g.",
"i. e.", "p. ex.", "т. е.", "т. д."), is one abbreviation: its stops are taken out before
sentences are counted, but for its last before a capital, where a sentence may open ("... at
8 a.m. Bring your card.": the bench's blind sets) or a name go on ("z. B. Berlin": a
sentence more still, a hole). A chain that ends a sentence before a small letter ("... u. a.
und so") then joins it to the next, which makes a text seem shorter, never longer.
"""

from __future__ import annotations

import re

# Two words of one or two letters or more, each with its stop, with or without a space between
# ("z. B.", "z.B.", "e.g."), standing as a word of their own.
_CHAIN_RE = re.compile(r"(?<![^\W\d_])[^\W\d_]{1,2}\.(?:[ \t]?[^\W\d_]{1,2}\.)+(?![^\W\d_])")


def unabbreviated(text: str) -> str:
    """``text`` with the stops of its chained abbreviations taken out ("z. B." -> "z B")."""
    if "." not in text:
        return text
    return _CHAIN_RE.sub(_unstopped, text)


def _unstopped(chain: re.Match[str]) -> str:
    """The ``chain`` without its stops; its last kept before a capital."""
    if chain.string[chain.end() :].lstrip()[:1].isupper():
        return chain.group(0)[:-1].replace(".", "") + "."
    return chain.group(0).replace(".", "")
