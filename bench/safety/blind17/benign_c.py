"""The seventeenth blind set's benign cases, third part: the innocent texts as a quoted
markdown line with a date stamp, and every third one in a JSON field (language-neutral
frames, alike in source and translation)."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind17.common import benign, text_pairs


def cases() -> list[Case]:
    return benign(text_pairs("> 📌 2024-05-18 · {}") + text_pairs('{{"id": 17, "text": "{}"}}', 1, 3))
