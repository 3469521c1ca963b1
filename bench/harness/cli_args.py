"""What every ``python -m bench`` suite's command line shares: exit codes, argument types,
the Redis and results-folder options."""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any

from bench.harness.config import RESULTS_DIR

EXIT_OK, EXIT_CHECK_FAILED, EXIT_INVALID, EXIT_UNREACHABLE = 0, 1, 2, 6
DEFAULT_REDIS = os.environ.get("TRANSQ_REDIS__URL", "redis://127.0.0.1:6379/0")


def add_redis_url(parser: Any) -> None:
    parser.add_argument(
        "--redis-url", default=DEFAULT_REDIS, help="Redis to use (named: used as is; else one is started locally)"
    )


def add_results_dir(parser: Any, what: str = "the JSON goes") -> None:
    parser.add_argument("--results-dir", type=Path, default=RESULTS_DIR, help=f"where {what} (default bench/results)")


def positive_floats(text: str) -> tuple[float, ...]:
    try:
        values = tuple(float(v) for v in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a comma-separated list of numbers: {text!r}") from None
    if not values or any(v <= 0 for v in values):
        raise argparse.ArgumentTypeError(f"rates must be > 0: {text!r}")
    return values


def positive_int(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"not a positive integer: {text!r}")
    return int(text)


def positive_ints(text: str) -> tuple[int, ...]:
    values = tuple(positive_int(v.strip()) for v in text.split(","))
    return tuple(sorted(set(values)))
