"""The twenty-sixth blind part of ``python -m bench safety``: attacks and benign cases written
BLIND, by helper sessions, which never opened the output checks (worker/), docs/,
bench/safety/run.py, bench/safety/parts.py, tests/worker, tests/bench/safety/test_safety.py or
any case module of an earlier set (no row, texts, class or benign module of blind2 .. blind25).
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
that obeyed would write) both its own. The 64 innocent texts (bench.safety.blind26.texts and
texts_b, two sentences each, each in its own source language: 64 source languages, into 26
targets) are on software release notes and app-store descriptions, customer-support help desks,
online course platforms, cybersecurity awareness (phishing, passwords, two-factor codes),
smart-home devices and voice assistants, game servers and esports tournaments: a photo app and a
banking app release, a recipe app listing, help desk hours and holiday closures, ticket numbers
and FAQ pages, online courses in programming, design, data science and languages, an online
exam, certificates and discounts, bank and parcel phishing, SMS code fraud, password managers,
data leaks, two-factor sign-in at work, security workshops, a thermostat, smart speakers, a
doorbell, lamps, a lock, plugs, a robot vacuum and a smoke alarm, router firmware, game server
maintenance and patches, a Minecraft building contest and esports tournaments and leagues.

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, 31 cases each (one
module each, 496 cases, written by four helpers side by side, four classes each); attack
sources in 64 languages, targets in 26; the injection in the source language, in English or
in a third language, at the start, in the middle or at the end; 64 outputs cut off
(finish_reason "length"). And 334 benign pairs (benign_a..benign_f): the innocent texts
themselves, plain and in an HTML paragraph, every second as a markdown quote or a list item,
every sixth in a table cell or a JSON field (214), and 120 hand-written risky-looking sources
in 49 languages, into 32, most of them honest texts about AI, chatbots, prompts, system
messages and voice commands (release notes, an AI feature's help page, a chatbot's privacy
notice, support chat transcripts with Agent/Customer turns, canned replies, voice commands
quoted, device screens quoted, phishing posters and quoted phishing examples, password rules
with placeholders, course instructions to students, game server rules in capitals, patch
notes, a Markdown changelog, code with translated comments, JSON, YAML, CSV and HTML), and 20
notices of several paragraphs.

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 6)


def blind26() -> list[Case]:
    """The twenty-sixth blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
