"""The output checks in several processes (worker.checks.pool, ``engine.checks_processes``):
outputs checked at the same time go to different children, every child answers as the single
process would (the in-process pipeline is the oracle), and the cross-job memory stays whole
in each child (the back-translation exemption holds whichever child checks the job; the
control, an output one child checked without telling the others, shows the telling is what
carries it). An output on an idle pool is shared among its children (``engine.checks_split``),
and the merged parts find what one process finds over the safety bench's cases."""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import AsyncIterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bench.safety.attacks import CANARY
from bench.safety.run import SPECIALS
from tests.waiting import until
from tests.worker.checks.whole_pipeline import against_in_process
from worker.checks.pipeline import Output, OutputChecks
from worker.checks.pool import ChecksPool, cost_shares
from worker.checks.remote import ChecksProcessError
from worker.engines.protocol import TranslationRequest
from worker.prompts.profiles import load_profile
from worker.settings import EngineSettings, OutputCheckSettings

SETTINGS = OutputCheckSettings(canary_token=CANARY)
OTHER = "Confidential: the merger with Globex closes on the fifth of March at noon, announce nothing."
OTHER_DE = "Vertraulich: Die Fusion mit Globex wird am fünften März mittags abgeschlossen, nichts ankündigen."
# OTHER_DE translated back: close to OTHER, not word for word (a copy of a source in the
# target language is let through on its own), and in two sentences where OTHER_DE has one (an
# output of as many sentences as its source is let through too, round 45): only the
# back-translation exemption lets this.
BACK = "Confidential: the merger with Globex closes on the fifth of March at midday. Announce nothing."


@pytest.fixture
async def pool() -> AsyncIterator[ChecksPool]:
    """Each output whole to one child (these tests follow one output's way)."""
    checks = ChecksPool(SETTINGS, "chatml", CANARY, SPECIALS, 2, split=False, timeout_s=10)
    await checks.start()
    try:
        yield checks
    finally:
        await checks.close()


@pytest.fixture
async def sharing() -> AsyncIterator[ChecksPool]:
    checks = ChecksPool(SETTINGS, "chatml", CANARY, SPECIALS, 3, timeout_s=10)
    await checks.start()
    try:
        yield checks
    finally:
        await checks.close()


def in_process() -> OutputChecks:
    return OutputChecks(SETTINGS, load_profile("chatml"), CANARY, SPECIALS)


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
    oracle = in_process()
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


async def test_an_output_on_an_idle_pool_is_shared_among_its_children(sharing: ChecksPool) -> None:
    job = _job("s", "The museum opens at nine and closes at five on Sundays.", "en", "de")
    sharing.note(job)
    output = Output("Das Museum öffnet um neun und schließt sonntags um fünf.", job, "stop")
    run = asyncio.create_task(sharing.run(output))
    await asyncio.sleep(0)  # a yield, not a wait: the output is sent and its verdict awaited
    assert [child.in_flight for child in sharing.children] == [1, 1, 1] and sharing.shared == 1
    oracle = in_process()
    oracle.note(job)
    assert await run == oracle.run(output)


async def test_an_output_that_finds_no_child_idle_goes_whole_to_the_least_busy(sharing: ChecksPool) -> None:
    jobs = [_job(f"b{i}", f"Bus {i} leaves from stop four at noon.", "en", "de") for i in range(2)]
    for job in jobs:
        sharing.note(job)
    runs = [asyncio.create_task(sharing.run(Output(f"Bus {i} fährt mittags an Haltestelle vier ab.", job, "stop")))
            for i, job in enumerate(jobs)]  # fmt: skip
    await asyncio.sleep(0)
    # The first took all three children; the second found none idle and went to the first.
    assert [child.in_flight for child in sharing.children] == [2, 1, 1] and sharing.shared == 1
    assert [flags for flags, _ in await asyncio.gather(*runs)] == [(), ()]


async def test_shared_outputs_find_what_one_process_finds_over_the_safety_cases(sharing: ChecksPool) -> None:
    # Every 25th case: each output is cut into three parts, by the rows' costs as the pool learns them.
    cases, fired, differences = await against_in_process(sharing, oracle := in_process(), every=25)
    assert cases > 500 and fired > 250 and sharing.shared == cases
    assert differences == []
    costs = sharing.row_cost_ms
    assert len(costs) == oracle.row_count and len(set(costs)) > len(costs) // 2  # learnt, not the start's


async def test_a_child_that_died_is_started_again_before_the_next_shared_output(sharing: ChecksPool) -> None:
    dead = sharing.children[1]
    pid = dead.pid
    assert pid is not None
    os.kill(pid, signal.SIGKILL)
    await until(lambda: dead.in_flight == 0 and dead.pid is not None and not dead._alive(), what="the child's end")
    job = _job("d", "Close the window when it rains.", "en", "de")
    sharing.note(job)
    flags, _ = await sharing.run(Output("Schließen Sie das Fenster, wenn es regnet.", job, "stop"))
    assert flags == () and dead.starts == 2 and dead.pid != pid


async def test_a_child_that_dies_holding_a_part_fails_that_output_as_retryable(sharing: ChecksPool) -> None:
    job = _job("k", "Feed the cat twice a day.", "en", "de")
    sharing.note(job)
    run = asyncio.create_task(sharing.run(Output("Füttere die Katze zweimal am Tag.", job, "stop")))
    await asyncio.sleep(0)
    pid = sharing.children[2].pid
    assert pid is not None
    os.kill(pid, signal.SIGKILL)
    with pytest.raises(ChecksProcessError):
        await run
    assert sharing.in_flight == 0


@given(st.lists(st.floats(0.001, 50.0), min_size=1, max_size=80), st.integers(1, 8))
def test_cost_shares_cover_every_row_once_and_keep_parts_near_equal(cost_ms: list[float], parts: int) -> None:
    shares = cost_shares(cost_ms, parts)
    assert len(shares) == parts and sorted(r for rows in shares for r in rows) == list(range(len(cost_ms)))
    assert all(rows == sorted(rows) for rows in shares)
    loads = [sum(cost_ms[r] for r in rows) for rows in shares]
    # Longest-processing-time first: no part exceeds an even share by more than one row's cost.
    assert max(loads) <= sum(cost_ms) / parts + max(cost_ms) + 1e-9
