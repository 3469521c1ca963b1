"""The product's own processes for suites that measure them through HTTP (gateway-longpoll,
fair-share): ``python -m producer serve`` and ``python -m worker`` with their shipped configs,
on a port found free (devtools.redis_server.free_port)."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from devtools.redis_server import REPO


async def start_service(module: str, env: dict[str, str], log: Path) -> asyncio.subprocess.Process:
    """``python -m worker`` or the gateway (``python -m producer serve``), output into ``log``."""
    config = REPO / "configs" / ("worker.toml" if module == "worker" else "producer.toml")
    with log.open("wb") as out:
        return await asyncio.create_subprocess_exec(
            sys.executable, "-m", module, *(["serve"] if module == "producer" else []),
            cwd=REPO, env=env | {"TRANSQ_CONFIG": str(config)}, stdout=out, stderr=out,
        )  # fmt: skip
