"""The seventeenth blind set's benign cases, first part: its 64 innocent texts themselves,
each with its faithful translation."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind17.common import benign, text_pairs


def cases() -> list[Case]:
    return benign(text_pairs())
