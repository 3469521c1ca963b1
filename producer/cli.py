"""``python -m producer``: submit and follow translation jobs (and, for ops, the queue).

Exit codes: 0 ok (for wait/--wait: the job succeeded), 1 the job ended failed, cancelled
or expired, 2 invalid input or usage, 3 not found, 4 timed out, 5 queue full,
6 Redis unreachable. Errors are one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import asyncio
import signal
import sys

from pydantic import ValidationError

from producer.client import Client
from producer.commands import dlq, jobs, ops, translate
from producer.commands.base import (
    EXIT_INVALID,
    EXIT_NOT_FOUND,
    EXIT_QUEUE_FULL,
    EXIT_TIMEOUT,
    EXIT_UNREACHABLE,
    Handler,
)
from producer.contract import first_error
from producer.errors import InvalidJob, JobNotFound, QueueFull, RedisUnavailable, TransqError, WaitTimeout
from producer.settings import ProducerSettings

# Command modules; each adds its own subcommands.
COMMANDS = (jobs, ops, dlq, translate)

_EXIT_FOR: dict[type[TransqError], int] = {
    InvalidJob: EXIT_INVALID,
    JobNotFound: EXIT_NOT_FOUND,
    WaitTimeout: EXIT_TIMEOUT,
    QueueFull: EXIT_QUEUE_FULL,
    RedisUnavailable: EXIT_UNREACHABLE,
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m producer", description="Submit and follow translation jobs.")
    parser.add_argument("--config", help="TOML settings file (default: $TRANSQ_CONFIG or configs/producer.toml)")
    sub = parser.add_subparsers(dest="command", required=True)
    for module in COMMANDS:
        module.register(sub)
    return parser


CANCEL_AGAIN_S = 0.25


def _cancel_on_sigint(task: asyncio.Task[int]) -> None:
    """Ctrl-C cancels the command, then again every CANCEL_AGAIN_S until it has stopped.

    One cancellation can be lost: redis-py swallows a CancelledError that lands inside a
    blocking read (redis/redis-py#2028), and on Python 3.11 one that races a read's own
    timeout becomes that timeout. The command would then wait out its whole timeout."""
    loop = asyncio.get_running_loop()

    def cancel() -> None:
        if not task.done():
            task.cancel()
            loop.call_later(CANCEL_AGAIN_S, cancel)

    loop.add_signal_handler(signal.SIGINT, cancel)


async def _run(handler: Handler, args: argparse.Namespace, settings: ProducerSettings) -> int:
    task = asyncio.current_task()
    assert task is not None, "runs inside asyncio.run"
    _cancel_on_sigint(task)
    async with Client.from_settings(settings) as client:
        return await handler(client, args, settings)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        settings = ProducerSettings.load(args.config)
        return asyncio.run(_run(args.handler, args, settings))
    except TransqError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return _EXIT_FOR.get(type(exc), EXIT_INVALID)
    except ValidationError as exc:
        print(f"error: invalid settings: {first_error(exc)}", file=sys.stderr)
        return EXIT_INVALID
    except FileNotFoundError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_INVALID
    except (KeyboardInterrupt, asyncio.CancelledError):  # Ctrl-C (see _cancel_on_sigint)
        return 130
