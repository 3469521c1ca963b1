"""``python -m worker``: run one worker process until SIGTERM/SIGINT.

Exit codes: 0 stopped cleanly, 1 engine died (jobs released), 2 invalid settings,
6 Redis unreachable at start.

``python -m worker tune``: sweep max_in_flight against this worker's engine and recommend
a setting (worker.tune, which has its own exit codes).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import signal
import sys

from pydantic import ValidationError

from producer.connection import UNREACHABLE, connect
from producer.contract import first_error
from producer.errors import ConfigError, FatalEngineError
from worker.engine import build_engine
from worker.http import start_http
from worker.loop import EXIT_ENGINE_DEAD, Worker
from worker.redis_checks import warn_about_durability
from worker.settings import WorkerSettings

log = logging.getLogger("worker")

EXIT_INVALID, EXIT_UNREACHABLE = 2, 6
CONFIG_HELP = "TOML settings file (default: $TRANSQ_CONFIG or configs/worker.toml)"
TUNE_SETTINGS = "1,2,4,8,16,32,64"  # the max_in_flight values `tune` measures by default


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m worker", description="Run a translation worker.")
    parser.add_argument("--config", metavar="FILE", help=CONFIG_HELP)
    # Optional: plain `python -m worker` runs the worker, as deployments and tests start it.
    commands = parser.add_subparsers(dest="command", metavar="{tune}")
    add_tune_parser(commands)
    return parser


def add_tune_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    tune = commands.add_parser(
        "tune",
        help="measure max_in_flight settings against this worker's engine and recommend one",
        description="Sweep loop.max_in_flight against the engine the settings name (in-process, no Redis) "
        "and recommend a setting.",
    )
    add = tune.add_argument
    # SUPPRESS: a --config given before `tune` is kept, not reset to None by this default.
    add("--config", metavar="FILE", default=argparse.SUPPRESS, help=CONFIG_HELP)
    add("--texts", metavar="FILE", help="real texts, one per line (default: generated texts of 10-200 tokens)")
    add("--jobs", metavar="N", type=int, help="jobs per setting (default: max(32, 3 x the setting))")
    add("--settings", metavar="K,K,...", default=TUNE_SETTINGS, help="values to measure (default: %(default)s)")
    add("--p95-ms", metavar="MS", type=float, help="latency target: the largest setting with p95 <= MS wins")
    add("--seed", metavar="S", type=int, default=0, help="seed of the generated texts (default 0)")
    add("--json", metavar="PATH", help="also write settings, machine, figures and the advice to PATH")


def load_settings(config: str | None) -> WorkerSettings:
    """The worker's settings; ConfigError with a one-line reason if they are invalid."""
    try:
        return WorkerSettings.load(config)
    except ValidationError as exc:
        raise ConfigError(f"invalid settings: {first_error(exc)}") from None
    except FileNotFoundError as exc:
        raise ConfigError(str(exc)) from None


def configure_logging(settings: WorkerSettings) -> None:
    logging.basicConfig(level=settings.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s")


async def serve(settings: WorkerSettings) -> int:
    redis = connect(settings.redis, extra_timeout_s=settings.loop.read_block_ms / 1000)
    try:
        await redis.ping()
        await warn_about_durability(redis)
        worker = Worker(settings, build_engine(settings.engine), redis)
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, worker.stop)
        # Before the engine loads: /readyz says "not ready" meanwhile, /metrics answers.
        http = start_http(worker, settings.metrics) if settings.metrics.enabled else None
        try:
            return await worker.run()
        finally:
            await worker.engine.close()
            if http is not None:
                http.stop()
    finally:
        await redis.aclose()


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "tune":
        from worker import tune  # noqa: PLC0415  # the worker's own start-up does not load rich and the samples

        return tune.main(args)
    try:
        settings = load_settings(args.config)
    except ConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_INVALID
    configure_logging(settings)
    log.info("settings: %s", json.dumps(settings.masked(), sort_keys=True))
    try:
        return asyncio.run(serve(settings))
    except ConfigError as exc:
        log.error("%s", exc)
        return EXIT_INVALID
    except FatalEngineError as exc:
        log.error("%s", exc)
        return EXIT_ENGINE_DEAD
    except UNREACHABLE as exc:
        log.error("Redis unreachable at %s: %s", settings.redis.masked_url(), exc)
        return EXIT_UNREACHABLE
