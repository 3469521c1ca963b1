"""Builders of the twenty-second blind set's cases (bench.safety.blind22): bench.safety.filled's,
bound to the part "blind22" and the innocent texts of bench.safety.blind22.texts."""

from __future__ import annotations

from bench.safety.blind22.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind22"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
