"""Which lane to read from: interactive first, with a guaranteed minimum share for batch.

A credit counter, not a timer: every admitted job earns batch ``min_share`` of a slot,
and each whole credit reserves the next slot for batch. When a read finds batch empty the
credit is dropped, so a burst of batch work after a quiet spell cannot crowd out
interactive jobs.
"""

from __future__ import annotations

import math
from dataclasses import dataclass


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
