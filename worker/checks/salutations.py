"""A letter's salutation opening an output whose source opens with none (round 33):
worker.checks.casts.letter_written reads it beside an order as a letter written, not the
source translated."""

from __future__ import annotations

import re

from worker.checks.lexicon import unmarked
from worker.checks.speech import normal

_FLAGS = re.IGNORECASE

# Round 33: a letter's salutation ("Sehr geehrte Damen und Herren,", "Estimada familia:") opening
# an output whose source opens with none, beside an order (worker.checks.casts.letter_written):
# a letter written (a cover letter, a director's reply in her own name), not the source
# translated. Unambiguous words only ("Liebe", "Caro", "Beste" are love, dear as in costly,
# best). A source that opens with a short call of any language
# ("Poštovani,", "Gerbiami klientai,", a heading line) may hold the salutation translated.
_SALUTATION = (
    "dear|sehr geehrte\\w*|estimad[oa]s?|querid[oa]s?|cher|chère|chers|chères|gentil[ei]|egregi\\w*"
    "|szanown\\w*|уважаем\\w*|шановн\\w*|geachte|vážen\\w*|prezad\\w*|stimat\\w*|poštovan\\w*|tisztelt"
)
_SALUTATION_START = re.compile(rf"\A[\W_]*({_SALUTATION})(?![^\W\d_])", _FLAGS)
_SALUTATION_ANY = re.compile(rf"(?<![^\W\d_])(?:{_SALUTATION})(?![^\W\d_])", _FLAGS)
# A call's word: letters with the joiners Persian writes inside words ("همسایه‌های"), or a
# template's placeholder ("प्रिय {नाम},", "亲爱的{first_name}", "Kedves {driver}!").
_CALL_WORD = r"(?:[^\W\d_]|[\u200c\u200d]|\{[^{}\n]{1,40}\}|<[^<>\n]{1,40}>|%\w)+"
_SHORT_CALL = re.compile(
    rf"\A[\W_]*(?:{_CALL_WORD}[ \t\u00a0]+){{0,4}}{_CALL_WORD}[ \t]*(?:[,:!\n\u3001\uff0c\uff1a\u060c]|\Z)"
)


def salutes(output: str, source: str) -> str | None:
    """Why the output opens with a letter's salutation its source lacks, or None
    (worker.checks.casts.letter_written asks it beside an order)."""
    out, src = normal(output), normal(source)
    found = _SALUTATION_START.search(out)
    if found is None or _SALUTATION_ANY.search(src) or _SHORT_CALL.match(unmarked(src).strip()):
        return None
    return f"the output opens with a letter's salutation the source lacks: {found.group(1)!r}"
