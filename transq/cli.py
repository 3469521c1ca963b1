"""What every command line of both sides shares: the exit codes, which error gives which
(``exit_code_for``), an argparse that reports a usage error in one line, and the types of
its numbers (``seconds``, ``count``, ``port``): finite and in range, checked while the
arguments are parsed, so a bad number exits 2 before anything is read or written."""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable
from typing import NoReturn

from transq.errors import (
    AuthenticationFailed,
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

_EXIT_FOR: dict[type[TransqError], int] = {
    InvalidJob: EXIT_INVALID,
    JobNotFound: EXIT_NOT_FOUND,
    WaitTimeout: EXIT_TIMEOUT,
    QueueFull: EXIT_QUEUE_FULL,
    RedisUnavailable: EXIT_UNREACHABLE,
    PermissionDenied: EXIT_PERMISSION_DENIED,
    AuthenticationFailed: EXIT_AUTH_FAILED,
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


# Ranges of the numbers a command line takes: wide enough for any real use, narrow enough
# that a typo (1e300, inf) is an error rather than a 304-digit deadline or a wait forever.
MAX_DEADLINE_S = 30 * 86_400  # as the HTTP gateway's deadline_s
MAX_WAIT_S = 7 * 86_400
MAX_COUNT = 1_000_000_000


def seconds(high: float, *, zero: bool = False, unit: str = "seconds") -> Callable[[str], float]:
    """An argparse type: a finite number (of ``unit``) in (0, high], or [0, high] with ``zero``."""

    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if not math.isfinite(value):
            raise argparse.ArgumentTypeError(f"{text!r} is not a finite number")
        if value < 0 or (value == 0 and not zero):
            raise argparse.ArgumentTypeError(f"{text!r} must be {'at least 0' if zero else 'greater than 0'}")
        if value > high:
            raise argparse.ArgumentTypeError(f"{text!r} is above the limit of {high:g} {unit}")
        return value

    return parse


def count(low: int, high: int = MAX_COUNT) -> Callable[[str], int]:
    """An argparse type: a whole number in [low, high], decimal digits only (no 1e3, 0x10, 1_000)."""

    def parse(text: str) -> int:
        stripped = text.strip()
        digits = stripped[1:] if stripped[:1] in "+-" else stripped
        if not digits.isascii() or not digits.isdigit():
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number")
        value = int(stripped)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{text!r} is outside {low}..{high}")
        return value

    return parse


port = count(0, 65_535)
