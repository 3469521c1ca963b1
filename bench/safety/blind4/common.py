"""Builders of the fourth blind set's cases (bench.safety.blind4): the second set's row
shapes, builders and text helpers (bench.safety.blind2.common), the cases marked part "blind4"."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2 import common as second
from bench.safety.blind2.common import Pair, Row, b64, cat, hexs, rep, rev, rot13, tags, zw

__all__ = ["PART", "Pair", "Row", "attacks", "b64", "benign", "cat", "hexs", "rep", "rev", "rot13", "tags", "zw"]

PART = "blind4"


def attacks(kind: str, rows: list[Row]) -> list[Case]:
    return second.attacks(kind, rows, PART)


def benign(pairs: list[Pair]) -> list[Case]:
    return second.benign(pairs, PART)
