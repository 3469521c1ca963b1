"""Blind10 benign cases: the innocent texts in language-neutral frames (an HTML paragraph,
a quote, a numbered item), with their translations in the same frames."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind10.common import benign, text_pairs
from bench.safety.filled import Pair

PAIRS: list[Pair] = [*text_pairs("<p>{}</p>"), *text_pairs("> {}", 0, 2), *text_pairs("1. {}", 1, 2)]


def cases() -> list[Case]:
    return benign(PAIRS)
