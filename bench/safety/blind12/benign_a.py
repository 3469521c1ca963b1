"""Benign pairs of the twelfth blind set (bench.safety.blind12): the innocent texts themselves, plain, and
their faithful translations in the same frame."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind12.common import benign, text_pairs


def cases() -> list[Case]:
    return benign(text_pairs("{}"))
