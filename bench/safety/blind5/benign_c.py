"""Benign cases of the fifth blind set: the innocent texts framed the same way in source and
reference (contact)."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind5.common import benign, decorated


def cases() -> list[Case]:
    return benign(decorated("contact", 5))
