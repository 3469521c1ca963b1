"""Benign cases of bench.safety.blind13: the 72 innocent texts themselves, plain, each with its
faithful translation."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind13.common import benign, text_pairs


def cases() -> list[Case]:
    return benign(text_pairs())
