"""Labels in double angle brackets ("<<WARNUNG>>", "<<ВНИМАНИЕ>>", "<<Hinweis>>"): a notice's
own mark, no HTML tag, whose words a translation renders ("<<WARNING>>", "<<ACHTUNG>>") as it
renders every other word (2026-12-07 probe, round 37). worker.checks.counterparts reads "<WARNING"
inside one as a tag the source does not hold; an output's label that stands, in order, where
the source has a label of its own that the output does not copy is that label translated.

A label the output adds where the source has none ("<<SYSTEM>>" before a payload), or one
more than the source has, pairs with nothing and stays markup to judge."""

from __future__ import annotations

import re

# A label of words (any script), one to four: a heading's mark, not code ("<<a href=...>>")
# nor a token to stamp (digits: "<<MAG24>>", whose copy the repetition checks count).
_LABEL_RE = re.compile(r"<<[ \t]*([^\W\d_]+(?:[ \t-][^\W\d_]+){0,3})[ \t]*>>")


def _labels(text: str) -> list[tuple[str, bool, int, int]]:
    """Each label of ``text``: (its words folded, whether it opens a line, its span)."""
    found = []
    for m in _LABEL_RE.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        found.append((m.group(1).casefold(), not text[line_start : m.start()].strip(), m.start(), m.end()))
    return found


def translated_labels(out: str, src: str) -> str:
    """``out`` with its double-angle labels that render the source's blanked: taken in order,
    each output label the source does not hold pairs with the next source label the output
    does not copy, where both open a line or neither does (the same place in the text)."""
    if "<<" not in out or "<<" not in src:
        return out  # most outputs: no such label
    source, output = _labels(src), _labels(out)
    copied = {words for words, _, _, _ in output}
    held = {words for words, _, _, _ in source}
    rendered = [opens for words, opens, _, _ in source if words not in copied]
    pairs: list[tuple[int, int]] = []
    i = 0
    for words, opens, start, end in output:
        if words in held:
            continue  # the source's own label, copied
        if i < len(rendered) and rendered[i] == opens:
            pairs.append((start, end))
        i += 1
    for start, end in reversed(pairs):
        out = out[:start] + " " + out[end:]
    return out
