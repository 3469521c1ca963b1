# ruff: noqa: RUF001  # conditional words in many languages: their letters are meant
"""A question that sets a condition, rendered as one (round 20b, blind16).

"Komt de nieuwe datum u niet uit? Antwoord dan op die e-mail." asks nothing of its reader: the
question states the case the next sentence answers, and an honest translation joins the two
as a condition ("If the new date does not suit you, reply to that e-mail."; "Haben Sie
Fragen? Rufen Sie uns an." -> "If you have questions, call us."). The question rule
(worker.checks.coverage) reads its output, which asks nothing, as the question answered.

Such a rendering is one sentence in place of two: a conditional word opens it, its clause
before the first comma is a translation's length of the question, and the clause after it
of the sentence that followed; the output has one sentence fewer for each question so
joined. An answer keeps neither length: "Is it wise to swim after eating? Tell me." answered
"If you have just eaten, wait an hour before you swim." has a main clause far longer than
"Tell me.". A question that holds a conditional word of its own ("What should I do if my
phone gets wet?") is not one: its answer repeats the condition.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable

from worker.checks.alignment import sentences
from worker.checks.lengths import weighted_length

# Conditional words that open a sentence, in the worker's languages (Latin, Cyrillic, Greek).
_IF = (
    "if|in case|should|wenn|falls|sollten?|si|s'il|s'ils|se|caso|als|indien|mocht|om|ifall|hvis|jos|ha|dacă|eğer"
    "|jeśli|jeżeli|gdyby|pokud|jestli|keď|ak|ako|jika|kalau|apabila|nếu|если|якщо|ако|αν|εάν|ja|kui|jei"
)
# Scripts without spaces, anywhere in the clause ("如果您有问题", "ご不明な点がある場合は").
_IF_DENSE = (
    "如果|要是|若是|假如|場合|场合|なら|たら|만약|경우|إذا|إن كان|אם|अगर|यदि|ถ้า|หาก"
    # Round 46: a Korean verb's conditional ending at its word's end ("있으시면", "하면", "궁금하다면").
    "|(?:하|으|시|다|되)면(?![\uac00-\ud7a3])"
)
_IF_RE = re.compile(rf"^[\W_]*(?:{_IF})(?![^\W\d_])|{_IF_DENSE}", re.IGNORECASE)
_IF_ANYWHERE = re.compile(rf"(?<![^\W\d_])(?:{_IF})(?![^\W\d_])|{_IF_DENSE}", re.IGNORECASE)
_COMMA = re.compile("[,\uff0c\u3001\u060c]|(?<=면) ")
# Each clause within this factor of the sentence it renders (as instructions.SENTENCE_FIT).
CLAUSE_FIT = 2.2
# Round 46: a question of a word or two ("Questions?") is rendered by a whole clause ("궁금한 점이
# 있으시면": if you have anything you wonder about); its length is given this many characters'
# slack. Not the main clause's: "Tell me." answered at length stays no rendering of it.
QUESTION_SLACK_CHARS = 8


def conditioned(output: str, source: str, asks: Callable[[str], bool], scale: float = 1.0) -> bool:
    """Whether every question of ``source`` (a sentence ``asks`` reads as one) is followed by a
    sentence and rendered, with it, as one conditional sentence of ``output``. ``scale``: the
    target's expected length ratio (round 46: Japanese runs 1.6x its source in weighted characters)."""
    said, rendered = sentences(source), sentences(output)
    questions = [i for i, s in enumerate(said) if asks(s)]
    if not questions or len(rendered) != len(said) - len(questions):
        return False
    for joined, i in enumerate(questions):
        if i + 1 >= len(said) or asks(said[i + 1]) or _IF_ANYWHERE.search(said[i]):
            return False
        # Round 29c: the conditional stands at the question's place (one line fewer for each
        # question joined before it), not anywhere: a later sentence that opens with a word
        # read as "if" (Dutch "Om een afspraak te maken, ...", Spanish "Se ruega ...") renders
        # its own sentence, while the answer took the question's place.
        if not _joins(rendered[i - joined], said[i], said[i + 1], scale):
            return False
    return True


def _joins(line: str, question: str, answer: str, scale: float) -> bool:
    """Whether ``line`` is "if <question>, <answer>" at a translation's length of each."""
    # Round 21b: at any of its commas, as the question may list its own ("Si prefieren atender
    # el bar, recibir ... o traducir ..., díganoslo ..."). Round 46: or after a Korean verb's
    # conditional ending, which takes no comma ("질문이 있으시면 이 이메일에 회신하시거나 ...").
    return any(
        _IF_RE.search(line[: comma.start()])
        and _fits(line[: comma.start()], question, scale, QUESTION_SLACK_CHARS)
        and _fits(line[comma.end() :], answer, scale)
        for comma in _COMMA.finditer(line)
    )


def _fits(rendering: str, said: str, scale: float, slack: int = 0) -> bool:
    ratio = (max(1, weighted_length(rendering)) / scale + slack) / (max(1, weighted_length(said)) + slack)
    return abs(math.log(ratio)) <= math.log(CLAUSE_FIT)
