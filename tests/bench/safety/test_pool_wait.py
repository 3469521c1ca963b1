"""``python -m bench.safety.pool_wait`` (bench.safety.pool_wait): every pool size is measured
in alternated rounds on the same outputs, and a burst's outputs all get their verdicts. Its
figures are timings, so this checks the shape of what it measures, not their values."""

from __future__ import annotations

from bench.safety.attacks import corpus
from bench.safety.cost import outputs
from bench.safety.pool_wait import measure


async def test_each_pool_size_is_measured_in_alternated_rounds() -> None:
    batch = outputs(corpus()[:24])
    lines: list[str] = []
    figures = await measure(batch, sizes=(1, 2), rounds=2, burst=8, show=lines.append)
    assert set(figures) == {1, 2}
    assert all(len(rows) == 2 and all(mean > 0 and p95 > 0 for mean, p95 in rows) for rows in figures.values())
    order = [int(line.split(", ")[1].split(" ")[0]) for line in lines]
    assert order == [1, 2, 2, 1]  # ABBA: neither size always first
