"""One output through every check of the pipeline, as on a worker: the findings of the round
tests (tests/worker/checks/test_round1*.py), each a "code: reason" line."""

from __future__ import annotations

from worker.checks.pipeline import Output, OutputChecks
from worker.engines.protocol import Finding, TranslationRequest
from worker.prompts.profiles import load_profile
from worker.settings import OutputCheckSettings


def new_checks() -> OutputChecks:
    """A worker's checks with the chatml profile; each instance keeps its own recent sources."""
    return OutputChecks(OutputCheckSettings(), load_profile("chatml"), "canary-0123456789", ["<|im_start|>"])


def run(checks: OutputChecks, source: str, output: str, source_lang: str, target: str) -> tuple[Finding, ...]:
    request = TranslationRequest("r", source, source_lang, target)
    return tuple(checks.run(Output(output, request, "stop"))[1])


def findings(checks: OutputChecks, source: str, output: str, source_lang: str, target: str) -> tuple[str, ...]:
    return tuple(f"{f.code}: {f.reason}" for f in run(checks, source, output, source_lang, target))
