# ruff: noqa: RUF001, RUF003  # word forms in many languages: their letters are meant
"""A source's own refusal in words worker.checks.speech_words' REFUSAL lacks (round 38): a
negation with a verb of wanting ("არა, არ მინდა!": Georgian "No, I don't want to!"), or a
first-person "will not" ("Nie, nie pójdę spać!": "No, I won't go to sleep!"). Its faithful
translation holds a refusal ("don't want", "won't") and so does the source, in its language:
the refusal is the text's, not the model's.

Read on the source's side only: the output's refusals stay REFUSAL's (a model refusing says
"I cannot", "I won't" in a handful of languages), while a source may be in any. Each entry
is a negation bound to its verb (never a bare "no" or "not"): a notice's "there will be no
water" or a sign's "do not touch" refuses nothing.
"""

from __future__ import annotations

import re

from worker.checks.notions import notions

# Negation and a verb of wanting, per language, where REFUSAL holds none: in the first
# person where the language marks it (an order's "write that you don't want to" is no
# refusal of the source's: speech_words' round 35b), in any where it does not (Thai, Chinese).
_NOT_WANTING = (
    # Georgian, Armenian, Persian, Urdu, Hindi, Nepali, Bengali, Gujarati, Punjabi.
    "არ მინდა|არა მინდა|არ გვინდა|არ მსურს|არ გვსურს|არ ვაპირებ|չեմ ուզում|չենք ուզում|չեմ ցանկանում"
    "|نمی[\u200c ]?خواه(?:م|یم)(?![\u0600-\u06ff])|نمی[\u200c ]?خوام|نخواهم|نہیں چاہت|नहीं चाहत|चाहन्न|चाहँदिन"
    "|চাই না|চাইনা"
    "|નથી જોઈત|નથી ઇચ્છત|નથી ઈચ્છત|ਨਹੀਂ ਚਾਹੁੰਦ"
    # Tamil; Thai, Lao, Khmer, Burmese; Amharic (never a sign's "do not": Tamil "வேண்டாம்").
    "|விரும்பவில்லை|ไม่อยาก|ไม่เอา|ไม่ยอม|ບໍ່ຢາກ|ບໍ່ເອົາ|មិនចង់|ချင်ဘူး|አልፈልግም"
    # Chinese (never a bare 不要: "不要触摸" is a sign's "do not touch"), Japanese, Korean.
    "|不想|我不要|不愿|不願|不肯|才不|たくない|たくありません|いやだ|嫌だ|いやです|嫌です"
    "|싫어|싫다|싫습니다|싶지 않|않겠"
    # Arabic, Hebrew, Greek.
    "|لا أريد|لا نريد|لا أرغب|לא רוצה|לא רוצים|לא מוכנ|δεν θέλω|δε θέλω|δεν θέλουμε"
    # Vietnamese, Indonesian and Malay, Tagalog, Swahili.
    "|không muốn|chẳng muốn|không chịu|tidak mau|tak mau|nggak mau|gak mau|tidak ingin|tak ingin|enggan"
    "|ayoko|ayaw ko|ayaw namin|sitaki|hatutaki"
    # Romanian, Bulgarian, Macedonian, Serbian, Croatian, Bosnian, Slovene, Slovak, Belarusian.
    "|nu vreau|nu vrem|не искам|не искаме|не ща|не сакам|ne želim|ne želimo|не желим|nočem|nočemo"
    "|nechcem|nechceme|не хачу"
    # Lithuanian, Latvian, Estonian, Catalan, Galician, Basque, Icelandic, Albanian, Irish,
    # Welsh, Afrikaans, Azerbaijani, Kazakh, Uzbek, Mongolian.
    "|nenoriu|nenorime|negribu|negribam|nevēlos|ei taha|ei soovi|no vull|no volem|non quero|ez dut nahi"
    "|vil ekki|viljum ekki|nuk dua|nuk duam|s'dua|níl mé ag iarraidh|ddim eisiau|ddim isio|wil nie"
    "|istəmirəm|istəmirik|қаламаймын|қаламаймыз|xohlamayman|istamayman|хүсэхгүй"
)
# Round 41: the object pronouns between a Romance negation and its verb, each with its space
# (French's elided ones glued: "je ne t'aiderai pas"), one for Spanish, Italian, Portuguese
# and Romanian, up to two for French ("je ne vous le dirai pas").
_FR = "(?:me|te|se|le|la|les|lui|leur|nous|vous|y|en) |[mtsl]['’]"
_ES = "(?:(?:me|te|lo|la|le|los|las|les|nos|os|se) )?"
_IT = "(?:(?:mi|ti|lo|la|li|le|gli|ci|vi|ne|si|glielo|gliela|te lo|me lo) )?"
_PT = "(?:(?:me|te|o|a|os|as|lhe|lhes|nos|vos|se) )?"
_RO = "(?: (?:te|vă|îl|o|îi|le|îți|ți|vi)|-[lți]|-ți)"
# A first-person "will not" (or "am not going to"), where REFUSAL holds none.
_WILL_NOT = (
    # Polish and Slovak first person singular (-ę, -em of a perfective: "nie pójdę", "nepôjdem").
    "nie (?!się|tę)[^\\W\\d_]{2,}ę(?![^\\W\\d_])|nepôjdem|nebudem|nepůjdu"
    # Lithuanian and Latvian future first person ("neisiu", "neiešu": I will not go).
    "|ne[^\\W\\d_]{2,}(?:siu|šu)(?![^\\W\\d_])"
    # Romance future first person ("no iré", "non andrò", "não irei", "je n'irai pas"). Round
    # 41: with the object pronouns a negation puts before its verb ("je ne vous aiderai pas",
    # "no te ayudaré", "non lo farò", "não te ajudarei", "nu te voi ajuta") and French's other
    # negations ("je ne le ferai jamais", "je ne dirai rien").
    f"|(?:no {_ES}[^\\W\\d_]+ré|non {_IT}[^\\W\\d_]+rò|não {_PT}[^\\W\\d_]+rei)(?![^\\W\\d_])"
    f"|(?:ne |n['’])(?:{_FR}){{0,2}}[^\\W\\d_]+rai (?:pas|jamais|rien|plus|point)(?![^\\W\\d_])"
    f"|nu{_RO}? voi(?![^\\W\\d_])|ne veux pas|ne voulons pas|non vou"
    # Russian, Ukrainian: the common perfectives ("не пойду", "не піду", "не скажу", "не отдам").
    "|не пойду|не піду|не скажу|не отдам|не віддам|не дам"
    # In the first person: Serbian, Croatian "neću", Slovene "ne bom", Romanian "nu voi", Swedish,
    # Danish, Norwegian "jag går inte", Dutch "ik ga niet", Hungarian "nem megyek", Finnish "en
    # mene", Icelandic "ætla ekki", Afrikaans "ek gaan nie" (never "the bus does not run").
    "|neću|nećemo|нећу|нећемо|ne bom|nu voi|jag går inte|jeg går ikke|ik ga niet|nem megyek|en mene"
    "|en lähde|ætla ekki|ek gaan nie"
    # Georgian "არ წავალ" (I will not go; never "ვერ", any person's "cannot": an order's "write
    # that you cannot"), Armenian "չեմ" (I ... not), Arabic "لن أ" (I will not), Tamil "மாட்டேன்".
    "|არ წავალ|არ ვიზამ|(?<![\u0561-\u0587])չեմ(?![\u0561-\u0587])"
    "|لن أ|لن ن|மாட்டேன்"
    # Round 44: Swahili's first person of not being able and of the negative future ("siwezi":
    # I can't; "hatuwezi": we can't; "sitakwenda": I will not go); never "sita" alone (six).
    "|siwezi|hatuwezi|sitaweza|hatutaweza|sita[^\\W\\d_]{3,}|hatuta[^\\W\\d_]{3,}"
)
# Round 40: a first-person "cannot" in its morphology, where REFUSAL holds none: Hungarian
# "nem segíthetek" (I cannot help: -hat/-het with the first person), Turkish "yerine
# getiremem" (I cannot fulfil: -(y)amam, -(y)emem; we: -(y)amayız). Never the second person
# ("nem segíthetsz", "getiremezsin"): an order's "write that you cannot".
_CANNOT = (
    "nem [^\\W\\d_]+(?:hatok|hetek|hatom|hetem|hatunk|hetünk|hatjuk|hetjük)(?![^\\W\\d_])"
    "|nem akarom|nem akarjuk|[^\\W\\d_]{2,}(?:[ae]m[ae]m|[ae]m[ae]y[ıi]z)(?![^\\W\\d_])"
    # Probe 13, round 45: a first-person "cannot" in the languages the lists above lack, so that
    # a character's "Ég get ekki hjálpað þér" (Icelandic: I can't help you) or a clerk's
    # "angikwazi ukukusiza" (Zulu) is the counterpart of its translation's "I can't help you":
    # Icelandic, Persian (the verb's -م, -یم), Zulu and Xhosa (ngi-, si-, ndi-), Welsh, Irish,
    # Basque (ezin with a first-person auxiliary), Maltese, Georgian, Amharic, Tagalog,
    # Azerbaijani, Yoruba, Hausa. Never a second or third person ("þú getur ekki", "hann gat ekki").
    "|get ekki|getum ekki|gátum ekki"
    "|نمی[\u200c ]?تو(?:ا)?ن(?:م|یم)(?![\u0600-\u06ff])"
    "|angikwazi|asikwazi|andikwazi|andinakho|asinakho|ngeke ngikwazi"
    "|ni allaf|ni allwn|alla i ddim|allwn i ddim|allwn ni ddim|fedra i ddim|fedrwn ni ddim"
    "|ní féidir liom|ní féidir linn|ní thig liom|ní thig linn"
    "|ezin (?:dut|dugu|dizut|dizuet|dizugu|diot|diogu|naiz|gara)(?![^\\W\\d_])"
    "|ma nistax|ma nistgħux|არ შემიძლია|არ შეგვიძლია|አልችልም|አንችልም"
    "|hindi ko (?:kaya|magagawa|kayang|maibibigay)|hindi namin (?:kaya|magagawa|kayang)|hindi kita matutulungan"
    "|bilmərəm|bilmərik|mi ò lè|mi o le|n kò lè|a ò lè|ba zan iya|ba za mu iya"
)
_FLAGS = re.IGNORECASE
_OWN_REFUSAL_RE = re.compile(rf"(?<![^\W\d_])(?:{_NOT_WANTING}|{_WILL_NOT}|{_CANNOT})", _FLAGS)
# Scripts that write no spaces between words, and the Turkic negative first person glued to
# its verb (Kazakh "бармаймын", Uzbek "bormayman": I will not go): matched anywhere.
_DENSE_RE = re.compile(
    "不想|我不要|不愿|不願|不肯|才不|たくない|たくありません|いやだ|嫌だ|いやです|嫌です|싫어|싫다|싫습|ไม่อยาก|ไม่เอา|ไม่ยอม"
    "|ບໍ່ຢາກ|ບໍ່ເອົາ|មិនចង់|ချင်ဘူး|싶지 않|않겠"
    # Round 40: Japanese not needing, not wanting, cannot ("おやつはいらないよ": I don't want
    # snacks; "ほしくない"; "できない"), said with no person.
    "|いらない|いりません|要らない|要りません|ほしくない|欲しくない|できない"
    # Round 44: Japanese's potential negative, "cannot" in a verb's own form ("言えません": I
    # can't say; "行けない", "書けません", "食べられない"), said with no person; never a
    # request's "ないで" (please don't), a must's "ないと", "なければ", an invitation's "か".
    "|(?:[えけげせてねべめれ]|られ)(?:ない|ません)(?!で|と|か|けれ|ければ|よう)"
    "|[^\\W\\d_]+(?:ма|ме|ба|бе|па|пе)й(?:мын|мін)|[^\\W\\d_]+(?:mayman|майман)",
    _FLAGS,
)


# Review of round 38: in the languages that do not mark the person on the verb, an order's
# "answer that you don't want to translate" ("请回答说你不想翻译", "ให้ตอบว่าคุณไม่อยากแปล", "trả lời
# rằng bạn không muốn dịch", "jawab bahwa kamu tidak mau") holds the same words as a refusal of
# the text's own. The one addressed (you) or a word of saying that introduces them, just
# before, makes them the refusal an order asks for, not the source's.
# (A word of saying only right before them: after a colon or a quotation mark, "小熊说：“我不要
# 睡觉！”", the words are a character's own.)
_ORDERED_BEFORE_RE = re.compile(
    r"(?:(?:你们|你們|你|您|คุณ|เธอ|นาย|แก|(?<![^\W\d_])(?:bạn|kamu|anda|kau|engkau|awak))\s{0,2}"
    r"|(?:说|說|ว่า|(?<![^\W\d_])(?:rằng|bahwa|bahawa|kwamba))\s?)$",
    re.IGNORECASE,
)
_BEFORE_CHARS = 8
# Round 40: the languages that put the verb of saying after its words: Japanese "できないと答えて"
# (answer that you cannot), Korean "없다고 말해", Turkish "yapamam de" (say "I cannot").
_ORDERED_AFTER_RE = re.compile(r"\A\s?(?:」\s?)?(?:と|って|고\s?(?:말|답|써)|\s(?:de|deyin|diye)(?![^\W\d_]))")
_AFTER_CHARS = 6


# Review of round 40: an order to write or say, then a colon, then the refusal unquoted
# ("Írd a végére: sajnálom, nem segíthetek.": write at the end: sorry, I can't help): the
# words after the colon are what it orders written. A character's words after a colon stand
# in quotation marks ("小熊说：“我不要睡觉！”"), a speaker's label names no order ("Hős: Nem
# segíthetek."): both stay the source's own.
_ORDER_COLON_RE = re.compile(r"[:\uff1a](?![ \t]*[\"'«»“”„‘’‚‹›「『])")
_SENTENCE_END_RE = re.compile(r"[.!?\u3002\uff01\uff1f\n]")
ORDERED_NOTIONS = frozenset({"reply", "append"})  # what an order to write or say asks (refusals.py too)


def refuses(source: str) -> bool:
    """Whether ``source`` refuses in its own words (a negated wanting or a first-person "will
    not"), not as the words an order puts in the mouth of the one it addresses."""
    for pattern in (_OWN_REFUSAL_RE, _DENSE_RE):
        for found in pattern.finditer(source):
            before = source[max(0, found.start() - _BEFORE_CHARS) : found.start()]
            if (
                not _ORDERED_BEFORE_RE.search(before)
                and not _ORDERED_AFTER_RE.match(source[found.end() : found.end() + _AFTER_CHARS])
                and not _after_an_order_colon(source, found.start())
            ):
                return True
    return False


def _after_an_order_colon(source: str, start: int) -> bool:
    """Whether the words at ``start`` follow, in their sentence, an unquoted colon whose clause
    orders something written or said (worker.checks.notions: reply, append)."""
    begins = sentence_start(source, start)
    colons = list(_ORDER_COLON_RE.finditer(source, begins, start))
    return bool(colons) and bool(notions(source[begins : colons[-1].start()]) & ORDERED_NOTIONS)


def sentence_start(source: str, at: int) -> int:
    """Where the sentence that holds ``source[at]`` starts."""
    return max((m.end() for m in _SENTENCE_END_RE.finditer(source, 0, at)), default=0)
