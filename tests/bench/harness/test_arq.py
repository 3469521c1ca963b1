"""The arq peer of the journey suite, end to end: its own venv (arq pins redis<6), its
worker on the real vLLM CPU engine (tiny model), its driver running bench.harness.drive there.

The first run builds .data/bench/arq-venv (~10-60 s, pip from the package index); later
runs reuse it.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
import redis as main_redis
import redis.asyncio as aioredis

from bench.harness.config import JOB_ID_PREFIX, load_settings, worker_env
from bench.harness.drive import Pattern, Request
from bench.harness.systems.arq_peer import ArqService
from bench.harness.workloads import requests_of as journey_requests
from bench.pairs.run import QUICK, PairsOptions
from tests.bench_support import CountingBar
from worker.sizing import build_workload, model_counter

pytestmark = [pytest.mark.engine, pytest.mark.timeout(900)]

SEED = 11
# A short output budget: the test is about arq carrying jobs to the engine and back.
ENGINE = {"max_output_tokens": "24"}


def requests_of(model: str, n: int) -> list[Request]:
    return journey_requests(build_workload(n, SEED, model_counter(model), id_prefix=JOB_ID_PREFIX))


def redis_major(python: Path) -> int:
    done = subprocess.run(
        [str(python), "-c", "import redis; print(redis.__version__)"], capture_output=True, text=True, check=True
    )
    return int(done.stdout.strip().split(".")[0])


async def test_arq_peer_serves_a_closed_loop_and_cleans_up(redis_url: str, tmp_path: Path) -> None:
    options = PairsOptions(QUICK, in_flight=(3,), seed=SEED, redis_url=redis_url, quick=True)
    env = worker_env(options, "arq", **ENGINE)
    settings = load_settings(env)
    service = ArqService(settings, env, tmp_path / "arq-worker.log")
    requests = requests_of(settings.engine.model, 6)
    bar = CountingBar()
    try:
        await service.start()
        run = await service.run(requests, Pattern("closed", clients=3), SEED, bar)
    finally:
        await service.close()

    assert len(run.samples) == 6
    ids = [s.job_id for s in run.samples]
    assert len(set(ids)) == 6
    assert set(ids) == {r.job_id for r in requests}
    for sample in run.samples:
        assert sample.served.completion_tokens > 0
        assert sample.served.end_ms >= sample.served.start_ms
    assert bar.done == 6
    assert service.logged_settings().get("engine") == settings.engine.model_dump(mode="json")
    assert service.exit_code == 0, service.log_tail()  # stopped through arq's own SIGTERM path
    # Its own redis 5.x in the arq venv; redis-py 8 here.
    assert service.python is not None
    assert redis_major(service.python) < 6
    assert int(main_redis.__version__.split(".")[0]) >= 6
    # close() deleted this run's keys; every one of them names the run's queue.
    client = aioredis.from_url(redis_url)
    try:
        left = [k async for k in client.scan_iter(match=f"arq:*{settings.queue.name}*", count=1000)]
    finally:
        await client.aclose()
    assert left == []


async def test_a_worker_that_cannot_start_fails_with_its_log(redis_url: str, tmp_path: Path) -> None:
    """The readiness wait ends when the worker exits, with the reason from its log."""
    options = PairsOptions(QUICK, in_flight=(3,), seed=SEED, redis_url=redis_url, quick=True)
    # A hub name, not a path: a local path that does not exist is refused by the settings
    # already (issue 11), before any worker starts. Offline, so the load fails at once.
    env = worker_env(options, "arq", model="no-such-org/no-such-model") | {"HF_HUB_OFFLINE": "1"}
    service = ArqService(load_settings(env), env, tmp_path / "arq-worker.log")
    try:
        with pytest.raises(RuntimeError, match="cannot load model"):
            await service.start()
    finally:
        await service.close()
    assert service.exit_code not in (None, 0)
