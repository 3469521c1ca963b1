"""What one benchmark run uses: sizes, and the environment every system is built from.

Fairness by construction: the worker subprocess gets ``worker_env()`` as TRANSQ_* variables,
and the direct engine's settings are loaded in this process from the very same variables
(``load_settings``), through the same ``WorkerSettings`` class and configs/worker.toml. So
both sides run identical ``EngineSettings``; the suite also checks the worker's logged
settings against ours.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Protocol

from worker.settings import WorkerSettings

REPO = Path(__file__).resolve().parents[2]
WORKER_CONFIG = REPO / "configs" / "worker.toml"
RESULTS_DIR = REPO / "bench" / "results"
NAMESPACE = "bench"
# The seeded jobs' ids: ``bench-<seed>-<index>-<hex>`` (worker.sizing.build_workload's
# id_prefix), as in every earlier run, so results stay comparable.
JOB_ID_PREFIX = "bench"

# vLLM's INFO lines (periodic stats, start-up chatter) would tear the progress bars; the
# same level is set for the worker subprocess, so neither side logs more than the other.
VLLM_LOG_ENV = {"VLLM_LOGGING_LEVEL": "WARNING"}


class RunOptions(Protocol):
    """What a worker's environment needs of a suite's options."""

    @property
    def redis_url(self) -> str: ...

    @property
    def max_in_flight(self) -> int: ...

    @property
    def run_id(self) -> str: ...

    def queue_name(self, phase: str) -> str: ...


def worker_env(options: RunOptions, phase: str, **engine: str) -> dict[str, str]:
    """TRANSQ_* variables of one phase's worker; ``engine`` adds TRANSQ_ENGINE__<KEY>."""
    env = {
        "TRANSQ_CONFIG": str(WORKER_CONFIG),
        "TRANSQ_REDIS__URL": options.redis_url,
        "TRANSQ_QUEUE__NAMESPACE": NAMESPACE,
        "TRANSQ_QUEUE__NAME": options.queue_name(phase),
        "TRANSQ_QUEUE__RESULT_TTL_S": "3600",  # the suite deletes its keys; this is a backstop
        "TRANSQ_LOOP__MAX_IN_FLIGHT": str(options.max_in_flight),
        "TRANSQ_LOOP__WORKER_ID": f"bench-{options.run_id}-{phase}",
        # A random-weight model rarely emits EOS on cue: the output length is then exactly
        # the worker's budget (source tokens x ratio + slack), the same on both systems.
        "TRANSQ_ENGINE__IGNORE_EOS": "true",
        # No /metrics port: a benchmark must not collide with a worker someone else runs.
        "TRANSQ_METRICS__ENABLED": "false",
    }
    env |= {f"TRANSQ_ENGINE__{key.upper()}": value for key, value in engine.items()}
    return env


@contextlib.contextmanager
def _patched_environ(extra: dict[str, str]) -> Iterator[None]:
    saved = dict(os.environ)
    os.environ.update(extra)
    try:
        yield
    finally:
        os.environ.clear()
        os.environ.update(saved)


def load_settings(env: dict[str, str]) -> WorkerSettings:
    """The settings a worker started with ``env`` loads, built here in-process."""
    with _patched_environ(env):
        return WorkerSettings.load()
