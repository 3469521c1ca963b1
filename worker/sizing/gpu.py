"""What ``python -m worker tune`` reads of the GPU: the share of time its kernels ran during a
step (nvidia-smi's utilization.gpu, sampled every SAMPLE_MS), and its memory. nvidia-smi and
not NVML bindings: it ships with the driver, so nothing is installed for it; where it is
missing (a CPU engine) every reading is None and the rule keeps one engine."""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import statistics
from dataclasses import dataclass, field

SAMPLE_MS = 100


def device_index() -> str:
    """The GPU this process's engine runs on: the first of CUDA_VISIBLE_DEVICES, else 0."""
    return (os.environ.get("CUDA_VISIBLE_DEVICES") or "0").split(",")[0].strip() or "0"


async def query(fields: str) -> list[str] | None:
    """One reading of ``fields`` (nvidia-smi --query-gpu names) for this GPU; None without one."""
    if shutil.which("nvidia-smi") is None:
        return None
    proc = await asyncio.create_subprocess_exec(
        "nvidia-smi", f"--query-gpu={fields}", "--format=csv,noheader,nounits", "-i", device_index(),
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL,
    )  # fmt: skip
    out, _ = await proc.communicate()
    return [v.strip() for v in out.decode().split(",")] if proc.returncode == 0 else None


async def memory_total_bytes() -> int | None:
    values = await query("memory.total")
    return int(float(values[0])) * 1024 * 1024 if values else None


@dataclass
class BusySampler:
    """utilization.gpu every SAMPLE_MS while a step runs (``async with``); ``busy`` is their mean."""

    samples: list[float] = field(default_factory=list)
    _proc: asyncio.subprocess.Process | None = None
    _reader: asyncio.Task[None] | None = None

    async def __aenter__(self) -> BusySampler:
        if shutil.which("nvidia-smi") is not None:
            self._proc = await asyncio.create_subprocess_exec(
                "nvidia-smi", "--query-gpu=utilization.gpu", "--format=csv,noheader,nounits", "-i", device_index(),
                "-lms", str(SAMPLE_MS), stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL,
            )  # fmt: skip
            self._reader = asyncio.create_task(self._read())
        return self

    async def _read(self) -> None:
        assert self._proc is not None and self._proc.stdout is not None
        async for line in self._proc.stdout:
            with contextlib.suppress(ValueError):
                self.samples.append(float(line.decode().strip()) / 100)

    async def __aexit__(self, *_: object) -> None:
        if self._proc is not None and self._proc.returncode is None:
            self._proc.terminate()
            await self._proc.wait()
        if self._reader is not None:
            await self._reader

    @property
    def busy(self) -> float | None:
        return round(statistics.fmean(self.samples), 3) if self.samples else None
