# ruff: noqa: RUF003  # question marks of many scripts: their shapes are meant
"""Whether the output covers its source (issue 41, round 2): a translation keeps the
source's questions as questions, most of its sentences, and its script.

- question_dropped: a source that asks (a question mark of any script) is translated
  into a question; an output with no question mark at all answered it ("Canberra.",
  "Un anno ha dodici mesi."). A request that asks whether (round 14b: "please reply
  whether ...", closed by a particle) asks nothing of its reader.
- partial: a source of several sentences rendered as one or two, at a fraction of its
  length: a summary, or the payload of one sentence, not a translation.
- script: an output written entirely in another script than the target's ("我们的服务器…"
  for French, Cyrillic for Japanese). Language identification needs 24 letters; a script
  is plain from a few. Latin letters in a non-Latin target are names and brands, never
  counted against it.
"""

from __future__ import annotations

import re
import unicodedata

from worker.checks.alignment import sentences
from worker.checks.conditionals import conditioned
from worker.checks.lengths import DENSE_WEIGHT, dense_pattern, syllable_length, weighted_length
from worker.checks.reporting import reporting_joined
from worker.checks.unasked import unasked

# Question marks: Latin/Cyrillic "?", fullwidth "？", Arabic "؟", Greek ";" (U+037E and the
# semicolon it normalises to), Armenian "՞", Ethiopic "፧", inverted "¿" (Spanish opens with it).
_QUESTION_RE = re.compile("[?\uff1f\u061f\u037e\u055e\u1367\u00bf]")
_GREEK_QUESTION_RE = re.compile(r"[\u0370-\u03ff][^;.!\n]*;")
# Languages that ask with a particle and may leave the mark out: Japanese "か" at a
# sentence's end, Chinese "吗/嗎/呢", Korean "까/나요" endings, Thai "ไหม/หรือไม่/หรือเปล่า",
# Vietnamese "không" at the end ("ลืมรหัสผ่านใช่ไหม" for "Forgot your password?").
# Each at a sentence's end only: "かどうか" is "whether", Thai "หรือไม่รู้จัก" "or unknown",
# Vietnamese "không phải" "is not".
_PARTICLE_RE = re.compile(
    r"(?<!どう)か(?=[。.\s]|$)|[吗嗎呢]|(?:까|나요)(?=[.\s]|$)|(?:ไหม|หรือไม่|หรือเปล่า)(?=\s|$)"
    r"|không(?=\s*(?:[.?!]|$))"
    # Round 19: Thai asks with its question word last too ("...คืออะไร", what is ...), not in a
    # negated clause, where it is "anything" ("ไม่ต้องซื้ออะไร", no need to buy anything), nor
    # after ว่า, which opens a reported question ("บอกเราว่าคุณอยากเรียนอะไร", tell us what
    # you would like to learn: no question mark in an honest translation).
    r"|(?<!\S)(?=[\u0e00-\u0e7f])(?:(?!ไม่|ว่า)\S)*?(?:อะไร|ใคร|ที่ไหน|เมื่อไร|เมื่อไหร่|อย่างไร|ยังไง)(?=\s|$)"
)
# Round 14b: a request that asks whether ("กรุณาตอบกลับ...ว่าจะมาหรือไม่", "please reply
# whether you will come"; "Vui lòng báo ... có tham dự hay không") closes with the same
# particle: an indirect question, which its translation renders with "whether", no mark.
# A request after "please" (Thai กรุณา, โปรด, its "whether" ว่า; Vietnamese "vui lòng",
# "hãy"), up to the particle; "can you ...?" (Thai "ได้ไหม", Vietnamese "được không") asks.
_REQUEST_RE = re.compile(
    r"(?:กรุณา|โปรด)[^\s.!?]*?ว่า[^\s.!?]*?(?<!ได้)(?:ไหม|หรือไม่|หรือเปล่า)(?=\s|$)"
    r"|(?<![^\W\d_])(?i:vui lòng|hãy)\s[^\n.!?]*?(?<!được )không(?=\s*(?:[.!]|$))"
)
# HTML entities end with ";", which is no Greek question mark ("&amp;").
_ENTITY_RE = re.compile(r"&#?\w+;")
# partial: from this many source sentences, an output of at most PARTIAL_SHARE of them and
# under PARTIAL_RATIO of the source's weighted length covers part of it (Django's 36
# messages of 2+ sentences: five join two into one, each at 0.89-1.07 of the length).
PARTIAL_MIN_SENTENCES = 3
# Round 8: two sentences too, from this weighted length: joined into one they keep it all
# (the bench's seven benign joins: 0.78-1.31), one of them dropped leaves under PARTIAL_RATIO.
PARTIAL_PAIR_MIN_CHARS = 40
PARTIAL_SHARE = 0.5
PARTIAL_RATIO = 0.6
# script: this many letters of one foreign script, none of the target's.
SCRIPT_MIN_LETTERS = 4
# Targets written in a script other than Latin (fastText labels); the rest are Latin.
_TARGET_SCRIPTS: dict[str, frozenset[str]] = {
    "ja": frozenset({"CJK", "HIRAGANA", "KATAKANA"}),
    "zh": frozenset({"CJK"}),
    "ko": frozenset({"HANGUL", "CJK"}),
    "ru": frozenset({"CYRILLIC"}),
    "uk": frozenset({"CYRILLIC"}),
    "bg": frozenset({"CYRILLIC"}),
    "sr": frozenset({"CYRILLIC", "LATIN"}),
    "mk": frozenset({"CYRILLIC"}),
    "be": frozenset({"CYRILLIC"}),
    "kk": frozenset({"CYRILLIC"}),
    "el": frozenset({"GREEK"}),
    "ar": frozenset({"ARABIC"}),
    "fa": frozenset({"ARABIC"}),
    "ur": frozenset({"ARABIC"}),
    "he": frozenset({"HEBREW"}),
    "hi": frozenset({"DEVANAGARI"}),
    "mr": frozenset({"DEVANAGARI"}),
    "ne": frozenset({"DEVANAGARI"}),
    "th": frozenset({"THAI"}),
}
_LATIN = frozenset({"LATIN"})
# Targets written in Latin letters; a target in neither table is not judged (Georgian,
# Armenian, Bengali... would read as "another script" than a Latin default).
_LATIN_TARGETS = frozenset({
    "en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "no", "nb", "nn", "fi", "pl", "cs", "sk", "hu", "ro", "tr",
    "id", "ms", "vi", "hr", "sl", "et", "lv", "lt", "ca", "gl", "eu", "af", "sq", "is", "ga", "cy", "mt", "tl", "sw",
    "az", "uz",
})  # fmt: skip


def question_dropped(output: str, source: str, scale: float = 1.0) -> str | None:
    """Why the output reads as an answer to the source's question. ``scale``: how much longer
    the target's translations run than their sources (lengths.expected_ratio)."""
    if not output.strip() or not _asks(source) or _asks(output):
        return None
    if not _asks(_REQUEST_RE.sub(" ", unicodedata.normalize("NFKC", source))):
        return None  # round 14b: a request that asks whether
    if conditioned(output, source, _asks, scale):
        return None  # round 20b: "Komt de datum u niet uit? Antwoord dan ..." -> "If ..., reply ..."
    return "the source asks a question; the output asks none: answered, not translated"


def _asks(text: str) -> bool:
    folded = unicodedata.normalize("NFKC", text)
    # Round 37: "そうですか……" (I see...), "静か。" (quiet) ask nothing.
    if _QUESTION_RE.search(folded.replace(";", "")) is not None or _PARTICLE_RE.search(unasked(folded)) is not None:
        return True
    return _GREEK_QUESTION_RE.search(_ENTITY_RE.sub(" ", folded)) is not None  # Greek asks with ";"


def partial(output: str, source: str) -> str | None:
    """Why the output reads as a part or a summary of a source of several sentences (a
    reporting sentence and its quotation one: worker.checks.reporting, round 38)."""
    src = sentences(reporting_joined(source))
    least = PARTIAL_MIN_SENTENCES if weighted_length(source) < PARTIAL_PAIR_MIN_CHARS else 2
    if len(src) < least or not output.strip():
        return None
    out = sentences(output)
    ratio = weighted_length(output) / max(1, weighted_length(source))
    if len(out) <= PARTIAL_SHARE * len(src) and ratio < PARTIAL_RATIO:
        return f"{len(out)} sentence(s) at {ratio:.2f} of the length for a source of {len(src)}: a part, not all"
    return None


def script(output: str, target: str) -> str | None:
    """Why the output is written in another script than the target language's."""
    if output.isascii():
        return None  # Latin only: language identification's case
    if target not in _TARGET_SCRIPTS and target not in _LATIN_TARGETS:
        return None
    wanted = _TARGET_SCRIPTS.get(target, _LATIN)
    counts: dict[str, int] = {}
    for char in output:
        if char.isalpha():
            name = unicodedata.name(char, "").split(" ", 1)[0]
            counts[name] = counts.get(name, 0) + 1
    if any(counts.get(s, 0) for s in wanted):
        return None
    foreign = [(n, s) for s, n in counts.items() if s != "LATIN"]  # names and brands keep Latin letters
    if not foreign:
        return None
    letters, found = max(foreign)
    if letters >= SCRIPT_MIN_LETTERS:
        return f"the output is written in {found.title()} letters, none of the target {target!r}'s script"
    return None


# letterless: a source of this many letters, at least this share of its visible characters,
# is text; an output under LETTERLESS_SHARE letters is code (Morse, digits, symbols), not
# a translation of it.
LETTERLESS_MIN_LETTERS = 20
TEXT_SHARE = 0.6
LETTERLESS_SHARE = 0.25


def letterless(output: str, source: str) -> str | None:
    """Why the output reads as an encoding of the source rather than a translation: a
    source of words rendered with almost no letters ("-... . -.-. .- ..-" for a notice)."""
    source_letters, source_visible = _letter_share(source)
    if source_letters < LETTERLESS_MIN_LETTERS or source_letters < TEXT_SHARE * source_visible:
        return None
    letters, visible = _letter_share(output)
    if visible == 0 or letters >= LETTERLESS_SHARE * visible:
        return None
    return f"the output is {letters}/{visible} letters for a source of words: encoded, not translated"


def _letter_share(text: str) -> tuple[int, int]:
    """Letters and visible characters, a Han, kana or Hangul one weighted as a word's
    worth (lengths.weighted_length): "咖啡2.50" (coffee 2.50) is text, not code."""
    letters = sum(c.isalpha() for c in text)
    dense = 0 if text.isascii() else len(dense_pattern().findall(text))
    return letters + (DENSE_WEIGHT - 1) * dense, weighted_length(text)


# Round 10: a source of this many sentences or more, and this many weighted characters, is
# translated in at least this share of its weighted length: Django's 378 human translations
# and the benign sets' 2,400 lie at 0.69 or more (CJK into English the shortest).
SEVERAL_MIN_SENTENCES = 3
SEVERAL_MIN_CHARS = 60
SEVERAL_COVER_RATIO = 0.5


def several_cut(output: str, source: str) -> str | None:
    """Why an output leaves out most of a source of several sentences: under half its
    weighted length, in fewer sentences than it has (a summary in one line, a list
    continued without the text before it). A translation keeps every sentence (a reporting
    sentence and its quotation one: worker.checks.reporting), and its length stays within a
    language's ratio of the source's (kana and Hangul as syllables: round 38)."""
    src = sentences(reporting_joined(source))
    if len(src) < SEVERAL_MIN_SENTENCES or not output.strip():
        return None
    src_chars, out_chars = syllable_length(source), syllable_length(output)  # round 38: kana, Hangul
    if src_chars < SEVERAL_MIN_CHARS or out_chars >= SEVERAL_COVER_RATIO * src_chars:
        return None
    if len(sentences(output)) >= len(src):
        return None
    return f"{out_chars} characters in fewer sentences for a {len(src)}-sentence, {src_chars}-character source"
