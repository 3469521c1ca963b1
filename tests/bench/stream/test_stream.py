"""``python -m bench stream`` at a tiny CPU size: the noop engine streams in pieces, so the
suite's phases, pairs, figures and its deltas == final check run end to end."""

from __future__ import annotations

from rich.console import Console

from bench.harness.engine_metrics import histogram_p95_ms
from bench.stream.cli import failed
from bench.stream.options import StreamOptions
from bench.stream.run import run


async def test_the_stream_suite_runs_and_every_streamed_job_adds_up(redis_url: str) -> None:
    options = StreamOptions(
        redis_url=redis_url, engine="noop", noop_delay_ms=40, ttft_in_flight=4, ttft_jobs=8,
        cost_in_flight=6, cost_jobs=12, pairs=2, metrics_port=0,
    )  # fmt: skip
    results = await run(options, Console(width=120))
    first = results["first_delta"]
    assert first["jobs"] == 8 and first["client_first_delta_p95_ms"] > 0
    assert first["engine_ttft_p95_ms"] is None  # no vLLM: no engine histogram
    cost = results["cost"]
    assert cost["streaming_jobs_per_s"]["n"] == 2 and cost["plain_jobs_per_s"]["n"] == 2
    assert results["truth"]["complete"] == 8 + 2 * 12 and not failed(results)


def test_histogram_p95_interpolates_inside_its_bucket() -> None:
    before = {0.01: 0.0, 0.02: 0.0, float("inf"): 0.0}
    after = {0.01: 50.0, 0.02: 100.0, float("inf"): 100.0}
    # rank 95 lies 90 % into the (0.01, 0.02] bucket
    assert abs((histogram_p95_ms(before, after) or 0) - 19.0) < 1e-6
    assert histogram_p95_ms(after, after) is None
