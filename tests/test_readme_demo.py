"""The README's first command, ``bash scripts/demo.sh``, run as written on this checkout (its
setup step finds everything installed by the test command), checked against the output the
README says you should see: every sample job succeeds, the worker stops cleanly. The demo
starts a Redis of its own (port 6379 when free, else any) and writes into no other."""

from __future__ import annotations

import os
import re
import subprocess

import pytest

from devtools.redis_server import REPO


@pytest.mark.engine
@pytest.mark.timeout(600)
def test_the_demo_runs_as_the_readme_shows() -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TRANSQ_")}
    done = subprocess.run(
        ["bash", "scripts/demo.sh"], cwd=REPO, env=env, capture_output=True, text=True, timeout=540, check=False
    )
    shown = done.stdout + done.stderr
    assert done.returncode == 0, shown[-3000:]
    readme = (REPO / "README.md").read_text()
    assert "8/8 jobs succeeded" in readme and "worker stopped (exit code 0)" in readme
    assert re.search(r"8/8 jobs succeeded in [\d.]+ s", shown), shown[-3000:]
    assert "worker stopped (exit code 0)" in shown
