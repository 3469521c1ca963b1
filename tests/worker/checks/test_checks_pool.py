"""The output checks in several processes (worker.checks.pool, ``engine.checks_processes``):
outputs checked at the same time go to different children, every child answers as the single
process would (the in-process pipeline is the oracle), and the cross-job memory stays whole
in each child (the back-translation exemption holds whichever child checks the job; the
control, an output one child checked without telling the others, shows the telling is what
carries it)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest

from bench.safety.attacks import CANARY
from bench.safety.run import SPECIALS
from worker.checks.pipeline import Output, OutputChecks
from worker.checks.pool import ChecksPool
from worker.engines.protocol import TranslationRequest
from worker.prompts.profiles import load_profile
from worker.settings import EngineSettings, OutputCheckSettings

SETTINGS = OutputCheckSettings(canary_token=CANARY)
OTHER = "Confidential: the merger with Globex closes on the fifth of March at noon, announce nothing."
OTHER_DE = "Vertraulich: Die Fusion mit Globex wird am fünften März mittags abgeschlossen, nichts ankündigen."
# OTHER_DE translated back: close to OTHER, not word for word (a copy of a source in the
# target language is let through on its own; only the back-translation exemption lets this).
BACK = "Confidential: the merger with Globex closes on the fifth of March at midday; announce nothing."


@pytest.fixture
async def pool() -> AsyncIterator[ChecksPool]:
    checks = ChecksPool(SETTINGS, "chatml", CANARY, SPECIALS, 2, timeout_s=10)
    await checks.start()
    try:
        yield checks
    finally:
        await checks.close()


def _job(ident: str, text: str, source: str, target: str) -> TranslationRequest:
    return TranslationRequest(ident, text, source, target)


async def test_outputs_checked_at_once_go_to_different_children(pool: ChecksPool) -> None:
    assert len(set(pool.pids)) == 2
    jobs = [_job(f"j{i}", f"The train to Leeds leaves at {i} pm from platform two.", "en", "de") for i in range(2)]
    for job in jobs:
        pool.note(job)
    runs = [asyncio.create_task(pool.run(Output(f"Der Zug nach Leeds fährt um {i} Uhr von Gleis zwei.", job, "stop")))
            for i, job in enumerate(jobs)]  # fmt: skip
    await asyncio.sleep(0)  # a yield, not a wait: each task has sent its output and awaits its verdict
    assert [child.in_flight for child in pool.children] == [1, 1]
    assert [flags for flags, _ in await asyncio.gather(*runs)] == [(), ()]
    assert pool.in_flight == 0


async def test_a_quiet_pool_keeps_to_its_first_child(pool: ChecksPool) -> None:
    job = _job("q", "Please close the gate behind you.", "en", "de")
    pool.note(job)
    for _ in range(3):
        await pool.run(Output("Bitte schließen Sie das Tor hinter sich.", job, "stop"))
    assert pool.children[1].in_flight == 0 and pool.children[0].starts == 1 == pool.children[1].starts


async def test_every_child_judges_a_cross_job_leak_as_one_process_would(pool: ChecksPool) -> None:
    oracle = OutputChecks(SETTINGS, load_profile("chatml"), CANARY, SPECIALS)
    a = _job("a", OTHER, "en", "de")
    b = _job("b", "The invoice is due on the first of May.", "en", "de")
    for job in (a, b):
        pool.note(job)
        oracle.note(job)
    leak = Output(f"Die Rechnung ist am ersten Mai fällig. {OTHER}", b, "stop")
    for child in pool.children:  # each child saw job a's start
        _, findings = await child.run(leak)
        assert "cross_job_leak" in {f.code for f in findings}
    assert "cross_job_leak" in {f.code for f in oracle.run(leak)[1]}


async def test_the_back_translation_exemption_holds_in_the_child_that_did_not_check_the_output(
    pool: ChecksPool,
) -> None:
    a = _job("a", OTHER, "en", "de")
    pool.note(a)
    await pool.run(Output(OTHER_DE, a, "stop"))  # checked by the first child; the second is told
    back = _job("c", OTHER_DE, "de", "en")  # job a's output sent back the other way
    pool.note(back)
    _, findings = await pool.children[1].run(Output(BACK, back, "stop"))
    assert "cross_job_leak" not in {f.code for f in findings}


async def test_control_an_output_no_other_child_was_told_of_reads_as_a_leak_there(pool: ChecksPool) -> None:
    a = _job("a", OTHER, "en", "de")
    pool.note(a)
    await pool.children[0].run(Output(OTHER_DE, a, "stop"))  # past the pool: the second child is not told
    back = _job("c", OTHER_DE, "de", "en")
    pool.note(back)
    _, findings = await pool.children[1].run(Output(BACK, back, "stop"))
    assert "cross_job_leak" in {f.code for f in findings}


def test_the_pool_takes_at_least_one_process() -> None:
    assert EngineSettings().checks_processes >= 1
    with pytest.raises(ValueError, match="at least one process, not 0"):
        ChecksPool(SETTINGS, "chatml", CANARY, SPECIALS, 0)
