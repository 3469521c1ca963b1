"""``python -m bench scale`` at CPU size with no-op workers: the alternated pairs, the
ratio's interval, the work share, a worker killed mid-run (nothing lost, nothing twice)."""

from __future__ import annotations

from rich.console import Console

from bench.harness.fleet import EngineChoice
from bench.scale.run import ScaleOptions, run


async def test_two_noop_workers_against_one_in_pairs_and_one_killed(redis_url: str) -> None:
    # The kill lands mid-run (48 jobs, 8 at a time, 50 ms each: ~300 ms), when both workers
    # hold started jobs; at 50 ms into a 20-ms-job run a loaded machine had the victim holding
    # only read-ahead entries, which come back unstarted (attempts 1, nothing re-executed).
    options = ScaleOptions(
        redis_url=redis_url, workers=2, engine=EngineChoice("noop", 50), in_flight=4, pairs=2, jobs_per_worker=24,
        rate_per_worker=40, open_jobs_per_worker=16, kill_one_at_s=0.15, claim_idle_ms=1_500, settle_s=0,
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


async def test_k_engines_per_gpu_at_equal_total_in_flight(redis_url: str) -> None:
    """``--per-gpu 3`` on one GPU: three fleet workers on GPU 0 at 8 / 3 -> 3 in flight each,
    placed as worker.fleet places them, against one worker at 8; the work is shared by all."""
    options = ScaleOptions(
        redis_url=redis_url, workers=1, per_gpu=3, engine=EngineChoice("noop", 20), in_flight=8, pairs=2,
        jobs_per_worker=36, settle_s=0,
    )  # fmt: skip
    assert options.each_in_flight == 3
    results = await run(options, Console(width=160))
    closed = results["patterns"]["closed"]
    assert len(closed["pairs"]) == 2
    for row in closed["pairs"]:
        assert row["solo"]["jobs"] == 36 and row["fleet"]["jobs"] == 36
        assert len(row["fleet"]["share"]) == 3 and sum(row["fleet"]["share"].values()) == 36
    assert "3 worker(s) per GPU on 1 GPUs at 3 each" in results["design"]
