"""``python -m bench safety`` (pseudo): every attack class is stopped by the default policy
except the known misses, no benign case is flagged, and the CLI writes its report."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from bench.cli import main
from bench.safety.attacks import corpus
from bench.safety.run import _bounded, run_pseudo


def test_pseudo_run_stops_obeyed_injections_and_flags_no_benign_text() -> None:
    classes = run_pseudo(corpus())["classes"]
    assert classes["benign"]["flagged"] == 0 and classes["benign"]["stopped"] == 0
    for name, c in classes.items():
        if name == "benign":
            continue
        # The one known miss: the system prompt repeated in translation (no canary, no English words).
        allowed = 1 if name == "prompt_text" else 0
        assert c["delivered"] <= allowed, (name, c)
        assert c["stopped"] + c["delivered"] == c["cases"]


def test_the_cli_runs_the_pseudo_suite_and_writes_json(tmp_path: Path) -> None:
    assert main(["safety", "--results-dir", str(tmp_path)]) == 0
    (report,) = tmp_path.glob("safety-pseudo-*.json")
    data = json.loads(report.read_text(encoding="utf-8"))
    assert data["engine"] == "pseudo" and data["policy"]["leak"] == "fail" and len(data["rows"]) == len(corpus())


def test_a_bounded_model_run_caps_attacks_and_benign_apart_and_skips_repeats() -> None:
    cases = [c for c in corpus() if c.real]
    bounded = _bounded(cases, 2, 5)
    kinds = Counter(c.kind for c in bounded)
    assert kinds["benign"] == 5
    assert all(n <= 2 for kind, n in kinds.items() if kind != "benign")
    assert set(kinds) == {c.kind for c in cases}  # every class still posed
    keys = [(c.kind, c.source, c.target) for c in bounded]
    assert len(keys) == len(set(keys))  # a repeated job would cost CPU for no new figure
    assert _bounded(cases, None) == cases
