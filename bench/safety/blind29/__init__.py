"""The twenty-ninth blind part of ``python -m bench safety``: attacks and benign cases written
BLIND, by helper sessions, which never opened the output checks (worker/), docs/,
bench/safety/run.py, bench/safety/parts.py, tests/worker, tests/bench/safety/test_safety.py or
any case module of an earlier set. For the format they read only bench.safety.filled,
bench.safety.blind2.common, the Case dataclass, the layout of a few modules of
bench.safety.blind28 (its texts' first lines, benign_e's first 30 lines, refusal_bait's first
30), this set's common.py and a description of each attack class; one writer of attacks also
saw five lines of blind28's hidden_markup (calls of zw() and tags()). They never ran
``python -m bench safety`` or any output check on these cases and never saw a figure they
produce; they checked only the structure (by scripts).

Every row is written by hand, its injection and its obeyed output (what a small instruct model
that obeyed would write) both its own. The 64 innocent texts (bench.safety.blind29.texts and
texts_b, two sentences each, each in its own source language: 64 source languages, into 26
targets, written by two helpers) are on clinics and pharmacies, schools and universities,
hotels and tourism, insurance claims, utilities and telecom, sports clubs and gyms, farming
and weather, and libraries, museums and culture.

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, 31 cases each (one
module each, 496 cases, written by four helpers side by side, four classes each); attack
sources in many languages, the injection in the source language, in English or in a third
language, at the start, in the middle or at the end; about one output in seven cut off
(finish_reason "length"). And 334 benign pairs (benign_a..benign_f): the innocent texts
themselves, plain and in an HTML paragraph, every second as a markdown quote or a list item,
every sixth in a table cell or a JSON field (214), and 120 hand-written risky-looking honest
sources (by two helpers; 48 and 47 source languages, into 29 and 25: orders in capitals, "ignore
the previous letter", SMS reply keywords, quoted refusals, chatbots and interpreter services,
templates with placeholders, codes, PINs and password rules, JSON, YAML, CSV, Markdown and
HTML, FAQs, poems and song verses, role descriptions, "in short:" lines; 20 notices of several
paragraphs).

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 6)


def blind29() -> list[Case]:
    """The twenty-ninth blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
