"""The journey's baselines on the real CPU engine, and the journey command end to end."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bench.harness.drive import Pattern, Request
from bench.harness.systems.ipc_front import IpcFront, multiprocessing_baseline, static_batching
from tests.bench_support import CountingBar
from worker.settings import EngineSettings

REPO = Path(__file__).resolve().parents[3]
pytestmark = pytest.mark.engine


def _engine() -> EngineSettings:
    return EngineSettings(
        model="tiny",
        enforce_eager=True,
        dtype="bfloat16",
        cpu_kvcache_space_gib=1,
        gpu_memory_utilization=0.1,
        max_model_len=2048,
        max_num_seqs=16,
        ignore_eos=True,
        output_tokens_ratio=1.0,
        output_tokens_slack=4,
    )


def _requests(n: int) -> list[Request]:
    return [Request(f"r{i}", "word " * (5 + 3 * i), "en", "de", 5 + 3 * i) for i in range(n)]


async def _serve(front: IpcFront, requests: list[Request], clients: int) -> list[tuple[float, float, int]]:
    await front.start()
    try:
        bar = CountingBar()
        run = await front.run(requests, Pattern("closed", clients=clients), 0, bar)
    finally:
        await front.close()
    assert bar.done == len(requests)
    assert sorted(s.job_id for s in run.samples) == sorted(r.job_id for r in requests)
    return [(s.served.start_ms, s.served.end_ms, s.served.completion_tokens) for s in run.samples]


async def test_static_batching_runs_what_arrives_together_as_one_batch() -> None:
    served = await _serve(static_batching(_engine()), _requests(6), clients=6)
    # All six arrived within the 50 ms window: one generate call, so one interval, and
    # every short job waited for the longest of the batch.
    assert len({(start, end) for start, end, _ in served}) == 1
    assert len({tokens for _, _, tokens in served}) == 6  # each still got its own budget


async def test_multiprocessing_baseline_runs_one_request_at_a_time() -> None:
    served = sorted(await _serve(multiprocessing_baseline(_engine(), 1), _requests(4), clients=4))
    assert all(tokens > 0 for _, _, tokens in served)
    for (_, end, _), (start, _, _) in itertools.pairwise(served):
        assert start >= end, "the next request started before the previous one ended"


def test_journey_command_end_to_end(redis_url: str, tmp_path: Path) -> None:
    env = os.environ | {"TRANSQ_REDIS__URL": redis_url, "COLUMNS": "200"}
    args = ["--systems", "direct,worker", "--quick", "--jobs", "8", "--open-jobs", "4", "--rates", "4"]
    proc = subprocess.run(
        [sys.executable, "-m", "bench", "journey", *args, "--no-uniform", "--results-dir", str(tmp_path)],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    [path] = tmp_path.glob("journey-*.json")
    results = json.loads(path.read_text())
    assert results["errors"] == {}
    assert set(results["cases"]) == {"closed variable", "open 4/s"}
    for systems in results["cases"].values():
        assert set(systems) == {"direct engine", "worker via Redis"}
        assert all(f["jobs"] == 8 or f["jobs"] == 4 for f in systems.values())
        assert all(f["jobs_per_s"] > 0 and 0 < f["engine_busy_fraction"] <= 1 for f in systems.values())
    assert all(results["checks"].values()), results["checks"]
    assert len(list(tmp_path.glob("journey-*.png"))) == 4
    assert "worker >= 0.98x direct engine" in proc.stdout
