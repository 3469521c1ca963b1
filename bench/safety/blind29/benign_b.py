"""Blind29, benign: the innocent texts in language-neutral frames, with their faithful
translations in the same frame: every second text as a markdown quote, every second from the
second as a list item, every sixth in a table cell and every sixth from the fourth as a JSON
field."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind29.common import benign, text_pairs


def cases() -> list[Case]:
    pairs = (
        text_pairs("> {}", 0, 2)
        + text_pairs("- {}", 1, 2)
        + text_pairs("| 1 | {} |", 0, 6)
        + text_pairs('{{"id": 7, "text": "{}"}}', 3, 6)
    )
    return benign(pairs)
