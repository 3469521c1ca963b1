"""The README's "Operations" block, read from README.md (never a copy), run line by line in
real bash against the Redis the setup installs (the first server with every documented
feature: ``devtools.redis_server.full_binary``, with AOF on, as ``ensure`` starts it).

The two lines that run until stopped (the monitor, ``stats --watch``) must serve or print
their first frame; the others must exit 0. One documented substitution: the monitor's
port 9401 becomes a free one."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from devtools.redis_server import REPO, RedisServer, free_port, full_binary, has_every_feature

README_MONITOR_PORT = "9401"
FIRST_OUTPUT_TIMEOUT_S = 60


def operations_block() -> list[str]:
    text = (REPO / "README.md").read_text()
    start = text.index("\n## Operations\n")
    section = text[start : text.index("\n## ", start + 1)]
    block = re.search(r"^```sh\n(.*?)^```$", section, re.MULTILINE | re.DOTALL)
    assert block, "the Operations section has no sh block"
    return [line.split("  #")[0].strip() for line in block[1].splitlines() if line.strip()]


@pytest.fixture
def setup_redis(tmp_path: Path) -> Iterator[str]:
    binary = full_binary()
    if not has_every_feature(binary):
        pytest.skip(f"{binary} lacks WAITAOF: run scripts/setup.sh (installs Valkey 9)")
    server = RedisServer(tmp_path / "redis", binary=binary).start()
    try:
        yield server.url
    finally:
        server.stop()


def env_for(redis_url: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TRANSQ_")}
    return env | {"TRANSQ_REDIS__URL": redis_url, "TRANSQ_QUEUE__NAME": "readme-operations", "COLUMNS": "100"}


def as_run(line: str) -> list[str]:
    assert line.startswith("python -m "), line
    return ["bash", "-c", line.replace("python -m ", f"{sys.executable} -m ", 1)]


def first_output(line: str, env: dict[str, str], check: str) -> None:
    """A line that runs until stopped: it must print (or serve) before it is stopped."""
    proc = subprocess.Popen(as_run(line), cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + FIRST_OUTPUT_TIMEOUT_S
        while time.monotonic() < deadline:
            assert proc.poll() is None, (
                f"{line}: exited {proc.returncode}: {proc.stderr.read().decode() if proc.stderr else ''}"
            )
            try:
                if check.startswith("http") and "transq_queue_backlog" in httpx.get(check, timeout=1).text:
                    return
            except httpx.TransportError:
                pass
            if not check.startswith("http") and proc.stdout is not None:
                os.set_blocking(proc.stdout.fileno(), False)
                if check in (proc.stdout.read() or b"").decode(errors="replace"):
                    return
            time.sleep(0.2)  # a process we did not fork: nothing to wait on but its output
        raise AssertionError(f"{line}: nothing within {FIRST_OUTPUT_TIMEOUT_S} s")
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def test_the_operations_block_runs_as_written(setup_redis: str) -> None:
    lines = operations_block()
    assert [line.split()[3] for line in lines] == ["monitor", "stats", "dlq", "queue-config"]
    env = env_for(setup_redis)
    port = str(free_port())
    monitor = lines[0].replace(README_MONITOR_PORT, port)
    assert monitor != lines[0], "the README's monitor line no longer says port 9401"
    first_output(monitor, env, f"http://127.0.0.1:{port}/metrics")
    first_output(lines[1], env, "waiting")
    for line in lines[2:]:
        done = subprocess.run(as_run(line), cwd=REPO, env=env, capture_output=True, text=True, timeout=60, check=False)
        assert done.returncode == 0, f"{line}: {done.stderr}"
    show = as_run("python -m producer queue-config --json")
    config = subprocess.run(show, cwd=REPO, env=env, capture_output=True, text=True, timeout=60, check=False)
    assert '"durable_submit": "local"' in config.stdout and '"max_backlog": 100000' in config.stdout, config.stdout
