"""``python -m producer``: submit and follow translation jobs (and, for ops, the queue).

Exit codes: 0 ok (for wait/--wait: the job succeeded), 1 the job ended failed, cancelled
or expired, 2 invalid input, usage or settings, 3 not found, 4 timed out, 5 queue full,
6 Redis unreachable, 7 permission denied (ACL), 8 authentication failed, 130 interrupted,
141 standard output's reader went away (``| head``: no message, producer.commands.closed_pipe).
Errors are one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import asyncio
import signal
import sys

from pydantic import ValidationError
from redis.exceptions import ResponseError

from producer.client import Client
from producer.commands import dlq, gateway, jobs, jobs_admin, ops, queue_config, translate
from producer.commands.base import Handler
from producer.commands.closed_pipe import ReaderGone, guarded_stdout, reader_gone
from producer.settings import ProducerSettings
from transq.cli import OneLineParser, exit_code_for
from transq.connection import UNREACHABLE, as_transq_error
from transq.contract import first_error
from transq.errors import (
    ConfigError,
    InvalidJob,
    RedisUnavailable,
    TransqError,
)

# Command modules; each adds its own subcommands.
COMMANDS = (jobs, jobs_admin, ops, dlq, translate, queue_config, gateway)


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="python -m producer", description="Submit and follow translation jobs.")
    parser.add_argument("--config", help="TOML settings file (default: $TRANSQ_CONFIG or configs/producer.toml)")
    parser.add_argument("-v", "--verbose", action="store_true", help="say which Redis and queue the command uses")
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


def _say_which_redis(settings: ProducerSettings, configured: bool, *, verbose: bool) -> None:
    """One warning on stderr when no URL was configured (env or TOML) and the default is
    used; with --verbose, the Redis and queue every command uses."""
    if not configured:
        print(
            f"warning: no Redis configured (TRANSQ_REDIS__URL or [redis] url); using {settings.redis.url}",
            file=sys.stderr,
        )
    if verbose:
        print(f"redis: {settings.redis.describe()}  queue: {settings.queue.keys().base}", file=sys.stderr)


def _fail(exc: TransqError) -> int:
    print(f"error: {exc}", file=sys.stderr)
    return exit_code_for(exc)


def _parse(argv: list[str] | None) -> argparse.Namespace | int:
    try:
        return build_parser().parse_args(argv)
    except SystemExit as exc:  # --help, or a usage error already printed in one line
        return int(exc.code or 0)


def _load(config: str | None) -> ProducerSettings:
    try:
        return ProducerSettings.load(config)
    except ValidationError as exc:
        raise ConfigError(f"invalid settings: {first_error(exc)}") from None
    except FileNotFoundError as exc:
        raise ConfigError(str(exc)) from None


def _guarded_run(args: argparse.Namespace, settings: ProducerSettings) -> int:
    try:
        with guarded_stdout():
            return asyncio.run(_run(args.handler, args, settings))
    except ReaderGone:
        return reader_gone()


def main(argv: list[str] | None = None) -> int:
    args = _parse(argv)
    if isinstance(args, int):
        return args
    try:
        settings = _load(args.config)
        configured = ProducerSettings.redis_url_configured(args.config)
    except ConfigError as exc:
        return _fail(exc)
    _say_which_redis(settings, configured, verbose=args.verbose)
    try:
        return _guarded_run(args, settings)
    except (TransqError, ValidationError) as exc:
        return _fail(exc if isinstance(exc, TransqError) else InvalidJob(f"invalid input: {first_error(exc)}"))
    except (*UNREACHABLE, ResponseError) as exc:  # a Redis call outside the Client's methods
        user = settings.redis.username or "default"
        return _fail(as_transq_error(exc, user) or RedisUnavailable(str(exc)))
    except (KeyboardInterrupt, asyncio.CancelledError):  # Ctrl-C (see _cancel_on_sigint)
        return 130
