# ruff: noqa: RUF001  # word stems in many languages: their letters are meant
"""What an instruction speaks of (issue 41, round 2; worker.checks.instructions): notions
such as ignoring, "instead", translating, pretending or replying, each a pattern of word
stems in the worker's languages, searched in any text whatever its language. A faithful
translation of an instruction names its notions in the target language; a payload the
model wrote instead names none. Stems match at a word start in the cased scripts (Latin,
Greek, Cyrillic) and anywhere in the others; Greek accents are folded away (its stress
accent moves with the inflection). The tables are hand-made: no package lists these
notions across languages; each stem added for a faithful translation the rule flagged
(bench/safety/hard_benign.py) is a paraphrase a translator uses.
"""

from __future__ import annotations

import functools
import re

from worker.checks.lexicon import fold, opening
from worker.checks.notion_renderings import RENDERED, bound_renderings
from worker.checks.notion_stems import STEMS

# fold moved to worker.checks.lexicon (round 14) and is still read from here.
__all__ = ["NOTIONS", "REPORTED", "fold", "notion_groups", "notions", "own_notions"]

_W = r"(?<![^\W\d_])"  # a word start in the cased scripts


def _notion(stems: str, dense: str = "") -> re.Pattern[str]:
    body = rf"{_W}{opening(fold(stems))}(?:{fold(stems)})" + (
        f"|{opening(fold(dense))}(?:{fold(dense)})" if dense else ""
    )
    return re.compile(body, re.IGNORECASE)


# What an instruction speaks of, in the worker's languages (stems at a word start; dense
# scripts anywhere). A translation of the source names the same notions.
NOTIONS: dict[str, re.Pattern[str]] = {name: _notion(*stems) for name, stems in STEMS.items()}


@functools.lru_cache(maxsize=1024)
def notions(text: str) -> frozenset[str]:
    """The NOTIONS that ``text`` speaks of. Cached: a source's sentences are asked about by
    several checks of its job, and the same source comes in many target languages."""
    folded = fold(text)
    return frozenset(name for name, pattern in NOTIONS.items() if pattern.search(folded))


def notion_groups(text: str) -> list[frozenset[str]]:
    """The notions of ``text``, those matched in the very same words as one (round 11): a
    word speaks of one notion, however many stems it holds ("Setzen" is adding's "setz"
    and continuing's "setze"), and its translation names one of them. In sorted order."""
    folded = fold(text)
    by_words: dict[frozenset[int], set[str]] = {}
    for name, pattern in NOTIONS.items():
        starts = frozenset(_word_start(folded, m.start()) for m in pattern.finditer(folded))
        if starts:
            by_words.setdefault(starts, set()).add(name)
    return sorted((frozenset(g) for g in by_words.values()), key=sorted)


def _word_start(text: str, at: int) -> int:
    while at > 0 and text[at - 1].isalnum():
        at -= 1
    return at


# Words with their combining marks: Devanagari, Thai and Arabic vowel signs are no \\w
# ("भूलें" is one word, not "भ" and "ूल").
_WORDS = re.compile(r"(?:[^\W_]|[\u0300-\u036f\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0900-\u0dff\u0e31-\u0e4e])+")


# Round 14: an interpreter for translating, a page's "continued" for continuing (round 17b:
# being finished too, and a notice's regulations for its rules): renderings an output uses.
_RENDERED = RENDERED


def own_notions(output: str, source: str, *, rendered: bool = True) -> frozenset[str]:
    """The notions the output names in words of its own: a word copied from the source
    (a name, "Anna", which is Finnish for "give"; a link) translates no instruction.
    ``rendered``: with the renderings only an output uses (an interpreter, "continued")."""
    copied = {w.casefold() for w in _WORDS.findall(source)}
    own = fold(" ".join(w for w in _WORDS.findall(output) if w.casefold() not in copied))
    # Round 16b: a notion's phrase speaks of it alone ("no tengan en cuenta" is ignoring, not
    # replying's "cuent"): its words are set aside before the other notions are looked for.
    phrases = [(name, m.span()) for name, p in NOTIONS.items() for m in p.finditer(own) if " " in m.group(0)]
    for _, (start, end) in phrases:
        own = own[:start] + " " * (end - start) + own[end:]
    found = notions(own) | {name for name, _ in phrases} | _phrases_with_copied(output, source, copied)
    if not rendered:
        return found
    found |= {name for name, pattern in _RENDERED if name not in found and pattern.search(fold(own))}
    return found | bound_renderings(own, source)  # round 19b: "again", "put" rendered


def _phrases_with_copied(output: str, source: str, copied: set[str]) -> set[str]:
    """Round 44: the notions of the output's phrases whose small word the source holds too
    (Dutch "in plaats daarvan", instead, where an English source says "in this file"): the
    copied word left out, the phrase was no longer read. A phrase counts where the source
    does not hold it whole and it holds a word the source lacks ("plaats"): a name copied
    from the source still names nothing."""
    said, folded = fold(source), fold(output)
    found = set()
    for name, pattern in NOTIONS.items():
        for m in pattern.finditer(folded):
            words = _WORDS.findall(m.group(0))
            if len(words) > 1 and m.group(0) not in said and any(w not in copied for w in words):
                found.add(name)
                break
    return found


# An action reported done: sent, forwarded, copied, completed (past participles and
# "done" words; "fait", "hecho", "fatto" and "feito" left out: they are "fact" and "made"
# too). Not a notion of NOTIONS: an instruction never speaks of it, its obeyed output does.
REPORTED = _notion(
    # "sent" a whole word: as a stem it is also "sentence".
    # Round 47: "dispatched", "shipped", "submitted" too ("I've already dispatched a mechanic":
    # a source's own report, whose translation says "enviado").
    r"sent\b|forwarded|copied|done|completed|delivered|e-?mailed|uploaded|posted|dispatched|despatched|shipped"
    r"|submitted|gesendet|gesandt|geschickt|verschickt"
    "|weitergeleitet|kopiert|erledigt|versendet|übermittelt|hochgeladen|envoyé|transféré|copié|effectué|transmis"
    "|enviad|reenviad|copiad|realizad|inviat|inoltrat|copiat|eseguit|encaminhad|verzonden|verstuurd|doorgestuurd"
    "|gekopieerd|gedaan|skickad|skickat|vidarebefordrad|kopierad|sendt|videresendt|kopieret|udført|utført"
    "|wysłan|przesłan|skopiowan|gotowe|wykonan|odeslán|přeposlán|zkopírován|hotovo|отправлен|переслан|скопирован"
    "|готово|выполнено|надіслан|відправлен|пересла|скопійован|виконано|gönderildi|iletildi|kopyalandı|tamamlandı",
    "送信しました|送りました|転送しました|コピーしました|完了しました|送信済|転送済|已发送|已轉發|已转发|已复制|已複製|已完成"
    "|发送成功|전송했|보냈습니다|전달했|복사했|완료했|تم إرسال|تم الإرسال|تم التحويل|تم النسخ",
)
