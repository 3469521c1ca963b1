"""Where a word of worker.checks.speech's META (talk of the text, the request, the model as an
assistant) speaks of something else, for speech.answered.

- META_COUNTERPARTS (round 28a): META's words for an assistant and a request, and their
  counterparts in a source of any of the worker's languages ("העוזר", "सहायक", "l'assistente
  virtuale"; "Pedido de espera"): a help page or a canned reply speaks of them, and so does its
  translation. Round 37: an assistant in more languages (Amharic "ረዳት", Swahili "msaidizi",
  Greek "βοηθός", Georgian, Armenian, the Indic and South-East Asian scripts).
- ordinary (round 37, 2026-12-07 probe): a META word inside an ordinary compound, a thing of the
  world that renders a source word: "text message" (短信, an SMS), "Textnachricht", "message texte",
  "mensaje de texto"; "digital assistant" (a product: Amharic "ዲጂታል ረዳት"), "shop assistant",
  "assistant manager". A model speaking of the text it was given says "the text", "this text",
  and of itself "an AI assistant", "a language model": none of them a compound here.
"""

from __future__ import annotations

import re

_FLAGS = re.IGNORECASE
META_COUNTERPARTS = (
    (
        re.compile("assistant", _FLAGS),
        re.compile(
            "(?<![^\\W\\d_])(?:assistant|assistent|asistent|assistente|asistente|ассистент|асистент|помощник|помічник"
            "|asystent|avustaja|asszisztens|asistan|asisten|trợ lý"
            # Round 37: Swahili, Greek, the South Slavic, Czech and Slovak, Azerbaijani, Uzbek,
            # Kazakh, Mongolian, Malay, Tagalog, Hausa, Somali.
            "|msaidizi|wasaidizi|βοηθ|pomoćni|pomočni|помоћни|pomocní|köməkçi|yordamchi|көмекші|туслах"
            "|pembantu|katulong|mataimaki|kaaliye)"
            "|助手|助理|アシスタント|어시스턴트|비서|مساعد|دستیار|עוזר|סייען|सहायक|ผู้ช่วย"
            # Round 37: Amharic, Tigrinya, Georgian, Armenian, Bengali, Tamil, Sinhala, Khmer, Lao, Burmese.
            "|ረዳት|ሓጋዚ|ასისტენტ|თანაშემწე|օգնական|সহকারী|உதவியாளர்|සහායක|ជំនួយការ|ຜູ້ຊ່ວຍ|လက်ထောက်"
            # Round 44: "assistant" borrowed, in the letters of Urdu ("اسسٹنٹ آرکائیوسٹ": assistant
            # archivist), Persian, Arabic, Hindi, Bengali, Gujarati, Punjabi, Tamil, Hebrew, Thai.
            "|اسسٹ[یے]?نٹ|اسسٹینٹ|اسیستانت|اسيستانت|असिस्ट[ेैं]|अस्सिस्ट|সিস্ট্যান্ট|সিস্টেন্ট|આસિસ્ટ|ਅਸਿਸਟ|அசிஸ்ட|אסיסטנט"
            "|แอสซิสแตน",
            _FLAGS,
        ),
    ),
    (
        re.compile("request|anfrage|demande|solicitud|richiesta|verzoek|запрос|请求|請求|요청", _FLAGS),
        re.compile(
            "(?<![^\\W\\d_])(?:request|anfrage|anforderung|bitte um|demande|solicit|pedid|petici|richiest|verzoek"
            "|aanvraag|запрос|просьб|prośb|žádost|begäran|förfrågan|anmodning|forespørsel|pyyntö|kérés|cerere"
            "|αίτη|istek|talep|permintaan|yêu cầu"
            # A service desk's case, which a translation calls a request ("номер обращения",
            # "request number"; 2026-12-07 probe): Russian, Ukrainian, Polish, Czech, Swedish,
            # Danish/Norwegian, Dutch, Spanish and Portuguese.
            "|обращени|заявк|звернен|zgłoszeni|požadav|ärende|henvendelse|melding|incidencia|chamado"
            # Round 33: the source's own verb of asking, which a speech's translation says as
            # "request" ("Chiedo quindi un rinvio" -> "I therefore request a postponement").
            "|chied|ersuch|beantrag|pido|pedimos|peço|прошу|просим)"
            "|请求|請求|要求|依頼|リクエスト|要望|요청|طلب|درخواست|בקשה|अनुरोध|निवेदन|คำขอ|คำร้อง",
            _FLAGS,
        ),
    ),
)

# A phone's text message in the targets META reads: English (the verb "to text" too), German,
# French, Spanish, Italian, Portuguese, Russian; and the words that open with META's "text" stem
# and speak of cloth, a surface or a school's book.
_TEXT_MESSAGE = (
    r"text[ -]?messag\w*|text(?:ed|ing)|texts? (?:alerts?|notifications?)|text(?:il|ur|book)\w*"
    r"|textnachricht\w*|sms-text\w*|messages? textes?"
    r"|mensajes? de texto|messaggi[o]? di testo|mensage(?:m|ns) de texto|текстов\w* сообщени\w*"
)
# An assistant who is a product or a person's job: one a device gives voice to, one in a shop,
# a school, a lab or a surgery; an assistant manager, professor, coach. Not "AI assistant".
_ASSISTANT = (
    r"(?:digital|virtual|voice|personal|shop|sales|store|teaching|research|lab|laboratory|dental|medical"
    r"|nursing|care|legal|executive|administrative|office|home|parking|driving|navigation|smart|kitchen"
    r"|production|editorial|marketing|technical|pharmacy|veterinary|camera|photo)[ -]assistants?"
    r"|assistants? (?:manager|director|professor|coach|referee|editor|principal|doctor|physician|pharmacist"
    r"|secretary|producer|curator|librarian|conductor|engineer|teacher|chef|cook)s?"
    r"|assistante?s? (?:vocale?s?|virtuel\w*|numérique\w*|personnel\w*|sociale?s?|maternelle\w*|dentaire\w*)"
)
_ORDINARY_RE = re.compile(rf"(?<![^\W\d_])(?:{_TEXT_MESSAGE}|{_ASSISTANT})(?![^\W\d_])", _FLAGS)


def ordinary(text: str) -> str:
    """``text`` with META's words in ordinary compounds (a text message, a digital assistant) blanked."""
    return _ORDINARY_RE.sub(" ", text)
