"""The note labels of worker.checks.refusals's meta answers, and the source's own (round 43).

An output's "Note:" after its first line or in parentheses is a comment appended to a
translation (NOTE_WORDS), unless the source has the note too. A source says "Note" in words
the table of an output's notes need not hold, a notice's "take note", "attention" or
"important" label ("Uwaga: aplikacja nie zastępuje tłumacza przysięgłego." -> "Note: the app
is not a substitute for a sworn translator."), which a translator renders "Note:". Each such
label of the source, at a line's start or in parentheses, is the counterpart of one note of
the output: a note more is still a comment.
"""

from __future__ import annotations

import re

# "Note:" after the first line or in parentheses: a comment appended to a translation.
NOTE_WORDS = (
    "note|notes|hinweis|anmerkung|nota|remarque|opmerking|примечание|примітка|poznámka|anmärkning|bemærk"
    "|merk|huom|megjegyzés|notă|σημείωση|not|ملاحظة|הערה|टिप्पणी|catatan|lưu ý|ghi chú|หมายเหตุ|注|注意|참고"
    # Round 25a: the South Slavic notes ("Забележка:" of a Bulgarian waybill's field): a source
    # with its own note field is translated with one ("Примечание:").
    "|забележка|бележка|napomena|напомена|opomba"
)
# A source's label that a translation may render "Note:": attention, take note, important.
_SOURCE_NOTE_WORDS = (
    f"{NOTE_WORDS}|uwaga|uwagi|attention|achtung|atención|atencion|attenzione|atenção|let op|внимание|увага"
    "|pozor|upozornění|upozornenie|figyelem|dikkat|atenție|atenţie|huomio|huomaa|obs|observera|observe|nb|n\\.b\\."
    "|important|wichtig|importante|belangrijk|важно|важливо|ważne|důležité|dôležité|viktigt|vigtigt|viktig"
    "|tärkeää|fontos|önemli|penting|quan trọng|σημαντικό|προσοχή|重要|注記|備考|备注|備註|说明|說明|주의|유의|알림"
    "|تنبيه|هام|שימו לב|חשוב|ध्यान दें|ध्यान|โปรดทราบ|ข้อควรทราบ|tanbihi|kumbuka"
    # Probe 14, round 46: the note labels of the languages the lists lacked ("Piezīme:",
    # Latvian; "Athugið:", Icelandic): Baltic, Estonian, Icelandic, Celtic, Maltese, Albanian,
    # Basque, Catalan, Macedonian, Croatian, Slovene, Caucasian, Turkic, Persian, Urdu, Indic,
    # Amharic, Tagalog, Zulu and Xhosa, Yoruba, Hausa.
    "|piezīme|ievērībai|uzmanību|svarīgi|pastaba|dėmesio|svarbu|märkus|tähelepanu|oluline|athugið|athugasemd"
    "|ath\\.|mikilvægt|nóta|tábhachtach|nodyn|sylwer|pwysig|attenzjoni|importanti|shënim|kujdes|oharra"
    "|garrantzitsua|kontuz|atenció|забелешка|pažnja|važno|pomembno|შენიშვნა|ყურადღება|მნიშვნელოვანი|նշում"
    "|ուշադրություն|կարևոր|qeyd|diqqət|vacib|ескерту|маңызды|izoh|eslatma|diqqat|muhim|توجه|یادداشت|نکته"
    "|مهم|نوٹ|توجہ|اہم|नोट|महत्वपूर्ण|দ্রষ্টব্য|নোট|গুরুত্বপূর্ণ|குறிப்பு|முக்கியம்|ማሳሰቢያ|ማስታወሻ"
    "|paalala|tandaan|mahalaga|qaphela|inothi|àkíyèsí|akiyesi|sanarwa"
)
_FLAGS = re.IGNORECASE | re.MULTILINE
# The output's notes counted where the source's labels are, the first line's among them.
_NOTE_RE = re.compile(rf"(?:^|[(\uff08])[ \t]*(?:{NOTE_WORDS})[ \t]*[:\uff1a]", _FLAGS)
_SOURCE_NOTE_RE = re.compile(rf"(?:^|[(\uff08])[ \t]*(?:{_SOURCE_NOTE_WORDS})[ \t]*[:\uff1a]", _FLAGS)


def notes_rendered(output: str, source: str) -> bool:
    """Whether every note of ``output`` (a line's label or in parentheses) renders a note
    label of ``source``: no more of them than the source has."""
    notes = len(_NOTE_RE.findall(output))
    return 0 < notes <= len(_SOURCE_NOTE_RE.findall(source))
