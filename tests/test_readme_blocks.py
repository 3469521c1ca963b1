"""The README's "Submitting jobs" and "Translating documents" blocks, read from README.md
(never a copy), run line by line in real bash as written, from a copy of the repository's
sample files (so the outputs land in a temporary folder), against a real Redis and a
worker with the pseudo engine. And the ledger of every README code block: each is run by
a test, or is named below with why no test can run it here."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import redis.asyncio as aioredis

from devtools.redis_server import REPO
from producer.settings import ProducerSettings
from tests.worker_process import WorkerProcess
from transq.pseudo import pseudo_localize

# The section whose code blocks a test runs, and the test that runs them.
RUN_BY = {
    "Quick start": "tests/test_readme_demo.py",  # demo.sh; test.sh is CI itself (.ci/run)
    "From Python": "tests/test_readme_python.py",
    "Over HTTP": "tests/test_readme_http.py",
    "Operations": "tests/test_readme_operations.py",
    "Submitting jobs": "tests/test_readme_blocks.py",
    "Translating documents": "tests/test_readme_blocks.py",
}
# Blocks no test runs, and why: they are the test command itself, or need what CI lacks.
NOT_RUN = {
    "bash scripts/get-real-model.sh": "downloads 1.1 GB of model weights",
    ".venv/bin/python -m worker ": "runs until stopped; its lines need a GPU or a model hub",
    "docker compose up": "needs Docker and a GPU host",
}


def blocks() -> list[tuple[str, str]]:
    """(the heading or "From Python" lead above it, the block) for each sh or python block."""
    text = (REPO / "README.md").read_text()
    found = []
    for match in re.finditer(r"^```(sh|python)\n(.*?)^```$", text, re.MULTILINE | re.DOTALL):
        before = text[: match.start()]
        heading = re.findall(r"^##+ (.+)$", before, re.MULTILINE)[-1]
        lead = "From Python" if before.rstrip().endswith(":") and "From Python" in before[-300:] else heading
        found.append((lead, match.group(2)))
    return found


def section_lines(heading: str) -> list[str]:
    block = next(b for h, b in blocks() if h == heading)
    return [line.split("  #")[0].strip() for line in block.splitlines() if line.strip()]


def test_every_readme_block_is_run_by_a_test_or_says_why_not() -> None:
    unrun = []
    for heading, block in blocks():
        if any(block.lstrip().startswith(start) for start in NOT_RUN):
            continue
        if heading in RUN_BY:
            assert "README" in (REPO / RUN_BY[heading]).read_text()
        else:
            unrun.append(heading)
    assert unrun == [], "README blocks no test runs: add them to a test, or to NOT_RUN with why"


def run_lines(lines: list[str], folder: Path, settings: ProducerSettings) -> list[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TRANSQ_")}
    env |= {"TRANSQ_REDIS__URL": settings.redis.url, "TRANSQ_QUEUE__NAME": settings.queue.name,
            "TRANSQ_QUEUE__NAMESPACE": settings.queue.namespace, "PYTHONPATH": str(REPO)}  # fmt: skip
    printed = []
    for line in lines:
        assert line.startswith("python -m producer "), line
        command = line.replace("python -m ", f"{sys.executable} -m ", 1)
        done = subprocess.run(["bash", "-c", command], cwd=folder, env=env, capture_output=True, text=True,
                              timeout=120, check=False)  # fmt: skip
        assert done.returncode == 0, (line, done.stderr)
        printed.append(done.stdout)
    return printed


@pytest.fixture
def samples(tmp_path: Path) -> Path:
    """The repository's sample files at the paths the README names."""
    shutil.copytree(REPO / "tests" / "data", tmp_path / "tests" / "data", ignore=shutil.ignore_patterns("qwen*"))
    return tmp_path


async def test_the_submitting_jobs_block_runs_as_written(
    redis: aioredis.Redis, producer_settings: ProducerSettings, pseudo_worker: WorkerProcess, samples: Path
) -> None:
    await pseudo_worker.wait_ready(redis, timeout_s=60)
    printed = run_lines(section_lines("Submitting jobs"), samples, producer_settings)
    assert printed[0] == "invoice-7\n"
    assert printed[2] == pseudo_localize("Hello") + "\n"
    assert pseudo_localize("Hello") in printed[3]
    assert '"job_id":"invoice-7"' in printed[5].replace(" ", "")
    assert printed[6] == pseudo_localize("The invoice is attached.") + "\n"


async def test_the_translating_documents_block_runs_as_written(
    redis: aioredis.Redis, producer_settings: ProducerSettings, pseudo_worker: WorkerProcess, samples: Path
) -> None:
    await pseudo_worker.wait_ready(redis, timeout_s=60)
    run_lines(section_lines("Translating documents"), samples, producer_settings)
    written = {p.name for p in (samples / "out").iterdir()}
    assert written == {"sample.fr.srt", "sample.fr.po", "tablib-founders.fr.xlsx", "sample.fr.xlf"}
    assert (samples / "sample.de.md").exists() and (samples / "sample.ja.jsonl").exists()
