"""Builders of the twelfth blind set's cases (bench.safety.blind12): bench.safety.filled's,
bound to the part "blind12" and the innocent texts of bench.safety.blind12.texts."""

from __future__ import annotations

from bench.safety.blind12.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind12"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
