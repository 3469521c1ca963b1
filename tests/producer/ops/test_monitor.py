"""The queue-depth exporter (``python -m producer monitor``) and ``stats``: they see the
backlog with no worker at all, follow a running worker, survive a Redis outage, and agree
with each other."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
import redis.asyncio as aioredis

from devtools.redis_server import RedisServer
from producer.client import Client
from producer.ops.monitor import METRICS, start_monitor
from producer.settings import ProducerSettings
from tests.engines import GatedEngine
from tests.ops_helpers import Samples, aget, names, ops_worker_settings, run_cli, scrape, served_worker, value
from tests.waiting import until
from transq.contract import Lane, epoch_ms, make_job
from transq.http_server import MetricsServer
from transq.keys import Keys
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings


@contextmanager
def monitor(redis: aioredis.Redis, keys: Keys) -> Iterator[str]:
    server: MetricsServer = start_monitor(redis, keys, "127.0.0.1", 0, read_timeout_s=3)
    try:
        yield f"http://127.0.0.1:{server.port}"
    finally:
        server.stop()


def lane_value(samples: Samples, name: str, queue: str, lane: Lane) -> float:
    return value(samples, name, queue=queue, lane=lane.value)


async def submit_lanes(client: Client, interactive: int, batch: int) -> None:
    jobs = [make_job(text=f"i{n}", target_lang="de") for n in range(interactive)]
    jobs += [make_job(text=f"b{n}", target_lang="de", priority="batch") for n in range(batch)]
    await client.submit_many(jobs)


async def test_backlog_equals_jobs_queued_with_no_worker(client: Client, redis: aioredis.Redis, keys: Keys) -> None:
    with monitor(redis, keys) as url:
        empty = await scrape(f"{url}/metrics")
        assert value(empty, "transq_queue_up", queue=keys.queue) == 1
        assert lane_value(empty, "transq_queue_backlog", keys.queue, Lane.BATCH) == 0, "no stream yet reads as 0"
        await submit_lanes(client, interactive=5, batch=3)
        samples = await scrape(f"{url}/metrics")
    assert names(samples) == set(METRICS) - {"transq_queue_consumer_idle_seconds", "transq_queue_consumer_pending"}
    for lane, queued in ((Lane.INTERACTIVE, 5), (Lane.BATCH, 3)):
        assert lane_value(samples, "transq_queue_backlog", keys.queue, lane) == queued
        assert lane_value(samples, "transq_queue_lag", keys.queue, lane) == queued
        assert lane_value(samples, "transq_queue_length", keys.queue, lane) == queued
        assert lane_value(samples, "transq_queue_pending", keys.queue, lane) == 0
        assert 0 <= lane_value(samples, "transq_queue_oldest_waiting_age_seconds", keys.queue, lane) < 30
    assert value(samples, "transq_queue_workers_live", queue=keys.queue) == 0
    assert value(samples, "transq_queue_dead_letters", queue=keys.queue) == 0


async def test_depth_follows_a_running_worker(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    jobs = [make_job(text=f"i{n}", target_lang="de") for n in range(6)]
    await client.submit_many(jobs)
    await redis.xadd(keys.stream(Lane.BATCH), {"job": b"{broken"})  # dead-lettered once read
    engine = GatedEngine()
    with monitor(redis, keys) as url:
        # No read-ahead: pending is then exactly the jobs running.
        settings = ops_worker_settings(redis_url, queue_settings, prefetch=0)
        async with served_worker(redis, settings, engine):
            await engine.wait_running(4)
            busy = await scrape(f"{url}/metrics")
            engine.release_all()
            await client.wait_many([j.job_id for j in jobs], timeout_s=10)

            async def dead_lettered() -> Samples | None:
                samples = await scrape(f"{url}/metrics")
                return samples if value(samples, "transq_queue_dead_letters", queue=keys.queue) == 1 else None

            drained = await until(dead_lettered, 10, "the broken entry to be dead-lettered")
        stopped = await scrape(f"{url}/metrics")
    q, interactive = keys.queue, Lane.INTERACTIVE
    assert lane_value(busy, "transq_queue_pending", q, interactive) == 4, "the four jobs in flight"
    assert lane_value(busy, "transq_queue_backlog", q, interactive) == 2
    assert lane_value(busy, "transq_queue_length", q, interactive) == 6
    assert value(busy, "transq_queue_consumer_pending", queue=q, lane="interactive", consumer="w-ops") == 4
    idle_key = (
        "transq_queue_consumer_idle_seconds",
        frozenset({("queue", q), ("lane", "batch"), ("consumer", "w-ops")}),
    )
    assert idle_key in busy
    for lane in Lane:
        assert lane_value(busy, "transq_queue_consumers", q, lane) == 1
        assert lane_value(drained, "transq_queue_backlog", q, lane) == 0
        assert lane_value(drained, "transq_queue_pending", q, lane) == 0
    assert value(busy, "transq_queue_workers_live", queue=q) == 1
    assert value(busy, "transq_queue_workers_ready", queue=q) == 1
    assert value(stopped, "transq_queue_workers_live", queue=q) == 0, "a stopped worker drops its heartbeat"


async def test_monitor_keeps_serving_when_redis_goes_down(
    own_redis: RedisServer, queue_settings: QueueSettings
) -> None:
    settings = ProducerSettings(redis=RedisSettings(url=own_redis.url, connect_timeout_s=1), queue=queue_settings)
    async with Client.from_settings(settings) as client:
        await submit_lanes(client, interactive=2, batch=0)
        with monitor(client.redis, client.keys) as url:
            up = await scrape(f"{url}/metrics")
            own_redis.kill()
            down = await scrape(f"{url}/metrics")
            assert await aget(f"{url}/healthz") == (200, "ok\n")
    q = queue_settings.name
    assert (
        value(up, "transq_queue_up", queue=q) == 1 and lane_value(up, "transq_queue_backlog", q, Lane.INTERACTIVE) == 2
    )
    assert value(down, "transq_queue_up", queue=q) == 0
    assert names(down) == {"transq_queue_up"}, "no stale depth figures while Redis is unreadable"


async def test_stats_json_matches_the_exporter(
    client: Client, redis: aioredis.Redis, redis_url: str, keys: Keys
) -> None:
    await submit_lanes(client, interactive=4, batch=7)
    await redis.xreadgroup(keys.group, "someone", {keys.stream(Lane.BATCH): ">"}, count=2)
    with monitor(redis, keys) as url:
        samples = await scrape(f"{url}/metrics")
        result = await run_cli(redis_url, keys, "stats", "--json")
    assert result.rc == 0, result.err
    stats = json.loads(result.out)
    for lane in Lane:
        figures = stats["lanes"][lane.value]
        for field in ("backlog", "pending", "length", "lag"):
            assert figures[field] == lane_value(samples, f"transq_queue_{field}", keys.queue, lane), (lane, field)
        exported_age = lane_value(samples, "transq_queue_oldest_waiting_age_seconds", keys.queue, lane)
        assert figures["oldest_waiting_age_s"] == pytest.approx(exported_age, abs=5)
        assert len(figures["consumers"]) == lane_value(samples, "transq_queue_consumers", keys.queue, lane)
    assert stats["lanes"]["batch"]["backlog"] == 5 and stats["lanes"]["batch"]["pending"] == 2
    assert stats["dead_letters"] == value(samples, "transq_queue_dead_letters", queue=keys.queue)
    assert stats["workers_live"] == value(samples, "transq_queue_workers_live", queue=keys.queue)


async def test_stats_table_and_one_line_errors(client: Client, redis_url: str, keys: Keys) -> None:
    await submit_lanes(client, interactive=3, batch=1)
    table = await run_cli(redis_url, keys, "stats")
    assert table.rc == 0, table.err
    assert "backlog 4" in table.out
    rows = [[cell.strip() for cell in line.strip(" │").split("│")] for line in table.out.splitlines() if "│" in line]
    assert ["interactive", "3", "0", "3"] in [row[:4] for row in rows], table.out
    down = await run_cli("redis://127.0.0.1:1/0", keys, "stats")
    assert down.rc == 6 and down.err.count("\n") == 1 and down.err.startswith("error: Redis unreachable")
    bad = await run_cli(redis_url, keys, "stats", "--watch", "--interval", "0")
    # Every numeric flag is checked by argparse's one-line error (transq.cli.Number).
    assert (
        bad.rc == 2
        and bad.err == "error: argument --interval: '0' must be greater than 0 (see: python -m producer stats --help)\n"
    )


async def test_stats_shows_last_minute_throughput_failures_by_code_and_which_redis(
    client: Client, redis: aioredis.Redis, redis_url: str, queue_settings: QueueSettings, keys: Keys
) -> None:
    engine = GatedEngine(open_by_default=True, fail_times={"breaks": 99})
    jobs = [make_job(text=f"fine {i}", target_lang="de") for i in range(5)]
    jobs += [
        make_job(text="breaks", target_lang="de"),
        make_job(text="late", target_lang="de", deadline_ms=epoch_ms() - 1000),
    ]
    await client.submit_many(jobs)
    async with served_worker(redis, ops_worker_settings(redis_url, queue_settings), engine):
        await client.wait_many([j.job_id for j in jobs], timeout_s=20)
    result = await run_cli(redis_url, keys, "--verbose", "stats", "--json")
    assert result.rc == 0, result.err
    stats = json.loads(result.out)
    recent = stats["last_minute"]
    assert recent["by_status"] == {"succeeded": 5, "failed": 1, "expired": 1}
    assert recent["failures_by_code"] == {"engine_error": 1, "deadline": 1}
    assert 60 <= recent["window_s"] <= 70 and recent["jobs_per_s"] == pytest.approx(7 / recent["window_s"], abs=1e-3)
    assert stats["redis"] == redis_url
    assert result.err == f"redis: {redis_url}  queue: {keys.base}\n", "--verbose names the Redis used"
    table = await run_cli(redis_url, keys, "stats")
    assert f"Redis {redis_url}" in table.out and f"queue {keys.base}" in table.out
    assert "failures by code deadline 1, engine_error 1" in table.out
    assert table.err == "", "no warning when a URL is configured"


async def test_cli_warns_once_when_it_falls_back_to_the_default_redis(
    redis_url: str, keys: Keys, tmp_path: Path
) -> None:
    config = tmp_path / "producer.toml"
    config.write_text(f'[queue]\nnamespace = "{keys.namespace}"\nname = "{keys.queue}"\n')
    env = {"TRANSQ_CONFIG": str(config)}
    result = await run_cli(redis_url, keys, "get", "no-such-job", env=env, unset=("TRANSQ_REDIS__URL",))
    assert result.rc in (3, 6), result.err
    warnings = [line for line in result.err.splitlines() if line.startswith("warning:")]
    assert warnings == [
        "warning: no Redis configured (TRANSQ_REDIS__URL or [redis] url); using redis://127.0.0.1:6379/0"
    ]
