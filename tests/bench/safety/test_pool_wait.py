"""``python -m bench.safety.pool_wait`` (bench.safety.pool_wait): every pool (size, and
outputs shared or whole) is measured in alternated rounds on the same outputs, and a burst's
outputs all get their verdicts. Its figures are timings, so this checks the shape of what it
measures, not their values."""

from __future__ import annotations

from bench.safety.attacks import corpus
from bench.safety.cost import outputs
from bench.safety.pool_wait import measure, sides


async def test_each_pool_is_measured_in_alternated_rounds() -> None:
    batch = outputs(corpus()[:24])
    lines: list[str] = []
    pools = sides((1, 2), (False, True))
    assert pools == [(1, False), (2, False), (2, True)]  # one process has one way of sending
    figures = await measure(batch, pools, rounds=2, burst=8, show=lines.append)
    assert set(figures) == {"1", "2", "2 shared"}
    assert all(len(rows) == 2 and all(mean > 0 and p95 > 0 for mean, p95 in rows) for rows in figures.values())
    order = [line.split(", ")[1].split(" process")[0] for line in lines]
    assert order == ["1", "2", "2 shared", "2 shared", "2", "1"]  # ABBA: none always first
