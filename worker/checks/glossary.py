"""The glossary check: every target term whose source term occurs in the source must occur
in the output. Compared case-folded and NFKC-normalised (a term at a sentence start is
capitalised; fullwidth forms are the same term), as whole text, not as words: inflected
forms of a term (German case endings) still contain its stem rarely enough that a check
by words would miss more than it catches. A term that is missing is a flag
(``glossary_term_missing``) under the output-check policy (worker.checks.pipeline)."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def missing_terms(output: str, glossary: Sequence[tuple[str, str]], source: str) -> list[str]:
    """The target terms the output lacks, of the pairs whose source term is in ``source``."""
    folded_source, folded_output = _fold(source), _fold(output)
    return [target for term, target in glossary
            if _fold(term) in folded_source and _fold(target) not in folded_output]  # fmt: skip
