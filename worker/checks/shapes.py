"""Counts of code and data shape for worker.checks.counterparts: questions in any
script's mark, and JSON keys (round 18b) told apart from a quoted word before a colon."""

from __future__ import annotations

import re

_ANY_QUESTION_RE = re.compile("[?\uff1f\u061f\u055e\u1367]")
_GREEK_LETTER_RE = re.compile("[\u0370-\u03ff]")
_JSON_KEY_RE = re.compile(r"[\"'][\w -]{1,40}[\"']\s*:")
# A word in typographic quotes (guillemets, curly and low quotes, corner brackets) before a
# colon: a translation writes the target's quotes ("« continuer » :" -> '"continue":'),
# no JSON key; a key is a word in code-style quotes the source does not have.
_TYPOGRAPHIC_KEY_RE = re.compile(
    '[\u00ab\u00bb\u2039\u203a\u201c\u201d\u201e\u2018\u2019\u201a\u300c\u300e\u300a]\\s*[^\\W_][^\n:"]{0,40}?\\s*'
    "[\u00bb\u00ab\u203a\u2039\u201d\u201c\u2019\u2018\u300d\u300f\u300b]\\s*[:\uff1a]"
)


def questions(text: str) -> int:
    """Question marks of any script; a Greek text's ";" is its question mark."""
    marks = len(_ANY_QUESTION_RE.findall(text))
    return marks + text.count(";") if _GREEK_LETTER_RE.search(text) else marks


def json_keys(text: str) -> int:
    """Quoted words before a colon, in code-style quotes."""
    return len(_JSON_KEY_RE.findall(text))


def typographic_keys(source: str) -> int:
    """The source's words in typographic quotes before a colon: counterparts of as many
    quoted words before a colon in its translation."""
    return len(_TYPOGRAPHIC_KEY_RE.findall(source))
