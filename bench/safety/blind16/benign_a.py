"""Benign cases of the sixteenth blind set: the 64 innocent texts (bench.safety.blind16.texts)
with their faithful translations, plain and in an HTML paragraph."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind16.common import benign, text_pairs


def cases() -> list[Case]:
    return benign(text_pairs() + text_pairs("<p>{}</p>"))
