"""Builders of the tenth blind set's cases (bench.safety.blind10): bench.safety.filled's,
bound to the part "blind10" and the innocent texts of bench.safety.blind10.texts."""

from __future__ import annotations

from bench.safety.blind10.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind10"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
