"""The kernel's counters around a run (bench.harness.proc_stats): a real process tree, a
front and its titled engine core, where only the core burns CPU in the window."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

from bench.harness.proc_stats import engine_cores, read, window

# The front starts a child titled as vLLM titles its engine core, which burns CPU when told.
FRONT = """import subprocess, sys, time
core = subprocess.Popen([sys.executable, "-c", '''import setproctitle, sys, time
setproctitle.setproctitle("VLLM::EngineCore")
print("up", flush=True)
sys.stdin.readline()
end = time.monotonic() + 0.5
while time.monotonic() < end:
    pass
print("done", flush=True)
time.sleep(60)'''], stdin=subprocess.PIPE, stdout=sys.stdout, text=True)
print(core.pid, flush=True)
sys.stdin.readline()
core.stdin.write("go\\n"); core.stdin.flush()
time.sleep(60)"""


def test_a_window_counts_the_engine_cores_cpu_not_the_fronts() -> None:
    front = subprocess.Popen([sys.executable, "-c", FRONT], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert front.stdin is not None and front.stdout is not None
    core = int(front.stdout.readline())
    try:
        assert front.stdout.readline().strip() == "up"
        assert engine_cores(front.pid) == [core]
        before = read([front.pid])
        front.stdin.write("go\n")
        front.stdin.flush()
        assert front.stdout.readline().strip() == "done"  # the core's half second of CPU is over
        seen = window(before, read([front.pid]))
        assert seen["core"]["cpu_s"] >= 0.3, seen
        assert seen["front"]["cpu_s"] < 0.1, seen
        assert set(seen["core"]) == {"cpu_s", "involuntary", "migrations"}
    finally:
        os.kill(core, signal.SIGKILL)
        front.kill()
        front.wait()


def test_a_process_gone_reads_as_nothing() -> None:
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    assert engine_cores(gone.pid) == []
    assert read([gone.pid]) == {"front": {"cpu_s": 0.0, "involuntary": 0.0, "migrations": 0.0},
                                "core": {"cpu_s": 0.0, "involuntary": 0.0, "migrations": 0.0}}  # fmt: skip
