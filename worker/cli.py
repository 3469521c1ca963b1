"""``python -m worker``: run one worker process until SIGTERM/SIGINT.

Exit codes: 0 stopped cleanly, 1 engine died (jobs released), 2 invalid settings or usage,
3 the engine keeps dying with no job in it (a broken device; see docs/architecture.md),
6 Redis unreachable at start, 7 permission denied (ACL), 8 authentication failed.

With ``placement.engines_per_gpu`` > 1 or several ``placement.gpus``, the command runs one
worker process per engine under a supervisor (worker.fleet) and exits with the code of the
first that ended on its own (0 after a clean stop of all).

``python -m worker tune``: sweep max_in_flight against this worker's engine and recommend
a setting (worker.sizing.tune, which has its own exit codes).
Start-up itself (settings, logging, serve) is worker.startup.

``python -m worker model import-gguf FILE OUT`` / ``model fetch NAME OUT``: bring a real
model into a folder vLLM serves (worker.models.importer).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

from redis.exceptions import ResponseError

from transq.cli import OneLineParser, count, seconds
from transq.connection import UNREACHABLE, as_transq_error
from transq.errors import AuthenticationFailed, ConfigError, PermissionDenied
from worker.engines.factory import build_engine
from worker.engines.protocol import FatalEngineError
from worker.fleet.placement import is_fleet, plan
from worker.fleet.supervisor import supervise
from worker.models.importer import add_model_parser
from worker.scheduling.loop import EXIT_ENGINE_DEAD
from worker.settings import WorkerSettings
from worker.startup import (
    EXIT_AUTH_FAILED,
    EXIT_INVALID,
    EXIT_PERMISSION_DENIED,
    EXIT_UNREACHABLE,
    EngineBuilder,
    configure_logging,
    load_settings,
    serve,
)

log = logging.getLogger("worker")

CONFIG_HELP = "TOML settings file (default: $TRANSQ_CONFIG or configs/worker.toml)"
TUNE_SETTINGS = "1,2,4,8,16,32,64"  # the max_in_flight values `tune` measures by default


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="python -m worker", description="Run a translation worker.")
    parser.add_argument("--config", metavar="FILE", help=CONFIG_HELP)
    parser.add_argument(
        "--settings-json",
        metavar="FILE",
        type=Path,
        help="write the effective settings (secrets masked) to FILE at start, for tools",
    )
    # Optional: plain `python -m worker` runs the worker, as deployments and tests start it.
    commands = parser.add_subparsers(dest="command", metavar="{tune,model}")
    add_tune_parser(commands)
    add_model_parser(commands)
    return parser


def add_tune_parser(commands: argparse._SubParsersAction[OneLineParser]) -> None:
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
    add("--jobs", metavar="N", type=count(1, 1_000_000), help="jobs per setting (default: max(32, 3 x the setting))")
    add("--settings", metavar="K,K,...", default=TUNE_SETTINGS, help="values to measure (default: %(default)s)")
    add(
        "--p95-ms",
        metavar="MS",
        type=seconds(3_600_000, unit=" ms"),
        help="latency target: the largest setting with p95 <= MS wins",
    )
    add("--seed", metavar="S", type=count(0, 2**32 - 1), default=0, help="seed of the generated texts (default 0)")
    add("--json", metavar="PATH", help="also write settings, machine, figures and the advice to PATH")


def run_command(args: argparse.Namespace) -> int:
    if args.command == "tune":
        from worker.sizing import tune  # noqa: PLC0415  # the worker's own start-up does not load rich and the samples

        return tune.main(args)
    from worker.models import importer  # noqa: PLC0415  # torch/transformers load only when asked for

    return importer.main(args)


def run_loop(main: Coroutine[Any, Any, int]) -> int:
    """Run the worker on uvloop (libuv's event loop, installed with the worker) where it is
    importable, else on asyncio's own. With jobs arriving one by one the worker's CPU per job
    is mostly event-loop and socket work: uvloop took ~15 % off it (docs/benchmarks.md)."""
    try:
        # Optional: asyncio's loop serves as well, only slower. The ignore is for check.sh's
        # environment, which type-checks without the worker's dependencies.
        import uvloop  # type: ignore[import-not-found,unused-ignore]  # noqa: PLC0415
    except ImportError:
        log.info("event loop: asyncio (uvloop is not installed)")
        return asyncio.run(main)
    log.info("event loop: uvloop")
    code: int = uvloop.run(main)
    return code


def main(argv: list[str] | None = None, build: EngineBuilder = build_engine) -> int:
    args = build_parser().parse_args(argv)
    if args.command is not None:
        return run_command(args)
    try:
        settings = load_settings(args.config)
    except ConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_INVALID
    configure_logging(settings)
    if is_fleet(settings):
        # Several engines: a supervisor of one worker process per engine (worker.fleet); it
        # loads no engine and imports no vLLM itself.
        return supervise(plan(settings), args.config)
    return run_worker(settings, args.settings_json, build)


def run_worker(settings: WorkerSettings, settings_json: Path | None, build: EngineBuilder) -> int:
    """One worker process until it stops; its exit code."""
    log.info("%s", settings.summary())
    log.debug("settings: %s", json.dumps(settings.masked(), sort_keys=True))
    if settings_json is not None:
        settings_json.write_text(json.dumps(settings.masked(), sort_keys=True))
    try:
        return run_loop(serve(settings, build))
    except ConfigError as exc:
        log.error("%s", exc)
        return EXIT_INVALID
    except FatalEngineError as exc:
        log.error("%s", exc)
        return EXIT_ENGINE_DEAD
    except (*UNREACHABLE, ResponseError) as exc:
        return _redis_failed(exc, settings)


def _redis_failed(exc: Exception, settings: WorkerSettings) -> int:
    error = as_transq_error(exc, settings.redis.username or "default")
    if error is None:
        raise exc
    log.error("%s (%s)", error, settings.redis.masked_url())
    if isinstance(error, PermissionDenied):
        return EXIT_PERMISSION_DENIED
    return EXIT_AUTH_FAILED if isinstance(error, AuthenticationFailed) else EXIT_UNREACHABLE
