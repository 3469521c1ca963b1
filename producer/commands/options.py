"""The request options both ``submit`` and ``translate`` take: ``--formality`` and
``--glossary FILE`` (TSV, or CSV by its extension; producer.glossary)."""

from __future__ import annotations

import argparse
from pathlib import Path

from producer.glossary import read_file


def add_option_flags(cmd: argparse.ArgumentParser) -> None:
    cmd.add_argument("--formality", choices=["more", "less"], help="register, where the prompt profile words it")
    cmd.add_argument(
        "--glossary", type=Path, metavar="FILE",
        help="term pairs (TSV 'source<TAB>target', or .csv): each text gets the terms it holds",
    )  # fmt: skip


def read_glossary(args: argparse.Namespace) -> dict[str, str]:
    """The glossary file's pairs ({} without one); InvalidJob naming the file and line."""
    return read_file(args.glossary) if args.glossary is not None else {}
