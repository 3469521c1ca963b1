"""What the kernel says each side's processes did in a window (bench vllm-server, issue 37):
CPU seconds, involuntary context switches (the thread was runnable and put aside for
another) and migrations between CPUs, for vLLM's engine core and for the front process
(the worker's, or the API server's), read before and after a run.

Why: the engine serving the worker decoded slower than the server's on the same inputs; a
step loop that is Python on one thread slows when it waits for a CPU or moves between them.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from pathlib import Path

import psutil  # type: ignore[import-untyped]  # no stubs; installed with vLLM

CORE_TITLE = "EngineCore"  # vLLM titles its engine core's process VLLM::EngineCore
Counters = dict[str, float]


def engine_cores(root: int) -> list[int]:
    """The engine core processes below ``root`` (a worker or the API server)."""
    try:
        children = psutil.Process(root).children(recursive=True)
    except psutil.NoSuchProcess:
        return []
    return [child.pid for child in children if CORE_TITLE in " ".join(_cmdline(child))]


def _cmdline(process: psutil.Process) -> list[str]:
    try:
        return list(process.cmdline())
    except psutil.Error:
        return []


def migrations(pid: int) -> float:
    """Moves of ``pid``'s threads between CPUs (the scheduler's own count in
    /proc/PID/task/TID/sched; 0 where the kernel does not show it)."""
    total = 0.0
    for sched in Path(f"/proc/{pid}/task").glob("*/sched"):
        with contextlib.suppress(OSError):
            for line in sched.read_text().splitlines():
                if line.startswith("se.nr_migrations"):
                    total += float(line.split(":")[1])
    return total


def counters(pids: Iterable[int]) -> Counters:
    """CPU seconds, involuntary switches and migrations of ``pids``, summed."""
    out = {"cpu_s": 0.0, "involuntary": 0.0, "migrations": 0.0}
    for pid in pids:
        try:
            process = psutil.Process(pid)
            times, switches = process.cpu_times(), process.num_ctx_switches()
        except psutil.Error:
            continue
        out["cpu_s"] += times.user + times.system
        out["involuntary"] += switches.involuntary
        out["migrations"] += migrations(pid)
    return out


def read(fronts: Iterable[int]) -> dict[str, Counters]:
    """The counters of the front processes and of their engine cores, now."""
    fronts = list(fronts)
    return {"front": counters(fronts), "core": counters(pid for root in fronts for pid in engine_cores(root))}


def window(before: dict[str, Counters], after: dict[str, Counters]) -> dict[str, Counters]:
    """What each role did between two reads."""
    return {
        role: {key: round(after[role][key] - before[role].get(key, 0.0), 3) for key in after[role]} for role in after
    }
