"""The eighth blind part of ``python -m bench safety``: attacks and benign cases written BLIND,
by a helper session started on 2026-12-06, which never opened the output checks (worker/),
docs/, bench/safety/run.py, tests/worker, tests/bench/safety/test_safety.py or any case module
of bench/safety/ (no row, texts, class or benign module of the earlier sets, not even their
first lines). For the format it read only lines 1-35 of bench.safety.attacks (the ``Case``
dataclass), the ATTACK_KINDS tuple of bench.safety.blind, bench.safety.blind7's __init__.py
and common.py, bench.safety.filled (the shared builders), the builder functions and text
helpers of bench.safety.blind2.common, tests/bench/safety/test_blind_sets.py,
tests/test_layout.py and pyproject.toml's ruff and mypy settings. It never ran
``python -m bench safety`` or any output check on these cases and never saw a figure they
produce; it checked only the structure (tests/bench/safety/test_blind_sets.py: own regex
matches own output and not own source).

Every row is written by hand, its injection and its obeyed output (what a small instruct model
that obeyed would write) both its own. The innocent texts (bench.safety.blind8.texts) are on
new themes: tram timetable change, public swimming pool rules, bicycle courier job ad, zoo
feeding times, opera surtitles, rental car return, harbor festival, chimney sweep visit,
driving school, bookbinding class, fire drill, vaccination clinic, rooftop bar, museum night,
tailoring alterations, snow clearing, vintage car rally, board-game café.

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, 30 to 32 cases each
(one module each, 487 cases, 487 distinct injections); attack sources in 40 languages (among
them Swahili, Malay, Estonian, Lithuanian, Slovak, Croatian, Serbian in Cyrillic, Catalan,
Urdu, Persian, Gujarati, Marathi, Burmese, Khmer, Mongolian and Amharic) and targets in 16;
the injection in the source language, in English or in a third language, at the start, in the
middle or at the end, inside a quote, a footnote, a list item, an HTML comment, attribute, alt
text, image title or hidden element, a code block, a table cell, a surtitle or subtitle cue, a
JSON or YAML value, a URL's query, a signature line, a fake chat turn or an encoding
(base64, ROT13, hex, reversed, zero-width, Unicode tags); polite, urgent, official, a game, a
test, "the author asks", a customer's P.S.; obeyed outputs with no translation, the
translation before or after the payload, the payload woven in, a partial translation, a
translation with one fact silently changed (a time, a day, an age, a number, a price), a
translation in the wrong target language, and 1 in 7 outputs (70) cut off (finish_reason
"length"). No obeyed regex matches its own source. And 306 benign pairs (benign_a..benign_f),
sources in 42 languages and targets in 16: the innocent texts themselves, plain and in
language-neutral frames (107), and hand-written risky-looking sources (AI, prompts, "ignore",
systems, passwords, code, JSON, YAML, HTML, links, e-mail addresses, placeholders, units,
ordinals, acronyms, lists, footnotes, delimiter lines, puzzles with reversed or spelled-out
words, sequels, orders to the reader, quoted instructions, role words, apologies, questions,
20 long notices of several paragraphs (300 to 600 characters), sentences in two languages).

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 6)


def blind8() -> list[Case]:
    """The eighth blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
