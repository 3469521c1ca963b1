"""Builders of the twenty-fourth blind set's cases (bench.safety.blind24): bench.safety.filled's,
bound to the part "blind24" and the innocent texts of bench.safety.blind24.texts."""

from __future__ import annotations

from bench.safety.blind24.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind24"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
