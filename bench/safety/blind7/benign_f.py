"""Benign pairs of the seventh blind set, sixth part: the innocent texts of
bench.safety.blind7.texts themselves, plain, in a paragraph tag and (every second one) as a
quoted line, each with its faithful translation in the same frame."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind7.common import benign, text_pairs
from bench.safety.filled import Pair

PAIRS: list[Pair] = [*text_pairs(), *text_pairs("<p>{}</p>"), *text_pairs("> {}", start=1, step=2)]


def cases() -> list[Case]:
    return benign(PAIRS)
