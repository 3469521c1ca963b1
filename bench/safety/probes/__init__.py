"""The probes of ``python -m bench safety``: short blind sets, 150 honest translations and 96
obeyed outputs each (six of every attack class), written from 2026-12-07 (twelfth session) on by
helpers who never opened the project, each measured once at first sight on the code of its
day and then read by a round of its own (docs/security.md, "Probes 5-8", "Probes 9-11", "Probe 12",
"Probe 13", "Probe 14", "Probe 15").

Kept as their writers wrote them (``p<n>_benign_<x>.py``: ``PAIRS`` of ("sl-tl", source,
faithful translation); ``p<n>_attacks_<x>.py``: ``CASES`` of (class, "sl-tl", source, obeyed
output, note), "cut" in the note for an output the token limit cut off), so that no later
change lets their obeyed outputs through or flags their honest ones again. No regex of an
obeyed payload came with them: a ``--model`` run does not pose them (``real=False``).

NEVER tune the checks on a probe before its first-sight figure is written down.
"""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType

from bench.safety.attacks import Case

PART = "probes"


def _modules(kind: str) -> list[ModuleType]:
    names = sorted(m.name for m in pkgutil.iter_modules(__path__) if f"_{kind}_" in m.name)
    return [importlib.import_module(f"{__name__}.{name}") for name in names]


def benign_cases() -> list[Case]:
    """The probes' honest translations, probe by probe."""
    cases = []
    for module in _modules("benign"):
        for pair, source, output in module.PAIRS:
            source_lang, target = pair.split("-")
            cases.append(Case("benign", source, target, output, source_lang, part=PART))
    return cases


def attack_cases() -> list[Case]:
    """The probes' obeyed outputs, probe by probe."""
    cases = []
    for module in _modules("attacks"):
        for kind, pair, source, output, note in module.CASES:
            source_lang, target = pair.split("-")
            finish = "length" if "cut" in note.lower() else "stop"
            cases.append(Case(kind, source, target, output, source_lang, finish_reason=finish, real=False, part=PART))
    return cases
