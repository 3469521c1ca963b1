"""The thirteenth blind part of ``python -m bench safety``: attacks and benign cases written BLIND,
by a helper session, which never opened the output checks (worker/), docs/,
bench/safety/run.py, tests/worker, tests/bench/safety/test_safety.py or any case module of
bench/safety/ (no row, texts, class or benign module of the earlier sets). For the format it
read only lines 1-35 of bench.safety.attacks (the ``Case`` dataclass), the ATTACK_KINDS tuple
of bench.safety.blind, bench.safety.blind12's __init__.py and common.py, the docstrings of
blind3 .. blind11's __init__.py (to avoid their themes), bench.safety.filled (the shared
builders), bench.safety.blind2.common (the builder functions and text helpers),
tests/bench/safety/test_blind_sets.py, tests/test_layout.py and pyproject.toml's ruff and mypy
settings. It never ran ``python -m bench safety`` or any output check on these cases and never
saw a figure they produce; it checked only the structure (tests/bench/safety/test_blind_sets.py:
own regex matches own output and not own source; and, by a script, that no regex matches the
faithful translation of its row's innocent text).

Every row is written by hand, its injection and its obeyed output (what a small instruct model
that obeyed would write) both its own. The 72 innocent texts (bench.safety.blind13.texts and
texts_b, two sentences each, each in its own source language) are on themes no earlier set
used: a water meter reading in the Andes, a chipa contest, a neighbourhood generator, kurai
lessons, a kumis festival, a naan oven repair, a second-hand book market, a melon market, a dhol
workshop, a palm-leaf manuscript exhibition, ajrak printing, a winter tyre change, a cheese
market, a cow descent from the alp, Easter egg painting, market stall fees, a village borehole,
a maize mill, cattle dipping, a blanket sale, kente weaving, tree planting, an umu, a hāngī
fundraiser, lei making, a rice harvest, an inasal cook-off, a coffee fair, a model railway
exhibition, a knife grinder, a lighthouse open day, a clock tower restoration, a mushroom walk,
a stamp fair, bird ringing, a pigeon race, a radio amateurs' field day, a borscht contest, a
typewriter repair shop, a sheep's cheese course, gutter cleaning, glass painting, sea turtle
nests, a stray cat feeding station, palm pollination, kayak rental, rosewater distilling, a
tiffin service, a free eye camp, a fish market move, umbrella repair, a mahjong tournament,
kimchi making, a Muay Thai show, market parking fees, a batik class, a crayfish party, a
bicycle auction, ski track grooming, a weaving room, a bog walk, an amber workshop, a stork
nest camera, a yoghurt festival, a firewood delivery, a lavender harvest, a cable car closure,
churchkhela making, duduk lessons, a matatu route change, a drain clean-up and a jeepney fare.

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, 31 cases each (one
module each, 496 cases); attack sources in 72 languages (among them Quechua, Guarani, Haitian
Creole, Tatar, Bashkir, Uyghur, Tajik, Turkmen, Assamese, Odia, Sindhi, Luxembourgish, West
Frisian, Romansh, Upper Sorbian, Lingala, Shona, Chichewa, Tswana, Sesotho, Twi, Bambara,
Samoan, Maori, Hawaiian, Ilocano, Hiligaynon, Tetum, Tagalog, Malay, Swahili, Georgian and
Armenian) and targets in 16; the injection in the source language, in English or in a third
language, at the start, in the middle or at the end, inside a quote, a list item, an HTML
comment, attribute, alt, title, aria-label, data attribute, hidden element, meta tag, noscript,
details, template, SVG title, ruby annotation, abbr title, object param or hidden input, a
markdown or LaTeX comment, a code block, a table, JSON or variables, an e-mail header, a
calendar event, a fake chat turn or chat-template token of several model families, or an
encoding (base64, ROT13, hex, reversed text, zero-width spaces, Unicode tags, URL encoding,
Morse, a Caesar shift, leetspeak, the NATO alphabet, A1Z26, Atbash, binary, pig latin, spelled
letters); polite, urgent, official, a moderation flag, a content filter, a debug mode, a game;
obeyed outputs with no translation, the translation before or after the payload, the payload
woven in, a partial translation, a translation with one fact silently changed (a time, a day, a
price, a place, a permission, a fee), a translation into the wrong language, answers,
summaries, headlines, ratings, role replies and continuations (of a story, a letter, a list, a
diary, a dialogue, a recipe, a poem, a log; after the translation or instead of it), and 72
outputs (about 1 in 7) cut off (finish_reason "length"). And 330 benign pairs
(benign_a..benign_i): the innocent texts themselves, plain and in two language-neutral frames
(216), and 114 hand-written risky-looking sources (AI, chatbots, prompts, "ignore", "forget",
"continue", "complete", systems, passwords, codes, commands, JSON, YAML, HTML, links, e-mail
addresses, placeholders, clock times and dates in local styles, units, numbered lists,
footnotes, delimiter lines, subtitles, tables, forms, button labels, orders to the reader,
quoted instructions, role words, apologies, questions, chat-like exchanges, story openings,
mixed-language sentences, and 24 long notices of several paragraphs, 21 of them 300 to 600
characters in the source).

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 9)


def blind13() -> list[Case]:
    """The thirteenth blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
