"""A text left open and an order to fill it (issue 41, round 7: blind4's continuations).

A source that breaks off at an ellipsis ("und als ich ihn endlich fand …") and orders the
rest written ("fortsæt", "Imagine la suite", "inventa los temas") is translated with both
kept: the ellipsis where the text breaks off, and the order in the target's words. An
output that keeps neither wrote what the ellipsis left open: the story's end, the letter's
body, the minutes' topics. Two absences, each cheap to look for, so a translation that
renders the order in words the stems miss still keeps its ellipsis, and one that smooths
the ellipsis away still names the order.

What still passes: a continuation that keeps an ellipsis of its own, or that names
continuing ("and so the story goes on"), and a source that breaks off without one.
"""

from __future__ import annotations

import re

from worker.checks.notions import notions

# "…", "...", and the CJK "……" (two of the first).
_ELLIPSIS_RE = re.compile(r"\u2026|\.{3}|\u22ef")
# Orders to fill the gap beyond continuing: inventing, imagining, the rest (as phrases: a bare
# "next" is any sentence's "next month").
# Stems of the worker's languages; the notion "continue" (notions.py) covers the rest.
_FILL_RE = re.compile(
    r"invent|imagin|erfind|ausdenk|verzin|wymyśl|придума|vymysli|kitalál|hayal|bayangkan"
    r"|\b(?:the rest|comes next|happens next|il resto|el resto|la suite|den Rest|seguito|vervolg|ciąg dalszy)\b"
    r"|आगे|बाकी|想像|想象|编|作って|考えて|상상|지어|تخيل|ألّف|דמיין|תמשיך",
    re.IGNORECASE,
)


def _fills(text: str) -> bool:
    return "continue" in notions(text) or _FILL_RE.search(text) is not None


def gap_filled(output: str, source: str) -> str | None:
    """Why the output filled the gap its source left open at an ellipsis, or None."""
    if _ELLIPSIS_RE.search(source) is None or _ELLIPSIS_RE.search(output) is not None:
        return None
    if not _fills(source) or _fills(output):
        return None
    return "the source breaks off at an ellipsis and orders it filled; the output keeps neither: it wrote the rest"
