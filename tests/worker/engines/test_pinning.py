"""The engine core on CPUs of its own (worker.engines.vllm.pinning): the spec's grammar and
errors, real processes' threads moved (read back from the kernel, not from our code), and a
real worker whose vLLM engine core is pinned while it serves a job."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import psutil  # type: ignore[import-untyped]
import pytest

from producer.client import Client
from producer.settings import ProducerSettings
from tests.conftest import delete_queue
from tests.worker_process import WorkerProcess
from transq.contract import Status, make_job
from transq.keys import Keys
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings
from worker.engines.vllm.pinning import PinningError, child_pids, engine_processes, parse_cpus, pin_process

CPUS = os.sched_getaffinity(0)
two_cpus = pytest.mark.skipif(len(CPUS) < 2, reason="pinning needs a CPU for the engine and one for the rest")

# A child with threads of its own, started before any pinning: the pin must reach them all.
THREADED = """import threading, time
for _ in range(3):
    threading.Thread(target=time.sleep, args=(60,), daemon=True).start()
print("up", flush=True)
time.sleep(60)"""
TITLED = """import setproctitle, time
setproctitle.setproctitle("VLLM::EngineCore")
print("up", flush=True)
time.sleep(60)"""


@pytest.mark.parametrize(
    ("spec", "allowed", "chosen"),
    [
        ("auto", {0, 1, 2, 3}, {3}),
        ("2", {0, 1, 2, 3}, {2}),
        ("1,3", {0, 1, 2, 3}, {1, 3}),
        ("4-6", set(range(8)), {4, 5, 6}),
    ],
)  # fmt: skip
def test_a_spec_names_cpus_among_the_allowed(spec: str, allowed: set[int], chosen: set[int]) -> None:
    assert parse_cpus(spec, allowed) == chosen


@pytest.mark.parametrize(
    ("spec", "allowed", "says"),
    [("9", {0, 1}, "CPUs [9] are not among"), ("0-1", {0, 1}, "none left for the worker"),
     ("auto", {5}, "none left for the worker"), ("1;2", {0, 1, 2}, "write CPU numbers as")],
)  # fmt: skip
def test_a_spec_that_cannot_be_met_is_one_line_naming_why(spec: str, allowed: set[int], says: str) -> None:
    with pytest.raises(PinningError, match=re.escape(says)) as caught:
        parse_cpus(spec, allowed)
    assert "\n" not in str(caught.value)


def _child(code: str) -> subprocess.Popen[str]:
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None and child.stdout.readline().strip() == "up"
    return child


@two_cpus
def test_every_thread_of_a_running_process_moves() -> None:
    child = _child(THREADED)
    try:
        target = frozenset({max(CPUS)})
        assert pin_process(child.pid, target) == 4  # the main thread and its three
        tids = [int(t) for t in os.listdir(f"/proc/{child.pid}/task")]
        assert {tid: os.sched_getaffinity(tid) for tid in tids} == dict.fromkeys(tids, target)
    finally:
        child.kill()
        child.wait()


def test_the_engine_is_the_titled_process_started_since_the_first_read() -> None:
    old = _child(TITLED)  # titled, but there before: not the engine just started
    try:
        before = child_pids()
        plain, titled = _child(THREADED), _child(TITLED)
        try:
            assert engine_processes(before) == [titled.pid]
            assert plain.pid in child_pids() - before
        finally:
            for child in (plain, titled):
                child.kill()
                child.wait()
    finally:
        old.kill()
        old.wait()


@pytest.fixture
def queue(redis_url: str) -> Iterator[Keys]:
    keys = Keys(namespace="test", queue=f"pin-{uuid.uuid4().hex[:8]}")
    yield keys
    delete_queue(redis_url, keys)


@two_cpus
@pytest.mark.engine
@pytest.mark.timeout(600)
async def test_a_worker_serves_with_its_engine_core_pinned(redis_url: str, queue: Keys, tmp_path: Path) -> None:
    env = {"TRANSQ_ENGINE__CORE_CPUS": "auto", "TRANSQ_ENGINE__CHECKS_PROCESS": "on"}
    worker = WorkerProcess(redis_url, queue, "pinned", tmp_path / "worker.log", env).start()
    settings = ProducerSettings(
        redis=RedisSettings(url=redis_url), queue=QueueSettings(namespace="test", name=queue.queue)
    )
    try:
        async with Client.from_settings(settings) as client:
            await worker.wait_ready(client.redis)
            job = make_job(text="The ferry leaves at nine.", target_lang="de")
            await client.submit(job)
            assert (await client.wait(job.job_id, timeout_s=300)).status is Status.SUCCEEDED
        assert worker.process is not None
        engine, rest = frozenset({max(CPUS)}), frozenset(CPUS - {max(CPUS)})
        me = psutil.Process(worker.process.pid)
        children = {child.pid: " ".join(child.cmdline()) for child in me.children(recursive=True)}
        cores = [pid for pid, line in children.items() if "EngineCore" in line]
        checks = [pid for pid, line in children.items() if "worker.checks.remote" in line]
        assert cores and checks, children
        assert {_affinity(pid) for pid in cores} == {engine}
        assert {_affinity(pid) for pid in [worker.process.pid, *checks]} == {rest}
    finally:
        worker.stop()


def _affinity(pid: int) -> frozenset[int]:
    """The CPUs of every thread of ``pid``, which must all agree."""
    found = {frozenset(os.sched_getaffinity(int(tid))) for tid in os.listdir(f"/proc/{pid}/task")}
    assert len(found) == 1, found
    return found.pop()
