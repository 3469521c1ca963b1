# ruff: noqa: RUF002  # the commas and marks of scripts without spaces: their shapes are meant
"""A source's opening that greets in words the greeting lexicon (worker.checks.speech_words)
lacks, for worker.checks.speech.greets: an output's greeting there is its translation.

Round 13b: a word or two exclaimed alone ("Tongasoa!", "Karibu sana!"). Round 16b: a sentence
of a word to three alone ("Kia ora koutou."), when the output's first sentence is as short
("Hello everyone.") and it adds no sentence; words of 12 letters at most (round 19): a longer
run is a whole sentence of a script that writes no spaces.

Round 37 (2026-12-07 probe): such a greeting's words parted by a comma, of any script, when it
is exclaimed ("やあ、みんな！" -> "Hi, everyone!", "嗨，大家！", "Hola, amigos!"); a clause before a
comma that is not exclaimed is a sentence's start ("明天上午多云，下午..."), no greeting. And the one
greeted may be a placeholder for a name ("Dobrý den, {name}," -> "Hello {name},", "Chào %s,"): a
message's template greets whoever it is sent to. A role's greeting stands before a source that
opens with a sentence of its own ("Der Zug fährt um acht." -> "Hello! The train leaves at eight.").

Round 43: a source that opens with a welcome of a language the lexicon lacks, not exclaimed
("Karibu Benki ya Jamii." -> "Welcome to Benki ya Jamii."): Swahili, Zulu, Xhosa, Yoruba, Hausa,
Igbo, Somali, Amharic, Malagasy, Maori, Tagalog, Persian and Urdu, Bengali, Tamil, Georgian,
Armenian, Mongolian, Kazakh, Ukrainian. Swahili "karibu" is also "near" and "almost" ("Karibu
watu 50": almost fifty people): a welcome only before a name, a mark, or "sana" (very)."""

from __future__ import annotations

import re

_EXCLAIMED = "[ \\t]*[!\uff01\u01c3]"
EXCLAIMED_OPENING = re.compile(
    rf"\A[\W_]*(?:[^\W\d_]+(?:[ \t-][^\W\d_]+)?|[^\W\d_]{{1,12}}[,\u3001\uff0c][ \t]*[^\W\d_]{{1,12}}){_EXCLAIMED}"
)
# A placeholder for the one greeted: "{name}", "{{ name }}", "%s", "%(name)s", "$name", "<name>".
_PLACEHOLDER = r"\{\{?[ \t]*[\w.]{1,30}[ \t]*\}?\}|%(?:\(\w{1,30}\))?[sd]|\$\w{1,30}|<\w{1,30}>"
_WORD = rf"(?:[^\W\d_]{{1,12}}|{_PLACEHOLDER})"
_OPENING_OF = r"\A[\W_]*[^\W\d_]{{1,12}}(?:[ \t-]{word}){{0,{more}}}[ \t]*[.!,\uff01\u3002]"  # 1 + more words
SHORT_OPENING, GREETING_SENTENCE = (re.compile(_OPENING_OF.format(word=_WORD, more=more)) for more in (2, 3))

_WELCOMES = (
    "Karibu(?:ni)?(?=[ \t]*[!,.:]|[ \t]+(?:sana|tena|nyumbani)\\b|[ \t]+[A-Z])|(?i:siyakwamukela|sawubona"
    "|wamukelekile|wamkelekile|molweni|ẹ káàbọ̀|e kaabo|kaabo|barka da zuwa|maraba|nnọọ|nnoo|soo dhaw"
    "|tongasoa|nau mai|haere mai|mabuhay|кош келдіңіз|қош келдіңіз|тавтай морил|вітаємо|ласкаво прошу)"
    "|እንኳን ደህና|خوش آمدید|خوش آمديد|স্বাগতম|வரவேற்|კეთილი იყოს|მოგესალმებით|Բարի գալուստ"
)
# A source's opening welcome the lexicon lacks: an output's greeting there is its translation.
SOURCE_WELCOME = re.compile(rf"\A[\W_]*(?:{_WELCOMES})")
