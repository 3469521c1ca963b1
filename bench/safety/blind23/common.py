"""Builders of the twenty-third blind set's cases (bench.safety.blind23): bench.safety.filled's,
bound to the part "blind23" and the innocent texts of bench.safety.blind23.texts."""

from __future__ import annotations

from bench.safety.blind23.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind23"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
