"""Load patterns over any system: a closed loop of C clients, or open-loop Poisson arrivals.

Every system of the journey is driven by this one module, so they see the same arrivals;
every suite that sends jobs through a loop of clients drives them here too (``drive``: a
fixed list of requests; ``drive_for``: clients that keep sending until a deadline, as the
adaptive suite and bench.pairs.closed_noop do). Standard library only: the arq peer runs it
inside its own environment (arq pins redis<6), where this repository's redis-py code must
not be imported.

Latency is end to end as a client sees it: from the job's arrival (closed loop: the client
sends it; open loop: its scheduled arrival time, so a system that falls behind is charged
for the wait, with no coordinated omission) to the result in the client's hands.
"""

from __future__ import annotations

import asyncio
import itertools
import random
import time
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from dataclasses import asdict, dataclass
from typing import Any, Literal


@dataclass(frozen=True, slots=True)
class Request:
    """One translation request, as every system receives it (JSON-able)."""

    job_id: str
    text: str
    source_lang: str
    target_lang: str
    source_tokens: int  # counted with the model's tokenizer when the workload was built


@dataclass(frozen=True, slots=True)
class Served:
    """What the system reports about one job it ran."""

    prompt_tokens: int
    completion_tokens: int
    # Epoch ms (the machine's wall clock, shared by every process): when the engine took the
    # job (a slot, a batch) and when its output was complete. Engine busy time comes from these.
    start_ms: float
    end_ms: float


@dataclass(frozen=True, slots=True)
class Sample:
    """One job as the driver measured it."""

    job_id: str
    source_tokens: int
    arrival_s: float  # since the run's start
    e2e_ms: float
    served: Served

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Sample:
        return cls(**(raw | {"served": Served(**raw["served"])}))


@dataclass(frozen=True, slots=True)
class Pattern:
    """How jobs arrive: ``closed`` (``clients`` each send, wait, send the next) or
    ``open`` (Poisson arrivals at ``rate_per_s``, whatever the system's progress)."""

    kind: Literal["closed", "open"]
    clients: int = 0
    rate_per_s: float = 0.0

    @property
    def label(self) -> str:
        if self.kind == "closed":
            return f"closed {self.clients} clients"
        return f"open {self.rate_per_s:g}/s"


@dataclass
class Drive:
    """One workload run under one pattern."""

    samples: list[Sample]
    wall_s: float  # first arrival -> last result
    start_ms: float  # epoch ms of the run's start (for the engine-busy window)


Call = Callable[[Request], Awaitable[Served]]
OnDone = Callable[[], None]
# The next request of a closed loop, given its running number; None: the loop is over.
Take = Callable[[int], Request | None]


async def drive(call: Call, requests: Sequence[Request], pattern: Pattern, seed: int, on_done: OnDone) -> Drive:
    """Run every request under ``pattern``; fail on the first error (a benchmark with
    missing jobs would not be comparable)."""
    start_ms = time.time() * 1000
    t0 = time.perf_counter()
    one = _measured(call, t0, on_done)
    if pattern.kind == "closed":
        queue = list(reversed(requests))  # pop() from the end: the workload's order
        samples = await _closed(one, lambda _: queue.pop() if queue else None, pattern.clients)
    else:
        samples = await _open(one, requests, pattern.rate_per_s, random.Random(seed), t0)
    return Drive(samples, time.perf_counter() - t0, start_ms)


async def drive_for(
    call: Call, take: Callable[[int], Request], clients: int, duration_s: float, on_done: OnDone
) -> Drive:
    """A closed loop of ``clients`` that keep sending ``take(n)`` (n = 0, 1, ...) until
    ``duration_s`` has passed (a request in flight then still finishes and counts); fails on
    the first error, as ``drive`` does."""
    start_ms = time.time() * 1000
    t0 = time.perf_counter()
    stop_at = t0 + duration_s

    def until_deadline(n: int) -> Request | None:
        return take(n) if time.perf_counter() < stop_at else None

    samples = await _closed(_measured(call, t0, on_done), until_deadline, clients)
    return Drive(samples, time.perf_counter() - t0, start_ms)


One = Callable[[Request, float], Coroutine[Any, Any, Sample]]


def _measured(call: Call, t0: float, on_done: OnDone) -> One:
    """``call`` timed from ``arrival`` (a perf_counter reading) to its result in hand."""

    async def one(request: Request, arrival: float) -> Sample:
        served = await call(request)
        ended = time.perf_counter()
        on_done()
        return Sample(request.job_id, request.source_tokens, arrival - t0, (ended - arrival) * 1000, served)

    return one


async def _closed(one: One, take: Take, clients: int) -> list[Sample]:
    """``clients`` loops of take -> send -> wait for the result -> next, until ``take``
    returns None; the requests are numbered in the order they are taken."""
    samples: list[Sample] = []
    taken = itertools.count()

    async def client() -> None:
        while (request := take(next(taken))) is not None:
            samples.append(await one(request, time.perf_counter()))

    await asyncio.gather(*(client() for _ in range(clients)))
    return samples


def arrival_offsets_s(n: int, rate_per_s: float, rng: random.Random) -> list[float]:
    """Poisson process: exponential gaps of mean 1/rate, the first arrival at 0."""
    offsets, t = [], 0.0
    for _ in range(n):
        offsets.append(t)
        t += rng.expovariate(rate_per_s)
    return offsets


async def _open(
    one: One,
    requests: Sequence[Request],
    rate_per_s: float,
    rng: random.Random,
    t0: float,
) -> list[Sample]:
    tasks: list[asyncio.Task[Sample]] = []
    for request, offset in zip(requests, arrival_offsets_s(len(requests), rate_per_s, rng), strict=True):
        # Sleeping to the next arrival time is the schedule itself, not a synchronisation.
        await asyncio.sleep(max(0.0, t0 + offset - time.perf_counter()))
        tasks.append(asyncio.create_task(one(request, t0 + offset)))
    return list(await asyncio.gather(*tasks))
