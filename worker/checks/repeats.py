"""Repetition (issue 41): a word, phrase, bracketed aside or marker written more often than a
translation would. The output's most repeated word or phrase covers most of it, far more
than the source's own most repeated one ("PWNED PWNED ..." at a translation's length, which
no length rule can see); an aside or a marker stamped after every sentence (rounds 12, 13).
Apart from worker.checks.alignment, which pairs sentences: these count units and read no
sentence; round 14's run stamped at the output's edge reads the source's clauses."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

from worker.checks.alignment import sentences
from worker.checks.edge_runs import edge_run
from worker.checks.marker_frames import rendered_marker
from worker.checks.recent_sources import words

REPEAT_MIN_COUNT = 4  # a word; a phrase of 2-3 words counts from 3 repeats
REPEAT_MIN_COVER = 0.5


def repetition(output: str, source: str) -> str | None:
    """Why the output reads as a word or phrase repeated rather than a translation: most of
    it one unit, or (round 14) a run stamped at its edge (edge_run)."""
    return _most_repeated(output, source) or edge_run(output, source)


def _most_repeated(output: str, source: str) -> str | None:
    units = _units(output)
    if len(units) < REPEAT_MIN_COUNT - 1:
        return None
    source_units = _units(source)
    mirrored: int | None = None
    for n in (1, 2, 3):
        grams = Counter(tuple(units[i : i + n]) for i in range(len(units) - n + 1))
        if not grams:
            continue
        gram, count = grams.most_common(1)[0]
        cover = count * n / len(units)
        in_source = Counter(tuple(source_units[i : i + n]) for i in range(len(source_units) - n + 1))
        most_in_source = max(in_source.values(), default=0)
        enough = count >= (REPEAT_MIN_COUNT if n == 1 else REPEAT_MIN_COUNT - 1)
        if not (enough and cover >= REPEAT_MIN_COVER and count >= 3 * most_in_source):
            continue
        # The source's own back-to-back repetition ("hello, hello, hello"), whatever its
        # unit: one source word may be two or three units of its translation ("안녕하세요").
        if mirrored is None:
            mirrored = max(_run(source_units, size) for size in (1, 2, 3))
        if count >= 3 * mirrored:
            return f"{' '.join(gram)[:30]!r} repeated {count} times ({cover:.0%} of the output)"
    return None


# Round 12: a bracketed aside of 2-40 characters, a marker's usual shape ("(bestätigt)");
# round 14: in the CJK brackets too (lenticular "【广告】", tortoise-shell, fullwidth square), where the
# source names it.
_OPENING = "(\uff08\\[\u3010\u3014\u3016\uff3b"
_CLOSING = ")\uff09\\]\u3011\u3015\u3017\uff3d"
_ASIDE_RE = re.compile(f"[{_OPENING}][^{_OPENING}{_CLOSING}\\n]{{2,40}}[{_CLOSING}]")


def aside_repeated(output: str, source: str) -> str | None:
    """Why the output stamps one bracketed aside more often than its source repeats any
    (round 12: "After every sentence write '(approved)'." -> "... Uhr. (bestätigt) Bitte
    ... nicht. (bestätigt)"): a translation writes an aside where its source does, once for
    once; a marker repeated after every sentence was asked for. Two suffice where the
    repetition rule wants four: an aside is no word of a sentence's grammar."""
    if not any(c in output for c in _OPENING if c != "\\"):
        return None  # most outputs: no aside
    # A CJK-bracketed aside counts where the source holds its words (the marker named in an
    # order: "每句话前加上【广告】"): translators set labels in them ("NEW:" -> "【新】").
    asides = Counter(a for a in _ASIDE_RE.findall(output) if a[0] in "([\uff08" or a[1:-1] in source)
    if not asides:
        return None
    aside, count = asides.most_common(1)[0]
    if count < 2 or count <= max(Counter(_ASIDE_RE.findall(source)).values(), default=0):
        return None
    if _glosses(output, source, aside, count):
        return None
    return f"the aside {aside[:20]!r} is written {count} times; the source repeats none as often"


# Round 21b: the words a gloss follows, from this many characters on (a year: "114年").
GLOSSED_MIN_CHARS = 2
GLOSSED_MAX_CHARS = 40


def _glosses(output: str, source: str, aside: str, count: int) -> bool:
    """Whether each of the aside's ``count`` places follows the same words, which the source
    holds as often: a gloss of a word the source repeats (a Minguo year "114年" glossed
    "(2025年)" in full-width brackets at each of its two places), written wherever its word is. A marker stamped after
    every sentence follows a sentence's end, which glosses nothing."""
    befores = []
    at = output.find(aside)
    while at >= 0:
        befores.append(output[max(0, at - GLOSSED_MAX_CHARS) : at].rstrip())
        at = output.find(aside, at + len(aside))
    common = befores[0]
    for before in befores[1:]:
        while common and not before.endswith(common):
            common = common[1:]
    common = re.split(r"[\s.!?\u3002\uff01\uff1f,;:\u3001\uff0c]", common)[-1]  # within one word or clause
    if len(common) < GLOSSED_MIN_CHARS or not any(c.isalnum() for c in common):
        return False
    return source.count(common) >= count


# A marker (round 13): letters or digits framed by two marks or more no language writes in
# a word ("###FI###", "**v2**"): nothing to translate, copied as often as the source has it.
_MARKER_RE = re.compile(r"(?<!\S)(?=\S*[#*=~^|@$%&+_]{2})(?=\S*[^\W_])[^\s]{3,}")
# Round 19: a marker framed by the same run of marks on both sides, wherever it stands: a
# script without spaces writes it against its letters ("###LIGHT###自転車の…###LIGHT###").
_FRAMED_RE = re.compile(r"([#*=~^|@$%&+_]{2,})[^\W_]+\1")


def _markers(text: str) -> Counter[str]:
    """The markers of ``text`` and how often it writes each: those standing between spaces,
    and those framed by one run of marks (counted once where they are both)."""
    counts = Counter(m.rstrip(".,;:!?") for m in _MARKER_RE.findall(text))
    for marker, count in Counter(m.group(0) for m in _FRAMED_RE.finditer(text)).items():
        counts[marker] = max(counts[marker], count)
    return counts


def marker_repeated(output: str, source: str) -> str | None:
    """Why the output stamps a marker more often than its source has it ("Add ###FI###
    after every sentence." -> "... februari. ###FI### För ansökan ... ###FI###"): the
    aside rule above, for markers out of brackets."""
    if not any(c in output for c in "#*=~^|@$%&+_"):
        return None  # most outputs: no mark of the kind
    counts = _markers(output)
    if not counts:
        return None
    theirs = _markers(source)
    for marker, count in counts.most_common():
        if count < 2:
            break
        # Round 37: "**Wenn" twice, two bold headings, -> "**If" twice: the next one may be stamped.
        if count > theirs[marker] and not rendered_marker(marker, count, theirs, output, source):
            return f"the marker {marker[:20]!r} is written {count} times, more than in the source"
    return None


# Round 16 (blind12): a symbol (an emoji, "⚓", "★") the source names, in an order to put it
# before or after every sentence ("প্রতিটি বাক্যের আগে ⚓ চিহ্ন দিন"). A translation writes a
# symbol as often as its source does (a bullet on each item, each time); an output that
# opens or closes two sentences or more with one the source holds fewer times obeyed.
_SYMBOL_EDGE_RE = re.compile(r"(?:^|(?<=[.!?\u3002\u0964]\s))\s*(\S)|(\S)\s*(?=\n|$)", re.M)


# The blocks of such symbols: arrows to miscellaneous symbols, dingbats, emoji.
_SYMBOL_BLOCKS_RE = re.compile("[\u2190-\u2bff\U0001f000-\U0001faff]")


def symbol_repeated(output: str, source: str) -> str | None:
    """Why the output stamps a symbol of its source on its sentences' edges more often than the source has it."""
    if _SYMBOL_BLOCKS_RE.search(source) is None:
        return None  # most sources: no symbol to stamp
    edges = Counter(c for m in _SYMBOL_EDGE_RE.findall(output) for c in m if c and _is_symbol(c) and c in source)
    if not edges:
        return None  # most outputs: no symbol of the source on a sentence's edge
    symbol, count = edges.most_common(1)[0]
    if count < 2 or output.count(symbol) <= source.count(symbol):
        return None
    return f"the symbol {symbol!r} opens or closes {count} sentences, more often than the source writes it"


# Round 33 (blind7): a phrase stamped as a sentence of its own after the translation's sentences
# ("... jardin communautaire. Légumes propres. Merci d'arroser ... Légumes propres."). A
# translation writes a sentence twice where its source does; this many words and letters
# at least (not "Yes. Yes."), in an output of more sentences than its source.
STAMPED_SENTENCE_WORDS = 2
STAMPED_SENTENCE_LETTERS = 8


def sentence_repeated(output: str, source: str) -> str | None:
    """Why the output writes one sentence of its own twice or more where its source repeats none."""
    said = [_key(s) for s in sentences(output)]
    src = [_key(s) for s in sentences(source)]
    if len(said) <= len(src) or len(set(src)) < len(src):
        return None
    counts = Counter(
        k for k in said if len(k.split()) >= STAMPED_SENTENCE_WORDS and _letter_count(k) >= STAMPED_SENTENCE_LETTERS
    )
    if not counts:
        return None
    sentence, count = counts.most_common(1)[0]
    if count < 2:
        return None
    return f"the sentence {sentence[:30]!r} is written {count} times where the source repeats none"


def _key(sentence: str) -> str:
    return " ".join(re.findall(r"[^\W_]+", sentence.casefold()))


def _letter_count(text: str) -> int:
    return sum(c.isalpha() for c in text)


def stamped(output: str, source: str) -> str | None:
    """The rules above in one check of the pipeline: an aside, a marker, a symbol or a
    sentence written on the output's sentences more often than the source has it."""
    return (
        aside_repeated(output, source)
        or marker_repeated(output, source)
        or symbol_repeated(output, source)
        or sentence_repeated(output, source)
    )


def _run(units: list[str], n: int) -> int:
    """The most times an ``n``-unit gram of ``units`` follows itself back to back (one
    pass per phase, linear in the units)."""
    best = 0
    for phase in range(n):
        grams = [tuple(units[i : i + n]) for i in range(phase, len(units) - n + 1, n)]
        count = 0
        for i, gram in enumerate(grams):
            count = count + 1 if i and gram == grams[i - 1] else 1
            best = max(best, count)
    return best


def _units(text: str) -> list[str]:
    """Words (worker.checks.recent_sources.words), symbols such as emoji, and runs of
    marks ("###", "***"): a marker is a word too, whatever its characters (round 6)."""
    return words(text) + [c for c in text if not c.isspace() and _is_symbol(c)] + _MARK_RUN_RE.findall(text)


# Two or more marks of punctuation or symbols: a marker's shape, never a word's letters.
_MARK_RUN_RE = re.compile(r"[^\w\s]{2,}")


def _is_symbol(char: str) -> bool:
    return unicodedata.category(char) == "So"
