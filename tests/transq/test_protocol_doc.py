"""docs/protocol.md's redis-cli session, run as written against a Redis with the shipped
ACL file, as the ``producer`` user: the doc is exactly what works for that user."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import uuid
from pathlib import Path

import pytest
import redis as sync_redis

from devtools.redis_server import REPO, RedisServer
from tests.transq.test_acl import acl_server, passwords

__all__ = ["acl_server"]  # a fixture, used by name

DOC = REPO / "docs" / "protocol.md"


def session_block() -> str:
    """The ```sh block after "A whole session with redis-cli"."""
    text = DOC.read_text()
    start = text.index("A whole session with redis-cli")
    match = re.search(r"```sh\n(.*?)```", text[start:], flags=re.DOTALL)
    assert match, "the redis-cli session block is missing from docs/protocol.md"
    return match.group(1)


@pytest.mark.skipif(shutil.which("redis-cli") is None, reason="redis-cli is not installed")
def test_the_documented_redis_cli_session_works_for_the_producer_user(acl_server: RedisServer) -> None:
    queue = f"doc-{uuid.uuid4().hex[:8]}"
    # The doc's queue is "default"; a test uses its own (the ACL grants the namespace).
    script = session_block().replace("{default}", "{" + queue + "}")
    auth = f"-p {acl_server.port} --user producer --pass {passwords()['producer']} --no-auth-warning"
    env = os.environ | {"AUTH": auth, "PATH": f"{Path(sys.executable).parent}:{os.environ['PATH']}"}
    done = subprocess.run(
        ["bash", "-euo", "pipefail", "-c", script],
        check=False,
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.split()
    assert lines[0] == "OK" and lines[-1] == "queued", done.stdout
    with sync_redis.Redis(port=acl_server.port, username="admin", password=passwords()["admin"]) as admin:
        [(_, fields)] = admin.xrange(f"transq:{{{queue}}}:stream:interactive")
    assert fields[b"id"] == b"hello-1"
