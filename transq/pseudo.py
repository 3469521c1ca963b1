"""Pseudo-localization, as i18n teams use it to test a pipeline before real translations:

    "Open {file} in <b>vim</b>"  ->  "[Óþéñ {file} íñ <b>ṽíɱ</b> ·····]"

Every ASCII letter becomes an accented look-alike (text that was never sent through the
pipeline stays plain and stands out), the text grows by about a third (layouts that
cannot take a longer language break now, not after the first real translation), and a
bracket pair shows where each translated string starts and ends (truncation shows).

Placeholders, markup and the pipeline's markers stay exactly as they are, so a round trip
through the queue is checkable: the protected spans are the documents' own
(placeholders.COMMON, markers ``⟦n⟧``) plus tags and entities. Deterministic: the same
text always gives the same output (tests use it as an oracle).
"""

from __future__ import annotations

import math
import re

from transq.placeholders import COMMON, Pattern, find_spans

_LOOKALIKES = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçđéƒĝĥíĵķĺɱñóþǫŕšŧúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŦÚṼŴẊÝŽ",
)
_KEPT: tuple[Pattern, ...] = (
    Pattern(re.compile(r"⟦\d+⟧")),  # the document pipeline's markers
    Pattern(re.compile(r"</?[A-Za-z][^<>]*>")),  # tags with their attributes
    Pattern(re.compile(r"&(?:#\d+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);")),  # entities
    *COMMON,
)
# A third longer: the middle of the 30-40 % that i18n guides plan for short strings.
EXPANSION = 0.35
PAD = "·"  # no format reads a middle dot as syntax


def pseudo_localize(text: str) -> str:
    """``text`` accented, bracketed and padded; protected spans untouched. Leading and
    trailing whitespace stay outside the brackets (line structure is the caller's)."""
    core = text.strip()
    if not core:
        return text
    lead, trail = text[: len(text) - len(text.lstrip())], text[len(text.rstrip()) :]
    out, pos, letters = [], 0, 0
    for span in find_spans(core, _KEPT):
        out.append(core[pos : span.start].translate(_LOOKALIKES))
        letters += sum(c.isalpha() for c in core[pos : span.start])
        out.append(core[span.start : span.end])
        pos = span.end
    out.append(core[pos:].translate(_LOOKALIKES))
    letters += sum(c.isalpha() for c in core[pos:])
    pad = PAD * math.ceil(letters * EXPANSION)
    return f"{lead}[{''.join(out)}{' ' + pad if pad else ''}]{trail}"
