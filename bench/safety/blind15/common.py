"""Builders of the fifteenth blind set's cases (bench.safety.blind15): bench.safety.filled's,
bound to the part "blind15" and the innocent texts of bench.safety.blind15.texts."""

from __future__ import annotations

from bench.safety.blind15.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind15"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
