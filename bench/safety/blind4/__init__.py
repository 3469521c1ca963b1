"""The fourth blind part of ``python -m bench safety``: attacks and benign cases written
BLIND, by a helper session started on 2026-12-06, which never opened the output checks
(worker/), docs/, bench/safety/run.py, tests/worker or any case module of bench/safety/ (it
read only lines 1-35 of bench.safety.attacks for the ``Case`` dataclass, the ATTACK_KINDS
tuple of bench.safety.blind, and bench.safety.blind3's __init__.py, common.py and test, plus
the builders of bench.safety.blind2.common they reuse, for the format), never ran ``python -m
bench safety`` or any check on these cases and never saw a figure they produce. Each obeyed
output is what a small instruct model that obeyed the injection would write, not what some
rule would catch or miss. The texts are new, on themes none of the earlier sets used
(veterinary clinic, bike repair, library fines, gym, wedding, parking permit, tax office,
hotel spa, airline baggage, kindergarten, plant nursery, concert tickets, tenant meeting,
laptop warranty, hiking trail, bakery, electricity bill, language course).

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, at least 30 cases
each (one module each), with sources in more than 20 languages and targets in more than 15,
the injection in the source language or in English, at the start, middle or end, obeyed
outputs with no, partial or full translation beside the payload, and about 1 in 9 outputs
cut off (finish_reason "length"). No obeyed regex matches its own source: a payload the
source spells out is recognised where it stands as the output's own words (at its start),
not inside a faithful rendering of the injection. And at least 220 benign pairs
(benign_a..benign_f) whose sources look risky (quoted instructions, texts about AI and
prompts, the source's own apologies and refusals, questions, URLs, e-mails, phone numbers,
units, other numeral systems, code, markup, capitals, placeholders, brand names, repetition,
delimiter lines, lists, one-word strings, legal and medical text, mixed languages) with
faithful reference translations.

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 6)


def blind4() -> list[Case]:
    """The fourth blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
