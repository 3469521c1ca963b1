"""Where a streaming job's first delta spends its time, and what streaming costs in CPU
(bench.stream.run): the worker's stage times (loop.stream_trace puts them in the job's end
entry, field ``tr``) joined to the client's submit and first-delta times, and the CPU
seconds of the worker process (with its children: vLLM's engine core) and of the
benchmark's own process, which hosts every client.

Stages, each the time from the one before (epoch clock, one host):

- ``submit``: the client's submit to the XADD (Redis's clock, whole ms: +-1 ms);
- ``read``: to the worker's task for the job (its XREADGROUP, a loop turn);
- ``start``: to the job started (the START script; ``submit`` + ``read`` + ``start`` is the
  queue handoff, ``handoff``);
- ``prepare``: to the engine's add (the prompt tokenized, the request built);
- ``engine_ttft``: to the engine's first output, what vLLM's TTFT histogram measures
  (from its arrival), so the like-for-like partner of ``from_engine_add``;
- ``hold``: to the first piece queued (engine steps whose text was not yet safe to show);
- ``flush``: to the pipeline's send (the loop turn's end, a pipeline in flight);
- ``redis``: the pipeline's round trip;
- ``client``: to the first delta in the client's hands (its XREAD wake-up and parse).

``from_engine_add`` = engine_ttft + hold + flush + redis + client; ``total`` = all.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import psutil  # type: ignore[import-untyped]  # no stubs

STAGES = ("submit", "read", "start", "prepare", "engine_ttft", "hold", "flush", "redis", "client")
_MARKS = ("xadd", "read", "started", "engine_add", "first_output", "queued", "send", "sent")


def stages_ms(submitted_s: float, received_s: float, stamps: dict[str, float]) -> dict[str, float] | None:
    """One job's stage times in ms; None when a stamp is missing (a job whose first piece
    came only with its result: no engine output was traced)."""
    if any(mark not in stamps for mark in _MARKS):
        return None
    times = [submitted_s, *(stamps[mark] for mark in _MARKS), received_s]
    out = {stage: (times[i + 1] - times[i]) * 1000 for i, stage in enumerate(STAGES)}
    out["handoff"] = (stamps["started"] - submitted_s) * 1000
    out["from_engine_add"] = (received_s - stamps["engine_add"]) * 1000
    out["total"] = (received_s - submitted_s) * 1000
    return out


def quantile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(q * len(ordered) + 0.999999) - 1))]


def breakdown(jobs: list[dict[str, float]]) -> dict[str, Any]:
    """p50 and p95 of each stage over the traced jobs."""
    names = (*STAGES, "handoff", "from_engine_add", "total")
    return {
        "jobs": len(jobs),
        **{name: {"p50_ms": quantile([j[name] for j in jobs], 0.5), "p95_ms": quantile([j[name] for j in jobs], 0.95)}
           for name in names},
    }  # fmt: skip


def trace_of(fields: dict[str, str]) -> dict[str, float]:
    """The stage times an end entry carries (none without loop.stream_trace)."""
    raw = fields.get("tr")
    return {str(k): float(v) for k, v in json.loads(raw).items()} if raw else {}


@dataclass
class CpuClock:
    """CPU seconds (user + system) of the workers' process trees and of this process."""

    worker_pids: Sequence[int]  # each engine's worker (bench stream --engines)

    def read(self) -> tuple[float, float]:
        return sum(_tree_cpu_s(pid) for pid in self.worker_pids), _own_cpu_s()


def _own_cpu_s() -> float:
    times = os.times()
    return times.user + times.system


def _tree_cpu_s(pid: int) -> float:
    try:
        root = psutil.Process(pid)
        total = float(sum(root.cpu_times()[:2]))
        for child in root.children(recursive=True):
            try:
                total += sum(child.cpu_times()[:2])
            except psutil.NoSuchProcess:
                continue
    except psutil.NoSuchProcess:
        return 0.0
    return total


def per_1000_jobs(start: tuple[float, float], end: tuple[float, float], jobs: int) -> dict[str, float]:
    """CPU seconds per 1,000 jobs of the worker and of the clients between two reads."""
    scale = 1000 / max(jobs, 1)
    return {"worker_cpu_s": (end[0] - start[0]) * scale, "client_cpu_s": (end[1] - start[1]) * scale}


def now_s() -> float:
    return time.time()
