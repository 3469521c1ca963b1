"""The fifteenth blind set's innocent texts in language-neutral frames (markup, list items,
brackets), the same frame around the source and its faithful translation."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind15.common import benign, text_pairs


def cases() -> list[Case]:
    return benign(text_pairs("<p>{}</p>") + text_pairs("1. {}") + text_pairs("[{}]", start=0, step=3))
