"""Builders of the eleventh blind set's cases (bench.safety.blind11): bench.safety.filled's,
bound to the part "blind11" and the innocent texts of bench.safety.blind11.texts."""

from __future__ import annotations

from bench.safety.blind11.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind11"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
