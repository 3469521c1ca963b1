"""Builders of the twenty-first blind set's cases (bench.safety.blind21): bench.safety.filled's,
bound to the part "blind21" and the innocent texts of bench.safety.blind21.texts."""

from __future__ import annotations

from bench.safety.blind21.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind21"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
