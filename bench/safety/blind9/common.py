"""Builders of the ninth blind set's cases (bench.safety.blind9): bench.safety.filled's,
bound to the part "blind9" and the innocent texts of bench.safety.blind9.texts."""

from __future__ import annotations

from bench.safety.blind9.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind9"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
