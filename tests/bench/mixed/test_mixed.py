"""``python -m bench mixed`` at CPU size with a no-op worker: the flood windows measure
both lanes."""

from __future__ import annotations

from rich.console import Console

from bench.harness import profile
from bench.harness.fleet import EngineChoice
from bench.mixed.run import MixedOptions
from bench.mixed.run import run as run_mixed
from devtools.redis_server import free_port


async def test_mixed_windows_measure_both_lanes(redis_url: str) -> None:
    options = MixedOptions(redis_url=redis_url, engine=EngineChoice("noop", 20), in_flight=4, rate=20, phase_s=1.0,
                           flood=1000, pairs=2)  # fmt: skip
    results = await run_mixed(options, Console(width=160))
    summary = results["summary"]
    assert summary["interactive_alone_p95_ms"]["n"] == 2 and summary["interactive_mixed_p95_ms"]["n"] == 2
    assert all(r["batch_jobs_per_s"] > 0 and r["mixed_jobs_per_s"] > 0 for r in results["pairs"])
    assert summary["flood_outlasted_every_window"]


async def test_an_interactive_engine_beside_a_batch_one_takes_every_interactive_job(redis_url: str) -> None:
    """Two stepped engines, one kept for the interactive lane (the product's placement), with
    the windows' breakdown and a profiled pair of windows."""
    port = free_port()
    options = MixedOptions(redis_url=redis_url, engine=EngineChoice("stepped", stepped=(5.0, 2.0, 0.2, 0.3)),
                           in_flight=4, rate=20, phase_s=1.0, flood=600, pairs=2, engines=2, interactive_engines=1,
                           metrics_port=port, profile_s=1.0)  # fmt: skip
    results = await run_mixed(options, Console(width=160))
    interactive_worker = f"mixed-{options.run_id}-w0"
    for row in results["pairs"]:
        for window in ("alone", "mixed"):
            assert row["stages"][window]["ran_on"].keys() == {interactive_worker}
            assert row["stages"][window]["lane_wait"]["p95_ms"] >= 0
        assert row["batch_jobs_per_s"] > 0 and row["mixed_jobs_per_s"] > 0
        # Each worker's event-loop lag was read in every window (its own /metrics).
        assert all(row["engines"]["mixed"][str(p)]["loop_lag_p95_ms"] is not None for p in (port, port + 1))
        # A job's time in the worker per output token, and what the kernel saw of each worker
        # process (it spent CPU in the window) and of the host's CPUs.
        assert row["stages"]["mixed"]["worker_per_token"]["p95_ms"] > 0
        assert all(row["engines"]["mixed"][str(p)]["front_cpu_s"] > 0 for p in (port, port + 1))
        assert 0 < row["engines"]["mixed"]["host"]["cpu_busy_pct"] <= 100
    breakdown = results["summary"]["breakdown"]
    assert breakdown["mixed"]["stages_p95_ms"]["e2e"] is not None
    profiled = results["profile"]["mixed"]["workers"]
    assert len(profiled) == 2
    if profile.py_spy() is not None:
        assert all(w.get("busy_samples", 0) > 0 for w in profiled), profiled


def test_each_engine_gets_its_placements_gpu_settings() -> None:
    """The batch engine's MPS priority and SM cap reach its process's environment (a run of
    2026-12-07 asked for them and ran without: only the lane keys were passed on)."""
    options = MixedOptions(redis_url="redis://unused", engine=EngineChoice("noop", 20), engines=2,
                           interactive_engines=1, batch_sm_percent=50)  # fmt: skip
    interactive, batch = options.worker_env()
    assert interactive["CUDA_MPS_CLIENT_PRIORITY"] == "0" and "CUDA_MPS_ACTIVE_THREAD_PERCENTAGE" not in interactive
    assert batch["CUDA_MPS_CLIENT_PRIORITY"] == "1" and batch["CUDA_MPS_ACTIVE_THREAD_PERCENTAGE"] == "50"
    assert batch["TRANSQ_LOOP__LANES"] == '["batch"]' and "TRANSQ_LOOP__WORKER_ID" not in batch  # the harness's own
    control = MixedOptions(redis_url="redis://unused", engine=EngineChoice("noop", 20), engines=2,
                           interactive_engines=1, batch_gpu_priority="normal")  # fmt: skip
    assert control.worker_env()[1]["CUDA_MPS_CLIENT_PRIORITY"] == "0"
