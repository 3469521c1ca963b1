"""The pairs suite (``python -m bench worker``): its statistics on known numbers, and the
command end to end on tiny sizes with the real CPU engine (correctness only: not timed)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bench.harness.drive import Drive, Sample, Served
from bench.harness.stats import interval, ratio_interval, shown, t975
from bench.harness.targets import at_least
from bench.pairs.figures import Measured, first_result, first_wave_ms, probe_moved

REPO = Path(__file__).resolve().parents[3]


def test_interval_is_students_t_on_the_sample() -> None:
    ci = interval([1.0, 2.0, 3.0, 4.0])
    # mean 2.5, sample sd 1.291, t(0.975, 3) = 3.182: half width 3.182 * 1.291 / 2 = 2.054
    assert ci["mean"] == 2.5
    assert ci["lo"] == pytest.approx(0.446, abs=1e-3)
    assert ci["hi"] == pytest.approx(4.554, abs=1e-3)
    assert t975(200) == 1.96


def test_one_run_has_a_mean_but_no_interval() -> None:
    ci = interval([0.9])
    assert (ci["mean"], ci["lo"], ci["hi"]) == (0.9, None, None)
    assert shown(ci) == "0.900"
    assert shown(interval([])) == "not run"


def test_ratio_interval_pairs_each_run_with_its_partner() -> None:
    ci = ratio_interval([1.0, 2.0, 3.0], [1.0, 2.0, 3.0])  # same in every pair, whatever the drift
    assert (ci["mean"], ci["lo"], ci["hi"]) == (1.0, 1.0, 1.0)
    with pytest.raises(ValueError, match="as many"):
        ratio_interval([1.0], [1.0, 2.0])


def test_a_ratio_target_needs_its_interval_above_the_low_end() -> None:
    tight = {"mean": 0.99, "lo": 0.97, "hi": 1.01}
    wide = {"mean": 0.99, "lo": 0.90, "hi": 1.08}
    assert at_least("r", tight, 0.98, 0.95)["met"] is True
    assert at_least("r", wide, 0.98, 0.95)["met"] is False
    assert at_least("r", {"mean": None}, 0.98)["met"] is None


def test_probe_flags_a_move_of_more_than_a_fifth() -> None:
    assert not probe_moved([50.0, 59.0])
    assert probe_moved([50.0, 61.0])
    assert probe_moved([50.0, 39.0])


def test_first_wave_is_the_jobs_sent_at_once() -> None:
    def sample(arrival_s: float, e2e_ms: float) -> Sample:
        return Sample("j", 10, arrival_s, e2e_ms, Served(1, 1, 0.0, 0.0))

    # Two clients: the first wave is the two sent at 0 s, not the short ones sent later.
    run = Drive([sample(0.0, 300.0), sample(0.0, 100.0), sample(0.1, 20.0), sample(0.2, 50.0)], 1.0, 0.0)
    assert first_wave_ms(run, 2) == 200.0


def test_first_result_compares_the_same_jobs() -> None:
    def samples(ids: list[str], e2e_ms: list[float]) -> dict[str, list[Any]]:
        return {"job_id": ids, "arrival_s": [0.0, 0.0, 0.5], "e2e_ms": e2e_ms}

    out = Measured()
    # The first load's first wave (a, b) is slow only because its jobs are long: pair 1,
    # warm, runs a and b as slowly; a later, shorter job (c) must not count.
    out.first["worker via Redis"] = {
        "in_flight": 2,
        "samples": samples(["a-first", "b-first", "c-first"], [400.0, 600.0, 10.0]),
    }
    warm = samples(["b", "a", "c"], [500.0, 420.0, 10.0])
    out.runs = [{"system": "worker via Redis", "in_flight": 2, "pair": 0, "samples": warm}]
    row = first_result(out)["worker via Redis"]
    assert row["jobs"] == 2 and row["first_load_ms"] == 500.0 and row["same_jobs_warm_ms"] == 460.0
    assert row["ratio"] == round(500 / 460, 3)


@pytest.mark.engine
@pytest.mark.timeout(1300)  # two engines start one after the other: seen taking ~4 min each on a slow day
def test_pairs_command_end_to_end(redis_url: str, tmp_path: Path) -> None:
    env = os.environ | {"TRANSQ_REDIS__URL": redis_url, "COLUMNS": "200"}
    args = ["--quick", "--in-flight", "2,4", "--pairs", "2", "--waves", "2", "--warmup-waves", "1"]
    args += ["--noop-jobs", "200", "--settle-s", "0", "--baseline-jobs", "0", "--results-dir", str(tmp_path)]
    proc = subprocess.run(
        [sys.executable, "-m", "bench", "worker", *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=1200,
        check=False,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    [path] = tmp_path.glob("worker-*.json")
    results = json.loads(path.read_text())
    assert results["errors"] == {}
    assert results["checks"] and all(results["checks"].values()), results["checks"]
    runs = results["measured"]["runs"]
    # 2 cases x 2 pairs x 2 systems; the order swaps every pair.
    assert len(runs) == 8
    assert {(r["in_flight"], r["pair"], r["order"]) for r in runs if r["system"] == "direct engine"} == {
        (2, 0, 0),
        (2, 1, 1),
        (4, 0, 0),
        (4, 1, 1),
    }
    assert all(len(r["cpu_probe_ms"]) == 2 for r in runs)
    for case in results["cases"]:
        assert case["worker_over_direct"]["jobs_per_s"]["n"] == 2
        worker_cpu = case["systems"]["worker via Redis"]["cpu_ms_per_job"]
        assert {"engine core", "redis-server", "worker process (loop + engine front end)"} <= set(worker_cpu)
        assert worker_cpu["engine core"]["mean"] > 0
        assert case["systems"]["direct engine"]["cpu_ms_per_job"]["engine core"]["mean"] > 0
    assert set(results["first_result"]) == {"direct engine", "worker via Redis"}
    # The first load ran the first measured pair's first jobs: all its first wave is compared.
    assert all(row["jobs"] == 2 for row in results["first_result"].values()), results["first_result"]
    noop = results["noop"]
    assert noop["noop_jobs_per_s"]["n"] == 2 and noop["bare_jobs_per_s"]["n"] == 2
    assert noop["noop_over_bare"]["mean"] > 0
    assert "no-op drain >= 0.8x the bare redis-py loop" in proc.stdout
