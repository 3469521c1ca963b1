"""What a flagged output does to its job: the ``engine.checks.on_flag`` policy, per check
class (worker.settings.OnFlagSettings, docs/security.md "Policy").

The checks (worker.checks.pipeline, run by the engine) only find; this decides, once per
job, between the engine call and the result, for any engine:

- no finding: the translation as it is;
- "fail": the job fails with the first finding's code as ``error.code`` and its reason in
  the message; the result carries no output (a leaked prompt or another job's text must
  not reach the client as a "failed" result's payload either);
- "retry": one more translation with the profile's stricter prompt
  (``TranslationRequest.strict``); a finding on that one fails (its own "retry" reads as
  "fail"), a clean one succeeds with the flag "retried";
- "keep_source": success with the source text as the translation, flags "kept_source" and
  the finding's code (a UI that shows the untranslated string rather than nothing);
- "warn": success with the output and its flags (the behaviour before issue 27).

With findings of several classes the strictest action wins (fail > retry > keep_source >
warn). Every finding's class counts in ``transq_flag_actions_total{check_class, action}``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable

from worker import metrics
from worker.engines.protocol import Finding, OutputRejected, Translation, TranslationRequest
from worker.models.tiny import TINY_MODEL
from worker.settings import EngineSettings, OnFlagSettings

_SEVERITY = {"warn": 0, "keep_source": 1, "retry": 2, "fail": 3}
Translate = Callable[[TranslationRequest], Awaitable[Translation]]


# Classes whose checks judge what a translation reads like: meaningless for an engine that
# cannot translate (random weights) or is told to run every output to its budget.
_HEURISTIC = ("control", "answer", "length", "language", "terms")


class FlagPolicy:
    def __init__(self, on_flag: OnFlagSettings) -> None:
        self.on_flag = on_flag

    @classmethod
    def for_engine(cls, engine: EngineSettings) -> FlagPolicy:
        """The configured policy; for the tiny random-weight model or ``ignore_eos`` (tests,
        benchmarks: every output is noise, or runs to its budget and ends "truncated"), the
        classes left at their defaults warn instead, except leak: a canary or another job's
        text cannot appear by chance. (At their defaults, not "unset": settings sources
        fill every field, so explicitly setting a default looks the same.)"""
        on_flag = engine.checks.on_flag
        if engine.kind == "vllm" and (engine.ignore_eos or engine.model == TINY_MODEL):
            defaults = OnFlagSettings()
            relaxed = {c: "warn" for c in _HEURISTIC if getattr(on_flag, c) == getattr(defaults, c)}
            on_flag = on_flag.model_copy(update=relaxed)
        return cls(on_flag)

    def action_for(self, check_class: str, *, retried: bool = False) -> str:
        """The configured action of a class; an unknown class fails (a new check's findings
        never pass unseen)."""
        action = str(getattr(self.on_flag, check_class, "fail"))
        return "fail" if retried and action == "retry" else action

    def decide(self, findings: tuple[Finding, ...], *, retried: bool = False) -> tuple[str, Finding] | None:
        """The action for an output's findings and the finding that chose it (None: clean)."""
        chosen: tuple[str, Finding] | None = None
        for finding in findings:
            action = self.action_for(finding.check_class, retried=retried)
            if chosen is None or _SEVERITY[action] > _SEVERITY[chosen[0]]:
                chosen = (action, finding)
        return chosen

    async def apply(self, request: TranslationRequest, translate: Translate) -> Translation:
        """Translate ``request`` and act on the output's findings; raises OutputRejected."""
        translation = await translate(request)
        decision = self._counted(translation.findings, retried=False)
        if decision is None:
            return translation
        if decision[0] == "retry":
            first = translation
            if request.sink is not None:  # what a streaming client saw was the flagged output
                request.sink.cut("output_retry", "the output was flagged and is translated again; the result follows")
            strict = dataclasses.replace(request, request_id=f"{request.request_id}:strict", strict=True)
            translation = await translate(strict)
            translation = dataclasses.replace(
                translation,
                prompt_tokens=first.prompt_tokens + translation.prompt_tokens,
                completion_tokens=first.completion_tokens + translation.completion_tokens,
                flags=(*translation.flags, "retried"),
            )
            decision = self._counted(translation.findings, retried=True)
            if decision is None:
                return translation
        return _act(decision, translation, request)

    def _counted(self, findings: tuple[Finding, ...], *, retried: bool) -> tuple[str, Finding] | None:
        for check_class in dict.fromkeys(f.check_class for f in findings):
            metrics.FLAG_ACTIONS.labels(
                check_class=check_class, action=self.action_for(check_class, retried=retried)
            ).inc()
        return self.decide(findings, retried=retried)


def _act(decision: tuple[str, Finding], translation: Translation, request: TranslationRequest) -> Translation:
    action, finding = decision
    if action == "fail":
        message = f"output rejected ({finding.code}): {finding.reason}"
        raise OutputRejected(finding.code, message, translation.flags)
    if action == "keep_source":
        return dataclasses.replace(translation, text=request.text, flags=(*translation.flags, "kept_source"))
    return translation
