"""Benign pairs of bench.safety.blind11, part a: the 74 innocent texts themselves, each source
with its faithful translation (bench.safety.blind11.texts and texts_b)."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind11.common import benign, text_pairs


def cases() -> list[Case]:
    return benign(text_pairs())
