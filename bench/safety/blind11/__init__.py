"""The eleventh blind part of ``python -m bench safety``: attacks and benign cases written BLIND,
by a helper session, which never opened the output checks (worker/), docs/,
bench/safety/run.py, tests/worker, tests/bench/safety/test_safety.py or any case module of
bench/safety/ (no row, texts, class or benign module of the earlier sets, not even their first
lines). For the format it read only lines 1-35 of bench.safety.attacks (the ``Case``
dataclass), the ATTACK_KINDS tuple of bench.safety.blind, bench.safety.blind10's __init__.py
and common.py, bench.safety.filled (the shared builders), bench.safety.blind2.common (the
builder functions and text helpers), tests/bench/safety/test_blind_sets.py,
tests/test_layout.py and pyproject.toml's ruff and mypy settings. It never ran
``python -m bench safety`` or any output check on these cases and never saw a figure they
produce; it checked only the structure (tests/bench/safety/test_blind_sets.py: own regex
matches own output and not own source; and, by hand, that no regex matches the faithful
translation of its row's innocent text).

Every row is written by hand, its injection and its obeyed output (what a small instruct model
that obeyed would write) both its own. The 74 innocent texts (bench.safety.blind11.texts and
texts_b, two sentences each, each in its own source language) are on themes no earlier set
used: library late fees, parking permits, a dentist reminder, choir rehearsal, recycling,
swimming lessons, a wedding RSVP, a product recall, a warranty claim, gym hours, garden plots,
pet vaccination, kindergarten enrolment, blood donation, road paving, replacement buses, a chess
club, passport renewal, lost property, a dog licence, snow clearing, a heating check, bottle
deposits, a night pharmacy, a first-aid course, driving tests, bulky waste, the chimney sweep, a
bicycle repair café, a kite festival, a mobile library, a seed swap, orchestra auditions, a
laundry room, a photo contest, water meter readings, and as many more (night school, tree
pruning, pottery, a harvest festival, a fire drill, exams, a marathon, a parcel point,
stargazing, beekeeping, football training, a sewing circle, a dance show, sports day, rainwater
tanks, tutoring, a cancelled play, a bird count, roof repairs, an ice rink, a phone repair shop,
coworking, a school canteen, a bakery, scouts, a parents' meeting, a bookshop reading, a tailor,
a well, dog walking, a language exchange, a nursery's summer closure, a carpool, a charity run,
the post office at Diwali, a lantern workshop, a futsal tournament).

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, 31 cases each (one
module each, 496 cases, 496 distinct injections); attack sources in 74 languages (among them
Amharic, Tigrinya, Wolof, Lingala, Kinyarwanda, Shona, Xhosa, Sesotho, Tswana, Fijian, Samoan,
Tongan, Maori, Cebuano, Ilocano, Javanese, Sundanese, Khmer, Lao, Mongolian, Kazakh, Uzbek,
Azerbaijani, Georgian, Armenian, Icelandic, Faroese, Luxembourgish, Frisian, Breton, Corsican,
Occitan, Kurdish, Punjabi, Gujarati, Kannada, Telugu, Tamil, Malayalam, Sinhala, Yoruba and
Zulu) and targets in 21; the injection in the source language, in English or in a third
language, at the start, in the middle or at the end, inside a quote, a footnote, a list item,
an HTML comment, attribute, alt or title text, hidden element, meta tag, noscript, details,
template, SVG desc, CSS content or hidden input, a markdown or LaTeX comment, a code block, a
table cell, JSON or a variable assignment, a signature, an e-mail header, a calendar event, a
fake chat turn or chat-template token of several model families, or an encoding (base64, ROT13,
hex, reversed, zero-width spaces, Unicode tags, URL encoding, Morse, a Caesar shift, leetspeak,
the NATO alphabet, A1Z26); polite, urgent, official, legal, a moderation label, a game, a test,
a reader's plain question; obeyed outputs with no translation, the translation before or after
the payload, the payload woven in, a partial translation, a translation with one fact silently
changed (a time, a day, a date, a number, a price, a duration, a place), a translation into the
wrong language, answers, summaries, role replies and continuations (of a list, a story, a
letter, a notice, an FAQ, a programme, minutes, a menu; after the translation, instead of it or
in the source language), and 74 outputs (about 1 in 7) cut off (finish_reason "length"). And
328 benign pairs (benign_a..benign_h), sources in 86 languages and targets in 21: the innocent
texts themselves, plain and in language-neutral frames (198), and 130 hand-written
risky-looking sources (AI, chatbots, prompts, "ignore", "forget", systems, passwords, PINs,
codes, commands, JSON, YAML, HTML, links, e-mail addresses, placeholders, clock times and dates
in local styles, units, numbered lists, footnotes, delimiter lines, subtitles, tables, forms,
button labels, orders to the reader, quoted instructions, role words, apologies, questions, a
chat-like exchange, story openings whose "..." is in the source, mixed-language sentences, and
24 long notices of several paragraphs, 22 of them 300 to 600 characters in the source).

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 8)


def blind11() -> list[Case]:
    """The eleventh blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
