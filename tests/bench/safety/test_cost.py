"""``python -m bench.safety.cost`` (bench.safety.cost): both ways of running the checks are
measured round by round in alternation, on the same outputs, with a line after each round.
Its figures are timings, so this checks the shape of what it measures, not their values."""

from __future__ import annotations

from bench.safety.attacks import corpus
from bench.safety.cost import measure, outputs


async def test_both_systems_are_measured_in_alternated_rounds_on_the_same_outputs() -> None:
    batch = outputs(corpus()[:40])
    lines: list[str] = []
    figures = await measure(batch, rounds=2, in_flight=8, show=lines.append)
    assert set(figures) == {"in process", "in a child"}
    assert all(len(rows) == 2 and all(cpu >= 0 and wall > 0 for cpu, wall in rows) for rows in figures.values())
    # ABBA: neither system always runs first.
    order = [line.split(", ")[1].split(":")[0] for line in lines]
    assert order == ["in process", "in a child", "in a child", "in process"]
