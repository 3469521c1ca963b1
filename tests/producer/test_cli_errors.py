"""One line and an honest exit code for each way a CLI run can go wrong before any job
runs: ACL refusal, wrong password, TOML syntax, a missing model path, a usage error.
Runs the CLIs' ``main`` in-process (a subprocess per case costs a second each)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from devtools.redis_server import RedisServer
from producer.cli import main as producer_main
from tests.transq.test_acl import acl_server, passwords
from worker.cli import main as worker_main

__all__ = ["acl_server"]  # a fixture, used by name


def _one_line(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1, err
    return err.strip()


def _as(monkeypatch: pytest.MonkeyPatch, server: RedisServer, user: str, password: str) -> None:
    monkeypatch.setenv("TRANSQ_REDIS__URL", server.url)
    monkeypatch.setenv("TRANSQ_REDIS__USERNAME", user)
    monkeypatch.setenv("TRANSQ_REDIS__PASSWORD", password)
    monkeypatch.setenv("TRANSQ_QUEUE__NAME", "cli-errors")


@pytest.mark.parametrize("command", [["submit", "Hi", "--to", "de"], ["get", "x"], ["wait", "x"], ["cancel", "x"]])
def test_acl_refusal_is_permission_denied_not_job_failed(
    acl_server: RedisServer, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    # The healthcheck user may only PING: every job command is refused.
    _as(monkeypatch, acl_server, "healthcheck", passwords()["healthcheck"])
    assert producer_main(command) == 7
    line = _one_line(capsys)
    assert line.startswith("error: permission denied for user 'healthcheck': "), line
    assert "no permissions to run the" in line


def test_key_management_needs_the_admin_user(
    acl_server: RedisServer, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Key management writes as admin: a producer credential that could write key records
    # could mint itself an admin API key (docs/operations.md).
    _as(monkeypatch, acl_server, "producer", passwords()["producer"])
    assert producer_main(["keys", "create", "--owner", "acme", "--json"]) == 7
    assert _one_line(capsys).startswith("error: permission denied for user 'producer': ")
    _as(monkeypatch, acl_server, "admin", passwords()["admin"])
    assert producer_main(["keys", "create", "--owner", "acme", "--json"]) == 0
    key_id = json.loads(capsys.readouterr().out)["key_id"]
    _as(monkeypatch, acl_server, "producer", passwords()["producer"])
    assert producer_main(["keys", "revoke", key_id]) == 7
    assert _one_line(capsys).startswith("error: permission denied for user 'producer': ")
    _as(monkeypatch, acl_server, "admin", passwords()["admin"])
    assert producer_main(["keys", "revoke", key_id]) == 0
    assert f"key {key_id} revoked" in capsys.readouterr().out


def test_wrong_password_is_not_unreachable(
    acl_server: RedisServer, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _as(monkeypatch, acl_server, "producer", "not-the-password")
    assert producer_main(["get", "x"]) == 8
    assert _one_line(capsys).startswith("error: Redis refused the credentials of user 'producer'")
    assert worker_main([]) == 8


def test_toml_syntax_error_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("[queue]\nname = \n")
    assert producer_main(["--config", str(bad), "get", "x"]) == 2
    assert _one_line(capsys).startswith(f"error: config file {bad}: Invalid value (at line 2")
    assert worker_main(["--config", str(bad)]) == 2
    assert "(at line 2" in _one_line(capsys)


def test_missing_model_path_is_one_line(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("TRANSQ_ENGINE__MODEL", "/models/no-such-model")
    assert worker_main([]) == 2
    line = _one_line(capsys)
    assert line == "error: invalid settings: engine.model: model path '/models/no-such-model' does not exist"


def test_usage_errors_are_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert producer_main(["submit", "Hi"]) == 2
    assert "the following arguments are required: --to" in _one_line(capsys)
    with pytest.raises(SystemExit) as exited:
        worker_main(["--no-such-flag"])
    assert exited.value.code == 2
    assert "unrecognized arguments: --no-such-flag" in _one_line(capsys)
