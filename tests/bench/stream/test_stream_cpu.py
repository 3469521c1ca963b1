"""``python -m bench stream --engine stepped`` at a tiny size: the CPU run's stage breakdown
(the worker's trace joined to the client's times) and CPU seconds per 1,000 jobs."""

from __future__ import annotations

from rich.console import Console

from bench.stream.cli import failed
from bench.stream.options import StreamOptions
from bench.stream.run import run
from bench.stream.stages import STAGES, stages_ms


async def test_the_stepped_engine_run_breaks_the_first_delta_down_and_counts_cpu(redis_url: str) -> None:
    options = StreamOptions(
        redis_url=redis_url, engine="stepped", stepped_ttft_ms=40, stepped_step_ms=5, ttft_in_flight=4,
        ttft_jobs=8, cost_in_flight=6, cost_jobs=12, pairs=1, metrics_port=0,
    )  # fmt: skip
    results = await run(options, Console(width=160))
    first = results["first_delta"]
    stages = first["stages"]
    assert stages["jobs"] == 8, "every streamed job's end entry carried its trace"
    # The engine's own part is its scripted time to first token (a timer: never early by
    # more than the loop's clock resolution), and the stages add up to the whole.
    assert stages["engine_ttft"]["p50_ms"] >= 39
    assert first["first_delta_from_engine_add_p95_ms"] >= stages["engine_ttft"]["p95_ms"] - 1
    assert first["client_first_delta_p95_ms"] >= first["first_delta_from_engine_add_p95_ms"]
    cost = results["cost"]
    assert cost["streaming_worker_cpu_s_per_1000"]["mean"] > 0 and cost["plain_client_cpu_s_per_1000"]["mean"] > 0
    assert results["truth"]["complete"] == 8 + 12 and not failed(results)


def test_stages_add_up_and_a_job_without_a_trace_is_left_out() -> None:
    stamps = {"xadd": 10.001, "read": 10.002, "started": 10.004, "engine_add": 10.005, "first_output": 10.035,
              "queued": 10.036, "send": 10.037, "sent": 10.038}  # fmt: skip
    stages = stages_ms(10.0, 10.040, stamps)
    assert stages is not None
    assert abs(sum(stages[s] for s in STAGES) - 40) < 1e-6 and abs(stages["from_engine_add"] - 35) < 1e-6
    assert abs(stages["engine_ttft"] - 30) < 1e-6 and abs(stages["handoff"] - 4) < 1e-6
    assert stages_ms(10.0, 10.040, {"started": 10.004}) is None


async def test_two_engines_share_the_clients_and_both_are_counted(redis_url: str) -> None:
    """--engines 2: two workers (ids -e0, -e1) serve one queue; every job streams whole."""
    options = StreamOptions(
        redis_url=redis_url, engine="stepped", stepped_ttft_ms=20, stepped_step_ms=5, ttft_in_flight=4,
        ttft_jobs=8, cost_in_flight=4, cost_jobs=8, pairs=1, metrics_port=0, engines=2,
    )  # fmt: skip
    results = await run(options, Console(width=160))
    assert results["first_delta"]["stages"]["jobs"] == 8
    assert results["truth"]["complete"] == 8 + 8 and not failed(results)
    assert results["cost"]["streaming_worker_cpu_s_per_1000"]["mean"] > 0
