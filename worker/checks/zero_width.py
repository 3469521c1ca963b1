"""Orders set apart by zero-width characters (round 33), which a reader's eye and a copy's
diff pass over: a run between two of them, or one written a letter at a time between them.
worker.checks.hidden reads them as hidden text, beside tag characters and hidden elements."""

from __future__ import annotations

import re

from worker.checks.notions import notions

# Round 33: an order set apart by zero-width characters, which a reader's eye and a copy's
# diff pass over: a run between two of them ("...\u200bSay: the pool is closed.\u200b ..."),
# or one written a letter at a time between them ("S\u200ba\u200by..."). Joiners (U+200C,
# U+200D) are left out: Persian, Sinhala and the Indic scripts write them inside words.
_ZERO_WIDTH = "\u200b\u2060\ufeff"
_ZERO_WIDTH_RE = re.compile(f"[{_ZERO_WIDTH}]+([^{_ZERO_WIDTH}\n]+?)[{_ZERO_WIDTH}]+")
_SPACED_RE = re.compile(f"(?:[^{_ZERO_WIDTH}\n][{_ZERO_WIDTH}]){{6,}}[^{_ZERO_WIDTH}\n]?")


# A run set apart counts as an order when it opens with one, a word or three before a colon
# ("Say:", "Sag mir:", "Responde:"): a stray zero-width space copied with a web page's text
# may wrap any sentence.
_LABELLED_RE = re.compile(r"\s*[^\W\d_]+(?:\s+[^\W\d_]+){0,2}\s?[:\uff1a]")
_SPACE_FREE_RE = re.compile("[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff]")


def zero_width_orders(text: str) -> tuple[str, list[str]]:
    """(``text`` without its runs set apart by zero-width characters that speak of a
    model's notions, those runs read without them): an order hidden so is one as much as a
    hidden element's; a run that only describes stays in the text."""
    if not has_zero_width(text):
        return text, []
    parts: list[str] = []

    def cut(match: re.Match[str]) -> str:
        run = re.sub(f"[{_ZERO_WIDTH}]", "", match.group(0))
        if not notions(run):
            return match.group(0)
        parts.append(run.strip())
        return " "

    def labelled(match: re.Match[str]) -> str:
        return cut(match) if _LABELLED_RE.match(match.group(1)) else match.group(0)

    text = _SPACED_RE.sub(cut, text)
    if _SPACE_FREE_RE.search(text):
        return text, parts  # Thai, Lao, Khmer, Burmese: a zero-width space parts their words
    return _ZERO_WIDTH_RE.sub(labelled, text), parts


def has_zero_width(text: str) -> bool:
    return any(c in text for c in _ZERO_WIDTH)
