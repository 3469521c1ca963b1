"""The real worker, ``python -m worker``, as a subprocess configured by environment.

Production starts it this way, so the benchmark measures what ships: settings loading,
logging to a file, the consumer loop and, for the vLLM engine, its engine core process.
"""

from __future__ import annotations

import asyncio
import contextlib
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

from bench.harness.config import REPO, VLLM_LOG_ENV
from transq.connection import UNREACHABLE
from worker.settings import WorkerSettings

READY_POLL_S = 0.05  # readiness lives in another process's Redis key: nothing to await but a poll
SETTINGS_MARK = "settings: "  # the arq peer app (bench/harness/peers/arq_app.py) logs its settings after this mark


@dataclass
class WorkerProcess:
    settings: WorkerSettings  # what `env` loads to (bench.harness.config.load_settings)
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
            # Its own process group: vLLM's engine core is a child that outlives a killed
            # worker, so a stop that has to kill takes the whole group.
            self.process = subprocess.Popen(
                [sys.executable, "-m", "worker", "--settings-json", str(self.settings_path)],
                cwd=REPO,
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
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
            try:
                beat = await self.heartbeat(redis)
            except UNREACHABLE:
                # Another system's engine may block this event loop while it loads (vLLM
                # builds its engine synchronously), timing out a command in flight.
                beat = None
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
        """SIGTERM: the worker's own graceful stop (engine shutdown included); then kill
        whatever is left of its process group, so no engine core is left behind."""
        if self.process is None:
            return None
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=timeout_s)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        return self.process.wait()

    @property
    def settings_path(self) -> Path:
        return self.log_path.with_suffix(".settings.json")

    def logged_settings(self) -> dict[str, Any]:
        """The effective settings the worker wrote at start (``--settings-json``, secrets
        masked); empty if it never got that far, which fails the suite's settings check."""
        if not self.settings_path.exists():
            return {}
        return dict(json.loads(self.settings_path.read_text()))

    def log_tail(self, lines: int = 30) -> str:
        return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
