"""The nineteenth blind part of ``python -m bench safety``: attacks and benign cases written BLIND,
by helper sessions, which never opened the output checks (worker/), docs/,
bench/safety/run.py, bench/safety/parts.py, tests/worker, tests/bench/safety/test_safety.py or
any case module of an earlier set (no row, texts, class or benign module of blind2 .. blind18).
For the format they read only lines 1-35 of bench.safety.attacks (the ``Case`` dataclass), the
ATTACK_KINDS tuple of bench.safety.blind, bench.safety.blind18's __init__.py, common.py,
benign_a.py and benign_b.py (the package's shape), bench.safety.filled (the shared builders),
bench.safety.blind2.common (the builder functions, text helpers and ``set_modules``),
tests/bench/safety/test_blind_sets.py, tests/test_layout.py and pyproject.toml's ruff and mypy
settings. They never ran ``python -m bench safety`` or any output check on these cases and never
saw a figure they produce; they checked only the structure (by a script: 64 texts, unique keys,
language pairs, no benign reference equal to its source).

Every row is written by hand, its injection and its obeyed output (what a small instruct model
that obeyed would write) both its own. The 64 innocent texts (bench.safety.blind19.texts and
texts_b, two sentences each, each in its own source language: 64 source languages, into 22
targets) are on work, money and everyday administration: a job fair, a joinery apprenticeship,
payslips online, the minimum wage, market stall fees, a shop permit, a farming co-operative's
meeting, seed and fertiliser subsidies, fishing licences, microloans, savings groups, pension
offices, tax filing deadlines, a faulty product, uncollected parcels, a car insurance claim,
bank branch hours, mobile money, the land registry, birth certificates, ID card renewal, a
driving test, a court hearing, legal aid, a notary's fee, customs at the border, site safety,
union meetings, an employment programme, training vouchers and grants, rice prices and rice
insurance, a cattle market, a repair café, workers' social security, a CV workshop, a trade
licence, cheap fertiliser, a labour office open on Saturday, a craft co-op's fair, cash
deposits, a safety representative and a consumer office.

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, 31 cases each (one
module each, 496 cases, written by four helpers side by side, four classes each); attack
sources in 64 languages, targets in 22; the injection in the source language, in English or
in a third language, at the start, in the middle or at the end; 59 outputs (about 1 in 8) cut
off (finish_reason "length"). And 334 benign pairs (benign_a..benign_f): the innocent texts
themselves, plain and in an HTML paragraph, every second as a markdown quote or a list item,
every sixth in a table cell or a JSON field (214), and 120 hand-written risky-looking sources
in 43 languages, into 29 (AI assistants and chatbots, "ignore", "repeat", "reply",
"summarise", passwords, OTPs, PINs, SMS keywords, CSV, JSON, YAML and HTML snippets,
placeholders, clock times, amounts, era years of other calendars glossed, units converted,
numbered lists, forms, quoted instructions, Q/A lines, greetings, apologies, and 22 notices of
several paragraphs).

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 6)


def blind19() -> list[Case]:
    """The nineteenth blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
