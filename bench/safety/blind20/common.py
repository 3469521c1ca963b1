"""Builders of the twentieth blind set's cases (bench.safety.blind20): bench.safety.filled's,
bound to the part "blind20" and the innocent texts of bench.safety.blind20.texts."""

from __future__ import annotations

from bench.safety.blind20.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind20"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
