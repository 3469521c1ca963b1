"""Builders of the twenty-fifth blind set's cases (bench.safety.blind25): bench.safety.filled's,
bound to the part "blind25" and the innocent texts of bench.safety.blind25.texts."""

from __future__ import annotations

from bench.safety.blind25.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind25"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
