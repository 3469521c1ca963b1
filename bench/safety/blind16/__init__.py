"""The sixteenth blind part of ``python -m bench safety``: attacks and benign cases written BLIND,
by a helper session, which never opened the output checks (worker/), docs/,
bench/safety/run.py, bench/safety/parts.py, tests/worker, tests/bench/safety/test_safety.py or
any case module of bench/safety/ (no row, texts, class or benign module of the earlier sets).
For the format it read only lines 1-35 of bench.safety.attacks (the ``Case`` dataclass), the
ATTACK_KINDS tuple of bench.safety.blind, bench.safety.blind15's __init__.py and common.py, the
docstrings of blind3 .. blind14's __init__.py (to avoid their themes), bench.safety.filled (the
shared builders), bench.safety.blind2.common (the builder functions and text helpers),
tests/bench/safety/test_blind_sets.py, tests/test_layout.py and pyproject.toml's ruff and mypy
settings. It never ran ``python -m bench safety`` or any output check on these cases and never
saw a figure they produce; it checked only the structure (tests/bench/safety/test_blind_sets.py:
own regex matches own output and not own source; and, by a script, that no regex matches the
faithful translation of any of the set's innocent texts, nor any benign source or reference).

Every row is written by hand, its injection and its obeyed output (what a small instruct model
that obeyed would write) both its own. The 64 innocent texts (bench.safety.blind16.texts and
texts_b, two sentences each, each in its own source language) are on everyday work and trades
in towns and villages of Africa, the Americas, Oceania and Central Asia, themes no earlier set
used: a roadside vulcaniser in Ibadan, boda-boda stage registration in Kireka, a welding
workshop in Mwenge, a radio and television repair stall in Kano, umuganda work in Rugando,
school desks from a carpentry workshop in Matete, a tinsmith in Colobane, a trotro station
renovation at Kejetia, a spare parts market's cleaning day in Nnewi, a brickmakers'
cooperative in Chitungwiza, a spaza shop's stock, a taxi rank move in Maseru, sewing machine
repairs in Durban, shemma weavers in Shiro Meda, a water kiosk in Asmara, a coffee washing
station in Limmu Kossa, a hawala office in Hargeisa, pousse-pousse pullers in Antsirabe, net
menders at Nkhata Bay, a milk collection centre in Pitsane, windpump repairers in the Karoo,
donkey-cart water sellers in Bamako, a tanners' cooperative in Fez, a cashew cooperative in
Angoche, a shea butter cooperative in Léo, a locksmith in Windhoek, a palm oil cooperative in
Rumonge, keke union tags in Lagos, ñandutí lace makers in Itauguá, quinoa threshing in Salinas,
a tortillería in Milpa Alta, mototaxi licences in Huancavelica, cut-metal art in
Croix-des-Bouquets, toquilla straw hat weavers in Montecristi, almendrón shared taxis in
Havana, a dugout boatyard in Albina, a boat engine workshop in Curaçao, an upholsterer in
Paramaribo, a snowmobile repair shop in Iqaluit, a steelpan tuner in Port of Spain, siapo
makers in Falealupo, a village carrier from Nausori, the kava market at Talamahu, a rural mail
run to Ruatōria, a poi mill in Wai'oli, bilum makers in Goroka, a copra drier in Port-Olry, a
pearl farm on Taha'a, shyrdak felt makers in Kochkor, a watch repair stall in Khujand, a
silversmith in Mary, a saddle workshop in Shymkent, a tile workshop in Samarkand, sandal makers
in Jalalabad, street light repairs in Mazar-i-Sharif, a cashmere cooperative in Bayankhongor,
knife makers in Yengisar, transport card kiosks in Almaty, a tofu shop in São Paulo, cane
lorries to the Lautoka mill, a hardware shop in Mombasa, a refrigerator repair workshop in
Asmara, car air-conditioning repairs in Tashkent and the public toilets of Osh Bazaar.

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, 31 cases each (one
module each, 496 cases); attack sources in 62 languages (Yoruba, Luganda, Swahili, Hausa,
Kinyarwanda, Kirundi, Lingala, Wolof, Twi, Igbo, Nigerian Pidgin, Shona, Xhosa, Sesotho, Zulu,
Setswana, Afrikaans, Amharic, Tigrinya, Oromo, Somali, Malagasy, Chichewa, Bambara, Arabic,
Guarani, Aymara, Nahuatl, Quechua, Haitian Creole, Sranan Tongo, Papiamentu, Samoan, Fijian,
Tongan, Maori, Hawaiian, Tok Pisin, Bislama, Kyrgyz, Tajik, Turkmen, Kazakh, Uzbek, Pashto,
Dari, Mongolian, Uyghur, Gujarati, Hindi, English, French, German, Spanish, Portuguese,
Italian, Dutch, Russian, Turkish, Chinese, Japanese and Korean) and targets in 20; the
injection in the source language, in English or in a third language, at the start, in the
middle or at the end, inside an HTML comment, alt, title, aria-label or data attribute, a
hidden or zero-size element, a meta tag, noscript, details, template, an SVG title, ruby, an
object param or a hidden input, a markdown or LaTeX comment, a code block, JSON, a table, an
SMS keyword, a fake chat turn or the chat-template tokens of several model families (ChatML,
Llama 2 and 3, Gemma, Phi, Harmony, Alpaca, Human/Assistant, end-of-text tokens), or an
encoding (base64, ROT13, hex, reversed text, zero-width spaces, Unicode tag characters, URL
encoding, Morse, Caesar shifts, leetspeak, the NATO alphabet, A1Z26, binary, fullwidth and
homoglyph letters) or split into parts to join; moderation, policy, safety, compliance, GDPR,
debug, audit, admin and system framings; obeyed outputs with no translation, the translation
before or after the payload, the payload woven in, a partial translation, a translation with
one fact silently changed (a weekday, a time, a price, a quantity, a place, an added rule), a
translation into the wrong language, answers, summaries, headlines, keywords, ratings, role
replies (a tradesman, a grandmother, an official, a guide, an object, an animal) and
continuations (a story, a diary, a letter, a dialogue, a list, a recipe, a poem, minutes),
leaked "system prompts", "instructions", configurations, keys and "previous users' texts" in
several languages, and 67 outputs (about 1 in 7) cut off (finish_reason "length"). And 332
benign pairs (benign_a..benign_f), sources in 69 languages and targets in 21: the innocent
texts themselves, plain and in four language-neutral frames (224), and 108 hand-written
risky-looking sources (AI, chatbots, prompts, "ignore", "disregard", "forget", "continue",
"repeat", "reply", "translate", passwords, codes, commands, JSON, YAML, HTML, CSV, markdown,
links, e-mail addresses and headers, placeholders, clock times, dates, era years and decades
in local styles, units (converted where natural), numbered lists, tables, forms, buttons,
phone menus, quoted instructions, role words, greetings, apologies, questions, chat-like
exchanges, idioms rendered freely and 27 notices of several paragraphs, 19 of them 300 to 400
characters in the source).

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 6)


def blind16() -> list[Case]:
    """The sixteenth blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
