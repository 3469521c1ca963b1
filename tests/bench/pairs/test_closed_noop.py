"""bench.pairs.closed_noop at a small size: the real worker process under a closed loop of clients.

Its figure is CPU time per job, which no test can pin; what can be checked is that every job
the clients sent came back succeeded and counted once, and that the figures are consistent
(user + system = the total, jobs/s = jobs / seconds)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.pairs import closed_noop


async def test_a_closed_loop_over_the_real_worker_counts_every_job(redis_url: str, tmp_path: Path) -> None:
    figures = await closed_noop.run(redis_url, clients=3, seconds=1.5, delay_ms=20, log_path=tmp_path / "w.log")
    # 3 clients, 20 ms per job: far more than one round each, far fewer than the no-delay bound.
    assert 3 < figures.jobs < 3 * 1.5 / 0.02
    assert figures.jobs_per_s == pytest.approx(figures.jobs / figures.seconds, rel=0.01)
    parts = figures.worker_user_ms_per_job + figures.worker_system_ms_per_job
    assert figures.worker_cpu_ms_per_job == pytest.approx(parts, abs=0.001)
    assert figures.worker_cpu_ms_per_job > 0
    assert "event loop:" in (tmp_path / "w.log").read_text()  # the worker logged which loop it runs


def test_the_command_prints_one_json_line(redis_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    code = closed_noop.main(["--clients", "2", "--seconds", "0.5", "--delay-ms", "10", "--redis-url", redis_url])
    assert code == 0
    line = capsys.readouterr().out.strip()
    assert json.loads(line)["jobs"] > 0
