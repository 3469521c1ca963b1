"""A masked preview of a job's text: enough for an operator to recognise a job (its length,
script, the shape of its words), never its content.

SUBMIT stores it in the job hash (field ``preview``) beside the job, so the console and
``jobs show`` never read, nor print, the user's text itself. Masked when submitted, so the
whole text is never kept for this purpose: each word keeps its first character, every
other letter or digit becomes ``•``; punctuation and spaces stay; at most ``PREVIEW_CHARS``
characters of the text, with ``…`` when there was more.
"""

from __future__ import annotations

PREVIEW_CHARS = 60
MASK = "•"


def masked_preview(text: str, chars: int = PREVIEW_CHARS) -> str:
    shown = " ".join(text[: chars + 1].split())[:chars]  # newlines and runs of spaces: one space
    out: list[str] = []
    in_word = False
    for char in shown:
        if char.isalnum():
            out.append(MASK if in_word else char)
            in_word = True
        else:
            out.append(char)
            in_word = False
    return "".join(out) + ("…" if len(text) > chars else "")
