"""The arq peer's own virtualenv (``.data/bench/arq-venv``): arq pins redis<6, this
repository needs redis-py 8, so arq runs in an environment of its own.

The venv is built once and reused (a stamp file): ``python -m venv --without-pip``, then
this environment's pip installs arq into it (so no pip or setuptools of its own shadows
ours), then a .pth file appends this repository and this environment's site-packages
after the venv's own, so its redis 5.x comes first and vLLM, torch and pydantic import.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import logging
import os
import shutil
import site
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO

from bench.harness.config import REPO

log = logging.getLogger("bench.arq")

ARQ_VERSION = "0.28.0"
ENV_DIR = REPO / ".data" / "bench" / "arq-venv"
SETUP_LOG = ENV_DIR.parent / "arq-venv-setup.log"
STAMP = ENV_DIR / "transq-arq.stamp"
PTH_NAME = "transq-main-env.pth"
# pip's output lines worth showing while it runs; all of it goes to SETUP_LOG.
PIP_PROGRESS = ("Collecting", "Downloading", "Installing", "Successfully")
# Both paths of the arq venv: the driver's imports and the worker's (vLLM, our adapter).
VERIFY = (
    "import json, arq.version, redis, vllm, worker.engines.vllm.engine, bench.harness.peers.arq_app; "
    "print(json.dumps([arq.version.VERSION, redis.__version__]))"
)

Say = Callable[[str], object]


class ArqEnvError(RuntimeError):
    """The arq venv could not be built, or cannot import what it needs."""


def ensure_arq_env(say: Say = log.info) -> Path:
    """The arq venv's interpreter, built first if needed (pip: 20-60 s). ``say`` shows
    progress, e.g. a rich ``console.log``."""
    python = ENV_DIR / "bin" / "python"
    ENV_DIR.parent.mkdir(parents=True, exist_ok=True)
    with _locked(ENV_DIR.parent / "arq-venv.lock"):  # two bench processes must not build it at once
        if python.exists() and STAMP.exists() and STAMP.read_text() == _stamp():
            return python
        say(f"building the arq venv: pip install arq=={ARQ_VERSION} (log: {SETUP_LOG})")
        started_s = time.monotonic()
        _build(python, say)
        arq_version, redis_version = _verify(python)
        STAMP.write_text(_stamp())
        say(f"arq venv ready in {time.monotonic() - started_s:.0f} s: arq {arq_version}, redis {redis_version}")
    return python


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    with path.open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def _pth_text() -> str:
    # .pth lines are appended to sys.path after the venv's own site-packages.
    lines = ["# transq bench: the main environment, after this venv's redis<6", str(REPO), *site.getsitepackages()]
    return "\n".join(lines) + "\n"


def _stamp() -> str:
    """What a valid venv was built for: a change (arq, Python, the main env's paths) rebuilds it."""
    return f"arq=={ARQ_VERSION}\n{sys.version}\n{_pth_text()}"


def _build(python: Path, say: Say) -> None:
    shutil.rmtree(ENV_DIR, ignore_errors=True)  # half built, or built for something else
    with SETUP_LOG.open("w") as setup_log:
        _logged([sys.executable, "-m", "venv", "--without-pip", str(ENV_DIR)], setup_log, say)
        # Before the .pth exists: pip must not see (and try to replace) the main env's redis 8.
        pip = [sys.executable, "-m", "pip", "--python", str(python), "install", "--progress-bar", "off"]
        _logged([*pip, f"arq=={ARQ_VERSION}"], setup_log, say)
    purelib = _run_python(python, "import sysconfig; print(sysconfig.get_path('purelib'))").strip()
    (Path(purelib) / PTH_NAME).write_text(_pth_text())


def _logged(command: list[str], setup_log: IO[str], say: Say) -> None:
    env = os.environ | {"PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env) as proc:
        assert proc.stdout is not None
        last = ""
        for line in proc.stdout:
            setup_log.write(line)
            last = line.strip() or last
            if line.startswith(PIP_PROGRESS):
                say(line.strip())
    if proc.returncode != 0:
        raise ArqEnvError(f"{command[2]} failed: {last} (log: {SETUP_LOG})")


def _run_python(python: Path, code: str) -> str:
    # cwd outside the repository: the imports must work through the .pth, not the cwd.
    done = subprocess.run([str(python), "-c", code], cwd=ENV_DIR, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no output"])[-1]
        raise ArqEnvError(f"the arq venv at {ENV_DIR} is unusable: {last}")
    return done.stdout


def _verify(python: Path) -> tuple[str, str]:
    arq_version, redis_version = json.loads(_run_python(python, VERIFY).strip().splitlines()[-1])
    if arq_version != ARQ_VERSION or int(redis_version.split(".")[0]) >= 6:
        raise ArqEnvError(f"the arq venv has arq {arq_version} with redis {redis_version}; want {ARQ_VERSION}, redis<6")
    return str(arq_version), str(redis_version)
