"""``python -m bench adaptive`` on small sizes with the no-op engine: the harness runs every
mode on one engine, writes its JSON and judges it (figures here mean nothing)."""

from __future__ import annotations

import json
from pathlib import Path

from bench import adaptive
from bench.adaptive_cli import build_settings
from producer.redis_settings import RedisSettings
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
