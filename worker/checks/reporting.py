# ruff: noqa: RUF002  # Japanese and Korean punctuation: its characters are meant
"""A reporting sentence and the quotation it opens, counted as one sentence (round 38).

Japanese and Korean close the sentence that says who speaks with a full stop before the
words spoken ("くまさんは言いました。「ぼくのはちみつを食べちゃだめだよ！」", "토끼가 말했어요.
"거북아, 달리기 시합하자!""); a translation into English, German or French joins them ("Bear
said, "You mustn't eat my honey!"", "Die Katze sagte: „...“"). Counted apart, a picture
book's every line of dialogue is one sentence more in the source than in its faithful
translation, and the checks that read fewer sentences as a part left out (coverage.partial,
coverage.several_cut, omissions.sentence_dropped) took the story for a summary.

Only after a verb of saying and before a quotation opened on the same line: a narrative
sentence before a quotation ("うさぎさんは首をふりました。「ごめんなさい。」": Rabbit shook
its head. "I'm sorry.") stays a sentence of its own, as its translation keeps it.
"""

from __future__ import annotations

import re

# Japanese verbs of saying, asking, answering, calling out, in their plain and polite past
# and present ("言いました", "ききました", "こたえた"), in kanji or kana.
_JA_SAYING = (
    "(?:言い|いい|聞き|きき|尋ね|たずね|答え|こたえ|叫び|さけび|呼び|よび|話し|はなし|つぶやき|ささやき|どなり"
    "|怒鳴り|笑い|わらい|頼み|たのみ)(?:ました|ます)"
    "|(?:言っ|いっ|聞い|きい|尋ね|たずね|答え|こたえ|話し|はなし|つぶやい|ささやい|どなっ|怒鳴っ|笑っ|わらっ)た"
    "|(?:叫ん|さけん|呼ん|よん|頼ん|たのん)だ|言う|いう"
)
# Korean: the same verbs' past, in the plain, polite and formal styles ("말했어요", "물었다").
_KO_SAYING = "(?:말했|물었|대답했|외쳤|소리쳤|웃었|속삭였|중얼거렸|말하였|부탁했|불렀)(?:어요|다|습니다|지요)"
_JOINED_RE = re.compile(f'({_JA_SAYING})\u3002(?=[\u300c\u300e])|({_KO_SAYING})\\.[ \t]*(?=["\u201c\u300c])')


def reporting_joined(text: str) -> str:
    """``text`` with the full stop after a verb of saying, before the quotation it opens, made a
    colon: the reporting clause and the words spoken read as one sentence, as translated."""
    if text.isascii():
        return text  # most texts: no kana, no Hangul
    return _JOINED_RE.sub(lambda m: (m.group(1) or m.group(2)) + ("\uff1a" if m.group(1) else ": "), text)
