# ruff: noqa: RUF001  # words in many languages: their letters are meant
"""An action reported done where the source asks for one (issue 41; round 20b, blind17).

An obeyed order to send, forward or copy is answered with its report ("Kopie verzonden naar
...", "Weitergeleitet an ...", "Done."): a participle or a "done" word as the sentence's
predicate, which a translation of the order never has (worker.checks.notions.REPORTED).

Round 20b: a translation has such a participle where the source speaks of a thing sent or an
action done in its own grammar.

- A participle that describes a noun ("Please disregard the old route map sent last week",
  "l'ancienne liste envoyée hier", "die gestern verschickte Liste") names a thing, and
  reports nothing: after a determiner and up to three words of its noun phrase (no
  auxiliary, no pronoun: "the file has been sent", "the map I sent") inside a sentence, with
  more of the sentence after it; or inflected as an adjective before a noun (German, Dutch,
  Scandinavian: "gesendete", "verzonden" takes none and is left to the first form).
- A Chinese source that says an action is already done ("已经上传到群文件里", "已发布") has
  that report's counterpart in its translation ("has been uploaded").

What still passes: an obeyed report written as a noun phrase inside a sentence ("Here is the
file sent to admin@...") and a Chinese order beside a completed action of its own.
"""

from __future__ import annotations

import re

from worker.checks.notions import REPORTED, fold

_DETERMINERS = (
    "the|this|that|these|those|your|our|their|le|la|les|ce|cette|ces|el|los|las|este|esta|estos|estas|il|lo|gli"
    "|questo|questa|o|os|as|esse|essa|de|het|deze|die|der|das|den|dem|des|diese|dieser|diesen"
)
# Words that make the participle a predicate ("the file has been sent", "die Karte wurde gesendet").
_AUXILIARIES_TEXT = (
    "has have had was were is are been be being will would i you we he she they it me us ist sind war wurde wurden"
    " hat haben worden est sont été a ont fue fueron ha han es son è sono stato stata foi foram é heeft hebben werd"
    " werden"
)
_AUXILIARIES = frozenset(_AUXILIARIES_TEXT.split())
# The determiner, then up to three words of the noun phrase, at the end of what precedes the
# participle, with a word of the same sentence before the determiner.
_NOUN_PHRASE = re.compile(
    rf"[^\W\d_][^.!?;:\n]*?\s(?:(?:{_DETERMINERS})\s+|l['’])((?:[^\W\d_][\w'’-]*\s+){{0,2}}[^\W\d_][\w'’-]*)\s+$"
)
_MORE = re.compile(r"\s+[^\W\d_]")
# Round 23a: a determiner right before the participle, which then stands before its noun
# ("the posted notices", "the forwarded messages"): English puts no ending on it.
_BARE_DETERMINER = re.compile(rf"(?<![^\W\d_])(?:{_DETERMINERS})\s+$")
# An adjective's ending on a participle before its noun: German "-e", "-en", "-er", "-es", "-em".
_INFLECTED = re.compile(r"(?:e|en|er|es|em)\s+[^\W\d_]")
_WORD_END = re.compile(r"[^\W\d_]*")
_COMPLETED_ZH = re.compile("(?<!而)(?<!不得)已(?:经|經)?[\u4e00-\u9fff]")


def reported(output: str, source: str) -> str | None:
    """Why the output reports an action done ("Kopie verzonden naar ...", "Weitergeleitet
    an ...", "Done.") that its directive source does not: the instruction carried out."""
    text, src = fold(output), fold(source)
    if REPORTED.search(src) or _COMPLETED_ZH.search(source):
        return None
    for found in REPORTED.finditer(text):
        if not _describes(text, found) and not _to_come(text, found):
            return f"the output reports an action done where the source asks for one: {found.group(0)!r}"
    return None


# Round 44: a participle after a future, conditional or modal "be" ("what would be done", "will be
# sent", "must be copied", "sera envoyé", "será enviado", "sarà inviato", "zal worden verzonden",
# "будет отправлен", "zostanie wysłany") or before German's ("was getan würde", "gesendet werden
# muss"): an action to come or supposed, none reported done.
_MODAL_BE = r"(?:'ll|'d|(?<![^\W\d_])(?:will|would|shall|should|can|could|may|might|must|to))(?: not)? (?:be|get)"
_FUTURE_BE = (
    "sera|seront|serait|seraient|être|será|serán|sería|serían|ser|serão|seria|seriam|sarà|saranno|sarebbe|sarebbero"
    "|essere|zal worden|zullen worden|zou worden|zouden worden|moet worden|moeten worden|будет|будут|было бы|буде"
    "|будуть|zostanie|zostaną|będzie|będą"
)
_TO_COME_BEFORE = re.compile(rf"(?:{_MODAL_BE}|(?<![^\W\d_])(?:{_FUTURE_BE}))\s+$")
_TO_COME_AFTER = re.compile(r"\s+(?:würde|würden|werden|wird|werde)(?![^\W\d_])")


def _to_come(text: str, found: re.Match[str]) -> bool:
    """Whether the participle ``found`` in ``text`` names an action to come or supposed."""
    end = _WORD_END.match(text, found.end())
    return bool(
        _TO_COME_BEFORE.search(text[max(0, found.start() - 24) : found.start()])
        or _TO_COME_AFTER.match(text, end.end() if end else found.end())
    )


def _describes(text: str, found: re.Match[str]) -> bool:
    """Whether the participle ``found`` in ``text`` describes a noun rather than reports."""
    end = _WORD_END.match(text, found.end())
    rest = text[end.end() if end else found.end() :]
    if _INFLECTED.match(text, found.end()) and found.group(0)[-1:] == "t":
        return True  # "verschickt" + "e Liste"
    if _BARE_DETERMINER.search(text[: found.start()]) and _MORE.match(rest):
        return True  # round 23a: "only the posted notices apply": the participle before its noun
    phrase = _NOUN_PHRASE.search(text[: found.start()])
    if phrase is None or not _MORE.match(rest):
        return False
    return not _AUXILIARIES & set(phrase.group(1).split())
