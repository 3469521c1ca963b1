"""Where a worker process spends its time during a benchmark window: py-spy samples its
Python stacks (and its engine core's, ``--subprocesses``) without pausing it, and the
collapsed stacks are summed here into the functions that cost the most.

Why py-spy: it samples from outside, so the worker runs unchanged (no profiler hooks in
its event loop), and it reads the engine core's process too. The summary is ours: a
flame graph needs a browser; a table of the top functions goes into the results JSON and
docs/benchmarks.md.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SAMPLE_RATE_HZ = 200
# A stack whose top frame is one of these waits (the event loop's select, a thread's lock):
# idle, not work. uvloop's loop is C: a stack that ends in asyncio's Runner.run is inside it,
# waiting (its callbacks are Python and show as frames of their own).
IDLE_FRAMES = ("select (", "poll (", "epoll", "wait (threading.py", "_worker (concurrent/futures/thread.py",
               "Runner.run (asyncio/runners.py")  # fmt: skip


def py_spy() -> str | None:
    """The py-spy binary beside this interpreter (a venv's bin/), else on PATH."""
    here = Path(sys.executable).with_name("py-spy")
    return str(here) if here.exists() else shutil.which("py-spy")


def start(pid: int, seconds: float, out: Path) -> subprocess.Popen[bytes] | None:
    """Sample ``pid`` and its children for ``seconds`` into ``out`` (collapsed stacks);
    None without py-spy (the window runs unprofiled, and the summary says so)."""
    binary = py_spy()
    if binary is None:
        return None
    out.parent.mkdir(parents=True, exist_ok=True)
    cmd = [binary, "record", "--pid", str(pid), "--duration", str(max(1, round(seconds))),
           "--rate", str(SAMPLE_RATE_HZ), "--format", "raw", "--output", str(out),
           "--nonblocking", "--subprocesses", "--idle", "--function"]  # fmt: skip
    return subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def finish(process: subprocess.Popen[bytes] | None, out: Path, top: int = 25) -> dict[str, Any]:
    """Wait for the sampler and summarise what it wrote."""
    if process is None:
        return {"error": "py-spy not found: pip install py-spy (bench/gpu-run.sh carries it)"}
    _, err = process.communicate()
    if process.returncode != 0 or not out.exists():
        return {"error": f"py-spy exited with {process.returncode}: {err.decode(errors='replace')[-300:]}"}
    return summarise(out.read_text().splitlines(), top)


def summarise(lines: list[str], top: int = 25) -> dict[str, Any]:
    """Per process (the last process frame of a stack, with --subprocesses), the share of samples
    busy (not idle in the event loop's select or a thread pool's wait); per function, the
    share of busy samples it is on the stack (``total``) and on top of it (``self``)."""
    busy: Counter[str] = Counter()
    total: Counter[str] = Counter()
    own: Counter[str] = Counter()
    per_process: Counter[str] = Counter()
    all_samples = 0
    for line in lines:
        stack, _, count_text = line.rpartition(" ")
        if not stack or not count_text.isdigit():
            continue
        count = int(count_text)
        all_samples += count
        frames = stack.split(";")
        # --subprocesses: the process and its parents lead the stack ("process PID:"cmd"").
        procs = [i for i, f in enumerate(frames) if f.startswith("process ")]
        process, frames = (frames[procs[-1]], frames[procs[-1] + 1 :]) if procs else ("?", frames)
        if not frames or any(idle in frames[-1] for idle in IDLE_FRAMES):
            continue
        per_process[process[:80]] += count
        busy["all"] += count
        for name in dict.fromkeys(frames):  # once per stack: recursion counts once
            total[name] += count
        own[frames[-1]] += count
    n = busy["all"] or 1
    return {
        "samples": all_samples,
        "busy_samples": busy["all"],
        "busy_by_process": {p: round(c / max(all_samples, 1), 4) for p, c in per_process.most_common(8)},
        "top_total": [[name, round(c / n, 4)] for name, c in total.most_common(top)],
        "top_self": [[name, round(c / n, 4)] for name, c in own.most_common(top)],
    }


@dataclass
class Profiles:
    """py-spy over each worker process for the first ``seconds`` of a window."""

    pids: Sequence[int]
    seconds: float
    folder: Path
    label: str
    running: list[tuple[Any, Path]] = field(default_factory=list)

    def start(self) -> Profiles:
        if self.seconds > 0:
            for pid in self.pids:
                out = self.folder / f"{self.label}-{pid}.txt"
                self.running.append((start(pid, self.seconds, out), out))
        return self

    def finish(self) -> list[dict[str, Any]]:
        return [finish(process, out) for process, out in self.running]
