"""The shapes of code and data that worker.checks.counterparts counts (issue 41): braces,
brackets, JSON keys, backticks, assignments, table rows, asterisks, file paths, numbered and
bulleted lists and questions, each with how many a text holds; and the list markers of a
source's own script. A table only: counterparts.py compares the counts.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from worker.checks.numerals import numbered_lists
from worker.checks.shapes import json_keys


def _counted(pattern: re.Pattern[str]) -> Callable[[str], int]:
    return lambda text: len(pattern.findall(text))


# Round 34: a path's part is letters of the spaced scripts, digits, "_", "." or "-": in Han, kana
# or Thai, written without spaces, slashes part a verse's lines ("小さな声で、/夜が.../ギターと").
_PATH_PART = r"[^\W\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff]"
_PATH_RE = re.compile(rf"(?<![\w/.])/(?:{_PATH_PART}|[.-])+/(?:{_PATH_PART}|[./-])*|\b[A-Z]:\\\w")
_BULLET_RE = re.compile(r"^[ \t]*(?:[\u2022\u25e6\u25aa\u2023\u25cf]|[-*\u2013\u2014][ \t])", re.M)
# Code and data shape: (what, how many a text holds); more in the output than in the source.
SHAPES: tuple[tuple[str, Callable[[str], int]], ...] = (
    ("braces", _counted(re.compile(r"[{}]"))),
    ("brackets", _counted(re.compile(r"[\[\]]"))),
    ("a JSON key", json_keys),
    ("backticks", _counted(re.compile(r"`"))),
    # On one line, one "=" or "==": a line of "=" under a sentence is a delimiter, no assignment.
    ("an assignment", _counted(re.compile(r"\b[A-Za-z_][\w.]*[ \t]*={1,2}(?!=)[ \t]*[^\s=]"))),
    ("a table row", _counted(re.compile(r"^\s*\|.*\|\s*$", re.MULTILINE))),
    ("asterisks", _counted(re.compile(r"\*"))),
    ("a file path", _counted(_PATH_RE)),
    # A list the source lacks: items numbered in sequence ("1. Provet 2. varar 3. ...").
    ("a numbered list", numbered_lists),
    # A bulleted list the source lacks (a summary's points); any bullet or dash for any other.
    ("a bulleted list", _counted(_BULLET_RE)),
    # A translation keeps a statement a statement: a question it adds is an answer's.
    ("a question", _counted(re.compile(r"[?\uff1f](?![^\s\"'\u00bb\u201d\u2019)\]\u300d\u300f])"))),
)

# A source's list lines opened by its own script's marker ("・", "一、", "(1)", "①", which
# NFKC makes "1 "): a translator writes "•" or "1.", the same list, no shape it lacks.
SOURCE_ITEM_RE = re.compile(
    r"^[ \t]*(?:[\u30fb\u25a0\u25c6\u25cb\u25ce\u203b\u2460-\u2473]"
    r"|[\u3007\u4e00-\u9fff\d]{1,3}[\u3001.)]|\(\w{1,3}\)|\d{1,2}[ \t])",
    re.MULTILINE,
)
LIST_SHAPES = frozenset({"a numbered list", "a bulleted list"})
