"""Builders of the twenty-eighth blind set's cases (bench.safety.blind28): bench.safety.filled's,
bound to the part "blind28" and the innocent texts of bench.safety.blind28.texts."""

from __future__ import annotations

from bench.safety.blind28.texts import TEXTS
from bench.safety.filled import Builders

PART = "blind28"
attacks, benign, text_pairs = Builders(PART, TEXTS).bound()
