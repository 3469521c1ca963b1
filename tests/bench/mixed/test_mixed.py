"""``python -m bench mixed`` at CPU size with a no-op worker: the flood windows measure
both lanes."""

from __future__ import annotations

from rich.console import Console

from bench.harness.fleet import EngineChoice
from bench.mixed.run import MixedOptions
from bench.mixed.run import run as run_mixed


async def test_mixed_windows_measure_both_lanes(redis_url: str) -> None:
    options = MixedOptions(redis_url=redis_url, engine=EngineChoice("noop", 20), in_flight=4, rate=20, phase_s=1.0,
                           flood=1000, pairs=2)  # fmt: skip
    results = await run_mixed(options, Console(width=160))
    summary = results["summary"]
    assert summary["interactive_alone_p95_ms"]["n"] == 2 and summary["interactive_mixed_p95_ms"]["n"] == 2
    assert all(r["batch_jobs_per_s"] > 0 and r["mixed_jobs_per_s"] > 0 for r in results["pairs"])
    assert summary["flood_outlasted_every_window"]
