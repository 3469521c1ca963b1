"""scripts/gpu/missing_modules.py lists every module an import needs and this machine lacks,
in one call: each that stops the import (nested or from-imported), not the optional ones a
``try`` guards, and none for an import that goes through."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

PROBE = Path(__file__).resolve().parents[2] / "scripts" / "gpu" / "missing_modules.py"


def probe(tmp_path: Path, target: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(PROBE), target], check=False, cwd=tmp_path, capture_output=True, text=True, timeout=60
    )


def test_lists_each_missing_module_an_import_stops_on(tmp_path: Path) -> None:
    (tmp_path / "needs_two.py").write_text(
        "import absent_alpha\n"
        "from absent_beta.sub import Base\n"
        "class Mine(Base):\n    pass\n"
        "try:\n    import absent_optional\nexcept ImportError:\n    pass\n"
        "import json\n"
    )
    proc = probe(tmp_path, "needs_two")
    assert proc.returncode == 1, proc.stderr
    assert proc.stdout.split() == ["absent_alpha", "absent_beta"]


def test_an_import_that_goes_through_lists_nothing(tmp_path: Path) -> None:
    (tmp_path / "fine.py").write_text("import json\n")
    proc = probe(tmp_path, "fine")
    assert (proc.returncode, proc.stdout) == (0, "")
