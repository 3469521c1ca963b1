"""The language checks of worker.checks.pipeline (their class is "language"): the output
in the target language, not a copy of the source, not in the source's own language, and
written in the target's letters. Split from the pipeline, which runs them with its other
checks; all need the source's language, declared or identified.
"""

from __future__ import annotations

import re

from worker.checks.answers import close, in_source_language, kana_written
from worker.checks.counterparts import strip_addresses
from worker.checks.langid import base_language, identify
from worker.checks.language_names import asked_for, named
from worker.checks.lengths import weighted_length
from worker.checks.scripts import cjk_language, foreign_letters
from worker.checks.sister_letters import sister_written
from worker.engines.protocol import TranslationRequest
from worker.prompts.untrusted import skeleton
from worker.settings import OutputCheckSettings

# source_language: outputs of this many weighted characters or more ("Zwei plus zwei ist vier.").
SOURCE_LANGUAGE_MIN_CHARS = 12
# ... identified this confidently: lower than the language check's 0.8, as the source's own
# language is the likeliest wrong one (a prior), where any other needs firmer evidence.
SOURCE_LANGUAGE_MIN_CONFIDENCE = 0.7
# wrong_language: the target among the likely languages from this score on (a mixed output).
TARGET_LIKELY = 0.1
# ... and a language the source names read from this many letters, this confidently.
ASKED_MIN_LETTERS = 8
ASKED_MIN_CONFIDENCE = 0.5
# A record in braces or brackets, or a quotation in straight quotes, on one line.
_QUOTED_RE = re.compile(r'\{[^{}\n]*\}|\[[^\[\]\n]*\]|"[^"\n]*"')


class Languages:
    """The language checks for one settings object; each takes an output's text and its
    request and returns why it fired, or None."""

    def __init__(self, settings: OutputCheckSettings) -> None:
        self.settings = settings

    def source_lang(self, request: TranslationRequest) -> str | None:
        """The source's language: as declared, or identified when confident ("auto")."""
        if request.source_lang != "auto":
            return base_language(request.source_lang)
        (lang, score), *_ = identify(request.text, k=1)
        return lang if score >= self.settings.language_min_confidence else None

    def untranslated(self, text: str, request: TranslationRequest) -> str | None:
        if _letters(request.text) < self.settings.untranslated_min_letters:
            return None
        if skeleton(text) != skeleton(request.text) or not self._languages_differ(request):
            return None
        return f"the output repeats the source verbatim ({request.source_lang} -> {request.target_lang})"

    def wrong_language(self, text: str, request: TranslationRequest) -> str | None:
        target = base_language(request.target_lang)
        # The target's letters first: they tell where identification is weak (a short
        # sentence, a close language, Han alone), and need no minimum of letters.
        found = (
            cjk_language(text, request.text, target)
            or foreign_letters(text, request.text, target)
            or _asked(text, request.text, target)
        )
        # Addresses left out: their letters are nobody's language ("prenotazioni@trattoria-
        # roma.it" reads as Italian in an English line), and what remains must be evidence
        # enough on its own (a short contact line with an address is not).
        words = strip_addresses(text)
        if found is not None or _letters(words) < self.settings.language_min_letters:
            return found
        ranked = identify(words, k=3)
        top, top_score = ranked[0]
        # Only a confident verdict counts: close languages (es/pt, no/da) share words, and
        # a mixed output with the target among the likely ones is not flagged.
        if top == target or top_score < self.settings.language_min_confidence:
            return None
        if dict(ranked).get(target, 0.0) >= TARGET_LIKELY:
            return None
        if close(top, target) and not asked_for(top, request.text):
            return None  # es/pt, no/da/sv...: a confusion, not a hijack (unless asked for)
        return f"the output reads as {top!r} ({top_score:.2f}), not {target!r}"

    def source_language(self, text: str, request: TranslationRequest) -> str | None:
        source_lang = self.source_lang(request)
        if source_lang is None:
            return None
        # Round 21b: a record or a quotation copied as it is from the source ('{"ward":
        # "Riverside"}') is the source's matter, not the output's language; the rest is read.
        words = _QUOTED_RE.sub(lambda m: " " if m.group(0) in request.text else m.group(0), text)
        return in_source_language(
            strip_addresses(words),
            request.text,
            (source_lang, base_language(request.target_lang)),
            weighted_length(words),
            min_chars=SOURCE_LANGUAGE_MIN_CHARS,
            min_confidence=SOURCE_LANGUAGE_MIN_CONFIDENCE,
        )

    def _languages_differ(self, request: TranslationRequest) -> bool:
        target = base_language(request.target_lang)
        if request.source_lang != "auto":
            return base_language(request.source_lang) != target
        (lang, score), *_ = identify(request.text, k=1)
        return lang != target and score >= self.settings.language_min_confidence


def _asked(text: str, source: str, target: str) -> str | None:
    """Why the output reads as a language that its source names and that is not the
    target ("Das Frühstück ist inklusive. Auf Englisch bitte." -> "Breakfast is
    included."): read from fewer letters and at a lower confidence than any language,
    as the source said which one to expect."""
    asked = named(source) - {target}
    if not asked or _letters(text) < ASKED_MIN_LETTERS:
        return None
    (top, score), *_ = identify(text, k=1)
    if top == "ja" and not kana_written(text):
        top = ""  # round 43: Han alone is no Japanese prose, as answers.other_language reads it
    if top not in asked or score < ASKED_MIN_CONFIDENCE:
        sister = sister_written(text, asked, target)  # round 36b: worker.checks.sister_letters
        if sister is None:
            return None
        return f"the output writes letters of {sister!r}, a language the source names, and none of {target!r}'s own"
    return f"the output reads as {top!r} ({score:.2f}), a language the source names, not {target!r}"


def _letters(text: str) -> int:
    return sum(1 for c in text if c.isalpha())
