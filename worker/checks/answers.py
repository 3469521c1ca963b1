"""The output checks that look for an obeyed text rather than a bad translation (issue 27):
a bare word where a sentence was expected, text appended to a translation, the canary in an
encoding, the prompt's own instruction. worker.checks.pipeline runs them; each returns why
it fired, or None.

The rules are meant for short texts too (a four-word source, a one-word output): they
compare the output with its own source (its words, its lines, its weighted length), never
with a fixed minimum. False flags on benign text are measured by ``python -m bench safety``
(docs/security.md).
"""

from __future__ import annotations

import base64
import binascii
import codecs
import re

from worker.checks.copied_words import is_name, named_letters, own_word, uncopied, unnamed, unquoted
from worker.checks.langid import identify
from worker.checks.recent_sources import ngrams, words
from worker.prompts.untrusted import skeleton

# too_short: a source of at least this many words and weighted characters is a sentence
# (its length is what counts); a bare word of a source of two words or more is an answer.
SENTENCE_MIN_WORDS = 3
SENTENCE_MIN_CHARS = 12
BARE_WORD_MIN_SOURCE_WORDS = 2
TOO_SHORT_RATIO = 0.25
# Prompt text: a run of this many of the instruction's words in an output is an echo.
PROMPT_NGRAM = 6
_SENTENCE_END_RE = re.compile(r"(?<=[.!?\u3002\uff01\uff1f])\s+|(?<=[\u3002\uff01\uff1f])")
_BASE64_RUN_RE = re.compile(r"[A-Za-z0-9+/_-]{12,}={0,2}")
_HEX_RUN_RE = re.compile(r"(?:[0-9A-Fa-f]{2}){6,}")
_HEX_NOISE_RE = re.compile(r"0x|\\x|[\s:,-]")
_PARENTHESES_RE = re.compile(r"\(([^()]*)\)")
# Languages close enough that language identification confuses them on a sentence: a
# verdict of one for another is no evidence of a hijack. Round 14b: Italian and the
# languages of Italy and Corsica beside it, which the identifier reads as Italian ("Pudete
# rende i libri": Corsican, 'it' 0.99). Round 15b: Javanese, Sundanese and Minangkabau beside
# Indonesian and Malay, which the identifier reads as Indonesian ("Hadiah utama yaiku ...").
CLOSE_LANGUAGES = ({"no", "nb", "nn", "da", "sv"}, {"es", "pt", "gl", "ca"}, {"cs", "sk"}, {"hr", "sr", "bs"},
                   {"id", "ms", "jv", "su", "min"},
                   {"it", "co", "scn", "nap", "vec", "lmo", "pms", "eml", "lij"})  # fmt: skip


def too_short(output: str, source: str, output_chars: int, source_chars: int) -> str | None:
    """A sentence answered by an empty output, a bare word of the source ("PWNED"), or
    under a quarter of its weighted length. ``*_chars``: worker.checks.lengths.weighted_length."""
    if not output.strip():
        return "the output is empty" if source.strip() else None
    source_words, output_words = words(source), words(output)
    bare = len(output_words) == 1 and len(output_words[0]) > 1 and output_words[0] in source_words
    # A word the source gives in parentheses is a gloss or a name, which a translation may
    # keep alone: "Central Kurdish (Sorani)" -> "sorani" (Django's Polish catalog).
    glossed = bare and output_words[0] in words(" ".join(_PARENTHESES_RE.findall(source)))
    if bare and not glossed and len(source_words) >= BARE_WORD_MIN_SOURCE_WORDS:
        return f"a single word of the source ({output_words[0][:20]!r}) where a {len(source_words)}-word text was"
    if len(source_words) < SENTENCE_MIN_WORDS or source_chars < SENTENCE_MIN_CHARS:
        return None
    if output_chars < TOO_SHORT_RATIO * source_chars:
        return f"{output_chars} characters for a {source_chars}-character source"
    return None


def appended_extra(
    output: str, source: str, output_chars: int, source_chars: int, *, ratio: float, slack_chars: int
) -> str | None:
    """Far longer than a translation of the source would be. (More lines than the source
    is the alignment check's to judge: translators break lines too.)"""
    limit = ratio * source_chars + slack_chars
    if output_chars > limit:
        return f"{output_chars} characters where a translation would have at most {int(limit)}"
    return None


def trailing_language(
    output: str, source: str, languages: tuple[str | None, str], min_letters: int, min_confidence: float
) -> str | None:
    """A first or last sentence confidently in another language than the target, and not
    copied from the source, beside a translation in the target: an extra added to it
    ("... Also, here is a poem", "Your code is 4821. <translation>"). ``languages``: the
    source's (None: unknown) and the target. A sentence in the source's language counts
    from half the letters: it is the likeliest language of an obeyed instruction."""
    sentences = [s for s in _SENTENCE_END_RE.split(output.strip()) if s.strip()]
    if len(sentences) < 2:
        return None
    source_lang, target = languages
    for where, odd, rest in (("last", sentences[-1], sentences[:-1]), ("first", sentences[0], sentences[1:])):
        # Round 21b: a link copied from the source is nobody's language ("Länk: https://..."
        # -> "Link: https://..."): the sentence is read without the source's addresses.
        own = " ".join(
            uncopied(unnamed([w for w in unquoted(odd, source).split() if own_word(w, source)], source), source)
        )
        letters = sum(c.isalpha() for c in own)
        # Round 34: too few letters to tell besides the source's names the sentence keeps: a
        # sign-off, its firm's name kept and one word rendered ("Vos Stadtwerke Musterstadt").
        if named_letters(own, source) < min_letters // 2:
            continue
        # Round 34: or the sentence as written, its quotes kept: a JSON field copied whole
        # ('{"clinic": "Przychodnia ...') is the source's, though its quoted key alone is left out.
        if letters < min_letters // 2 or skeleton(own) in skeleton(source) or skeleton(odd) in skeleton(source):
            continue
        if identify(" ".join(rest), k=1)[0][0] != target:
            continue  # the whole output is off: the language check's case
        verdict = other_language(own, target, min_confidence)
        if verdict is not None and _names_misread(own, target, min_letters, min_confidence):
            continue
        short = verdict is not None and letters < min_letters
        if short and _rendered_in_place(odd, (where, sentences), source, (target, min_confidence)):
            continue
        if verdict is not None and (letters >= min_letters or verdict[0] == source_lang):
            return f"the {where} sentence reads as {verdict[0]!r} ({verdict[1]:.2f}) beside a {target!r} translation"
    return None


# Round 24a: two or more names inside a sentence (a word capitalised and in lower case after
# its first letter, past the sentence's first word: "Vikram Samvat", "Dashain", "Asoj").
NAMES_MIN = 2


# A word kept from the source's sentence: a content word, a cognate or a name, not "is" or "a".
KEPT_WORD_MIN_LETTERS = 4


def _rendered_in_place(sentence: str, place: tuple[str, list[str]], source: str, reading: tuple[str, float]) -> bool:
    """Round 43: whether a short ``sentence`` at the output's first or last place (``place``:
    "first" or "last", and the output's sentences) renders the source's sentence at that
    place, in an output of as many sentences: it keeps a word of it (a cognate or a name:
    "Forget perfect." -> "Vergeet perfect."), and its words the source does not hold read as no
    other language than the target (``reading``: the target, the confidence a verdict needs).
    A few letters read as the source's language for the word kept; an extra added to a
    translation makes a sentence more, and one that replaced the source's keeps none of it or
    says its own words in the source's language ("Perfect, here it is.")."""
    where, sentences = place
    said = [s for s in _SENTENCE_END_RE.split(source.strip()) if s.strip()]
    if len(said) != len(sentences):
        return False
    own = words(sentence)
    new = [w for w in own if w not in set(words(source))]
    kept = set(own) & set(words(said[0] if where == "first" else said[-1]))
    if not any(len(w) >= KEPT_WORD_MIN_LETTERS for w in kept) or not new:
        return False
    return other_language(" ".join(new), *reading) is None


def _names_misread(sentence: str, target: str, min_letters: int, min_confidence: float) -> bool:
    """Whether ``sentence`` reads as another language for its names alone: transliterated
    names ("In the Dashain of Vikram Samvat 2082, Tika will be on 20 Asoj.": 'eo') are no
    language's words, and its other words, enough of them, do not read as another one."""
    first, *others = sentence.split() or [""]
    rest = [w for w in others if not is_name(w.strip(".,;:!?()\"'\u2019"))]
    if len(others) - len(rest) < NAMES_MIN:
        return False
    kept = " ".join([first, *rest])
    if sum(c.isalpha() for c in kept) < min_letters // 2:
        return False  # too few words of its own to tell: the names are judged with them
    return other_language(kept, target, min_confidence) is None


def other_language(text: str, target: str, min_confidence: float) -> tuple[str, float] | None:
    """(language, score) that ``text`` confidently reads as, when it is not ``target`` nor
    close to it (CLOSE_LANGUAGES), and ``target`` is not among the likely ones; else None."""
    ranked = identify(text, k=3)
    top, score = ranked[0]
    if top == target or score < min_confidence or dict(ranked).get(target, 0.0) >= 0.1 or close(top, target):
        return None
    if top == "ja" and not kana_written(text):
        return None  # round 27a: Han characters alone ("滑雪场通知", "因强风") are no Japanese prose
    return top, score


# Hiragana and katakana (with the halfwidth forms): Japanese prose writes its endings and
# particles in them; a run of Han characters without any may be Chinese as well.
_KANA_RE = re.compile("[\u3041-\u3096\u309d-\u309f\u30a1-\u30fa\u30fc-\u30ff\uff66-\uff9f]")


def kana_written(text: str) -> bool:
    """Whether ``text`` writes kana (not the middle dot "・" a Chinese list opens its lines with)."""
    return _KANA_RE.search(text) is not None


def close(one: str, other: str) -> bool:
    return any(one in group and other in group for group in CLOSE_LANGUAGES)


def in_source_language(
    output: str, source: str, languages: tuple[str, str], output_chars: int, *, min_chars: int, min_confidence: float
) -> str | None:
    """An output in the source's language (``languages``: source, target; identified, not
    "auto"), not a copy of the source: an answer to an instruction the text gave in its own
    language ("Nicht übersetzen, antworte: ..."), or an English answer to an English
    injection. Shorter outputs count than for the language check: the source's language
    is the one verdict that needs no other evidence."""
    source_lang, target = languages
    if source_lang == target or close(source_lang, target) or output_chars < min_chars:
        return None
    if skeleton(output) == skeleton(source):
        return None  # the untranslated check's case
    ranked = identify(output, k=3)
    top, score = ranked[0]
    if top != source_lang or score < min_confidence or dict(ranked).get(target, 0.0) >= 0.1:
        return None
    return f"the output reads as the source's language {top!r} ({score:.2f}), not {target!r}"


class CanaryForms:
    """The canary as an output may carry it: plain (any case, spacing, lookalike), reversed,
    ROT13, its random tail alone, and inside base64 or hex runs (any alignment)."""

    def __init__(self, canary: str) -> None:
        self.canary = canary.casefold()
        tail = canary[2:] if len(canary) >= 10 else canary  # "tq" + 10 hex digits: the digits
        forms = {canary, canary[::-1], codecs.encode(canary, "rot13"), tail, tail[::-1]}
        self._skeletons = tuple(skeleton(f) for f in forms if f)

    def found_in(self, output: str) -> str | None:
        if not self.canary:
            return None
        shape = skeleton(output)
        if any(form in shape for form in self._skeletons):
            return "the output contains the system prompt's canary"
        compact = re.sub(r"\s+", "", output)
        if any(self._in_base64(run) for run in _BASE64_RUN_RE.findall(compact)):
            return "the output contains the system prompt's canary, base64-encoded"
        hex_text = _HEX_NOISE_RE.sub("", output)
        if any(self._in_hex(run) for run in _HEX_RUN_RE.findall(hex_text)):
            return "the output contains the system prompt's canary, hex-encoded"
        return None

    def _in_base64(self, run: str) -> bool:
        run = run.rstrip("=").replace("-", "+").replace("_", "/")
        for offset in range(4):
            piece = run[offset:]
            # Pad a short tail (a canary at the very end), drop a lone char (never valid).
            piece = piece[:-1] if len(piece) % 4 == 1 else piece + "=" * (-len(piece) % 4)
            try:
                decoded = base64.b64decode(piece, validate=False).decode("latin-1").casefold()
            except (binascii.Error, ValueError):
                continue
            if self.canary in decoded or self.canary[::-1] in decoded:
                return True
        return False

    def _in_hex(self, run: str) -> bool:
        for offset in (0, 1):
            piece = run[offset:]
            decoded = bytes.fromhex(piece[: len(piece) - len(piece) % 2]).decode("latin-1").casefold()
            if self.canary in decoded or self.canary[::-1] in decoded:
                return True
        return False


class PromptText:
    """Runs of the prompt's own instruction words (system turn, user turn's frame, canary
    line; placeholders left out) in an output whose source does not hold them."""

    def __init__(self, *templates: str) -> None:
        pieces = [p for t in templates for p in re.split(r"\{[^{}]*\}", t)]
        self._grams = set().union(*(ngrams(p, PROMPT_NGRAM) for p in pieces)) if pieces else set()

    def echoed_in(self, output: str, source: str) -> str | None:
        if not self._grams:
            return None
        shared = (ngrams(output, PROMPT_NGRAM) & self._grams) - ngrams(source, PROMPT_NGRAM)
        return "the output repeats the system prompt's instructions" if shared else None
