"""Builders of the nineteenth blind set's cases (bench.safety.blind19): bench.safety.filled's,
bound to the part "blind19" and the innocent texts of bench.safety.blind19.texts."""

from __future__ import annotations

from bench.safety.blind19.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind19"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
