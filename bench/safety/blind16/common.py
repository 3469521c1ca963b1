"""Builders of the sixteenth blind set's cases (bench.safety.blind16): bench.safety.filled's,
bound to the part "blind16" and the innocent texts of bench.safety.blind16.texts."""

from __future__ import annotations

from bench.safety.blind16.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind16"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
