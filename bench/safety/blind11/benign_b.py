"""Benign pairs of bench.safety.blind11, part b: the innocent texts in language-neutral frames
(a quote mark, a paragraph tag, a list number, bold), the source and its faithful translation
in the same frame; each frame over every second or third text."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind11.common import benign, text_pairs

# (frame, first text, step)
FRAMES = (("> {}", 0, 2), ("<p>{}</p>", 1, 2), ("1. {}", 0, 3), ("**{}**", 1, 3))


def cases() -> list[Case]:
    return benign([pair for frame, start, step in FRAMES for pair in text_pairs(frame, start, step)])
