"""The benchmark's profiler (bench.harness.profile): a real py-spy run over a process whose
busy function we know, and the summary of collapsed stacks."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bench.harness import profile

SPIN = "def spin_here():\n    while True:\n        sum(range(1000))\nspin_here()\n"


@pytest.mark.skipif(profile.py_spy() is None, reason="py-spy is a dev dependency (scripts/setup.sh --tests)")
def test_py_spy_finds_the_busy_function(tmp_path: Path) -> None:
    target = subprocess.Popen([sys.executable, "-c", SPIN])
    try:
        out = tmp_path / "stacks.txt"
        summary = profile.finish(profile.start(target.pid, 1, out), out)
    finally:
        target.kill()
        target.wait()
    assert "error" not in summary, summary
    assert summary["busy_samples"] > 0
    top_self = dict(summary["top_self"])
    top_total = dict(summary["top_total"])
    assert any(name.startswith("spin_here") for name in top_total), top_total
    # sum() is a C call: py-spy shows the Python frame that called it as the one on top.
    assert max(top_self, key=top_self.__getitem__).startswith("spin_here")


def test_idle_samples_and_process_frames_are_apart() -> None:
    lines = [
        'process 1:"python -m worker";<module> (w.py:1);_run_once (asyncio/base_events.py:1);select (s.py:1) 70',
        'process 1:"python -m worker";<module> (w.py:1);handle (w.py:9);check (c.py:3) 20',
        'process 1:"python -m worker";process 2:"VLLM::EngineCore";busy_loop (core.py:5) 10',
        "malformed line",
    ]
    summary = profile.summarise(lines)
    assert summary["samples"] == 100 and summary["busy_samples"] == 30
    assert summary["busy_by_process"] == {'process 1:"python -m worker"': 0.2, 'process 2:"VLLM::EngineCore"': 0.1}
    assert dict(summary["top_self"]) == {
        "check (c.py:3)": 0.6667,
        "busy_loop (core.py:5)": 0.3333,
    }
    assert dict(summary["top_total"])["<module> (w.py:1)"] == 0.6667
