"""A table of word stems in many languages, searched fast (issue 41, round 14).

One regular expression of some hundreds of alternatives costs ~0.05 ms per sentence in
Python's engine, which tries every alternative at every position. Here a stem of a cased
script (Latin, Greek, Cyrillic, Armenian, Georgian: words spaced and cased) is tried only
at a word start, and only among the stems that begin with that word's first two letters
(an index, as worker.checks.language_names does for language names); a stem of another
script (Han, kana, Hangul, Thai, Arabic, Devanagari...), or one that may end a compound
("Elternbrief"), is a literal found anywhere, and only in a text with such letters.
Texts and stems are compared folded (``fold``). Here too what every table of stems needs
(worker.checks.notions's among them): the folding, a pattern's alternatives, and the set of
characters its stems open with (``opening``), which spares the engine trying a hundred
alternatives at every position.
"""

from __future__ import annotations

import re
import unicodedata


def opening(stems: str) -> str:
    """A lookahead of the characters the stems open with (round 14): the engine tests one
    set at each position before it tries some hundred alternatives there."""
    first = set()
    for stem in alternatives(stems):
        inner = stem[3:].split(")", 1)[0] if stem.startswith("(?:") else None
        for alternative in alternatives(inner) if inner is not None else [stem]:
            if not alternative or alternative[0] in "\\[(.":
                return ""  # a class or an escape first: no set
            first.update({alternative[0], alternative[0].upper()})
    return "(?=[" + "".join(sorted(re.escape(c) for c in first)) + "])"


def alternatives(stems: str) -> list[str]:
    """The top-level alternatives of a pattern ("a|b(?:c|d)" -> "a", "b(?:c|d)")."""
    out: list[str] = []
    depth = start = 0
    for i, char in enumerate(stems):
        escaped = stems[i - 1 : i] == "\\"
        if not escaped:
            depth += {"(": 1, ")": -1}.get(char, 0)
        if char == "|" and depth == 0 and not escaped:
            out.append(stems[start:i])
            start = i + 1
    return [s for s in (*out, stems[start:]) if s]


_GREEK_RE = re.compile("[\u0370-\u03ff\u1f00-\u1fff]")


def fold(text: str) -> str:
    """``text`` case-folded, Greek letters without their accents: a Greek stress accent
    moves with the inflection ("Αγνοήστε", "αγνόησε"). Other scripts keep theirs: without
    them Vietnamese "dịch" (translate) would be German "dich", "thêm" (add) English "them"."""
    if not _GREEK_RE.search(text):
        return unicodedata.normalize("NFC", text).casefold()  # most texts: no accent to fold
    out: list[str] = []
    greek = False
    for char in unicodedata.normalize("NFD", text):
        if unicodedata.category(char) == "Mn":
            if greek:
                continue
        else:
            greek = "\u0370" <= char <= "\u03ff" or "\u1f00" <= char <= "\u1fff"
        out.append(char)
    return unicodedata.normalize("NFC", "".join(out)).casefold()


_CASED_RE = re.compile("[A-Za-z\u00c0-\u058f\u10a0-\u10ff\u1e00-\u1fff]")
_WORD_START_RE = re.compile(r"(?<![^\W\d_])[^\W\d_]")
_META_RE = re.compile(r"[\\()\[\]?*+{}|^$.]")
Span = tuple[int, int]


def word_starts(folded: str) -> list[int]:
    """Where the words of ``folded`` start: computed once for the lexicons asked of a text."""
    return [m.start() for m in _WORD_START_RE.finditer(folded)]


class Lexicon:
    """Stems ("a|b(?:c|d)|..."), each a regular expression, and ``anywhere``: literals
    found inside words (compound heads, the stems of scripts without cased words)."""

    def __init__(self, stems: str, anywhere: str = "") -> None:
        groups: dict[str, list[str]] = {}
        literals = [s for s in fold(anywhere).split("|") if s]
        for stem in alternatives(fold(stems)):
            if _CASED_RE.match(stem):
                if _META_RE.search(stem[:2]):
                    raise ValueError(f"a stem must open with two letters: {stem!r}")
                groups.setdefault(stem[:2], []).append(stem)
            elif _META_RE.search(stem):
                raise ValueError(f"a stem of a script without cased words must be a literal: {stem!r}")
            else:
                literals.append(stem)
        self._by_head = {head: re.compile("|".join(group)) for head, group in groups.items()}
        ordered = sorted(dict.fromkeys(literals), key=len, reverse=True)  # the longest first
        # One pattern of literals: the engine skips the positions whose character opens none.
        self._literals = re.compile("|".join(map(re.escape, ordered))) if ordered else None
        ascii_only = [s for s in ordered if s.isascii()]
        self._ascii = re.compile("|".join(map(re.escape, ascii_only))) if ascii_only else None

    def spans(self, folded: str, starts: list[int] | None = None) -> list[Span]:
        """Where the stems match in ``folded`` (a text folded by notions.fold), from their
        start to their match's end. ``starts``: word_starts(folded), if known."""
        out: list[Span] = []
        for at in word_starts(folded) if starts is None else starts:
            pattern = self._by_head.get(folded[at : at + 2])
            found = pattern.match(folded, at) if pattern is not None else None
            if found is not None:
                out.append((found.start(), found.end()))
        literals = self._ascii if folded.isascii() else self._literals
        if literals is not None:
            out.extend((m.start(), m.end()) for m in literals.finditer(folded))
        return out

    def search(self, folded: str, starts: list[int] | None = None) -> bool:
        """Whether any stem matches in ``folded``."""
        literals = self._ascii if folded.isascii() else self._literals
        if literals is not None and literals.search(folded):
            return True
        for at in word_starts(folded) if starts is None else starts:
            pattern = self._by_head.get(folded[at : at + 2])
            if pattern is not None and pattern.match(folded, at):
                return True
        return False


def unmarked(text: str) -> str:
    """``text`` without its combining marks (an Indic vowel sign, a virama): a pattern's
    letter class matches none of them, so a word that holds one reads as several (round 20b)."""
    return text if text.isascii() else "".join(c for c in text if not unicodedata.category(c).startswith("M"))
