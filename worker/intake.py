"""What the loop runs next, for the free slots it has: the read-ahead buffer first, then
dead workers' entries when the reclaim timer is due, then new entries (interactive first,
batch its minimum share: worker.lanes), with a few read ahead; a blocking read when the
lanes are empty. The read-ahead entries are held, and leased, like running ones.
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Callable

from transq.contract import Lane
from worker import metrics
from worker.delivery import Delivery
from worker.lanes import LanePicker
from worker.lease import LeaseKeeper
from worker.settings import LoopSettings
from worker.stream import JobStream

log = logging.getLogger("worker")


class Intake:
    def __init__(self, stream: JobStream, loop: LoopSettings, picker: LanePicker, lease: LeaseKeeper) -> None:
        self.stream = stream
        self.loop = loop
        self.picker = picker
        self.lease = lease
        self.buffer: deque[Delivery] = deque()  # read ahead: leased, waiting for a free slot
        self._lanes_drained = False  # the last read got fewer entries than it asked for
        self.reclaimed = 0  # entries of dead consumers taken over so far

    async def fetch(self, free: int, holding: Callable[[], list[Delivery]], stopping: asyncio.Event) -> list[Delivery]:
        """Up to ``free`` deliveries: buffered first, then reclaimed, then new ones.

        Buffered entries are returned at once, with no Redis call: the next loop turn
        reads again. A read asks for ``prefetch`` more than the free slots; the extra
        entries wait in the buffer (leased like running ones: ``holding`` lists them with the rest)."""
        out = [self.buffer.popleft() for _ in range(min(free, len(self.buffer)))]
        if out:
            return out
        if self.lease.reclaim_due():
            for lane in Lane:
                if len(out) < free:
                    held = {d.entry_id: d for d in holding()}
                    claimed = await self.stream.reclaim(lane, self.loop.claim_idle_ms, free - len(out), held)
                    self._note_reclaimed(claimed)
                    out += claimed
            await self.lease.forget_gone_consumers()
        blocked = False
        if len(out) < free and not stopping.is_set():
            want = free - len(out)
            if self._lanes_drained:
                # The last read emptied the lanes: jobs now arrive one by one (a closed loop
                # of clients, a quiet hour), and a non-blocking read would mostly come back
                # empty, a round trip for nothing before the blocking one. Wait on both lanes
                # at once instead; one that has entries answers at once.
                got = await self.stream.read_blocking(self.loop.read_block_ms, count=want)
                blocked = True
            else:
                got = await self._read_new(want + self.loop.prefetch)
            # Fewer than asked: the lanes are empty now (until then, under load, the reads
            # above take interactive first and give batch its share, lane by lane).
            self._lanes_drained = len(got) < want
            out += got
        if not out and not blocked and not stopping.is_set():
            out = await self.stream.read_blocking(self.loop.read_block_ms)
        # Read-ahead, or a blocking read's one entry per lane: keep what does not fit.
        self.buffer.extend(out[free:])
        return out[:free]

    async def _read_new(self, free: int) -> list[Delivery]:
        batch_first = self.picker.batch_first(free)
        batch = await self.stream.read(Lane.BATCH, batch_first) if batch_first else []
        want = free - len(batch)
        interactive = await self.stream.read(Lane.INTERACTIVE, want) if want else []
        batch_empty = batch_first > 0 and len(batch) < batch_first
        left = free - len(batch) - len(interactive)
        if left and not batch_empty:
            more = await self.stream.read(Lane.BATCH, left)
            batch_empty = len(more) < left
            batch += more
        self.picker.record(len(batch) + len(interactive), len(batch), batch_empty)
        return interactive + batch

    def _note_reclaimed(self, claimed: list[Delivery]) -> None:
        if claimed:
            log.info("reclaimed %d entries of dead consumers", len(claimed))
            self.reclaimed += len(claimed)
            metrics.RECLAIMED.inc(len(claimed))
