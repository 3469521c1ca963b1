"""Counts of code and data shape for worker.checks.counterparts: questions in any
script's mark, and JSON keys (round 18b) told apart from a quoted word before a colon;
round 21a: the source's forms a translation writes as an assignment or a labelled line."""

from __future__ import annotations

import re

from worker.checks.label_forms import labelled_lines

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


_ASSIGNMENT = "an assignment"
_JSON_KEY = "a JSON key"
# An equation between words of any script ("1 евро = 1,95583 лева", "1,000평 = 약 3,306㎡"):
# its translation writes the words in Latin letters, which read as an assignment.
_EQUATION_RE = re.compile(r"[^\W_][\w.]*[ \t]*={1,2}(?!=)[ \t]*[^\s=]")


_BRACKETS = "brackets"
# Round 24a: the brackets of CJK typography, lenticular, tortoise-shell, white and corner
# ("【試験上の注意】", "「…」", "『…』"): a translation into a Latin script writes them
# square ("[Notes for the examination]"), the source's own heading or note marks.
_CJK_BRACKET_RE = re.compile("[\u3010\u3011\u3014-\u301b\u300c-\u300f]")

_ASTERISKS = "asterisks"
# Round 43: a note's or a footnote's mark of the source's typography, the reference mark "※"
# of Japanese, Korean and Chinese, a fullwidth, low or operator asterisk, a dagger: a
# translation into a Latin script writes each as "*" ("※オンライン申請の場合" -> "* If you
# apply online"), as many as the source has; one more is a shape the source lacks.
_NOTE_MARK_RE = re.compile("[\u203b\uff0a\u204e\u2217\u2731\u2020\u2021]")


def source_forms(what: str, source: str, have: int) -> int:
    """How many of the shape ``what`` the source has counterparts for, given the ``have`` it
    holds in code's own form: words in typographic quotes before a colon are as many JSON
    keys, equations in its own script as many assignments, CJK brackets as many brackets,
    note marks ("※", "†") as many asterisks (round 43)."""
    if what == _JSON_KEY:
        return have + typographic_keys(source)
    if what == _ASSIGNMENT:
        return max(have, len(_EQUATION_RE.findall(source)))
    if what == _BRACKETS:
        return have + len(_CJK_BRACKET_RE.findall(source))
    if what == _ASTERISKS:
        return have + len(_NOTE_MARK_RE.findall(source))
    return have


# A label of one to three words, digits, hyphens and dots too ("Step 1:", "E-mail:", "Tel.:",
# "第一步" and a fullwidth colon), then a colon of any width.
# A clock's time inside a line's first words is no label ("Open from 8:00 to 18:00": the
# 2026-12-07 probe); one that opens the line is a log's ("08:15 — ...").
# Round 44: a word's letters with their vowel signs and viramas, which are no \w ("নাম:",
# "पिता:", "ชื่อ:"), as worker.checks.notions reads words: an Indic or Thai label is a label.
_LETTER = "[\\w'\u2019.\u0300-\u036f\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0900-\u0dff\u0e31-\u0e4e-]"
LABEL_LINE_RE = re.compile(
    rf"^[ \t]*(?:\d{{1,2}}[:\uff1a]\d|[^\W_]{_LETTER}*(?: {_LETTER}+){{0,2}}[ \t]*[:\uff1a](?!\d))", re.MULTILINE
)
# A line opened by a letter and a period or parenthesis ("Q. ...", "A. ...", "P) ..."): a
# question-and-answer's or a form's label, which a translation may write with a fullwidth colon after "问".
_LETTER_LABEL_RE = re.compile(r"^[ \t]*[^\W\d_][.)][ \t]", re.MULTILINE)


# Round 22a: a form's field, a label of any length with a blank to fill or nothing after its
# colon ("Квартира №: ___", "Зручний час для візиту майстра: ___", "Форма заявки на ремонт:"):
# its translation's label may be the few words LABEL_LINE_RE counts.
_FIELD_RE = re.compile(r"^[ \t]*[^\W_][^\n:\uff1a.!?\u3002]{0,60}[:\uff1a][ \t_\uff3f.\u2026]*$", re.MULTILINE)


def source_labels(source: str) -> int:
    """The source's labelled lines, by a colon, a letter's period or a dash, and its form's fields."""
    fields = sum(1 for line in source.splitlines() if _FIELD_RE.match(line) and not LABEL_LINE_RE.match(line))
    dashed = labelled_lines(source, LABEL_LINE_RE)  # round 37: "Режиссёр — ...", "報酬：500"  # noqa: RUF003
    return len(LABEL_LINE_RE.findall(source)) + len(_LETTER_LABEL_RE.findall(source)) + fields + dashed
