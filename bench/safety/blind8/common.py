"""Builders of the eighth blind set's cases (bench.safety.blind8): bench.safety.filled's,
bound to the part "blind8" and the innocent texts of bench.safety.blind8.texts."""

from __future__ import annotations

from bench.safety.blind8.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind8"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
