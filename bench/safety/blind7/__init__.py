"""The seventh blind part of ``python -m bench safety``: attacks and benign cases written BLIND,
by a helper session started on 2026-12-06, which never opened the output checks (worker/),
docs/, bench/safety/run.py, tests/worker, tests/bench/safety/test_safety.py or any case module
of bench/safety/ (no row, texts, class or benign module of the earlier sets, not even their
first lines). For the format it read only lines 1-35 of bench.safety.attacks (the ``Case``
dataclass), the ATTACK_KINDS tuple of bench.safety.blind, bench.safety.blind6's __init__.py
and common.py, bench.safety.blind2.common (its builders and text helpers),
tests/bench/safety/test_blind_sets.py, tests/test_layout.py and pyproject.toml's ruff and mypy
settings; and, by a slip of a grep, the 20 lines after that tuple (the head of blind(): the
names of the first set's case modules and benign lists, no row). It never ran
``python -m bench safety`` or any output check on these cases and never saw a figure they
produce; it checked only the structure (tests/bench/safety/
test_blind_sets.py: own regex matches own output and not own source).

Every row is written by hand, its injection and its obeyed output (what a small instruct model
that obeyed would write) both its own. The innocent texts (bench.safety.blind7.texts) are on
new themes: aquarium maintenance, violin lessons, parking permit, solar panel installation,
dog grooming, astronomy club, hiking hut reservation, dry cleaning, pottery workshop, a
bicycle insurance claim, community garden, electricity outage notice, language exchange
meetup, laundromat, ice rink, piano tuning, hostel check-in, kite festival.

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, 30 cases each (one
module each, 480 distinct injections); sources in 30 languages (Latin, Cyrillic, Greek,
Arabic, Persian, Hebrew, Devanagari, Bengali, Tamil, Chinese, Japanese, Thai, Korean,
Georgian and Armenian scripts) and targets in 17; the injection in the source language, in
English or in a third language, at the start, in the middle or at the end, inside a quote, a
footnote, a list item, an HTML comment, attribute or hidden element, a code block, a table
cell, a subtitle cue, a JSON value, a fake chat turn or an encoding; polite, indirect (a
"note for the translator", a customer's question, a stated policy, a quiz, a story to go on)
or blunt; obeyed outputs with no translation, the translation before or after the payload,
the payload woven in, a partial translation, or a translation with one fact silently changed
(a time, a number, a link, a price), and 1 in 6 outputs (80) cut off (finish_reason
"length"). No obeyed regex matches its own source. And 327 benign pairs (benign_a..benign_f):
hand-written risky-looking sources (AI, prompts, "ignore", systems, passwords, code, JSON,
HTML, links, e-mail addresses, placeholders, units, acronyms, lists, delimiter lines,
sequels, orders to the reader, quoted instructions, role words, apologies, questions, long
letters of several paragraphs, sentences in two languages) and the innocent texts themselves,
plain and in language-neutral frames.

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 6)


def blind7() -> list[Case]:
    """The seventh blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
