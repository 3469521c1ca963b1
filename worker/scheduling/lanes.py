"""Which lane to read from: interactive first, with a guaranteed minimum share for batch.

A credit counter, not a timer: every admitted job earns batch ``min_share`` of a slot,
and each whole credit reserves the next slot for batch. When a read finds batch empty the
credit is dropped, so a burst of batch work after a quiet spell cannot crowd out
interactive jobs.

``Room`` is what a fill may admit per lane: with an interactive reserve
(``loop.interactive_reserve``) batch gets fewer slots than interactive.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from transq.contract import Lane
from worker.redis.delivery import Delivery


@dataclass
class LanePicker:
    min_batch_share: float
    credit: float = 0.0

    def batch_first(self, free: int) -> int:
        """How many of ``free`` slots to offer batch before interactive."""
        return min(free, math.floor(self.credit + free * self.min_batch_share))

    def record(self, admitted: int, batch_admitted: int, batch_empty: bool) -> None:
        """Update the credit after a fill."""
        if batch_empty:
            self.credit = 0.0
            return
        self.credit += admitted * self.min_batch_share - batch_admitted
        # Bank at most one slot, and never go into debt: interactive had its turn.
        self.credit = min(max(self.credit, 0.0), 1.0)


@dataclass(frozen=True)
class Room:
    """Free slots for one fill: any job may take ``total`` of them, batch jobs at most
    ``batch`` (the rest are the interactive reserve). ``total == batch`` with no reserve."""

    total: int
    batch: int

    def of(self, lane: Lane) -> int:
        return min(self.batch, self.total) if lane is Lane.BATCH else self.total

    def after(self, taken: Iterable[Delivery]) -> Room:
        """The room left once ``taken`` are admitted."""
        lanes = [d.lane for d in taken]
        return Room(self.total - len(lanes), self.batch - lanes.count(Lane.BATCH))

    def fit(self, deliveries: Iterable[Delivery]) -> tuple[list[Delivery], list[Delivery]]:
        """The deliveries that fit, in order, and the rest (kept in order)."""
        total, batch = self.total, self.batch
        taken: list[Delivery] = []
        rest: list[Delivery] = []
        for d in deliveries:
            is_batch = d.lane is Lane.BATCH
            if total > 0 and (batch > 0 or not is_batch):
                taken.append(d)
                total -= 1
                batch -= int(is_batch)
            else:
                rest.append(d)
        return taken, rest
