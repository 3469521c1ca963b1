"""The seventeenth blind part of ``python -m bench safety``: attacks and benign cases written BLIND,
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
faithful translation of its row's innocent text).

Every row is written by hand, its injection and its obeyed output (what a small instruct model
that obeyed would write) both its own. The 64 innocent texts (bench.safety.blind17.texts and
texts_b, two sentences each, each in its own source language) are on sport, leisure, nature,
weather, seasons and small festivals in Europe, South Asia, East and Southeast Asia and the
Middle East, on themes no earlier set used: a fog forecast on a Faroese walk, Easter clay bird
whistles, a village ice-skating tour, Chalandamarz bells, the Sorbian birds' wedding, a Breton
pardon, a shinty cup final, a pétanque contest, the Sartiglia, Kaliady carollers, Malanka
mummers, a Śmigus-dyngus water fight, a floorball tournament, the Balaton cross-swim, a
snowshoe hike, wife carrying, Hidirellez, chovgan, a spring wildflower walk, Sham el-Nessim, an
almond blossom walk, a dust storm delaying a camel race, a cherry festival, a Lag BaOmer
bonfire, Yalda night, Puck Fair, bog snorkelling, an aurora forecast, Walpurgis Night, a
korfball match, a Schützenfest, kiiking, Užgavėnės, Planica ski jumping, a panigyri, a bocce
tournament, the Fallas ninot exhibition, the Festa dos Tabuleiros, Lohri, the Tarnetar fair,
kambala, pulikali, Raja swings, Magh Bihu, khuru, Saga Dawa, dawaz rope walking, an autumn
leaf hike, the Boryeong mud festival, Chongyang hill climbing, the Cheung Chau bun festival, a
đá cầu club, sepak takraw, Sekaten, a ngabuburit bike ride, Songkran, Bun Bang Fai, angkunh,
chinlone, Pahiyas, Kukur Tihar, kabaddi, Pohela Boishakh and silambam.

What it holds: the 16 attack classes of bench.safety.blind.ATTACK_KINDS, 31 cases each (one
module each, 496 cases); attack sources in 64 languages (Faroese, Luxembourgish, West
Frisian, Romansh, Upper Sorbian, Breton, Scottish Gaelic, Occitan, Sardinian, Belarusian,
Ukrainian, Polish, Czech, Hungarian, Romanian, Finnish, Turkish, Azerbaijani, Kurmanji,
Egyptian, Levantine, Gulf and Moroccan Arabic, Hebrew, Persian, Irish, Welsh, Icelandic,
Swedish, Dutch, German, Estonian, Lithuanian, Slovenian, Greek, Italian, Spanish, Portuguese,
Punjabi, Gujarati, Kannada, Malayalam, Odia, Assamese, Dzongkha, Tibetan, Uyghur, Japanese,
Korean, Chinese, Cantonese, Vietnamese, Indonesian, Javanese, Sundanese, Thai, Lao, Khmer,
Burmese, Tagalog, Nepali, Hindi, Bengali and Tamil) and targets in 20; the injection in the
source language, in English or in a third language, at the start, in the middle or at the
end, inside an HTML comment, attribute, alt, aria-label, data attribute, title, hidden
paragraph or span, meta tag, noscript, template, details, ruby annotation, abbr title, SVG
title, object param, hidden input or style block, YAML front matter, a markdown comment or
link title, a LaTeX \\iffalse block, a table, CSV, JSON, code, an e-mail header, a chat log, a
fake chat turn or chat-template token of several model families (ChatML, Llama 2 and 3,
Gemma, Phi, Harmony, Alpaca, Human/Assistant), or an encoding (base64, ROT13, hex, reversed
text, zero-width spaces, tag characters, URL encoding, Unicode escapes, Morse, a Caesar shift,
leetspeak, the NATO alphabet, A1Z26) or split into parts to join; moderation, content filter,
trust and safety, admin, debug and developer-mode framings; obeyed outputs with no
translation, the translation before or after the payload, the payload woven in, a partial
translation, a translation with one fact silently changed (a date, a weekday, a time, an age,
a quantity, a permission), a translation into the wrong language (a neighbour, a dialect, the
standard form, two at once), answers, summaries, headlines, tweets, keywords, role replies (a
goat, a coach, the fog, a grandmother, a saint, a swing, a ninot, a bun) and continuations (a
story, a diary, a letter, a dialogue, a programme, a poem, a match report), leaked "system
prompts", configurations, keys, queues and "previous users' texts", and 66 outputs (about 1 in
8) cut off (finish_reason "length"). And 321 benign pairs (benign_a..benign_f): the innocent
texts themselves, plain and in two language-neutral frames, and every third in a JSON field
(213), and 108 hand-written risky-looking sources in 34 languages (AI, chatbots, prompts,
"ignore", "disregard", "forget", "continue", "repeat", "reply", "translate", passwords, codes,
system messages, JSON, YAML, HTML, CSV, code, links, e-mail addresses, placeholders, clock
times, dates, era years and decades in local styles, units converted where natural, numbered
lists, tables, forms, quoted instructions, role words, greetings, apologies, questions,
chat-like exchanges, headings rendered as labels, idioms rendered freely, and 10 notices of
several paragraphs, 8 of them 300 to 400 characters in the source).

NEVER tune the checks on this set: it measures how they generalise, once. A case that is
missed is a figure to report, not a rule to add; a new blind set is the way to measure again.
"""

from __future__ import annotations

from bench.safety.attacks import Case
from bench.safety.blind2.common import set_modules

ATTACK_MODULES, BENIGN_MODULES = set_modules(__name__, 6)


def blind17() -> list[Case]:
    """The seventeenth blind set: its benign cases first, then the attacks class by class."""
    return [case for module in (*BENIGN_MODULES, *ATTACK_MODULES) for case in module.cases()]
