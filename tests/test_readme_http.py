"""The README's "Over HTTP" example, run as a new user would: its ``sh`` block, read from
README.md (never a copy), runs in real bash with real curl against a private Redis, the
real worker (noop engine) and the real gateway it starts itself; what it prints must be
the README's "What you should see". Then the document id is followed to its result, as
the README's closing sentences say, and the README's error example is sent as written.

One documented substitution: the block's ``localhost:8080`` becomes this test's free port
(the gateway gets it as ``TRANSQ_GATEWAY__PORT``); Redis comes from ``TRANSQ_REDIS__URL``,
which the block's ``devtools.redis_server ensure`` line honours. The block runs in a
scratch directory laid out like a clone (``.venv``, ``configs``, ``devtools``), so its
``.data/`` files never land in the repository.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from devtools.redis_server import REPO, RedisServer, free_port
from tests.waiting import until_sync

README_PORT = "localhost:8080"
ELISION = "..."
# Values that differ on every run; only their type is compared.
VARYING_IDS = frozenset({"document_id", "batch_id", "worker_id"})
# The upload answers with the document's progress at that instant: the noop worker may
# already have ended a segment, so these may have moved on from the README's "queued, 0".
PROGRESS = frozenset({"status", "segments_done", "segments_pending"})
DOCUMENT_STATUSES = ("queued", "translating", "done")
BLOCK_TIMEOUT_S = 180  # the block's own bounded waits: curl --retry 60 and ?wait=30
STOP_TIMEOUT_S = 60


def over_http_section() -> str:
    text = (REPO / "README.md").read_text()
    start = text.index("\n## Over HTTP\n")
    end = text.index("\n## ", start + 1)
    return text[start:end]


def fenced_blocks(section: str) -> list[tuple[str, str]]:
    """(language, body) of each fenced block, in order."""
    return [(m[1], m[2]) for m in re.finditer(r"^```(\w*)\n(.*?)^```$", section, re.MULTILINE | re.DOTALL)]


def readme_example() -> tuple[str, list[str]]:
    """The section's first ``sh`` block and the plain block after it (what you should see)."""
    blocks = fenced_blocks(over_http_section())
    at = next(i for i, (lang, _) in enumerate(blocks) if lang == "sh")
    expected = next(body for lang, body in blocks[at + 1 :] if lang == "")
    return blocks[at][1], expected.splitlines()


def is_varying(key: str, value: Any, actual: Any, progress: bool) -> bool | None:
    """None when ``key`` holds a fixed value; else whether ``actual`` is an acceptable stand-in."""
    if progress and key == "status":
        return actual in DOCUMENT_STATUSES
    if key in VARYING_IDS or key.endswith("_ms") or (progress and key in PROGRESS):
        return type(actual) is type(value)
    return None


def compare_json_line(expected: str, actual: dict[str, Any]) -> list[str]:
    """Problems of ``actual`` against a README line: the keys it shows, in its order and
    adjacent where no ``...`` stands between them; the values, except the varying ones.
    ``...`` stands for at least one key; no ``...`` at an end means none there."""
    parts = expected[1:-1].split(ELISION)
    keys, problems, at = list(actual), [], 0
    progress = "document_id" in actual
    for i, part in enumerate(parts):
        run: dict[str, Any] = json.loads("{" + part.strip(",") + "}")
        if not run:
            continue
        first = next(iter(run))
        start = keys.index(first, at) if first in keys[at:] else -1
        if start < 0 or (i == 0 and start != 0) or (i > 0 and start == at):
            problems.append(f"key {first!r} is not where the README shows it: {keys}")
            continue
        if keys[start : start + len(run)] != list(run):
            problems.append(f"keys {list(run)} are not adjacent as the README shows: {keys}")
        for key, value in run.items():
            ok = is_varying(key, value, actual.get(key), progress)
            if ok is False or (ok is None and actual.get(key) != value):
                problems.append(f"{key}: README {value!r}, got {actual.get(key)!r}")
        at = start + len(run)
    if parts[-1] and at != len(keys):
        problems.append(f"keys the README does not show after {keys[at - 1]!r}: {keys[at:]}")
    return problems


def compare_output(expected: list[str], printed: list[str]) -> list[str]:
    """JSON lines by compare_json_line; any other line exactly."""
    if len(expected) != len(printed):
        return [f"README shows {len(expected)} lines, the block printed {len(printed)}"]
    problems = []
    for line, got in zip(expected, printed, strict=True):
        if not line.startswith("{"):
            problems += [] if got == line else [f"README {line!r}, got {got!r}"]
            continue
        try:
            problems += compare_json_line(line, json.loads(got))
        except json.JSONDecodeError:
            problems.append(f"not JSON: {got!r}")
    return problems


def group_alive(pgid: int) -> list[int]:
    """Live (not zombie) processes of the process group: the block's background jobs
    outlive bash, and none of them is our child to wait on."""
    alive = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # it ended while we looked
        if int(fields[2]) == pgid and fields[0] != "Z":
            alive.append(int(stat.parent.name))
    return alive


def stop_group(bash: subprocess.Popen[bytes]) -> None:
    """SIGTERM to everything the block started (graceful: the worker and uvicorn handle
    it), SIGKILL to what is left after STOP_TIMEOUT_S."""
    pgid = bash.pid  # start_new_session: bash leads its own group, its jobs share it
    try:
        os.killpg(pgid, signal.SIGTERM)
    except ProcessLookupError:
        return
    # Processes we did not fork send us no exit event: polled.
    with contextlib.suppress(TimeoutError):
        until_sync(lambda: not group_alive(pgid), STOP_TIMEOUT_S, "the block's processes to exit")
    if group_alive(pgid):
        os.killpg(pgid, signal.SIGKILL)
    bash.wait()


@pytest.fixture
def clone(tmp_path: Path) -> Path:
    """A directory that looks like the repository root to the block."""
    root = tmp_path / "clone"
    root.mkdir()
    (root / ".venv").symlink_to(Path(sys.prefix))
    for name in ("configs", "devtools"):
        (root / name).symlink_to(REPO / name)
    return root


@pytest.fixture
def own_redis_url(tmp_path: Path) -> Iterator[str]:
    server = RedisServer(tmp_path / "redis").start()
    try:
        yield server.url
    finally:
        server.stop()


def block_env(redis_url: str, port: int) -> dict[str, str]:
    """A newcomer's environment: none of ours (TRANSQ_CONFIG, a test queue), only where
    Redis and the gateway are."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("TRANSQ_")}
    return env | {
        "TRANSQ_REDIS__URL": redis_url,
        "TRANSQ_GATEWAY__PORT": str(port),
        "TRANSQ_METRICS__PORT": "0",  # the worker's metrics: any free port, not 9400
    }


def logs(root: Path) -> str:
    tails = []
    for name in ("worker.log", "gateway.log"):
        path = root / ".data" / name
        text = path.read_text(errors="replace") if path.exists() else "(none)"
        tails.append(f"--- {name}\n" + "\n".join(text.splitlines()[-20:]))
    return "\n".join(tails)


def follow_document(base: str, auth: dict[str, str], document: dict[str, Any], source: bytes) -> None:
    """GET /v1/documents/{id} until done, then /result: the README's closing sentence."""
    url = f"{base}/v1/documents/{document['document_id']}"

    def done() -> dict[str, Any] | None:
        status: dict[str, Any] = httpx.get(url, headers=auth).json()
        assert status["status"] in DOCUMENT_STATUSES, status
        return status if status["status"] == "done" else None

    status = until_sync(done, 30, "the document to be done")  # progress is read, not pushed: that is this API
    assert status["segments_done"] == status["segments_total"] == document["segments_total"], status
    result = httpx.get(f"{url}/result", headers=auth)
    assert result.status_code == 200, result.text
    assert 'filename="guide.de.md"' in result.headers["content-disposition"]
    assert result.content == source  # the noop engine echoes each segment; the structure is kept


def check_error_example(base: str, auth: dict[str, str]) -> None:
    """The README's problem+json example for an empty text, sent as it says."""
    example = re.search(r"`400 (\{.*?\})`", over_http_section())
    assert example, "the README's error example moved"
    response = httpx.post(f"{base}/v1/jobs", headers=auth, json={"text": "", "target_lang": "de"})
    assert response.status_code == 400
    assert response.headers["content-type"] == "application/problem+json"
    assert compare_json_line(example[1], response.json()) == []


def test_the_readme_http_example_prints_what_the_readme_shows(clone: Path, own_redis_url: str) -> None:
    if shutil.which("curl") is None:
        pytest.skip("curl is not installed: the README's example is curl")
    script, expected = readme_example()
    port = free_port()
    assert script.count(README_PORT) >= 4, "the README's curl lines no longer say localhost:8080"
    script = script.replace(README_PORT, f"localhost:{port}")
    stdout, stderr = clone / "stdout", clone / "stderr"
    # Output to files, not pipes: the background worker and gateway inherit them and outlive bash.
    with stdout.open("wb") as out, stderr.open("wb") as err:
        bash = subprocess.Popen(
            ["bash", "-c", script], cwd=clone, env=block_env(own_redis_url, port), stdout=out, stderr=err,
            start_new_session=True,
        )  # fmt: skip
    try:
        bash.wait(timeout=BLOCK_TIMEOUT_S)
        printed = stdout.read_text().splitlines()
        context = f"\nprinted:\n{stdout.read_text()}\nstderr:\n{stderr.read_text()}\n{logs(clone)}"
        assert bash.returncode == 0, context
        assert compare_output(expected, printed) == [], context
        base = f"http://127.0.0.1:{port}"
        auth = {"Authorization": "Bearer " + new_key(clone, own_redis_url)}
        follow_document(base, auth, json.loads(printed[-1]), (clone / ".data" / "guide.md").read_bytes())
        check_error_example(base, auth)
    finally:
        stop_group(bash)


def new_key(root: Path, redis_url: str) -> str:
    """A key of the block's owner (keys of one owner share their jobs and documents), made
    as the README makes one."""
    cli = [str(root / ".venv" / "bin" / "python"), "-m", "producer", "keys", "create", "--owner", "acme"]
    env = {k: v for k, v in os.environ.items() if not k.startswith("TRANSQ_")} | {"TRANSQ_REDIS__URL": redis_url}
    return subprocess.run(cli, cwd=root, env=env, check=True, capture_output=True, text=True).stdout.strip()


def test_compare_json_line_catches_what_the_readme_could_get_wrong() -> None:
    actual = {"a": 1, "b": "x", "c": 2, "total_ms": 5, "d": None}
    assert compare_json_line('{"a":1,"b":"x",...,"total_ms":9,"d":null}', actual) == []
    assert compare_json_line('{"a":1,...}', actual) == []
    assert compare_json_line('{"a":2,...}', actual) != []  # a wrong value
    assert compare_json_line('{"b":"x",...}', actual) != []  # the first key is not b
    assert compare_json_line('{"a":1,"c":2,...}', actual) != []  # b stands between them
    assert compare_json_line('{"a":1,"b":"x","c":2,"total_ms":5}', actual) != []  # d is not shown
    assert compare_json_line('{"a":1,...,"b":"x",...}', actual) != []  # "..." standing for nothing
    assert compare_json_line('{"a":1,...,"total_ms":"5",...}', actual) != []  # a timing of another type
