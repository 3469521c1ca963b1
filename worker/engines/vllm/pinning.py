"""The engine core on CPUs of its own (``engine.core_cpus``, issue 37).

vLLM runs its scheduler and model runner in one process (the engine core) whose step loop
is Python: with a 1.5B model on an H100 a decode step at 16 in flight is ~3 ms, most of it
CPU, so whatever slows that one thread slows every job of the batch. On the GPU host the
engine serving the worker decoded up to 30 % slower than the same engine under vLLM's own
server (docs/benchmarks.md, issue 37, 2026-12-06) while the worker side ran more busy
threads beside it (the queue loop, the checks' child, tokenizing threads, Redis), among
which the kernel moves the step loop's thread. With ``core_cpus`` set, every thread of the
engine core runs on those CPUs and every thread of the worker's own process on the others
(the checks' child and the tokenizing threads start after, so they inherit the rest).

Off by default: which CPUs are free is the host's business. "auto" takes the last CPU this
process may run on (one worker per host); several workers on one host each need a list of
their own ("7", "6,14").
"""

from __future__ import annotations

import contextlib
import logging
import os
from dataclasses import dataclass

import psutil  # type: ignore[import-untyped]  # no stubs; vLLM requires it

from transq.errors import ConfigError

log = logging.getLogger("worker.engines.protocol")

AUTO = "auto"


class PinningError(ConfigError):
    """``engine.core_cpus`` names CPUs this process may not use, or all of them."""


def parse_cpus(spec: str, allowed: set[int]) -> frozenset[int]:
    """The CPUs ``spec`` names ("auto", "3", "2,5-7") among ``allowed``; one line if wrong."""
    if spec == AUTO:
        chosen = {max(allowed)}
    else:
        chosen = set()
        for part in spec.split(","):
            first, _, last = part.strip().partition("-")
            if not first.isdigit() or (last and not last.isdigit()):
                raise PinningError(f"engine.core_cpus {spec!r}: write CPU numbers as '3', '2,5' or '4-7', or 'auto'")
            chosen |= set(range(int(first), int(last or first) + 1))
    if not chosen <= allowed:
        missing = sorted(chosen - allowed)
        raise PinningError(f"engine.core_cpus {spec!r}: CPUs {missing} are not among this process's {sorted(allowed)}")
    if chosen == allowed:
        raise PinningError(f"engine.core_cpus {spec!r} takes every CPU this process has: none left for the worker")
    return frozenset(chosen)


def child_pids() -> set[int]:
    """This process's descendants now: what the engine start adds is the engine core."""
    return {child.pid for child in psutil.Process().children(recursive=True)}


def pin_process(pid: int, cpus: frozenset[int]) -> int:
    """Every thread of ``pid`` onto ``cpus`` (sched_setaffinity takes one thread's id, so a
    process's own call would move its main thread only); returns the threads moved."""
    moved = 0
    for tid in os.listdir(f"/proc/{pid}/task"):
        with contextlib.suppress(ProcessLookupError):  # a thread that ended meanwhile
            os.sched_setaffinity(int(tid), cpus)
            moved += 1
    return moved


@dataclass(frozen=True)
class Pinned:
    engine_pids: tuple[int, ...]
    engine_cpus: frozenset[int]
    worker_cpus: frozenset[int]


def engine_processes(before: set[int]) -> list[int]:
    """The processes the engine start added: those vLLM titles (``VLLM::EngineCore``, and a
    tensor-parallel run's workers) if any, else every new one but multiprocessing's
    resource tracker (vLLM without setproctitle keeps our command line)."""
    new = [child for child in psutil.Process().children(recursive=True) if child.pid not in before]
    lines = {child.pid: " ".join(_cmdline(child)) for child in new}
    titled = [pid for pid, line in lines.items() if line.startswith("VLLM::")]
    return titled or [pid for pid, line in lines.items() if "resource_tracker" not in line]


def _cmdline(process: psutil.Process) -> list[str]:
    try:
        return list(process.cmdline())
    except psutil.Error:  # ended or not ours to read
        return []


def pin_engine_core(spec: str, before: set[int]) -> Pinned | None:
    """Pin the engine's processes (started since ``before`` was read) to ``spec``'s CPUs and
    this process to the rest; None when ``spec`` is empty."""
    if not spec:
        return None
    allowed = os.sched_getaffinity(0)
    engine_cpus = parse_cpus(spec, allowed)
    pids = engine_processes(before)
    if not pids:
        raise PinningError("engine.core_cpus: no engine process found to pin (is VLLM_ENABLE_V1_MULTIPROCESSING off?)")
    for pid in pids:
        pin_process(pid, engine_cpus)
    worker_cpus = frozenset(allowed) - engine_cpus
    pin_process(os.getpid(), worker_cpus)
    log.info("engine processes %s on CPUs %s; the worker on %s", pids, sorted(engine_cpus), sorted(worker_cpus))
    return Pinned(tuple(pids), engine_cpus, worker_cpus)
