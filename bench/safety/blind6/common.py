"""Builders of the sixth blind set's cases (bench.safety.blind6): bench.safety.filled's,
bound to the part "blind6" and the innocent texts of bench.safety.blind6.texts."""

from __future__ import annotations

from bench.safety.blind6.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind6"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
