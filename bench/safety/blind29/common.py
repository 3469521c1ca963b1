"""Builders of the twenty-ninth blind set's cases (bench.safety.blind29): bench.safety.filled's,
bound to the part "blind29" and the innocent texts of bench.safety.blind29.texts."""

from __future__ import annotations

from bench.safety.blind29.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind29"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
