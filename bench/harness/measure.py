"""Percentiles of a run, and CPU time: of a system's processes, of Redis, of the machine.

Every system names its processes by role (bench.harness.systems.base.Service.pids): the front end
(the bench process or the worker), the engine core (a child of whichever process built the
engine), the engine processes of a baseline. The harness reads their CPU seconds before and
after each measured run, and redis-server's from INFO, so a ratio that moved can be traced to
the process that got (or lost) the CPU.
"""

from __future__ import annotations

import os
import time
from collections.abc import Sequence

import psutil  # type: ignore[import-untyped]  # no stubs; installed with vLLM, which needs it
import redis.asyncio as aioredis

from worker.sizing import percentile

PERCENTILES = (50, 95, 99)
MACHINE = "whole machine (busy)"
REDIS = "redis-server"
ENGINE_CORE = "engine core"


def spread(values: Sequence[float]) -> dict[str, float]:
    return {f"p{p}": round(percentile(values, p), 2) for p in PERCENTILES}


def pids_cpu_s(pids: Sequence[int]) -> float:
    """CPU seconds (user + system) of live processes; one that has exited counts 0."""
    total = 0.0
    for pid in pids:
        if pid == os.getpid():
            t = os.times()
            total += t.user + t.system
            continue
        try:
            times = psutil.Process(pid).cpu_times()
        except psutil.NoSuchProcess:
            continue
        total += times.user + times.system
    return total


def child_pids(pid: int) -> list[int]:
    """The process tree under ``pid`` now (the vLLM engine core is a child of the process
    that built the engine); taken once, so later children of ``pid`` are not counted."""
    try:
        return [child.pid for child in psutil.Process(pid).children(recursive=True)]
    except psutil.NoSuchProcess:
        return []


def machine_busy_cpu_s() -> float:
    """CPU seconds every core spent not idle since boot, all processes together."""
    t = psutil.cpu_times()
    return float(sum(t) - t.idle - getattr(t, "iowait", 0.0))


async def redis_cpu_s(redis: aioredis.Redis) -> float:
    """CPU seconds redis-server has used since it started (INFO cpu)."""
    info = await redis.info("cpu")
    return float(info["used_cpu_user"]) + float(info["used_cpu_sys"])


class CpuMeter:
    """CPU seconds per role between start() and stop(): the system's processes, Redis (a
    shared server: everything it did meanwhile), and the whole machine's busy time."""

    def __init__(self, roles: dict[str, list[int]], redis: aioredis.Redis | None) -> None:
        self.roles = roles
        self.redis = redis
        self._start: dict[str, float] = {}

    async def _read(self) -> dict[str, float]:
        now = {role: pids_cpu_s(pids) for role, pids in self.roles.items()}
        if self.redis is not None:
            now[REDIS] = await redis_cpu_s(self.redis)
        return now | {MACHINE: machine_busy_cpu_s()}

    async def start(self) -> None:
        self._start = await self._read()

    async def stop(self) -> dict[str, float]:
        end = await self._read()
        return {role: round(end[role] - self._start[role], 3) for role in end}


def now_ms() -> float:
    """Wall clock in epoch ms, the clock of Result timestamps (same machine)."""
    return time.time() * 1000
