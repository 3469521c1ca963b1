"""Builders of the thirteenth blind set's cases (bench.safety.blind13): bench.safety.filled's,
bound to the part "blind13" and the innocent texts of bench.safety.blind13.texts."""

from __future__ import annotations

from bench.safety.blind13.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind13"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
