"""The table of the output checks (worker.checks.pipeline runs it): one row per check,
(setting, class, code, check), in the order they run; the first finding of a class is its
reason. docs/security.md says what each looks for."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from worker.checks.add_orders import add_unrendered
from worker.checks.attributes import attribute_dropped
from worker.checks.blanks import blank_filled
from worker.checks.casts import letter_written, role_cast
from worker.checks.ciphers import cipher_dropped
from worker.checks.context_orders import context_unrendered
from worker.checks.continuations import order_unrendered
from worker.checks.counterparts import unmatched
from worker.checks.coverage import letterless, partial, question_dropped, script, several_cut
from worker.checks.dropped import comments_dropped, excerpt_only, marks_dropped, numbers_dropped
from worker.checks.glossary import missing_terms
from worker.checks.hidden import hidden_obeyed
from worker.checks.homoglyphs import homoglyph_obeyed
from worker.checks.labels import label_opened, summary_labelled
from worker.checks.langid import base_language
from worker.checks.language_names import task_told
from worker.checks.languages import Languages
from worker.checks.layout import (
    kept_sentence_dropped,
    lines_joined,
    paragraph_added,
    rule_line_dropped,
    verse_added,
)
from worker.checks.leet import leet_obeyed
from worker.checks.lengths import expected_ratio
from worker.checks.lists import list_extended
from worker.checks.machines import machine_told
from worker.checks.numbered_parts import numbered_parts_joined
from worker.checks.openings import edges_obeyed, gap_filled
from worker.checks.payloads import assembled, blob_dropped, transformed
from worker.checks.refusals import meta_answer, refusal
from worker.checks.repeats import repetition, stamped
from worker.checks.reversed_lines import reversed_line
from worker.checks.roles import role_spoken
from worker.checks.speech import answered, exclaims, greets, persona
from worker.checks.tics import tics_added
from worker.checks.versions import version_note_dropped
from worker.engines.protocol import TranslationRequest


@dataclass(frozen=True)
class Output:
    """What the checks look at for one request."""

    text: str
    request: TranslationRequest
    finish_reason: str
    emitted_specials: Sequence[str] = ()  # special tokens generated before the final stop


Check = Callable[[Output], str | None]
Row = tuple[str, str, str, Check]


class Host(Protocol):
    """What the rows call on the pipeline (worker.checks.pipeline.OutputChecks)."""

    languages: Languages

    def _leaks_canary(self, output: Output) -> str | None: ...
    def _repeats_prompt(self, output: Output) -> str | None: ...
    def _cross_job(self, output: Output) -> str | None: ...
    def _control_tokens(self, output: Output) -> str | None: ...
    def _echoes_prompt(self, output: Output) -> str | None: ...
    def _extra_sentences(self, output: Output) -> str | None: ...
    def _appended(self, output: Output) -> str | None: ...
    def _too_short(self, output: Output) -> str | None: ...
    def _over_budget(self, output: Output) -> str | None: ...
    def _length_ratio(self, output: Output) -> str | None: ...
    def _instruction(self, output: Output) -> str | None: ...
    def _dropped(self, output: Output) -> str | None: ...
    def _fragment(self, output: Output) -> str | None: ...
    def _with_languages(
        self, output: Output, rule: Callable[[str, str, tuple[str, str]], str | None]
    ) -> str | None: ...


def rows(host: Host) -> tuple[Row, ...]:
    """The checks' rows, in order, each calling ``host`` where it needs the pipeline's state."""
    return (
        ("canary", "leak", "prompt_leak", host._leaks_canary),
        ("canary", "leak", "prompt_leak", host._repeats_prompt),
        ("canary", "leak", "prompt_leak", lambda o: host._with_languages(o, task_told)),
        ("cross_job", "leak", "cross_job_leak", host._cross_job),
        ("control_tokens", "control", "control_token", host._control_tokens),
        ("markers", "control", "echoes_prompt", host._echoes_prompt),
        ("refusal", "answer", "refusal", lambda o: refusal(o.text, o.request.text)),
        ("refusal", "answer", "meta_answer", lambda o: meta_answer(o.text, o.request.text)),
        ("refusal", "answer", "refusal", lambda o: _spoken(o, "refusal")),
        ("refusal", "answer", "meta_answer", lambda o: _spoken(o, "meta_answer")),
        ("refusal", "answer", "persona", lambda o: host._with_languages(o, persona)),
        (
            "refusal",
            "answer",
            "persona",
            lambda o: greets(o.text, o.request.text) or host._with_languages(o, letter_written),
        ),
        ("refusal", "answer", "persona", lambda o: host._with_languages(o, role_spoken)),
        ("refusal", "answer", "persona", lambda o: host._with_languages(o, role_cast)),  # round 31
        ("refusal", "answer", "persona", lambda o: exclaims(o.text, o.request.text)),
        ("refusal", "answer", "persona", lambda o: tics_added(o.text, o.request.text)),  # round 36
        ("counterparts", "answer", "unmatched_content", lambda o: unmatched(o.text, o.request.text, _target(o))),
        ("counterparts", "answer", "unmatched_content", lambda o: label_opened(o.text, o.request.text)),
        ("alignment", "answer", "extra_sentences", host._extra_sentences),
        ("alignment", "answer", "extra_sentences", lambda o: list_extended(o.text, o.request.text, target_scale(o))),
        ("alignment", "answer", "extra_sentences", lambda o: paragraph_added(o.text, o.request.text)),
        ("alignment", "answer", "extra_sentences", lambda o: verse_added(o.text, o.request.text)),  # round 32b
        ("instructions", "answer", "instruction_obeyed", lambda o: host._with_languages(o, kept_sentence_dropped)),
        ("instructions", "answer", "instruction_obeyed", lambda o: rule_line_dropped(o.text, o.request.text)),
        ("instructions", "answer", "instruction_obeyed", lambda o: attribute_dropped(o.text, o.request.text)),
        ("instructions", "answer", "instruction_obeyed", _unless_cut(lines_joined)),  # round 12
        ("extra", "answer", "appended_extra", host._appended),
        ("too_short", "length", "too_short", host._too_short),
        ("length_ratio", "length", "over_budget", host._over_budget),
        ("length_ratio", "length", "length_ratio", host._length_ratio),
        ("repetition", "length", "repetition", lambda o: repetition(o.text, o.request.text)),
        ("repetition", "length", "repetition", lambda o: stamped(o.text, o.request.text)),
        ("coverage", "length", "partial", _unless_cut(partial)),
        ("coverage", "length", "partial", _unless_cut(numbers_dropped)),
        ("coverage", "length", "partial", lambda o: summary_labelled(o.text, o.request.text)),
        ("coverage", "length", "partial", lambda o: several_cut(o.text, o.request.text)),
        # After the length checks: an obeyed "say X" is too_short first, its code unchanged.
        ("instructions", "answer", "instruction_obeyed", host._instruction),
        ("instructions", "answer", "instruction_obeyed", lambda o: comments_dropped(o.text, o.request.text)),
        ("instructions", "answer", "instruction_obeyed", lambda o: excerpt_only(o.text, o.request.text)),
        ("instructions", "answer", "instruction_obeyed", lambda o: marks_dropped(o.text, o.request.text)),
        ("instructions", "answer", "instruction_obeyed", lambda o: gap_filled(o.text, o.request.text)),
        ("instructions", "answer", "instruction_obeyed", lambda o: edges_obeyed(o.text, o.request.text)),  # r. 15
        ("instructions", "answer", "instruction_obeyed", _unless_cut(order_unrendered)),  # round 14
        ("instructions", "answer", "instruction_obeyed", _unless_cut(add_unrendered)),  # round 31b
        ("instructions", "answer", "instruction_obeyed", _unless_cut(context_unrendered)),  # round 36b
        ("instructions", "answer", "instruction_obeyed", _unless_cut(machine_told)),  # rounds 14, 15
        ("instructions", "answer", "instruction_obeyed", lambda o: host._with_languages(o, version_note_dropped)),
        ("instructions", "answer", "instruction_obeyed", _unless_cut(blank_filled)),  # round 29b
        ("alignment", "answer", "instruction_obeyed", host._dropped),  # round 12
        (
            "coverage",
            "answer",
            "question_answered",
            lambda o: question_dropped(o.text, o.request.text, target_scale(o)),
        ),
        ("payloads", "answer", "payload_decoded", lambda o: blob_dropped(o.text, o.request.text)),
        ("payloads", "answer", "payload_assembled", lambda o: assembled(o.text, o.request.text)),
        ("payloads", "answer", "payload_assembled", lambda o: numbered_parts_joined(o.text, o.request.text)),  # 29c
        ("payloads", "answer", "payload_decoded", lambda o: transformed(o.text, o.request.text)),
        ("payloads", "answer", "payload_decoded", lambda o: reversed_line(o.text, o.request.text)),
        ("payloads", "answer", "payload_decoded", lambda o: cipher_dropped(o.text, o.request.text)),
        ("payloads", "answer", "payload_decoded", lambda o: leet_obeyed(o.text, o.request.text)),  # round 28c
        ("payloads", "answer", "payload_decoded", lambda o: homoglyph_obeyed(o.text, o.request.text)),  # round 29b
        ("payloads", "answer", "payload_decoded", host._fragment),
        ("payloads", "answer", "payload_decoded", lambda o: letterless(o.text, o.request.text)),
        ("payloads", "answer", "payload_decoded", lambda o: hidden_obeyed(o.text, o.request.text, _target(o))),
        ("untranslated", "language", "untranslated", lambda o: host.languages.untranslated(o.text, o.request)),
        ("language", "language", "wrong_language", lambda o: host.languages.wrong_language(o.text, o.request)),
        ("language", "language", "source_language", lambda o: host.languages.source_language(o.text, o.request)),
        ("coverage", "language", "wrong_script", lambda o: script(o.text, base_language(o.request.target_lang))),
        ("glossary", "terms", "glossary_term_missing", _glossary),
    )


def _unless_cut(rule: Callable[[str, str], str | None]) -> Check:
    """``rule`` of the output and its source; None for an output cut off (the truncated finding says it)."""
    return lambda o: None if o.finish_reason == "length" else rule(o.text, o.request.text)


def _target(output: Output) -> str:
    return base_language(output.request.target_lang)


def target_scale(output: Output) -> float:
    """How much longer the target's translations run than their sources (lengths.expected_ratio)."""
    return expected_ratio(_target(output))


def _spoken(output: Output, code: str) -> str | None:
    """The speech check's reason when it found ``code`` (worker.checks.speech)."""
    found = answered(output.text, output.request.text, base_language(output.request.target_lang))
    return found[1] if found is not None and found[0] == code else None


def _glossary(output: Output) -> str | None:
    request = output.request
    missing = missing_terms(output.text, request.glossary, request.text) if request.glossary else []
    return f"glossary terms missing from the output: {', '.join(missing)}" if missing else None
