# ruff: noqa: RUF001, RUF002, RUF003  # dashes and quotation marks of many scripts: their characters are meant
"""Dialogue dashes (round 38): the quotation marks of Polish, Russian, Ukrainian, Czech,
Bulgarian, Swedish, Finnish, French, Spanish and more. A character's words open the line
with a dash, and a dash inside the line turns from the words to the narrator and back
("– Nie, nie pójdę spać! – zawołał mały jeż. – Najpierw ...", "—No quiero —dijo Pablo—.
Me duele."). A translation into English or German writes them in quotation marks
("“No, I won't go to sleep!” cried the little hedgehog. “First ...”"): the dash IS a
quotation mark there, so a source's dashed words are quotations (worker.checks.speech:
reported speech, not a model refusing) and its dash lines are kept by output lines opened
by a quotation mark (worker.checks.dropped: no list or quotation marks dropped).

Only the en dash, em dash and horizontal bar: a hyphen opens a markdown list's line.
"""

from __future__ import annotations

import re

_DASH = "[\u2013\u2014\u2015]"
# A line opened by a dash (set apart, or glued to its first word: Spanish "—Sí.").
_DASH_LINE_RE = re.compile(rf"^[ \t]*{_DASH}[ \t\u00a0]*(?=\S)(.*)$", re.M)
# A turn inside such a line: a dash after a space ("... spać! – zawołał"), or before a space
# or a stop ("—dijo Pablo—. Me duele"); never one between two letters or digits ("10–12").
_TURN_RE = re.compile(rf"(?<=\s){_DASH}|{_DASH}(?=[\s.,;:!?])")
# An output line opened by a quotation mark of any script (the dash's rendering).
_QUOTE_OPENED_LINE_RE = re.compile('^[ \t]*["“”„«»‚‘’‹›「『]', re.M)
# Round 20a (from worker.checks.dropped): a dialogue's dash, which French sets apart ("— Tu
# viens ?") and Spanish, Catalan or Portuguese set against the line's first word ("—¿Vienes?",
# "—Sí."): a source's dash line is kept by an output line opened by the dash glued to its
# word or its opening mark.
_SPACED_DASH_LINE_RE = re.compile("^[ \t]*[\u2013\u2014][ \t]", re.M)
_GLUED_DASH_RE = re.compile("^[ \t]*[\u2013\u2014](?=[^\\W\\d_]|[\u00bf\u00a1\u00ab\"\u201c\u201e'])", re.M)


def dash_lines(text: str) -> int:
    """How many lines of ``text`` a dialogue dash opens."""
    return sum(1 for _ in _DASH_LINE_RE.finditer(text))


def dash_speech(text: str) -> list[str]:
    """The words ``text`` sets in dialogue dashes: on a line a dash opens, the first run and
    every second one after it (the narrator's words lie between)."""
    spoken: list[str] = []
    for line in _DASH_LINE_RE.finditer(text):
        runs = _TURN_RE.split(line.group(1))
        spoken += [run.strip() for run in runs[::2] if any(c.isalnum() for c in run)]
    return spoken


def narration(text: str) -> str:
    """``text`` with its dashed words (dash_speech) blanked: what the narrator says."""

    def narrator(line: re.Match[str]) -> str:
        return " ".join(" " if i % 2 == 0 else run for i, run in enumerate(_TURN_RE.split(line.group(1))))

    return _DASH_LINE_RE.sub(narrator, text)


def dash_lines_kept(output: str, source: str, marked: int) -> bool:
    """Whether the output keeps its source's dialogue dash lines (worker.checks.dropped's
    marks): written with the dash glued to the word (round 20a), or, where the source's
    ``marked`` lines are all dash lines, as many output lines opened by a quotation mark
    (round 38: "– Nie pójdę! – zawołał jeż." -> "“I won't go!” cried the hedgehog.")."""
    if _SPACED_DASH_LINE_RE.search(source) and _GLUED_DASH_RE.search(output):
        return True
    dashed = dash_lines(source)
    return dashed > 0 and marked <= dashed and len(_QUOTE_OPENED_LINE_RE.findall(output)) >= dashed
