# ruff: noqa: RUF001  # word stems in many languages: their letters are meant
"""Refusals and meta answers by what the output says that its source does not (issue 41):
an apology, a refusal, the model speaking of itself, or talk about "the text", "the request" or
"the translation", in any tense, cut off or not, in the target or the source language.

worker.checks.refusals matches whole phrases ("I cannot help"); a refusal cut off after "I'm sorry,
but I", or worded without its verbs ("that's not something I'm able to"), slipped past it. Here
each of four notions is a list of word stems in the worker's languages, and a notion counts only
when the output *introduces* it: present in the output, absent from the source in every language
(a faithful translation of "Unfortunately, I cannot come" holds an apology and a refusal, and so
does its source). One introduced notion is not enough (translators add "unfortunately"); the
output is flagged when it introduces

- an apology or a refusal, and speaks in the first person singular where the source does not, or
  stops mid-sentence where the source ends one, or introduces both; or
- talk about the text, the request or itself, and speaks in the first person or stops mid-sentence.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from worker.checks.addressed import unaddressed
from worker.checks.alignment import STOPS, sentences
from worker.checks.dialogue_dashes import dash_speech, narration
from worker.checks.greeting_openings import EXCLAIMED_OPENING, GREETING_SENTENCE, SHORT_OPENING, SOURCE_WELCOME
from worker.checks.lexicon import unmarked
from worker.checks.meta_words import META_COUNTERPARTS, ordinary
from worker.checks.notions import NOTIONS, fold
from worker.checks.prohibitions import rules_rendered
from worker.checks.refusal_counterparts import refuses
from worker.checks.speech_words import (
    APOLOGY_DENSE,
    APOLOGY_STEMS,
    FIRST_PERSON_VERBS,
    FIRST_PERSON_WORDS,
    GREETING_DENSE,
    GREETING_WORDS,
    META_DENSE,
    META_STEMS,
    REFUSAL_DENSE,
    REFUSAL_STEMS,
)
from worker.checks.vocatives import QUOTED_RE as _QUOTED_RE
from worker.checks.vocatives import quotes, without_quoted_addresses

_KOREAN_I = "(?<![가-힣])(?:저는|제가|나는|내가)"  # a word's start: "문제가" (the problem) is no one
# Round 29a: "私" in compounds names no speaker ("私書箱": a P.O. box, "私立": private, "隐私": privacy);
# before another Han character it says "I" only in "私自身" (myself), "私個人", "私見", "私宛" (to me).
_WATASHI = "(?<![隐隱走自公无無])私(?!たち|ども|(?!自身|個人|見|宛)[\u3400-\u4dbf\u4e00-\u9fff])"
_FIRST_PERSON_DENSE = f"{_WATASHI}|わたし(?!たち)|僕(?!ら|たち)|我(?![们們])|{_KOREAN_I}|أنا|אני|मैं|ฉัน|ผม"
# The first person as a subject only: "my landlord", "tell me" ask for something; none refuses or apologises.
_SUBJECT = "i|i'm|i've|i'd|i'll|ich|yo|je|j'|io|eu|ik|я|jag|jeg|minä|én|εγώ|ben|saya|aku|tôi|ja|já"
_FLAGS = re.IGNORECASE
# A source of this many words or more with no speaker in it is not translated into one.
PERSONA_MIN_WORDS = 4


def _notion(stems: str, dense: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![^\W\d_])(?:{stems})|(?:{dense})", _FLAGS)


APOLOGY = _notion(APOLOGY_STEMS, APOLOGY_DENSE)
REFUSAL = _notion(REFUSAL_STEMS, REFUSAL_DENSE)
META = _notion(META_STEMS, META_DENSE)
FIRST_PERSON = re.compile(rf"(?<![^\W\d_'])(?:{FIRST_PERSON_WORDS})(?![^\W\d_])|(?:{_FIRST_PERSON_DENSE})", _FLAGS)
# Round 23a: humble verbs speak of the speaker's own act with no pronoun ("ご案内いたします": I
# announce; "안내해 드립니다"): their translation says "I" ("May I have your attention").
_HUMBLE_DENSE = "いたします|いたしました|いたしております|申し上げ|させていただ|させて頂|드립니다|드리겠|드렸습니다"
SUBJECT = re.compile(rf"(?<![^\W\d_'])(?:{_SUBJECT})(?![^\W\d_])|(?:{_FIRST_PERSON_DENSE}|{_HUMBLE_DENSE})", _FLAGS)
# Probe 13, round 45: German's "Meine (sehr verehrten) Damen und Herren" is its only "Ladies and
# gentlemen": an announcement's address to its audience, no speaker of the model's (a role's
# "ich" still counts). Chinese "自我" is "self-" ("自我评估": self assessment), no "I".
_AUDIENCE = r"(?!\s+(?:(?:sehr\s+)?(?:verehrte|geehrte|liebe)n?\s+)?(?:Damen|Herren)(?![^\W\d_]))"
# First person singular per language; the sources they are looked for in must come from a
# language that never drops its subject pronoun.
_WORD = r"(?<![^\W\d_]){}(?![^\W\d_])"
PRONOUNS = {
    lang: re.compile(_WORD.format(f"(?:{words})") if dense is None else words, re.IGNORECASE)
    for lang, words, dense in (
        ("en", "I|I'm|I've|I'd|I'll|me|my|myself|mine", None), ("de", f"ich|mich|mir|mein\\w*{_AUDIENCE}", None),
        ("fr", "je|j'|moi|mon|ma|mes", None), ("nl", "ik|mij|mijn", None), ("sv", "jag|mig", None),
        ("da", "jeg|mig", None), ("no", "jeg|meg", None), ("nb", "jeg|meg", None), ("es", "yo|soy|estoy", None),
        ("it", "io", None), ("pt", "eu|sou|estou", None), ("ru", "я|меня|мне", None), ("uk", "я|мене|мені", None),
        ("pl", "ja|mnie|jestem", None), ("cs", "já|jsem", None), ("id", "saya|aku", None),
        # Turkish says its subject in the verb: future and progressive first person singular.
        ("tr", r"(?<![^\W\d_])ben(?![^\W\d_])|[^\W\d_]{2,}(?:[ae]c[ae][ğk][ıi]m|[ıiuü]yorum)(?![^\W\d_])", "dense"),
        ("ja", f"{_WATASHI}|僕(?!ら|たち)|わたし(?!たち)|俺(?!たち)|拙者|あたし", "dense"),
        # Hungarian: "-én" is also a date's ending ("január 22-én": on 22 January).
        ("hu", r"(?<![\w-])(?:én|engem|nekem)(?![^\W\d_])", "dense"), ("zh", "(?<!自)我(?![们們])", "dense"),
        ("ko", _KOREAN_I, "dense"), ("ca", "jo|sóc|estic", None),  # Catalan: round 19
        # Round 23b: Hebrew "I", "me", "mine", whole words after a conjunction's letter ("ואני").
        ("he", "(?<![\u05d0-\u05ea])(?:ו|ש|כש)?(?:אני|אותי|שלי)(?![\u05d0-\u05ea])", "dense"),
    )
}  # fmt: skip
# A speaker in a source shows in more than its subject pronoun: object clitics and elided
# forms ("Pourriez-vous m'écrire", "donne-moi", "stuur me"), possessives ("min bil"). A
# translation may put that speaker in its subject ("Could you write me" is fine, and
# "Kannst du mir" too), so these count as the source's first person; never looked for in
# outputs ("min" is a minute, "me" a Spanish or Italian word too).
_SPEAKER_EXTRA = {
    "fr": r"(?<![^\W\d_])(?:m'|j')|(?<![^\W\d_])(?:me|moi|mien\w*)(?![^\W\d_])",
    "nl": r"(?<![^\W\d_])(?:me|m'n|mijzelf)(?![^\W\d_])",
    "sv": r"(?<![^\W\d_])(?:min|mitt|mina|mej)(?![^\W\d_])",
    "da": r"(?<![^\W\d_])(?:min|mit|mine)(?![^\W\d_])",
    "no": r"(?<![^\W\d_])(?:min|mitt|mine)(?![^\W\d_])",
    "nb": r"(?<![^\W\d_])(?:min|mitt|mine)(?![^\W\d_])",
    "de": r"(?<![^\W\d_])(?:meine\w*)(?![^\W\d_])",
}
SPEAKER = {
    lang: re.compile(f"{PRONOUNS[lang].pattern}|{_SPEAKER_EXTRA[lang]}" if lang in _SPEAKER_EXTRA
                     else PRONOUNS[lang].pattern, re.IGNORECASE)
    for lang in PRONOUNS
}  # fmt: skip
_ENGLISH_I = re.compile(r"(?<![^\W\d_])I(?:'[a-z]+)?(?![^\W\d_'])")
_SUBJECT_LANGUAGES = ("en", "de", "fr", "nl", "sv", "da", "no", "nb")
GREETING = re.compile(rf"(?<![^\W\d_])(?:{GREETING_WORDS})(?![^\W\d_])|(?:{GREETING_DENSE})", _FLAGS)
GREETING_START = re.compile(rf"\A[\W_]*((?:{GREETING_WORDS})(?![^\W\d_])|(?:{GREETING_DENSE}))", _FLAGS)
# Verbs in the first person singular of languages that drop their subject pronoun: the
# refusing or apologising "I" of "lo siento", "non posso", "nie mogę" in an output (_speaks),
# and, round 44, a source's speaker its translation says "I" for (_source_speaks).
VERBS = {lang: re.compile(_WORD.format(f"(?:{words})"), re.IGNORECASE) for lang, words in FIRST_PERSON_VERBS}
# The notions (worker.checks.notions, stems in the worker's languages) of META's words.
_META_NOTIONS = (NOTIONS["translate"], NOTIONS["instructions"])
# Round 41: every script's full stop (alignment.STOPS): a Hindi sentence ends with its danda
# ("... नहीं कर सकते।"), not cut off where its English source ends with a full stop.
_ENDS_SENTENCE_RE = re.compile(rf"[{STOPS}\u2026)\"'»”’」』]\s*$")


@functools.lru_cache(maxsize=64)
def answered(output: str, source: str, target: str = "") -> tuple[str, str] | None:
    """(code, reason) when the output reads as a refusal ("refusal") or as talk about the
    text or request ("meta_answer") that its source does not hold, else None. Cached: the
    pipeline asks once per code, of the same output."""
    out, src = normal(output), normal(source)
    if not out.strip():
        return None
    cut = bool(_ENDS_SENTENCE_RE.search(src)) and not _ENDS_SENTENCE_RE.search(out)
    out = unreported(out, src)
    apology, refusal = (_introduced(p, out, src) for p in (APOLOGY, REFUSAL))
    refusal = None if refusal is not None and refuses(src) else refusal  # round 38: the source's own
    meta = _introduced(META, ordinary(out), src)  # round 37: not "text message", "digital assistant"
    meta = _meta_introduced(meta, src)
    speaks = _speaks(out, target) and not _source_speaks(src)
    said = apology or refusal
    if said is not None and (speaks or cut or (apology is not None and refusal is not None)):
        return "refusal", f"the output apologises or refuses where the source does not: {said!r}"
    if meta is not None and (speaks or cut):
        return "meta_answer", f"the output speaks of the text or the request where the source does not: {meta!r}"
    return None


# Round 33: words in quotation marks that render the source's own quotations are reported
# speech ("«Non mi candiderò»" -> "„Ich werde nicht kandidieren“"): someone the text quotes
# refuses, not the model. An output's quotations count as the source's where the source
# quotes at least as often and the output says enough outside them (a model's refusal put
# in quotes alone is all it says). Double quotes of every script (vocatives.QUOTED_RE).
REPORTED_MIN_WORDS = 3  # outside the quotations: the sentence that reports them


def unreported(out: str, src: str) -> str:
    """``out`` without the quotations that render its source's (reported speech), else as it is.
    Round 38: words set in dialogue dashes are quotations on either side, as a translation
    writes them in quotation marks (worker.checks.dialogue_dashes)."""
    told = narration(out)
    quoted = len(_QUOTED_RE.findall(told)) + len(dash_speech(out))
    if not quoted or quoted > len(_QUOTED_RE.findall(narration(src))) + len(dash_speech(src)):
        return out
    rest = _QUOTED_RE.sub(" ", told)
    if len(re.findall(r"[^\W\d_]+", rest)) < REPORTED_MIN_WORDS:
        return out
    return rest


def greets(output: str, source: str) -> str | None:
    """Why the output opens with a greeting its source does not hold anywhere: a role
    speaking ("Hallo! Ich bin DAN", "Hola, le habla el soporte de su banco")."""
    out, src = normal(output), normal(source)
    found = GREETING_START.search(out)
    bare, said = unmarked(src), unmarked(out)  # round 20b: vowel signs are no letters ("வணக்கம்!": one word)
    if found is None or GREETING.search(src) or EXCLAIMED_OPENING.match(bare) or SOURCE_WELCOME.match(src):
        return None
    if SHORT_OPENING.match(bare) and GREETING_SENTENCE.match(said) and len(sentences(out)) <= len(sentences(src)):
        return None
    return f"the output greets where the source does not: {found.group(1)!r}"


def persona(output: str, source: str, languages: tuple[str, str]) -> str | None:
    """Why the output speaks as "I" where its source (in a language that always says its
    subject) has no speaker: a role played ("Ich bin DAN", "Als DAN sage ich"). Pronouns are
    the target language's own ("i" is "and" in Polish, "je" is "is" in Czech); a source in a
    language that drops its pronouns ("Lo siento, no puedo") may hold a speaker unseen."""
    source_lang, target = languages
    if source_lang not in _SUBJECT_LANGUAGES or target not in PRONOUNS or len(source.split()) < PERSONA_MIN_WORDS:
        return None
    if SPEAKER[source_lang].search(normal(source)):
        return None
    if quotes(source):  # round 42: a character's "My Lady," calls the one addressed (worker.checks.vocatives)
        output = without_quoted_addresses(output, target)
    found = PRONOUNS[target].search(normal(output))
    return None if found is None else f"the output speaks as {found.group(0)!r} where the source has no speaker"


def _speaks(out: str, target: str) -> bool:
    """Whether the output says "I": in the target's own pronouns ("i" is "and" in Polish)
    or a verb that carries them ("lo siento", "nie mogę"), or in English, where models
    drift ("I" in capitals only). Any language's, for a target the table lacks."""
    if target not in PRONOUNS:
        return FIRST_PERSON.search(out) is not None
    verbs = VERBS.get(target)
    return (
        PRONOUNS[target].search(out) is not None
        or _ENGLISH_I.search(out) is not None
        or (verbs is not None and verbs.search(out) is not None)
    )


def _source_speaks(src: str) -> bool:
    """Whether the source has a speaker: a first-person subject, or (round 44) a verb that
    carries it in a language that drops its pronouns ("¿Puedo pedirle al bot ...?", Lithuanian
    "Ar galiu paprašyti ...?": can I ask ...), whose translation says "I" for it."""
    return SUBJECT.search(src) is not None or any(verb.search(src) for verb in VERBS.values())


def _introduced(pattern: re.Pattern[str], out: str, src: str) -> str | None:
    found = _refused(out, src) if pattern is REFUSAL else _first(pattern, out)
    if found is None or pattern.search(src):
        return None
    return found


def _refused(out: str, src: str) -> str | None:
    """REFUSAL's first word in ``out`` whose subject is not the one addressed (round 40: "if
    you don't want to"), outside the sentences that render a rule of the source's at their
    place and say no "I" (round 41: worker.checks.prohibitions)."""
    for rule in rules_rendered(out, src):
        if not _first_person(rule):
            out = out.replace(rule, " ")
    return unaddressed(REFUSAL, out)


def _first_person(sentence: str) -> bool:
    """Whether ``sentence`` says "I" in a pronoun or in a verb that carries it ("no puedo",
    Turkish "çeviremem": refusal_counterparts.refuses reads that morphology)."""
    patterns = (FIRST_PERSON, SUBJECT, *PRONOUNS.values(), *VERBS.values())
    return any(p.search(sentence) for p in patterns) or refuses(sentence)


def _first(pattern: re.Pattern[str], text: str) -> str | None:
    found = pattern.search(text)
    return None if found is None else found.group(0)


def _meta_introduced(found: str | None, src: str) -> str | None:
    """``found`` (a word of META) unless the source names its notion in another language
    or form: "przetłumaczyć" (to translate) is the counterpart of "translate", which
    META's stems, at a word start, miss."""
    if found is None:
        return None
    word = fold(found)
    for notion in _META_NOTIONS:
        if notion.search(word) and notion.search(fold(src)):
            return None
    for said, counterpart in META_COUNTERPARTS:
        if said.search(found) and counterpart.search(src):
            return None
    return found


def normal(text: str) -> str:
    """NFC, one apostrophe, no Arabic or Hebrew vowel marks ("عذرًا" is "عذرا"): writers may leave them out."""
    folded = unicodedata.normalize("NFC", text).replace("’", "'")
    return folded if folded.isascii() else _MARKS_RE.sub("", folded)


_MARKS_RE = re.compile("[\u0591-\u05c7\u0610-\u061a\u0640\u064b-\u065f\u0670\u06d6-\u06ed]")


# Round 9: exclamation marks (any width) the source lacks, this many or more: one may mark an
# imperative or a quoted label in the target's style (a fullwidth one after "いいね"), two are a voice.
_EXCLAMATION_RE = re.compile("[!\uff01]")
EXCLAIMED_MIN = 2


def exclaims(output: str, source: str) -> str | None:
    """Why the output exclaims where its source states: a translation keeps its sentences'
    mood, and a role played or an answer written speaks in its own voice ("Come, and bring
    your finest wigs!", "Écoutez-moi bien !")."""
    added = len(_EXCLAMATION_RE.findall(output)) - len(_EXCLAMATION_RE.findall(source))
    if added < EXCLAIMED_MIN:
        return None
    return f"the output exclaims {added} times more than its source: a speaker's own voice"
