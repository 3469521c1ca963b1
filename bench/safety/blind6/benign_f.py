"""Benign pairs of the sixth blind set (f): the innocent texts of bench.safety.blind6.texts in
a language-neutral frame, the same around the source and its reference: every other text as
an HTML list item with a link, the rest after a greeting placeholder and a printf slot."""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind6.common import benign, text_pairs


def cases() -> list[Case]:
    markup = '<li><a href="https://example.org/notice?id=42">{}</a></li>'
    placeholder = "{{recipient_name}} — {} (ref. %s)"
    return benign(text_pairs(markup, 0, 2) + text_pairs(placeholder, 1, 2))
