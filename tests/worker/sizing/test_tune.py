"""``python -m worker tune``: the sweep's pure logic, its one-line errors, and one real sweep.

The pure functions (settings list, figures, recommendation, knee) are tested on hand-made
figures; the sample texts with the tiny model's tokenizer; one test runs the real command
against the real vLLM CPU engine.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from devtools.redis_server import REPO
from tests.worker_process import ENGINE_ENV
from transq.errors import ConfigError
from worker import cli, startup
from worker.sizing import tune
from worker.sizing.figures import Figures, figures, knee, percentile, recommend
from worker.sizing.samples import TokenCounter, build_workload, load_texts, model_counter
from worker.sizing.tune import parse_settings


def sweep_of(*rows: tuple[int, float, float]) -> list[Figures]:
    """Figures from (max_in_flight, output tok/s, p95 ms); the other columns do not matter here."""
    return [Figures(k, 32, 1.0, tokens_per_s / 200, tokens_per_s, p95_ms / 2, p95_ms, p95_ms * 1.2)
            for k, tokens_per_s, p95_ms in rows]  # fmt: skip


@pytest.fixture(scope="module")
def tiny_counter() -> TokenCounter:
    """The tiny model's tokenizer (the model folder is built once per cache)."""
    return model_counter("tiny")


# --- the settings list ---


def test_settings_are_sorted_without_repeats() -> None:
    assert parse_settings("8, 1,4,1") == [1, 4, 8]


@pytest.mark.parametrize("raw", ["0,x", "", "1,,2", "-1", "1.5", "0", "2;4"])
def test_bad_settings_are_a_config_error(raw: str) -> None:
    with pytest.raises(ConfigError, match="--settings"):
        parse_settings(raw)


# --- figures ---


def test_percentiles_interpolate_between_ranks() -> None:
    values = [float(v) for v in range(10, 101, 10)]  # 10 .. 100, shuffled below
    shuffled = values[5:] + values[:5]
    assert percentile(shuffled, 50) == pytest.approx(55.0)
    assert percentile(shuffled, 95) == pytest.approx(95.5)
    assert percentile(shuffled, 99) == pytest.approx(99.1)
    assert percentile([7.0], 95) == 7.0


def test_figures_of_one_step() -> None:
    latencies_ms = [100.0, 200.0, 300.0, 400.0]
    f = figures(4, latencies_ms, output_tokens=1000, wall_s=2.0)
    assert (f.max_in_flight, f.jobs, f.jobs_per_s, f.output_tokens_per_s) == (4, 4, 2.0, 500.0)
    assert (f.p50_ms, f.p95_ms, f.p99_ms) == (
        round(percentile(latencies_ms, 50), 1),
        round(percentile(latencies_ms, 95), 1),
        round(percentile(latencies_ms, 99), 1),
    )


# --- recommendation and knee ---


SWEEP = sweep_of((1, 1000.0, 100.0), (2, 1800.0, 150.0), (4, 2500.0, 400.0), (8, 2700.0, 900.0), (16, 2750.0, 1800.0))


def test_knee_is_the_smallest_setting_within_ten_percent_of_the_best() -> None:
    # best 2,750 tok/s; 90 % of it is 2,475: 4 (2,500) is the first setting above.
    chosen = knee(SWEEP)
    assert chosen.max_in_flight == 4
    assert "within 10%" in chosen.reason


def test_knee_counts_a_setting_exactly_at_the_share() -> None:
    assert knee(sweep_of((1, 900.0, 1.0), (2, 1000.0, 1.0))).max_in_flight == 1
    assert knee(sweep_of((1, 899.0, 1.0), (2, 1000.0, 1.0))).max_in_flight == 2


def test_without_a_target_the_knee_is_recommended() -> None:
    assert recommend(SWEEP, None) == knee(SWEEP)


def test_target_met_gives_the_largest_setting_meeting_it() -> None:
    chosen = recommend(SWEEP, 500.0)
    assert (chosen.max_in_flight, chosen.target_met) == (4, True)
    assert chosen.reason == "largest setting with p95 <= 500 ms"
    # A non-monotonic p95 (noise): the largest setting that meets the target still wins.
    noisy = sweep_of((1, 1000.0, 300.0), (2, 1800.0, 600.0), (4, 2500.0, 450.0))
    assert recommend(noisy, 500.0).max_in_flight == 4


def test_target_missed_suggests_the_smallest_setting() -> None:
    chosen = recommend(SWEEP, 50.0)
    assert (chosen.max_in_flight, chosen.target_met) == (1, False)
    assert "no setting has p95 <= 50 ms" in chosen.reason


# --- sample texts ---


def test_uniform_workload_has_the_asked_length(tiny_counter: TokenCounter) -> None:
    workload = build_workload(20, 3, tiny_counter, min_tokens=100, max_tokens=100)
    assert workload.source_tokens == [100] * 20
    assert [tiny_counter.count(job.text) for job in workload.jobs] == workload.source_tokens


def test_texts_file_gives_one_job_per_line(tiny_counter: TokenCounter, tmp_path: Path) -> None:
    path = tmp_path / "texts.txt"
    path.write_text("Hello, world.\n\n  \nGuten Morgen, wie geht es?\n", encoding="utf-8")
    workload = load_texts(path, tiny_counter)
    assert [job.job_id for job in workload.jobs] == ["line-1", "line-4"]
    assert [job.text for job in workload.jobs] == ["Hello, world.", "Guten Morgen, wie geht es?"]
    assert workload.source_tokens == [tiny_counter.count(job.text) for job in workload.jobs]
    wrapped = workload.window(1, 3)
    assert [job.job_id for job in wrapped.jobs] == ["line-4", "line-1", "line-4"]


@pytest.mark.parametrize(("content", "message"), [(None, "not found"), ("\n \n", "holds no text")])
def test_missing_or_empty_texts_file(
    tiny_counter: TokenCounter, tmp_path: Path, content: str | None, message: str
) -> None:
    path = tmp_path / "texts.txt"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(ConfigError, match=message):
        load_texts(path, tiny_counter)


# --- the command's input errors: one line, exit 2, no engine ---


@pytest.fixture
def no_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fails the test if the command gets as far as building an engine."""

    def refuse(*_: object) -> None:
        raise AssertionError("an engine was built for invalid input")

    monkeypatch.setattr(tune, "build_engine", refuse)


@pytest.mark.usefixtures("no_engine")
@pytest.mark.parametrize(
    ("args", "env", "message"),
    [
        (["--texts", "no-such-file.txt"], {}, "error: texts file no-such-file.txt not found"),
        # Numbers are checked by the shared parser (transq.cli.Number), as argparse's usage error.
        (["--jobs", "0"], {}, "error: argument --jobs: '0' must be at least 1"),
        (["--p95-ms", "-5"], {}, "error: argument --p95-ms: '-5' must be greater than 0"),
        (["--json", "no-such-dir/out.json"], {}, "error: --json: no such directory: no-such-dir"),
        ([], {"TRANSQ_LOOP__MAX_IN_FLIGHT": "0"}, "error: invalid settings: loop.max_in_flight"),
    ],
)
def test_invalid_input_is_one_line_and_exit_2(
    args: list[str],
    env: dict[str, str],
    message: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.chdir(REPO)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    try:
        code = cli.main(["tune", "--settings", "1,2", *args])
    except SystemExit as exc:  # a usage error, raised by argparse
        code = int(exc.code or 0)
    assert code == startup.EXIT_INVALID
    err = capsys.readouterr().err
    assert err.startswith(message)
    assert len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("argv", [["--config", "x.toml", "tune"], ["tune", "--config", "x.toml"]])
def test_config_may_come_before_or_after_tune(argv: list[str]) -> None:
    args = cli.build_parser().parse_args(argv)
    assert (args.command, args.config) == ("tune", "x.toml")


def test_no_subcommand_still_means_the_worker() -> None:
    args = cli.build_parser().parse_args(["--config", "x.toml"])
    assert (args.command, args.config) == (None, "x.toml")


def test_bad_settings_list_from_the_command_line() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "worker", "tune", "--settings", "0,x"],
        check=False, cwd=REPO, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "error: --settings: '0,x' is not a comma list of positive integers (e.g. 1,2,4,8)"
    ]
    assert done.stdout == ""


# --- the real command ---


@pytest.mark.engine
@pytest.mark.timeout(900)
def test_tune_sweeps_the_real_engine(tmp_path: Path) -> None:
    out = tmp_path / "tune.json"
    env = os.environ | ENGINE_ENV | {"TRANSQ_CONFIG": str(REPO / "configs" / "worker.toml")}
    done = subprocess.run(
        [sys.executable, "-m", "worker", "tune", "--settings", "1,2", "--jobs", "4", "--json", str(out)],
        check=False, cwd=REPO, env=env, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(out.read_text(encoding="utf-8"))
    sweep = report["sweep"]
    assert [step["max_in_flight"] for step in sweep] == [1, 2]
    for step in sweep:
        assert step["jobs"] == 4
        assert step["jobs_per_s"] > 0 and step["output_tokens_per_s"] > 0
        assert 0 < step["p50_ms"] <= step["p95_ms"] <= step["p99_ms"]
    # vLLM was sized for the largest step; the rest of the settings are the worker's own.
    assert report["settings"]["engine"]["max_num_seqs"] == 2
    assert report["settings"]["engine"]["model"] == "tiny"
    assert report["workload"]["jobs"] == 8
    recommended = report["recommendation"]["max_in_flight"]
    assert recommended in (1, 2) and report["knee"]["max_in_flight"] in (1, 2)
    # Without a target the knee is the recommendation, and the last line says so.
    assert recommended == report["knee"]["max_in_flight"]
    lines = done.stdout.strip().splitlines()
    assert lines[-3] == f"recommended: loop.max_in_flight = {recommended} (TRANSQ_LOOP__MAX_IN_FLIGHT={recommended})"
    # No GPU here: the engines-per-GPU rule keeps one engine and says why.
    assert all(step["gpu_busy"] is None for step in sweep)
    assert report["engines_per_gpu"]["engines_per_gpu"] == 1
    assert lines[-2].startswith("engines per GPU: the GPU's kernel time was not measured")
    assert lines[-1].startswith("recommended: placement.engines_per_gpu = 1 (TRANSQ_PLACEMENT__ENGINES_PER_GPU=1)")
