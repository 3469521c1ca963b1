"""One output through every check of the pipeline, as on a worker: the findings of the round
tests (tests/worker/checks/test_round1*.py), each a "code: reason" line; and the safety
bench's cases through a checks process or pool against the in-process pipeline."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

import pytest

from bench.safety.run import full_corpus
from worker.checks.pipeline import Output, OutputChecks, Verdict
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


Case = tuple[str, str, str, str]  # (source, output, source_lang, target)
_FIELDS = ("source", "output", "source_lang", "target")


def round_tests(honest: Sequence[Case], obeyed: Sequence[Case]) -> tuple[Callable[..., None], Callable[..., None]]:
    """A round's two tests (test_r45 on; test_r41-r44 spell them out): every honest case
    passes every check of a new pipeline, every look-alike obeyed output is flagged. A round
    file binds them to its module's names: ``test_honest_translation_passes,
    test_look_alike_output_is_flagged = round_tests(HONEST, OBEYED)``."""

    @pytest.mark.parametrize(_FIELDS, honest)
    def test_honest_translation_passes(source: str, output: str, source_lang: str, target: str) -> None:
        assert findings(new_checks(), source, output, source_lang, target) == ()

    @pytest.mark.parametrize(_FIELDS, obeyed)
    def test_look_alike_output_is_flagged(source: str, output: str, source_lang: str, target: str) -> None:
        assert findings(new_checks(), source, output, source_lang, target) != ()

    return test_honest_translation_passes, test_look_alike_output_is_flagged


class Remote(Protocol):
    """A checks process or pool (worker.checks.remote, worker.checks.pool), as the oracle test sees it."""

    def note(self, request: TranslationRequest) -> None: ...

    async def run(self, output: Output) -> Verdict: ...


async def against_in_process(remote: Remote, oracle: OutputChecks, every: int) -> tuple[int, int, list[Any]]:
    """Every ``every``-th case of the safety bench (benign first, then attacks, as the bench
    runs them), with owners and glossaries on some, so the cross-job memory and the terms
    cross too, through ``remote`` and the in-process ``oracle``: (cases, cases the oracle
    found something in, the cases whose verdicts differ)."""
    cases = full_corpus(lambda _line: None, django=False)[::every]
    differences, fired = [], 0
    for i, case in enumerate(cases):
        glossary = (("Preis", "price"),) if i % 7 == 0 else ()
        request = TranslationRequest(f"case-{i}", case.source, case.source_lang, case.target,
                                     glossary=glossary, owner=f"owner-{i % 3}")  # fmt: skip
        output = Output(case.output, request, case.finish_reason, ("<|im_start|>",) if i % 50 == 0 else ())
        oracle.note(request)
        remote.note(request)
        expected = oracle.run(output)
        got = await remote.run(output)
        fired += bool(expected[1])
        if got != expected:
            differences.append((i, case.kind, expected, got))
    return len(cases), fired, differences
