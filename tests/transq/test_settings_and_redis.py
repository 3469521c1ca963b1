"""Settings sources and masking, Redis URL kinds, and the worker's durability warnings."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import SecretStr

from devtools.redis_server import RedisServer
from producer.client import Client
from producer.settings import ProducerSettings
from transq.connection import connect
from transq.contract import make_job
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings
from worker.redis.durability import durability_warnings
from worker.settings import WorkerSettings


def test_env_overrides_toml_over_defaults(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    config = tmp_path / "w.toml"
    config.write_text('[queue]\nname = "from-toml"\n[loop]\nmax_in_flight = 8\n[engine]\nmodel = "m"\n')
    monkeypatch.setenv("TRANSQ_LOOP__MAX_IN_FLIGHT", "4")
    settings = WorkerSettings.load(config)
    assert settings.queue.name == "from-toml"  # TOML over default
    assert settings.loop.max_in_flight == 4  # env over TOML
    assert settings.engine.max_num_seqs == 4, "the engine holds exactly what the loop admits"
    assert settings.loop.grace_period_s == 30  # default


def test_a_named_config_file_must_exist() -> None:
    with pytest.raises(FileNotFoundError, match=r"config file missing\.toml not found"):
        ProducerSettings.load("missing.toml")


def test_secrets_are_masked_in_the_logged_settings() -> None:
    settings = ProducerSettings(redis=RedisSettings(url="redis://app:hunter2@db:6379/0", password=SecretStr("s3cret")))
    shown = str(settings.masked())
    assert "hunter2" not in shown and "s3cret" not in shown
    assert "redis://app:***@db:6379/0" in shown


def test_the_gateways_admin_connection_comes_from_the_environment_and_is_masked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert ProducerSettings().gateway.admin_redis is None, "off unless configured"
    monkeypatch.setenv("TRANSQ_GATEWAY__ADMIN_REDIS__URL", "redis://:urlpass@redis:6379/0")
    monkeypatch.setenv("TRANSQ_GATEWAY__ADMIN_REDIS__USERNAME", "admin")
    monkeypatch.setenv("TRANSQ_GATEWAY__ADMIN_REDIS__PASSWORD", "adm1n-secret")
    settings = ProducerSettings.load()
    admin = settings.gateway.admin_redis
    assert admin is not None and admin.username == "admin" and admin.password == SecretStr("adm1n-secret")
    assert settings.redis.username is None, "the main connection is a separate setting"
    shown = str(settings.masked())
    assert "adm1n-secret" not in shown and "urlpass" not in shown and "redis://:***@redis:6379/0" in shown


async def test_unix_socket_urls_work(tmp_path: Path, queue_settings: QueueSettings) -> None:
    sock = tmp_path / "redis.sock"
    server = RedisServer(tmp_path / "data", extra_args=("--unixsocket", str(sock), "--unixsocketperm", "700")).start()
    try:
        settings = ProducerSettings(redis=RedisSettings(url=f"unix://{sock}"), queue=queue_settings)
        async with Client.from_settings(settings) as client:
            receipt = await client.submit(make_job(text="via a socket", target_lang="de"))
            assert (await client.get(receipt.job_id)).status.value == "queued"
    finally:
        server.stop()


async def test_worker_warns_about_redis_that_can_lose_jobs(tmp_path: Path) -> None:
    risky = RedisServer(tmp_path / "risky", appendonly=False, extra_args=("--maxmemory-policy", "allkeys-lru")).start()
    safe = RedisServer(tmp_path / "safe").start()
    try:
        for server, expected in ((risky, 2), (safe, 0)):
            client = connect(RedisSettings(url=server.url))
            problems = await durability_warnings(client)
            await client.aclose()
            assert len(problems) == expected, problems
        client = connect(RedisSettings(url=risky.url))
        problems = await durability_warnings(client)
        await client.aclose()
        assert "AOF off" in problems[0] and "allkeys-lru" in problems[1]
    finally:
        risky.stop()
        safe.stop()
