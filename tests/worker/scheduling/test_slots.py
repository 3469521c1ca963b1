"""The slot table (worker.scheduling.slots): what the lease keeper renews. An entry handed
back for reclaim (worker.scheduling.stop.release) is not renewed in the moment before its
slot's task ends: a renewal then reset its idle time, so after an engine death a released
entry waited out claim_idle_ms instead of being taken at once (seen as a flaky
test_engine_death_releases_everything_and_exits_nonzero)."""

from __future__ import annotations

import asyncio

from tests.engines import GatedEngine
from transq.contract import Lane
from worker.jobs.slot import Slot
from worker.redis.delivery import Delivery
from worker.scheduling.concurrency import FixedLimit
from worker.scheduling.slots import Slots
from worker.scheduling.stop import release


class Stream:
    """Records releases (the real JobStream is covered by the queue tests)."""

    def __init__(self) -> None:
        self.released: list[str] = []

    async def release(self, pairs: list[tuple[str, Delivery]], *, crashed: bool = False) -> None:
        self.released += [d.entry_id for _, d in pairs]


async def test_a_released_slot_is_no_longer_held() -> None:
    gate = asyncio.Event()
    slots = Slots(FixedLimit(4), 0, GatedEngine(), lambda: None)

    async def run(slot: Slot) -> None:
        await gate.wait()

    slots.start([Delivery(Lane.INTERACTIVE, "1-0", {}), Delivery(Lane.BATCH, "2-0", {})], run)
    assert sorted(d.entry_id for d in slots.deliveries()) == ["1-0", "2-0"]
    first = next(s for s in slots.tasks.values() if s.delivery.entry_id == "1-0")
    stream = Stream()
    await release(stream, [first])  # type: ignore[arg-type]  # a recording stand-in
    assert stream.released == ["1-0"]
    assert [d.entry_id for d in slots.deliveries()] == ["2-0"]
    gate.set()
    await asyncio.gather(*slots.tasks)
