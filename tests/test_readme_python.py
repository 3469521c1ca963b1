"""The README's "From Python" block and docs/documents.md's Python block, read from the
Markdown (never a copy), saved as scripts and run as written by a new Python process
against a real Redis and a worker (the pseudo engine), on this test's queue (the
settings come from the environment, as ``ProducerSettings.load()`` reads them)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import redis.asyncio as aioredis

from devtools.redis_server import REPO
from producer.settings import ProducerSettings
from tests.worker_process import WorkerProcess
from transq.pseudo import pseudo_localize


def python_blocks(doc: str) -> list[str]:
    return re.findall(r"^```python\n(.*?)^```$", (REPO / doc).read_text(), re.MULTILINE | re.DOTALL)


def from_python_block() -> str:
    text = (REPO / "README.md").read_text()
    section = text[text.index("From Python") :]
    return str(re.findall(r"^```python\n(.*?)^```$", section, re.MULTILINE | re.DOTALL)[0])


def run_script(code: str, folder: Path, settings: ProducerSettings) -> str:
    script = folder / "script.py"
    script.write_text(code)
    env = {k: v for k, v in os.environ.items() if not k.startswith("TRANSQ_")}
    env |= {"TRANSQ_REDIS__URL": settings.redis.url, "TRANSQ_QUEUE__NAME": settings.queue.name,
            "TRANSQ_QUEUE__NAMESPACE": settings.queue.namespace, "PYTHONPATH": str(REPO)}  # fmt: skip
    done = subprocess.run([sys.executable, str(script)], cwd=folder, env=env, capture_output=True, text=True,
                          timeout=120, check=False)  # fmt: skip
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_every_readme_python_block_compiles_as_a_script() -> None:
    """Top-level ``await`` or ``async with`` is a SyntaxError in a file: none may remain
    (docs/documents.md's first block is a whole script too; its later ones list calls)."""
    blocks = [*python_blocks("README.md"), python_blocks("docs/documents.md")[0]]
    assert len(blocks) >= 2
    for block in blocks:
        compile(block, "block", "exec")


async def test_the_readme_python_block_runs_as_written(
    redis: aioredis.Redis, producer_settings: ProducerSettings, pseudo_worker: WorkerProcess, tmp_path: Path
) -> None:
    await pseudo_worker.wait_ready(redis, timeout_s=60)
    printed = run_script(from_python_block(), tmp_path, producer_settings)
    assert printed == f"succeeded {pseudo_localize('Hello')} {printed.split()[-1]}\n"
    assert int(printed.split()[-1]) >= 0


async def test_the_documents_python_block_runs_as_written(
    redis: aioredis.Redis, producer_settings: ProducerSettings, pseudo_worker: WorkerProcess, tmp_path: Path
) -> None:
    await pseudo_worker.wait_ready(redis, timeout_s=60)
    (tmp_path / "guide.md").write_text("# Guide\n\nSave your work often.\n")
    block = python_blocks("docs/documents.md")[0]
    assert run_script(block, tmp_path, producer_settings) == "True [] 0.0\n"
    written = (tmp_path / "guide.de.md").read_text().replace("\\[", "[").replace("\\]", "]")  # Markdown's escapes
    assert written == f"# {pseudo_localize('Guide')}\n\n{pseudo_localize('Save your work often.')}\n"
