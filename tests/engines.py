"""A test engine behind the same Protocol as the real one, for tests about the queue.

It holds each request until the test opens its gate, so a test can see exactly what is in
flight without timing guesses; it can also fail requests on demand.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

import redis.asyncio as aioredis

from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings
from worker.assemble import build_worker
from worker.checks.pipeline import Output, OutputChecks
from worker.engines.protocol import (
    Engine,
    FatalEngineError,
    OutputRejected,
    RetryableEngineError,
    Translation,
    TranslationRequest,
)
from worker.prompts.profiles import load_profile
from worker.scheduling.loop import Worker
from worker.settings import (
    EngineSettings,
    LoopSettings,
    MemorySettings,
    MetricsSettings,
    OutputCheckSettings,
    WorkerSettings,
)


def fast_worker_settings(
    redis_url: str,
    queue: QueueSettings,
    *,
    metrics: MetricsSettings | None = None,
    memory: MemorySettings | None = None,
    **loop: object,
) -> WorkerSettings:
    """Settings of an in-process test worker: short timers so leases, reclaims and
    shutdowns happen within a test; the engine is whatever the test passes in."""
    loop_fields: dict[str, object] = {
        "worker_id": "w-test", "max_in_flight": 4, "read_block_ms": 100, "lease_renew_s": 0.2,
        "claim_idle_ms": 1000, "reclaim_interval_s": 0.2, "heartbeat_ttl_s": 2, "grace_period_s": 5,
        "retry_initial_delay_s": 0.01,
    }  # fmt: skip
    return WorkerSettings(
        redis=RedisSettings(url=redis_url),
        queue=queue,
        engine=EngineSettings(kind="noop"),
        loop=LoopSettings.model_validate(loop_fields | loop),
        metrics=metrics or MetricsSettings(),
        memory=memory or MemorySettings(),
    )


@dataclass
class GatedEngine:
    """Requests run until ``release(text)`` or ``release_all()``; output is the text upper-cased."""

    open_by_default: bool = False
    fail_times: dict[str, int] = field(default_factory=dict)  # text -> retryable failures
    fatal_on: set[str] = field(default_factory=set)  # texts that kill the engine
    reject_output: dict[str, str] = field(default_factory=dict)  # text -> output-check code that fails it
    running: dict[str, TranslationRequest] = field(default_factory=dict)
    started: list[str] = field(default_factory=list)  # texts, in start order
    aborted: list[str] = field(default_factory=list)
    peak: int = 0
    # When set, start() (engine load + warm-up) waits for it: a slow-loading engine.
    loaded: asyncio.Event | None = None
    starting: asyncio.Event = field(default_factory=asyncio.Event)
    calls: defaultdict[str, int] = field(default_factory=lambda: defaultdict(int))
    _gates: dict[str, asyncio.Event] = field(default_factory=dict)
    _arrived: asyncio.Condition = field(default_factory=asyncio.Condition)

    @property
    def model_name(self) -> str:
        return "gated-test-engine"

    async def start(self) -> None:
        self.starting.set()
        if self.loaded is not None:
            await self.loaded.wait()

    def _gate(self, text: str) -> asyncio.Event:
        gate = self._gates.setdefault(text, asyncio.Event())
        if self.open_by_default:
            gate.set()
        return gate

    async def translate(self, request: TranslationRequest) -> Translation:
        self.calls[request.text] += 1
        if request.text in self.fatal_on:
            raise FatalEngineError("engine core died")
        if self.fail_times.get(request.text, 0) >= self.calls[request.text]:
            raise RetryableEngineError(f"transient failure {self.calls[request.text]}")
        if request.text in self.reject_output:
            code = self.reject_output[request.text]
            raise OutputRejected(code, f"output rejected ({code})", (code,))
        self.running[request.request_id] = request
        self.peak = max(self.peak, len(self.running))
        async with self._arrived:
            self.started.append(request.text)
            self._arrived.notify_all()
        try:
            await self._gate(request.text).wait()
        except asyncio.CancelledError:
            self.aborted.append(request.text)
            raise
        finally:
            self.running.pop(request.request_id, None)
        return Translation(request.text.upper(), len(request.text), len(request.text), "stop")

    async def wait_running(self, count: int, timeout_s: float = 10) -> None:
        """Until at least ``count`` requests are inside the engine."""
        async with asyncio.timeout(timeout_s), self._arrived:
            await self._arrived.wait_for(lambda: len(self.running) >= count)

    async def wait_started(self, text: str, timeout_s: float = 10) -> None:
        async with asyncio.timeout(timeout_s), self._arrived:
            await self._arrived.wait_for(lambda: text in self.started)

    def release(self, text: str) -> None:
        self._gate(text).set()

    def release_all(self) -> None:
        self.open_by_default = True
        for gate in self._gates.values():
            gate.set()

    def unfinished_requests(self) -> int:
        return len(self.running)

    async def check_health(self) -> None:
        return None

    async def close(self) -> None:
        return None


@dataclass
class LoadEngine:
    """Latency that grows with concurrency, like continuous batching: a job of S steps (its
    text's word count) takes S decode steps of ``step_ms + per_job_ms x jobs inside`` each,
    re-evaluated every step. For the adaptive-concurrency tests."""

    step_ms: float = 10.0
    per_job_ms: float = 5.0
    running: int = 0
    peak: int = 0

    @property
    def model_name(self) -> str:
        return "load-test-engine"

    async def start(self) -> None:
        return None

    async def translate(self, request: TranslationRequest) -> Translation:
        self.running += 1
        self.peak = max(self.peak, self.running)
        try:
            steps = len(request.text.split())
            for _ in range(steps):
                # The simulated engine step: passing time is what this engine models.
                await asyncio.sleep((self.step_ms + self.per_job_ms * self.running) / 1000)
            return Translation(request.text, steps, steps, "stop")
        finally:
            self.running -= 1

    def latency_ms(self, steps: int, in_engine: int) -> float:
        return steps * (self.step_ms + self.per_job_ms * in_engine)

    def unfinished_requests(self) -> int:
        return self.running

    async def check_health(self) -> None:
        return None

    async def close(self) -> None:
        return None


SCRIPTED_CANARY = "tq0a1b2c3d4e"


@dataclass
class ScriptedEngine:
    """A model that obeys: each source's output is scripted (``outputs``; ``strict_outputs``
    for the second, stricter try), and the real output checks run on it as the vLLM engine
    runs them (chatml profile, canary SCRIPTED_CANARY, the cross-job memory). Unscripted
    texts come back as "[de] <text>"."""

    outputs: dict[str, str] = field(default_factory=dict)
    strict_outputs: dict[str, str] = field(default_factory=dict)
    finish_reasons: dict[str, str] = field(default_factory=dict)
    requests: list[TranslationRequest] = field(default_factory=list)
    checks: OutputChecks = field(
        default_factory=lambda: OutputChecks(
            OutputCheckSettings(), load_profile("chatml"), SCRIPTED_CANARY, ["<|im_start|>", "<|im_end|>"]
        )
    )

    @property
    def model_name(self) -> str:
        return "scripted-test-engine"

    async def start(self) -> None:
        return None

    async def translate(self, request: TranslationRequest) -> Translation:
        self.requests.append(request)
        self.checks.note(request)
        script = self.strict_outputs if request.strict and request.text in self.strict_outputs else self.outputs
        text = script.get(request.text, f"[de] {request.text}")
        reason = self.finish_reasons.get(request.text, "stop")
        flags, findings = self.checks.run(Output(text, request, reason))
        return Translation(text, len(request.text), len(text), reason, flags, findings)

    def unfinished_requests(self) -> int:
        return 0

    async def check_health(self) -> None:
        return None

    async def close(self) -> None:
        return None


@asynccontextmanager
async def in_loop_worker(redis: aioredis.Redis, settings: WorkerSettings, engine: Engine) -> AsyncIterator[Worker]:
    """A worker in this event loop, stopped through its real shutdown path (a gated
    engine's held jobs are let go first, so the stop does not wait out its grace)."""
    worker = build_worker(settings, engine, redis)
    task = asyncio.create_task(worker.run())
    async with asyncio.timeout(10):
        await worker.ready.wait()
    try:
        yield worker
    finally:
        worker.stop()
        if isinstance(engine, GatedEngine):
            engine.release_all()
        await asyncio.wait_for(task, 20)
