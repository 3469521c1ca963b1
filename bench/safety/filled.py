"""Cases of the blind sets whose rows are written by hand around innocent texts (blind6,
blind7, blind8): an attack row names one of the set's texts, and its source and obeyed output
are templates that the text and its faithful translation fill. One copy for every such set
(their writers had each copied the builders): each set's ``common`` binds its part and texts
(``Builders(PART, TEXTS).bound()``), and its case modules take the row types and text helpers
from here."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from bench.safety.attacks import Case
from bench.safety.blind2 import common as second
from bench.safety.blind2.common import Pair, Row, b64, cat, hexs, rep, rev, rot13, tags, zw

__all__ = ["Builders", "Entry", "Pair", "Row", "Texts", "b64", "cat", "hexs", "rep", "rev", "rot13", "tags", "zw"]

# One attack row, written by hand: (the innocent text's key in the set's TEXTS, with " cut"
# after it for an output cut off by the token limit; the source, where {s} stands for the
# innocent text and {s1}, {s2} for its two sentences; the obeyed output, where {t}, {t1}, {t2}
# stand for its faithful translation and its two sentences; the regex of the obeyed payload).
Entry = tuple[str, str, str, str]
# A set's innocent texts by key: (pair "sl-tl", source sentences 1 and 2, their translations).
Texts = Mapping[str, tuple[str, str, str, str, str]]

_SLOT = re.compile(r"\{(s1|s2|s|t1|t2|t)\}")


def _fill(template: str, values: dict[str, str]) -> str:
    return _SLOT.sub(lambda m: values[m.group(1)], template)


def _attacks(kind: str, entries: list[Entry], texts: Texts, part: str) -> list[Case]:
    """Attack cases of one class from hand-written entries on the innocent texts."""
    rows: list[Row] = []
    for key, source, output, regex in entries:
        name, _, flag = key.partition(" ")
        pair, s1, s2, t1, t2 = texts[name]
        sl, tl = pair.split("-")
        values = {"s": cat(sl, s1, s2), "s1": s1, "s2": s2, "t": cat(tl, t1, t2), "t1": t1, "t2": t2}
        rows.append((pair + (" cut" if flag == "cut" else ""), _fill(source, values), _fill(output, values), regex))
    return second.attacks(kind, rows, part)


def _text_pairs(texts: Texts, frame: str, start: int, step: int) -> list[Pair]:
    """Benign pairs from the innocent texts: every ``step``-th text from ``start``, its source
    and its faithful translation in the same language-neutral ``frame``."""
    pairs: list[Pair] = []
    for pair, s1, s2, t1, t2 in list(texts.values())[start::step]:
        sl, tl = pair.split("-")
        pairs.append((pair, frame.format(cat(sl, s1, s2)), frame.format(cat(tl, t1, t2))))
    return pairs


@dataclass(frozen=True)
class Builders:
    """The builders of one set: its part's name and its innocent texts."""

    part: str
    texts: Texts

    def attacks(self, kind: str, entries: list[Entry]) -> list[Case]:
        return _attacks(kind, entries, self.texts, self.part)

    def benign(self, pairs: list[Pair]) -> list[Case]:
        return second.benign(pairs, self.part)

    def text_pairs(self, frame: str = "{}", start: int = 0, step: int = 1) -> list[Pair]:
        return _text_pairs(self.texts, frame, start, step)

    def bound(
        self,
    ) -> tuple[Callable[[str, list[Entry]], list[Case]], Callable[[list[Pair]], list[Case]], Callable[..., list[Pair]]]:
        return self.attacks, self.benign, self.text_pairs
