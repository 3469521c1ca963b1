"""The issues' targets in one place, and one row of a targets table.

A target is met only by its interval where one exists: "worker >= 0.98x direct" needs the
mean at or above 0.98 *and* the interval's lower end at or above 0.95 (issue #15).
"""

from __future__ import annotations

from typing import Any

from bench.harness.stats import shown

# worker / direct engine, jobs/s, per in-flight case: mean and the 95 % interval's low end.
DIRECT_RATIO = 0.98
DIRECT_RATIO_LOW = 0.95
SHORT_P95 = 1.1  # worker's short-job p95 within this factor of the direct engine's
FIRST_RESULT = 1.2  # first load after start vs steady state, first-wave latency
BASELINE = {"cpu": 5.0, "gpu": 8.0}  # worker / 1-process multiprocessing baseline, jobs/s
STATIC = 1.7  # worker / static batching, jobs/s (journey)
NOOP_JOBS_PER_S = 4_000  # no-op drain, per worker process (GPU host)
NOOP_CPU_MS = 0.3  # worker process CPU per no-op job (GPU host)
BARE_LOOP = 0.8  # no-op drain jobs/s / a bare redis-py XREADGROUP/XACK loop's (2-core box)


def target(text: str, measured: float | None, fmt: str, met: bool | None) -> dict[str, Any]:
    """One row of a targets table (bench.harness.report.targets_table)."""
    shown_text = "not run" if measured is None else format(measured, fmt)
    return {"target": text, "measured": measured, "measured_text": shown_text, "met": met}


def at_least(text: str, ci: dict[str, Any], goal: float, low: float | None = None, fmt: str = ".3f") -> dict[str, Any]:
    """A ">= goal" target on an interval (``low``: the least its lower end may be)."""
    mean = ci.get("mean")
    met = None if mean is None else mean >= goal and (low is None or ci.get("lo") is None or ci["lo"] >= low)
    return _row(text, ci, fmt, met)


def at_most(text: str, ci: dict[str, Any], goal: float, fmt: str = ".3f") -> dict[str, Any]:
    mean = ci.get("mean")
    return _row(text, ci, fmt, None if mean is None else mean <= goal)


def _row(text: str, ci: dict[str, Any], fmt: str, met: bool | None) -> dict[str, Any]:
    measured = ci.get("mean")
    return {"target": text, "measured": measured, "measured_text": shown(ci, fmt), "interval": ci, "met": met}
