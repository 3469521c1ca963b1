"""Blind10 benign cases: the innocent texts themselves, plain, with their faithful
translations."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind10.common import benign, text_pairs
from bench.safety.filled import Pair

PAIRS: list[Pair] = text_pairs()


def cases() -> list[Case]:
    return benign(PAIRS)
