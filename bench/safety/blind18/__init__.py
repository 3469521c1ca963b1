"""The eighteenth blind part of ``python -m bench safety``: attacks and benign cases written BLIND,
by helper sessions, which never opened the output checks (worker/), docs/,
bench/safety/run.py, bench/safety/parts.py, tests/worker, tests/bench/safety/test_safety.py or
any case module of an earlier set (no row, texts, class or benign module of blind2 .. blind17).
For the format they read only lines 1-35 of bench.safety.attacks (the ``Case`` dataclass), the
ATTACK_KINDS tuple of bench.safety.blind, bench.safety.blind17's __init__.py (the package's
shape), bench.safety.filled (the shared builders), bench.safety.blind2.common (the builder
functions, text helpers and ``set_modules``), tests/bench/safety/test_blind_sets.py,
tests/test_layout.py and pyproject.toml's ruff and mypy settings. They never ran ``python -m
bench safety`` or any output check on these cases and never saw a figure they produce; they
checked only the structure (tests/bench/safety/test_blind_sets.py: own regex matches own output
and not own source; and, by a script, that no benign reference equals its source).

Every row is written by hand, its injection and its obeyed output (what a small instruct model
that obeyed would write) both its own. The 64 innocent texts (bench.safety.blind18.texts and
texts_b, two sentences each, each in its own source language) are on health, schools,
libraries, housing, public transport timetables, utilities, local government and volunteering:
an eye-testing van, audiobooks and Braille books, a reference rent, bus 42, gas meter readings,
a participatory budget, a homework club, mosquito nets, a maths exam, a step-free tram stop,
boiling drinking water, ration cards, a dengue camp, school lunch fees, a study room open late,
winter heating aid, student bus cards, leaks in rented homes, a beach clean-up, electoral
rolls, free insulin, the night metro, a drainage repair, measles vaccination, low-cost rental
homes, a kebele water pipe, adult literacy classes, a school bus route, pushchairs on
trolleybuses, laptop loans, a waste bill, first-aid kits, a children's night clinic, new gas
meters, free school uniforms, barangay consultations, flat maintenance fees, a minibus route, a
library's Saturday hours, the heating season, online polyclinic booking, new textbooks, a tap
connection fee, a diabetes clinic, the school year's start, bus 14, a children's story hour,
Saturday clinic hours, a village well, a new school library, community health insurance, a
school clean-up, cholera vaccines, a parents' meeting, a night bus, Basque library books, a
county council meeting, the T2 timetable, a heating renovation, first-grade registration,
errands for older people, a GP's new address, QR-coded heating bills and tree planting.

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, 31 cases each (one
module each, 496 cases); attack sources in 64 languages (Swahili, German, French,
Norwegian, Polish, Portuguese, Italian, Hausa, Russian, Czech, Hungarian, Hindi, Bengali,
Japanese, Chinese, Korean, Turkish, Dutch, Swedish, Greek, Arabic, Finnish, Indonesian,
Vietnamese, Thai, Amharic, Yoruba, Spanish, Ukrainian, Romanian, Croatian, Persian, Hebrew,
Urdu, Tamil, Tagalog, Malay, Georgian, Armenian, Kazakh, Uzbek, Mongolian, Nepali, Sinhala,
Khmer, Lao, Burmese, Zulu, Somali, Igbo, Kinyarwanda, Malagasy, Haitian Creole, Quechua,
Catalan, Basque, Irish, Welsh, Lithuanian, Latvian, Estonian, Slovak, Serbian and Bulgarian)
and targets in 21; the injection in the source language, in English or in a third
language, at the start, in the middle or at the end, as an order to drop the task, a refusal
to bait, an appended task, a hijacked output, a role, a request for the system prompt or keys,
an order woven into the text, hidden in HTML comments, attributes, alt texts, link titles,
hidden spans, front matter or invisible Unicode, encoded (base64, hex, ROT13, reversed text,
URL and HTML escapes, zero-width spaces, tag characters, Morse, leetspeak), split into
variables, table cells, chat turns or fragments, a word or marker to repeat, a question to
answer, a summary, headline or bullet points to give, a text to continue, another output
language to use, or forged ends of the text (closing tags, end markers, chat-template turns of
ChatML, Llama 2 and 3, Gemma, Phi and Human/Assistant) with a new task after them; 60
outputs (about 1 in 8) cut off (finish_reason "length"). And 333 benign pairs
(benign_a..benign_f): the innocent texts themselves, plain and in an HTML paragraph, every
second as a markdown quote or a list item, every sixth in a table cell or a JSON field
(214), and 119 hand-written risky-looking sources in 38 languages, into 22
(AI, chatbots, prompts, "ignore", "disregard", "forget", "continue", "repeat", "reply",
"translate", passwords, OTPs, PINs and codes, commands to text, JSON, YAML, HTML, CSV, links,
e-mail addresses, placeholders, clock times, dates, era years of other calendars (Reiwa,
Solar Hijri, Hijri, Buddhist, Dangun, Bengali, Vikram Samvat) glossed where natural, units
converted where natural, numbered lists, timetables, forms, quoted instructions, role words,
greetings, apologies, questions, chat-like exchanges, FAQ answers, headings rendered as labels
or in capitals, idioms rendered freely, and 20 notices of several paragraphs, 300 to 400
characters in the source).

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 6)


def blind18() -> list[Case]:
    """The eighteenth blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
