"""A rule the source states, rendered at its place, is no refusal by the model (round 41).

A source's prohibition of a third party or of its readers ("students may not use AI chatbots",
"Smoking is prohibited", "Les élèves ne doivent pas ...") is translated with the target's
words of not being able ("छात्र ... का उपयोग नहीं कर सकते": students cannot use ...), which
worker.checks.speech's REFUSAL holds: a model refuses so. The rule's words are the source's,
not those of a model that refuses: the output's sentence at the place of a source's sentence
that prohibits (sentences one to one) renders it, as long as it says no "I" (the caller
asks that): a model that refuses in the first person refuses, whatever its place.

Read on the source's side only: an output's "may not" is no refusal of the model's.
"""

from __future__ import annotations

import re

from worker.checks.alignment import sentences

# Forbidding or not permitting, of anyone, in the worker's languages: the modal of permission
# negated, "not allowed", "forbidden". Never a bare negation ("there will be no water").
_FORBIDDING_WORDS = (
    "may not|may no longer|must not|mustn't|shall not|are not allowed|is not allowed|not be allowed|not permitted"
    "|prohibited|forbidden|banned from|are not to|is not to"
    "|dürfen nicht|darf nicht|dürfen keine|darf kein|nicht erlaubt|nicht gestattet|verboten|untersagt"
    "|ne peuvent pas|ne peut pas|ne doivent pas|ne doit pas|ne sont pas autorisé|n'est pas autorisé|interdit"
    "|no pueden|no puede|no deben|no debe|no está permitido|no están permitido|prohibid"
    "|non possono|non può|non devono|non deve|non è consentit|non sono consentit|vietat"
    "|não podem|não pode|não devem|não deve|não é permitid|não são permitid|proibid"
    "|mogen niet|mag niet|mogen geen|mag geen|niet toegestaan|verboden"
    "|не могут|не может|не должны|не должен|не разрешается|не допускается|запрещ|нельзя"
    "|не можуть|не може|не повинні|не повинен|не дозволяється|заборон"
    "|nie mogą|nie może|nie wolno|nie powinni|zabronion|zakaz"
    "|nesmí|nemohou|nemůže|zakázán|zakazuje"
    "|får inte|får ikke|förbjud|forbudt|forbode|ei saa|eivät saa|kielletty|nem szabad|nem lehet|tilos"
    "|nu au voie|nu are voie|nu pot|nu poate|interzis|δεν επιτρέπεται|απαγορεύεται|yasak"
    "|dilarang|tidak boleh|tidak diperbolehkan|tidak diizinkan|không được|cấm"
)
_FORBIDDING_DENSE = (
    "禁止|不得|不准|不允许|不允許|不可以|严禁|嚴禁|してはいけません|してはならない|してはいけない|禁じ"
    "|금지|안 됩니다|수 없습니다|ممنوع|يمنع|يحظر|لا يجوز|لا يسمح|אסור|אין ל|वर्जित|मना है|अनुमति नहीं|ห้าม|ไม่อนุญาต"
)
PROHIBITION = re.compile(rf"(?<![^\W\d_])(?:{_FORBIDDING_WORDS})|{_FORBIDDING_DENSE}", re.IGNORECASE)


def rules_rendered(output: str, source: str) -> list[str]:
    """The output's sentences at the place of a source's sentence that prohibits, where the
    two texts' sentences pair one to one (else none: no place is known)."""
    said, rendered = sentences(source), sentences(output)
    if len(said) != len(rendered):
        return []
    return [o for s, o in zip(said, rendered, strict=True) if PROHIBITION.search(s)]
