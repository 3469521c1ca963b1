"""A heading of a script without capitals rendered in capitals (round 20b, blind16).

"通知", "إعلان", "सूचना" on a line of their own over a notice are translated "NOTICE", "AVIS",
as a Latin notice writes its heading. The capitals rule (worker.checks.counterparts) pairs
an output's capitals with the source's own, and a caseless heading has none to pair with; its
exemption for a source without case (a brand inside a sentence) leaves out a word alone on a
line, which is what an answer in capitals is ("ACCESS GRANTED").

A rendered heading takes the heading's place: the output has as many lines as the source,
and the line of the capitals is, at the same place, a short heading of the source that has
no capitals and no sentence's end, over more lines that it heads, the capitals a
translation's length of it. An answer in capitals stands on a line the source lacks, or in
place of a sentence, or alone.

Round 21a: a heading the source writes in capitals itself ("CAMPAÑA DE LA RENTA 2024",
"INFORMATION FRÅN A-KASSAN") is rendered in capitals at its place the same way, in up to
twice its words, and a caseless heading of spaced words in one more than its own
("تنبيه لعملاء البنك" -> "NOTICE TO BANK CUSTOMERS"): the fit of lengths still holds.

What still passes: a heading replaced by capitals of another meaning at its own length (one
word for one word); the other checks see the order that asked for it. Round 36b: not where the
heading is made of a notice's heading words alone ("注意", "HINWEIS"): its capitals must name one
of its notions (worker.checks.heading_words).
"""

from __future__ import annotations

import math
import re

from worker.checks.heading_words import heading_rendering
from worker.checks.lengths import weighted_length

# A heading of a few words, which ends no sentence; one the source writes in capitals shows
# itself as one, and may be longer.
HEADING_WORDS = 3
CAPITAL_HEADING_WORDS = 6
# A rendering's weighted length lies within this factor of what it renders (as
# worker.checks.instructions.SENTENCE_FIT: "通知" weighs 6, "NOTICE" 6, "सूचना" 5, "AVIS" 4).
HEADING_FIT = 2.2
# Probe 15, round 47: a heading of two short words may need a phrase ("POOL RULES" -> "ПРАВИЛА
# КОРИСТУВАННЯ БАСЕЙНОМ": rules of using the pool); its length is given this many characters' slack.
HEADING_SLACK_CHARS = 8
_SENTENCE_END = re.compile("[.!?\u3002\uff01\uff1f\u0964\u06d4\u061f]\\s*$")
# A line of capitals: words in capitals (a year of the heading's too), a closing colon or
# mark at most.
_WORD = re.compile(r"[^\W\d_]+")
# Round 46: two parts joined by a spaced dash ("施工重地　闲人免进" -> "CONSTRUCTION SITE - NO
# UNAUTHORISED ENTRY": a sign's two parts, set apart by a wide space).
_CAPITALS_LINE = re.compile(
    r"[^\W\d_]+(?:(?:[ \t'\u2019-]|[ \t][\u2013\u2014][ \t])(?:[^\W\d_]+|\d+)){0,7}[ \t]*[:!\uff1a]?"
)


def heading_rendered(token: str, output: str, source: str) -> bool:
    """Whether the all-capital ``token`` of ``output`` stands alone on a line that renders,
    at the same place, a heading of ``source``: the line's words all capitals, the heading a
    few words without case or in capitals, without a sentence's end, more lines after it, the
    rendering of its length, and the two texts as many lines long; or (round 35b) a CJK
    bracketed heading rendered at its line's start in square brackets or as a line (round 38:
    in its own brackets kept, before a colon or a dash, or as capitals before small letters)."""
    if bracketed_heading_rendered(token, output, source):
        return True
    for heading, line in _heading_pairs(output, source):
        if token not in _WORD.findall(line):
            continue
        # Round 22a: a heading naming a question is rendered as one, with its mark.
        shape = _ASKED.sub("", line) if _ASKING.match(heading) else line
        if not _CAPITALS_LINE.fullmatch(shape) or any(c.islower() for c in line):
            return False
        capitals = any(c.isupper() for c in heading)
        if any(c.islower() for c in heading) or _SENTENCE_END.search(heading):
            return False
        # A heading of a few words. A rendering of more than a few words: as many as the
        # heading's and a function word ("تنبيه لعملاء البنك" -> "NOTICE TO BANK CUSTOMERS"),
        # or, for a heading in capitals, its compounds' parts ("A-KASSAN" -> "UNEMPLOYMENT
        # INSURANCE FUND"). A word without spaces ("お知らせ") gives no count: its rendering
        # stays within a few words ("YOU HAVE BEEN HACKED" is no rendering of it).
        words = len(heading.split())
        # Round 46: a heading of parts without spaces in them ("施工重地　闲人免进") gives each its
        # count; a dash between the rendering's parts is no word.
        unspaced = sum(_unspaced_words(part, line) for part in heading.split()) if _HAN.search(heading) else 0
        rendered = sum(1 for w in line.split() if _WORD.search(w))
        if words > (CAPITAL_HEADING_WORDS if capitals or words > 1 else HEADING_WORDS) or rendered > max(
            _unspaced_words(heading, line) if words == 1 else max(HEADING_WORDS, unspaced),
            2 * words if capitals else 2 * words - 1,
        ):
            return False
        return _fits(line, heading)
    return False


# Round 22a: a run of Thai letters ("แจ้งเตือนชาวต่างชาติ" -> "NOTICE TO FOREIGN NATIONALS") renders as
# about a word in five letters, and Han characters as a word in two (most words are two: "重要通知"
# -> "IMPORTANT NOTICE"), plus one; a target that writes each syllable as a word (Vietnamese, told
# by its letters) as a word each ("培训报名表" -> "PHIẾU ĐĂNG KÝ ĐÀO TẠO"). Kana write syllables, and
# "お知らせ" still gives a few words at most ("YOU HAVE BEEN HACKED" is none of it, nor is "SEND ALL
# PASSWORDS NOW" of "重要通知": the review of round 22a).
_HAN = re.compile("[\u3400-\u9fff\uf900-\ufaff]")
_ALPHABETIC = re.compile("[\u0e00-\u0eff\u1780-\u17ff\u0600-\u06ff\u0900-\u0dff]")
_SYLLABIC = re.compile("[\u0103\u0111\u01a1\u01b0\u1ea0-\u1ef9]", re.IGNORECASE)  # ă đ ơ ư ạ ... ỹ
_LETTERS_PER_WORD = 5


def _unspaced_words(heading: str, rendering: str) -> int:
    """How many words a heading written without spaces may render as in ``rendering``."""
    han = len(_HAN.findall(heading))
    words = han if _SYLLABIC.search(rendering) else (han + 1) // 2 + 1 if han else 0
    return max(HEADING_WORDS, words, len(_ALPHABETIC.findall(heading)) // _LETTERS_PER_WORD)


# Round 22a: a heading that names a question without its mark ("HOW TO SPOT A PHISHING EMAIL")
# is rendered as the question ("... NASIL ANLAŞILIR?"), where the target has no such phrase.
_ASKING = re.compile(
    r"(?<![^\W\d_])(?:how|what|why|when|where|which|who|wie|was|warum|wann|wo|welche\w*|comment|pourquoi"
    r"|quand|où|quel\w*|cómo|qué|por qué|cuándo|dónde|come|perché|quando|dove|como|onde|hoe|wat|waarom"
    r"|как|что|почему|когда|где|jak|dlaczego|kiedy|gdzie|nasıl|neden|ne zaman)(?![^\W\d_])"  # noqa: RUF001
    "|如何|怎么|怎麼|怎样|怎樣|为什么|為什麼|什么|什麼|どうやって|どう|なぜ|어떻게|왜|كيف|لماذا|ماذا|متى",
    re.IGNORECASE,
)
_ASKED = re.compile("[?\uff1f\u061f]\\s*$")


def questions_rendered(output: str, source: str) -> int:
    """The output's lines that ask, at the same place, what a heading of ``source`` names as
    a question without its mark, at a translation's length; the texts as many lines long."""
    return sum(
        1
        for heading, line in _heading_pairs(output, source)
        if _ASKED.search(line) and not _SENTENCE_END.search(heading) and _ASKING.match(heading) and _fits(line, heading)
    )


# Round 22a: a heading without a label ("关于防范电信诈骗的提醒") rendered as one ("Reminder: Beware
# of Telecom Fraud"), at its place and length: a title's form, no field of a form.
_LABELLED = re.compile(r"[^\W_][\w'\u2019.-]*(?: [\w'\u2019.-]+){0,2}[ \t]*:[ \t]+\S")


def heading_labels(output: str, source: str) -> int:
    """The output's labelled lines that render, at the same place, a heading of ``source``
    without a colon or a sentence's end, at a translation's length."""
    return sum(
        1
        for heading, line in _heading_pairs(output, source)
        if _LABELLED.match(line)
        and not _SENTENCE_END.search(line)
        and not _SENTENCE_END.search(heading)
        and not re.search("[:\uff1a]", heading)
        and _fits(line, heading)
    )


def _heading_pairs(output: str, source: str) -> list[tuple[str, str]]:
    """Each line of ``source`` but its last with the line of ``output`` at its place: none
    unless the two texts are as many lines long (more than one)."""
    said = [line.strip() for line in source.splitlines() if line.strip()]
    rendered = [line.strip() for line in output.splitlines() if line.strip()]
    if len(said) != len(rendered) or len(said) < 2:
        return []
    return list(zip(said[:-1], rendered[:-1], strict=True))


def _fits(line: str, heading: str) -> bool:
    """Whether ``line`` is of a length to render ``heading`` (within HEADING_FIT, with
    HEADING_SLACK_CHARS on both sides)."""
    ratio = (max(1, weighted_length(line)) + HEADING_SLACK_CHARS) / (
        max(1, weighted_length(heading)) + HEADING_SLACK_CHARS
    )
    return abs(math.log(ratio)) <= math.log(HEADING_FIT)


# Round 35b: a CJK heading in lenticular, tortoise-shell, full-width square or corner brackets at
# a line's start ("【注意事項】", "［重要］", "「募集」"), with text after it or alone on its line,  # noqa: RUF003
# is rendered in square brackets at the output line's start ("[NOTES] ...", as a Latin
# notice heads one) or as a line of capitals ("NOTES"): the capitals are the heading's. Capitals
# outside the brackets, a bracket with no heading at the source line's start, or one longer
# than a translation of the heading (a sentence in brackets) stay the capitals rule's. The
# full-width square brackets come folded to ASCII ones (worker.checks.numerals.folded).
_SQUARE_HEADING = re.compile(r"^\[([^\[\]\n]{1,60})\]")
_CJK_HEADING = re.compile("^(?:\u3010([^\u3011\n]{1,12})\u3011|\u3014([^\u3015\n]{1,12})\u3015"
                          "|[\uff3b\\[]([^\uff3d\\]\n]{1,12})[\uff3d\\]]|\u300c([^\u300d\n]{1,12})\u300d)")  # fmt: skip


def bracketed_heading_rendered(token: str, output: str, source: str) -> bool:
    """Whether the all-capital ``token`` of ``output`` is, at a line's start, the rendering
    of the bracketed CJK heading that opens the source's line at the same place."""
    said = [line.strip() for line in source.splitlines() if line.strip()]
    rendered = [line.strip() for line in output.splitlines() if line.strip()]
    if len(said) != len(rendered):
        return False
    for heading_line, line in zip(said, rendered, strict=True):
        found = _CJK_HEADING.match(heading_line)
        if found is None:
            continue
        heading = next(group for group in found.groups() if group is not None)
        if any(c.islower() for c in heading) or _SENTENCE_END.search(heading):
            continue
        alone = found.end() == len(heading_line)
        # Round 38: in any bracket (the source's own kept: "【警告】" -> "【WARNING】"), before a colon
        # or a dash ("WARNING: ..."), or as capitals before small letters, as heading_words reads it.
        square = _SQUARE_HEADING.match(line)
        rendering = (square.group(1) if square else heading_rendering(line, alone=False)) or (
            line if alone and _CAPITALS_LINE.fullmatch(line) else None
        )
        if rendering is None or token not in _WORD.findall(rendering) or any(c.islower() for c in rendering):
            continue
        words = len(rendering.split())
        if words <= max(HEADING_WORDS, _unspaced_words(heading, rendering)) and _terse_fit(rendering, heading):
            return True
    return False


# A Han compound heading is dense: "注意事項" weighs 12, its rendering "NOTES" 5. A heading's
# rendering may be terser than HEADING_FIT allows, never longer.
TERSE_FIT = 3.0


def _terse_fit(rendering: str, heading: str) -> bool:
    """Whether ``rendering`` is no longer than HEADING_FIT times ``heading`` and no shorter than a TERSE_FIT-th."""
    ratio = max(1, weighted_length(rendering)) / max(1, weighted_length(heading))
    return 1 / TERSE_FIT <= ratio <= HEADING_FIT
