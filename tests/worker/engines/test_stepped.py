"""The stepped engine's load model (worker.engines.stepped): steps that grow with the batch
and per-request CPU work that holds the event loop, as vLLM's output handling does."""

from __future__ import annotations

import asyncio

import pytest

from worker.engines.protocol import TranslationRequest
from worker.engines.stepped import SteppedEngine
from worker.scheduling.loop_lag import probe_lag

CPU_PER_SEQ_S = 0.01
BATCH = 8


def test_a_step_grows_with_the_batch() -> None:
    engine = SteppedEngine(0.0, 0.01, step_per_seq_s=0.002)
    assert engine.step_for(0) == pytest.approx(0.01)
    assert engine.step_for(16) == pytest.approx(0.01 + 16 * 0.002)


async def test_each_step_holds_the_loop_per_decoding_request() -> None:
    """Eight decoding requests at 10 ms of CPU each: a step keeps the loop at least 80 ms."""
    engine = SteppedEngine(0.0, 0.001, cpu_per_seq_s=CPU_PER_SEQ_S)
    lags: list[float] = []
    probe = asyncio.create_task(probe_lag(interval_s=0.001, observe=lags.append))
    try:
        words = " ".join(["word"] * 5)
        requests = [TranslationRequest(f"r{i}", words, "en", "de") for i in range(BATCH)]
        out = await asyncio.gather(*(engine.translate(r) for r in requests))
    finally:
        probe.cancel()
    assert all(t.text == words for t in out)
    assert max(lags) >= BATCH * CPU_PER_SEQ_S * 0.9


async def test_without_cpu_cost_the_loop_stays_free() -> None:
    """The control: the same batch with no CPU cost never holds the loop that long."""
    engine = SteppedEngine(0.0, 0.001)
    lags: list[float] = []
    probe = asyncio.create_task(probe_lag(interval_s=0.001, observe=lags.append))
    try:
        await asyncio.gather(*(engine.translate(TranslationRequest(f"r{i}", "a b c d e", "en", "de"))
                               for i in range(BATCH)))  # fmt: skip
    finally:
        probe.cancel()
    assert max(lags, default=0.0) < BATCH * CPU_PER_SEQ_S * 0.9
