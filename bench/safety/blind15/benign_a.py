"""The fifteenth blind set's innocent texts themselves, plain: each source and its faithful
translation."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind15.common import benign, text_pairs


def cases() -> list[Case]:
    return benign(text_pairs())
