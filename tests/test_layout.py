"""The arrangement of the code: import arrows read from the source (with ast, lazy and
type-only imports included), so a circle or an upward arrow fails here, not in review."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PACKAGES = ("producer", "worker", "bench", "devtools")


def _modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((REPO / package).rglob("*.py")):
            parts = path.relative_to(REPO).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


MODULES = _modules()


def _imported(node: ast.AST) -> Iterator[str]:
    if isinstance(node, ast.Import):
        yield from (alias.name for alias in node.names)
    elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
        # `from pkg import mod` imports the module mod; `from mod import name` imports mod.
        for alias in node.names:
            yield f"{node.module}.{alias.name}" if f"{node.module}.{alias.name}" in MODULES else node.module


def _arrows() -> dict[str, set[str]]:
    arrows: dict[str, set[str]] = {}
    for name, path in MODULES.items():
        targets = {t for node in ast.walk(ast.parse(path.read_text())) for t in _imported(node)}
        arrows[name] = {t for t in targets if t in MODULES and t != name}
    return arrows


ARROWS = _arrows()


def _circle_from(start: str) -> list[str] | None:
    """A path start -> ... -> start, if one exists (depth-first)."""
    stack, seen = [(start, [start])], set()
    while stack:
        name, path = stack.pop()
        for target in ARROWS[name]:
            if target == start:
                return [*path, start]
            if target not in seen:
                seen.add(target)
                stack.append((target, [*path, target]))
    return None


def _arrows_between(source: str, target: str) -> list[str]:
    def inside(name: str, package: str) -> bool:
        return name == package or name.startswith(package + ".")

    return [f"{a} -> {b}" for a, bs in ARROWS.items() if inside(a, source) for b in bs if inside(b, target)]


def test_the_walk_sees_the_known_arrows() -> None:
    assert "producer.keys" in ARROWS["producer.client"]
    assert "worker.vllm_engine" in ARROWS["worker.engine_factory"]  # a lazy import counts
    assert "worker.sizing.tune" in ARROWS["worker.cli"]


def test_no_import_circles() -> None:
    circles = [c for c in map(_circle_from, sorted(ARROWS)) if c]
    assert circles == [], " ; ".join(" -> ".join(c) for c in circles)


def test_no_upward_arrows_between_packages() -> None:
    assert _arrows_between("producer", "worker") == []
    assert _arrows_between("producer", "bench") == []
    assert _arrows_between("worker", "bench") == []


def test_the_runtime_never_imports_its_sizing_tools() -> None:
    runtime = [a for a in _arrows_between("worker", "worker.sizing") if not a.startswith("worker.sizing")]
    assert runtime == ["worker.cli -> worker.sizing.tune"]  # the `tune` subcommand, loaded lazily


def test_bench_uses_the_sizing_tools_through_their_public_surface() -> None:
    assert [a for a in _arrows_between("bench", "worker.sizing") if not a.endswith("-> worker.sizing")] == []


def test_only_the_adapter_imports_vllm() -> None:
    importers = [
        name
        for name, path in MODULES.items()
        if name.startswith(("producer", "worker"))
        for node in ast.walk(ast.parse(path.read_text()))
        for target in _imported(node)
        if target == "vllm" or target.startswith("vllm.")
    ]
    assert sorted(set(importers)) == ["worker.vllm_engine"]


def _map_rows() -> list[str]:
    text = (REPO / "docs" / "architecture.md").read_text()
    section = text.split("\n## Module map\n", 1)[1].split("\n## ", 1)[0]
    return [line.split("`")[1] for line in section.splitlines() if line.startswith("| `")]


def test_the_module_map_in_the_docs_matches_the_tree() -> None:
    rows = _map_rows()
    mapped = {row for row in rows if row.endswith(".py")}
    tree = {
        str(path.relative_to(REPO))
        for name, path in MODULES.items()
        if not name.startswith("bench") and path.name not in ("__init__.py", "__main__.py")
    }
    assert sorted(tree - mapped) == [], "modules missing from docs/architecture.md's module map"
    assert sorted(mapped - tree) == [], "the module map names modules that do not exist"
    assert len(mapped) == len([row for row in rows if row.endswith(".py")]), "a module is mapped twice"
    folders = [row for row in rows if row.endswith("/")]
    assert folders and all((REPO / folder).is_dir() for folder in folders)


def test_the_error_tree_in_producer_errors_draws_every_error() -> None:
    import producer.errors  # noqa: PLC0415  # imported here: the rest of this module reads source only
    import worker.engine  # noqa: PLC0415  # the engine errors, defined beside the Engine Protocol

    def subclasses(cls: type[Exception]) -> list[type[Exception]]:
        return [c for sub in cls.__subclasses__() for c in (sub, *subclasses(sub))]

    errors = {
        c for c in subclasses(producer.errors.TransqError) if c.__module__ in ("producer.errors", "worker.engine")
    }
    assert worker.engine.FatalEngineError in errors
    tree = producer.errors.__doc__ or ""
    assert sorted(c.__name__ for c in errors if f"── {c.__name__} " not in tree) == []
