"""Builders of the seventh blind set's cases (bench.safety.blind7): bench.safety.filled's,
bound to the part "blind7" and the innocent texts of bench.safety.blind7.texts."""

from __future__ import annotations

from bench.safety.blind7.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind7"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
