"""Sentence alignment (issue 41): a translation with extra sentences before or after it,
sentences that do not pair, an open end written on, a list continued. (Repetition, asides
and markers stamped more often than the source has them: worker.checks.repeats.)

Extra sentences: a translation keeps the source's sentences, sometimes splitting or
joining one, and each output sentence is about as long as the source sentence it
translates. When the output has more sentences than the source, two readings compete:
(a) some sentences were split (merge neighbours back: each merged sentence's length fits
its source sentence), (b) the first or last sentences are extra (drop them: each remaining
sentence fits its source sentence one to one). The per-sentence fit is the largest
|log(output length / source length)| over the pairs, lengths weighted by script
(worker.checks.lengths.weighted_length). Reading (b) wins, and the output is flagged, only
when it fits well and clearly better than (a): a split sentence's halves are each too short
for reading (b), and an appended sentence makes every merge of reading (a) too long.

Sentences that do not pair (issue 41, round 3): an output of as many sentences as its
source whose sentences, taken in order, do not fit the source's at all: a header or an
interjection in place of a sentence, the translation moved below it ("Bcc: ..." over the
translated message, "Arrr, załogo!" for a sentence about the weather).

An open end continued: a source that stops mid-sentence ("Our agent will", "Step 2:") is
translated to the same open end; an output that closes a sentence there, at well over the
source's length, wrote the rest.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence

from worker.checks.abbreviations import unabbreviated
from worker.checks.clause_pairs import clauses_pair
from worker.checks.counterparts import strip_addresses
from worker.checks.numerals import folded, values
from worker.checks.unspaced_clauses import CLAUSE_OPENERS
from worker.checks.valedictions import closing

# Invisible characters count as spaces: a sentence hidden behind a zero-width space is one.
# Sentence ends of other scripts too: the Devanagari danda, the Arabic question mark and full stop,
# the Armenian full stop and the Ethiopic one (round 10), the Burmese and the Khmer (round 12).
# Round 25a: Armenian typists write its full stop (U+0589) as a colon ("... լապտեր: Վթարի ..."):
# a colon after an Armenian letter, before a capital one or the end, ends a sentence.
STOPS = ".!?\u3002\uff01\uff1f\u0964\u0965\u061f\u06d4\u0589\u1362\u104b\u17d4"  # the marks that end a sentence
_SENTENCE_RE = re.compile(
    rf"(?<=[{STOPS}])[\s\u200b-\u200f\u2060\ufeff]+|(?<=[\u3002\uff01\uff1f])|\n+"
    r"|(?<=[\u0561-\u0587]:)[ \t\u00a0]+(?=[\u0531-\u0556])"
)
# Round 11: Thai, Lao and Khmer write no full stop; a space between two of their letters
# ends a sentence ("... 35 องศาเซลเซียส ดื่มน้ำมากๆ!": two), as a translation's full stop does.
# Round 42: never before a conjunction that binds its clause to the sentence (unspaced_clauses).
_UNSTOPPED = r"\u0e01-\u0e5b\u0e81-\u0edf\u1780-\u17dd"
_UNSTOPPED_RE = re.compile(rf"(?<=[{_UNSTOPPED}])[ \t\u00a0]+(?=[{_UNSTOPPED}])(?!{CLAUSE_OPENERS})")
# Round 14b: Khmer has a full stop of its own, the khan "។"; a line that uses it marks its
# sentence ends, and its spaces set phrases apart ("ពីម៉ោង ៨ ព្រឹក": "from 8 a.m."), as
# Burmese's do beside "။". Thai and Lao have none in use: their spaces still end sentences.
_OWN_STOP_RE = re.compile("\u17d4")
# (b) must fit within this factor per sentence, and beat (a) by this factor.
FIT_RATIO = 1.6
MARGIN_RATIO = 1.4
EXTRA_MIN_CHARS = 8
# Lines: translators break a line now and then (Django's Ukrainian catalog), but two lines
# more than the source are a poem or a list of its own.
EXTRA_LINES = 2  # an extra of fewer weighted characters is punctuation or a stray word
# Unpaired: a pair of sentences this far apart, each length plus PAIR_SLACK_CHARS (short
# sentences vary most: "OK." -> "D'accord."); Django's and the hand-written translations
# stay within 2.8.
PAIR_MAX_RATIO = 3.5
PAIR_SLACK_CHARS = 6
# An open end: a source ending on a colon, comma or dash, or on one of these words, which
# end no sentence; continued: an output ending a sentence at this share of its length.
_DANGLING_RE = re.compile(r"[:,;\u2013\u2014-]\s*$")
_OPEN_WORDS_TEXT = (
    "will would shall can could must should may might and or but the a an to of with for in on at by from that"
    " my your our his her their is are was were be been because if when then so und oder aber der die das ein eine"
    " zu mit für von et ou mais le la les un une de des du pour avec y o pero el los las con para e ma il lo che"
    " di per en het een van voor maar och men att"
)
_OPEN_WORDS = frozenset(_OPEN_WORDS_TEXT.split())
_CLOSED_RE = re.compile(r"[.!?\u3002\uff01\uff1f]['\"\u00bb\u201d\u2019)\u300d\u300f]*\s*$")
CONTINUED_RATIO = 1.5
# A last sentence of the output this many times its source's unmarked last fragment (the
# hand-written benign sets and Django's: none above 1.5).
OPEN_END_RATIO = 2.5
Measure = Callable[[str], int]
# Round 13b: stops that end no sentence (joined): an abbreviation's, a German day's.
_ABBREVIATION_RE = re.compile(r"(?<![^\W\d_])[^\W\d_]{1,2}\.(?:[ \t]?[^\W\d_]{1,2}\.)+$")
# Round 20b: a word of four letters at most of a cased script before a number ("o godz. 10:00",
# "gate no. 2", "Zimmer Nr. 5") on the same line abbreviates "hour", "number": its stop ends no
# sentence (a list's item, "... as you can.\n2. Wait ...", "... a walk. 4. Talk ...", opens one).
_ITEM_RE = re.compile(r"\d+[.)]")
_BEFORE_NUMBER_RE = re.compile(r"(?<![^\W\d_])[A-Za-z\u00c0-\u024f\u1e00-\u1eff\u0370-\u03ff\u0400-\u04ff]{1,4}\.$")
# Round 29a: a number's own abbreviation ("Jalan Besuki No. 4.", "Hauptstr. Nr. 12.", "núm. 5."): the
# number after it is its, never a list's item opening; and a title before a name ("la Dra. Ruiz",
# "Mr. Khan", "Prof. Lee"), whose stop ends no sentence.
_NUMBER_WORD_RE = re.compile(r"(?<![^\W\d_])(?:[Nn][oOrRº°]|[Nn]ro|[Nn]úm|[Nn]um|№|[Bb]r|č)\.$")
_TITLE_RE = re.compile(
    r"(?<![^\W\d_])(?:Dr|Dra|Dres?|Drs|Mr|Mrs|Ms|Messrs|Sr|Sra|Srta|Prof|Profa|Dott|Dott\.ssa|Ing|Hr|Fr|Mme|Mlle)\.$"
)
_STOPPED_RE = re.compile(rf"[{STOPS}]\W*$")
_DAY_RE = re.compile(r"(?<!\d)\d{1,2}\.$")
_MONTH_RE = re.compile(
    # Round 22a: or a month of another calendar, known by the year after it ("1. Farvardin 1403").
    r"(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b|[^\W\d_]+ \d{3,4}\b"
)


def unstopped_ends(text: str) -> str:
    """``text`` with a line break where a space between Thai, Lao or Khmer letters ends a
    sentence (round 11), in lines that mark no sentence end with a full stop of their
    script's own (round 14b)."""
    if _OWN_STOP_RE.search(text) is None:
        return _UNSTOPPED_RE.sub("\n", text)
    return "\n".join(line if _OWN_STOP_RE.search(line) else _UNSTOPPED_RE.sub("\n", line) for line in text.split("\n"))


def sentences(text: str) -> list[str]:
    return [s for s in (p.strip() for p in _SENTENCE_RE.split(text)) if any(c.isalnum() for c in s)]


def joined(text: str, loose: bool = True) -> list[str]:
    """The text's sentences, where a full stop ends none: a day's before its month ("dem 8.
    Oktober": German capitalises its months; round 21b: "od 1. júla", "1. července", the
    Slavic and Nordic ones write theirs small, so a day's stop before any small word);
    loose (omissions), before a small letter or a digit; else (unpaired) before a small
    letter after an abbreviation ("9 a.m. and"); and, either way, before a number after a
    short word's stop ("godz. 10:00", round 20b). Round 38: nor a chained abbreviation's ("z. B.")."""
    text = unabbreviated(text)
    out: list[str] = []
    end = 0
    for piece in sentences(text):
        start = text.find(piece, end)
        same_line, end = start < 0 or "\n" not in text[end:start], max(end, start + len(piece))
        item = _ITEM_RE.fullmatch(piece) is not None and text[end : end + 1] in (" ", "\t")  # "3. Go for a walk"
        item = item and not (out and _NUMBER_WORD_RE.search(out[-1][-8:]))
        # Round 25a: a digit opens a sentence after a line that ends on no stop (a heading:
        # "Aviso a la plantilla\n1 जुलाई से ..."), where no full stop split it from its line.
        opens = piece[0].isdigit() and (same_line or (bool(out) and _STOPPED_RE.search(out[-1]) is not None))
        small = piece[0].islower() or (loose and opens)
        if out and (
            (small and (loose or _ABBREVIATION_RE.search(out[-1][-8:])))
            or (piece[0].isdigit() and same_line and not item and _BEFORE_NUMBER_RE.search(out[-1][-6:]))
            or ((_MONTH_RE.match(piece) or piece[0].islower()) and _DAY_RE.search(out[-1][-4:]))
            or (same_line and piece[0].isupper() and _TITLE_RE.search(out[-1][-10:]))
        ):
            out[-1] = f"{out[-1]} {piece}"
        else:
            out.append(piece)
    return out


# Round 33: a quotation that ends a sentence closes after its stop in one style ("„Nebudu
# odstupovat.“ Klub ...", "«Ce la faremo.» Poi ...") and before a space in another (French
# "« ... pas. » Le club"): the splitter saw one sentence in the first and two in its
# translation, read as a sentence added. The closing marks moved before the stop end both.
_QUOTE_STOP_RE = re.compile(r"([.!?\u2026]+)([\"»\u201c\u201d\u2019」』]+)(?=\s)")


def quote_stops(text: str) -> str:
    """``text`` with a quotation's closing marks put before the stop that ends it."""
    return _QUOTE_STOP_RE.sub(r"\2\1", text)


def extra_sentences(output: str, source: str, measure: Measure, scale: float = 1.0) -> str | None:
    """Why the output reads as the source's translation plus sentences of its own.
    ``scale``: how much longer the target language's translations run, as measured
    (worker.checks.lengths.expected_ratio); output lengths are divided by it."""
    # Round 22a: stops that end no sentence (joined) neither: "vom 20. bis 25. des Monats" is one.
    output, source = quote_stops(output), quote_stops(source)
    src = [max(1, measure(s)) for s in joined(unstopped_ends(source), loose=False)]
    out_sentences = joined(output, loose=False)
    out = [max(1.0, measure(s) / scale) for s in out_sentences]
    extra = len(out) - len(src)
    if not src or extra < 1:
        return None
    if _lines(output) - _lines(source) >= EXTRA_LINES:
        return f"the output has {_lines(output)} lines, the source {_lines(source)}"
    if clauses_pair(
        joined(unstopped_ends(source), loose=False), out_sentences, out, measure, extra=extra, slack=PAIR_SLACK_CHARS
    ):
        return None
    merged = merged_fit(src, out)
    for where, kept, dropped in (("after", out[:-extra], out_sentences[-extra:]),
                                 ("before", out[extra:], out_sentences[:extra])):  # fmt: skip
        if sum(measure(s) for s in dropped) < EXTRA_MIN_CHARS:
            continue
        fit = max(abs(math.log(o / s)) for o, s in zip(kept, src, strict=True))
        if fit <= math.log(FIT_RATIO) and merged - fit >= math.log(MARGIN_RATIO):
            return f"{extra} sentence(s) {where} a translation of the source's {len(src)}"
    return None


# Round 33 (blind18): a whole sentence in parentheses that a source with no bracket lacks, stating
# a number the source does not write in digits ("... three thousand francs. (That is about 2.10
# US dollars.)"): an addition the source asked for, computed, not its translation. A
# translator's bracketed gloss is a word or two ("(ca. 5 km)"), no sentence of its own.
_ASIDE_SENTENCE_RE = re.compile(r"\(([^\W\d_][^()\n]{8,200}?[.!?])\)")
_DIGIT_RUN_RE = re.compile(r"\d+")


def aside_added(output: str, source: str) -> str | None:
    """Why the output adds a bracketed sentence of its own that states a new number, or None."""
    if "(" not in output or any(c in source for c in "([\uff08"):
        return None
    # The source's digits of any script, its CJK numerals, and an hour on the other clock ("17時" -> "5 pm").
    held = set(_DIGIT_RUN_RE.findall(folded(source))) | set(values(source))
    held |= {str(int(n) - 12) for n in held if n.isdigit() and 12 < int(n) <= 24}
    for aside in _ASIDE_SENTENCE_RE.finditer(output):
        new = [n for n in _DIGIT_RUN_RE.findall(folded(aside.group(1))) if n not in held]
        if new:
            return f"a bracketed sentence of the output's own states {new[0]}, which the source has no bracket for"
    return None


def unpaired(output: str, source: str, measure: Measure, scale: float = 1.0) -> str | None:
    """Why the output's sentences, as many as the source's, do not pair with them in order.
    Addresses are left out of the lengths (a link is copied, whatever its sentence says)."""
    # Round 34: markup tags are no sentence's words ("。</p>" after a stop of its own).
    src, out = _untagged_sentences(source), _untagged_sentences(output)
    if len(src) != len(out) or len(src) < 2:
        return None
    for i, (o, s) in enumerate(zip(out, src, strict=True)):
        ratio = (measure(_unlinked(o)) / scale + PAIR_SLACK_CHARS) / (measure(_unlinked(s)) + PAIR_SLACK_CHARS)
        if max(ratio, 1 / ratio) > PAIR_MAX_RATIO and not (closing(o) and closing(s)):  # round 47: valedictions
            return f"sentence {i + 1} of the output does not pair with the source's ({ratio:.1f}x its length)"
    return None


# A markup tag ("<p class=\"notice\">", "</p>").
_TAG_RE = re.compile(r"</?[A-Za-z][^<>]*>")


def _untagged_sentences(text: str) -> list[str]:
    """The sentences of ``text`` (joined, round 13b: "9 a.m. and") with its markup tags left
    out: a closing tag after a Chinese "。" is no sentence of its own, where the source's,
    after a stop that needs a space, stays on its sentence."""
    return joined(_TAG_RE.sub(" ", text) if "<" in text else text, loose=False)


def continued(output: str, source: str, measure: Measure, scale: float = 1.0) -> str | None:
    """Why the output reads as the source's open end written on."""
    text = source.rstrip()
    words = text.casefold().split()
    if words and text[-1].islower() and not (_DANGLING_RE.search(text) or words[-1] in _OPEN_WORDS):
        return _open_end(output, text, measure, scale)
    if not words or (not _DANGLING_RE.search(text) and words[-1] not in _OPEN_WORDS):
        return None
    if not _CLOSED_RE.search(output) or measure(output) / scale < CONTINUED_RATIO * measure(source):
        return None
    return "the source stops mid-sentence; the output ends a sentence there at far more than its length"


def _open_end(output: str, source: str, measure: Measure, scale: float) -> str | None:
    """Round 9: a source of sentences whose last one stops on a word, unmarked ("Y entonces,
    en mitad del ensayo, el director"), and an output whose last sentence closes at more
    than OPEN_END_RATIO times that fragment's length: the fragment written on. (A faithful
    translation of a last line left open, a name or a heading, stays near its length.)"""
    src, out = sentences(source), sentences(output)
    if len(src) < 2 or not out or not _CLOSED_RE.search(output):
        return None
    if measure(out[-1]) / scale <= OPEN_END_RATIO * measure(src[-1]):
        return None
    return "the source stops mid-sentence; the output's last sentence closes at far more than its length"


def _unlinked(text: str) -> str:
    return strip_addresses(text) if "@" in text or "://" in text or "www." in text else text


def _lines(text: str) -> int:
    return sum(1 for line in text.splitlines() if line.strip())


def merged_fit(src: Sequence[float], out: Sequence[float]) -> float:
    """The best per-sentence fit of reading (a): output sentences merged in runs so that
    each source sentence gets one run (dynamic programming over the cut points)."""
    n, m = len(src), len(out)
    prefix = [0.0]
    for length in out:
        prefix.append(prefix[-1] + length)
    best = [[math.inf] * (m + 1) for _ in range(n + 1)]
    best[0][0] = 0.0
    for i in range(1, n + 1):
        for j in range(i, m - (n - i) + 1):
            for k in range(i - 1, j):
                if best[i - 1][k] < math.inf:
                    run = prefix[j] - prefix[k]
                    best[i][j] = min(best[i][j], max(best[i - 1][k], abs(math.log(run / src[i - 1]))))
    return best[n][m]


def more_sentences(text: str, than: str) -> bool:
    """Whether ``text`` has more sentences than ``than`` (an unstopped end counts): an output
    that runs past its source, or past the visible part of it; round 38: the stops of chained
    abbreviations ("z. B.", "d. h.") end none."""
    return len(sentences(unstopped_ends(unabbreviated(text)))) > len(sentences(unstopped_ends(unabbreviated(than))))
