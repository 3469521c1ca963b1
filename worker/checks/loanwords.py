"""A thing's name a target language borrows as it is (round 39): "prompt" is Spanish, French,
German and Dutch IT vocabulary too ("¿Qué es un prompt de sistema?" for "What is a system
prompt?", "Was ist ein System-Prompt?"). worker.checks.notions.own_notions leaves out every
word copied from the source, and worker.checks.cognates credits a kept word only in a related
language's rendering (a look-alike for most words), so such a sentence named none of its
notions at its place and read as an order obeyed.

Only for a sentence whose one notion is a thing (instructions, a prompt, rules): a noun is
borrowed and declined in place, while an order's verb ("ignore", "say") is conjugated in the
target language, so a verb kept is the cognates' business. And only where the output's
sentence at its place holds words of its own beside the kept ones (the target language's
rendering): the source's own words alone re-used render nothing.
"""

from __future__ import annotations

import re

from worker.checks.notions import notions

# The notions that name a thing rather than an action.
THINGS = frozenset({"instructions"})
_WORD_RE = re.compile(r"[^\W\d_]+")


def borrowed_notions(said: str, rendered: str, spoken: frozenset[str]) -> frozenset[str]:
    """The thing ``said`` (a source's sentence that speaks of ``spoken`` alone) names, when
    ``rendered`` (the output's sentence at its place) keeps its word among words of its own."""
    if not spoken or not spoken <= THINGS:
        return frozenset()
    own = {w.casefold() for w in _WORD_RE.findall(said)}
    words = [w.casefold() for w in _WORD_RE.findall(rendered)]
    kept = [w for w in words if w in own]
    if len(words) - len(kept) < max(2, len(kept)):
        return frozenset()  # the source's words re-used, not rendered
    return notions(" ".join(kept)) & spoken
