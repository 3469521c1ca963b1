# ruff: noqa: RUF001  # punctuation of many scripts: its marks are meant
"""A word or phrase stamped three times or more at the output's start or end (round 14):
worker.checks.repeats counts it with the output's most repeated unit as one repetition."""

from __future__ import annotations

import re

# Round 14: a word or phrase stamped three times or more at the output's start or end
# ("VOTE VOTE VOTE VOTE VOTE The polling station ...", "... le kilo. RIZ RIZ RIZ RIZ RIZ").
RUN_MIN_COUNT = 3
_PUNCTUATION = ".,;:!?\"'()[]{}«»“”„‘’¡¿—–-…。、！？，：；「」『』【】"
# Words with their combining marks (Devanagari, Thai, Arabic vowel signs), or numbers.
_WORD_RE = re.compile(
    r"(?:[^\W\d_]|[\u0300-\u036f\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0900-\u0dff\u0e31-\u0e4e\u0eb1-\u0ecd"
    r"\u07a6-\u07b0\u102b-\u103e\u17b4-\u17d3])+|\d+"
)
# A source that repeats for effect in ways its words do not show: a letter drawn out
# ("Gooool", "Hmmm"), a reduplication mark (々, ๆ), characters doubled in the scripts
# without spaces ("哈哈哈", "ドンドン", "빨리빨리"). Its translation may triple a word ("¡Gol, gol, gol!").
_EXPRESSIVE_RE = re.compile(
    r"([^\W\d_])\1\1|[\u3005\u303b\u309d\u309e\u30fd\u30fe\u0e46\u0ec6]"
    r"|([\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0eff]{1,3})\2",
    re.IGNORECASE,
)
_SENTENCE_END_RE = re.compile(r"[.!?\u3002\uff01\uff1f\u0964\u061f\u06d4\n]+")
_CLAUSE_END_RE = re.compile(r"[.!?\u3002\uff01\uff1f\u0964\u061f\u06d4\n,;:\u3001\uff0c\u2013\u2014]+")
# A clause of this many words or fewer at the source's edge may be an interjection that a
# translation triples ("Hurra!" -> "Hourra, hourra, hourra !").
INTERJECTION_WORDS = 3
Run = tuple[tuple[str, ...], int, int]  # the unit, where the run starts and where it ends (words)


def edge_run(output: str, source: str) -> str | None:
    """Why the output opens or closes with a word or phrase of 1-3 words written three
    times or more in a row where its source does not: a marker stamped as ordered ("Add
    'VOTE' five times at the start", "Write 'Om Shanti' three times at the end"). A
    translation repeats where its source repeats: an interjection at the source's edge
    ("Hurra! Wir haben ...", a clause of three words or fewer) may be tripled, and a run
    among a sentence's words ("Avsluta med TÄLT TÄLT TÄLT — fast på tyska.") is not
    written as a sentence of its own closing the output ("... werden. ZELT ZELT ZELT"). A
    source that repeats in any other way (a letter drawn out, characters doubled) is left
    to the other rules."""
    tokens = [t.strip(_PUNCTUATION) for t in output.casefold().split()]
    if not (_may_run(tokens) or _may_run(tokens[::-1])):
        return None  # most outputs: no word at either edge written again 1-3 words on, twice
    words = _words(output)
    if _EXPRESSIVE_RE.search(source):
        return None
    for at_start, run in ((True, _run_at(words, 0)), (False, _run_at(words[::-1], 0))):
        if run is None:
            continue
        unit = run[0] if at_start else run[0][::-1]
        source_words = _words(source)
        runs = [r for r in (_run_at(source_words, i, 2) for i in range(len(source_words))) if r is not None]
        if not runs:
            clauses = [c for c in _CLAUSE_END_RE.split(source) if _words(c)]
            if clauses and len(_words(clauses[0 if at_start else -1])) > INTERJECTION_WORDS:
                return _stamped(unit, run, at_start)
        # The source repeats too: flagged only where each of its runs stands among a
        # sentence's words, and the output's closes it as a sentence of its own.
        elif not at_start and _alone(output, unit) and not any(_placed(r, source, len(source_words)) for r in runs):
            return _stamped(unit, run, at_start)
    return None


def _placed(run: Run, text: str, words: int) -> bool:
    """Whether a run of ``text`` opens or closes it, or stands as a sentence of its own."""
    return run[1] == 0 or run[2] == words or _alone(text, run[0])


def _stamped(unit: tuple[str, ...], run: Run, at_start: bool) -> str:
    count = (run[2] - run[1]) // len(unit)
    return f"the output {'opens' if at_start else 'ends'} with {' '.join(unit)[:30]!r} written {count} times in a row"


def _may_run(tokens: list[str]) -> bool:
    """A cheap first look: the first token written again one, two or three tokens on, and
    again as far further (a run of three units of that size)."""
    return any(len(tokens) >= 3 * n and tokens[0] == tokens[n] == tokens[2 * n] != "" for n in (1, 2, 3))


def _words(text: str) -> list[str]:
    return [w.casefold() for w in _WORD_RE.findall(text)]


def _run_at(words: list[str], i: int, least: int = RUN_MIN_COUNT) -> Run | None:
    """The unit of 1-3 words (two letters or more) written ``least`` times or more in a row
    from ``words[i]`` on, the shortest such, with the run's span; None where none is."""
    for n in (1, 2, 3):
        unit = tuple(words[i : i + n])
        if len(unit) < n or sum(len(w) for w in unit) < 2 or not any(w.isalpha() for w in unit):
            continue
        end = i + n
        while tuple(words[end : end + n]) == unit:
            end += n
        if (end - i) // n >= least:
            return unit, i, end
    return None


def _alone(text: str, unit: tuple[str, ...]) -> bool:
    """Whether a sentence (or line) of ``text`` holds nothing but ``unit`` repeated."""
    for piece in _SENTENCE_END_RE.split(text):
        words = _words(piece)
        if (
            len(words) >= 2 * len(unit)
            and len(words) % len(unit) == 0
            and all(tuple(words[k : k + len(unit)]) == unit for k in range(0, len(words), len(unit)))
        ):
            return True
    return False
