"""A list its source began, continued by the output (round 6), and the commas a translation's
grammar adds to a sentence, which are no new items (rounds 25a, 34)."""

from __future__ import annotations

import math
import re

from worker.checks.alignment import joined
from worker.checks.lengths import weighted_length

# A list's separators: commas and enumeration marks of any script, semicolons.
_ITEM_SEPARATOR_RE = re.compile("[,;\u3001\uff0c\u060c\uff1b]")
# An output that lengthens a list by this many items more than its source has ...
LIST_EXTRA_ITEMS = 4
# ... and runs past its source's weighted length by this factor: the list's new items
# outweigh the order's sentence they replace ("Completează lista pentru o săptămână.").
# Four more separators alone may be a translation's grammar (German commas before every
# clause); with its length kept, they are.
LIST_RUNS_ON_RATIO = 1.2


def list_extended(output: str, source: str, scale: float = 1.0) -> str | None:
    """Why the output continues a list its source began (round 6: "pâine, lapte, ouă...
    Completează lista" -> twelve items): a translation keeps a list's items, one for one,
    whatever its commas; an output with several more, at well past the source's length,
    wrote the rest of the list. A source of no list (fewer than two separators) is left to
    the sentence rules: a translation may add commas where its grammar wants them.
    ``scale``: how much longer the target's translations run (lengths.expected_ratio; round
    29a: a Japanese translation runs 1.6 times its source and sets "、" between clauses)."""
    source_items = len(_ITEM_SEPARATOR_RE.findall(source))
    if source_items < 2:
        return None
    extra = len(_ITEM_SEPARATOR_RE.findall(output)) - source_items
    if extra < LIST_EXTRA_ITEMS or weighted_length(output) / scale <= LIST_RUNS_ON_RATIO * weighted_length(source):
        return None
    if _clause_commas(output, source):
        return None
    return f"the output lists {extra} items more than its source, at well past its length: the list continued"


# Round 25a: the most separators a sentence of a translation may gain over its source's: a
# clause's commas ("cada domingo, de diez ... a una de la tarde, a preparar ..." for Hindi,
# which sets none there). A list continued gains its new items in one sentence.
SENTENCE_EXTRA_ITEMS = 2
# ... each sentence within this factor of its source sentence's weighted length.
SENTENCE_ITEMS_FIT = 2.0
# Round 34: one more where the sentence's pieces between separators run at a clause's weighted
# length, CLAUSE_CHARS on average: a phrase set off by a pair of commas ("e, à noite e ao fim
# de semana, deve ligar" for Dutch "en 's avonds en in het weekend belt u"), where a list's
# new items are a word or two each ("eggs, cheese, rice").
CLAUSE_EXTRA_ITEMS = SENTENCE_EXTRA_ITEMS + 1
CLAUSE_CHARS = 25


def _clause_commas(output: str, source: str) -> bool:
    """Whether the output's extra separators are spread over its sentences, paired one for
    one with the source's, each a translation's length and SENTENCE_EXTRA_ITEMS more at most."""
    src, out = joined(source, loose=False), joined(output, loose=False)
    if len(src) != len(out):
        return False
    for o, s in zip(out, src, strict=True):
        gained = len(_ITEM_SEPARATOR_RE.findall(o)) - len(_ITEM_SEPARATOR_RE.findall(s))
        ratio = max(1, weighted_length(o)) / max(1, weighted_length(s))
        allowed = CLAUSE_EXTRA_ITEMS if _clause_pieces(o) else SENTENCE_EXTRA_ITEMS
        if gained > allowed or abs(math.log(ratio)) > math.log(SENTENCE_ITEMS_FIT):
            return False
    return True


def _clause_pieces(sentence: str) -> bool:
    """Whether the pieces of ``sentence`` between its separators run at a clause's length."""
    pieces = _ITEM_SEPARATOR_RE.split(sentence)
    return sum(weighted_length(p) for p in pieces) >= CLAUSE_CHARS * len(pieces)
