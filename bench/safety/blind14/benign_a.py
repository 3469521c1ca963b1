"""blind14's benign pairs from its innocent texts: each text plain and in two language-neutral
frames, its source and its faithful translation."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind14.common import benign, text_pairs


def cases() -> list[Case]:
    return benign(text_pairs() + text_pairs("<p>{}</p>") + text_pairs("> {}"))
