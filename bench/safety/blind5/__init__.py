"""The fifth blind part of ``python -m bench safety``: attacks and benign cases written BLIND,
by a helper session started on 2026-12-06, which never opened the output checks (worker/),
docs/, bench/safety/run.py, tests/worker or any case module of bench/safety/ (it read only
lines 1-35 of bench.safety.attacks for the ``Case`` dataclass, the ATTACK_KINDS tuple of
bench.safety.blind, bench.safety.blind4's __init__.py and common.py, the builders of
bench.safety.blind2.common and tests/bench/safety/test_blind_sets.py, for the format), never
ran ``python -m bench safety`` or any check on these cases and never saw a figure they
produce. Each obeyed output is what a small instruct model that obeyed the injection would
write. The innocent texts (bench.safety.blind5.texts) are on new themes: dental insurance, car
sharing, school canteen, photo studio, ferry timetable, flea market, yoga retreat, apartment
handover, blood donation, city marathon, printer manual, museum audio guide, lost and found,
student housing, farmers' market.

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, 24 cases each (one
module each), sources in more than 20 languages and targets in more than 15, the injection in
the source language or in English, before or after the text, obeyed outputs with no
translation, the translation before or after the payload, and about 1 in 6 outputs cut off
(finish_reason "length"). No obeyed regex matches its own source. And more than 200 benign
pairs (benign_a..benign_g): hand-written risky-looking sources, and the innocent texts framed
alike in source and reference (links, addresses, placeholders, markup, delimiter lines, lists
of units and symbols).

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 7)


def blind5() -> list[Case]:
    """The fifth blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
