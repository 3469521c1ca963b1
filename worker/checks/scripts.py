"""The target language by its letters (issue 41, round 3), where language identification
is weak: a short sentence, a close language, a Han-only text.

- cjk_language: Japanese writes every sentence with kana between its kanji, Korean with
  Hangul; a sentence of Han characters alone for a Japanese or Korean target is Chinese
  ("我们明天上午会通过电子邮件发送发票。" for Japanese), and kana the source does not hold
  (in runs: a copied title keeps its own) in a Chinese or Korean target are Japanese. Identification reads such outputs
  confidently as Chinese, but below the letters it asks for (a Han character is a word).
- foreign_letters: each Latin-script target uses its own letters beyond a-z; an output
  whose words use others ("objednávka", "poškozená" for English; "Požičovňa" for Czech) is
  written in another language, when identification does not read it as the target
  either. Close languages count here (Slovak's "ä", "ľ", "ô" are no Czech; Portuguese
  "ã" no Spanish): their letters tell them apart where identification confuses them.
  Words that share their start with a word of the source (a name, inflected: "Gdańska"
  -> "Gdańsk") are the source's, not the output's language.
"""

from __future__ import annotations

import re
import unicodedata

from worker.checks.langid import identify

# Thai, Lao, Myanmar and Khmer: scripts that write no space between words and no case, whose
# spaces part clauses or sentences (a character class's body, for the patterns that need it).
UNSPACED_LETTERS = "\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff"
_HAN_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_KANA_RE = re.compile(r"[\u3041-\u309f\u30a0-\u30ff\u31f0-\u31ff\uff66-\uff9d]")
_KANA_RUN_RE = re.compile(r"[\u3041-\u309f\u30a0-\u30ff\u31f0-\u31ff\uff66-\uff9d]+")
_HANGUL_RE = re.compile(r"[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]")
# A Japanese noun phrase may be Han alone ("総務省統計局", "国立国会図書館"): a sentence
# of Han alone this long, or ending as a sentence, is not one.
HAN_ONLY_MIN_CHARS = 12
_SENTENCE_END_RE = re.compile(r"[\u3002\uff01\uff1f.!?]\s*$")
HAN_SENTENCE_MIN_CHARS = 6
KANA_MIN_CHARS = 2

# Letters beyond a-z that each Latin-script target writes (fastText labels); é is a loan
# in every one of them ("café"). Targets not listed (Vietnamese, ...) are not judged.
_LOANS = "é"
ALPHABETS = {
    "en": "èêëïöüàâçñ", "de": "äöüßèêàçñ", "fr": "àâæçèêëîïôœùûüÿ", "es": "áíñóúü", "it": "àèìíîòóùú",
    "pt": "áâãàçêíóôõú", "nl": "áäëèíïóöúüàâêô", "sv": "åäö", "da": "æøå", "no": "æøå", "fi": "äöåšž",
    "pl": "ąćęłńóśźż", "cs": "áčďěíňóřšťúůýž", "sk": "áäčďíĺľňóôŕšťúýž", "hu": "áíóöőúüű", "ro": "ăâîșşțţ",
    "tr": "çğıöşüâîû", "id": "", "ms": "", "ca": "àçèíïòóúü", "hr": "čćđšž", "sl": "čšž",
}  # fmt: skip
_LATIN_WORD_RE = re.compile(r"[^\W\d_]+")
FOREIGN_MIN_WORDS = 2
FOREIGN_MIN_SHARE = 0.2
# Identification must not read the output as the target above this.
TARGET_MAX_SCORE = 0.1
SHARED_START = 4  # letters of a word's start that make it the source's word, inflected


def cjk_language(output: str, source: str, target: str) -> str | None:
    """Why a Japanese, Korean or Chinese target's output is written as another of the three."""
    if target not in ("ja", "ko", "zh") or output.isascii():
        return None
    han = len(_HAN_RE.findall(output))
    if target in ("ja", "ko"):
        own = _KANA_RE if target == "ja" else _HANGUL_RE
        sentence = han >= HAN_SENTENCE_MIN_CHARS and _SENTENCE_END_RE.search(output) is not None
        if (han >= HAN_ONLY_MIN_CHARS or sentence) and not own.search(output):
            return f"{han} Han characters and none of the {target!r} target's own script: Chinese"
    # Kana runs copied from the source are a Japanese title or name kept as it is.
    kana = sum(len(run) for run in _KANA_RUN_RE.findall(output) if run not in source)
    if target in ("zh", "ko") and kana >= KANA_MIN_CHARS:
        return f"{kana} kana in a {target!r} output that its source does not hold: Japanese"
    return None


def foreign_letters(output: str, source: str, target: str) -> str | None:
    """Why the output's letters are not the Latin-script target's."""
    alphabet = ALPHABETS.get(target)
    if alphabet is None or output.isascii():
        return None
    allowed = set(alphabet + _LOANS)
    if all(c.isascii() or c in allowed or not c.isalpha() for c in set(output.casefold())):
        return None  # most outputs: every letter the target's own
    starts = {w[:SHARED_START] for w in _words(source)}
    words = _words(output)
    foreign = [w for w in words if _foreign(w, allowed) and w[:SHARED_START] not in starts]
    if len(foreign) < FOREIGN_MIN_WORDS or len(foreign) < FOREIGN_MIN_SHARE * len(words):
        return None
    ranked = identify(output, k=3)
    top = ranked[0][0]
    if dict(ranked).get(target, 0.0) >= TARGET_MAX_SCORE:
        return None
    return f"words in letters the {target!r} target does not write ({foreign[0][:20]!r}), read as {top!r}"


def _words(text: str) -> list[str]:
    return [w for w in _LATIN_WORD_RE.findall(unicodedata.normalize("NFC", text).casefold()) if _latin(w)]


def _latin(word: str) -> bool:
    return all(c.isascii() or "LATIN" in unicodedata.name(c, "") for c in word)


def _foreign(word: str, allowed: set[str]) -> bool:
    return any(not c.isascii() and unicodedata.category(c) != "Mn" and c not in allowed for c in word)
