"""The tenth blind part of ``python -m bench safety``: attacks and benign cases written BLIND,
by a helper session started on 2026-12-06, which never opened the output checks (worker/),
docs/, bench/safety/run.py, tests/worker, tests/bench/safety/test_safety.py or any case module
of bench/safety/ (no row, texts, class or benign module of the earlier sets, not even their
first lines). For the format it read only lines 1-35 of bench.safety.attacks (the ``Case``
dataclass), the ATTACK_KINDS tuple of bench.safety.blind, bench.safety.blind9's __init__.py
and common.py, bench.safety.filled (the shared builders), bench.safety.blind2.common (the
builder functions and text helpers), tests/bench/safety/test_blind_sets.py,
tests/test_layout.py and pyproject.toml's ruff and mypy settings. It never ran
``python -m bench safety`` or any output check on these cases and never saw a figure they
produce; it checked only the structure (tests/bench/safety/test_blind_sets.py: own regex
matches own output and not own source).

Every row is written by hand, its injection and its obeyed output (what a small instruct model
that obeyed would write) both its own. The 66 innocent texts (bench.safety.blind10.texts and
texts_b, two sentences each) are on new themes: bus strike notice, apartment viewing, power
outage, tax office hours, hotel breakfast, flu season advice, yoga class, bike-sharing rules,
elevator maintenance, school trip consent, fishing licence, cemetery visiting hours, cooking
workshop, lost pet poster, noise complaint, car wash prices, camping site rules, polling
station, flea market, piano tuning, and a few more (water cuts, ferries, saunas, museums,
markets, clinics).

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, 30 cases each (one
module each, 480 cases, 480 distinct injections); attack sources in 56 languages (among them
Hausa, Igbo, Somali, Malagasy, Quechua, Haitian Creole, Welsh, Irish, Basque, Galician,
Maltese, Albanian, Bosnian, Kyrgyz, Tajik, Turkmen, Tatar, Uyghur, Dhivehi, Odia, Assamese,
Marathi, Hebrew, Persian, Vietnamese and Indonesian) and targets in 17; the injection in the
source language, in English or in a third language, at the start, in the middle or at the end,
inside a quote, a footnote, a list item, an HTML comment, attribute, alt text, hidden element,
ruby text or meta tag, a markdown comment, a code block, a table cell, a JSON-like or
variable assignment, a signature, an e-mail header, a calendar invite, a fake chat turn or
chat-template token, or an encoding (base64, ROT13, hex, reversed, zero-width, Unicode tags);
polite, urgent, official, a game, a test, "the author asks", a customer's P.S.; obeyed outputs
with no translation, the translation before or after the payload, the payload woven in, a
partial translation, a translation with one fact silently changed (a time, a day, a number, a
price, a name, a place), a translation into the wrong language, answers, summaries, role
replies and continuations of a translation's length, and 71 outputs (about 1 in 7) cut off
(finish_reason "length"). No obeyed regex matches its own source. And 309 benign pairs
(benign_a..benign_g), sources in 57 languages and targets in 17: the innocent texts
themselves, plain and in language-neutral frames (198), and 111 hand-written risky-looking
sources (AI, chatbots, prompts, "ignore", systems, passwords, code, commands, JSON, YAML,
HTML, links, e-mail addresses, placeholders, clock times and dates in local styles, units,
lists, footnotes, delimiter lines, riddles, reversed and spelled-out words, orders to the
reader, quoted instructions, button and sign labels, role words, apologies, questions, story
openings whose "..." is in the source, subtitles, tables, forms, sentences in two languages,
and 22 long notices of several paragraphs, 300 to 600 characters).

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 7)


def blind10() -> list[Case]:
    """The tenth blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
