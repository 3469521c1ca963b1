"""System "worker": producer -> Redis Streams -> ``python -m worker`` (vLLM) -> result.

Each client request is what a producer does: submit the job, then wait for its result. The
clock runs from the submit to the result in hand: everything the queue adds is inside it.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.harness.drive import Drive, Pattern, Request, Served, drive
from bench.harness.measure import ENGINE_CORE, child_pids
from bench.harness.progress import Bar
from bench.harness.systems.process import WorkerProcess
from bench.harness.systems.queue_tools import delete_queue, job_of, served_of, succeeded
from producer.client import Client
from producer.settings import ProducerSettings
from worker.settings import WorkerSettings

WAIT_TIMEOUT_S = 1_800  # a stuck job fails the run instead of hanging it


class QueuedSystem:
    name = "worker via Redis"

    def __init__(self, settings: WorkerSettings, env: dict[str, str], log_path: Path) -> None:
        self.worker = WorkerProcess(settings, env, log_path)
        self.client = Client.from_settings(ProducerSettings(redis=settings.redis, queue=settings.queue))
        self.exit_code: int | None = None
        self.logged_settings: dict[str, Any] = {}

    async def start(self) -> None:
        self.worker.start()
        await self.worker.wait_ready(self.client.redis)

    def pids(self) -> dict[str, list[int]]:
        pid = self.worker.pid
        return {
            "bench process (producer clients)": [os.getpid()],
            "worker process (loop + engine front end)": [pid],
            ENGINE_CORE: child_pids(pid),
        }

    async def call(self, request: Request) -> Served:
        """One client request as a producer makes it: submit, then wait for the result."""
        await self.client.submit(job_of(request))
        return served_of(succeeded(await self.client.wait(request.job_id, timeout_s=WAIT_TIMEOUT_S)))

    async def run(self, requests: Sequence[Request], pattern: Pattern, seed: int, bar: Bar) -> Drive:
        return await drive(self.call, requests, pattern, seed, bar.advance)

    async def close(self) -> None:
        """SIGTERM the worker (its graceful stop), then remove this run's keys."""
        try:
            self.exit_code = self.worker.stop()
            self.logged_settings = self.worker.logged_settings()
            await delete_queue(self.client.redis, self.client.keys)
        finally:
            await self.client.aclose()
