"""A real model through the real worker, as production runs it (``python -m worker``, its
own queue, a fixed canary): the worker process, and every result read back. The quality and
safety suites judge what the model wrote, not how fast, so they send a whole corpus at once
rather than through a load pattern (bench.harness.drive).

Needs an imported model: ``bash scripts/get-real-model.sh`` (docs/security.md).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

from bench.harness.progress import Bar
from devtools.redis_server import REPO
from producer.client import Client
from transq.contract import Result
from transq.settings import QueueSettings

DEFAULT_MODEL = REPO / ".data" / "models" / "qwen2.5-coder-1.5b-instruct"
CANARY = "tqbench7c41d9e2"
# The CPU worker sized for a 1.5B model on a small machine; greedy, real EOS.
WORKER_ENV = {
    "TRANSQ_ENGINE__ENFORCE_EAGER": "true",
    "TRANSQ_ENGINE__DTYPE": "bfloat16",
    "TRANSQ_ENGINE__CPU_KVCACHE_SPACE_GIB": "2",
    "TRANSQ_ENGINE__MAX_MODEL_LEN": "2048",
    "TRANSQ_ENGINE__IGNORE_EOS": "false",
    "TRANSQ_ENGINE__CHECKS__CANARY_TOKEN": CANARY,
    "TRANSQ_METRICS__ENABLED": "false",
    "TRANSQ_MEMORY__TTL_S": "0",
}


def shown(path: Path) -> str:
    """A path as the report shows it: relative to the repository where it is inside."""
    resolved = path.resolve()
    return str(resolved.relative_to(REPO)) if resolved.is_relative_to(REPO) else str(path)


def start_worker(args: argparse.Namespace, redis_url: str, queue: QueueSettings, log: Path) -> subprocess.Popen[bytes]:
    env = os.environ | WORKER_ENV
    env |= {
        "TRANSQ_ENGINE__MODEL": str(args.model),
        "TRANSQ_LOOP__MAX_IN_FLIGHT": str(args.max_in_flight),
        "TRANSQ_REDIS__URL": redis_url,
        "TRANSQ_QUEUE__NAMESPACE": queue.namespace,
        "TRANSQ_QUEUE__NAME": queue.name,
    }
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("wb") as out:
        return subprocess.Popen([sys.executable, "-m", "worker"], cwd=REPO, env=env, stdout=out, stderr=out)


async def wait_all(client: Client, ids: list[str], timeout_s: float, bar: Bar) -> dict[str, Result]:
    """Every job's result, ``bar`` advanced as each one ends (or as it stood at the timeout)."""
    pending, deadline = list(ids), time.monotonic() + timeout_s
    while pending and time.monotonic() < deadline:
        done = await client.wait_any(pending, timeout_s=max(1.0, deadline - time.monotonic()))
        if done is not None:
            pending.remove(done)
            bar.advance()
    return {i: await client.get(i) for i in ids}
