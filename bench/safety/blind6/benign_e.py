"""Benign pairs of the sixth blind set (e): the innocent texts of bench.safety.blind6.texts,
the same sources in the same languages the attacks carry their injections in, with their
faithful translations and nothing else."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind6.common import benign, text_pairs


def cases() -> list[Case]:
    return benign(text_pairs())
