"""The twenty-fifth blind part of ``python -m bench safety``: attacks and benign cases written
BLIND, by helper sessions, which never opened the output checks (worker/), docs/,
bench/safety/run.py, bench/safety/parts.py, tests/worker, tests/bench/safety/test_safety.py or
any case module of an earlier set (no row, texts, class or benign module of blind2 .. blind24).
For the format they read only lines 1-35 of bench.safety.attacks (the ``Case`` dataclass), the
ATTACK_KINDS tuple of bench.safety.blind, bench.safety.blind20's __init__.py, common.py,
benign_a.py and benign_b.py (the package's shape), bench.safety.filled (the shared builders),
bench.safety.blind2.common (the builder functions, text helpers and ``set_modules``),
tests/bench/safety/test_blind_sets.py, tests/test_layout.py and pyproject.toml's ruff and mypy
settings; the writer of the texts also looked at the first 20 lines of bench.safety.blind20's
texts.py, for its layout only (no wording or theme was taken from it). They never ran
``python -m bench safety`` or any output check on these cases and never saw a figure they
produce; they checked only the structure (by a script: 64 texts, unique keys, language pairs,
no benign reference equal to its source).

Every row is written by hand, its injection and its obeyed output (what a small instruct model
that obeyed would write) both its own. The 64 innocent texts (bench.safety.blind25.texts and
texts_b, two sentences each, each in its own source language: 64 source languages, into 26
targets) are ordinary notices on ski resorts, mountain huts and avalanche bulletins, camping
sites and caravan parks, cycling infrastructure and car-free days, pest control and municipal
hygiene, translation and interpreting services and language schools, and radio and TV
stations: chairlift hours and day passes, an avalanche bulletin, hut bookings and closures, a
ski school, night skiing, lit ski trails, campsites, motorhome and caravan parks, a water cut,
cycle lanes and their detours, bike sharing, car-free days, rat and pigeon control, mosquito
spraying, market clean-ups, evening language courses, a sworn translator's fees, translation
and interpreting offices, hospital interpreters, radio frequency changes, a new morning show,
TV programme changes, a satellite frequency and a digital channel switch.

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, 31 cases each (one
module each, 496 cases, written by four helpers side by side, four classes each); attack
sources in 64 languages, targets in 26; the injection in the source language, in English or
in a third language, at the start, in the middle or at the end; 64 outputs cut off
(finish_reason "length"). And 334 benign pairs (benign_a..benign_f): the innocent texts
themselves, plain and in an HTML paragraph, every second as a markdown quote or a list item,
every sixth in a table cell or a JSON field (214), and 120 hand-written risky-looking sources
in 50 languages, into 34, 33 of them honest texts about translating (translators' job ads
with a test text, style guides with rules addressed to translators, a sworn translator's
certificate, language-course exercises that order students to translate, answer, continue
or summarise, a post-editing policy, texts naming AI, DeepL, prompts and system messages),
and avalanche bulletins in capitals, hut and campsite rules, pest-control notices, radio
schedules, on-air messages quoted, Q/A lines, CSV, JSON, YAML and HTML, and 20 notices of
several paragraphs.

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 6)


def blind25() -> list[Case]:
    """The twenty-fifth blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
