"""monitor, stats: the queue as operations see it, with or without any worker running."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import signal
import sys
from collections.abc import Iterator
from typing import Any

from redis.exceptions import ResponseError
from rich.console import Console
from rich.live import Live
from rich.text import Text

from producer.client import Client
from producer.ops.monitor import READ_TIMEOUT_S, start_monitor
from producer.ops.stats_view import depth_json, render
from producer.settings import ProducerSettings
from transq.cli import EXIT_OK, add_json_flag, port, seconds
from transq.connection import UNREACHABLE, as_transq_error, user_of
from transq.depth import QueueDepth, read_depth
from transq.errors import ConfigError, RedisUnavailable

DEFAULT_MONITOR_PORT = 9401


def register(sub: Any) -> None:
    monitor = sub.add_parser("monitor", help="serve queue depth as Prometheus metrics (needs no worker)")
    monitor.add_argument("--host", default="0.0.0.0", help="address to listen on (default 0.0.0.0)")
    monitor.add_argument("--port", type=port, default=DEFAULT_MONITOR_PORT, help="default 9401; 0: any free port")
    monitor.add_argument(
        "--read-timeout", type=seconds(3600), default=READ_TIMEOUT_S, dest="read_timeout_s",
        help="seconds a scrape waits for Redis before reporting transq_queue_up 0 (default 5)",
    )  # fmt: skip
    monitor.set_defaults(handler=_monitor)

    stats = sub.add_parser("stats", help="show backlog, pending, oldest job, dead letters and workers")
    add_json_flag(stats)
    stats.add_argument("--watch", action="store_true", help="refresh until Ctrl-C")
    stats.add_argument(
        "--interval", type=seconds(86_400), default=2.0, dest="interval_s", help="--watch refresh, s (default 2)"
    )
    stats.set_defaults(handler=_stats)


@contextlib.contextmanager
def redis_failures_as_errors(client: Client) -> Iterator[None]:
    """Redis failures become one line and their own exit code, not a traceback:
    unreachable (6), permission denied (7), authentication failed (8)."""
    try:
        yield
    except (*UNREACHABLE, ResponseError) as exc:
        raise (as_transq_error(exc, user_of(client.redis)) or exc) from exc


async def read_or_raise(client: Client) -> QueueDepth:
    with redis_failures_as_errors(client):
        return await read_depth(client.redis, client.keys)


async def _stats(client: Client, args: argparse.Namespace, settings: ProducerSettings) -> int:
    if not args.watch:
        _print_once(await read_or_raise(client), args.json, settings)
        return EXIT_OK
    if args.json:
        while True:  # JSON lines, one snapshot per interval, until Ctrl-C
            _print_once(await read_or_raise(client), True, settings)
            await asyncio.sleep(args.interval_s)
    console = Console()
    if not console.is_terminal:
        # Piped or logged: one table per interval, appended (a live display would print
        # nothing until it stops).
        while True:
            _print_once(await read_or_raise(client), False, settings)
            await asyncio.sleep(args.interval_s)
    with Live(Text("reading the queue ..."), console=console, auto_refresh=False) as live:
        while True:
            try:
                note = f"; every {args.interval_s:g} s, Ctrl-C stops"
                live.update(render(await read_or_raise(client), note, settings.redis.describe()))
            except RedisUnavailable as exc:
                # Keep watching through an outage: that is when someone is looking.
                live.update(Text(f"{exc}; retrying every {args.interval_s:g} s", style="red"))
            live.refresh()
            await asyncio.sleep(args.interval_s)


def _print_once(depth: QueueDepth, as_json: bool, settings: ProducerSettings) -> None:
    if as_json:
        print(json.dumps(depth_json(depth, settings.redis.describe())), flush=True)
    else:
        Console().print(render(depth, redis_url=settings.redis.describe()))


async def _monitor(client: Client, args: argparse.Namespace, settings: ProducerSettings) -> int:
    # A long-running service: its warnings (Redis lost, found again) belong in its log.
    if not 0 <= args.port <= 65535 or args.read_timeout_s <= 0:
        raise ConfigError("--port must be 0-65535 and --read-timeout above 0")
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        server = start_monitor(client.redis, client.keys, args.host, args.port, args.read_timeout_s)
    except OSError as exc:
        raise ConfigError(f"cannot listen on {args.host}:{args.port}: {exc.strerror or exc}") from None
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError):  # platforms without signal support
            loop.add_signal_handler(sig, stop.set)
    print(
        f"monitor: queue {client.keys.base} at {settings.redis.masked_url()}; "
        f"metrics on http://{args.host}:{server.port}/metrics",
        file=sys.stderr,
        flush=True,
    )
    try:
        await stop.wait()
    finally:
        server.stop()
    return EXIT_OK
