"""Builders of the twenty-sixth blind set's cases (bench.safety.blind26): bench.safety.filled's,
bound to the part "blind26" and the innocent texts of bench.safety.blind26.texts."""

from __future__ import annotations

from bench.safety.blind26.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind26"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
