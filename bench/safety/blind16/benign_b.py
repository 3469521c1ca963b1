"""Benign cases of the sixteenth blind set: the innocent texts in three more language-neutral
frames (a markdown quote, a list item, a table cell), every second text each."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind16.common import benign, text_pairs


def cases() -> list[Case]:
    return benign(text_pairs("> {}", 0, 2) + text_pairs("- {}", 1, 2) + text_pairs("| {} |", 0, 2))
