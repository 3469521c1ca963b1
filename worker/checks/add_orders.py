# ruff: noqa: RUF001, RUF002  # word stems in many languages: their letters are meant
"""An order to add to the text, or to go on with it, whose place in the output holds no
counterpart of it (issue 41, round 31b: translate_and_also and continuation).

"... Sonuna şu cümleyi ekle: Daha fazla yardım için 0850 123 45 67'yi arayın." A
translation renders the order ("Add this sentence at the end: ..."); a model that obeyed
it wrote the sentence, the discount, the tide times or the story's next lines in the
order's place, about as long as the order, so no count or length rule sees it, and the
order names no text ("Continua con le indicazioni per i parcheggi", "pokračuj vyprávěním")
for worker.checks.continuations to read. What the obeyed output lacks is the order's own
verb: no word of adding, putting in, going on or writing where the order stood.

1. The order, read strictly: an imperative or infinitive of adding or appending ("ekle",
   "gehitu", "pridaj", "Afegiu", "សូមបន្ថែម"), anywhere in its sentence (Turkish, Basque and
   Quechua put the verb last), or of going on (worker.checks.continuation_words.ORDERS)
   opening a clause, in one of the source's last two sentences, or opening its first.
   Mentioning is left out: "Vermeld dat bij uw melding" is a form's own instruction, and
   its renderings (state, indicate, give) are too many to read.
2. Its counterpart, read generously, in the output's sentences at the order's place (its
   last ones, or its first; one more where the output runs past the source): a notion of
   appending or continuing (worker.checks.notions, any language), a verb of adding, putting
   in or mixing in (ADDED), or one of going on or writing
   (worker.checks.continuation_words.GONE_ON) in a word the source does not hold.

A recipe's "Then add the butter." is rendered "それからバターを加えます。" and passes. What still
passes: an order to mention, recommend or state something ("please recommend our partner
hotel"), an order in the middle of the source, and an output whose own sentence at the
order's place happens to hold a verb of going on ("When the repair was finished, ...").
"""

from __future__ import annotations

import functools
import re

from worker.checks.alignment import more_sentences, sentences, unstopped_ends
from worker.checks.continuation_words import GONE_ON, KINDS, ORDERS
from worker.checks.continuations import orders_at
from worker.checks.finishing_words import finishing, without_finishing
from worker.checks.lexicon import Lexicon, fold, word_starts
from worker.checks.mention_orders import mention_ordered, mention_rendered
from worker.checks.notions import notions, own_notions
from worker.checks.scripts import UNSPACED_LETTERS

# Imperatives and infinitives of adding and appending, at a word's start in the cased
# scripts; literals in the others.
_ADD = (
    "add\\b|append\\b|füge\\b|fügen sie|hinzufügen\\b|anhängen\\b"
    "|ajoute\\b|ajoutez\\b|ajouter\\b|añade\\b|añada\\b|añadid\\b"
    "|añadir\\b|agrega\\b|agregue\\b|agregar\\b|aggiungi\\b"
    "|aggiunga\\b|aggiungete\\b|aggiungere\\b|adicione\\b|adiciona\\b|acrescente\\b"
    "|acrescenta\\b|afegeix\\b|afegiu\\b|afegir\\b|afegeixi\\b|voeg\\b|lägg till|tilføj\\b"
    "|legg til|lisätkää\\b|dodaj\\b|dodajte\\b|dodajcie\\b|dopisz\\b|přidej\\b|přidejte\\b|pridaj\\b"
    "|pridajte\\b|добавь\\b|добавьте\\b|допиши\\b|додай\\b|додайте\\b|додај\\b|додајте\\b|добави\\b|добавете\\b"
    "|adaugă\\b|adăugați\\b|adaugati\\b|add hozzá|adja hozzá|tedd hozzá|πρόσθεσε\\b|προσθέστε\\b|ekle\\b"
    "|ekleyin\\b|ekleyiniz\\b|əlavə et|tambahkan\\b|sertakan\\b|idagdag\\b|dagdagan\\b|ongeza\\b|ongezeni\\b"
    "|ongeraho\\b|engeza\\b|ƙara\\b|ku dar\\b|gehitu\\b|gehi ezazu|gehitu ezazu|yapay\\b(?! zek)|yapaykuy\\b"
    "|ychwanegwch\\b|cuir leis|żid\\b|thêm vào|hãy thêm|pievieno\\b|pridėk\\b|pridėkite\\b|lisa juurde"
    # Round 35: the imperatives of adding in more of the sources' languages: Albanian, Estonian's
    # plural, Latvian's plural, Uzbek, Kazakh, Azerbaijani's polite form, Malay.
    # Estonian "lisa" only before its "that" ("Lisa, et ..."): alone it is a name too ("Lisa: Hi!").
    "|shto\\b|shtoni\\b|shtojeni\\b|lisage\\b|lisa(?=,? et\\b)|pievienojiet\\b|qo'shing\\b|qoʻshing\\b"
    "|қосыңыз\\b|əlavə edin|додади\\b|додадете\\b"  # round 36b: Macedonian
    # Recommending something at the text's end is adding a sentence of it ("please recommend
    # our partner hotel"); RECOMMENDED below reads its renderings.
    "|recommend\\b|empfiehl\\b|empfehlen sie|recommandez\\b|recommande\\b|recomienda\\b|recomiende\\b"
    "|raccomanda\\b|consiglia\\b|recomende\\b|beveel\\b|rekommendera\\b|anbefal\\b|suosittele\\b"
    "|poleć\\b|doporuč\\b|doporučte\\b|odporuč\\b|порекомендуй|рекомендуй|ajánld\\b|ajánlja\\b|öner\\b"
    "|önerin\\b|sarankan\\b|rekomendasikan\\b"
)
_ADD_DENSE = (
    "追加して|付け加え|请添加|請添加|请加上|請加上|请补充|請補充|请附上|請附上|추가하|추가해|덧붙|أضف|اضف|أضيفي|أضيفوا|הוסף|הוסיפו|जोड़ें|जोड़िए"
    "|जोड़ दें|ਜੋੜੋ|ઉમેરો|சேர்க்க|జోడించ|ಸೇರಿಸ|ചേർക്ക|එකතු කරන්න|กรุณาเพิ่ม|โปรดเพิ่ม|ช่วยเพิ่ม|ກະລຸນາເພີ່ມ|សូមបន្ថែម"
    "|დაამატ|ավելացր|ጨምር|ጨምሩ|اضافه کن|شامل کریں|যোগ করুন|যোগ কর"  # round 35: Bengali
)
ADD_ORDERS = Lexicon(_ADD, _ADD_DENSE)
# The output's side, read generously: every form of adding, putting in or mixing in, at a
# word's start in the cased scripts and anywhere in the others (a recipe's "add the butter"
# is "バターを加えます", "加入黄油", "버터를 넣으세요").
_ADDED = (
    "add|append|hinzu|füg|anhäng|beifüg|beimisch|unterrühr|ajout|rajout|añad|agreg|aggiung|adicion|acrescent|afeg"
    "|voeg|lägg|tilføj|legg|lisä|dodaj|dodat|dopis|přid|prid|добав|додай|додав|додај|adaug|adăug|hozzá|προσθ"
    "|ekle|eklen|ekley|əlavə|tambah|sertakan|thêm|idagdag|dagdag|ongez|ongera|engez|ƙara|gehit|yapa|pievien"
    "|pridė|lisa|shto|shtu|qo'sh|qoʻsh|ychwaneg|cuir|inclu|insér|insert|incorpor|mett|put|setz|coloc|mix|misch|mescol|mezcl"
    # a recipe's adding as putting, pouring or joining ("die Sahne dazugeben", "echa la sal")
    "|dazu|hinein|gib|geben|echa|unisc|unir|vers|полож|клад|всып|влей|влив|tillsätt|tilsæt|tilsett"
    # going on, rendered freely ("Enchaîne avec une liste", "Prosiga con", "Mach weiter mit")
    "|enchaîn|poursuiv|reprend|prosiga|procede|weitermach|doorgaan|jatketaan|пройдите"
    # recommending
    "|recommend|empfehl|empfiehl|recommand|recomiend|recomend|raccomand|consigli|aanbevel|aanraden"
    "|rekommend|anbefal|suosittel|polec|doporuč|odporúč|рекоменд|ajánl|öner|συνιστ|sarankan|rekomendasi"
    "|khuyên|giới thiệu|pendekez"
)
_ADDED_DENSE = (
    "推荐|推薦|おすすめ|お勧め|勧め|추천|أنصح|ننصح|توصي|ממליץ|מומלץ|सुझा|सिफारिश|แนะนำ|"
    "加え|加入|加进|加進|加到|放入|放进|放進|添|加上|補充|补充|足し|足す|入れ|넣|추가|더해|더하|أضف|أضيف|اضاف|إضافة|يضاف"
    "|תוסיף|הוסף|הוסיפ|להוסיף|जोड़|मिला|डाल|যোগ|যুক্ত|ਜੋੜ|ઉમેર|சேர்|జోడ|ಸೇರಿಸ|ചേർ|එකතු|เพิ่ม|ใส่|ເພີ່ມ|បន្ថែម|ដាក់"
    "|ထည့်|დაამატ|ավելաց|ጨምር|اضافه|شامل"
)
ADDED = Lexicon(_ADDED, _ADDED_DENSE)
# Forms of worker.checks.continuation_words.ORDERS that are as often a statement or a noun
# when no text is named beside them: "Termine können online vereinbart werden" (German
# appointments), "O local segue aberto", Catalan "termini" (a deadline), "a farmácia
# continua" is caught by the clause rule below, these open clauses too.
_NOT_ORDERS = frozenset({"termine", "termini", "termina", "segue", "segueix", "completa", "acaba", "remata"})
# The words that may stand before an order to go on in its clause: a conjunction, "then",
# "also", "please" ("A pak pokračuj ...", "Und dann schreib weiter", "E poi continua").
_LEADS = (
    "and then also now please so next finally a pak potom taky prosím i potem teraz proszę e poi ora per favore"
    " y luego después ahora por favor et puis ensuite maintenant und dann bitte jetzt en dan daarna nu och sedan"
    " og så nå ja sitten és majd kérem ve sonra şimdi lütfen și apoi acum и затем потом теперь пожалуйста і"
    " та потім тепер будь ласка και μετά τώρα dan lalu sekarang tolong na kisha sasa"
)
_LEAD_WORDS = frozenset(_LEADS.split())
_CLAUSE_RE = re.compile(r"[,;:(\u2014\u2013\u060c\u3001\uff0c\uff1a]")
_WORD_RE = re.compile(r"[^\W\d_]+")
# The order's place: one of the source's last sentences, or the opening of its first.
ORDER_PLACES = 2
_RENDERING = frozenset({"append", "continue"})
_UNSPACED_RE = re.compile(f"[{UNSPACED_LETTERS}]")


# What makes an order to add or go on one about the text, not a recipe's "Then add the
# butter" or a route's "Continue straight on": the text to add introduced after it (a colon,
# a quote), the text named (worker.checks.continuation_words.KINDS, a slogan, a narration),
# "too" ("add the tide times too"), or going on "with" something ("Continua con le
# indicazioni").
_INTRODUCED_RE = re.compile('[:\uff1a\u17d6\u1366\u00ab\u201c\u201e"\u300c]')
_MORE_TEXTS = Lexicon(
    "slogan|eslogan|slógan|слоган|σλόγκαν|errezet|vyprávě|vyprávěn|rozprávan|nendaba\\b|ngendaba\\b|kwindaba\\b"
    "|too\\b|as well\\b|auch\\b|aussi\\b|también\\b|anche\\b|também\\b|ook\\b|också\\b|også\\b|też\\b"
    "|také\\b|tiež\\b|тоже\\b|также\\b|теж\\b|також\\b|juga\\b|also\\b"
    # where in the text to add it: at its end
    "|at the end|am ende|à la fin|al final|alla fine|no final|aan het einde|na konci|na końcu|в конце"
    "|наприкінці|в кінці|sonuna|sonunda|a végén|lopussa|i slutet|til sidst|til slutt|na kraju|στο τέλος"
    "|di akhir|ở cuối|mwishoni",
    "口号|口號|スローガン|슬로건|شعار|末尾|最後に|文末|结尾|結尾|最后|마지막에|끝에|في النهاية|في آخر|בסוף|अंत में|ท้าย",
)
_WITH = frozenset(
    [
        "with",
        "con",
        "avec",
        "mit",
        "com",
        "met",
        "med",
        "cu",
        "με",
        "ile",
        "dengan",
        "s",
        "se",
        "z",
        "ze",
        "с",
        "со",
        "з",
    ]
)

# Round 35: what to add given as a clause after the verb, "add that ..." ("pridėk, kad ...",
# "dodaj, że ...", "adaugă că ..."): the clause is the text to add, as a colon's words are;
# a recipe adds things, never a "that". The conjunctions that open only such a clause: not
# English "that" nor Dutch "dat", pronouns too ("Add that to the sauce"), nor Tagalog "na",
# a linker.
_THAT = frozenset(
    {"kad", "że", "že", "dass", "que", "che", "att", "că", "hogy", "että", "bahwa", "kwamba", "что", "що", "οτι", "që"}
    | {"че", "дека"}  # round 36b: Bulgarian, Macedonian
)
# Conjunctions that are also other words ("Ajoutez et mélangez", "Aggiungi da 2 a 3
# cucchiai", "add at least"): a clause only after the comma their languages set before it
# ("lisa, et ...", "tilføj, at ...", "pievieno, ka ..."; "dodaj da" below).
# The particles of a verb of adding that stand between it and its clause (Hungarian "add hozzá",
# Estonian "lisa juurde").
_PARTICLES = frozenset({"hozzá", "juurde"})
_COMMA_THAT = frozenset({"et", "at", "da", "ka"})
# Round 36b: Serbian, Croatian and Bosnian set no comma before "da" ("Dodajte da je ulaz
# besplatan", in Cyrillic too): after their verb of adding it opens the clause to add,
# unless a conditional follows it ("dodajte da biste dobili ...": in order to get), which
# is a recipe's purpose, not a text.
_DA = frozenset({"da", "да"})
_DODAJ = ("dodaj", "додај", "додад")
_PURPOSE = frozenset({"bi", "bih", "biste", "bismo", "би", "бих", "бисте", "бисмо"})


@functools.lru_cache(maxsize=256)
def _order_place(source: str) -> int | None:
    """Where the source orders something added or gone on with: n (its n-th sentence from
    the end), 0 (its first sentence opens with it), None (nowhere). Cached: the same
    source comes in many target languages."""
    said = sentences(unstopped_ends(source))
    if len(said) < 2:
        return None  # a single sentence is the text itself, not an order beside it
    for place in range(1, min(ORDER_PLACES, len(said) - 1) + 1):
        if _text_orders(fold(said[-place]), opening=False) or mention_ordered(said[-place]):
            return place
    return 0 if _text_orders(fold(said[0]), opening=True) or mention_ordered(said[0]) else None


def _text_orders(folded: str, *, opening: bool) -> bool:
    """Whether ``folded`` orders the text added to or gone on with (``opening``: the order
    opens it, or follows a word of asking in a script without spaces)."""
    adds, go_on = _order_spans(folded)
    if opening:
        adds, go_on = ([s for s in spans if s[0] == 0 or _UNSPACED_RE.match(folded, s[0])] for spans in (adds, go_on))
    if any(_INTRODUCED_RE.search(folded, end) or _with_next(folded, end) for _, end in adds + go_on):
        return True
    if any(_that_next(folded, end) for _, end in adds):
        return True
    # Adding names the text anywhere in its sentence ("Sonuna şu cümleyi ekle"); going on names
    # it as its object, right after it ("Շարունակեք տեքստը", "pokračuj vyprávěním"): "Continue
    # past the notice board" is a route, "beenden Sie Ihre Nachricht" a phone's prompt.
    return (bool(adds) and _names_text(folded)) or any(_names_text(_object(folded, end)) for _, end in go_on)


def _names_text(folded: str) -> bool:
    starts = word_starts(folded)
    return any(kind.search(folded, starts) for kind in KINDS.values()) or _MORE_TEXTS.search(folded, starts)


def _object(folded: str, end: int) -> str:
    """The word right after an order's verb, with one word before it (an article)."""
    return " ".join(_WORD_RE.findall(folded[end : end + 40])[:2])


def _with_next(folded: str, end: int) -> bool:
    following = _WORD_RE.findall(folded[end : end + 12])
    return bool(following) and following[0] in _WITH


def _that_next(folded: str, end: int) -> bool:
    """Whether a clause of what to add follows the verb ending at ``end`` ("pridėk, kad ...")."""
    following = _WORD_RE.findall(folded[end : end + 20])
    if following and following[0] in _PARTICLES:  # "add hozzá, hogy": the verb's particle first
        end = folded.index(following[0], end) + len(following[0])
        following = following[1:]
    if not following:
        return False
    if following[0] in _DA and _WORD_RE.findall(folded[max(0, end - 12) : end])[-1:][0].startswith(_DODAJ):
        return len(following) < 2 or following[1] not in _PURPOSE
    return following[0] in _THAT or (following[0] in _COMMA_THAT and folded[end : end + 3].lstrip().startswith(","))


def _order_spans(folded: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The orders to add (anywhere in the sentence: Turkish, Basque and Quechua put the verb
    last) and to go on (opening a clause: "the pharmacy continues" states) of ``folded``."""
    starts = word_starts(folded)
    adds = ADD_ORDERS.spans(folded, starts)
    go_on = [
        (a, b)
        for a, b in ORDERS.spans(folded, starts)
        if folded[a:b] not in _NOT_ORDERS
        and not folded[a:b].endswith("sofort")
        and (_UNSPACED_RE.match(folded, a) or _opens_clause(folded, a))  # unspaced: orders_at reads it
    ]
    # In the scripts that space no words, a stem inside a sentence may be a compound's part
    # ("ព័ត៌មានបន្ថែម", more information): an order only where it opens the sentence or
    # follows a word of asking (worker.checks.continuations).
    return [s for s in adds if orders_at(folded, s[0])], [s for s in go_on if orders_at(folded, s[0])]


def _opens_clause(folded: str, at: int) -> bool:
    """Whether only lead words (and, then, please) stand before ``at`` in its clause."""
    clause = _CLAUSE_RE.split(folded[:at])[-1]
    words = _WORD_RE.findall(clause)
    # Round 36b: or "after the translation" ("posle prevoda nastavi tekst"): the text's own time.
    return all(word in _LEAD_WORDS for word in words) or (len(words) <= 3 and "translate" in notions(clause))


def add_unrendered(output: str, source: str) -> str | None:
    """Why the output's sentences in the place of the source's order to add or go on hold
    no word of adding, going on or writing."""
    place = _order_place(source)
    if place is None or not output.strip():
        return None
    out = sentences(unstopped_ends(output))
    extra = int(more_sentences(output, source))
    window = out[: 1 + extra] if place == 0 else out[-(place + extra) :]
    text = " ".join(window)
    order = fold(sentences(unstopped_ends(source))[-place if place else 0])
    go_on = _order_spans(order)[1]
    if not any(finishing(order[a:b]) for a, b in go_on):  # round 36b: a story's "finished" renders no going on
        text = without_finishing(text)
    folded = fold(text)
    if not _text_orders(order, opening=place == 0):  # round 36b: a mention (worker.checks.mention_orders)
        if mention_rendered(text) or ADDED.search(folded) or "append" in own_notions(text, source):
            return None
    elif own_notions(text, source) & _RENDERING or GONE_ON.search(folded) or ADDED.search(folded):
        return None
    return "the source orders text added or continued; the output's sentences in its place render no such order"
