"""The Lua scripts of the Redis protocol, producers' and workers', loaded from transq/lua/.

Each script is one atomic step on the server, written as Lua in ``transq/lua/<name>.lua``.
It takes every key it touches as KEYS (all of one queue's hash tag), so it runs on Redis
Cluster too. A file starts with its contract as a comment (KEYS, ARGV, reply, why), then
its include lines (``--- @include "now_ms"``), then its body. An include is a shared step
in ``transq/lua/includes/<name>.lua`` (each rule of the protocol written once), or one
rendered here from Python (``open_statuses``, from ``Status``). Everything is read and
resolved once, at import: ``Script.lua`` is the text to EVAL (the includes' code, then the
body; the header comments are left out). docs/protocol.md lists the contracts, rendered by
``render_reference`` and kept true by a test (``python -m devtools.protocol_doc``).

Callers use the typed calls in transq.script_calls (one per script); the worker's
coalescer runs ``Script.many_lua``.

To add a script: write ``transq/lua/<name>.lua``, add its name to ``SCRIPTS`` below, add
its typed call to transq.script_calls and run ``python -m devtools.protocol_doc``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import redis.asyncio as aioredis

from transq.contract import Status
from transq.script_runs import ScriptHandle

LUA_DIR = Path(__file__).resolve().parent / "lua"
INCLUDES_DIR = LUA_DIR / "includes"
INCLUDE_LINE = re.compile(r'^--- @include "(\w+)"\s*$')
_FIELD = re.compile(r"^-- (KEYS|ARGV|reply|why):\s*(.*)$")


def _lua_set(values: list[str]) -> str:
    return "{" + ", ".join(f"{value} = true" for value in values) + "}"


OPEN_STATUSES = [s.value for s in Status if not s.final]

# Includes rendered from Python: what Lua must agree on with Python, written once there.
GENERATED: dict[str, Callable[[], str]] = {
    "open_statuses": lambda: f"local OPEN = {_lua_set(OPEN_STATUSES)}\n",
}


@dataclass(frozen=True)
class Source:
    """One .lua file split in three: its header comment, its include lines, its code."""

    header: list[str]
    includes: tuple[str, ...]
    code: str

    @classmethod
    def parse(cls, text: str) -> Source:
        lines = text.splitlines(keepends=True)
        at = 0
        header: list[str] = []
        # The header: the leading comment lines (up to a blank line, code or an include line).
        while at < len(lines) and lines[at].startswith("--") and not INCLUDE_LINE.match(lines[at]):
            header.append(lines[at].rstrip("\n"))
            at += 1
        includes: list[str] = []
        while at < len(lines) and (not lines[at].strip() or INCLUDE_LINE.match(lines[at])):
            if match := INCLUDE_LINE.match(lines[at]):
                includes.append(match.group(1))
            at += 1
        return cls(header, tuple(includes), "".join(lines[at:]))

    def fields(self) -> dict[str, str]:
        """The header's labelled fields (``-- KEYS:  ...`` and its indented continuations)."""
        found: dict[str, list[str]] = {}
        current: list[str] | None = None
        for line in self.header:
            if match := _FIELD.match(line):
                current = found.setdefault(match.group(1), [])
                current.append(match.group(2).strip())
            elif current is not None and line.startswith("--  "):
                current.append(line[2:].strip())
            else:
                current = None
        return {name: " ".join(parts) for name, parts in found.items()}


@dataclass(frozen=True)
class Fragment:
    """A shared step (an include): its own code, after the includes it needs itself."""

    name: str
    code: str
    needs: tuple[Fragment, ...] = ()

    def flat(self) -> list[Fragment]:
        """Itself after every include it needs, each once, in dependency order."""
        return [*_flatten(self.needs), self]

    @property
    def lua(self) -> str:
        return "".join(f.code for f in self.flat())


def _flatten(fragments: tuple[Fragment, ...]) -> list[Fragment]:
    ordered: list[Fragment] = []
    for fragment in fragments:
        for part in fragment.flat():
            if part not in ordered:
                ordered.append(part)
    return ordered


def _load_include(name: str, loading: tuple[str, ...] = ()) -> Fragment:
    if name in loading:
        raise ValueError(f"include circle: {' -> '.join((*loading, name))}")
    if name in GENERATED:
        return Fragment(name, GENERATED[name]())
    path = INCLUDES_DIR / f"{name}.lua"
    if not path.is_file():
        raise ValueError(f"unknown include {name!r}: no {path} and none generated in transq.scripts")
    source = Source.parse(path.read_text())
    needs = tuple(_load_include(n, (*loading, name)) for n in source.includes)
    return Fragment(name, source.code, needs)


@dataclass(frozen=True)
class Script:
    name: str
    keys: str
    argv: str
    reply: str
    why: str
    body: str
    uses: tuple[Fragment, ...] = ()

    @property
    def lua(self) -> str:
        """The full text to EVAL: the includes this script uses, then its body."""
        return "".join(f.code for f in _flatten(self.uses)) + self.body

    @property
    def many_lua(self) -> str:
        """The same step for many calls in one EVALSHA (worker.redis.coalesce): the body becomes a
        function of its own KEYS and ARGV, run once per call (transq/lua/many_calls.lua),
        each call's error its own reply."""
        fragments = "".join(f.code for f in _flatten(self.uses))
        return f"{fragments}local function one(KEYS, ARGV)\n{self.body}end\n{MANY_CALLS}"


def load(name: str) -> Script:
    """The script in ``transq/lua/<name>.lua``, its includes resolved."""
    path = LUA_DIR / f"{name}.lua"
    source = Source.parse(path.read_text())
    fields = source.fields()
    missing = [f for f in ("KEYS", "ARGV", "reply", "why") if f not in fields]
    if missing:
        raise ValueError(f"{path}: the header names no {', '.join(missing)}")
    uses = tuple(_load_include(n) for n in source.includes)
    # The body after a blank line, as the scripts were written before they were files: the
    # text, so its SHA-1, is the same as then.
    body = "\n" + source.code
    return Script(name.upper(), fields["KEYS"], fields["ARGV"], fields["reply"], fields["why"], body, uses)


def register(redis: aioredis.Redis, script: Script) -> ScriptHandle:
    """A handle for ``script`` (its text and SHA-1; nothing is sent until called) whose
    calls load it where it is missing (transq.script_runs)."""
    return ScriptHandle(redis, script.lua)


MANY_CALLS = Source.parse((LUA_DIR / "many_calls.lua").read_text()).code

# Producers' steps first, then the dead-letter tool's, then workers'.
SUBMIT = load("submit")
CANCEL = load("cancel")
PUT_BACK = load("put_back")
ENDED = load("ended")
ADVANCE_ATTEMPT = load("advance_attempt")
REQUEUE = load("requeue")
RETRY = load("retry")
START = load("start")
FINISH = load("finish")
DEAD_LETTER = load("dead_letter")
RELEASE = load("release")
RELEASE_CRASHED = load("release_crashed")
SUSPICION = load("suspicion")
FORGET_CONSUMER = load("forget_consumer")
# The HTTP gateway's accounting (producer.gateway.accounting).
CHARGE = load("charge")

SCRIPTS = (
    SUBMIT,
    CANCEL,
    PUT_BACK,
    ENDED,
    ADVANCE_ATTEMPT,
    REQUEUE,
    RETRY,
    START,
    FINISH,
    DEAD_LETTER,
    RELEASE,
    RELEASE_CRASHED,
    SUSPICION,
    FORGET_CONSUMER,
    CHARGE,
)


def include(name: str) -> Fragment:
    """The include ``name`` (from transq/lua/includes/ or generated), resolved."""
    return _load_include(name)


def render_reference() -> str:
    """The script reference of docs/protocol.md (between its scripts markers)."""
    parts = []
    for script in SCRIPTS:
        fragments = ", ".join(f"`{f.name}`" for f in script.uses) or "none"
        parts.append(
            f"### `{script.name}`\n\n{script.why}\n\n"
            f"```\nKEYS:  {script.keys}\nARGV:  {script.argv}\nreply: {script.reply}\n```\n\n"
            f"Fragments: {fragments}.\n"
        )
    return "\n".join(parts)
