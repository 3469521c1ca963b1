"""The chaos suite on small sizes (marker ``chaos``; a minute or two in all, noop engine):
real worker processes killed, stopped and overloaded; each scenario asserts its goals
(0 lost, 0 duplicate results, 0 innocent dead-lettered, the poison dead-lettered after
exactly max_deliveries crashes alone, in both crash kinds). ``python -m bench chaos``
runs the same scenarios at any size, or with the real engine (docs/chaos.md).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from bench.chaos.harness import NOOP_ENGINE, Lab
from bench.chaos.scenarios import SCENARIOS, Sizes

pytestmark = pytest.mark.chaos


@pytest.mark.parametrize("name", list(SCENARIOS))
async def test_chaos_scenario_holds(name: str, tmp_path: Path) -> None:
    lab = Lab(tmp_path, NOOP_ENGINE)
    counts = await SCENARIOS[name](lab, Sizes(jobs=32, timeout_s=120), lambda done, total: None)
    failed = [check for check, ok in counts.checks.items() if not ok]
    assert not failed, f"{name}: {failed}; counts {dataclasses.asdict(counts)}; logs in {tmp_path}"
    assert counts.submitted > 0 and counts.checks
