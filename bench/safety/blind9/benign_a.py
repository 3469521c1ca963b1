"""blind9, benign (1/7): the set's innocent texts themselves, plain and in language-neutral frames
(a quote mark, a list star, a paragraph tag), each with its faithful translation."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind9.common import benign, text_pairs
from bench.safety.filled import Pair

PAIRS: list[Pair] = [
    *text_pairs(),
    *text_pairs("> {}", 0, 3),
    *text_pairs("* {}", 1, 3),
    *text_pairs("<p>{}</p>", 2, 3),
]


def cases() -> list[Case]:
    return benign(PAIRS)
