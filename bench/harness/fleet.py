"""Worker processes pinned to GPUs, their load and their figures: what ``bench scale``,
``bench mixed`` and ``bench vllm-server`` share.

A ``Fleet`` is a set of ``python -m worker`` processes (bench.harness.systems.process.WorkerProcess)
that serve one queue as one consumer group, each with its own worker id and
``CUDA_VISIBLE_DEVICES``. The engine comes from the environment (bench/gpu-run.sh exports
TRANSQ_ENGINE__*), or the no-op engine for a CPU run. The load is bench.harness.drive's, through one
producer ``Client`` per fleet: submit, then wait for the result.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import uuid
from collections import Counter, defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.harness.config import NAMESPACE, REPO, WORKER_CONFIG
from bench.harness.drive import Drive, Pattern, Request, Served, drive
from bench.harness.progress import Bar
from bench.harness.systems.process import WorkerProcess
from bench.harness.systems.queue_tools import delete_queue, served_of, succeeded
from producer.client import Client
from producer.settings import ProducerSettings
from transq.contract import Lane, Result, make_job
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings
from worker.settings import WorkerSettings
from worker.sizing import percentile

LOG_DIR = REPO / ".data" / "bench"
WAIT_TIMEOUT_S = 900  # a stuck job fails the run instead of hanging it
WAITS_PER_CLIENT = 32
SHORT_TOKENS = 30  # "short job": at most this many source tokens (the interactive kind)
WORDS = ("the", "quick", "brown", "fox", "jumps", "over", "a", "lazy", "dog", "while", "seven", "wizards",
         "quietly", "judge", "boxing", "matches", "river", "stone", "light", "north")  # fmt: skip


@dataclass(frozen=True)
class EngineChoice:
    """``vllm``: the engine the environment configures; ``noop``: CPU runs and tests;
    ``stepped``: continuous batching's timing and its load on the process, on the CPU
    (worker.engines.stepped: ``stepped`` holds its TTFT, step, step growth per request and
    CPU per request and step, in ms)."""

    kind: str = "vllm"
    noop_delay_ms: float = 50.0
    stepped: tuple[float, float, float, float] = (30.0, 10.0, 0.0, 0.0)

    def env(self) -> dict[str, str]:
        if self.kind == "noop":
            return {"TRANSQ_ENGINE__KIND": "noop", "TRANSQ_ENGINE__NOOP_DELAY_MS": str(self.noop_delay_ms)}
        if self.kind == "stepped":
            names = ("TTFT_MS", "STEP_MS", "STEP_PER_SEQ_MS", "CPU_PER_SEQ_MS")
            return {"TRANSQ_ENGINE__KIND": "stepped"} | {
                f"TRANSQ_ENGINE__STEPPED_{name}": str(value) for name, value in zip(names, self.stepped, strict=True)
            }
        return {}


def texts(n: int, seed: int, min_words: int, max_words: int, prefix: str) -> list[Request]:
    """``n`` seeded requests of min..max words (one word ~ one token of the 1.5B shape's
    tokenizer for this vocabulary); ids unique per call."""
    rng = random.Random(seed)
    tag = uuid.uuid4().hex[:6]
    out = []
    for i in range(n):
        words = rng.randint(min_words, max_words)
        text = " ".join(rng.choice(WORDS) for _ in range(words)).capitalize() + "."
        out.append(Request(f"{prefix}-{seed}-{i}-{tag}", text, "en", "de", words))
    return out


@dataclass
class Fleet:
    """Worker processes serving one queue (one consumer group)."""

    redis_url: str
    name: str  # queue name
    gpus: Sequence[str]  # CUDA_VISIBLE_DEVICES of each worker, in order
    in_flight: int
    engine: EngineChoice
    extra_env: dict[str, str] = field(default_factory=dict)
    # Each engine's gpu_memory_utilization (None: the environment's): K engines on one GPU
    # take a share each, as worker.fleet.placement gives them.
    memory_share: float | None = None
    # Settings of each worker over the rest (index by index; missing: none), e.g. the one
    # lane an engine reads (worker.fleet.placement's plan, bench mixed --interactive-engines).
    worker_env: Sequence[dict[str, str]] = ()
    workers: list[WorkerProcess] = field(default_factory=list, init=False)

    @property
    def queue(self) -> QueueSettings:
        return QueueSettings(namespace=NAMESPACE, name=self.name)

    def worker_id(self, index: int) -> str:
        return f"{self.name}-w{index}"

    def own_env(self, index: int) -> dict[str, str]:
        return dict(self.worker_env[index]) if index < len(self.worker_env) else {}

    def process(self, index: int) -> WorkerProcess:
        env = {
            "TRANSQ_CONFIG": str(WORKER_CONFIG), "TRANSQ_REDIS__URL": self.redis_url,
            "TRANSQ_QUEUE__NAMESPACE": NAMESPACE, "TRANSQ_QUEUE__NAME": self.name,
            "TRANSQ_QUEUE__RESULT_TTL_S": "3600", "TRANSQ_LOOP__MAX_IN_FLIGHT": str(self.in_flight),
            "TRANSQ_LOOP__WORKER_ID": self.worker_id(index), "TRANSQ_ENGINE__IGNORE_EOS": "true",
            "TRANSQ_MEMORY__TTL_S": "0",  # every job runs in the engine
            "TRANSQ_METRICS__ENABLED": "false", "CUDA_VISIBLE_DEVICES": visible(self.gpus[index]),
        } | self.engine.env() | self.extra_env | self.own_env(index)  # fmt: skip
        if self.memory_share is not None:
            env["TRANSQ_ENGINE__GPU_MEMORY_UTILIZATION"] = f"{self.memory_share:.4f}"
        settings = WorkerSettings.model_validate(
            {
                "redis": {"url": self.redis_url},
                "queue": self.queue.model_dump(),
                "loop": {"worker_id": env["TRANSQ_LOOP__WORKER_ID"]},
            }
        )
        return WorkerProcess(settings, env, LOG_DIR / f"{self.worker_id(index)}.log")

    def start(self, indexes: Sequence[int] | None = None) -> list[WorkerProcess]:
        """Start the workers at ``indexes`` (all by default); returns those started."""
        if not self.workers:
            self.workers = [self.process(i) for i in range(len(self.gpus))]
        return [self.workers[i].start() for i in (indexes if indexes is not None else range(len(self.gpus)))]

    def members(self) -> list[tuple[Fleet, int]]:
        """Every worker of the fleet as (fleet, index), for load_by_gpu."""
        return [(self, i) for i in range(len(self.gpus))]

    def stop(self) -> None:
        for worker in self.workers:
            worker.stop()

    def client(self) -> Client:
        return Client.from_settings(ProducerSettings(redis=RedisSettings(url=self.redis_url), queue=self.queue))

    def clients(self) -> Clients:
        return Clients(self)


async def wait_ready(client: Client, workers: Sequence[WorkerProcess], timeout_s: float = 900) -> None:
    await asyncio.gather(*(w.wait_ready(client.redis, timeout_s=timeout_s) for w in workers))


async def load_by_gpu(client: Client, members: Sequence[tuple[Fleet, int]]) -> None:
    """Start the given (fleet, worker index) pairs: engines on one GPU one after another (vLLM
    sizes its KV cache from the memory it finds free while it profiles, as worker.fleet's
    supervisor knows), different GPUs side by side. ``client``: any, for its Redis."""
    by_gpu: dict[str, list[tuple[Fleet, int]]] = defaultdict(list)
    for fleet, index in members:
        by_gpu[fleet.gpus[index]].append((fleet, index))

    async def one_gpu(items: list[tuple[Fleet, int]]) -> None:
        for fleet, index in items:
            await wait_ready(client, fleet.start([index]))

    await asyncio.gather(*(one_gpu(items) for items in by_gpu.values()))


def engine_share(engines: int) -> float:
    """Each of ``engines`` engines' gpu_memory_utilization on one GPU: the environment's
    (bench/gpu-run.sh exports it) split evenly, as worker.fleet.placement splits it."""
    return float(os.environ.get("TRANSQ_ENGINE__GPU_MEMORY_UTILIZATION", "0.9")) / engines


def visible(gpus: str) -> str:
    """GPU numbers of this process's view as the machine's: a benchmark run on GPU 1 alone
    (CUDA_VISIBLE_DEVICES=1, side by side with another on GPU 0) gives its "0" GPU 1."""
    mine = [g for g in os.environ.get("CUDA_VISIBLE_DEVICES", "").split(",") if g]
    if not mine:
        return gpus
    return ",".join(mine[int(g)] for g in gpus.split(",") if g)


def placed(gpus: int, per_gpu: int) -> list[str]:
    """CUDA_VISIBLE_DEVICES of each fleet worker: ``per_gpu`` per GPU, GPU by GPU (the order
    worker.fleet.placement gives a ``placement.engines_per_gpu`` deployment)."""
    return [str(g) for g in range(gpus) for _ in range(per_gpu)]


@dataclass
class Run:
    """One measured run: the driver's samples and every job's result."""

    drive: Drive
    results: dict[str, Result]

    @property
    def jobs_per_s(self) -> float:
        return len(self.drive.samples) / self.drive.wall_s

    def short_p95_ms(self) -> float | None:
        short = [s.e2e_ms for s in self.drive.samples if s.source_tokens <= SHORT_TOKENS]
        return round(percentile(short, 95), 2) if short else None

    def share(self) -> dict[str, int]:
        """Results per worker id: how the work was shared."""
        return dict(Counter(r.worker_id or "?" for r in self.results.values()))

    def reexecuted(self) -> int:
        return sum(1 for r in self.results.values() if r.attempts > 1)

    def figures(self) -> dict[str, Any]:
        return {"jobs": len(self.drive.samples), "wall_s": round(self.drive.wall_s, 3),
                "jobs_per_s": round(self.jobs_per_s, 3), "short_p95_ms": self.short_p95_ms(),
                "share": self.share(), "reexecuted": self.reexecuted()}  # fmt: skip


class Clients:
    """Producer clients of one queue, each holding at most ``WAITS_PER_CLIENT`` waits: a
    blocking wait holds a pooled connection, and redis-py's pool refuses past its size
    ("Too many connections", issue 32 item 4)."""

    def __init__(self, fleet: Fleet) -> None:
        self.fleet = fleet
        self.items = [fleet.client()]
        self.busy = [0]

    @property
    def first(self) -> Client:
        return self.items[0]

    @contextlib.contextmanager
    def least_busy(self) -> Iterator[Client]:
        i = min(range(len(self.items)), key=self.busy.__getitem__)
        if self.busy[i] >= WAITS_PER_CLIENT:
            self.items.append(self.fleet.client())
            self.busy.append(0)
            i = len(self.items) - 1
        self.busy[i] += 1
        try:
            yield self.items[i]
        finally:
            self.busy[i] -= 1

    async def aclose(self) -> None:
        for client in self.items:
            await client.aclose()


async def run_load(
    clients: Clients, requests: Sequence[Request], pattern: Pattern, bar: Bar, *, lane: Lane = Lane.INTERACTIVE
) -> Run:
    """Drive ``requests`` through the clients' queue: each one a submit, then a wait."""
    results: dict[str, Result] = {}

    async def call(request: Request) -> Served:
        job = make_job(job_id=request.job_id, text=request.text, source_lang=request.source_lang,
                       target_lang=request.target_lang, priority=lane)  # fmt: skip
        with clients.least_busy() as client:
            await client.submit(job)
            result = succeeded(await client.wait(request.job_id, timeout_s=WAIT_TIMEOUT_S))
        results[request.job_id] = result
        return served_of(result)

    return Run(await drive(call, requests, pattern, seed=len(requests), on_done=bar.advance), results)


async def cleanup(client: Client) -> None:
    await delete_queue(client.redis, client.keys)


def kill_group(worker: WorkerProcess, sig: int) -> None:
    """Signal ``worker``'s whole process group (its engine core is a child)."""
    os.killpg(worker.pid, sig)


def gpu_list(count: int) -> list[str]:
    return [str(i) for i in range(count)]


def log_paths(fleets: Sequence[Fleet]) -> list[Path]:
    return [w.log_path for f in fleets for w in f.workers]
