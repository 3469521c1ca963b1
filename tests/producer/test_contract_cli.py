"""Each contract rule as a CLI user meets it: one line on stderr, exit code 2, nothing
submitted. Runs ``producer.cli.main`` in-process (a subprocess per rule would cost a
second each); test_cli.py covers the real subprocess path."""

from __future__ import annotations

import io
import sys

import pytest
import redis as sync_redis

from producer.cli import main
from producer.settings import ProducerSettings
from transq.keys import Keys


@pytest.fixture
def cli_env(producer_settings: ProducerSettings, monkeypatch: pytest.MonkeyPatch) -> ProducerSettings:
    monkeypatch.setenv("TRANSQ_REDIS__URL", producer_settings.redis.url)
    monkeypatch.setenv("TRANSQ_QUEUE__NAMESPACE", producer_settings.queue.namespace)
    monkeypatch.setenv("TRANSQ_QUEUE__NAME", producer_settings.queue.name)
    return producer_settings


def _stdin(monkeypatch: pytest.MonkeyPatch, data: bytes) -> None:
    # A strict (non-UTF-8) locale's text layer, as in the bug report; we must not use it.
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="ascii", errors="strict"))


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["x", "--to", "de\n"], "not a BCP-47 language code"),
        (["x", "--to", "xx"], "not a BCP-47 language code"),
        (["x", "--to", "en", "--from", "EN"], "are the same language"),
        (["x", "--to", "de", "--id", "job-1\n"], "job_id must be"),
        (["x", "--to", "de", "--id="], "job_id must be"),
        (["\u200b\ufeff \u2060", "--to", "de"], "only whitespace/invisible"),
        (["x", "--to", "de", "--deadline-s", "0"], "must be at least 0.1"),
        (["x", "--to", "de", "--deadline-s", "-1"], "must be at least 0.1"),
        # Issue 41: a deadline no job can meet was queued and came back "expired".
        (["x", "--to", "de", "--deadline-s", "1e-9"], "expires the job before any worker can run it"),
        (["x", "--to", "de", "--deadline-s", "0.099"], "must be at least 0.1"),
        (["x", "--to", "de", "--deadline-s", "soon"], "is not a number"),
    ],
)
def test_cli_refuses_bad_input_in_one_line(
    cli_env: ProducerSettings,
    keys: Keys,
    capsys: pytest.CaptureFixture[str],
    args: list[str],
    message: str,
) -> None:
    code = main(["submit", *args])
    err = capsys.readouterr().err
    assert code == 2, err
    assert message in err and len(err.strip().splitlines()) == 1, err
    assert err.startswith("error: ")
    assert _queue_keys(cli_env, keys) == [], "nothing was submitted"


def test_stdin_that_is_not_utf8_names_the_byte_offset(
    cli_env: ProducerSettings,
    keys: Keys,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _stdin(monkeypatch, b"caf\xc3\xa9 \xff ok")
    code = main(["submit", "-", "--to", "de"])
    err = capsys.readouterr().err
    assert code == 2
    assert err.strip() == "error: standard input is not valid UTF-8: byte 0xFF at offset 6"
    assert _queue_keys(cli_env, keys) == []


def test_stdin_utf8_is_read_whatever_the_locale(
    cli_env: ProducerSettings, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _stdin(monkeypatch, "café".encode())
    assert main(["submit", "-", "--to", "de", "--id", "stdin-1"]) == 0
    assert capsys.readouterr().out.strip() == "stdin-1"


def _queue_keys(settings: ProducerSettings, keys: Keys) -> list[bytes]:
    with sync_redis.Redis.from_url(settings.redis.url) as client:
        return list(client.scan_iter(match=keys.all_pattern, count=1000))
