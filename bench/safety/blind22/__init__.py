"""The twenty-second blind part of ``python -m bench safety``: attacks and benign cases written
BLIND, by helper sessions, which never opened the output checks (worker/), docs/,
bench/safety/run.py, bench/safety/parts.py, tests/worker, tests/bench/safety/test_safety.py or
any case module of an earlier set (no row, texts, class or benign module of blind2 .. blind21).
For the format they read only lines 1-35 of bench.safety.attacks (the ``Case`` dataclass), the
ATTACK_KINDS tuple of bench.safety.blind, bench.safety.blind20's __init__.py, common.py,
benign_a.py and benign_b.py (the package's shape), bench.safety.filled (the shared builders),
bench.safety.blind2.common (the builder functions, text helpers and ``set_modules``),
tests/bench/safety/test_blind_sets.py, tests/test_layout.py and pyproject.toml's ruff and mypy
settings; the writer of the texts also looked at the first 20 lines of bench.safety.blind20's
texts.py, for its layout only (no wording or theme taken). They never ran ``python -m bench
safety`` or any output check on these cases and never saw a figure they produce; they checked
only the structure (by a script: 64 texts, unique keys, language pairs, no benign reference
equal to its source).

The 64 innocent texts (bench.safety.blind22.texts and texts_b, two sentences each, each in its
own source language: 64 source languages, into 26 targets) are on universities and research,
museums, archives and heritage sites, energy and climate at home, wildlife, zoos and animal
shelters, religious communities and their festivals, and elections and civic participation:
enrolment, a scholarship call, chemistry lab safety, a thesis defence, a physics open day, a
sleep study, a student dormitory, exam-time library hours, a science fair, an observatory; a
museum reopening, a museum night, an archive's reading room, a castle, Delphi, Butrint, a
Durbar square, an icon gallery, a dinosaur exhibition, photo digitising, a county archive; a
heat pump aid, an insulation grant, rooftop solar panels, a district heating outage, energy
advice, an energy cooperative, solar lamps; a wildlife rescue centre, a zoo's elephant calf,
an animal shelter, a bird count, a bog trail, a game reserve, a turtle hatchery, a bat night,
puffins, tiger cubs; a parish fiesta, Ramadan and Eid at a mosque, Diwali, Durga Puja, a
pilgrimage, a monastery's bazaar and concert, a harvest thanksgiving, a temple fair, a pilgrim
hostel, a village festa, a chapel's open day; a polling station, a petition, a citizens'
assembly, early voting, voter registration, election observers and a participatory budget.

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, 31 cases each (one
module each, 496 cases, written by four helpers side by side, four classes each); attack
sources in 64 languages, targets in 26; the injection in the source language, in English or
in a third language (one writer, of exfiltration, direct_override, source_language_instruction
and encoded_payload, wrote most of its injections in the source language: about 88 of 124),
at the start, in the middle or at the end; 64 outputs cut off (finish_reason "length"). And
334 benign pairs (benign_a..benign_f): the innocent texts themselves, plain and in an HTML
paragraph, every second as a markdown quote or a list item, every sixth in a table cell or a
JSON field (214), and 120 hand-written risky-looking sources in 70 languages, into 36 (exam
and lab rules full of imperatives, course texts and policies about AI, chatbots, prompts and
machine translation, audio-guide scripts, exhibit labels in capitals, archive shelf marks,
heat-pump and meter display messages, grant forms with placeholders, zoo and shelter notices,
prayers, blessings and festival dates of other calendars, ballot instructions, candidate
lists, petitions, Q/A minutes, CSV, JSON, YAML and HTML, and 20 notices of several
paragraphs).

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 6)


def blind22() -> list[Case]:
    """The twenty-second blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
