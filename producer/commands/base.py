"""What every command module shares: the handler type and the exit codes."""

from __future__ import annotations

import argparse
from collections.abc import Awaitable, Callable

from producer.client import Client
from producer.settings import ProducerSettings

# Exit codes (the README lists them too).
EXIT_OK = 0
EXIT_JOB_UNSUCCESSFUL = 1  # the job ended failed, cancelled or expired
EXIT_INVALID = 2  # invalid input or usage
EXIT_NOT_FOUND = 3
EXIT_TIMEOUT = 4
EXIT_QUEUE_FULL = 5
EXIT_UNREACHABLE = 6

Handler = Callable[[Client, argparse.Namespace, ProducerSettings], Awaitable[int]]


def add_json_flag(cmd: argparse.ArgumentParser) -> None:
    cmd.add_argument("--json", action="store_true", help="print JSON")
