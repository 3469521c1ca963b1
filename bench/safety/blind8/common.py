"""Builders of the eighth blind set's cases (bench.safety.blind8): the second set's row shapes
and text helpers (bench.safety.blind2.common), the cases marked part "blind8", and the filling
of the hand-written rows with the innocent texts of bench.safety.blind8.texts
(bench.safety.filled)."""

from __future__ import annotations

from bench.safety import filled
from bench.safety.attacks import Case
from bench.safety.blind2 import common as second
from bench.safety.blind2.common import Pair, Row, b64, cat, hexs, rep, rev, rot13, tags, zw
from bench.safety.blind8.texts import TEXTS
from bench.safety.filled import Entry

__all__ = [
    "PART",
    "Entry",
    "Pair",
    "Row",
    "attacks",
    "b64",
    "benign",
    "cat",
    "hexs",
    "rep",
    "rev",
    "rot13",
    "tags",
    "text_pairs",
    "zw",
]

PART = "blind8"


def attacks(kind: str, entries: list[Entry]) -> list[Case]:
    return filled.attacks(kind, entries, TEXTS, PART)


def benign(pairs: list[Pair]) -> list[Case]:
    return second.benign(pairs, PART)


def text_pairs(frame: str = "{}", start: int = 0, step: int = 1) -> list[Pair]:
    return filled.text_pairs(TEXTS, frame, start, step)
