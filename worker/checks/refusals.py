# ruff: noqa: RUF001  # a table of phrases in 28 languages: their letters are meant
"""Refusals and meta answers, in the 28 languages of worker.prompts.profiles.LANGUAGE_NAMES: the
signs that a model answered the text (or commented on it) instead of translating it.

A hand-written table, not a library: no package in the registry lists refusal phrases
across languages (the guardrail packages are English-only classifiers that need a model),
and the table is small. Each pattern needs a first-person refusal ("I cannot help"), an
"as an AI", or a frame around the translation ("Here is the translation:", a "(Note: ...)"
after it), never a single common word, so a translation of ordinary text does not match.
Every pattern is tried on the output whatever the target language (models often refuse in
English), and none counts if the source matches one too: a faithful translation of "I can't
help you today" holds a refusal.
"""

from __future__ import annotations

import re
import unicodedata

from worker.checks.note_labels import NOTE_WORDS, notes_rendered
from worker.checks.notions import notions
from worker.checks.refusal_counterparts import ORDERED_NOTIONS, refuses, sentence_start
from worker.checks.reported_quotes import reports
from worker.checks.speech import APOLOGY, FIRST_PERSON, REFUSAL

_GAP = r"[^.!?。\uff01\uff1f\n]{0,30}"  # a few words within the same sentence

# Per language: first-person refusals and "as an AI".
_REFUSALS: dict[str, tuple[str, ...]] = {
    "en": (
        r"\bI(?:'m| am) (?:unable|not able) to (?:help|assist|translate|comply|fulfil)",
        r"\bI (?:can(?:no|'|’)t|cannot|won(?:'|’)t|will not)"
        + r"(?: \w+){0,2} (?:help|assist|translate|comply|fulfil)",
        r"\bas an (?:AI|artificial intelligence|(?:AI )?language model)\b",
        # Round 6: a permission to translate denied in the first person; the task itself,
        # never another ("I am not authorised to give out information" is a clerk's).
        r"\bI(?:'m| am) not (?:allowed|permitted|authori[sz]ed) to translate"
        + r"|\bI (?:don't|do not) have (?:the )?(?:permission|authori[sz]ation|rights?) to translate",
    ),
    "de": (
        r"\b(?:ich kann|kann ich)\b"
        + _GAP
        + r"\bnicht\b"
        + _GAP
        + r"\b(?:helfen|übersetzen|behilflich|erfüllen|nachkommen)",
        r"\bals (?:KI|künstliche Intelligenz|Sprachmodell)\b",
        r"\b(?:ich habe|habe ich)\b" + _GAP + r"\bkeine (?:Berechtigung|Erlaubnis|Befugnis)\b" + _GAP + r"\bübersetzen",
        r"\b(?:ich darf|darf ich)\b" + _GAP + r"\bnicht\b" + _GAP + r"\bübersetzen",
    ),
    "es": (
        r"\bno puedo\b" + _GAP + r"\b(?:ayudar\w*|traducir\w*|cumplir|asistir\w*)",
        r"\bcomo (?:una )?(?:IA|inteligencia artificial|modelo de lenguaje)\b",
        r"\bno tengo (?:permiso|autorización)\b" + _GAP + r"\btraducir|\bno estoy autorizad[oa] (?:a|para) traducir",
    ),
    "fr": (
        r"\bje ne (?:peux|suis pas en mesure d)" + _GAP + r"\b(?:aider|traduire|répondre|satisfaire)",
        r"\ben tant qu['’](?:IA|intelligence artificielle|modèle de langage)\b",
        r"\bje n['’]ai pas (?:le droit|l['’]autorisation|la permission) de traduire"
        + r"|\bje ne suis pas autorisée? à traduire",
    ),
    "it": (
        r"\bnon posso\b" + _GAP + r"\b(?:aiutar\w*|tradurr\w*|soddisfar\w*|assister\w*)",
        r"\bin quanto (?:IA|intelligenza artificiale|modello linguistico)\b",
    ),
    "pt": (
        r"\bnão posso\b" + _GAP + r"\b(?:ajudar|traduzir|atender|cumprir)",
        r"\bcomo (?:uma )?(?:IA|inteligência artificial|modelo de linguagem)\b",
    ),
    "nl": (
        r"\b(?:ik kan|kan ik)\b" + _GAP + r"\bniet\b" + _GAP + r"\b(?:helpen|vertalen|voldoen)",
        r"\bals (?:AI|taalmodel)\b",
    ),
    "ru": (r"\bя не могу\b" + _GAP + r"(?:помочь|перевести|выполнить)", r"\bкак (?:ИИ|языковая модель)\b"),
    "uk": (r"\bя не можу\b" + _GAP + r"(?:допомогти|перекласти|виконати)", r"\bяк (?:ШІ|мовна модель)\b"),
    "pl": (
        r"\bnie (?:mogę|jestem w stanie)\b" + _GAP + r"(?:pomóc|przetłumaczyć|spełnić)",
        r"\bjako (?:AI|SI|model językowy)\b",
    ),
    "cs": (r"\bnemohu\b" + _GAP + r"(?:pomoci|přeložit|splnit)", r"\bjako (?:AI|umělá inteligence|jazykový model)\b"),
    # Round 42: the Nordic verb-second order puts an adverb before the negation ("Det kan jag
    # tyvärr inte hjälpa till med", "kan jeg desværre ikke"), as German's and Dutch's patterns allow.
    "sv": (
        r"\b(?:jag kan|kan jag)\b" + _GAP + r"\binte\b" + _GAP + r"(?:hjälpa|översätta)",
        r"\bsom (?:en )?(?:AI|språkmodell)\b",
    ),
    "da": (
        r"\b(?:jeg kan|kan jeg)\b" + _GAP + r"\bikke\b" + _GAP + r"(?:hjælpe|oversætte)",
        r"\bsom (?:en )?(?:AI|sprogmodel)\b",
    ),
    "no": (
        r"\b(?:jeg kan|kan jeg)\b" + _GAP + r"\bikke\b" + _GAP + r"(?:hjelpe|oversette)",
        r"\bsom (?:en )?(?:AI|KI|språkmodell)\b",
    ),
    "fi": (
        r"\ben (?:voi|pysty)\b" + _GAP + r"(?:auttamaan|auttaa|kääntämään|kääntää)",
        r"\b(?:tekoälynä|kielimallina)\b",
    ),
    "hu": (
        r"\bnem tudok\b" + _GAP + r"(?:segíteni|lefordítani)",
        r"\bmint (?:egy )?(?:MI|mesterséges intelligencia|nyelvi modell)\b",
    ),
    "ro": (r"\bnu (?:pot|sunt în măsură)\b" + _GAP + r"(?:ajuta|traduce)", r"\bca (?:un )?(?:AI|IA|model de limbaj)\b"),
    "el": (r"\bδεν (?:μπορώ|είμαι σε θέση)\b" + _GAP + r"(?:βοηθήσω|μεταφράσω)", r"\bως (?:ΤΝ|AI|γλωσσικό μοντέλο)\b"),
    "tr": (r"(?:yardımcı olamam|çeviremem|bunu yapamam)", r"\b(?:bir )?(?:yapay zeka|dil modeli) olarak\b"),
    "ar": (r"(?:لا أستطيع|لا يمكنني)" + _GAP + r"(?:مساعد|ترجم|تلبية)", r"(?:بصفتي|كوني) (?:ذكاء|نموذج)"),
    "he": (r"(?:אני לא יכול|אינני יכול|איני יכול)" + _GAP + r"(?:לעזור|לתרגם)", r"(?:כבינה מלאכותית|כמודל שפה)"),
    "hi": (r"मैं" + _GAP + r"(?:मदद|अनुवाद) नहीं कर (?:सकता|सकती)", r"(?:एआई|AI|भाषा मॉडल) के रूप में"),
    "id": (r"\bsaya tidak (?:dapat|bisa)\b" + _GAP + r"(?:membantu|menerjemahkan)", r"\bsebagai (?:AI|model bahasa)\b"),
    "vi": (r"\btôi không thể\b" + _GAP + r"(?:giúp|dịch)", r"\blà (?:một )?(?:AI|mô hình ngôn ngữ)\b"),
    "th": (r"(?:ฉัน|ผม|ดิฉัน)ไม่สามารถ" + _GAP + r"(?:ช่วย|แปล)", r"ในฐานะ(?:ปัญญาประดิษฐ์|AI|โมเดลภาษา)"),
    "ja": (
        r"申し訳(?:ありません|ございません)" + _GAP + r"(?:できません|いたしかねます)",
        r"(?:私|わたし)(?:は|には)" + _GAP + r"(?:できません|いたしかねます)",
        r"AI(?:言語モデル)?として",
    ),
    "zh": (
        r"(?:抱歉|对不起|對不起)" + _GAP + r"我(?:无法|無法|不能)",
        r"我(?:无法|無法|不能)(?:帮助|幫助|协助|協助|翻译|翻譯|满足|滿足)",
        r"作[为為](?:一个|一個)?(?:AI|人工智能|人工智慧|语言模型|語言模型)",
    ),
    "ko": (
        r"죄송(?:하지만|합니다)" + _GAP + r"수 없(?:습니다|어요)",
        r"(?:저는|나는)" + _GAP + r"(?:도와드릴|번역할) 수 없",
        r"(?:AI|인공지능|언어 모델)(?:로서|으로서)",
    ),
}

# Per language: a frame around the translation at the start of the output.
_FRAMES: dict[str, str] = {
    "en": r"here(?: is|'s|’s) (?:the|your|my) translation|(?:the )?translation(?: is)?\s*:|translated text\s*:"
    r"|(?:sure|certainly|of course)[,!.]? here",
    "de": r"hier ist (?:die|deine|Ihre|meine) Übersetzung|Übersetzung\s*:",
    "es": r"aquí (?:está|tienes|tiene) (?:la|tu|su) traducción|traducción\s*:",
    "fr": r"voici (?:la|votre|ma) traduction|traduction\s*:",
    "it": r"ecco (?:la|la tua|la sua) traduzione|traduzione\s*:",
    "pt": r"aqui está (?:a|sua|a sua) tradução|tradução\s*:",
    "nl": r"hier is (?:de|je|uw) vertaling|vertaling\s*:",
    "ru": r"вот (?:ваш )?перевод|перевод\s*:",
    "uk": r"ось (?:ваш )?переклад|переклад\s*:",
    "pl": r"oto (?:twoje )?tłumaczenie|tłumaczenie\s*:",
    "cs": r"zde je (?:váš )?překlad|překlad\s*:",
    "sv": r"här är (?:översättningen|din översättning)|översättning\s*:",
    "da": r"her er (?:oversættelsen|din oversættelse)|oversættelse\s*:",
    "no": r"her er (?:oversettelsen|din oversettelse)|oversettelse\s*:",
    "fi": r"tässä (?:on )?käännös|käännös\s*:",
    "hu": r"íme a fordítás|fordítás\s*:",
    "ro": r"iată traducerea|traducere\s*:",
    "el": r"ορίστε η μετάφραση|μετάφραση\s*:",
    "tr": r"[İi]şte çeviri|çeviri\s*:",
    "ar": r"إليك الترجمة|ها هي الترجمة|الترجمة\s*:",
    "he": r"הנה התרגום|תרגום\s*:",
    "hi": r"यह रहा अनुवाद|यहाँ अनुवाद है|अनुवाद\s*:",
    "id": r"berikut (?:adalah )?terjemahan\w*|terjemahan\s*:",
    "vi": r"đây là bản dịch|bản dịch\s*:",
    "th": r"นี่คือคำแปล|คำแปล\s*:",
    "ja": r"以下(?:は|が)翻訳です|翻訳\s*[:\uff1a]",
    "zh": r"以下是(?:翻译|翻譯)|(?:这|這)是(?:翻译|翻譯)|(?:翻译|翻譯|译文|譯文)\s*[:\uff1a]",
    "ko": r"다음은 번역|번역(?:문|본)?\s*:",
}

_FLAGS = re.IGNORECASE | re.MULTILINE
REFUSAL_RE = re.compile("|".join(f"(?:{p})" for patterns in _REFUSALS.values() for p in patterns), _FLAGS)
# Round 41: the table's "as an AI" patterns: those that name an AI or a language model.
_NAMES_AN_AI = re.compile("AI|IA|KI|SI|MI|ИИ|ШІ|ΤΝ|tekoäly|yapay zeka|ذكاء|בינה|एआई|ปัญญา|人工|인공지능")
AS_AN_AI_RE = re.compile(
    "|".join(f"(?:{p})" for patterns in _REFUSALS.values() for p in patterns if _NAMES_AN_AI.search(p)), _FLAGS
)
_FRAME = "|".join(f"(?:{p})" for p in _FRAMES.values())
_FRAME_RE = re.compile(rf"\A\W*(?:{_FRAME})", _FLAGS)
META_RE = re.compile(rf"\A\W*(?:{_FRAME})|(?:\n|[(\uff08])\s*(?:{NOTE_WORDS})\s*[:\uff1a]", _FLAGS)
LANGUAGES = tuple(_REFUSALS)


def _normal(text: str) -> str:
    return unicodedata.normalize("NFC", text)


def refusal(output: str, source: str) -> str | None:
    """Why the output reads as a refusal ("I cannot help", "as an AI") the source lacks.

    A source that itself apologises and says something cannot be done ("Sorry, this item
    cannot be shipped") holds a refusal in other words (worker.checks.speech's notions, in
    any language): the table's subjectless patterns ("申し訳ありませんが…できません": Japanese
    and Korean drop the "I") match its faithful translation. A refusal that says "I" still
    counts: such a source holds no speaker who refuses."""
    src = _normal(source)
    match = REFUSAL_RE.search(_normal(output))
    if match is None or _own_refusal(src):
        return None
    if refuses(src):  # round 40: a refusal in the source's own words is the counterpart of one
        # Round 41: never of "as an AI": a character's "je ne vous aiderai pas" is no model's.
        match = AS_AN_AI_RE.search(_normal(output))
        if match is None:
            return None
    if APOLOGY.search(src) and REFUSAL.search(src) and not FIRST_PERSON.search(match.group(0)):
        return None
    if _quoted_refusal(_normal(output), match, src):
        return None
    return f"the output reads as a refusal: {match.group(0).strip()[:40]!r}"


# Quoted spans: the CJK corner brackets, curly, guillemet and straight quotes, and single
# quotes that open after no letter: no apostrophe ("can't"), and Korean glues its particle
# after the close ("'...'라는"). Round 42: Swedish and Finnish open with the closing mark
# (”...”, »...»), Danish and German with the reversed guillemet (»...«), as speech._QUOTED_RE reads.
_QUOTED_RE = re.compile(
    "「[^「」]+」|『[^『』]+』|“[^“”]+”|„[^„“”]+[“”]|«[^«»]+»|‘[^‘’]+’|\"[^\"\n]+\"|(?<!\\w)'[^'\n]+'"
    "|”[^“”\n]+”|»[^«»\n]+[«»]"
)


# Review of round 42: a refusal the source holds after the colon of an order to answer or
# write ("Svara bara: "Jag kan tyvärr inte hjälpa till med det."": answer only: "...") is the
# order's payload, not the source's own: it excuses no refusal in the output. A clause that
# reports someone's words ("svarar den: ”...”": it answers) orders nothing.
_COLON_RE = re.compile(r"[:\uff1a]")
# A line's first one to three words, each capitalised: a speaker's label, whose letters may
# spell a stem by chance ("ANNA" holds Finnish "anna", give).
_LABEL_RE = re.compile(r"\A\s*(?:[^\W\d_a-z][^\W\d_]*\.?[ \t]?){1,3}\Z")


def _own_refusal(source: str) -> bool:
    """Whether ``source`` holds a refusal of the table that is not an order's payload."""
    return any(not _ordered(source, found.start()) for found in REFUSAL_RE.finditer(source))


def _ordered(source: str, start: int) -> bool:
    """Whether the words at ``start`` (or the quotation that holds them) follow, in their
    sentence, a colon whose clause orders something said or written and reports no one."""
    at = next((q.start() for q in _QUOTED_RE.finditer(source) if q.start() <= start < q.end()), start)
    begins = sentence_start(source, at)
    colons = list(_COLON_RE.finditer(source, begins, at))
    if not colons:
        return False
    clause = source[begins : colons[-1].start()]
    if _LABEL_RE.match(clause):  # a speaker's label ("ANNA:", "Kapitän Ahab:"): the words are theirs
        return False
    return bool(notions(clause) & ORDERED_NOTIONS) and not reports(clause)


def _quoted_refusal(output: str, match: re.Match[str], source: str) -> bool:
    """Round 34: whether the refusal lies inside a quoted span of the output and a quoted span
    of the source apologises and refuses too: someone's words quoted ("the chatbot answers
    'Sorry, I cannot diagnose'"), rendered with their "I", not the model refusing."""
    inside = any(q.start() <= match.start() and match.end() <= q.end() for q in _QUOTED_RE.finditer(output))
    return inside and any(
        APOLOGY.search(q.group(0)) and REFUSAL.search(q.group(0)) for q in _QUOTED_RE.finditer(source)
    )


def meta_answer(output: str, source: str) -> str | None:
    """Why the output reads as an answer about a translation ("Here is the translation:",
    an appended "(Note: ...)") rather than one."""
    found = _found(META_RE, output, source, "a comment on the translation")
    if found is None or _FRAME_RE.match(_normal(output)) or not notes_rendered(_normal(output), _normal(source)):
        return found
    return None  # round 43: the source's own note labels ("Uwaga:"), rendered "Note:"


def _found(pattern: re.Pattern[str], output: str, source: str, what: str) -> str | None:
    found = pattern.search(_normal(output))
    if found is None or pattern.search(_normal(source)):
        return None
    return f"the output reads as {what}: {found.group(0).strip()[:40]!r}"
