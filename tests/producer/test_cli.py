"""The CLIs as a user runs them: output, one-line errors and exit codes."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from devtools.redis_server import REPO
from producer.settings import ProducerSettings


def run(
    args: list[str], settings: ProducerSettings | None = None, stdin: str = "", **env: str
) -> subprocess.CompletedProcess[str]:
    base = os.environ | env
    if settings is not None:
        base |= {
            "TRANSQ_REDIS__URL": settings.redis.url,
            "TRANSQ_QUEUE__NAMESPACE": settings.queue.namespace,
            "TRANSQ_QUEUE__NAME": settings.queue.name,
        }
    return subprocess.run(
        [sys.executable, "-m", *args],
        check=False,
        cwd=REPO,
        env=base,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_submit_get_cancel_round_trip(producer_settings: ProducerSettings) -> None:
    submitted = run(["producer", "submit", "-", "--to", "de", "--id", "cli-1", "--json"], producer_settings, "Hi\n")
    assert submitted.returncode == 0, submitted.stderr
    assert json.loads(submitted.stdout) == {"job_id": "cli-1", "created": True, "status": "queued"}
    again = run(["producer", "submit", "Other", "--to", "de", "--id", "cli-1"], producer_settings)
    assert again.stdout.strip() == "cli-1 (already submitted: queued)"
    got = run(["producer", "get", "cli-1", "--json"], producer_settings)
    assert json.loads(got.stdout)["status"] == "queued"
    cancelled = run(["producer", "cancel", "cli-1"], producer_settings)
    assert cancelled.stdout.strip() == "cli-1 cancelled"
    waited = run(["producer", "wait", "cli-1", "--timeout", "1"], producer_settings)
    assert waited.returncode == 1 and waited.stdout.strip() == "cli-1 cancelled"


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        (["producer", "submit", "", "--to", "de"], 2, "error: invalid job: text: text is empty"),
        (["producer", "submit", "x", "--to", "not a language"], 2, "not a BCP-47 language code"),
        (["producer", "get", "missing"], 3, "error: job 'missing' not found"),
        (["producer", "--config", "nope.toml", "get", "x"], 2, "error: config file nope.toml not found"),
    ],
)
def test_errors_are_one_line_with_distinct_exit_codes(
    producer_settings: ProducerSettings, args: list[str], code: int, message: str
) -> None:
    done = run(args, producer_settings)
    assert done.returncode == code
    assert message in done.stderr and len(done.stderr.strip().splitlines()) == 1, done.stderr


def test_wait_timeout_and_unreachable_redis(producer_settings: ProducerSettings) -> None:
    run(["producer", "submit", "Hi", "--to", "de", "--id", "slow"], producer_settings)
    timed_out = run(["producer", "wait", "slow", "--timeout", "0.2"], producer_settings)
    assert timed_out.returncode == 4 and "timed out after 0.2 s" in timed_out.stderr
    down = run(["producer", "get", "x"], TRANSQ_REDIS__URL="redis://127.0.0.1:1/0")
    assert down.returncode == 6 and down.stderr.startswith("error: Redis unreachable")


def test_queue_full_exit_code(producer_settings: ProducerSettings) -> None:
    env = {"TRANSQ_QUEUE__MAX_BACKLOG": "1"}
    assert run(["producer", "submit", "a", "--to", "de"], producer_settings, **env).returncode == 0
    full = run(["producer", "submit", "b", "--to", "de"], producer_settings, **env)
    assert full.returncode == 5 and "queue full" in full.stderr


def test_worker_rejects_bad_settings_in_one_line() -> None:
    done = run(["worker"], TRANSQ_LOOP__MAX_IN_FLIGHT="0")
    assert done.returncode == 2
    assert done.stderr.strip() == "error: invalid settings: loop.max_in_flight: Input should be greater than 0"
