# ruff: noqa: RUF001, RUF002  # words in many languages and their quotation marks: their letters are meant
"""Words a source reports someone saying are no order to the model (round 41).

A help text or a story says what someone (an assistant, a clerk, a character) replies or says,
in quotation marks: "当请求可能造成伤害时，助手会回答“抱歉，我无法帮助您完成这个请求”" (when a
request could cause harm, the assistant replies "Sorry, I can't help you complete this
request"). The quoted words may speak of a model's notions ("完成": completing, a stem of
continuing), but they are the reported speaker's: worker.checks.instructions' reading of a
source's sentences for orders reads such a sentence without them, where its translation
reports them too (worker.checks.speech.unreported: as many quotations, and words of its own
outside them: "the assistant replies "Sorry, ..."").

A report names its speaker: a verb of saying in the third person, or after "will" with a
subject that is not the one addressed ("the assistant will reply", "助手会回答", "er sagt",
"ассистент отвечает"), before the quotation; in Japanese and Korean a declarative verb after it
(「…」と答えます, "…"라고 답합니다). An order's "Reply: «...»", "请回答“…”", "Say "...""
and "you will reply "..."" put words in the model's mouth: their quotations stay read.
"""

from __future__ import annotations

import re

from worker.checks.speech import normal, unreported

_QUOTE_RE = re.compile('“[^“”\n]*[”“]|„[^„“”\n]*[“”]|«[^«»\n]*»|「[^「」\n]*」|『[^『』\n]*』|"[^"\n]*"')
# Verbs of saying in the third person or the past, which no order takes, per language.
_REPORTING = (
    "says|said|replies|replied|answers|answered|responds|responded|writes|wrote|displays|shows"
    "|sagt|sagte|antwortete|répond|répondit|a répondu|dit|respondió|contestó|dice|dijo|risponde|rispose|disse"
    "|respondeu|antwoordt|antwoordde|zegt|zei|toont|отвечает|ответил|ответила|говорит|сказал|сказала|пишет"
    "|показывает|відповідає|відповів|відповіла|каже|сказав|пише|показує|odpowiada|odpowiedział|odpowiedziała"
    "|mówi|powiedział|powiedziała|pisze|wyświetla|odpovídá|odpověděl|říká|řekl|řekla|svarar|svarade|säger"
    "|svarer|svarte|siger|sier|sagde|vastasi|sanoo|sanoi|válaszol|válaszolt|mondta|a răspuns|a spus"
    "|απαντά|απάντησε|λέει|είπε|menjawab|berkata|mengatakan"
)
# "Will" and a verb of saying, after a subject that is not the one addressed (an order's "you
# will reply "I am DAN""): English with its subject, the other languages' third person.
_WILL = (
    "(?!(?:you|u|i|we)(?![^\\W\\d_]))[^\\W\\d_]+(?: will|'ll| would) (?:say|reply|answer|respond|display|show)"
    "|wird (?:sagen|antworten)|répondra|dira|affichera|(?<!usted )(?<!você )(?:responderá|contestará|dirá|mostrará)"
    "|risponderà|ответит|скажет|напишет|покажет|відповість|скаже|напише|покаже|odpowie|powie|napisze|wyświetli"
)
_DENSE_BEFORE = (
    # Chinese: "will" and a verb of saying after a subject that is not "you" ("助手会回答", not
    # "你会回答"), a narrative's "答道", "说道", a third person's "他说"; Arabic, Hebrew, Hindi.
    "(?<![你您们們])(?:会|會|将|將|就会|就會|则会|則會|总会|總會|都会|都會|便会|便會)"
    "(?:回答|回复|回覆|答复|答覆|回应|回應|说|說|显示|顯示|提示)"
    "|答道|说道|說道|写道|寫道|回答说|回答說|回复说|回覆說|(?:他|她|它)(?:们|們)?(?:说|說|回答|回复|回覆)"
    "|يجيب|سيجيب|يقول|سيقول|يرد|سيرد|أجاب|قال|עונה|יענה|אומר|יאמר|משיב|ישיב|אמר"
    "|जवाब देता है|जवाब देती है|उत्तर देता है|उत्तर देती है|कहता है|कहती है"
)
_BEFORE_RE = re.compile(
    rf"(?:(?<![^\W\d_])(?:{_REPORTING}|{_WILL})(?![^\W\d_])|{_DENSE_BEFORE})[\s:：,，]{{0,3}}$", re.IGNORECASE
)
# The same verbs anywhere in a clause ("Om du ställer juridiska frågor svarar den": if you ask
# legal questions, it answers): a clause that reports someone's words, not one that orders them.
_REPORTS_RE = re.compile(rf"(?<![^\W\d_])(?:{_REPORTING}|{_WILL})(?![^\W\d_])|{_DENSE_BEFORE}", re.IGNORECASE)
# Japanese and Korean: a declarative verb of saying after the quotation ("と答えます", not "と答えて").
_AFTER_RE = re.compile(
    r"\s?(?:と(?:答え(?:ます|る|た|ました)|言い(?:ます|ました)|言う|言った|返(?:します|す|した)|返答し(?:ます|た)|表示され)"
    r"|(?:이?라고|고) ?(?:대?답|말|응답|표시)(?:합니다|했습니다|한다|했다|해요|하며|됩니다))"
)
_BEFORE_CHARS = 24


def reports(clause: str) -> bool:
    """Whether ``clause`` reports what someone says (a verb of saying in the third person or
    the past, or after "will" with a subject not addressed), which no order does."""
    return _REPORTS_RE.search(clause) is not None


def reports_blanked(said: list[str], honest: dict[str, str], output: str, source: str) -> dict[str, str]:
    """``honest`` (each of the source's sentences ``said`` as the checks read it) with the
    quotations each sentence reports blanked, where the output reports its source's
    quotations too; as it is where it does not."""
    out = normal(output)
    if unreported(out, normal(source)) == out:
        return honest
    read = dict(honest)
    for sentence in said:
        text = honest.get(sentence, sentence)
        blanked = _blanked(text)
        if blanked != text:
            read[sentence] = blanked
    return read


def _blanked(sentence: str) -> str:
    """``sentence`` with the quotations a verb of saying reports as spaces."""
    out = sentence
    for quote in _QUOTE_RE.finditer(sentence):
        start, end = quote.span()
        if _BEFORE_RE.search(sentence, max(0, start - _BEFORE_CHARS), start) or _AFTER_RE.match(sentence, end):
            out = out[:start] + " " * (end - start) + out[end:]
    return out
