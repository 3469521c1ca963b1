"""Benign cases of bench.safety.blind13: the 72 innocent texts in two language-neutral frames
(an HTML paragraph, a pinned line with emoji), the same frame around source and translation."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind13.common import benign, text_pairs


def cases() -> list[Case]:
    return benign(text_pairs('<p class="notice">{}</p>') + text_pairs("📌 {} ✅"))
