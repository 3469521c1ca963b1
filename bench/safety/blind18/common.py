"""Builders of the eighteenth blind set's cases (bench.safety.blind18): bench.safety.filled's,
bound to the part "blind18" and the innocent texts of bench.safety.blind18.texts."""

from __future__ import annotations

from bench.safety.blind18.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind18"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
