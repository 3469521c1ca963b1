"""Checks of every output before it becomes a result: a small pipeline, one function per
check, each switched "on" or "off" (OutputCheckSettings), each of a class that the policy
(worker.checks.policy, ``engine.checks.on_flag``) acts on.

The checks, in the order they run, are the rows of worker.checks.table (setting, class,
code, check); docs/security.md says what each looks for. The language checks
live in worker.checks.languages, the rest in a module per kind of relation.

The checks only find; the policy decides (fail, retry, keep_source, warn).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from worker import metrics
from worker.checks.alignment import aside_added, continued, extra_sentences, unpaired
from worker.checks.angle_labels import translated_metavariables
from worker.checks.answers import CanaryForms, PromptText, appended_extra, too_short, trailing_language
from worker.checks.ciphers import fragment
from worker.checks.instructions import instruction_dropped
from worker.checks.langid import base_language
from worker.checks.languages import Languages
from worker.checks.lengths import dense_pattern, sentence_length, weighted_length
from worker.checks.omissions import sentence_dropped
from worker.checks.recent_sources import RecentSources
from worker.checks.table import Check, Output, rows, target_scale
from worker.engines.protocol import Finding, TranslationRequest
from worker.prompts.profiles import PromptProfile
from worker.prompts.untrusted import markers_in, skeleton
from worker.settings import OutputCheckSettings

__all__ = ["Check", "Flags", "Output", "OutputChecks", "Part", "Verdict", "count_findings", "counted", "merge"]

Flags = tuple[str, ...]
Verdict = tuple[Flags, tuple[Finding, ...]]


@dataclass(frozen=True)
class Part:
    """What some rows of the table found for one output: a checks pool shares one output's
    rows among its idle processes (worker.checks.pool) and merges their parts."""

    flags: Flags  # the prompt profile's own flags, the same in every part
    found: tuple[tuple[int, Finding], ...]  # (row, finding), in row order
    cost_ms: tuple[tuple[int, float], ...]  # (row, ms) of every row run: the pool's sharing learns from it


def merge(parts: Sequence[Part]) -> Verdict:
    """The verdict of the whole table from parts that cover its rows: findings in row order,
    each new code appended to the flags, exactly as one run of every row gives it."""
    flags = list(parts[0].flags) if parts else []
    findings = [finding for _, finding in sorted((f for part in parts for f in part.found), key=lambda f: f[0])]
    for finding in findings:
        if finding.code not in flags:
            flags.append(finding.code)
    return tuple(flags), tuple(findings)


def counted(parts: Sequence[Part]) -> Verdict:
    """The merged verdict, its findings counted in the worker's metric (once per output)."""
    verdict = merge(parts)
    count_findings(verdict[1])
    return verdict


def count_findings(findings: Sequence[Finding]) -> None:
    """The worker's metric of checks that fired. Counted by the process that serves
    /metrics: with the checks in a process of their own (worker.checks.remote) the worker
    counts what comes back, and the child's own count is never read."""
    for finding in findings:
        metrics.OUTPUT_FLAGS.labels(check_class=finding.check_class, reason=finding.code).inc()


class OutputChecks:
    def __init__(
        self, settings: OutputCheckSettings, profile: PromptProfile, canary: str, special_strings: Sequence[str]
    ) -> None:
        self.settings = settings
        self.profile = profile
        self.canary = canary
        self.special_strings = tuple(special_strings)
        self.recent = RecentSources(settings.cross_job_recent, settings.cross_job_ngram)
        self.languages = Languages(settings)
        self._canary_forms = CanaryForms(canary if profile.carries_canary else "")
        self._prompt_text = PromptText(profile.system, profile.user, profile.canary_line, profile.strict_note)
        self._special_shapes = sorted({skeleton(s) for s in self.special_strings} - {""})
        dense_pattern()  # built here, at the engine's start, not inside a job's first check
        checks = rows(self)  # (setting, class, code, check), in order: worker.checks.table
        self._checks = tuple(c for c in checks if getattr(settings, c[0]) == "on")

    def note(self, request: TranslationRequest) -> None:
        """Remember a job's source at its start, for the cross-job check of later outputs."""
        if self.settings.cross_job == "on" and not request.request_id.startswith("warmup-"):
            self.recent.note(request.text, request.owner, self.languages.source_lang(request) or "")

    def answered(self, request: TranslationRequest, text: str) -> None:
        """Remember a job's output, after its checks, for the cross-job check's
        back-translation exemption (worker.checks.recent_sources); a pool's other processes
        are told of each output one of them checked (worker.checks.pool)."""
        if self.settings.cross_job == "on" and text:
            self.recent.answered(request.text, text, request.owner)

    @property
    def row_count(self) -> int:
        """The rows switched on, which a pool shares out by their index."""
        return len(self._checks)

    def run(self, output: Output) -> Verdict:
        """The output's flags and the checks that fired (worker.checks.policy acts on them)."""
        return counted([self.run_part(output)])

    def run_part(self, output: Output, rows: Sequence[int] | None = None) -> Part:
        """What ``rows`` (indices of the rows switched on; all of them when None) find, each
        row timed. The output is remembered as answered in any case: every process that
        checked a part of it holds it, as the one that checks it whole does."""
        flags = tuple(f for f in self.profile.flags(output.text, output.request.text, output.finish_reason)
                      if f != "echoes_prompt")  # fmt: skip  # the markers check decides
        found: list[tuple[int, Finding]] = []
        cost_ms: list[tuple[int, float]] = []
        for row in range(len(self._checks)) if rows is None else rows:
            _setting, check_class, code, check = self._checks[row]
            started_ns = time.perf_counter_ns()
            reason = check(output)
            cost_ms.append((row, (time.perf_counter_ns() - started_ns) / 1e6))
            if reason is not None:
                found.append((row, Finding(check_class, code, reason)))
        self.answered(output.request, output.text)
        return Part(flags, tuple(found), tuple(cost_ms))

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
        return self._canary_forms.found_in(output.text)

    def _repeats_prompt(self, output: Output) -> str | None:
        return self._prompt_text.echoed_in(output.text, output.request.text)

    def _cross_job(self, output: Output) -> str | None:
        request = output.request
        return self.recent.leaked(output.text, request.text, request.owner, base_language(request.target_lang))

    def _appended(self, output: Output) -> str | None:
        if output.finish_reason == "length":
            return None  # cut off: the truncated finding says it
        text, source = output.text, output.request.text
        s = self.settings
        # Round 34: the allowance grows by what the target's translations run longer than their
        # sources (a Japanese notice's polite endings: 1.6 times, 2.6 allowed, not 2.0).
        scale = target_scale(output)
        extra = appended_extra(
            text,
            source,
            weighted_length(text),
            weighted_length(source),
            ratio=s.extra_ratio + scale - 1,
            slack_chars=s.extra_slack_chars,
        )
        if extra is not None:
            return extra
        languages = (self.languages.source_lang(output.request), base_language(output.request.target_lang))
        return trailing_language(text, source, languages, s.language_min_letters, s.language_min_confidence)

    def _extra_sentences(self, output: Output) -> str | None:
        if output.finish_reason == "length":
            return None  # cut off: the truncated finding says it
        text, source = output.text, output.request.text
        scale = target_scale(output)
        return (
            extra_sentences(text, source, sentence_length, scale)
            or unpaired(text, source, sentence_length, scale)
            or continued(text, source, weighted_length, scale)
            or aside_added(text, source)
        )

    def _dropped(self, output: Output) -> str | None:
        if output.finish_reason == "length":
            return None  # cut off: its last sentences are missing, the truncated finding says it
        return sentence_dropped(output.text, output.request.text, target_scale(output))

    def _instruction(self, output: Output) -> str | None:
        if output.finish_reason == "length":
            return None  # cut off: the truncated finding says it
        return instruction_dropped(output.text, output.request.text, self.settings.instruction_cover_ratio)

    def _fragment(self, output: Output) -> str | None:
        if self.languages.source_lang(output.request) in (None, _target(output)):
            return None  # a piece of a source in the target's language may be all it needs
        return fragment(output.text, output.request.text)

    def _too_short(self, output: Output) -> str | None:
        text, source = output.text, output.request.text
        return too_short(text, source, weighted_length(text), weighted_length(source))

    def _over_budget(self, output: Output) -> str | None:
        # Cut off at the engine's own budget (source tokens x ratio + slack): far longer
        # than a translation, e.g. an obeyed "repeat this word 200 times". A cap the client
        # set itself (max_output_tokens) leaves only the plain "truncated" flag, which says
        # where the output stopped, not that it is suspect (a stream keeps it: transq.deltas).
        if output.finish_reason == "length" and output.request.max_output_tokens is None:
            return "the output ran past the output budget (source tokens x ratio + slack)"
        return None

    def _control_tokens(self, output: Output) -> str | None:
        found = set(output.emitted_specials)
        found.update(markers_in(output.text, self.special_strings, unless_in=output.request.text))
        return f"control tokens in the output: {', '.join(sorted(found))}" if found else None

    def _echoes_prompt(self, output: Output) -> str | None:
        # Round 44: a command's metavariable rendered ("<QUELLE>" -> "<SOURCE>") is the source's
        # word, not the prompt's marker it spells (worker.checks.angle_labels).
        text = translated_metavariables(output.text, output.request.text)
        if "echoes_prompt" in self.profile.flags(text, output.request.text, output.finish_reason):
            return "the output repeats the prompt's markers or instruction"
        return None

    def _with_languages(self, output: Output, rule: Callable[[str, str, tuple[str, str]], str | None]) -> str | None:
        """``rule`` of the output, its source and their languages; None where the source's
        language is not known (these rules read words of both languages)."""
        source_lang = self.languages.source_lang(output.request)
        if source_lang is None:
            return None
        return rule(output.text, output.request.text, (source_lang, _target(output)))

    def _length_ratio(self, output: Output) -> str | None:
        source = weighted_length(output.request.text)
        if source < self.settings.length_ratio_min_source or output.finish_reason == "length":
            return None  # short texts vary too much; a truncated output has its own flag
        ratio = weighted_length(output.text) / source
        low, high = self.settings.length_ratio_min, self.settings.length_ratio_max
        if low <= ratio <= high:
            return None
        return f"output/source length ratio {ratio:.2f} is outside [{low}, {high}]"


def _target(output: Output) -> str:
    return base_language(output.request.target_lang)
