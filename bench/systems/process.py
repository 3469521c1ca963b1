"""The real worker, ``python -m worker``, as a subprocess configured by environment.

Production starts it this way, so the benchmark measures what ships: settings loading,
logging to a file, the consumer loop and, for the vLLM engine, its engine core process.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import redis.asyncio as aioredis

from bench.config import REPO, VLLM_LOG_ENV
from worker.settings import WorkerSettings

READY_POLL_S = 0.05  # readiness lives in another process's Redis key: nothing to await but a poll
SETTINGS_MARK = "settings: "  # worker.cli logs its effective settings once, after this mark


@dataclass
class WorkerProcess:
    settings: WorkerSettings  # what `env` loads to (bench.config.load_settings)
    env: dict[str, str]
    log_path: Path
    process: subprocess.Popen[bytes] | None = field(default=None, init=False)

    @property
    def pid(self) -> int:
        assert self.process is not None, "start() first"
        return self.process.pid

    def start(self) -> WorkerProcess:
        env = os.environ | VLLM_LOG_ENV | self.env
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        with self.log_path.open("ab") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "worker"], cwd=REPO, env=env, stdout=log, stderr=subprocess.STDOUT
            )
        return self

    async def heartbeat(self, redis: aioredis.Redis) -> dict[str, Any] | None:
        keys = self.settings.queue.keys()
        raw = await redis.get(keys.worker(self.settings.loop.worker_id))
        return dict(json.loads(raw)) if raw else None

    async def wait_ready(self, redis: aioredis.Redis, timeout_s: float = 300) -> None:
        """Until the heartbeat says ready: the engine is loaded and warmed up."""
        deadline = time.monotonic() + timeout_s
        while True:
            self._check_alive()
            beat = await self.heartbeat(redis)
            if beat and beat.get("ready"):
                return
            if time.monotonic() > deadline:
                raise TimeoutError(f"worker not ready after {timeout_s:g} s:\n{self.log_tail()}")
            await asyncio.sleep(READY_POLL_S)

    def _check_alive(self) -> None:
        assert self.process is not None, "start() first"
        if self.process.poll() is not None:
            raise RuntimeError(f"worker exited with {self.process.returncode}:\n{self.log_tail()}")

    def stop(self, timeout_s: float = 60) -> int | None:
        """SIGTERM: the worker's own graceful stop (engine shutdown included)."""
        if self.process is None or self.process.poll() is not None:
            return None if self.process is None else self.process.returncode
        self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            self.process.kill()
            return self.process.wait()

    def logged_settings(self) -> dict[str, Any]:
        """The effective settings the worker logged at start (secrets masked)."""
        for line in self.log_path.read_text(errors="replace").splitlines():
            if SETTINGS_MARK in line:
                return dict(json.loads(line.split(SETTINGS_MARK, 1)[1]))
        raise RuntimeError(f"no settings line in {self.log_path}")

    def log_tail(self, lines: int = 30) -> str:
        return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
