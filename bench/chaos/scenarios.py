"""The chaos scenarios: each breaks something on purpose and counts what survived.

Every scenario runs in its own Lab (private redis-server on a free port, real worker
processes) and returns Counts; its ``checks`` are the goals it asserts (0 lost, 0
duplicate results, 0 innocent jobs dead-lettered, the poison dead-lettered after exactly
max_deliveries crashes while running alone). docs/chaos.md lists them.

The scenarios live by kind (``crashes``: workers and engines killed; ``pressure``: the
queue and its Redis pushed), on what they share (``steps``, ``harness``); a new one is an
``async def name(lab, sizes, progress) -> Counts`` there, registered below.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from bench.chaos.crashes import kill9, poison, random_kills, sigterm_grace, zombie
from bench.chaos.engine import KILL_ENGINE, KILL_WORKER
from bench.chaos.failover import failover
from bench.chaos.harness import Counts, Lab
from bench.chaos.pressure import duplicate_submits, overload, redis_kill
from bench.chaos.steps import OnProgress, Sizes

__all__ = ["SCENARIOS", "OnProgress", "Scenario", "Sizes"]

Scenario = Callable[[Lab, Sizes, OnProgress], Awaitable[Counts]]


def _bind(fn: Callable[..., Awaitable[Counts]], **kwargs: object) -> Scenario:
    async def run(lab: Lab, sizes: Sizes, progress: OnProgress) -> Counts:
        return await fn(lab, sizes, progress, **kwargs)

    return run


SCENARIOS: dict[str, Scenario] = {
    "poison-worker": _bind(poison, marker=KILL_WORKER),
    "poison-engine": _bind(poison, marker=KILL_ENGINE),
    "kill9-same-id": _bind(kill9, same_id=True),
    "kill9-new-id": _bind(kill9, same_id=False),
    "random-kills": random_kills,
    "sigterm-grace": sigterm_grace,
    "zombie": zombie,
    "duplicate-submits": duplicate_submits,
    "overload": overload,
    "redis-kill": redis_kill,
    "redis-kill-durable": _bind(redis_kill, durable=True),
    "failover": failover,
    "failover-2-replicas": _bind(failover, replicas=2),
}
