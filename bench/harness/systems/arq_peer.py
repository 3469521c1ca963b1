"""System "arq peer": arq 0.28, the asyncio Redis queue people pick today, in front of the
same vLLM engine configuration as every other system.

    bench ──spawns──> arq driver ──enqueue_job, Job.result──> Redis <──polls── arq worker ──> VllmEngine
                      (both in .data/bench/arq-venv: arq pins redis<6; code in bench.harness.peers.arq_app)

The worker's one task calls our own VllmEngine adapter, loaded from the same TRANSQ_* env
as our worker (bench.harness.config.worker_env), with max_jobs = loop.max_in_flight: prompts,
SamplingParams and output budgets are identical by construction.

Its virtualenv (arq and its redis<6) is bench.harness.systems.arq_env's.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import itertools
import json
import logging
import os
import signal
import tempfile
from asyncio.subprocess import PIPE, Process
from collections.abc import Awaitable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from bench.harness.config import REPO, VLLM_LOG_ENV
from bench.harness.drive import Drive, Pattern, Request, Sample
from bench.harness.measure import ENGINE_CORE, child_pids
from bench.harness.progress import Bar
from bench.harness.systems.arq_env import Say, ensure_arq_env
from bench.harness.systems.process import SETTINGS_MARK
from transq.connection import connect
from transq.settings import QueueSettings
from worker.settings import WorkerSettings

log = logging.getLogger("bench.arq")

APP = "bench.harness.peers.arq_app"  # the code that runs in the arq venv
READY_LINE, DONE_LINE = b"ready", b"done"  # bench.harness.peers.arq_app's READY_LINE, DONE_LINE
# arq's key prefixes (arq/constants.py, 0.28), mirrored: this process cannot import arq.
ARQ_JOB_KEY_PREFIXES = ("arq:job:", "arq:result:", "arq:in-progress:", "arq:retry:")
ARQ_HEALTH_SUFFIX = ":health-check"
READY_TIMEOUT_S = 600.0  # model load and warm-up on 2 shared CPU cores
STOP_TIMEOUT_S = 60.0

T = TypeVar("T")


def arq_queue(queue: QueueSettings) -> str:
    """This run's arq queue (a sorted set): never arq's shared default ``arq:queue``."""
    return f"arq:{queue.namespace}:{queue.name}"


class ArqService:
    """The journey suite's arq system (bench.harness.systems.base.Service)."""

    name = "arq peer"

    def __init__(
        self,
        settings: WorkerSettings,
        env: dict[str, str],
        log_path: Path,
        python: Path | None = None,
        say: Say = log.info,
    ) -> None:
        self.settings = settings  # what `env` loads to (bench.harness.config.load_settings)
        self.env = env
        self.log_path = log_path
        self.python = python  # the arq venv's; built by start() when not given
        self.queue_name = arq_queue(settings.queue)
        self.exit_code: int | None = None
        self._say = say
        self._worker: Process | None = None
        self._job_ids: list[str] = []  # arq ids this service enqueued: close() deletes their keys
        self._runs = itertools.count()

    async def start(self) -> None:
        if self.python is None:
            self.python = await asyncio.to_thread(ensure_arq_env, self._say)
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        with self.log_path.open("ab") as log_file:
            # Its own process group: vLLM's engine core is a child that outlives a killed
            # worker, so a stop that has to kill takes the whole group.
            self._worker = await _spawn(
                self.python,
                *("worker", "--queue", self.queue_name),
                env=os.environ | VLLM_LOG_ENV | self.env,
                stdout=PIPE,  # the readiness channel: one line, "ready"
                stderr=log_file,
                start_new_session=True,
            )
        assert self._worker.stdout is not None
        try:
            line = await asyncio.wait_for(self._unless_worker_exits(self._worker.stdout.readline()), READY_TIMEOUT_S)
        except TimeoutError:
            raise TimeoutError(f"arq worker not ready after {READY_TIMEOUT_S:g} s:\n{self.log_tail()}") from None
        if line.strip() != READY_LINE:
            raise RuntimeError(f"arq worker closed its readiness channel:\n{self.log_tail()}")

    async def run(self, requests: Sequence[Request], pattern: Pattern, seed: int, bar: Bar) -> Drive:
        assert self.python is not None, "start() first"
        # A workload's ids repeat from run to run; arq refuses an id whose job or result exists.
        prefix = f"{self.settings.queue.name}-{next(self._runs)}-"
        self._job_ids += [prefix + r.job_id for r in requests]  # now: close() cleans up after a failure too
        with tempfile.TemporaryDirectory(prefix="arq-drive-") as tmp:
            out = Path(tmp) / "drive.json"
            spec = {
                "redis_url": self.settings.redis.url,
                "queue_name": self.queue_name,
                "job_prefix": prefix,
                "requests": [dataclasses.asdict(r) for r in requests],
                "pattern": dataclasses.asdict(pattern),
                "seed": seed,
                "out": str(out),
            }
            driver = await _spawn(self.python, "drive", stdin=PIPE, stdout=PIPE, stderr=PIPE)
            try:
                await self._unless_worker_exits(_drive(driver, json.dumps(spec).encode(), bar))
            finally:
                if driver.returncode is None:
                    driver.kill()
                    await driver.wait()
            raw = json.loads(out.read_text())
        return Drive([Sample.from_json(s) for s in raw["samples"]], raw["wall_s"], raw["start_ms"])

    async def _unless_worker_exits(self, work: Awaitable[T]) -> T:
        """``work``'s result; an error as soon as the arq worker exits meanwhile (its jobs
        would never finish, its readiness line never come)."""
        assert self._worker is not None, "start() first"
        task, exited = asyncio.ensure_future(work), asyncio.ensure_future(self._worker.wait())
        try:
            await asyncio.wait({task, exited}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            exited.cancel()
            if not task.done():
                task.cancel()
                await asyncio.wait({task})
        if task.cancelled():
            raise RuntimeError(f"arq worker exited with {self._worker.returncode}:\n{self.log_tail()}")
        return task.result()

    def pids(self) -> dict[str, list[int]]:
        if self._worker is None:
            return {}
        pid = self._worker.pid
        return {"arq worker (loop + engine front end)": [pid], ENGINE_CORE: child_pids(pid)}

    async def close(self) -> None:
        try:
            await self._stop_worker()
        finally:
            await self._delete_keys()

    async def _stop_worker(self) -> None:
        """SIGTERM: arq's own stop (on_shutdown shuts the engine down); then kill whatever is
        left of the process group, so no engine core is left behind."""
        worker, self._worker = self._worker, None
        if worker is None:
            return
        if worker.returncode is None:
            worker.send_signal(signal.SIGTERM)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(worker.wait(), STOP_TIMEOUT_S)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(worker.pid, signal.SIGKILL)
        self.exit_code = await worker.wait()

    async def _delete_keys(self) -> None:
        """This service's keys only, by name: the Redis is shared (never FLUSHDB, no SCAN)."""
        keys = [self.queue_name, self.queue_name + ARQ_HEALTH_SUFFIX]
        keys += [prefix + job_id for job_id in self._job_ids for prefix in ARQ_JOB_KEY_PREFIXES]
        redis = connect(self.settings.redis)
        try:
            await redis.delete(*keys)
        finally:
            await redis.aclose()
        self._job_ids.clear()

    def log_tail(self, lines: int = 30) -> str:
        if not self.log_path.exists():
            return ""
        return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])

    def logged_settings(self) -> dict[str, Any]:
        """The settings the arq worker logged at start (as our worker does); empty if none."""
        lines = self.log_path.read_text(errors="replace").splitlines() if self.log_path.exists() else []
        for line in lines:
            if SETTINGS_MARK in line:
                return dict(json.loads(line.split(SETTINGS_MARK, 1)[1]))
        return {}


async def _spawn(python: Path, *args: str, **kwargs: Any) -> Process:
    return await asyncio.create_subprocess_exec(str(python), "-m", APP, *args, cwd=REPO, **kwargs)


async def _drive(driver: Process, spec: bytes, bar: Bar) -> None:
    """Feed the driver its spec, advance ``bar`` per "done" line, fail with its stderr."""
    assert driver.stdin is not None and driver.stdout is not None and driver.stderr is not None
    errors = asyncio.ensure_future(driver.stderr.read())  # read alongside: a full pipe would block it
    driver.stdin.write(spec)
    await driver.stdin.drain()
    driver.stdin.close()
    async for line in driver.stdout:
        if line.strip() == DONE_LINE:
            bar.advance()
    code = await driver.wait()
    stderr = (await errors).decode(errors="replace")
    if code != 0:
        tail = "\n".join(stderr.splitlines()[-30:])
        raise RuntimeError(f"arq driver exited with {code}:\n{tail}")
