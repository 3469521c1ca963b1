"""What every command line of both sides shares: the exit codes, which error gives which
(``exit_code_for``), and an argparse that reports a usage error in one line."""

from __future__ import annotations

import argparse
from typing import NoReturn

from transq.errors import (
    AuthenticationFailed,
    DurabilityNotMet,
    InvalidJob,
    JobNotFound,
    PermissionDenied,
    QueueFull,
    RedisUnavailable,
    TransqError,
    WaitTimeout,
)

# Exit codes (the README lists them too).
EXIT_OK = 0
EXIT_JOB_UNSUCCESSFUL = 1  # the job ended failed, cancelled or expired
EXIT_INVALID = 2  # invalid input or usage
EXIT_NOT_FOUND = 3
EXIT_TIMEOUT = 4
EXIT_QUEUE_FULL = 5
EXIT_UNREACHABLE = 6
EXIT_PERMISSION_DENIED = 7  # the ACL user may not run a command or touch a key (NOPERM)
EXIT_AUTH_FAILED = 8  # Redis refused the username/password
EXIT_NOT_DURABLE = 9  # the queue's durable submit level was not confirmed in time

_EXIT_FOR: dict[type[TransqError], int] = {
    InvalidJob: EXIT_INVALID,
    JobNotFound: EXIT_NOT_FOUND,
    WaitTimeout: EXIT_TIMEOUT,
    QueueFull: EXIT_QUEUE_FULL,
    RedisUnavailable: EXIT_UNREACHABLE,
    PermissionDenied: EXIT_PERMISSION_DENIED,
    AuthenticationFailed: EXIT_AUTH_FAILED,
    DurabilityNotMet: EXIT_NOT_DURABLE,
}


def exit_code_for(exc: TransqError) -> int:
    """The exit code of an error, as ``python -m producer`` gives it (the HTTP gateway maps
    these to statuses, so both follow one table). The nearest class in the table wins."""
    for cls in type(exc).__mro__:
        if cls in _EXIT_FOR:
            return _EXIT_FOR[cls]
    return EXIT_INVALID


class OneLineParser(argparse.ArgumentParser):
    """argparse that reports a usage error in one line (the usage text is in --help)."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_INVALID, f"error: {message} (see: {self.prog} --help)\n")


def add_json_flag(cmd: argparse.ArgumentParser) -> None:
    cmd.add_argument("--json", action="store_true", help="print JSON")
