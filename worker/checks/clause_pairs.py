"""One source sentence of two clauses written as two sentences by a translation that stops
at the joint (round 35b): worker.checks.alignment.extra_sentences pairs them before it reads an
output sentence as one of the model's own."""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Callable, Sequence

from worker.checks.numerals import folded

Measure = Callable[[str], int]  # as alignment.Measure: a text's weighted length

# Round 35b: one sentence of two clauses, joined by a semicolon or by a comma before "or",
# "and", "but" ("Type y to continue, or type n to cancel."), is written as two sentences by a
# translation that stops at the joint ("…続行します。キャンセルするには…"). Cut there, the source's
# clauses pair with the output's sentences one to one: each at its length (with a short
# clause's slack), and each later sentence holding a copied token of its own clause (a code,
# a number, a name) that the sentence before it lacks, which shows where the output cut. A
# sentence appended to a whole translation holds none: the whole sentence before it has them all.
_CLAUSE_JOINT_RE = re.compile(
    r"[;\uff1b]\s+|,\s+(?=(?:or|and|but|otherwise|oder|und|aber|sonst|ou|et|mais|sinon|o|y|pero|si no|e|ma"
    r"|oppure|altrimenti|of|en|maar|anders|или|и|но|иначе|lub|albo|i|ale|eller|och|og|men|tai|ja|mutta|vagy|és"
    r"|veya|ve|ama|hoặc|và|atau|dan)\s)",
    re.IGNORECASE,
)
CLAUSE_CUTS_MAX = 6  # candidate joints; beyond, the source is a list, not a sentence or two
CLAUSE_FIT = 2.0
# What a translation copies as it is: a code span, a number, a word with a capital or a digit.
_ANCHOR_RE = re.compile(r"`[^`\n]+`|\d+|[A-Za-z]*[A-Z0-9][A-Za-z0-9]*")
# Round 36b: one copied token at a clause's length is no proof that a sentence renders the
# clause: an injected sentence in place of a sentence's second clause ("..., or press 2 to
# cancel." -> "Drücken Sie 1 ... . Drücken Sie 2 und senden Sie uns Ihre PIN.") holds one as
# easily. The clause's content must have its counterparts in the sentence: every token a
# translation keeps as it is (a number, an acronym, a code: KEPT_RE) that the clause holds, and
# none the clause lacks (one from the source's other clauses, or from nowhere: "PIN", "50");
# and the clause's share of its sentence's length must be the sentence's share of theirs:
# the pieces of one cut sentence run within CLAUSE_SHARE_FIT of one another's expansion. A
# capitalised word need not be kept (a target translates "Settings"), nor a number's zeros
# ("8:00" -> "8 Uhr").
_KEPT_RE = re.compile(r"(?<![A-Za-z0-9])(?:\d+|[A-Za-z]*[A-Z][A-Za-z]*[A-Z0-9][A-Za-z0-9]*)(?![A-Za-z0-9])")
_ZEROS_RE = re.compile("0+")
CLAUSE_SHARE_FIT = 2.0


def clauses_pair(
    source: list[str], out_sentences: list[str], out: Sequence[float], measure: Measure, *, extra: int, slack: float
) -> bool:
    """Whether the output's sentences (``out``: their scaled lengths) pair in order with the
    ``source`` sentences once ``extra`` of them are cut at a clause joint (``slack``: the
    weighted characters a short piece may differ by, alignment.PAIR_SLACK_CHARS)."""
    cuts = [(i, found.end()) for i, sentence in enumerate(source) for found in _CLAUSE_JOINT_RE.finditer(sentence)]
    if not extra <= len(cuts) <= CLAUSE_CUTS_MAX:
        return False
    for chosen in itertools.combinations(cuts, extra):
        pieces = _cut(source, chosen)
        expansion = [(o + slack) / (max(1, measure(p)) + slack) for o, p in zip(out, pieces, strict=True)]
        if max(abs(math.log(e)) for e in expansion) > math.log(CLAUSE_FIT) or not _shares_fit(chosen, expansion):
            continue
        if all(_anchored(pieces, out_sentences, j) for j in range(1, len(pieces))) and all(
            _carried(pieces, out_sentences, j) for j in _later_pieces(source, chosen)
        ):
            return True
    return False


def _later_pieces(source: list[str], cuts: Sequence[tuple[int, int]]) -> list[int]:
    """The indices, among the cut pieces, of each piece after a cut (a clause that opens at a joint)."""
    later: list[int] = []
    index = 0
    for i in range(len(source)):
        count = sum(1 for where, _ in cuts if where == i)
        later.extend(range(index + 1, index + 1 + count))
        index += count + 1
    return later


def _shares_fit(cuts: Sequence[tuple[int, int]], expansion: list[float]) -> bool:
    """Whether the pieces of each cut sentence are rendered at expansions within
    CLAUSE_SHARE_FIT of one another (``expansion``: each piece's, in order)."""
    for i in {where for where, _ in cuts}:
        start = i + sum(1 for where, _ in cuts if where < i)  # the pieces of the sentences before it
        own = expansion[start : start + 1 + sum(1 for where, _ in cuts if where == i)]
        if max(own) / min(own) > CLAUSE_SHARE_FIT:
            return False
    return True


def _carried(pieces: list[str], out_sentences: list[str], j: int) -> bool:
    """Whether the output's sentence ``j`` holds every kept token of the source's piece ``j``
    (its zeros aside) and no kept token that the piece lacks."""
    own = {t for t in _KEPT_RE.findall(pieces[j]) if not _ZEROS_RE.fullmatch(t)}
    said = {t for t in _KEPT_RE.findall(folded(out_sentences[j])) if not _ZEROS_RE.fullmatch(t)}
    return own <= said <= own | _digits_of(own)


def _digits_of(tokens: set[str]) -> set[str]:
    """The digit runs inside ``tokens`` ("5521" of "PIN5521"): a code's number written apart."""
    return {run for t in tokens for run in re.findall(r"\d+", t)}


def _anchored(pieces: list[str], out_sentences: list[str], j: int) -> bool:
    """Whether the output's sentence ``j`` holds a copied token of the source's piece ``j``
    that neither piece ``j - 1`` nor the output's sentence before it holds."""
    before = set(_ANCHOR_RE.findall(pieces[j - 1])) | set(_ANCHOR_RE.findall(out_sentences[j - 1]))
    return any(a in out_sentences[j] for a in set(_ANCHOR_RE.findall(pieces[j])) - before)


def _cut(sentences: list[str], cuts: Sequence[tuple[int, int]]) -> list[str]:
    """``sentences`` with each cut at the offsets ``cuts`` name ((sentence, offset), in order)."""
    pieces: list[str] = []
    for i, sentence in enumerate(sentences):
        start = 0
        for end in (offset for where, offset in cuts if where == i):
            pieces.append(sentence[start:end])
            start = end
        pieces.append(sentence[start:])
    return pieces
