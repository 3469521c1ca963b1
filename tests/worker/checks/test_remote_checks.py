"""The output checks in a process of their own (worker.checks.remote): the in-process pipeline
is the oracle (the same findings over the safety bench's cases, in the same order, with the
cross-job memory), and a child that hangs or dies fails only the outputs it held, as
retryable errors, and the next output gets a new child."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
from collections.abc import AsyncIterator

import psutil  # type: ignore[import-untyped]
import pytest

from bench.safety.attacks import CANARY
from bench.safety.run import SPECIALS
from devtools.redis_server import REPO
from tests.waiting import until
from tests.worker.checks.whole_pipeline import against_in_process
from worker import metrics
from worker.checks.pipeline import Output, OutputChecks
from worker.checks.remote import ChecksProcessError, RemoteChecks, request_fields, request_from
from worker.engines.protocol import RetryableEngineError, TranslationRequest
from worker.prompts.profiles import load_profile
from worker.settings import OutputCheckSettings

SETTINGS = OutputCheckSettings(canary_token=CANARY)


def in_process() -> OutputChecks:
    return OutputChecks(SETTINGS, load_profile("chatml"), CANARY, SPECIALS)


@pytest.fixture
async def remote() -> AsyncIterator[RemoteChecks]:
    checks = RemoteChecks(SETTINGS, "chatml", CANARY, SPECIALS, timeout_s=5)
    await checks.start()
    try:
        yield checks
    finally:
        await checks.close()


def test_a_request_crosses_as_json_whole_but_its_sink() -> None:
    request = TranslationRequest(
        "r1", "Hallo {name}", "de", "en-GB", max_output_tokens=40, strict=True, formality="more",
        glossary=(("Hallo", "Hello"),), context="A greeting card.", owner="tenant-a",
    )  # fmt: skip
    assert request_from(request_fields(request)) == request


async def test_the_child_finds_what_the_worker_would_over_the_safety_cases(remote: RemoteChecks) -> None:
    # Every twelfth case of the bench (tests/worker/checks/whole_pipeline.py).
    cases, fired, differences = await against_in_process(remote, in_process(), every=12)
    assert cases > 1000 and fired > 500  # the cases reach most checks
    assert differences == []


async def test_the_worker_counts_the_findings_that_come_back(remote: RemoteChecks) -> None:
    request = TranslationRequest("r1", "Translate: the weather is nice today.", "en", "de")
    counter = metrics.OUTPUT_FLAGS.labels(check_class="leak", reason="prompt_leak")
    before = counter._value.get()
    flags, findings = await remote.run(Output(f"Das Wetter ist schön. {CANARY}", request, "stop"))
    assert "prompt_leak" in flags
    assert counter._value.get() == before + sum(f.code == "prompt_leak" for f in findings) > before


async def test_a_hung_child_fails_its_output_as_retryable_and_a_new_one_answers(remote: RemoteChecks) -> None:
    remote.timeout_s = 1
    request = TranslationRequest("r1", "Guten Morgen, wie geht es dir?", "de", "en")
    output = Output("Good morning, how are you?", request, "stop")
    assert remote.pid is not None
    os.kill(remote.pid, signal.SIGSTOP)
    with pytest.raises(ChecksProcessError, match="did not answer within 1 s") as caught:
        await remote.run(output)
    assert isinstance(caught.value, RetryableEngineError)  # the job runs again
    assert await remote.run(output) == in_process().run(output)
    assert remote.starts == 2


async def test_a_child_killed_while_checking_fails_that_output_and_the_next_restarts(remote: RemoteChecks) -> None:
    request = TranslationRequest("r1", "Bonjour à tous.", "fr", "en")
    output = Output("Hello everyone.", request, "stop")
    pid = remote.pid
    assert pid is not None
    os.kill(pid, signal.SIGSTOP)  # it holds the output below unanswered ...
    pending = asyncio.create_task(remote.run(output))
    await until(lambda: remote.in_flight == 1)
    os.kill(pid, signal.SIGKILL)  # ... and dies with it
    with pytest.raises(ChecksProcessError, match=r"exited \(code -9\)"):
        await pending
    assert await remote.run(output) == in_process().run(output)
    assert remote.starts == 2 and remote.pid != pid


async def test_a_term_or_ctrl_c_to_the_group_leaves_the_checks_to_the_end_of_their_input(remote: RemoteChecks) -> None:
    # The worker's graceful stop lets its jobs in flight finish: their checks must still answer.
    pid = remote.pid
    assert pid is not None
    os.kill(pid, signal.SIGTERM)
    os.kill(pid, signal.SIGINT)
    output = Output("Good evening.", TranslationRequest("r1", "Guten Abend.", "de", "en"), "stop")
    assert await remote.run(output) == in_process().run(output)
    assert remote.starts == 1 and remote.pid == pid
    await remote.close()  # the end of its input ends it
    assert not psutil.pid_exists(pid)


async def test_a_child_that_cannot_build_its_checks_says_so_at_start() -> None:
    checks = RemoteChecks(SETTINGS, "no-such-profile", CANARY, SPECIALS)
    with pytest.raises(ChecksProcessError, match=r"did not start \(exit code 1\)"):
        await checks.start()
    assert checks.pid is None and checks.starts == 0


def test_an_output_whose_checks_fail_is_answered_with_its_error_and_the_child_goes_on() -> None:
    # The child's protocol as a worker speaks it, JSON lines (docs: worker/checks/remote.py):
    # a line whose checks raise gets an error for its id alone; the next output is answered.
    config = {"settings": SETTINGS.model_dump(mode="json"), "profile": "chatml", "canary": CANARY, "specials": SPECIALS}
    good = TranslationRequest("r2", "Guten Abend.", "de", "en")
    lines = [
        config,
        {"op": "run", "id": 1, "text": "x", "finish_reason": "stop", "emitted": [], "request": {"text": "no fields"}},
        # Every row as a part (a pool's share): a part's reply times its rows.
        {"op": "run", "id": 2, "text": "Good evening.", "finish_reason": "stop", "emitted": [],
         "request": request_fields(good), "rows": list(range(in_process().row_count))},
    ]  # fmt: skip
    child = subprocess.run(
        [sys.executable, "-m", "worker.checks.remote"],
        input="".join(json.dumps(line) + "\n" for line in lines),
        capture_output=True, text=True, timeout=120, check=True, cwd=REPO,
    )  # fmt: skip
    ready, failed, answered = (json.loads(line) for line in child.stdout.splitlines())
    assert ready["rows"] == in_process().row_count and failed["id"] == 1 and failed["error"].startswith("KeyError")
    assert answered["id"] == 2 and answered["flags"] == answered["found"] == []
    assert [row for row, _ms in answered["cost_ms"]] == list(range(ready["rows"]))  # every row, timed
