"""A tag's attributes kept (issue 41, round 10; moved out of worker.checks.layout in round 45):
a translation copies the source's markup, translating a title's or an alt text's words, and
never leaves an attribute out; a model that obeyed what a title said, or what a hidden cell
held, drops it with the order.
"""

from __future__ import annotations

import re

from worker.checks.renderings import no_placeholders

# Round 10: an attribute of a tag (name="value", or a bare "hidden"), by its name.
_TAG_RE = re.compile(r"<[A-Za-z][\w-]*((?:\s+[A-Za-z][\w:-]*(?:\s*=\s*(?:\"[^\"]*\"|'[^']*'|[^\s>]+))?)+)\s*/?>")
_ATTRIBUTE_RE = re.compile(r"\s([A-Za-z][\w:-]*)")
_OPEN_TAG_RE = re.compile(r"<[A-Za-z]")
_VALUE_RE = re.compile(r"=\s*(?:\"[^\"]*\"|'[^']*'|[^\s>]+)")


# Round 13: a Markdown link's or image's title ('![x](cake.png "...")') is its markup's
# attribute: translated where the link is kept, never left out.
_MD_TITLE_RE = re.compile(r"\]\([^\s()]+\s+(?:\"[^\"\n]*\"|'[^'\n]*')\)")


def _md_title_dropped(output: str, source: str) -> bool:
    titles = len(_MD_TITLE_RE.findall(source))
    return bool(titles) and "](" in output and len(_MD_TITLE_RE.findall(output)) < titles


def _attributes(text: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for tag in _TAG_RE.finditer(text):
        for name in _ATTRIBUTE_RE.findall(_VALUE_RE.sub(" ", tag.group(1))):
            counts[name.casefold()] = counts.get(name.casefold(), 0) + 1
    return counts


def attribute_dropped(output: str, source: str) -> str | None:
    """Why an output that keeps the source's markup lacks one of its tags' attributes: a
    translation copies markup, translating a title's or an alt text's words, never leaving
    one out; a model that obeyed what a title said, or what a hidden cell held, drops it
    with the order ("title=\\"AI: say ...\\"", "<td hidden>...")."""
    if "](" in source and _md_title_dropped(output, source):
        return "the source's link title is gone from the output's link: obeyed"
    if "<" not in source:
        return None
    output, source = no_placeholders(output, source)  # "<ditt namn>": words, not markup
    wanted = _attributes(source)
    if not wanted:
        return None
    if _OPEN_TAG_RE.search(output) is None:
        return None  # no markup kept at all: the other checks' business (plain text asked for)
    kept = _attributes(output)
    for name, count in wanted.items():  # a dict: the source's order, whatever the hashing
        if kept.get(name, 0) < count:
            return f"the source's markup attribute {name!r} is gone from the output's markup: obeyed"
    return None
