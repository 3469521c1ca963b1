"""Which modules a Python import needs that this machine lacks, all of them in one call.

The GPU machine has no package registry: what vLLM's OpenAI server imports beyond the bundle
must be carried (scripts/gpu/prepare.sh), and an import stops at the first missing module,
so learning them one device call at a time costs minutes each. This imports the target in a
fresh interpreter; when it stops on a missing module, that name (and only that: optional
imports inside ``try`` never reach here) is stubbed and the import is tried again, until it
goes through or fails another way. Prints one missing module per line; exit 0 when none.

usage: python3 scripts/gpu/missing_modules.py vllm.entrypoints.openai.api_server
"""

from __future__ import annotations

import subprocess
import sys

MAX_ROUNDS = 20

# Run in the child: stub the named modules (any attribute is a permissive class), import.
CHILD = r"""
import importlib.abc, importlib.machinery, sys, types

class _Any(type):
    def __getattr__(cls, name): return _stub_class(name)
    def __getitem__(cls, item): return cls
    def __call__(cls, *a, **k): return cls
    def __iter__(cls): return iter(())
    def __or__(cls, other): return cls
    __ror__ = __or__

def _stub_class(name):
    return _Any(name, (), {})

class _Module(types.ModuleType):
    __path__ = []
    def __getattr__(self, name):
        if name.startswith("__"): raise AttributeError(name)
        return _stub_class(name)

class _Finder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def __init__(self, names): self.names = names
    def find_spec(self, name, path=None, target=None):
        if name in self.names or name.split(".")[0] in self.names:
            return importlib.machinery.ModuleSpec(name, self, is_package=True)
        return None
    def create_module(self, spec): return _Module(spec.name)
    def exec_module(self, module): pass

stubbed = set(sys.argv[2:])
sys.meta_path.insert(0, _Finder(stubbed))
try:
    __import__(sys.argv[1])
except ModuleNotFoundError as exc:
    print("MISSING", exc.name)
    sys.exit(3)
"""


def missing(target: str) -> tuple[list[str], str | None]:
    """The modules ``target`` needs that are absent, and the other error that stopped it."""
    found: list[str] = []
    for _ in range(MAX_ROUNDS):
        proc = subprocess.run(
            [sys.executable, "-c", CHILD, target, *found], check=False, capture_output=True, text=True
        )
        if proc.returncode == 0:
            return found, None
        lines = [x for x in proc.stdout.splitlines() if x.startswith("MISSING ")]
        if proc.returncode != 3 or not lines:
            tail = (proc.stderr.strip().splitlines() or ["(no output)"])[-1]
            return found, f"stopped on another error (stubs can cause it): {tail}"
        name = lines[-1].split(" ", 1)[1]
        if name in found:  # a stub does not satisfy it: report, do not loop
            return found, f"{name} is needed beyond what a stub can stand in for"
        found.append(name)
    return found, f"more than {MAX_ROUNDS} missing modules"


def main() -> int:
    target = sys.argv[1] if len(sys.argv) > 1 else "vllm.entrypoints.openai.api_server"
    found, error = missing(target)
    for name in found:
        print(name)
    if error:
        print(f"missing_modules: {target}: {error}", file=sys.stderr)
    return 1 if found or error else 0


if __name__ == "__main__":
    sys.exit(main())
