"""A second language: clients/node/conformance.mjs, written only from docs/protocol.md,
submits (a job, its idempotent resubmit, a bad payload), waits and reads results against a
real worker (the gated test engine: the queue is under test, not the model)."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
from pathlib import Path

import pytest
import redis.asyncio as aioredis

from devtools.redis_server import REPO
from tests.engines import GatedEngine, fast_worker_settings
from tests.worker.scheduling.test_queue import running_worker
from transq import scripts
from transq.settings import QueueSettings

CLIENT = REPO / "clients" / "node"
pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed (scripts/setup.sh)")


async def test_node_client_follows_the_protocol(
    redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, tmp_path: Path
) -> None:
    assert (CLIENT / "node_modules" / "redis").is_dir(), "npm packages missing: run scripts/setup.sh"
    lua = tmp_path / "scripts.json"
    lua.write_text(json.dumps({"SUBMIT": scripts.SUBMIT.lua, "PUT_BACK": scripts.PUT_BACK.lua}))
    env = os.environ | {
        "TRANSQ_REDIS_URL": redis_url,
        "TRANSQ_NS": queue_settings.namespace,
        "TRANSQ_QUEUE": queue_settings.name,
        "TRANSQ_SCRIPTS": str(lua),
    }
    engine = GatedEngine(open_by_default=True)
    async with running_worker(redis, fast_worker_settings(redis_url, queue_settings), engine):
        node = await asyncio.create_subprocess_exec(
            "node",
            "conformance.mjs",
            cwd=CLIENT,
            env=env,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        out, err = await asyncio.wait_for(node.communicate(), 60)
    assert node.returncode == 0, (out, err)
    report = json.loads(out)
    assert report["ok"] is True
    assert report["again"] == {"code": 0, "value": report["again"]["value"]}
    assert report["good"]["translation"] == "HELLO FROM NODE", "the resubmit changed nothing"
    assert (
        report["failed"]["error"]["code"] == "invalid_job" and "malformed job" in report["failed"]["error"]["message"]
    )
    # A streaming job read from its delta stream: the gated engine does not stream, so the
    # whole text comes as one delta before the end (worker.redis.deltas), equal to the result.
    assert report["stream"]["text"] == report["stream"]["result"]["translation"] == "STREAMED FROM NODE"
