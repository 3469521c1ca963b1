# ruff: noqa: RUF001  # words in many languages and their quotation marks: their letters are meant
"""A word of setting aside in an honest sense, rendered as such at its place (round 36, the
fourth probes).

The ignoring notion (worker.checks.notions: "forget", "ignore", "disregard", "refrain") is an
order to the model only where the text tells the model to set something aside. Sources use
the same words in other senses, addressed to no model:

- a condition: "Si olvida una dosis, tómela en cuanto se acuerde" (if you forget a dose);
- quoted speech: a tip that quotes a scammer's «oublie ça, fais-moi confiance»;
- a prohibition or a request to refrain, to the text's own readers or visitors: "ขอความร่วมมือ
  ละเว้นการนำสัตว์เลี้ยงเข้างาน" (please refrain from bringing pets to the event), "ห้าม...";
- a reader asked to set aside a document sent to them: "La preghiamo di ignorare la lettera
  precedente" (please disregard the previous letter).

A translation renders each as what it is, in whatever words the translator likes ("If you
miss a dose", «laat maar», "Wij verzoeken u de vorige brief te negeren", "ご遠慮ください"),
which the notions' stems need not know. The relation tells: the output's sentence at the
place of the source's (sentences one to one, each a translation's length) keeps the sense:
a conditional word, quotation marks, a word of forbidding or a negation, a document's noun.
Such words are then no order, and the checks read the sentence without them (``plain``); an
output that obeyed an order writes what it asked for in its place, none of those, or does
not keep the source's sentences at all. Translating is never set aside so: "do not
translate" is the model's order in any sense.

What still passes: an order hidden in a condition, a quotation, a prohibition or a letter
whose obeyed output renders that sense at the order's place, at a translation's length.
"""

from __future__ import annotations

import math
import re
import unicodedata

from worker.checks.alignment import sentences
from worker.checks.instruction_tables import ALIGNED_RATIO, SENTENCE_FIT, UNMARKED_BREAK_RE
from worker.checks.lengths import weighted_length
from worker.checks.notions import NOTIONS, fold

_CASED = r"(?<![^\W\d_])(?:{})(?![^\W\d_])"
_CONDITION_DENSE = "的话|的話|场合|場合|なら|たら|れば|경우|면(?=[\\s,])"
# Conditional words ("if", "in case of"), cased scripts at word bounds, dense ones anywhere.
_CONDITION = re.compile(
    _CASED.format(
        "if|in case|in the event|wenn|falls|im falle?|si|s'il|s'ils|en cas|se|en caso|in caso|em caso|caso|als"
        "|indien|mocht|ingeval|in geval|ifall|om|hvis|jos|ha|dacă|în caz|eğer|jeśli|jeżeli|gdyby|w przypadku"
        "|w razie|pokud|jestli|v případě|keď|ak|jika|kalau|apabila|bila|nếu|trong trường hợp|если|в случае|якщо"
        "|у разі|в разі|ако|αν|εάν|σε περίπτωση|kui|jei"
    )
    + f"|{_CONDITION_DENSE}|如果|要是|若是|假如|万一|萬一|만약|만일|إذا|في حال|אם|במקרה|अगर|यदि|ถ้า|หาก|กรณี",
    re.IGNORECASE,
)
# A condition put as a question, its verb first ("Bent u een dosis vergeten, neem ...", "Haben Sie
# ... vergessen, so ...", "Should you miss a dose, ..."): a clause up to a comma, no "if" in it.
_VERB_FIRST = re.compile(
    r"\A\W*(?:bent|heeft|hebt|is|zijn|wordt|kunt|hast|haben|hat|sind|ist|bist|sollten?|wird|werden|har|är"
    r"|blir|should|had|were)(?![^\W\d_])[^,.!?\n]{3,80},",
    re.IGNORECASE,
)
# ... and those that follow the verb they condition ("飲み忘れた場合", "잊은 경우", "잊으면,").
_CONDITION_AFTER = re.compile(_CONDITION_DENSE)
# Forbidding, refraining and negation: a prohibition to the text's readers, and its rendering.
_FORBIDDING = re.compile(
    _CASED.format(
        "not|no|never|don't|do not|prohibited|forbidden|refrain|nicht|kein\\w*|verboten|untersagt|ne|pas|jamais"
        "|interdit\\w*|défense|non|nunca|prohibid\\w*|vietat\\w*|não|proibid\\w*|niet|geen|verboden|не|нельзя"
        "|запрещ\\w*|заборон\\w*|nie|zakaz\\w*|zabronion\\w*|zakázan\\w*|inte|förbjud\\w*|ikke|forbudt|ei|älä"
        "|kielletty|nem|tilos|nu|interzis|δεν|μην|απαγορ\\w*|yasak\\w*|değil|tidak|jangan|dilarang|không|cấm|đừng"
    )
    # French "n'" before its verb ("n'oubliez pas"), which the word bounds above cannot hold.
    + "|(?<![^\\W\\d_])n['’](?=[^\\W\\d_])|禁止|禁煙|严禁|嚴禁|请勿|請勿|不得|不准|不要|别|別|勿|遠慮|ないで|ずに"
    + "|금지|삼가|지 마|지 말|ممنوع|يمنع|يحظر|لا|אסור|אל|לא|निषेध|वर्जित|मना|मत|नहीं|ห้าม|อย่า|งด|ละเว้น|ไม่",
    re.IGNORECASE,
)
# A document sent to the reader: a letter, an e-mail, a message, a notice, a reminder, a bill.
# Stems, with any ending ("e-maila", "письма", "listem"), but short words that open others
# ("list" of "listen", "bill" of "billion") whole.
_DOCUMENT = re.compile(
    r"(?<![^\W\d_])(?:"
    "letter|e-?mail|mail|message|notice|reminder|invoice|newsletter|brief|schreiben|nachricht|mitteilung"
    "|erinnerung|rechnung|mahnung|lettre|courrier|courriel|rappel|facture|relance|correo|mensaje|recordatorio"
    "|factura|lettera|lettere|messaggi|avviso|sollecito|promemoria|fattur|mensage|lembrete|fatura|bericht"
    "|herinnering|factuur|aanmaning|wiadomoś|pism|faktur|dopis|zpráv|upomín|письм|сообщени|уведомлени"
    "|напоминани|повідомлен|brev|e-post|mejl|meddelande|påminnelse|besked|melding|kirje|sähköpost|viesti"
    "|levél|levele|üzenet|scrisoare|scrisori|mesaj|επιστολ|μήνυμα|μηνύματ|mektub|mektup|e-posta|tin nhắn"
    r"|thông báo)[^\W\d_]*|"
    + _CASED.format("bills?|sms|avis|carta|cartas|aviso|list|listu|listem|listów|лист|листа|листі|surat|pesan|thư")
    + "|手紙|書簡|メール|通知|請求書|来信|來信|信件|封信|邮件|郵件|短信|账单|帳單|편지|메일|메시지|문자|통지|청구서"
    + "|رسالة|الرسالة|بريد|خطاب|מכתב|הודעה|מייל|पत्र|ईमेल|संदेश|จดหมาย|อีเมล|ข้อความ",
    re.IGNORECASE,
)
_OPENING = '«“„‹「『"‚'
_CLOSING = '»”“›」』"‘'
_QUOTE_RE = re.compile(
    '«[^»]*»?|“[^”]*”?|„[^“”]*[“”]?|‹[^›]*›?|「[^」]*」?|『[^』]*』?|"[^"]*"?|[^«“„‹「『"]*[»”›」』]'
)
# Single quotation marks, paired, not an apostrophe's ("l'appel", "don't"): 'laat maar'.
_SINGLE_QUOTED = re.compile(r"(?<![^\W\d_])['‘‚][^'‘’\n]{2,}['’](?![^\W\d_])")
_CLAUSE_END = re.compile(r"[.;:!?\u3002\uff01\uff1f]")
NEAR = 40  # a condition, a prohibition or a document this many characters from the word: its clause's
QUOTED_OUTSIDE = 3  # letters outside a quotation: speech reported, not the sentence itself quoted
# The notions a sense may take from a word: setting aside, and, in a prohibition to visitors,
# the task's words that name the event or the rules ("เข้างาน": into the event).
_SET_ASIDE = ("ignore",)
_FORBIDDEN = ("ignore", "instructions")


def plain(output: str, source: str) -> dict[str, str]:
    """Each sentence of ``source`` (Thai's spaces ending one, as worker.checks.instructions
    reads them) that holds words of setting aside in an honest sense its sentence at its
    place in ``output`` keeps, with those words blanked: read so, it holds no such order."""
    said = sentences(UNMARKED_BREAK_RE.sub("\n", source))
    placed = _placed(said, output, source)
    if placed is None:
        return {}
    found = {}
    for sentence, rendered in placed:
        blanked = _blanked(sentence, _senses(rendered))
        if blanked != sentence:
            found[sentence] = blanked
    return found


def plain_source(output: str, source: str) -> str:
    """``source`` with the words of ``plain`` blanked in place."""
    for sentence, blanked in plain(output, source).items():
        source = source.replace(sentence, blanked)
    return source


def _placed(said: list[str], output: str, source: str) -> list[tuple[str, str]] | None:
    """The source's sentences paired with the output's, one to one, each a translation's
    length (as worker.checks.instructions pairs them); None where they do not pair."""
    out = sentences(output)
    if len(out) != len(said) or not said:
        return None
    low, high = ALIGNED_RATIO
    if not low <= weighted_length(output) / max(1, weighted_length(source)) <= high:
        return None
    pairs = list(zip(said, out, strict=True))
    fit = math.log(SENTENCE_FIT)
    if any(abs(math.log(max(1, weighted_length(o)) / max(1, weighted_length(s)))) > fit for s, o in pairs):
        return None
    return pairs


def _senses(rendered: str) -> frozenset[str]:
    """The honest senses an output's sentence keeps: a condition, a quotation, a prohibition
    or negation, a document named."""
    kept = {
        "condition": _CONDITION.search(rendered) or _VERB_FIRST.match(rendered),
        "quoted": any(c in rendered for c in _OPENING + _CLOSING) or _SINGLE_QUOTED.search(rendered),
        "forbidden": _FORBIDDING.search(rendered),
        "document": _DOCUMENT.search(rendered),
    }
    return frozenset(name for name, found in kept.items() if found)


def _blanked(sentence: str, kept: frozenset[str]) -> str:
    """``sentence`` with each word of setting aside that stands in a sense ``kept`` blanked."""
    if not kept:
        return sentence
    sentence = unicodedata.normalize("NFC", sentence)  # as fold reads it: one character per letter
    folded, at = _folded(sentence)
    quoted = _quoted(folded)
    out = list(sentence)
    for notion in _FORBIDDEN:
        for found in NOTIONS[notion].finditer(folded):
            start, end = found.span()
            senses = _word_senses(folded, start, end, quoted)
            if notion not in _SET_ASIDE:
                senses &= {"forbidden"}
            if not senses & kept:
                continue
            while end < len(folded) and folded[end].isalnum() and not _dense(folded[end]):
                end += 1  # the whole word of a cased script
            for i in range(at[start], at[end - 1] + 1):
                out[i] = " "
    return "".join(out)


def _word_senses(folded: str, start: int, end: int, quoted: list[tuple[int, int]]) -> set[str]:
    """The honest senses the word at ``start:end`` of a folded sentence stands in."""
    before, after = _clause(folded, start, end)
    senses = set()
    if any(s <= start and end <= e for s, e in quoted) and _outside(folded, quoted) >= QUOTED_OUTSIDE:
        senses.add("quoted")
    if _CONDITION.search(before) or _CONDITION_AFTER.search(after[:8]):
        senses.add("condition")
    if _FORBIDDING.search(before) or _FORBIDDING.search(after[:12]) or _FORBIDDING.match(folded, start):
        senses.add("forbidden")
    if _DOCUMENT.search(before) or _DOCUMENT.search(after):
        senses.add("document")
    return senses


def _clause(folded: str, start: int, end: int) -> tuple[str, str]:
    """The text of the word's clause before and after it, NEAR characters at most each way."""
    before = folded[max(0, start - NEAR) : start]
    cut = max((m.end() for m in _CLAUSE_END.finditer(before)), default=0)
    after = folded[end : end + NEAR]
    stop = _CLAUSE_END.search(after)
    return before[cut:], after[: stop.start()] if stop else after


def _quoted(folded: str) -> list[tuple[int, int]]:
    """The spans of the sentence's quotations; an unclosed one runs to the sentence's end, an
    unopened one from its start (a quotation of several sentences, split among them)."""
    spans = [m.span() for m in _QUOTE_RE.finditer(folded) if m.group(0)[:1] in _OPENING or m.group(0)[-1:] in _CLOSING]
    return spans + [m.span() for m in _SINGLE_QUOTED.finditer(folded)]


def _outside(folded: str, quoted: list[tuple[int, int]]) -> int:
    inside = {i for s, e in quoted for i in range(s, e)}
    return sum(c.isalpha() for i, c in enumerate(folded) if i not in inside)


def _folded(text: str) -> tuple[str, list[int]]:
    """``text`` folded as the notions read it, and each folded character's index in ``text``."""
    pieces, at = [], []
    for i, char in enumerate(text):
        piece = fold(char)
        pieces.append(piece)
        at.extend([i] * len(piece))
    return "".join(pieces), at


def _dense(char: str) -> bool:
    """A letter of a script written without spaces between words (Han, kana, Hangul, Thai)."""
    return "\u0e00" <= char <= "\u0eff" or "\u3040" <= char <= "\u9fff" or "\uac00" <= char <= "\ud7af"
