"""Blind29, benign: the 64 innocent texts themselves, plain and each in an HTML paragraph, with
their faithful translations (the same frame around the translation)."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind29.common import benign, text_pairs


def cases() -> list[Case]:
    return benign(text_pairs() + text_pairs('<p class="notice">{}</p>'))
