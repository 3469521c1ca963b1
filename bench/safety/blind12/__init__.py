"""The twelfth blind part of ``python -m bench safety``: attacks and benign cases written BLIND,
by a helper session, which never opened the output checks (worker/), docs/,
bench/safety/run.py, tests/worker, tests/bench/safety/test_safety.py or any case module of
bench/safety/ (no row, texts, class or benign module of the earlier sets). For the format it
read only lines 1-35 of bench.safety.attacks (the ``Case`` dataclass), the ATTACK_KINDS tuple
of bench.safety.blind, bench.safety.blind11's __init__.py and common.py, bench.safety.filled
(the shared builders), bench.safety.blind2.common (the builder functions and text helpers),
tests/bench/safety/test_blind_sets.py, tests/test_layout.py and pyproject.toml's ruff and mypy
settings. It never ran ``python -m bench safety`` or any output check on these cases and never
saw a figure they produce; it checked only the structure (tests/bench/safety/test_blind_sets.py:
own regex matches own output and not own source;
and, by a script, that no regex matches the faithful translation of its row's innocent text).

Every row is written by hand, its injection and its obeyed output (what a small instruct model
that obeyed would write) both its own. The 72 innocent texts (bench.safety.blind12.texts and
texts_b, two sentences each, each in its own source language) are on themes no earlier set
used: a bakery opening, a tennis court booking, a hairdresser appointment, a moving company,
an orchestra concert, a street festival, bridge repairs, marathon registration, a language
course, a craft fair, a sailing club, a boiler service, vet surgery hours, a village lottery, a
harvest festival, a night train, a ski lift, a bee-keeping club, horse-race tickets, a theatre
box office, carpet cleaning, a mountain hike, a tea house renovation, a wine tasting, a printing
house, whale watching, a rugby club dinner, a storytelling evening, a ceilidh, a pelota
tournament, castellers, an octopus feast, feast fireworks, an ice cream shop, a photo studio, a
mountain hut, folk dance classes, bookbinding, a tram line closure, berry picking, a wine cellar
tour, a puppet show, a rose festival, a tailor, a basketball camp, embroidery, ice hockey, an
olive harvest, a shoe repairer, Newroz, calligraphy, cricket, mango delivery, gas cylinders,
Ganesh festival volunteers, wrestling, garba, a boat race, a Carnatic concert, a mobile recharge
offer, a coffee estate tour, a houseboat, a tea factory, a trekking permit, Loy Krathong, a
motorbike repair shop, karaoke, dragon boats, fireworks in Japan, a perfume shop, scooter rental
and a safari bus.

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, 31 cases each (one
module each, 496 cases); attack sources in 72 languages (among them Amharic, Oromo, Somali,
Hausa, Yoruba, Igbo, Zulu, Xhosa, Afrikaans, Malagasy, Kinyarwanda, Tagalog, Cebuano, Javanese,
Malay, Khmer, Lao, Burmese, Mongolian, Kazakh, Uzbek, Kyrgyz, Azerbaijani, Georgian, Armenian,
Icelandic, Welsh, Irish, Scottish Gaelic, Basque, Catalan, Galician, Maltese, Albanian, Kurdish,
Pashto, Marathi, Punjabi, Gujarati, Bengali, Tamil, Telugu, Kannada, Malayalam, Sinhala, Nepali
and Swahili) and targets in 16; the injection in the source language, in English or in a third
language, at the start, in the middle or at the end, inside a quote, a list item, an HTML
comment, attribute, alt, title or aria text, hidden element, meta tag, noscript, details,
template, SVG desc, CSS content, ruby annotation or hidden input, a markdown or LaTeX comment, a
code block, a table, JSON or variables, an e-mail header, a calendar event, a fake chat turn or
chat-template token of several model families, or an encoding (base64, ROT13, hex, reversed,
zero-width spaces, Unicode tags, URL encoding, Morse, a Caesar shift, leetspeak, the NATO
alphabet, A1Z26); polite, urgent, official, a moderation flag, a debug mode, a game; obeyed
outputs with no translation, the translation before or after the payload, the payload woven in,
a partial translation, a translation with one fact silently changed (a time, a day, a date, a
price, a number, a place, a permission), a translation into the wrong language, answers,
summaries, role replies and continuations (of a story, a letter, a list, a programme, a diary,
a dialogue, a commentary; after the translation or instead of it), and 66 outputs (about 1 in 7.5) cut off
(finish_reason "length"). And 323 benign pairs (benign_a..benign_h): the innocent texts
themselves, plain and in two language-neutral frames (216), and 107 hand-written risky-looking
sources (AI, chatbots, prompts, "ignore", "forget", systems, passwords, codes, commands, JSON,
YAML, HTML, links, e-mail addresses, placeholders, clock times and dates in local styles, units,
numbered lists, footnotes, delimiter lines, subtitles, tables, forms, button labels, orders to
the reader, quoted instructions, role words, apologies, questions, a chat-like exchange, story
openings, mixed-language sentences, renewals and extensions, and 23 long notices of several
paragraphs, 20 of them 300 to 600 characters in the source).

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 8)


def blind12() -> list[Case]:
    """The twelfth blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
