"""``python -m worker`` with several engines (worker.fleet): one supervisor, one worker
process per engine on one queue, against a real Redis with the no-op engine. The engines of
one GPU load one after another; a stop reaches every worker; a worker that dies takes the
set down with its exit code, so a process manager restarts the whole set."""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis.asyncio as aioredis

from devtools.redis_server import REPO
from producer.client import Client
from tests.waiting import until
from transq.contract import Status, make_job
from transq.keys import Keys

IDS = ["fl-g0e0", "fl-g0e1", "fl-g1e0", "fl-g1e1"]


@pytest.fixture
def fleet(redis_url: str, keys: Keys, tmp_path: Path) -> Iterator[tuple[subprocess.Popen[bytes], Path]]:
    env = os.environ | {
        "TRANSQ_CONFIG": str(REPO / "configs" / "worker.toml"), "TRANSQ_REDIS__URL": redis_url,
        "TRANSQ_QUEUE__NAMESPACE": keys.namespace, "TRANSQ_QUEUE__NAME": keys.queue,
        "TRANSQ_ENGINE__KIND": "noop", "TRANSQ_ENGINE__NOOP_DELAY_MS": "20", "TRANSQ_METRICS__ENABLED": "false",
        "TRANSQ_LOOP__WORKER_ID": "fl", "TRANSQ_LOOP__MAX_IN_FLIGHT": "4", "TRANSQ_LOOP__READ_BLOCK_MS": "200",
        "TRANSQ_PLACEMENT__GPUS": "0,1", "TRANSQ_PLACEMENT__ENGINES_PER_GPU": "2",
    }  # fmt: skip
    log = tmp_path / "fleet.log"
    with log.open("wb") as out:
        process = subprocess.Popen([sys.executable, "-m", "worker"], cwd=REPO, env=env, stdout=out, stderr=out)
    try:
        yield process, log
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            process.wait(timeout=60)


async def heartbeats(redis: aioredis.Redis, keys: Keys) -> dict[str, dict[str, object]]:
    beats = {}
    for worker_id in IDS:
        raw = await redis.get(keys.worker(worker_id))
        if raw:
            beats[worker_id] = json.loads(raw)
    return beats


async def all_ready(redis: aioredis.Redis, keys: Keys) -> dict[str, dict[str, object]] | None:
    beats = await heartbeats(redis, keys)
    return beats if len(beats) == len(IDS) and all(b["ready"] for b in beats.values()) else None


async def test_four_engines_serve_one_queue_and_stop_together(
    fleet: tuple[subprocess.Popen[bytes], Path], client: Client, keys: Keys
) -> None:
    process, log = fleet
    await until(lambda: all_ready(client.redis, keys), 60, "four ready workers")
    jobs = [make_job(job_id=f"f{i}", text=f"text {i}", source_lang="en", target_lang="de") for i in range(80)]
    for job in jobs:
        await client.submit(job)
    results = [await client.wait(job.job_id, timeout_s=60) for job in jobs]
    assert {r.status for r in results if r is not None} == {Status.SUCCEEDED} and None not in results
    assert {r.worker_id for r in results if r is not None} <= set(IDS)
    text = log.read_text()
    for first, second in (("fl-g0e0", "fl-g0e1"), ("fl-g1e0", "fl-g1e1")):
        # One GPU's engines load one after another: the second starts after the first is ready.
        assert text.index(f"worker {first} ready") < text.index(f"worker {second} started")
    process.send_signal(signal.SIGTERM)
    assert await asyncio.to_thread(process.wait, 60) == 0
    assert await heartbeats(client.redis, keys) == {}  # every worker dropped its heartbeat


async def test_a_worker_that_dies_stops_the_others_with_its_exit_code(
    fleet: tuple[subprocess.Popen[bytes], Path], client: Client, keys: Keys
) -> None:
    process, log = fleet
    beats = await until(lambda: all_ready(client.redis, keys), 60, "four ready workers")
    pid = beats["fl-g1e0"]["pid"]
    assert isinstance(pid, int)
    os.kill(pid, signal.SIGKILL)
    assert await asyncio.to_thread(process.wait, 60) == 128 + signal.SIGKILL
    assert re.search(r"worker fl-g1e0 ended with exit code 137: stopping 3 workers", log.read_text())
    others = [b["pid"] for name, b in beats.items() if name != "fl-g1e0"]
    for other in others:
        assert isinstance(other, int)
        with pytest.raises(ProcessLookupError):
            os.kill(other, 0)
