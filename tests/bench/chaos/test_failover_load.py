"""The failover scenario's load gate (bench.chaos.failover_load.Side.open_jobs): the
control's jobs lost in the crash never get a result, so after the crash only jobs sent
after it may hold the producers back (else a large loss stopped them for good)."""

from __future__ import annotations

from pathlib import Path

from bench.chaos.failover_load import MAX_OPEN, SentinelLab, Side
from transq.durability import Durability


def _side(tmp_path: Path) -> Side:
    return Side(Durability.OFF, SentinelLab(tmp_path, {}, 16, 3))


def test_jobs_lost_before_the_crash_do_not_hold_the_producers_back(tmp_path: Path) -> None:
    side = _side(tmp_path)
    side.acked = {f"lost-{i}": 1.0 for i in range(MAX_OPEN + 10)}  # sent before the crash at 5.0
    assert side.open_jobs([]) >= MAX_OPEN  # before the crash they count
    assert side.open_jobs([5.0]) == 0
    side.acked_after_crash, side.seen_after_crash = 8, 3
    assert side.open_jobs([5.0]) == 5
