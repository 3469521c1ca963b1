"""Round 40: a refusal's words said of the one addressed are no refusal by the model. A model
refuses in the first person ("I don't want to", "I can't"); an output's "If you don't want
to yet, tap Skip" (Tagalog "Kung ayaw mo pa") or "you can't undo this" tells the reader what
they may not want or do, as its source does. worker.checks.speech reads its REFUSAL notion's
words past the ones whose subject, just before them, is the second person.
"""

from __future__ import annotations

import re

# "you", "you still", "du", "tu", "vous", "jij": the subject right before the refusal's
# words, with one adverb between at most ("if you really don't want").
_YOU_BEFORE_RE = re.compile(
    r"(?<![^\W\d_'])(?:you|du|ihr|tu|vous|jij)(?:\s+(?!(?:i|ich|je|we|wir|nous)(?![^\W\d_]))[^\W\d_]+)?\s+$",
    re.IGNORECASE,
)
_BEFORE_CHARS = 24


def unaddressed(pattern: re.Pattern[str], text: str) -> str | None:
    """The first match of ``pattern`` in ``text`` whose subject is not the one addressed."""
    for found in pattern.finditer(text):
        if not _YOU_BEFORE_RE.search(text[max(0, found.start() - _BEFORE_CHARS) : found.start()]):
            return found.group(0)
    return None
