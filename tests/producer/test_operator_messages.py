"""What an operator reads when a process cannot start: Redis's own text about HELLO and
RESP versions becomes "authentication required: set redis.password", and the worker's
start-up settings are one short line (every setting is in the debug log)."""

from __future__ import annotations

import logging

import pytest

from devtools.redis_server import RedisServer
from producer.cli import main as producer_main
from tests.transq.test_acl import acl_server
from worker.cli import main as worker_main

__all__ = ["acl_server"]  # a fixture, used by name


def _no_credentials(monkeypatch: pytest.MonkeyPatch, server: RedisServer) -> None:
    monkeypatch.setenv("TRANSQ_REDIS__URL", server.url)
    monkeypatch.delenv("TRANSQ_REDIS__USERNAME", raising=False)
    monkeypatch.delenv("TRANSQ_REDIS__PASSWORD", raising=False)
    monkeypatch.setenv("TRANSQ_QUEUE__NAME", "operator-messages")


def test_no_password_given_says_what_to_set(
    acl_server: RedisServer, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _no_credentials(monkeypatch, acl_server)
    assert producer_main(["get", "x"]) == 8
    err = capsys.readouterr().err.strip()
    assert err.splitlines() == [err], err
    assert err.startswith("error: authentication required: set redis.password"), err
    assert "HELLO" not in err


def test_the_worker_start_up_line_is_short(
    acl_server: RedisServer, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    _no_credentials(monkeypatch, acl_server)
    caplog.set_level(logging.INFO)
    assert worker_main([]) == 8
    lines = [r.getMessage() for r in caplog.records if r.levelno >= logging.INFO]
    [settings] = [line for line in lines if line.startswith("settings: ")]
    assert len(settings) < 250 and "engine vllm tiny" in settings and "max_in_flight 16" in settings, settings
    assert all(len(line) < 300 for line in lines), lines
    assert "authentication required: set redis.password" in lines[-1]
