"""Checks of every output before it becomes a result: a small pipeline, one function per
check, each with a setting (OutputCheckSettings: off, flag or fail).

=================  ===============  =====================================================
check (setting)    flag / code      what it catches
=================  ===============  =====================================================
canary             prompt_leak      the worker's random canary (planted in the system
                                    turn) in the output: the model revealed its prompt
control_tokens     control_token    special tokens the model emitted mid-output, or their
                                    strings (``<|im_start|>``...) the source did not hold
markers            echoes_prompt    prompt markers (any case/spacing/lookalike) or the
                                    instruction in the output, absent from the source
language           wrong_language   the output is confidently another language than the
                                    target (long enough outputs only)
length_ratio       length_ratio     output/source length, script-weighted, out of bounds
untranslated       untranslated     the source copied verbatim although the languages differ
=================  ===============  =====================================================

"empty" and "truncated" are always flags. A check set to "fail" raises OutputRejected
with its flag as the error code; a prompt_leak result never carries the output.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from worker import metrics
from worker.engines.protocol import OutputRejected, TranslationRequest
from worker.langid import base_language, identify
from worker.prompts import PromptProfile
from worker.settings import OutputCheckSettings
from worker.untrusted import markers_in, skeleton

# Scripts whose one character carries about a word's worth of meaning.
_DENSE_SCRIPTS = ("CJK", "HIRAGANA", "KATAKANA", "HANGUL")
_DENSE_WEIGHT = 3
# Where characters so named live (Hangul Jamo .. CJK compatibility ideographs, kana
# supplements, the ideograph planes 2-3); tests/worker/test_output_checks.py checks that no such
# character lies outside, over all of Unicode.
DENSE_BLOCKS = (
    (0x1100, 0x11FF),
    (0x2E80, 0xA4CF),
    (0xA960, 0xD7FF),
    (0xF900, 0xFAFF),
    (0x16FE0, 0x1B2FF),
    (0x20000, 0x3FFFF),
)


@dataclass(frozen=True)
class Output:
    """What the checks look at for one request."""

    text: str
    request: TranslationRequest
    finish_reason: str
    emitted_specials: Sequence[str] = ()  # special tokens generated before the final stop


class OutputChecks:
    def __init__(
        self, settings: OutputCheckSettings, profile: PromptProfile, canary: str, special_strings: Sequence[str]
    ) -> None:
        self.settings = settings
        self.profile = profile
        self.canary = canary
        self.special_strings = tuple(special_strings)
        self._special_shapes = sorted({skeleton(s) for s in self.special_strings} - {""})
        _dense_pattern()  # built here, at the engine's start, not inside a job's first check
        self._checks: tuple[tuple[str, str, Callable[[Output], str | None]], ...] = (
            ("canary", "prompt_leak", self._leaks_canary),
            ("control_tokens", "control_token", self._control_tokens),
            ("markers", "echoes_prompt", self._echoes_prompt),
            ("untranslated", "untranslated", self._untranslated),
            ("language", "wrong_language", self._wrong_language),
            ("length_ratio", "length_ratio", self._length_ratio),
        )

    def run(self, output: Output) -> tuple[str, ...]:
        """The output's flags; raises OutputRejected for the first check set to fail."""
        base = self.profile.flags(output.text, output.request.text, output.finish_reason)
        flags = [f for f in base if f != "echoes_prompt"]  # the markers check below decides
        for flag in flags:
            metrics.OUTPUT_FLAGS.labels(reason=flag, action="flag").inc()
        failure: tuple[str, str] | None = None
        for setting, flag, check in self._checks:
            action = getattr(self.settings, setting)
            if action == "off":
                continue
            reason = check(output)
            if reason is None:
                continue
            flags.append(flag)
            metrics.OUTPUT_FLAGS.labels(reason=flag, action=action).inc()
            if action == "fail" and failure is None:
                failure = (flag, reason)
        if failure is not None:
            raise OutputRejected(failure[0], f"output rejected ({failure[0]}): {failure[1]}", tuple(flags))
        return tuple(flags)

    def stream_markers(self, request: TranslationRequest) -> list[tuple[str, str]]:
        """(flag, marker in skeleton form) that a streaming output must never show: the
        canary, and the control-token strings the source does not hold (a faithful copy
        of the source's own may show). Checked on the growing text
        (worker.engines.incremental); a check set to "off" adds none."""
        markers: list[tuple[str, str]] = []
        if self.settings.canary != "off" and self.canary and self.profile.carries_canary:
            markers.append(("prompt_leak", skeleton(self.canary)))
        if self.settings.control_tokens != "off":
            source = skeleton(request.text)
            markers.extend(("control_token", shape) for shape in self._special_shapes if shape not in source)
        return markers

    def _leaks_canary(self, output: Output) -> str | None:
        if self.canary and self.profile.carries_canary and skeleton(self.canary) in skeleton(output.text):
            return "the output contains the system prompt's canary"
        return None

    def _control_tokens(self, output: Output) -> str | None:
        found = set(output.emitted_specials)
        found.update(markers_in(output.text, self.special_strings, unless_in=output.request.text))
        return f"control tokens in the output: {', '.join(sorted(found))}" if found else None

    def _echoes_prompt(self, output: Output) -> str | None:
        if "echoes_prompt" in self.profile.flags(output.text, output.request.text, output.finish_reason):
            return "the output repeats the prompt's markers or instruction"
        return None

    def _untranslated(self, output: Output) -> str | None:
        request = output.request
        if _letters(request.text) < self.settings.untranslated_min_letters:
            return None
        if skeleton(output.text) != skeleton(request.text) or not self._languages_differ(request):
            return None
        return f"the output repeats the source verbatim ({request.source_lang} -> {request.target_lang})"

    def _languages_differ(self, request: TranslationRequest) -> bool:
        target = base_language(request.target_lang)
        if request.source_lang != "auto":
            return base_language(request.source_lang) != target
        (lang, score), *_ = identify(request.text, k=1)
        return lang != target and score >= self.settings.language_min_confidence

    def _wrong_language(self, output: Output) -> str | None:
        if _letters(output.text) < self.settings.language_min_letters:
            return None
        target = base_language(output.request.target_lang)
        ranked = identify(output.text, k=3)
        top, top_score = ranked[0]
        target_score = dict(ranked).get(target, 0.0)
        # Only a confident verdict counts: close languages (es/pt, no/da) share words, and
        # a mixed output with the target among the likely ones is not flagged.
        if top == target or top_score < self.settings.language_min_confidence or target_score >= 0.1:
            return None
        return f"the output reads as {top!r} ({top_score:.2f}), not {target!r}"

    def _length_ratio(self, output: Output) -> str | None:
        source = weighted_length(output.request.text)
        if source < self.settings.length_ratio_min_source or output.finish_reason == "length":
            return None  # short texts vary too much; a truncated output has its own flag
        ratio = weighted_length(output.text) / source
        low, high = self.settings.length_ratio_min, self.settings.length_ratio_max
        if low <= ratio <= high:
            return None
        return f"output/source length ratio {ratio:.2f} is outside [{low}, {high}]"


def weighted_length(text: str) -> int:
    """Length in Latin-equivalent characters, spaces left out: a Han, kana or Hangul
    character (its Unicode name starts with one of _DENSE_SCRIPTS) counts 3 (a Japanese
    sentence has about a third of the characters of its English source).

    Counted in C (str.split, one regular expression, none for ASCII text), not by a name
    lookup per character: that cost ~0.16 ms per 700-character text, twice per job, on the
    worker's event loop (now ~7 us for ASCII, ~40-60 us otherwise)."""
    visible = sum(map(len, text.split()))  # str.split() splits on exactly what isspace() is
    dense = 0 if text.isascii() else len(_dense_pattern().findall(text))
    return visible + (_DENSE_WEIGHT - 1) * dense


@functools.cache
def _dense_pattern() -> re.Pattern[str]:
    """A character class of every dense character, built once from this Python's
    Unicode names (so a newer Unicode version's ideographs are counted too)."""
    runs: list[str] = []
    for low, high in DENSE_BLOCKS:
        start = None
        for code in range(low, high + 2):
            dense = code <= high and unicodedata.name(chr(code), "").startswith(_DENSE_SCRIPTS)
            if dense and start is None:
                start = code
            elif not dense and start is not None:
                runs.append(f"{re.escape(chr(start))}-{re.escape(chr(code - 1))}")
                start = None
    return re.compile(f"[{''.join(runs)}]")


def _letters(text: str) -> int:
    return sum(1 for c in text if c.isalpha())
