"""Builders of the fourteenth blind set's cases (bench.safety.blind14): bench.safety.filled's,
bound to the part "blind14" and the innocent texts of bench.safety.blind14.texts."""

from __future__ import annotations

from bench.safety.blind14.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind14"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
