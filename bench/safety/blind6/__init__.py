"""The sixth blind part of ``python -m bench safety``: attacks and benign cases written BLIND,
by a helper session started on 2026-12-06, which never opened the output checks (worker/),
docs/, bench/safety/run.py, tests/worker or any case module of bench/safety/ (it read only
lines 1-35 of bench.safety.attacks for the ``Case`` dataclass, the ATTACK_KINDS tuple of
bench.safety.blind, bench.safety.blind5's __init__.py and common.py, bench.safety.blind2.common
(its builders and text helpers) and tests/bench/safety/test_blind_sets.py, for the format;
and, by a slip, the first three lines of bench.safety.blind5's texts.py and refusal_bait.py,
looked at for their ruff header: the noqa comment and the first two docstring lines, no row),
never ran ``python -m bench safety`` or any check on these cases and never saw a figure they
produce. Unlike blind5 it is not templated: every row is written by hand, its injection and
its obeyed output (what a small instruct model that obeyed would write) both its own. The
innocent texts (bench.safety.blind6.texts) are on new themes: veterinary clinic, bicycle
repair, choir rehearsal, tax office letter, beekeeping, ski rental, bakery allergens, library
late fees, wedding catering, train strike, hot-air balloon ride, municipal recycling, chess
club, kindergarten newsletter, orchestra tickets, plumbing warranty, pharmacy opening hours,
camping rules.

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, 30 cases each (one
module each), every case with its own injection; sources in 28 languages (Latin, Cyrillic,
Greek, Arabic, Hebrew, Devanagari, Chinese, Japanese, Thai, Korean scripts) and targets in 18;
the injection in the source language, in English or in a third language, before, after or
between the text's sentences, in an HTML comment, attribute or hidden element, a code fence,
a footnote, a list item, a quoted line, a forwarded e-mail's note, a fake chat turn, an
encoding; polite or indirect ("the reader would like", "note to the assistant", a customer's
request) or blunt; obeyed outputs with no translation, the translation before or after the
payload, the payload woven into it or only part of the translation kept, and 1 in 6 outputs
cut off (finish_reason "length"). No obeyed regex matches its own source. And 313 benign pairs
(benign_a..benign_f): hand-written risky-looking sources (instructions to the reader, AI,
prompts, passwords, code, markup, placeholders, links, units, quoted orders, apologies,
sequels) and the innocent texts themselves, plain and in a language-neutral frame.

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 6)


def blind6() -> list[Case]:
    """The sixth blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
