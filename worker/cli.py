"""``python -m worker``: run one worker process until SIGTERM/SIGINT.

Exit codes: 0 stopped cleanly, 1 engine died (jobs released), 2 invalid settings,
6 Redis unreachable at start.
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


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m worker", description="Run a translation worker.")
    parser.add_argument("--config", help="TOML settings file (default: $TRANSQ_CONFIG or configs/worker.toml)")
    return parser


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
    try:
        settings = WorkerSettings.load(args.config)
    except ValidationError as exc:
        print(f"error: invalid settings: {first_error(exc)}", file=sys.stderr)
        return EXIT_INVALID
    except FileNotFoundError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_INVALID
    logging.basicConfig(level=settings.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s")
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
