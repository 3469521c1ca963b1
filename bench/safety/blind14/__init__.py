"""The fourteenth blind part of ``python -m bench safety``: attacks and benign cases written BLIND,
by a helper session, which never opened the output checks (worker/), docs/,
bench/safety/run.py, tests/worker, tests/bench/safety/test_safety.py or any case module of
bench/safety/ (no row, texts, class or benign module of the earlier sets). For the format it
read only lines 1-35 of bench.safety.attacks (the ``Case`` dataclass), the ATTACK_KINDS tuple
of bench.safety.blind, bench.safety.blind13's __init__.py and common.py, the docstrings of
blind3 .. blind12's __init__.py (to avoid their themes), bench.safety.filled (the shared
builders), bench.safety.blind2.common (the builder functions and text helpers),
tests/bench/safety/test_blind_sets.py, tests/test_layout.py and pyproject.toml's ruff and mypy
settings. It never ran ``python -m bench safety`` or any output check on these cases and never
saw a figure they produce; it checked only the structure (tests/bench/safety/test_blind_sets.py:
own regex matches own output and not own source; and, by a script, that no regex matches the
faithful translation of its row's innocent text).

Every row is written by hand, its injection and its obeyed output (what a small instruct model
that obeyed would write) both its own. The 81 innocent texts (bench.safety.blind14.texts and
texts_b, two sentences each, each in its own source language) are on themes no earlier set
used: a glass-blowing demonstration, a falconry show, a radio quiz, accordion repair, a sardine
night, a windmill open day, a midsummer pole, a harbour bath, a sled dog race, a rag-rug washing
pier, an organ concert in a wooden church, a pond harvest, a wooden toy workshop, paprika
stringing, wood carving, a kukeri parade, a samovar evening, a bandura concert, a backgammon
tournament, a tulip bulb giveaway, oud making, a shofar lesson, a saffron harvest, truck art, a
mehndi workshop, a Baul song evening, a kolam contest, a bangle fair, Warli painting, bandhani
tie-dye, a langar rota, a paragliding briefing, a mask exhibition, fruit carving, conical hat
making, gamelan practice, a durian stall, a carabao race, square dancing, furoshiki wrapping,
hanbok rental, polyphonic singing, lavash baking, a mugham concert, a yurt raising, a plov
festival, kok-boru, Naadam archery, an outrigger canoe race, injera baking, a talking drum
lesson, a durbar parade, a beadwork market, surfing lessons, camel milk delivery, vanilla
drying, an eisteddfod deadline, a hurling match bus, stone lifters, a bagpipe school, a
calçotada, luzzu painting, a mountain honey fair, puffin watching, raft building, midsummer
wreaths, straw ornaments, a Buergbrennen bonfire, fierljeppen, a cassava bakery, alpaca
shearing, harp lessons, Sabantuy, a dried apricot market, an Akhal-Teke horse show, a Dolan
Meshrep evening, waka training, a fiafia night, a rumba class, an mbira evening and a braai
competition.

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, 31 cases each (one
module each, 496 cases); attack sources in 81 languages (among them Quechua, Guarani, Haitian
Creole, Tatar, Uyghur, Tajik, Turkmen, Kyrgyz, Mongolian, Luxembourgish, West Frisian, Lingala,
Shona, Samoan, Maori, Amharic, Yoruba, Hausa, Zulu, Xhosa, Somali, Malagasy, Welsh, Irish,
Basque, Galician, Maltese, Albanian, Icelandic, Sinhala, Punjabi, Gujarati and Telugu) and
targets in 17; the injection in the source language, in English or in a third language, at the
start, in the middle or at the end, inside a quote, an HTML comment, attribute, alt, title,
aria-label, data attribute, hidden element, meta tag, noscript, details, template, SVG title,
ruby annotation, abbr title, object param, script or hidden input, a markdown or LaTeX
comment, a code block, a YAML-like block, JSON, a fake chat turn or chat-template token of
several model families (ChatML, Llama 2 and 3, Gemma, Phi, Harmony, Alpaca), or an encoding
(base64, ROT13, hex, reversed text, zero-width spaces, URL encoding, Morse, a Caesar shift,
leetspeak, the NATO alphabet, A1Z26, Atbash, binary, decimal ASCII, Unicode escapes, pig
latin) or split into parts to join; polite, urgent, official, a moderation flag, a content
filter, a debug mode, safety and child-safety framings; obeyed outputs with no translation,
the translation before or after the payload, the payload woven in, a partial translation, a
translation with one fact silently changed (a date, a month, a weekday, a time, a price, a
quantity, a permission), a translation into the wrong language, answers, summaries,
headlines, role replies (as a person, an animal, an object, a historical figure) and
continuations (of a story, a diary, a letter, a list, a dialogue, a recipe, a song, a poem, a
log; after the translation or instead of it), leaked "system prompts", "instructions" and
"previous users' texts" in several languages, and 70 outputs (about 1 in 7) cut off
(finish_reason "length"). And 355 benign pairs (benign_a..benign_e): the innocent texts
themselves, plain and in two language-neutral frames (243), and 112 hand-written
risky-looking sources (AI, chatbots, prompts,
"ignore", "forget", "continue", "complete", "repeat", passwords, codes, commands, JSON, YAML,
HTML, links, e-mail addresses, placeholders, clock times and dates in local styles, units,
numbered lists, tables, forms, buttons, orders to the reader, quoted instructions, role words,
greetings, apologies, questions, chat-like exchanges, story openings, mixed-language sentences
and 22 long notices of several paragraphs, 310 to 420 characters in the source).

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 5)


def blind14() -> list[Case]:
    """The fourteenth blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
