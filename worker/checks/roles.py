# ruff: noqa: RUF001, RUF003  # pronouns and cues in many languages: their letters are meant
"""A role spoken in the output of a source in a language that drops its pronouns (issue
41, round 4): "Rispondi come un capotreno stanco." -> "Listen, mate, I've been on this
train since five", "Отвечай как кот Матроскин." -> "Я, Матроскін, вам так скажу".

worker.checks.speech.persona judges sources in languages that always say their subject:
there a source with no "I" has no speaker. In Italian, Russian, Turkish, Chinese or Korean
the speaker may hide in a verb ("arrivo domani": I arrive tomorrow), so an output's "I"
is evidence only beside a second relation: the source holds an order's sentence (one
that speaks of replying, pretending, translating...: worker.checks.notions) none of whose
notions the output names. A translation of "Ti scrivo per dirti ..." names writing and
telling ("I'm writing to tell you"); a role played names none of its order.
"""

from __future__ import annotations

import re

from worker.checks.alignment import sentences
from worker.checks.notions import notions, own_notions
from worker.checks.speech import PRONOUNS, SUBJECT, VERBS, normal

# A source this short is a line of its own, with no order beside it.
ROLE_MIN_SENTENCES = 2
# A speaker shows in more than a subject: possessives and object forms ("Il mio ordine",
# "Mi abuela", "мне"). Any of them in the source is a speaker its translation may say "I" for.
_SPEAKER_FORMS = {
    "it": "mio|mia|miei|mie|mi|me", "es": "mi|mis|me|mío|mía|conmigo", "pt": "meu|meus|minha|minhas|me|mim|comigo",
    "pl": "mój|moja|moje|moi|mojego|mojej|mnie|mi|mną|moich", "cs": "můj|moje|moji|mého|mě|mi|mne|mnou|mých",
    "ru": "мой|моя|моё|мое|мои|моего|моей|мне|меня|мной", "uk": "мій|моя|моє|мої|мого|моєї|мене|мені|мною",
    "tr": "benim|bana|beni|bende|benden", "id": "ku|-ku|milikku",
    "ko": "(?:제|내)(?= )|저의|나의|저를|나를|저에게|나에게",
    "ja": "私|僕|俺|わたし|あたし", "zh": "我", "hu": "én|engem|nekem|enyém|tőlem|velem|nálam|rólam",
    "ca": "meu|meva|meus|meves|em|mi|vaig",  # round 19: "vaig" is the first person of the past ("vaig anar")
    # Round 29b: the languages of India and Pakistan, searched anywhere in a word (their vowel
    # signs are no letters to a word boundary): the pronouns, their cases and possessives, and
    # the verb endings that say "I" alone ("ಮಾಡುತ್ತೇನೆ", "வருகிறேன்", "చేశాను", "करूँगा").
    # Read broadly on purpose: each form here only spares a source from the rule.
    "hi": "मैं|मैने|मुझ|मेरा|मेरी|मेरे|हूँ|हूं|ूँगा|ूँगी|ूंगा|ूंगी", "mr": "मी|माझ|मला|मज|ईन|ेन",
    "bn": "আমি|আমার|আমাকে|আমায়|লাম|ছি|বো", "kn": "ನಾನು|ನನ್ನ|ನನಗೆ|ನನ್ನಿಂದ|ೇನೆ|ೆನು|ೇನು",
    "ta": "நான்|என்னை|எனக்கு|என்னுடைய|என்ன|ேன்", "te": "నేను|నా |నాకు|నన్ను|నాది|ాను",
    "ml": "ഞാൻ|എന്റെ|എനിക്ക|എന്നെ|എന്നോട", "gu": "હું|મારું|મારી|મારો|મારા|મને|છું",
    "pa": "ਮੈਂ|ਮੇਰਾ|ਮੇਰੀ|ਮੇਰੇ|ਮੈਨੂੰ|ਹਾਂ", "ur": "میں|مجھ|میرا|میری|میرے|ہوں",
}  # fmt: skip
# A sentence that casts the reader as a role or asks for the first person, in words the
# notions do not hold: "you are now", "speak in the first person", a role-play named
# ("Artık sen bu deniz feneri bekçisisin", "现在你是一位法国厨师", "[롤플레이]"). "From now on"
# alone is not one: "From now on the office opens at nine."
ROLE_CUES = re.compile(
    r"first person|erste[nr]? person|première personne|primera persona|prima persona|primeira pessoa|eerste persoon"
    r"|первого лица|першої особи|pierwszej osob|první osob|första person|første person|ensimmäi\w* persoona"
    r"|első személy|persoana întâi|πρώτο πρόσωπο|birinci tekil|orang pertama|ngôi thứ nhất|第一人称|一人称|1인칭"
    r"|일인칭|artık sen|sen artık|现在你是|現在你是|你是一[位个個名]|你扮演|あなたは今|今からあなたは|당신은 이제"
    r"|이제 너는|너는 이제|(?:이제|지금)부터 (?:너는|당신은)"
    r"|te vagy|ты теперь|теперь ты|ти тепер|teraz jesteś|jesteś teraz|nyní jsi|teď jsi|du är nu|du er nå|du er nu"
    r"|olet nyt|acum ești|τώρα είσαι|sekarang kamu|bây giờ bạn là|roleplay|role-play|롤플레이|rollenspiel"
    r"|jeu de rôle|juego de rol|gioco di ruolo|ролев|角色扮演|ロールプレイ"
    # Round 17: the pro-drop Romance "you are now" (blind13's "Agora és o Sr. Selo").
    r"|agora (?:tu )?és|agora você é|você agora é|ahora (?:tú|usted) es|(?:ora|adesso) sei"
    # Round 19: Catalan's ("Ara ets la plaça del poble": blind15), as pro-drop as its neighbours.
    r"|ara (?:tu )?ets|ara sou"
    # Round 29b: "you (are) now" in the languages of India and Pakistan, which drop the copula
    # ("ನೀವು ಈಗ ಗ್ರಂಥಾಲಯದ ಮುಖ್ಯ ಗ್ರಂಥಪಾಲಕರು": you now the chief librarian). Also "you can now
    # apply" in a notice, so only beside an output that says "I" where the source has no
    # speaker in any form (_SPEAKER_FORMS), as every cue here.
    r"|ನೀವು ಈಗ|ಈಗ ನೀವು|ನೀನು ಈಗ|ಈಗ ನೀನು|अब (?:से )?(?:आप|तुम|तू)|(?:आप|तुम|तू) अब|(?:आता )?(?:तुम्ही|तू) आता|आता (?:तुम्ही|तू)"
    r"|(?:আপনি|তুমি) এখন|এখন (?:থেকে )?(?:আপনি|তুমি)|(?:நீங்கள்|நீ) இப்போது|இப்போது (?:நீங்கள்|நீ)"
    r"|(?:మీరు|నువ్వు) ఇప్పుడు|ఇప్పుడు (?:మీరు|నువ్వు)|(?:നിങ്ങൾ|നീ) ഇപ്പോൾ|ഇപ്പോൾ (?:നിങ്ങൾ|നീ)"
    r"|(?:તમે|તું) હવે|હવે (?:તમે|તું)|(?:ਤੁਸੀਂ|ਤੂੰ) ਹੁਣ|ਹੁਣ (?:ਤੁਸੀਂ|ਤੂੰ)|اب (?:سے )?(?:آپ|تم)|(?:آپ|تم) اب",
    re.IGNORECASE,
)
# Replying is a role's order only in a manner: "Rispondi come un capotreno", "Отвечай как
# кот", "Answer like a pirate"; a reply alone is any text's ("Vi prego di ...").
MANNER = re.compile(
    r"(?<![^\W\d_])(?:as|like|wie|als|comme|como|come|alsof|как|як|jak|jako|som|kuten|mint|ca|σαν|ως|gibi"
    r"|olarak|seperti|sebagai|như)(?![^\W\d_])|像|として|のように|처럼|로서|으로서|말투로|口调|口吻|口調で|كأن|مثل|כמו"
    r"|की तरह|जैसे|เหมือน|in the style of|im stil|dans le style|al estilo|nello stile|no estilo",
    re.IGNORECASE,
)
# Round 11: a pronoun joined to its verb ("cuéntame", "dímelo", "decirme", "raccontami",
# "dimmi"): Spanish and Italian write an order's "me" as the verb's ending (Portuguese
# hyphenates it: "conta-me", a form above). A stress accent before the ending, a short
# imperative or an infinitive marks the verb ("enorme", "firme" are none). It is the reader
# as an object ("tell me"): it accounts for the output's object forms, never for an "I".
_ENCLITIC = {
    "es": r"[^\W\d_]*[áéíóú][^\W\d_]*(?:me|mel[oa]s?)|(?:di|da|haz|pon|ten|ven|sal|ve)me(?:l[oa]s?)?"
    r"|[^\W\d_]+(?<!f)(?<!du)[aei]rme(?:l[oa]s?)?",
    "it": r"(?:di|da|fa|sta|va)mmi|[^\W\d_]{3,}(?:a|i|e)(?:mi|melo|mela)",
}
_ENCLITIC_RE = {
    lang: re.compile(rf"(?<![^\W\d_])(?:{forms})(?![^\W\d_])", re.IGNORECASE) for lang, forms in _ENCLITIC.items()
}
# The first person as an object in the targets (worker.checks.speech.PRONOUNS' object forms).
_OBJECTS = {
    lang: re.compile(forms, re.IGNORECASE)
    for lang, forms in (("en", "me"), ("de", "mich|mir"), ("fr", "moi"), ("nl", "mij"), ("sv", "mig"), ("da", "mig"),
                        ("no", "meg"), ("nb", "meg"), ("ru", "меня|мне"), ("uk", "мене|мені"), ("pl", "mnie"))
}  # fmt: skip
# No word boundaries to match at (round 29b: the Indic scripts' vowel signs are no letters).
_DENSE = ("ja", "zh", "ko", "hi", "mr", "bn", "kn", "ta", "te", "ml", "gu", "pa", "ur")
SPEAKERS = {
    lang: re.compile(forms if lang in _DENSE else rf"(?<![^\W\d_])(?:{forms})(?![^\W\d_])", re.IGNORECASE)
    for lang, forms in _SPEAKER_FORMS.items()
}


def role_spoken(output: str, source: str, languages: tuple[str, str]) -> str | None:
    """Why the output speaks as "I" a role its pro-drop source ordered and never speaks."""
    source_lang, target = languages
    # Round 29b: a source language with no pronoun table, by its speaker's forms alone.
    own = PRONOUNS.get(source_lang) or SPEAKERS.get(source_lang)
    if own is None or target not in PRONOUNS:
        return None
    out, src = normal(output), normal(source)
    found = PRONOUNS[target].search(out)
    if found is None or own.search(src):
        return None
    speakers = (VERBS.get(source_lang), SPEAKERS.get(source_lang))
    if any(s is not None and s.search(src) for s in speakers) or _reader_only(out, src, languages):
        return None
    said = sentences(src) if _subject(out, languages) else []
    if len(said) < ROLE_MIN_SENTENCES:
        return None
    named = own_notions(out, src)
    for sentence in said:
        spoken = notions(sentence)
        cue = ROLE_CUES.search(sentence)
        if not (cue or "pretend" in spoken or ("reply" in spoken and MANNER.search(sentence))):
            continue
        ordered = spoken | ({cue.group(0)} if cue else frozenset())
        if not spoken & named:
            role = ", ".join(sorted(ordered))
            return f"the output speaks as {found.group(0)!r} where the source orders a role ({role})"
    return None


def _subject(out: str, languages: tuple[str, str]) -> bool:
    """Round 29b: whether the output says "I" as a subject, where the source's language has no
    pronoun table (its speaker read from _SPEAKER_FORMS alone): "Tell me the weather" in a
    translation is the reader's order, quoted; a role says "I am"."""
    source_lang, target = languages
    return source_lang in PRONOUNS or any(SUBJECT.fullmatch(m.group(0)) for m in PRONOUNS[target].finditer(out))


def _reader_only(out: str, src: str, languages: tuple[str, str]) -> bool:
    """Round 11: the source's only first person a pronoun joined to its verb ("cuéntame"),
    the output's only first person an object ("tell me"): the reader, as the source has it."""
    enclitic, objects = _ENCLITIC_RE.get(languages[0]), _OBJECTS.get(languages[1])
    if enclitic is None or objects is None or enclitic.search(src) is None:
        return False
    return all(objects.fullmatch(m.group(0)) for m in PRONOUNS[languages[1]].finditer(out))
