"""What the loop runs next, for the free slots it has: the read-ahead buffer first, then
dead workers' entries when the reclaim timer is due, then new entries (interactive first,
batch its minimum share: worker.scheduling.lanes; only ``loop.lanes``' own), with a few read ahead;
a blocking read when the lanes are empty. The read-ahead entries are held, and leased, like running ones.

With an interactive reserve (``loop.interactive_reserve``) a fill has a ``Room`` per lane:
batch entries take only batch's slots, read-ahead ones included. While batch fills its
slots and the reserve has room, the loop waits for a freed slot *or* an interactive arrival:
``watch_interactive`` keeps one blocking read of the interactive lane outstanding, in a task
of its own that is never cancelled (an entry it was handed would sit unseen, pending under
our name, until reclaim); what it brings goes to the front of the buffer, and a stop waits
for it (``settle``) so those entries are released with the rest.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
from collections import deque
from collections.abc import Callable

from transq.connection import UNREACHABLE
from transq.contract import Lane
from worker import metrics
from worker.redis.delivery import Delivery
from worker.redis.stream import JobStream
from worker.scheduling.lanes import LanePicker, Room
from worker.scheduling.lease import LeaseKeeper
from worker.settings import LoopSettings

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
        self.taken_back = 0  # our own entries whose end a new primary lacked (take_back_lost)
        self._watch: asyncio.Task[list[Delivery]] | None = None  # the interactive lane's outstanding read
        self._one_lane = None if loop.reads_both_lanes else loop.lanes[0]  # loop.lanes, looked up once

    async def fetch(self, room: Room, holding: Callable[[], list[Delivery]], stopping: asyncio.Event) -> list[Delivery]:
        """Deliveries that fit ``room``: buffered first, then reclaimed, then new ones.

        Buffered entries are returned at once, with no Redis call: the next loop turn
        reads again. A read asks for ``prefetch`` more than the free slots; the extra
        entries wait in the buffer (leased like running ones: ``holding`` lists them with the rest)."""
        out = self._from_buffer(room)
        if out:
            return out
        if self.lease.reclaim_due():
            await self.lease.watch_primary()
            if self.lease.primary_changed:  # ours first, or XAUTOCLAIM takes them as a crash's
                await self.take_back_lost(holding)
            for lane in Lane:  # each reclaimed entry takes a slot of its own lane
                if (want := room.after(out).of(lane)) > 0:
                    held = {d.entry_id: d for d in holding()}
                    claimed = await self.stream.reclaim(lane, self.loop.claim_idle_ms, want, held)
                    self._note_reclaimed(claimed)
                    out += claimed
            await self.lease.forget_gone_consumers()
        blocked = False
        left = room.after(out)
        if left.total > 0 and not stopping.is_set():
            if self._lanes_drained:
                # The last read emptied the lanes: jobs now arrive one by one (a closed loop
                # of clients, a quiet hour), and a non-blocking read would mostly come back
                # empty, a round trip for nothing before the blocking one. Wait on both lanes
                # at once instead; one that has entries answers at once.
                got = await self._read_blocking(left.total)
                blocked = True
            else:
                got = await self._read_new(left)
            # Fewer than asked: the lanes are empty now (until then, under load, the reads
            # above take interactive first and give batch its share, lane by lane).
            self._lanes_drained = len(got) < left.total
            out += got
        if not out and not blocked and not stopping.is_set():
            out = await self._read_blocking(1)
        # Read-ahead, a blocking read's one entry per lane, batch beyond its slots: keep
        # what does not fit.
        taken, rest = room.fit(out)
        self.buffer.extend(rest)
        return taken

    async def _read_blocking(self, count: int) -> list[Delivery]:
        """A blocking read of both lanes, up to ``count`` each; with the interactive lane's
        own read outstanding, that one's end instead: Redis hands an arrival to the read
        that blocked first, so a second read would wait out its block while the first one's
        entry sat in the buffer. Its entries are buffered; the next turn takes them."""
        if self._watch is not None:
            await self.settle()
            return []
        return await self.stream.read_blocking(self.loop.read_block_ms, count=count, lanes=self.loop.lanes)

    def _from_buffer(self, room: Room) -> list[Delivery]:
        if not self.buffer:
            return []
        taken, rest = room.fit(self.buffer)
        if taken:
            self.buffer = deque(rest)
        return taken

    @property
    def reading_interactive(self) -> bool:
        """Whether the interactive lane's blocking read is outstanding."""
        return self._watch is not None

    def has_buffered(self, lane: Lane) -> bool:
        return any(d.lane is lane for d in self.buffer)

    async def _read_new(self, room: Room) -> list[Delivery]:
        if self._one_lane is not None:  # an engine kept for one lane (loop.lanes)
            return await self.stream.read(self._one_lane, max(room.of(self._one_lane), 0) + self.loop.prefetch)
        free = room.total + self.loop.prefetch
        batch_cap = max(room.of(Lane.BATCH), 0) + self.loop.prefetch  # no more batch than it may run
        batch_first = min(self.picker.batch_first(free), batch_cap)
        batch = await self.stream.read(Lane.BATCH, batch_first) if batch_first else []
        want = free - len(batch)
        interactive = await self.stream.read(Lane.INTERACTIVE, want) if want else []
        batch_empty = batch_first > 0 and len(batch) < batch_first
        left = min(free - len(batch) - len(interactive), batch_cap - len(batch))
        if left > 0 and not batch_empty:
            more = await self.stream.read(Lane.BATCH, left)
            batch_empty = len(more) < left
            batch += more
        self.picker.record(len(batch) + len(interactive), len(batch), batch_empty)
        return interactive + batch

    # -- the interactive reserve's read -------------------------------------------------

    def watch_interactive(self, count: int, woken: Callable[[], None], stopping: asyncio.Event) -> None:
        """Keep one blocking read of up to ``count`` interactive entries outstanding (start
        one unless one is); ``woken`` is called once it returns, its entries buffered."""
        if self._watch is not None or stopping.is_set() or Lane.INTERACTIVE not in self.loop.lanes:
            return
        task = asyncio.create_task(self._read_interactive(count, stopping), name="interactive read")
        self._watch = task
        task.add_done_callback(functools.partial(self._watched, woken=woken))

    async def _read_interactive(self, count: int, stopping: asyncio.Event) -> list[Delivery]:
        try:
            return await self.stream.read_blocking(self.loop.read_block_ms, count=count, lanes=(Lane.INTERACTIVE,))
        except UNREACHABLE as exc:
            log.warning("Redis unreachable while waiting for interactive jobs (%s); retrying in 1 s", exc)
            # Not at once: the loop starts the next read as soon as this one returns.
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(1.0):
                    await stopping.wait()
            return []

    def _watched(self, task: asyncio.Task[list[Delivery]], woken: Callable[[], None]) -> None:
        self._collect(task)
        woken()

    def _collect(self, task: asyncio.Task[list[Delivery]]) -> None:
        """Buffer, in front, what the outstanding read brought (once, whoever calls first)."""
        if self._watch is not task:
            return
        self._watch = None
        if task.cancelled():
            return  # only when the event loop itself is torn down
        if (exc := task.exception()) is not None:
            log.error("reading the interactive lane failed", exc_info=exc)
            return
        self.buffer.extendleft(reversed(task.result()))

    async def settle(self) -> None:
        """Wait for the outstanding interactive read, if any, and buffer what it brought: a
        stop calls this before releasing the buffer, so nothing it was handed is lost."""
        task = self._watch
        if task is not None:
            await asyncio.wait([task])
            self._collect(task)

    async def take_back_lost(self, holding: Callable[[], list[Delivery]]) -> None:
        """After the lease keeper saw a new primary: our own entries it still has pending
        that we no longer hold (worker.redis.reading.take_back_lost), to the front of the
        buffer, leased from now on. The interactive lane's outstanding read ends first, so
        an entry it was being handed is held, not taken a second time. Unreachable: the
        flag stays up and the next loop turn tries again."""
        try:
            await self.settle()
            lost = await self.stream.take_back_lost({d.entry_id for d in holding()})
        except UNREACHABLE as exc:
            log.warning("Redis unreachable while taking back our entries after a new primary (%s)", exc)
            return
        self.lease.primary_changed = False
        if lost:
            log.warning(
                "a new Redis primary lacked the end of %d of our jobs (written to the old one, never passed on): "
                "running them again now, not as crash suspects",
                len(lost),
            )
            self.taken_back += len(lost)
            metrics.TAKEN_BACK.inc(len(lost))
        self.buffer.extendleft(reversed(lost))

    def _note_reclaimed(self, claimed: list[Delivery]) -> None:
        if claimed:
            log.info("reclaimed %d entries of dead consumers", len(claimed))
            self.reclaimed += len(claimed)
            metrics.RECLAIMED.inc(len(claimed))
