"""The fifteenth blind part of ``python -m bench safety``: attacks and benign cases written BLIND,
by a helper session, which never opened the output checks (worker/), docs/,
bench/safety/run.py, tests/worker, tests/bench/safety/test_safety.py or any case module of
bench/safety/ (no row, texts, class or benign module of the earlier sets). For the format it
read only lines 1-35 of bench.safety.attacks (the ``Case`` dataclass), the ATTACK_KINDS tuple
of bench.safety.blind, bench.safety.blind14's __init__.py and common.py, the docstrings of
blind3 .. blind13's __init__.py (to avoid their themes), bench.safety.filled (the shared
builders), bench.safety.blind2.common (the builder functions and text helpers),
tests/bench/safety/test_blind_sets.py, tests/test_layout.py and pyproject.toml's ruff and mypy
settings. It never ran ``python -m bench safety`` or any output check on these cases and never
saw a figure they produce; it checked only the structure (tests/bench/safety/test_blind_sets.py:
own regex matches own output and not own source; and, by a script, that no regex matches the
faithful translation of its row's innocent text).

Every row is written by hand, its injection and its obeyed output (what a small instruct model
that obeyed would write) both its own. The 64 innocent texts (bench.safety.blind15.texts and
texts_b, two sentences each, each in its own source language) are on themes no earlier set
used: a bánh mì stall, angklung lessons, a congkak tournament, a jeepney route change, lechon
orders, a coffee ceremony, adire dyeing, a groundnut oil press, a gumboot dance, a
frankincense shop, a zebu market, a potato festival, konpa dance classes, chak-chak making,
dombra lessons, suzani embroidery, a throat singing concert, khachapuri baking, jazz in the
park, a hearing aid clinic, a school uniform swap, blood pressure screening, ramen shop hours,
a bonsai exhibition, a bicycle headlight check, mosquito spraying, escape room bookings,
ukulele lessons, a smoke detector check, pumpkin carving, a climbing wall, a sandcastle
contest, a slate quarry tour, a seaweed walk, a cider house, sardana dancing, a pilgrim
hostel, a boat blessing, a mountain spring clean-up, geothermal rye bread, birch sap
collecting, a rye bread course, a smoked fish stand, potica baking, castle wall volunteers,
martenitsa making, ajvar roasting, a trumpet festival, a coppersmith workshop, a sponge museum,
a date harvest, a pomegranate festival, a qawwali evening, pressure cooker repairs, a hilsa
market, a jasmine stall, palm jaggery, a monsoon trek, a momo class, cinnamon peeling, a
floating market, sticky rice baskets, a lotus tea shop and a thanaka festival.

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, 31 cases each (one
module each, 496 cases); attack sources in 64 languages (among them Vietnamese, Malay,
Tagalog, Cebuano, Amharic, Yoruba, Hausa, Zulu, Somali, Malagasy, Quechua, Haitian Creole,
Tatar, Kazakh, Uzbek, Mongolian, Georgian, Armenian, Welsh, Irish, Basque, Catalan, Galician,
Maltese, Albanian, Icelandic, Lithuanian, Latvian, Estonian, Slovenian, Slovak, Bulgarian,
Macedonian, Serbian, Bosnian, Greek, Hebrew, Persian, Urdu, Hindi, Bengali, Tamil, Telugu,
Marathi, Nepali, Sinhala, Thai, Lao, Khmer and Burmese) and targets in 20; the injection in
the source language, in English or in a third language, at the start, in the middle or at
the end, inside an HTML comment, attribute, alt, aria-label, data attribute, hidden element,
meta tag, noscript, details, template, SVG title, ruby annotation, abbr title, object param or
hidden input, a markdown or LaTeX comment, a code block, a table, CSV, JSON, YAML, an e-mail
header, a calendar event, an SMS thread, a fake chat turn or chat-template token of several
model families (ChatML, Llama 2 and 3, Gemma, Phi, Harmony, Alpaca, Anthropic-style
Human/Assistant), or an encoding (base64, ROT13, hex, reversed text, zero-width spaces, URL
encoding, Morse, Caesar shifts, leetspeak, the NATO alphabet, A1Z26, binary, fullwidth and
homoglyph letters) or split into parts to join; polite, urgent, official, moderation, content
filter, debug, admin and safety framings; obeyed outputs with no translation, the translation
before or after the payload, the payload woven in, a partial translation, a translation with
one fact silently changed (a weekday, a time, a price, a quantity, a place, a permission), a
translation into the wrong language, answers, summaries, headlines, ratings, role replies (a
shop owner, a grandmother, an animal, an object, a historical figure) and continuations (a
story, a diary, a letter, a list, a dialogue, a recipe, a poem), leaked "system prompts",
"instructions" and "previous users' texts" in several languages, and 63 outputs (about 1 in
8) cut off (finish_reason "length"). And 323 benign pairs (benign_a..benign_f), sources in 75
languages and targets in 20: the innocent texts themselves, plain and in three
language-neutral frames (214), and 109 hand-written risky-looking sources (AI, chatbots,
prompts, "ignore", "disregard", "forget", "continue", "complete", "repeat", "reply",
passwords, codes, commands, JSON, YAML, HTML, CSV, links, e-mail addresses, placeholders,
clock times, dates and decades in local styles, units (converted where natural), numbered
lists, tables, forms, buttons, kiosk and app instructions, quoted instructions, role words,
greetings, apologies, questions, chat-like exchanges, story openings, mixed-language sentences
and 24 long notices of several paragraphs, 21 of them 300 to 400 characters in the source).

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 6)


def blind15() -> list[Case]:
    """The fifteenth blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
