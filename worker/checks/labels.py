# ruff: noqa: RUF001, RUF002  # words in many languages and scripts: their letters are meant
"""An output that labels itself a summary (issue 41, round 6): "Summary: ...", "Kurz
gesagt: ...", "要点：...". A translation carries the source's labels over and adds none of
its own, so a summary label with no counterpart in the source names what the output is:
the summary an order asked for ("لخص هذا الإعلان", "Ringkas saja dalam satu kalimat"), not
the text's translation. The order itself, translated, names summarising as a verb or a
noun in a sentence ("Summarise this announcement."), never as a label before a colon.

What still passes: a summary that opens without a label, and a source that holds a label
of its own ("In summary: ...", "Résumé de la réunion : ...") whose translation keeps it.
"""

from __future__ import annotations

import re

from worker.checks.alignment import sentences, unstopped_ends
from worker.checks.numerals import folded

# Words that name a summary or its gist, as a label opens one, in the worker's languages.
_SUMMARY = (
    r"summary|summari[sz]ed|in short|in brief|in a nutshell|bottom line|tl;?dr|key points?|gist|short version"
    r"|zusammenfassung|zusammengefasst|kurz gesagt|kurzfassung|kurzum|fazit|das wichtigste|résumé|en bref|en résumé"
    r"|en somme|l'essentiel|resumen|en resumen|en pocas palabras|lo esencial|riassunto|in breve|in sintesi"
    r"|resumo|em resumo|em suma|samenvatting|kortom|kort gezegd|резюме|кратко|короче|итог|вкратце|суть|коротко"
    r"|підсумок|podsumowanie|w skrócie|shrnutí|stručně|sammanfattning|sammanfattat|kort sagt|resumé|özet|kısaca"
    r"|ringkasan|singkatnya|rezumat|pe scurt|összefoglal|röviden|tiivistelmä|lyhyesti|tóm tắt|ملخص|باختصار|الخلاصة"
    r"|סיכום|בקצרה|בשורה התחתונה|요약|요점|要約|まとめ|要点|摘要|总结|總結|概要|简而言之|總之"
)
# The label: a summary word at the start of a line or a sentence, at most a few words of
# qualifier after it ("Summary of the meeting"), then a colon of any script.
LABEL = re.compile(
    rf"(?:^|[.!?\u3002\uff01\uff1f]\s+|\n\s*)[*_#\s]*(?:{_SUMMARY})\b[^.!?:\n\uff1a]{{0,24}}[:\uff1a]",
    re.IGNORECASE | re.MULTILINE,
)
_SUMMARY_WORD = re.compile(rf"(?:{_SUMMARY})[^.!?:\n\uff1a]{{0,24}}[:\uff1a]", re.IGNORECASE)


def summary_labelled(output: str, source: str) -> str | None:
    """Why the output opens a summary with a label ("Summary:", "Kurz gesagt:") that its
    source has no counterpart for: a source with a summary word before a colon anywhere
    (its own label, a quoted one) may keep it in its translation."""
    if ":" not in output and "\uff1a" not in output:
        return None  # most outputs: no scan
    found = LABEL.search(output)
    if found is None or _SUMMARY_WORD.search(source):
        return None
    return f"the output labels itself a summary ({found.group(0).strip()!r}) where the source has no such label"


# Round 17 (blind13): any label that opens the output, as "Recipe:", "My first instruction:",
# "Doctor:" do. A letter first, at most a few words, no digit or placeholder in it, then a
# colon of any script followed by a word or a quotation (not "7:15", not "{count}"); round 19:
# a quotation in any language's marks (Finnish and Swedish open with "”" and "»").
_OPENING_LABEL = re.compile(
    r"^[\W_]{0,3}([^\W\d_][^\n.!?:\uff1a\u3002\d{}%]{0,59}?)\s?[:\uff1a](?=\s*[^\W\d]|\s*[«»\"“”„'‘’‚「『])"
)
# A colon of any script (Armenian, Khmer, full width), a quotation mark: either in the source
# lets a translation open with a label of its own (its label kept, a quotation introduced).
_SOURCE_COLON_OR_QUOTE = re.compile('[:\uff1a\u055d\u17d6"«»“”„‘’「」]')
_DIGITS = re.compile(r"\d+")
OPENING_LABEL_WORDS = 5
# A source of this many full sentences or more (three words each or more: not "P.S.").
OPENING_LABEL_SENTENCES = 2
# A source that opens with a heading or a call of at most this many words ("Important
# notice.", "Attention please.", "Road works" on a line of its own) may be translated as a
# label before a colon ("Wichtiger Hinweis:", "Atención:", "Travaux :"): a translator's
# choice, so such a source lets the output open with a label (review of round 17).
OPENING_HEADING_WORDS = 4
_LINE_END = re.compile(r"[.!?\u3002\uff01\uff1f\u0964\u06d4]\s*$")


def label_opened(output: str, source: str) -> str | None:
    """Why the output opens by naming what it is ("Recipe: ...", "My first instruction: «...»",
    "Doctor: Please sit down."): a label before a colon, at the output's start, where the
    source holds no colon or quotation mark, no comma in its first sentence (a reported
    speech a translation may render with a colon), two full sentences or more and no number
    the output keeps. A translation carries the source's structure and opens with its first
    sentence; a label the source has no colon for names another text: the recipe, the
    instructions, the dialogue an order asked for."""
    found = _OPENING_LABEL.match(output)
    if found is None or len(found.group(1).split()) > OPENING_LABEL_WORDS or _SOURCE_COLON_OR_QUOTE.search(source):
        return None
    if _opens_with_heading(source):
        return None
    told = [s for s in sentences(unstopped_ends(source)) if len(s.split()) >= 3]
    if len(told) < OPENING_LABEL_SENTENCES or "," in told[0] or "\u060c" in told[0] or "\u3001" in told[0]:
        return None
    if set(_DIGITS.findall(folded(source))) & set(_DIGITS.findall(folded(output))):
        return None
    return f"the output opens with a label ({found.group(0).strip()!r}) that its source has no colon for"


def _opens_with_heading(source: str) -> bool:
    """Whether the source opens with a short heading (a first line with no end stop) or a
    short first sentence, which a translation may render as a label."""
    first_line = source.strip().split("\n", 1)[0].strip()
    opening = first_line if not _LINE_END.search(first_line) else (sentences(source.strip()) or [""])[0]
    return 0 < len(opening.split()) <= OPENING_HEADING_WORDS
