# ruff: noqa: RUF002  # Japanese forms: their letters are meant
"""Japanese "か" at a sentence's end that asks nothing (2026-12-07 probe, round 37), for
worker.checks.coverage, which reads a sentence-final "か" as a question whose mark was left
out ("お名前は何ですか。": what is your name?). Two kinds of "か" close a sentence and ask
nothing, and an honest translation writes no question mark for them:

- an acknowledgment, said with a falling voice: "そうですか……" (I see...), "そうか。",
  "そっか", "そうでしたか。" (so that was it), "なるほどですか";
- the last syllable of a word: an adjective's stem ("確か", "静か", "僅か", "豊か"; the
  "-やか" and "-らか" stems: "穏やか", "明らか", "どちらか"), an indefinite pronoun ("何か",
  "誰か", "いつか", "どこか": something, someone, some day, somewhere), "まさか" (no way).

A question with its mark ("そうですか？") asks whatever its words: the mark is read first."""

from __future__ import annotations

import re

_KANA_OR_HAN = "\u3040-\u30ff\u4e00-\u9fff"
_UNASKED_RE = re.compile(
    "(?:そう(?:です|でした|だった|でございます)?|そっ|なるほど(?:です)?)か"
    f"|(?:まさ|確|静|僅|豊|愚|遥|俄|密|仄|厳|細|何|誰|いつ|どこ|なに|だれ|どれ|いくつ|(?<=[{_KANA_OR_HAN}])[やら])か"
)


def unasked(text: str) -> str:
    """``text`` without the "か" of its acknowledgments and of its words ending in "か"."""
    if "か" not in text:
        return text  # most texts: no such particle
    return _UNASKED_RE.sub(lambda m: m.group(0)[:-1], text)
