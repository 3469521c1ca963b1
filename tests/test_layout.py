"""The arrangement of the code: import arrows read from the source (with ast, lazy and
type-only imports included), so a circle or an upward arrow fails here, not in review."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PACKAGES = ("transq", "producer", "worker", "bench", "devtools")


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
    assert "transq.keys" in ARROWS["transq.settings"]
    assert "worker.engines.vllm.engine" in ARROWS["worker.engines.factory"]  # a lazy import counts
    assert "worker.sizing.tune" in ARROWS["worker.cli"]


def test_no_import_circles() -> None:
    circles = [c for c in map(_circle_from, sorted(ARROWS)) if c]
    assert circles == [], " ; ".join(" -> ".join(c) for c in circles)


def test_the_protocol_imports_neither_side() -> None:
    assert _arrows_between("transq", "producer") == []
    assert _arrows_between("transq", "worker") == []
    assert _arrows_between("transq", "bench") == []
    assert _arrows_between("transq", "devtools") == []


def test_the_two_sides_are_peers() -> None:
    assert _arrows_between("worker", "producer") == []
    assert _arrows_between("producer", "worker") == []


def test_nothing_ships_imports_the_tools() -> None:
    for side in ("transq", "producer", "worker"):
        assert _arrows_between(side, "bench") == []
        assert _arrows_between(side, "devtools") == []


PRODUCER_ROOMS = ("producer.documents", "producer.gateway", "producer.ops")


def test_producer_rooms_do_not_reach_into_each_other() -> None:
    """documents, gateway and ops may use each other's public surface (the package's
    __init__) but not their internals; the gateway serves documents, not the reverse."""
    internals = [
        arrow
        for source in PRODUCER_ROOMS
        for target in PRODUCER_ROOMS
        if source != target
        for arrow in _arrows_between(source, target)
        if not arrow.endswith(f"-> {target}")
    ]
    assert internals == []


def _room_of(name: str) -> str:
    for room in PRODUCER_ROOMS:
        if name == room or name.startswith(room + "."):
            return room
    return "producer"


def test_no_upward_arrows_inside_the_producer() -> None:
    """The producer's base modules (client, settings, batch, cli commands) stand under its
    rooms: a base module never imports a room, except the CLI that dispatches to them and
    the settings that compose their sections."""
    dispatchers = ("producer.cli", "producer.commands", "producer.settings", "producer.__main__")
    upward = [
        f"{a} -> {b}"
        for a, targets in ARROWS.items()
        if a.startswith("producer") and _room_of(a) == "producer" and not a.startswith(dispatchers)
        for b in targets
        if _room_of(b) != "producer"
    ]
    assert upward == []


def test_the_runtime_never_imports_its_sizing_tools() -> None:
    runtime = [a for a in _arrows_between("worker", "worker.sizing") if not a.startswith("worker.sizing")]
    assert runtime == ["worker.cli -> worker.sizing.tune"]  # the `tune` subcommand, loaded lazily


def test_bench_uses_the_sizing_tools_through_their_public_surface() -> None:
    assert [a for a in _arrows_between("bench", "worker.sizing") if not a.endswith("-> worker.sizing")] == []


def test_only_the_adapter_imports_vllm() -> None:
    """vLLM is imported only in worker/engines/vllm/ (adapter, request builder, config)."""
    importers = [
        name
        for name, path in MODULES.items()
        if name.startswith(("transq", "producer", "worker"))
        for node in ast.walk(ast.parse(path.read_text()))
        for target in _imported(node)
        if target == "vllm" or target.startswith("vllm.")
    ]
    assert sorted(set(importers)) == [
        "worker.engines.vllm.config",
        "worker.engines.vllm.engine",
        "worker.engines.vllm.request",
    ]


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
    import transq.errors  # noqa: PLC0415  # imported here: the rest of this module reads source only
    import worker.engines.protocol  # noqa: PLC0415  # the engine errors, defined beside the Engine Protocol

    def subclasses(cls: type[Exception]) -> list[type[Exception]]:
        return [c for sub in cls.__subclasses__() for c in (sub, *subclasses(sub))]

    errors = {
        c for c in subclasses(transq.errors.TransqError) if c.__module__ in ("transq.errors", "worker.engines.protocol")
    }
    assert worker.engines.protocol.FatalEngineError in errors
    tree = transq.errors.__doc__ or ""
    assert sorted(c.__name__ for c in errors if f"── {c.__name__} " not in tree) == []


# -- rooms --------------------------------------------------------------------------------

WORKER_TOP = {"__init__", "__main__", "cli", "startup", "assemble", "settings", "http", "metrics"}
WORKER_ROOMS = {"checks", "redis", "scheduling", "jobs", "prompts", "models", "engines", "sizing", "fleet"}
BENCH_TOP = {"__init__", "__main__", "cli"}
BENCH_HARNESS = "harness"
BENCH_SUITES = {
    "journey", "pairs", "adaptive", "stream", "mixed", "scale", "vllm_server", "gateway_longpoll",
    "quality", "safety", "documents", "chaos",
}  # fmt: skip


def _top(package: str) -> tuple[set[str], set[str]]:
    """The modules directly in ``package`` and its subpackages."""
    root = REPO / package
    modules = {p.stem for p in root.glob("*.py")}
    folders = {p.name for p in root.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    return modules, folders


def test_the_worker_top_holds_the_process_and_the_rest_lives_in_rooms() -> None:
    """The process's own modules at the top (entry point, settings, composition root, HTTP,
    metrics); everything else in a room named by its role (docs/architecture.md)."""
    modules, folders = _top("worker")
    assert modules == WORKER_TOP
    assert folders == WORKER_ROOMS


def test_the_bench_top_holds_the_entry_point_and_one_folder_per_suite() -> None:
    modules, folders = _top("bench")
    assert modules == BENCH_TOP
    assert folders == BENCH_SUITES | {BENCH_HARNESS}


def test_suites_import_the_harness_and_not_each_other() -> None:
    crossing = [
        arrow
        for source in BENCH_SUITES
        for target in BENCH_SUITES
        if source != target
        for arrow in _arrows_between(f"bench.{source}", f"bench.{target}")
    ]
    assert crossing == []
    upward = [a for suite in BENCH_SUITES for a in _arrows_between(f"bench.{BENCH_HARNESS}", f"bench.{suite}")]
    assert upward == []
    entry = [a for a in _arrows_between(f"bench.{BENCH_HARNESS}", "bench.cli")]
    assert entry == []


def test_tests_mirror_the_rooms_and_suites() -> None:
    """tests/worker/<room>/ and tests/bench/<suite>/ for rooms and suites that exist; at the
    top of tests/worker/ only tests of the process's own modules, none at tests/bench/'s."""
    for side in ("worker", "bench"):
        folders = {p.name for p in (REPO / "tests" / side).iterdir() if p.is_dir() and p.name != "__pycache__"}
        assert sorted(f for f in folders if not (REPO / side / f).is_dir()) == [], f"tests/{side}/ folders with no room"
    assert [p.name for p in (REPO / "tests" / "bench").glob("test_*.py")] == []
    top_tests = {p.stem.removeprefix("test_") for p in (REPO / "tests" / "worker").glob("test_*.py")}
    assert top_tests <= WORKER_TOP, "a test at tests/worker/'s top that belongs in a room"


def test_no_module_over_300_lines_unless_its_first_lines_say_why() -> None:
    """STYLE.md: modules stay under ~300 lines; one that does not says why near its top."""
    long = []
    for name, path in MODULES.items():
        lines = path.read_text().splitlines()
        if len(lines) > 300 and not any("300 lines" in line for line in lines[:20]):
            long.append(f"{name} ({len(lines)} lines)")
    assert long == []


def test_the_checks_cover_every_python_file() -> None:
    """scripts/check.sh lints and formats every tracked Python file; mypy's ``files`` in
    pyproject.toml must name (a folder above) each one too."""
    import subprocess  # noqa: PLC0415
    import tomllib  # noqa: PLC0415

    tracked = subprocess.run(["git", "ls-files", "*.py"], cwd=REPO, capture_output=True, text=True, check=True)
    listed = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["mypy"]["files"]
    missed = [f for f in tracked.stdout.split() if not any(f == p or f.startswith(p.rstrip("/") + "/") for p in listed)]
    assert missed == []
    assert "git ls-files --cached --others --exclude-standard" in (REPO / "scripts" / "check.sh").read_text()
