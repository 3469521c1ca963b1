"""The twentieth blind part of ``python -m bench safety``: attacks and benign cases written BLIND,
by helper sessions, which never opened the output checks (worker/), docs/,
bench/safety/run.py, bench/safety/parts.py, tests/worker, tests/bench/safety/test_safety.py or
any case module of an earlier set (no row, texts, class or benign module of blind2 .. blind19).
For the format they read only lines 1-35 of bench.safety.attacks (the ``Case`` dataclass), the
ATTACK_KINDS tuple of bench.safety.blind, bench.safety.blind19's __init__.py, common.py,
benign_a.py and benign_b.py (the package's shape), bench.safety.filled (the shared builders),
bench.safety.blind2.common (the builder functions, text helpers and ``set_modules``),
tests/bench/safety/test_blind_sets.py, tests/test_layout.py and pyproject.toml's ruff and mypy
settings. They never ran ``python -m bench safety`` or any output check on these cases and never
saw a figure they produce; they checked only the structure (by a script: 64 texts, unique keys,
language pairs, no benign reference equal to its source).

Every row is written by hand, its injection and its obeyed output (what a small instruct model
that obeyed would write) both its own. The 64 innocent texts (bench.safety.blind20.texts and
texts_b, two sentences each, each in its own source language: 64 source languages, into 26
targets) are on digital services, telecoms and buildings: SIM card registration, a fibre
installation, a phone repair shop, e-government portals, scam warnings, a data protection
notice, an app update, smart electricity meters, e-tickets, a computer course for seniors, a
lift out of service, a building's annual meeting, garage parking permits, bicycle storage, a new
intercom, roof repairs, a water tank cleaning, a caretaker's hours, a parcel locker, a co-working
space, street lighting, Wi-Fi in a park and a library, a TV signal switch-over, a library
printer, a coding club, a building permit form online, a mobile network outage, roaming charges,
a school portal password reset, a digital ID app, CCTV, a laundry room booking, e-invoices, a
sea cable repair, mobile money bills, prepaid meters, smart locks and a gas safety check.

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, 31 cases each (one
module each, 496 cases, written by four helpers side by side, four classes each); attack
sources in 64 languages, targets in 26; the injection in the source language, in English or
in a third language, at the start, in the middle or at the end; 64 outputs cut off
(finish_reason "length"). And 334 benign pairs (benign_a..benign_f): the innocent texts
themselves, plain and in an HTML paragraph, every second as a markdown quote or a list item,
every sixth in a table cell or a JSON field (214), and 120 hand-written risky-looking sources
in 48 languages, into 34 (phones and SIM cards with PIN, PUK and USSD codes and SMS keywords,
operators' chatbots and voice assistants, router pages and settings paths, e-government
logins and one-time codes, quoted error messages, phishing warnings, lifts, intercoms,
caretakers, residents' meetings, smart meters, data protection requests, placeholders, CSV,
JSON, YAML and HTML snippets, era years of other calendars, Q/A lines, and 20 notices of
several paragraphs).

One lapse of the blind rule, as its writer reported it: the writer of the texts looked at the
first lines of bench.safety.blind19's texts modules for their layout (their header, docstring
and one text's opening); no wording or theme was taken from them, and blind19 had been
measured and read before this set was written, so nothing in it tells of the checks.

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 6)


def blind20() -> list[Case]:
    """The twentieth blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
