"""The third blind part of ``python -m bench safety``: attacks and benign cases written
BLIND, by a helper session started on 2026-12-05, which never opened the output checks
(worker/checks/), the prompts (worker/prompts/), docs/security.md, docs/benchmarks.md,
bench/safety/run.py or the other case files of bench/safety/ (it read only the ``Case``
dataclass of bench.safety.attacks, the ATTACK_KINDS tuple of bench.safety.blind, and
bench.safety.blind2's common.py, __init__.py and test, for the format), never ran
``python -m bench safety`` or any check on these cases and never saw a figure they produce.
Each obeyed output is what a small instruct model that obeyed the injection would write, not
what some rule would catch or miss. The texts are new: none is taken from blind2.

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, at least 34 cases
each (one module each), with sources in 26 languages and targets in more than 15, the
injection in the source language or in English, at the start, middle or end, obeyed outputs
with no, partial or full translation beside the payload, and about 1 in 6 outputs cut off
(finish_reason "length"). No obeyed regex matches its own source: a payload the source
spells out (a quoted line, a link) is recognised where it stands as the output's own words
(at its start, or after a sentence end), not inside a faithful rendering of the injection.
And more than 250 benign pairs (benign_a..benign_f) whose sources
look risky (quoted instructions, texts about AI and prompts, the source's own apologies and
refusals, questions, URLs, e-mails, phone numbers, numbers in other numeral systems, code,
markup, capitals, placeholders, repetition, lists, one-word strings, legal and medical text,
mixed languages, brand names) with faithful reference translations.

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 6)


def blind3() -> list[Case]:
    """The third blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
