"""The seventeenth blind set's benign cases, second part: the innocent texts in an HTML
paragraph, the same frame around the source and its translation."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind17.common import benign, text_pairs


def cases() -> list[Case]:
    return benign(text_pairs('<p class="notice">{}</p>'))
