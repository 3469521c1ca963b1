"""``python -m bench adaptive`` on small sizes with the no-op engine: the harness runs every
mode on one engine, or auto and one fixed setting in alternated pairs, writes its JSON and
judges it (figures here mean nothing)."""

from __future__ import annotations

import argparse
import json
from dataclasses import replace
from pathlib import Path

import pytest

from bench.adaptive import pairs as adaptive_pairs
from bench.adaptive import run as adaptive
from bench.adaptive.cli import build_settings, options_of
from transq.redis_settings import RedisSettings
from worker.settings import EngineSettings


async def test_runs_each_mode_on_one_engine_and_writes_its_figures(redis_url: str, tmp_path: Path) -> None:
    options = adaptive.AdaptiveOptions(
        redis_url=redis_url, target_ms=10_000, modes=("auto", "2", "4"), clients=6, phase_s=1.5, step_s=1.0,
        settle_s=0.2,
    )  # fmt: skip
    settings = build_settings(options, engine=EngineSettings(kind="noop", noop_delay_ms=5))
    settings.redis = RedisSettings(url=redis_url)
    path = tmp_path / "adaptive.json"
    runs = await adaptive.run(options, settings, path)
    assert [r.mode for r in runs] == ["auto", "2", "4"]
    assert all(r.jobs > 0 and r.jobs_per_s > 0 for r in runs)
    assert {n for _, n in runs[1].limits} == {2} and {n for _, n in runs[2].limits} == {4}
    assert runs[0].step is not None and runs[0].step["jobs"] > 0
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert [r["mode"] for r in saved["runs"]] == ["auto", "2", "4"]
    verdict = saved["verdict"]
    assert verdict["complete"] and verdict["tune_recommendation"] == 4  # every fixed mode meets 10 s


def test_verdict_compares_auto_with_the_best_fixed_setting_meeting_the_target() -> None:
    runs = [
        adaptive.ModeRun("auto", jobs=100, jobs_per_s=50.0, p95_engine_ms=1400, settled_limit=28),
        adaptive.ModeRun("16", jobs=100, jobs_per_s=40.0, p95_engine_ms=900),
        adaptive.ModeRun("32", jobs=100, jobs_per_s=52.0, p95_engine_ms=1450),
        adaptive.ModeRun("64", jobs=100, jobs_per_s=53.0, p95_engine_ms=2700),
    ]
    verdict = adaptive.verdict(runs, 1500)
    assert verdict["best_fixed"] == "32" and verdict["tune_recommendation"] == 32
    assert verdict["within_one_step"] and verdict["p95_under_target"]
    assert abs(verdict["throughput_ratio"] - 50 / 52) < 1e-9


async def test_pairs_alternate_auto_and_one_fixed_setting_then_step_once(redis_url: str, tmp_path: Path) -> None:
    options = adaptive.AdaptiveOptions(
        redis_url=redis_url, target_ms=10_000, modes=("auto", "4"), clients=6, phase_s=1.0, step_s=1.0,
        settle_s=0.2, pairs=2, warmup_s=0.5,
    )  # fmt: skip
    settings = build_settings(options, engine=EngineSettings(kind="noop", noop_delay_ms=5))
    settings.redis = RedisSettings(url=redis_url)
    path = tmp_path / "adaptive.json"
    result = await adaptive_pairs.run(options, settings, path)
    # The warm-up phase ran (on the fixed setting) but is not among the measured runs.
    assert [(r.round, r.mode) for r in result.runs] == [(0, "auto"), (0, "4"), (1, "4"), (1, "auto")]
    assert all(r.jobs > 0 and r.step is None for r in result.runs)  # the step is not in the pairs
    assert all({n for _, n in r.limits} == {4} for r in result.runs if r.mode == "4")
    assert result.step is not None and result.step.step is not None and result.step.step["jobs"] > 0
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["summary"]["pairs"] == 2 and saved["summary"]["throughput_ratio"]["n"] == 2
    assert len(saved["summary"]["auto"]["settled_limits"]) == 2
    assert saved["summary"]["4"]["jobs_per_s"]["lo"] is not None  # an interval over the pairs
    verdict = saved["verdict"]
    assert verdict["complete"] and verdict["fixed"] == 4 and verdict["fixed_meets_target"]
    assert verdict["step"]["p95_under_target"]


def pair_runs(auto_jobs_per_s: list[float], fixed_jobs_per_s: list[float]) -> list[adaptive.ModeRun]:
    runs = []
    for i, (a, f) in enumerate(zip(auto_jobs_per_s, fixed_jobs_per_s, strict=True)):
        runs.append(adaptive.ModeRun("auto", round=i, jobs=100, jobs_per_s=a, p95_engine_ms=1400, settled_limit=30 + i))
        runs.append(adaptive.ModeRun("32", round=i, jobs=100, jobs_per_s=f, p95_engine_ms=1300, settled_limit=32))
    return runs


def test_pairs_verdict_uses_the_means_and_the_ratio_interval() -> None:
    close = adaptive_pairs.verdict(adaptive_pairs.PairsResult(pair_runs([49, 50, 51], [50, 50, 50])), 1500)
    assert close["throughput_within_5pct"] and close["ratio_conclusive"]  # 0.98, 1.0, 1.02: lo > 0.95
    assert close["auto_limit"] == 31 and close["within_one_step"] and close["p95_under_target"]
    noisy = adaptive_pairs.verdict(adaptive_pairs.PairsResult(pair_runs([40, 50, 55], [50, 50, 50])), 1500)
    assert noisy["throughput_within_5pct"] and not noisy["ratio_conclusive"]  # mean 0.967, interval 0.77-1.17
    short = adaptive_pairs.verdict(adaptive_pairs.PairsResult(pair_runs([44, 45, 46], [50, 50, 50])), 1500)
    assert not short["throughput_within_5pct"] and short["ratio_conclusive"]  # 0.88-0.92: below for sure
    assert "step" not in short


def test_a_pair_cut_short_is_left_out_of_the_figures() -> None:
    runs = pair_runs([49, 50], [50, 50])[:3]  # the second pair's fixed phase only
    assert adaptive_pairs.summary(runs)["pairs"] == 1
    assert adaptive_pairs.verdict(adaptive_pairs.PairsResult(runs[:1]), 1500)["complete"] is False


def test_pairs_schedule_swaps_the_order_each_round_and_plans_its_time() -> None:
    options = adaptive.AdaptiveOptions(
        redis_url="", target_ms=1500, modes=("auto", "32"), phase_s=50, settle_s=20, step_s=40, pairs=3
    )
    assert adaptive_pairs.schedule(options) == [
        (0, "auto"), (0, "32"), (1, "32"), (1, "auto"), (2, "auto"), (2, "32"),
    ]  # fmt: skip
    assert adaptive_pairs.planned_s(options) == 15 + 6 * 50 + 20 + 40  # warm-up 15 s by default
    assert adaptive_pairs.planned_s(replace(options, step=False, warmup_s=0)) == 6 * 50


@pytest.mark.parametrize("modes", ["auto,16,32", "16,32", "auto,auto"])
def test_pairs_need_auto_and_exactly_one_fixed_setting(modes: str) -> None:
    args = argparse.Namespace(
        modes=modes, pairs=3, target_ms=1500.0, clients=96, phase_s=50.0, step_s=40.0, settle_s=20.0, seed=0, step=True
    )
    with pytest.raises(ValueError, match="--pairs"):
        options_of(args, "redis://x")
