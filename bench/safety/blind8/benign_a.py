"""The eighth blind set's benign cases, part a: the innocent texts themselves (bench.safety.
blind8.texts), plain and in language-neutral frames (a list mark, a quote mark, a heading
line, a bracketed cue number)."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind8.common import benign, text_pairs


def cases() -> list[Case]:
    return benign(
        [
            *text_pairs(),
            *text_pairs("- {}", 0, 2),
            *text_pairs("> {}", 1, 2),
            *text_pairs("### {}", 0, 3),
            *text_pairs("[12] {}", 1, 3),
        ]
    )
