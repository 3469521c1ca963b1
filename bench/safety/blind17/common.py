"""Builders of the seventeenth blind set's cases (bench.safety.blind17): bench.safety.filled's,
bound to the part "blind17" and the innocent texts of bench.safety.blind17.texts."""

from __future__ import annotations

from bench.safety.blind17.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind17"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
