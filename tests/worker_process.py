"""Run the real worker (`python -m worker`) as a subprocess, as production does."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import redis.asyncio as aioredis

from devtools.redis_server import REPO
from tests.waiting import until
from transq.keys import Keys

# The real engine on CPU, sized for 2 cores and a random-weight model that rarely emits
# EOS (ignore_eos makes generation lengths predictable).
ENGINE_ENV = {
    "TRANSQ_ENGINE__MODEL": "tiny",
    "TRANSQ_ENGINE__ENFORCE_EAGER": "true",
    "TRANSQ_ENGINE__DTYPE": "bfloat16",
    "TRANSQ_ENGINE__CPU_KVCACHE_SPACE_GIB": "1",
    "TRANSQ_ENGINE__GPU_MEMORY_UTILIZATION": "0.1",
    "TRANSQ_ENGINE__MAX_MODEL_LEN": "2048",
    "TRANSQ_ENGINE__IGNORE_EOS": "true",
    "TRANSQ_METRICS__ENABLED": "false",
    "TRANSQ_LOOP__READ_BLOCK_MS": "200",
    "TRANSQ_LOOP__LEASE_RENEW_S": "0.5",
    "TRANSQ_LOOP__HEARTBEAT_TTL_S": "3",
    "TRANSQ_LOOP__CLAIM_IDLE_MS": "3000",
    "TRANSQ_LOOP__RECLAIM_INTERVAL_S": "0.5",
}


@dataclass
class WorkerProcess:
    redis_url: str
    keys: Keys
    worker_id: str
    log_path: Path
    env: dict[str, str] = field(default_factory=dict)
    process: subprocess.Popen[bytes] | None = None

    def start(self) -> WorkerProcess:
        env = (
            os.environ
            | ENGINE_ENV
            | self.env
            | {
                "TRANSQ_REDIS__URL": self.redis_url,
                "TRANSQ_QUEUE__NAMESPACE": self.keys.namespace,
                "TRANSQ_QUEUE__NAME": self.keys.queue,
                "TRANSQ_LOOP__WORKER_ID": self.worker_id,
                "TRANSQ_CONFIG": str(REPO / "configs" / "worker.toml"),
            }
        )
        with self.log_path.open("ab") as log:
            # Its own process group: a "kill -9 of the worker" takes its vLLM engine core
            # with it, as a container or host crash does (and leaves no orphan behind).
            self.process = subprocess.Popen(
                [sys.executable, "-m", "worker"], cwd=REPO, env=env, stdout=log, stderr=log, start_new_session=True
            )
        return self

    async def heartbeat(self, redis: aioredis.Redis) -> dict[str, Any] | None:
        raw = await redis.get(self.keys.worker(self.worker_id))
        return json.loads(raw) if raw else None

    async def wait_ready(self, redis: aioredis.Redis, timeout_s: float = 240) -> None:
        async def ready() -> bool:
            assert self.process is not None
            if self.process.poll() is not None:
                raise RuntimeError(f"worker exited with {self.process.returncode}:\n{self.log_tail()}")
            beat = await self.heartbeat(redis)
            return bool(beat and beat["ready"])

        await until(ready, timeout_s, f"worker {self.worker_id} to be ready")

    def log_tail(self, lines: int = 30) -> str:
        return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])

    def kill(self) -> None:
        assert self.process is not None
        os.killpg(self.process.pid, signal.SIGKILL)  # no cleanup of any kind
        self.process.wait()

    def terminate(self, timeout_s: float = 120) -> int:
        assert self.process is not None
        self.process.send_signal(signal.SIGTERM)
        return self.process.wait(timeout=timeout_s)

    def stop(self) -> None:
        if self.process is None:
            return
        if self.process.poll() is None:
            try:
                self.terminate()
            except subprocess.TimeoutExpired:
                self.kill()
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)  # whatever of the group is left


# The worker process with the no-model engine: for tests about many workers and the queue.
NOOP_ENV = {"TRANSQ_ENGINE__KIND": "noop"}


def start_workers(
    redis_url: str, keys: Keys, worker_ids: list[str], log_dir: Path, env: dict[str, str] | None = None
) -> dict[str, WorkerProcess]:
    """Start one `python -m worker` per id on one queue (one consumer group); each logs to
    ``log_dir/<id>.log``. Stop them with ``.stop()`` (SIGTERM, then SIGKILL)."""
    log_dir.mkdir(parents=True, exist_ok=True)
    return {
        worker_id: WorkerProcess(redis_url, keys, worker_id, log_dir / f"{worker_id}.log", env=dict(env or {})).start()
        for worker_id in worker_ids
    }
