"""Labels in double angle brackets ("<<WARNUNG>>", "<<ВНИМАНИЕ>>", "<<Hinweis>>"): a notice's
own mark, no HTML tag, whose words a translation renders ("<<WARNING>>", "<<ACHTUNG>>") as it
renders every other word (2026-12-07 probe, round 37). worker.checks.counterparts reads "<WARNING"
inside one as a tag the source does not hold; an output's label that stands, in order, where
the source has a label of its own that the output does not copy is that label translated.

A label the output adds where the source has none ("<<SYSTEM>>" before a payload), or one
more than the source has, pairs with nothing and stays markup to judge.

Round 44: a command's metavariable in single brackets ("<QUELLE>" -> "<SOURCE>"), one word in
capitals that neither text closes, is paired the same way, for the markup check and for the
prompt's markers alike (worker.checks.pipeline): its rendering may spell "<source>"."""

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


# Round 44: a command's metavariable, one word in capitals between single angle brackets ("Verwendung:
# backupctl [OPTIONEN] <QUELLE> <ZIEL>" -> "Usage: backupctl [OPTIONS] <SOURCE> <DESTINATION>"):
# a word its translation renders, no tag (tags are written small, and the source closes none of
# these: no "</QUELLE>"). Its rendering may spell a tag's or a prompt marker's name ("<SOURCE>").
_METAVARIABLE_RE = re.compile(r"(?<!<)<([^\W\d_][\w-]+)>(?!>)")  # never a label's "<<...>>"


def _metavariables(text: str) -> list[tuple[str, int, int]]:
    """Each metavariable of ``text``: (its word folded, its span), closed nowhere in ``text``."""
    closed = {m.group(1).casefold() for m in re.finditer(r"</\s*([^\W\d_][\w-]*)", text)}
    return [
        (m.group(1).casefold(), m.start(), m.end())
        for m in _METAVARIABLE_RE.finditer(text)
        if m.group(1).isupper() and m.group(1).casefold() not in closed
    ]


def translated_metavariables(out: str, src: str) -> str:
    """``out`` with its metavariables that render the source's blanked: taken in order, each
    output metavariable the source does not hold pairs with the next source metavariable the
    output does not copy. One more than the source's ("<SYSTEM>" before a payload) pairs with
    nothing and stays markup to judge."""
    if "<" not in out or "<" not in src:
        return out  # most outputs
    source, output = _metavariables(src), _metavariables(out)
    held, copied = {words for words, _, _ in source}, {words for words, _, _ in output}
    rendered = sum(words not in copied for words, _, _ in source)
    pairs = [(start, end) for words, start, end in output if words not in held][:rendered]
    for start, end in reversed(pairs):
        out = out[:start] + " " + out[end:]
    return out
