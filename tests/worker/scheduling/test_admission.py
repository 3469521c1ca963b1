"""Token-budget admission (worker.scheduling.admission): who enters the engine, in which order."""

from __future__ import annotations

import asyncio

import pytest

from transq.contract import Lane
from worker.scheduling.admission import PROMPT_OVERHEAD_TOKENS, TokenBudget, TokenEstimator


async def hold(
    budget: TokenBudget, tokens: int, lane: Lane, *, order: list[str], name: str, gate: asyncio.Event
) -> None:
    async with budget.reserve(tokens, lane):
        order.append(name)
        await gate.wait()


async def settle() -> None:
    """Let every ready task run until it blocks (no timers involved)."""
    for _ in range(5):
        await asyncio.sleep(0)


async def test_interactive_waiters_go_first_and_nothing_overtakes_the_head_of_a_lane() -> None:
    budget = TokenBudget(100)
    order: list[str] = []
    gates = {name: asyncio.Event() for name in ("a", "b1", "b2", "i1", "small")}
    tasks = [asyncio.create_task(hold(budget, 60, Lane.BATCH, order=order, name="a", gate=gates["a"]))]
    await settle()
    tasks += [
        asyncio.create_task(hold(budget, 60, Lane.BATCH, order=order, name="b1", gate=gates["b1"])),
        # "small" fits beside "a", but waits its turn behind "b1".
        asyncio.create_task(hold(budget, 10, Lane.BATCH, order=order, name="small", gate=gates["small"])),
    ]
    await settle()
    tasks.append(asyncio.create_task(hold(budget, 50, Lane.INTERACTIVE, order=order, name="i1", gate=gates["i1"])))
    await settle()
    assert order == ["a"] and budget.waiting == 3
    gates["a"].set()
    await settle()
    assert order == ["a", "i1"]  # interactive first, although batch jobs waited longer
    gates["i1"].set()
    await settle()
    assert order == ["a", "i1", "b1", "small"]
    for gate in gates.values():
        gate.set()
    await asyncio.gather(*tasks)
    assert budget.in_use == 0 and budget.peak <= 100


async def test_a_job_larger_than_the_budget_runs_alone() -> None:
    budget = TokenBudget(100)
    order: list[str] = []
    gate = asyncio.Event()
    small = asyncio.create_task(hold(budget, 30, Lane.BATCH, order=order, name="small", gate=gate))
    await settle()
    huge = asyncio.create_task(hold(budget, 500, Lane.BATCH, order=order, name="huge", gate=asyncio.Event()))
    await settle()
    assert order == ["small"]
    gate.set()
    await settle()
    assert order == ["small", "huge"] and budget.in_use == 500
    huge.cancel()
    await asyncio.gather(small, huge, return_exceptions=True)
    assert budget.in_use == 0


async def test_a_cancelled_waiter_leaves_the_line_and_its_tokens_are_never_taken() -> None:
    budget = TokenBudget(100)
    order: list[str] = []
    first = asyncio.Event()
    running = asyncio.create_task(hold(budget, 90, Lane.BATCH, order=order, name="running", gate=first))
    await settle()
    blocked = asyncio.create_task(hold(budget, 90, Lane.BATCH, order=order, name="blocked", gate=asyncio.Event()))
    behind = asyncio.create_task(hold(budget, 5, Lane.BATCH, order=order, name="behind", gate=asyncio.Event()))
    await settle()
    blocked.cancel()  # e.g. the job was cancelled while waiting
    await settle()
    assert order == ["running", "behind"] and budget.waiting == 0
    first.set()
    behind.cancel()
    await asyncio.gather(running, blocked, behind, return_exceptions=True)
    assert budget.in_use == 0


def test_estimate_counts_source_output_budget_and_template() -> None:
    estimator = TokenEstimator(output_tokens_ratio=2.0, output_tokens_slack=32, max_output_tokens=2048)
    assert estimator.estimate("x" * 400) == PROMPT_OVERHEAD_TOKENS + 100 + 232
    assert estimator.estimate("x" * 400, max_output_tokens=50) == PROMPT_OVERHEAD_TOKENS + 100 + 50
    assert estimator.estimate("日本語" * 100) > estimator.estimate("abc" * 100)  # 3 bytes a character


def test_budget_must_be_positive() -> None:
    with pytest.raises(ValueError, match="positive"):
        TokenBudget(0)
