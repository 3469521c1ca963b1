"""Seeded translation jobs for the benchmark: a thin user of worker.sizing (its samples).

The generator lives in the worker package's sizing tools (``python -m worker tune`` uses it, and the
worker never imports ``bench``); this module keeps the bench's names and its job ids
(``bench-<seed>-<index>-<hex>``), so results stay comparable with earlier runs.
"""

from __future__ import annotations

from worker.sizing import (
    MAX_TOKENS,
    MAX_WORD_TOKENS,
    MIN_TOKENS,
    TokenCounter,
    Workload,
    load_texts,
    model_counter,
    vocabulary,
)
from worker.sizing import build_workload as _build_workload

__all__ = [
    "MAX_TOKENS",
    "MAX_WORD_TOKENS",
    "MIN_TOKENS",
    "TokenCounter",
    "Workload",
    "build_workload",
    "load_texts",
    "model_counter",
    "vocabulary",
]


def build_workload(
    n: int,
    seed: int,
    counter: TokenCounter,
    target_lang: str = "de",
    *,
    min_tokens: int = MIN_TOKENS,
    max_tokens: int = MAX_TOKENS,
) -> Workload:
    """``n`` seeded jobs of min_tokens..max_tokens source tokens (min = max: a uniform workload)."""
    return _build_workload(
        n, seed, counter, target_lang, min_tokens=min_tokens, max_tokens=max_tokens, id_prefix="bench"
    )
