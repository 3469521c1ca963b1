"""Mean and 95 % confidence interval of a figure measured in several runs.

A single run proves nothing on a machine whose speed drifts (pairs of the same two systems
swung +-30 % on the lent H100), so every compared figure is a mean over runs with its
Student-t interval, and a ratio of two systems is the mean of the per-pair ratios (each
pair ran back to back, so drift slower than a pair cancels within it) with its interval.

The t quantiles are a table of 30 numbers rather than scipy: scipy would be a ~40 MB
dependency of the bench for one function, and the GPU machine has no registry to get it.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from typing import Any

# Two-sided 95 %: t(0.975, df) for df = 1..30; above 30 the normal 1.96 is within 2 %.
_T975 = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)  # fmt: skip
_Z975 = 1.96


def t975(df: int) -> float:
    if df < 1:
        raise ValueError("an interval needs at least two runs")
    return _T975[df - 1] if df <= len(_T975) else _Z975


def interval(values: Sequence[float], digits: int = 4) -> dict[str, Any]:
    """``{"mean", "lo", "hi", "n", "values"}``; one value gives no interval (lo = hi = None)."""
    n = len(values)
    if n == 0:
        return {"mean": None, "lo": None, "hi": None, "n": 0, "values": []}
    mean = statistics.fmean(values)
    lo = hi = None
    if n > 1:
        half = t975(n - 1) * statistics.stdev(values) / math.sqrt(n)
        lo, hi = round(mean - half, digits), round(mean + half, digits)
    return {"mean": round(mean, digits), "lo": lo, "hi": hi, "n": n, "values": [round(v, digits) for v in values]}


def ratio_interval(numerators: Sequence[float], denominators: Sequence[float]) -> dict[str, Any]:
    """Interval of the per-pair ratios a_i / b_i (pairs in the same order)."""
    if len(numerators) != len(denominators):
        raise ValueError("a ratio needs as many numerators as denominators")
    return interval([a / b for a, b in zip(numerators, denominators, strict=True) if b])


def shown(ci: dict[str, Any], fmt: str = ".3f") -> str:
    """``1.002 [0.981, 1.023]``; without an interval just the mean; ``-`` when not run."""
    if ci.get("mean") is None:
        return "not run"
    if ci.get("lo") is None:
        return format(ci["mean"], fmt)
    return f"{format(ci['mean'], fmt)} [{format(ci['lo'], fmt)}, {format(ci['hi'], fmt)}]"
