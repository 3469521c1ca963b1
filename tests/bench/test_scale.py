"""``python -m bench scale`` and ``bench mixed`` at CPU size with no-op workers: the
alternated pairs, the ratio's interval, the work share, a worker killed mid-run (nothing
lost, nothing twice), and the flood windows."""

from __future__ import annotations

from rich.console import Console

from bench.fleet import EngineChoice
from bench.mixed import MixedOptions
from bench.mixed import run as run_mixed
from bench.scale import ScaleOptions, run


async def test_two_noop_workers_against_one_in_pairs_and_one_killed(redis_url: str) -> None:
    options = ScaleOptions(
        redis_url=redis_url, workers=2, engine=EngineChoice("noop", 20), in_flight=4, pairs=2, jobs_per_worker=24,
        rate_per_worker=40, open_jobs_per_worker=16, kill_one_at_s=0.05, claim_idle_ms=1_500, settle_s=0,
    )  # fmt: skip
    results = await run(options, Console(width=160))
    closed = results["patterns"]["closed"]
    assert len(closed["pairs"]) == 2 and closed["summary"]["fleet_over_n_solo"]["n"] == 2
    for row in closed["pairs"]:
        assert row["solo"]["jobs"] == 24 and row["fleet"]["jobs"] == 48
        assert sum(row["fleet"]["share"].values()) == 48 and len(row["solo"]["share"]) == 1
    assert results["patterns"]["open"]["summary"]["solo_jobs_per_s"]["n"] == 2
    kill = results["kill"]
    assert kill["lost"] == 0 and kill["duplicates"] == 0 and kill["dead_letters"] == 0
    assert kill["succeeded_in_tally"] == kill["jobs"] == 48 and kill["reexecuted"] >= 1


async def test_mixed_windows_measure_both_lanes(redis_url: str) -> None:
    options = MixedOptions(redis_url=redis_url, engine=EngineChoice("noop", 20), in_flight=4, rate=20, phase_s=1.0,
                           flood=1000, pairs=2)  # fmt: skip
    results = await run_mixed(options, Console(width=160))
    summary = results["summary"]
    assert summary["interactive_alone_p95_ms"]["n"] == 2 and summary["interactive_mixed_p95_ms"]["n"] == 2
    assert all(r["batch_jobs_per_s"] > 0 and r["mixed_jobs_per_s"] > 0 for r in results["pairs"])
    assert summary["flood_outlasted_every_window"]
