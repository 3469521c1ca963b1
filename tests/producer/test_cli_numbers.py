"""Every number on the command lines is finite and in range before anything is written:
one line on stderr, exit 2, nothing queued (``--deadline-s inf``, ``--wait --timeout nan``...).

Walks both parsers (producer and worker) for every option that takes a number, so a new
numeric flag is covered (and one typed bare ``int``/``float`` fails the first test)."""

from __future__ import annotations

import argparse
import math

import pytest
import redis as sync_redis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from producer import cli as producer_cli
from producer.cli import main
from producer.settings import ProducerSettings
from transq.cli import Number
from transq.keys import Keys
from worker import cli as worker_cli


def _options(
    parser: argparse.ArgumentParser, path: tuple[str, ...] = ()
) -> list[tuple[tuple[str, ...], argparse.Action]]:
    """(subcommand path, action) of every option, through every subparser."""
    found = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                found += _options(sub, (*path, name))
        elif action.option_strings:
            found.append((path, action))
    return found


PARSERS = {"producer": producer_cli.build_parser, "worker": worker_cli.build_parser}
NUMERIC = [
    (prog, path, action)
    for prog, build in PARSERS.items()
    for path, action in _options(build())
    if isinstance(action.type, Number)
]
# Positionals and required options each command needs besides the flag under test.
REQUIRED = {("submit",): ["x", "--to", "de"], ("wait",): ["job-1"], ("translate",): ["f.txt", "--to", "de"],
            ("keys", "create"): ["--owner", "o"]}  # fmt: skip


def test_every_numeric_option_has_a_bounded_type() -> None:
    bare = [
        (prog, path, action.option_strings[0])
        for prog, build in PARSERS.items()
        for path, action in _options(build())
        if action.type in (int, float)
    ]
    assert bare == []
    assert len(NUMERIC) >= 15  # deadline, timeouts, counts, ports, rates, intervals...


def _parse(prog: str, argv: list[str]) -> argparse.Namespace | int:
    try:
        return PARSERS[prog]().parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)


_VALUES = st.one_of(
    st.floats(allow_nan=True, allow_infinity=True).map(repr),
    st.integers(min_value=-(10**30), max_value=10**30).map(str),
    st.sampled_from(["inf", "-inf", "nan", "NaN", "1e300", "-0", "0x10", "1_000", "", " 5", "٣", "5s"]),
)


@settings(max_examples=300, suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None)
@given(choice=st.sampled_from(NUMERIC), value=_VALUES)
def test_a_numeric_flag_is_finite_and_in_range_or_one_line_exit_2(
    choice: tuple[str, tuple[str, ...], argparse.Action], value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    prog, path, action = choice
    assert isinstance(action.type, Number)
    capsys.readouterr()
    parsed = _parse(prog, [*path, *REQUIRED.get(path, []), f"{action.option_strings[0]}={value}"])
    err = capsys.readouterr().err
    if isinstance(parsed, int):
        assert parsed == 2 and len(err.strip().splitlines()) == 1 and err.startswith("error: "), err
        return
    number = getattr(parsed, action.dest)
    assert math.isfinite(number) and action.type.low <= number <= action.type.high
    assert not (action.type.low_open and number == action.type.low)
    assert isinstance(number, int) == action.type.integer


@pytest.fixture
def cli_env(producer_settings: ProducerSettings, monkeypatch: pytest.MonkeyPatch) -> ProducerSettings:
    monkeypatch.setenv("TRANSQ_REDIS__URL", producer_settings.redis.url)
    monkeypatch.setenv("TRANSQ_QUEUE__NAMESPACE", producer_settings.queue.namespace)
    monkeypatch.setenv("TRANSQ_QUEUE__NAME", producer_settings.queue.name)
    return producer_settings


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--deadline-s", "inf"], "is not a finite number"),
        (["--deadline-s", "1e300"], "is above the limit"),
        (["--deadline-s", "nan"], "is not a finite number"),
        (["--wait", "--timeout", "inf"], "is not a finite number"),
        (["--wait", "--timeout", "nan"], "is not a finite number"),
        (["--wait", "--timeout", "-1"], "must be greater than 0"),
        (["--max-tokens", "1e3"], "is not a whole number"),
        (["--max-tokens", "0"], "must be at least 1"),
    ],
)
def test_submit_with_a_bad_number_queues_nothing(
    cli_env: ProducerSettings, keys: Keys, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code = main(["submit", "x", "--to", "de", *argv])
    err = capsys.readouterr().err
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1, err
    with sync_redis.Redis.from_url(cli_env.redis.url) as client:
        assert list(client.scan_iter(match=keys.all_pattern, count=1000)) == [], "nothing was submitted"
