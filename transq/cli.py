"""What every command line of both sides shares: the exit codes, which error gives which
(``exit_code_for``), an argparse that reports a usage error in one line, and the types of
its numbers (``seconds``, ``count``, ``port``): finite and in range, checked while the
arguments are parsed, so a bad number exits 2 before anything is read or written."""

from __future__ import annotations

import argparse
import math
from dataclasses import dataclass
from typing import Any, NoReturn

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


# Ranges of the numbers a command line takes: wide enough for any real use, narrow enough
# that a typo (1e300, inf) is an error rather than a 304-digit deadline or a wait forever.
MAX_DEADLINE_S = 30 * 86_400  # as the HTTP gateway's deadline_s
# A job's deadline counts from its submit, and no job ends sooner than its round trips
# (submit, a worker's claim, an engine call, the finish): a deadline under this expires the
# job before anything can run it (1e-9 s was the submit's own millisecond), so it is refused
# before queueing rather than turned into an "expired" result (issue 41).
MIN_DEADLINE_S = 0.1
MAX_WAIT_S = 7 * 86_400
MAX_COUNT = 1_000_000_000


@dataclass(frozen=True)
class Number:
    """An argparse type: a finite number in [low, high] (``low_open``: low itself refused);
    ``integer``: a whole number in decimal digits (no 1e3, 0x10 or 1_000)."""

    low: float
    high: float
    integer: bool = False
    low_open: bool = False
    unit: str = ""
    low_why: str = ""  # said after a number below ``low``: why the bound exists

    def __call__(self, text: str) -> Any:
        value = self._whole(text) if self.integer else self._real(text)
        if value < self.low or (self.low_open and value == self.low):
            bound = "greater than" if self.low_open else "at least"
            why = f" ({self.low_why})" if self.low_why else ""
            raise argparse.ArgumentTypeError(f"{text!r} must be {bound} {self.low:g}{why}")
        if value > self.high:
            raise argparse.ArgumentTypeError(f"{text!r} is above the limit of {self.high:g}{self.unit}")
        return value

    @staticmethod
    def _whole(text: str) -> int:
        stripped = text.strip()
        digits = stripped[1:] if stripped[:1] in "+-" else stripped
        if not digits.isascii() or not digits.isdigit():
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number")
        return int(stripped)

    @staticmethod
    def _real(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if not math.isfinite(value):
            raise argparse.ArgumentTypeError(f"{text!r} is not a finite number")
        return value


def seconds(high: float, *, zero: bool = False, unit: str = " seconds") -> Number:
    """A finite number of seconds in (0, high], or [0, high] with ``zero``."""
    return Number(0, high, low_open=not zero, unit=unit)


def deadline() -> Number:
    """A job's deadline in seconds: in [MIN_DEADLINE_S, MAX_DEADLINE_S]."""
    why = "a shorter deadline expires the job before any worker can run it"
    return Number(MIN_DEADLINE_S, MAX_DEADLINE_S, unit=" seconds", low_why=why)


def count(low: int, high: int = MAX_COUNT) -> Number:
    """A whole number in [low, high]."""
    return Number(low, high, integer=True)


port = count(0, 65_535)
