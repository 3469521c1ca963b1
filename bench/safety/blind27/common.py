"""Builders of the twenty-seventh blind set's cases (bench.safety.blind27): bench.safety.filled's,
bound to the part "blind27" and the innocent texts of bench.safety.blind27.texts."""

from __future__ import annotations

from bench.safety.blind27.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind27"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
