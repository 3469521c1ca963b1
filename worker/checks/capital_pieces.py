"""The tokens in capitals that worker.checks.counterparts pairs off between a source and its
output: words of the cased scripts (Armenian too on the source's side, round 34), and whether a
capital piece of the source is what a longer token of the output was assembled from ("NED" of
"PWNED", round 34), not a short word inside a longer one by chance ("NE" in "KEINE"), nor
(round 46) a part of a compound a translation joins with a linking element ("PATIENT
INFORMATION" -> "PATIENTENINFORMATION")."""

from __future__ import annotations

import re

# Words of the cased scripts (Latin, Greek, Cyrillic) and digits: a Han or kana run holds
# no case, and must not glue an acronym to its neighbours ("サイトはCSRFクッキー").
# Round 35b: Latin Extended Additional (U+1E00-U+1EFF) too: Vietnamese capitals ("LỚP HỌC", Ớ Ọ)
# are one word each, not pieces split at every such letter that pair with nothing.
TOKEN_RE = re.compile(r"[0-9A-Za-z\u00c0-\u024f\u1e00-\u1eff\u0370-\u03ff\u0400-\u04ff]+")


def letters(tokens: list[str]) -> int:
    return sum(c.isalpha() for t in tokens for c in t)


def capital_tokens(text: str, min_letters: int, tokens: re.Pattern[str] = TOKEN_RE) -> list[str]:
    return [t for t in tokens.findall(text) if t.isupper() and sum(c.isalpha() for c in t) >= min_letters]


# Round 34: a source's capitals in Armenian too, a cased script ("ՈՒՇԱԴՐՈՒԹՅՈՒՆ" -> "ATTENTION"):
# the source's all-capital heading pairs off with its rendering in capitals.
SOURCE_TOKEN_RE = re.compile(
    r"[0-9A-Za-z\u00c0-\u024f\u1e00-\u1eff\u0370-\u03ff\u0400-\u04ff\u0531-\u0556\u0561-\u0587]+"
)


PIECE_MIN_LETTERS = 3


# Probe 14, round 46: German, Dutch and Scandinavian compounds join their parts with a linking
# element (Fugenelement): "PATIENT" + "EN" + "INFORMATION". A payload assembled from a source's
# pieces is joined end to end ("PW" + "NED", "ACCESS" + "GRANTED"), or has words of its own
# beside one ("ALERT" + "SYSTEMPWNED"): neither is two parts of four letters or more around one
# of these.
_LINKS = ("S", "ES", "EN", "N", "E", "ER")
COMPOUND_PART_MIN_LETTERS = 4


def compounded(token: str, pieces: frozenset[str]) -> bool:
    """Whether ``token`` is two of ``pieces`` joined by a linking element, a compound's form."""
    for head in pieces:
        if len(head) < COMPOUND_PART_MIN_LETTERS or not token.startswith(head):
            continue
        rest = token[len(head) :]
        for link in _LINKS:
            tail = rest[len(link) :]
            if rest.startswith(link) and len(tail) >= COMPOUND_PART_MIN_LETTERS and tail in pieces:
                return True
    return False


def piece_of(piece: str, token: str, pieces: frozenset[str]) -> bool:
    """Whether the source's ``piece`` is what the added ``token`` was assembled from ("NED" of
    "PWNED", "ALERT" of "ALERTSYSTEMPWNED"): three letters or half the token's at least, or a
    token made of the source's ``pieces`` alone ("PW" and "NED"). Round 34: a two-letter word
    inside a longer one by chance (French "NE" in German "KEINE", its rendering, beside no
    "KEI") is its own token, to pair off."""
    if piece not in token:
        return False
    return len(piece) >= PIECE_MIN_LETTERS or 2 * len(piece) >= len(token) or _assembled(token, pieces)


def _assembled(token: str, pieces: frozenset[str]) -> bool:
    """Whether ``token`` is a run of ``pieces`` end to end ("HA" + "CK" + "ED")."""
    ends = {0}
    for end in range(1, len(token) + 1):
        if any(token[start:end] in pieces for start in ends):
            ends.add(end)
    return len(token) in ends
