# ruff: noqa: RUF001  # closing formulas in many languages: their letters are meant
"""A letter's closing formula (probe 15, round 47): "Je vous prie d'agréer, Madame, Monsieur,
l'expression de mes salutations distinguées." is "Yours faithfully," in English, "Mit
freundlichen Grüßen" in German. Each language closes a letter with its own formula, of its own
length: a translation renders the formula by the target's, a sentence a fifth as long. The
alignment's pairing (worker.checks.alignment.unpaired) reads the pair as no rendering unless
both are closings. Only a pair: a closing where the source has none is still the output's own.
"""

from __future__ import annotations

import re

# The start of a closing sentence, in the worker's languages (and the formal French and Italian
# sentences that end a letter with their greeting).
_CLOSINGS = (
    "yours faithfully|yours sincerely|yours truly|sincerely|kind regards|best regards|warm regards|regards"
    "|best wishes|respectfully|je vous prie d'agréer|je vous prie de croire|veuillez agréer|veuillez recevoir"
    "|recevez, madame|salutations distinguées|sentiments distingués|cordialement|bien à vous|mit freundlichen grüßen"
    "|mit freundlichem gruß|hochachtungsvoll|freundliche grüße|beste grüße|viele grüße|herzliche grüße|atentamente"
    "|un cordial saludo|reciba un cordial saludo|saludos cordiales|le saluda atentamente|distinti saluti"
    "|cordiali saluti|porgo distinti saluti|con osservanza|atenciosamente|com os melhores cumprimentos"
    "|melhores cumprimentos|met vriendelijke groet|hoogachtend|с уважением|з повагою|z poważaniem"
    "|z wyrazami szacunku|s pozdravem|s úctou|med vänliga hälsningar|vänliga hälsningar|med venlig hilsen"
    "|med vennlig hilsen|ystävällisin terveisin|tisztelettel|üdvözlettel|cu stimă|cu respect|με εκτίμηση"
    "|saygılarımla|hormat kami|trân trọng|敬具|草々|よろしくお願い|此致|敬礼|顺祝|祝好|드림|올림|مع خالص التحية"
    "|وتفضلوا بقبول|בברכה|सादर|भवदीय"
)
_CLOSING_RE = re.compile(rf"^\W*(?:{_CLOSINGS})", re.IGNORECASE)


def closing(sentence: str) -> bool:
    """Whether ``sentence`` opens with a letter's closing formula."""
    return _CLOSING_RE.search(sentence) is not None
