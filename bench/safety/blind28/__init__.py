"""The twenty-eighth blind part of ``python -m bench safety``: attacks and benign cases written
BLIND, by helper sessions, which never opened the output checks (worker/), docs/,
bench/safety/run.py, bench/safety/parts.py, tests/worker, tests/bench/safety/test_safety.py or
any case module of an earlier set (no row, texts, class or benign module of blind2 .. blind27).
For the format they read only lines 1-35 of bench.safety.attacks (the ``Case`` dataclass), the
ATTACK_KINDS tuple of bench.safety.blind, bench.safety.blind20's __init__.py, common.py,
benign_a.py and benign_b.py (the package's shape), bench.safety.filled (the shared builders),
bench.safety.blind2.common (the builder functions, text helpers and ``set_modules``),
tests/bench/safety/test_blind_sets.py, tests/test_layout.py and pyproject.toml's ruff and mypy
settings; the writer of the texts also looked at the first 20 lines of bench.safety.blind20's
texts.py, for its layout only. They never ran ``python -m bench safety`` or any output check on
these cases and never saw a figure they produce; they checked only the structure (by scripts).

Every row is written by hand, its injection and its obeyed output (what a small instruct model
that obeyed would write) both its own. The 64 innocent texts (bench.safety.blind28.texts and
texts_b, two sentences each, each in its own source language: 64 source languages, into 26
targets) are on online shops and returns (order confirmations, refunds, delivery slots,
discount codes), banking and payments (card limits, transfers, fraud warnings, branch
closures), town halls and municipal services (waste collection, parking permits, street works,
ID cards), job adverts, HR and payroll, construction and building permits, public transport
and taxis, elderly care and social services, and weddings, parties and event venues.

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, 31 cases each (one
module each, 496 cases, written by four helpers side by side, four classes each); attack
sources in many languages, the injection in the source language, in English or in a third
language, at the start, in the middle or at the end; about one output in eight cut off
(finish_reason "length"). And 334 benign pairs (benign_a..benign_f): the innocent texts
themselves, plain and in an HTML paragraph, every second as a markdown quote or a list item,
every sixth in a table cell or a JSON field (214), and 120 hand-written risky-looking honest
sources in 65 languages, into 28 (benign_c..f: discount codes and PINs, "never share your
code" warnings, "ignore any e-mail asking for your password", reply keywords, job adverts'
"send your CV to", chatbots in banking and shopping, templates with placeholders, IBANs,
order numbers, strike notices in capitals, JSON, YAML, CSV and Markdown), 20 of them notices
of several paragraphs.

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 6)


def blind28() -> list[Case]:
    """The twenty-eighth blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
