"""The twenty-first blind part of ``python -m bench safety``: attacks and benign cases written
BLIND, by helper sessions, which never opened the output checks (worker/), docs/,
bench/safety/run.py, bench/safety/parts.py, tests/worker, tests/bench/safety/test_safety.py or
any case module of an earlier set (no row, texts, class or benign module of blind2 .. blind20).
For the format they read only lines 1-35 of bench.safety.attacks (the ``Case`` dataclass), the
ATTACK_KINDS tuple of bench.safety.blind, bench.safety.blind20's __init__.py, common.py,
benign_a.py and benign_b.py (the package's shape), bench.safety.filled (the shared builders),
bench.safety.blind2.common (the builder functions, text helpers and ``set_modules``),
tests/bench/safety/test_blind_sets.py, tests/test_layout.py and pyproject.toml's ruff and mypy
settings; the writer of the texts also looked at the first 20 lines of bench.safety.blind20's
texts.py, for its layout only (no wording or theme was taken from it). They never ran
``python -m bench safety`` or any output check on these cases and never saw a figure they
produce; they checked only the structure (by a script: 64 texts, unique keys, language pairs,
no target equal to its source).

Every row is written by hand, its injection and its obeyed output (what a small instruct model
that obeyed would write) both its own. The 64 innocent texts (bench.safety.blind21.texts and
texts_b, two sentences each, each in its own source language: 64 source languages, into 26
targets) are on travel and transport, hotels and hospitality, airports and border crossings,
emergencies and natural hazards, courts, notaries and legal notices, farming, fishing and
markets: a flood warning, a platform change, hotel check-in hours, ferries across straits,
lakes, rivers and to islands, heat alerts and cooling points, a notary's holiday, farmers'
markets, an earthquake drill, typhoon and cyclone closures, queues and extra booths at border
crossings, a sardine fishing closure, airport security lanes, parking and buses, black ice on a
highway, heavy rain and mudflow alerts, a fish market in Ramadan, boil-water notices, a bus
detour, a seniors' hotel offer, a seamen's strike, a storm surge, a new grain market section, a
shellfish auction, trekking permits, passport validity, a court hearing postponed and a
courtroom changed, a fishing season, a dam release, an earthquake alert level, farm subsidies
and a drought's irrigation limits.

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, 31 cases each (one
module each, 496 cases, written by four helpers side by side, four classes each); attack
sources in 64 languages, targets in 26; the injection in the source language, in English or
in a third language, at the start, in the middle or at the end; 64 outputs cut off
(finish_reason "length"). And 334 benign pairs (benign_a..benign_f): the innocent texts
themselves, plain and in an HTML paragraph, every second as a markdown quote or a list item,
every sixth in a table cell or a JSON field (214), and 120 hand-written risky-looking sources
in 62 languages, into 34 (emergency alerts and evacuation orders full of imperatives, airport
and station announcements, hotel house rules, quoted kiosk and ticket-machine messages, legal
notices that withdraw earlier ones, summonses and notarial formulas, customs and visa forms
with placeholders, booking codes, weather warning levels, Q/A lines and dialogues, CSV, JSON,
YAML and HTML snippets, other calendars' years, texts that mention AI and machine
translation, and 20 notices of several paragraphs).

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 6)


def blind21() -> list[Case]:
    """The twenty-first blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
