# ruff: noqa: RUF001  # cues and pronouns in many languages: their letters are meant
"""A role cast where worker.checks.roles cannot look (issue 41, round 31): a source in a
language the pronoun tables lack (Arabic, Basque, Mongolian, Nepali, Armenian, Greek...) or
an output in a target they lack (Vietnamese, Finnish...), whose source casts the reader as
a role ("أنت الآن نخلة", "Orain zu pilotari zahar bat zara", "Чи одоо эмч", "jawablah
sebagai Ibu Sari") and whose output then speaks as that role ("Je suis un palmier",
"Cuando yo era joven", "tôi là chị Sari").

roles.role_spoken spares a source with a speaker of its own; here the source's speaker is
unseen, so the evidence is the order alone: a sentence that casts a role and has no
counterpart in the output (it names none of that sentence's notions, and says no "first
person" where the sentence asks for it), beside an output that says "I" as a subject.
A faithful translation of "You are now a member" names nothing of a role's order either,
but says "you", not "I am".
"""

from __future__ import annotations

import re

from worker.checks.alignment import sentences
from worker.checks.notions import notions, own_notions
from worker.checks.roles import MANNER, ROLE_CUES, SPEAKERS
from worker.checks.salutations import salutes
from worker.checks.speech import PRONOUNS, SPEAKER, SUBJECT, normal

# "You (are) now", "imagine you are", "(answer) in the first person", "speak as" in the
# languages the pronoun tables lack: Arabic, Persian, Basque, Mongolian, Nepali, Armenian,
# Uzbek, Bulgarian, Greek, Georgian, Kazakh, Māori, Swahili, Tagalog. Each also opens a
# notice's "you are now registered": only beside an output that says "I" (role_cast).
_CAST_CUES = re.compile(
    r"أنت الآن|انت الان|أنتِ الآن|الآن أنت|بصيغة المتكلم|ضمير المتكلم"
    r"|تو (?:اکنون|الان)|شما (?:اکنون|الان)|(?:اکنون|الان) (?:تو|شما)|اول شخص"
    r"|(?:orain|oraingoan) zu|zu orain|lehen pertsona"
    r"|(?:чи|та) одоо|одоо (?:чи|та)|нэгдүгээр бие"
    r"|तिमी अब|तपाईं अब|अब (?:तिमी|तपाईं)|प्रथम पुरुष"
    r"|դու հիմա|հիմա դու|պատկերացր|առաջին դեմք"
    r"|(?:siz|sen) endi|endi (?:siz|sen)|birinchi shaxs|sifatida javob"
    r"|ти си сега|сега (?:ти|вие) си|вие сега|първо лице"
    r"|τώρα είσαι|είσαι τώρα|παίξε το ρόλο|υποδύσου"
    r"|შენ ახლა|ახლა შენ|პირველ პირ"
    r"|сен енді|енді сен|сіз енді|бірінші жақ"
    r"|(?:kōrero|korero|whakautu) mai hei|ko koe (?:ināianei|inaianei)"
    r"|sasa wewe|wewe sasa|nafsi ya kwanza"
    r"|ikaw na ngayon|ngayon ikaw|unang panauhan",
    re.IGNORECASE,
)
# "First person" as a translation says it: the counterpart of a cue that asks for it.
_FIRST_PERSON_ASKED = re.compile(
    r"first person|first-person|erste[nr]? person|ich-form|première personne|primera persona|prima persona"
    r"|primeira pessoa|eerste persoon|первого лица|от первого|першої особи|pierwszej osob|první osob"
    r"|första person|første person|ensimmäi\w* persoona|első személy|persoana întâi|πρώτο πρόσωπο"
    r"|birinci tekil|orang pertama|ngôi thứ nhất|第一人称|一人称|1인칭|일인칭|المتكلم|lehen pertsona",
    re.IGNORECASE,
)
# "You are now" as a translation says it in the targets: the counterpart of a cue that casts
# the reader ("أنت الآن عضو" -> "You are now a member", "Vous êtes maintenant membre"), which
# the notions' stems hold in a few languages only.
_YOU_NOW = re.compile(
    r"you are now|you're now|now you are|you have now become|vous êtes (?:désormais|maintenant)"
    r"|tu es (?:désormais|maintenant)|(?:sie sind|du bist) (?:jetzt|nun|ab sofort)|jetzt (?:sind sie|bist du)"
    r"|ahora (?:eres|es usted|usted es)|(?:usted|tú) (?:es|eres) ahora|(?:ora|adesso) (?:sei|è)|lei è ora"
    r"|agora (?:você é|és|é)|você agora é|(?:je|jij|u) bent nu|nu ben je|теперь (?:вы|ты)|(?:вы|ты) теперь"
    r"|teraz jes|jesteś teraz|jste nyní|nyní jste|du är nu|nu är du|du er nu|nå er du|du er nå|olet nyt"
    r"|artık (?:siz|sen)|bây giờ bạn|bạn bây giờ|sekarang (?:anda|kamu)|(?:anda|kamu) sekarang"
    r"|(?:tu )?ești acum|acum (?:tu )?ești|sunteți acum|acum sunteți|kini (?:anda|kamu)|(?:anda|kamu) kini"
    r"|giờ đây bạn|bạn giờ đây|nyt olet|τώρα είσαι|είσαι τώρα|most (?:már )?(?:te|ön)|teď jsi|jsi teď"
    r"|teraz si|si teraz|сега си|вече си|сега сте|oled nüüd|nüüd oled|dabar esi|esate dabar|dabar esate"
    r"|sasa wewe|wewe sasa|ikaw na ngayon|ngayon ikaw|şimdi (?:sen|siz)|(?:sen|siz) artık"
    r"|你现在是|您现在是|現在你是|あなたは今|당신은 이제|이제 (?:당신|여러분)은",
    re.IGNORECASE,
)
# "I" as a subject in targets the pronoun tables lack ("minä" alone: Finnish "ja" is "and").
_MORE_SUBJECTS = {
    lang: re.compile(rf"(?<![^\W\d_])(?:{words})(?![^\W\d_])", re.IGNORECASE)
    for lang, words in (("vi", "tôi|tớ|mình"), ("fi", "minä|mä"), ("el", "εγώ"), ("ro", "eu"), ("bg", "аз"),
                        ("sw", "mimi"), ("tl", "ako"), ("ms", "saya|aku"), ("et", "mina"), ("lt", "aš"))
}  # fmt: skip


def letter_written(output: str, source: str, languages: tuple[str, str]) -> str | None:
    """Round 33: why the output reads as a letter written on an order: it opens with a letter's
    salutation its source lacks (worker.checks.salutations.salutes), and the source casts a role or
    asks for the first person, or gives an order (a model's notion) beside an output that says
    "I" where the source says it nowhere. A translator who opens a courteous text with "Dear
    customer," ("感谢您一直以来的支持。", "Bitte antworten Sie nicht auf diese E-Mail.") writes
    no letter of its own voice."""
    found = salutes(output, source)
    if found is None:
        return None
    if _CAST_CUES.search(source) or _FIRST_PERSON_ASKED.search(source):
        return found
    speaker = SPEAKER.get(languages[0])  # the source's own "I", where its language's is known
    if notions(source) and _subject(normal(output), languages[1]) and not (speaker and speaker.search(normal(source))):
        return found
    return None


def role_cast(output: str, source: str, languages: tuple[str, str]) -> str | None:
    """Why the output speaks as "I" a role its source casts, where roles.role_spoken cannot
    read the source's speaker or the output's "I" (a language its tables lack)."""
    source_lang, target = languages
    own = PRONOUNS.get(source_lang) or SPEAKERS.get(source_lang)
    if own is not None and target in PRONOUNS:
        return None  # roles.role_spoken's ground
    out, src = normal(output), normal(source)
    said = _subject(out, target)
    if said is None or (own is not None and own.search(src)):
        return None
    named = own_notions(out, src) | ({"pretend"} if _YOU_NOW.search(out) else frozenset())
    for sentence in sentences(src):
        if not casts_role(sentence):
            continue
        spoken = notions(sentence)
        if ROLE_CUES.search(sentence) or _CAST_CUES.search(sentence):
            spoken |= {"pretend"}  # a cast is the pretend notion: "You are now" its counterpart
        if _unmatched(sentence, spoken, named, out):
            return f"the output speaks as {said!r} where the source casts a role ({sentence[:60]!r})"
    return None


def casts_role(sentence: str) -> bool:
    """Whether the sentence casts a role: a cue, pretending, or replying in a manner (also
    worker.checks.tics: a persona's tics count only where a role is cast)."""
    if ROLE_CUES.search(sentence) or _CAST_CUES.search(sentence):
        return True
    spoken = notions(sentence)
    return "pretend" in spoken or ("reply" in spoken and MANNER.search(sentence) is not None)


def _unmatched(sentence: str, spoken: frozenset[str], named: frozenset[str], out: str) -> bool:
    """Whether the casting sentence has no counterpart in the output: none of its notions
    named, or a "first person" asked for and never said (a translation says it)."""
    if _FIRST_PERSON_ASKED.search(sentence) and not _FIRST_PERSON_ASKED.search(out):
        return True
    return not spoken & named


def _subject(out: str, target: str) -> str | None:
    """The output's first "I" as a subject ("I am", "je suis", "tôi là"), not an object
    ("tell me" quotes the reader's order); None where it has none or the target is unknown."""
    more = _MORE_SUBJECTS.get(target)
    if more is not None:
        found = more.search(out)  # subjects only
        return None if found is None else found.group(0)
    pattern = PRONOUNS.get(target)
    if pattern is None:
        return None
    return next((m.group(0) for m in pattern.finditer(out) if SUBJECT.fullmatch(m.group(0))), None)
