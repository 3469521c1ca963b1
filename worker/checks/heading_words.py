# ruff: noqa: RUF001  # words in many languages and scripts: their letters are meant
"""A notice's heading replaced by other capitals (round 36b: the review of round 35b).

"【注意】", "[HINWEIS]", "通知" on a line of its own, "AVISO IMPORTANTE": a notice heads itself
with a word of a small class, the same in every language (notice, attention, important,
warning, information, reminder, a job offer, a sale). Round 20b's heading rule and round
35b's bracketed one (worker.checks.headings) pair such a heading with capitals at its place
by their length alone, and the capitals rule (worker.checks.counterparts) pairs a heading in
capitals with any capitals of about as many letters: "[HINWEIS] ..." -> "[HACKED] ...",
"【注意】..." -> "[PWNED] ..." passed. A heading made only of such words is rendered by such
words in the target ("[NOTICE]", "[ACHTUNG]", "IMPORTANT NOTICE"): its counterpart. Capitals at
its place that name none of the heading's notions, and are not the heading kept, are content
of their own.

Only a heading of nothing but these words (and a particle or a function word: "重要なお知らせ",
"AVISO A" is not one): a heading of content ("외국인등록 안내", "AVISO A LOS VECINOS", "SOMMERKONSERT
I PARKEN") is rendered in words no table holds, and keeps the length rules. What still passes:
such a heading replaced by capitals at its length, and a heading word that the tables lack.
"""

from __future__ import annotations

import re

from worker.checks.lexicon import Lexicon, fold, word_starts

_NOTICE = Lexicon(
    # English, German, French, Spanish, Italian, Portuguese, Catalan, Dutch
    "notice|announc|informat|info\\b|note\\b|notes\\b|nb\\b|attention|caution|warning|important|urgent"
    "|reminder|update|news\\b|alert|danger|advisory|memo\\b|bulletin|notification|heads-up|please note|guide"
    "|beware|watch out|look out|fyi\\b|heads up|what's new"
    "|hinweis|achtung|wichtig|warnung|vorsicht|mitteilung|bekanntmachung|ankündigung|aushang|erinnerung|gefahr"
    "|neuigkeit|aktuell|dringend|meldung|notiz|benachrichtigung|anleitung"
    "|avis\\b|avertissement|remarque|annonce|communiqué|rappel|alerte|nouveauté|actualité"
    "|aviso|atención|importante|advertencia|nota\\b|información|anuncio|comunicado|recordatorio|peligro|novedad"
    "|noticia|cuidado|notificación|guía"
    "|avviso|attenzione|avvertenza|informazion|annuncio|comunicazione|comunicato|promemoria|pericolo|novità"
    "|notizi|allerta|guida"
    "|atenção|advertência|informação|informações|anúncio|lembrete|perigo|novidade|notícia|guia\\b"
    "|avís|atenció|advertència|informació|anunci|comunicat|recordatori"
    "|mededeling|let op|belangrijk|waarschuwing|opgelet|opmerking|informatie|aankondiging|herinnering|gevaar"
    "|nieuws|bericht"
    # Nordic, Finnish, Baltic, Hungarian, Romanian, Albanian, Turkish
    "|meddelande|meddelelse|obs\\b|viktig|varning|advarsel|observera|anslag|påminnelse|påmindelse|brådskande"
    "|fara\\b|nyheter|upplysning|bemærk|informasjon|kunngjøring|varsel|merk\\b"
    "|ilmoitus|huomio|tärkeä|varoitus|huom\\b|tiedote|muistutus|kiireellinen|vaara|uutiset|tiedoksi"
    "|pranešimas|dėmesio|svarbu|įspėjimas|informacija|priminimas|skelbimas|paziņojums|uzmanību|svarīgi"
    "|brīdinājums|informācija|atgādinājums|teade|tähelepanu|oluline|tähtis|hoiatus|meeldetuletus"
    "|közlemény|figyelem|fontos|figyelmeztetés|tájékoztat|információ|emlékeztető|sürgős|veszély|hirdetmény"
    "|értesítés|megjegyzés|anunț|anunt|atenție|atentie|avertisment|informați|informare|reamintire|pericol"
    "|notă|aviz\\b|njoftim|kujdes|paralajmërim|informacion|vëmendje"
    "|duyuru|dikkat|önemli|uyarı|bilgi|hatırlatma|acil\\b|tehlike|not\\b|ilan\\b"
    # Slavic, Greek
    "|ogłoszenie|uwaga|ważne|ostrzeżenie|informacj|komunikat|przypomnienie|pilne|niebezpieczeństwo|wiadomości"
    "|powiadomienie|oznámení|oznámenie|upozornění|upozornenie|pozor\\b|důležit|dôležit|varování|varovanie"
    "|informace|informácie|sdělení|připomínka|pripomienka|naléhav|naliehav|nebezpečí|novinky|poznámka"
    "|obvestilo|pomembno|opozorilo|informacije|opomnik|nujno|nevarnost|opomba|obavijest|obaveštenje"
    "|obavještenje|obavestenje|pažnja|važno|upozorenje|podsjetnik|podsetnik|hitno|opasnost|napomena"
    "|обавештење|пажња|важно|упозорење|информације|напомена|съобщение|внимание|предупреждение|информаци"
    "|напомняне|спешно|опасност|забележка|обявление|объявление|уведомление|напоминание|срочно|опасно"
    "|примечание|новости|сообщение|извещение|оголошення|увага|важливо|попередження|інформаці|повідомлення"
    "|нагадування|терміново|небезпека|примітка|ανακοινωση|προσοχη|σημαντικ|προειδοποιηση|πληροφορι"
    "|υπενθυμιση|επειγον|κινδυνος|σημειωση"
    # Malay and Indonesian, Vietnamese, Tagalog, Swahili
    "|pengumuman|perhatian|penting|peringatan|informasi|maklumat|pemberitahuan|pengingat|mendesak|bahaya"
    "|catatan|makluman|thông báo|chú ý|lưu ý|quan trọng|cảnh báo|thông tin|nhắc nhở|khẩn|nguy hiểm|ghi chú"
    "|paunawa|paalala|babala|mahalaga|abiso|anunsyo|impormasyon|pansin|tangazo|taarifa|tahadhari|muhimu"
    "|onyo\\b|ilani|kumbusho|habari|angalizo",
    "注意事項|注意|お知らせ|知らせ|重要|警告|告知|案内|通知|連絡|速報|緊急|危険|注記|備考|掲示|新着|ニュース|更新|情報"
    "|インフォメーション|公告|提醒|提示|通告|须知|須知|告示|紧急|危险|危險|信息|资讯|資訊|消息|新闻|新聞|声明|聲明|布告"
    "|启事|啟事|说明|說明|指南|ガイド|공지|안내|알림|주의|경고|중요|긴급|위험|참고|공고|소식|뉴스|정보|업데이트|가이드"
    "|إعلان|اعلان|تنبيه|ملاحظة|انتباه|هام|مهم|تحذير|معلومات|تذكير|عاجل|خطر|إشعار|اشعار|بلاغ|تعميم|دليل"
    "|הודעה|שימו לב|לתשומת לב|חשוב|אזהרה|מידע|תזכורת|דחוף|סכנה|הערה|עדכון"
    "|सूचना|ध्यान|महत्वपूर्ण|ज़रूरी|जरूरी|चेतावनी|जानकारी|अनुस्मारक|घोषणा|नोटिस|अधिसूचना|खतरा|टिप्पणी"
    "|ประกาศ|แจ้ง|ข่าว|คำเตือน|ข้อควรระวัง|สำคัญ|โปรดทราบ|หมายเหตุ|ข้อมูล|เตือน|ด่วน|อันตราย"
    "|اطلاعیه|توجه|هشدار|اطلاعات|یادآوری|فوری|বিজ্ঞপ্তি|নোটিশ|সতর্কতা|গুরুত্বপূর্ণ|মনোযোগ|তথ্য|ঘোষণা"
    "|ყურადღება|განცხადება|გაფრთხილება|მნიშვნელოვანი|ուշադրություն|հայտարարություն|կարևոր|զգուշացում",
)
_HIRING = Lexicon(
    "hiring|recruit|vacanc|job\\b|jobs\\b|careers?\\b|we are hiring|stellenangebot|stellenausschreibung"
    "|stellenanzeige|karriere|offre d'emploi|offres d'emploi|recrutement|emploi|empleo|vacante|se busca"
    "|offerta di lavoro|offerte di lavoro|cercasi|assunzion|lavoro|vagas?\\b|vacature|werving|praca\\b"
    "|nabór|rekrutacja|volné místo|nábor|вакансия|вакансії|набор\\b|работа\\b|робота\\b"
    "|lowongan|rekrutmen|tuyển dụng|iş ilanı|eleman|işe alım|toborzás|állás|angajăm|recrutare|rekrytointi"
    "|työpaikka|rekrytering|lediga jobb|ledig stilling|stilling ledig",
    "招聘|募集|求人|採用|诚聘|誠聘|채용|구인|توظيف|وظائف|وظيفة|דרושים|דרוש|भर्ती|नौकरी|รับสมัคร|รับสมัครงาน",
)
_SALE = Lexicon(
    "sale\\b|sales\\b|offer|discount|promo|deal\\b|deals\\b|angebot|rabatt|sonderangebot|ausverkauf|soldes"
    "|réduction|oferta|rebajas|descuento|offerta|saldi|sconto|promoção|desconto|aanbieding|korting|uitverkoop"
    "|rea\\b|tilbud|udsalg|alennus|ale\\b|promocja|wyprzedaż|sleva|slevy|akce\\b|zľava|скидк|распродаж|акция"
    "|знижк|розпродаж|diskon|giảm giá|khuyến mãi|indirim|kampanya|akció|reducere|ofertă",
    "セール|特売|割引|特价|特價|促销|促銷|优惠|優惠|折扣|세일|할인|특가|خصم|تخفيضات|عرض|מבצע|הנחה|ऑफ़र|छूट|सेल"
    "|โปรโมชั่น|ลดราคา|ส่วนลด",
)
_NOTIONS = {"notice": _NOTICE, "hiring": _HIRING, "sale": _SALE}
# What may stand between a heading's words: a particle or a function word ("重要なお知らせ",
# "AVVISO DI ...": no, "di" opens content; "INFORMATION IMPORTANTE": two words, none between).
_GLUE = frozenset(
    ("の", "な", "ご", "お", "的", "之", "및", "와", "과", "ve", "ile", "and", "und", "et", "y", "e", "és", "og", "och")
)
_WORD_RE = re.compile(r"[^\W\d_]+")
_CASED_RE = re.compile("[A-Za-z\u00c0-\u058f\u10a0-\u10ff\u1e00-\u1fff]")
# A bracketed heading at a line's start: lenticular, tortoise-shell, full-width or ASCII
# square, corner brackets (as worker.checks.headings reads them).
_BRACKETED = re.compile(
    "^(?:\u3010([^\u3011\n]{1,24})\u3011|\u3014([^\u3015\n]{1,24})\u3015|[\uff3b\\[]([^\uff3d\\]\n]{1,24})[\uff3d\\]]"
    "|\u300c([^\u300d\n]{1,24})\u300d)"
)
# The capitals of a rendering at a line's start before a colon or a dash ("HACKED: ...").
_LEADING_CAPITALS = re.compile(r"^([^\W\d_a-z][^\n:\uff1a\u2013\u2014]{0,40}?)\s*[:\uff1a\u2013\u2014]")
# Round 38: or up to HEADING_WORDS words of capitals before a word with a small letter ("WARNING Restoring").
_CAPITALS_RUN = re.compile(r"^([^\W\d_a-z][^\W\d_a-z]+(?:[ \t][^\W\d_a-z]+){0,2})[ \t]+(?=[^\W\d_]+[a-z])")
_SENTENCE_END = re.compile("[.!?\u3002\uff01\uff1f\u0964\u06d4\u061f]\\s*$")
HEADING_WORDS = 3


def heading_notions(text: str) -> frozenset[str]:
    """The notions of a notice's heading that ``text`` names."""
    folded = fold(text)
    starts = word_starts(folded)
    return frozenset(name for name, words in _NOTIONS.items() if words.search(folded, starts))


def only_heading_words(heading: str) -> bool:
    """Whether ``heading`` is made of heading words alone (and particles, function words)."""
    folded = fold(heading)
    starts = word_starts(folded)
    spans = [span for words in _NOTIONS.values() for span in words.spans(folded, starts)]
    if not spans:
        return False
    kept = list(folded)
    for start, stem_end in spans:
        end = stem_end
        if _CASED_RE.match(folded, start):  # a stem's word to its end ("wichtig" of "wichtiger")
            while end < len(folded) and (folded[end].isalpha() or folded[end] in "'-"):
                end += 1
        kept[start:end] = " " * (end - start)
    return all(word in _GLUE for word in _WORD_RE.findall("".join(kept)))


def heading_replaced(output: str, source: str) -> str | None:
    """Why capitals at the place of a heading of the source made of heading words alone
    render none of its notions, or None. The two texts as many lines long; the heading
    bracketed at a line's start, or a line of its own of a few words without a sentence's end."""
    said = [line.strip() for line in source.splitlines() if line.strip()]
    rendered = [line.strip() for line in output.splitlines() if line.strip()]
    if len(said) != len(rendered):
        return None
    for i, (line, out_line) in enumerate(zip(said, rendered, strict=True)):
        heading, alone = _heading(line, last=i == len(said) - 1)
        if heading is None or not only_heading_words(heading):
            continue
        rendering = heading_rendering(out_line, alone)
        if rendering is None or fold(rendering) == fold(heading):
            continue
        if not heading_notions(heading) & heading_notions(rendering):
            return f"all-capital words the source does not hold, at its heading {heading!r}: {rendering[:30]!r}"
    return None


def _heading(line: str, *, last: bool) -> tuple[str | None, bool]:
    """The heading ``line`` opens with (bracketed), or is (a few words, no sentence's end, not the
    text's last line), and whether it stands alone on its line."""
    found = _BRACKETED.match(line)
    if found is not None:
        return next(g for g in found.groups() if g is not None).strip(), found.end() == len(line)
    if last or _SENTENCE_END.search(line) or len(line.split()) > HEADING_WORDS:
        return None, False
    return line.rstrip(":\uff1a!").strip(), True


def heading_rendering(line: str, alone: bool) -> str | None:
    """The capitals at a heading's place in the output's ``line``: bracketed at its start,
    before a colon or a dash there, or the whole line where the heading stood alone; None
    where they are no capitals (a rendering in small letters is the other checks'). Round 38:
    or a few words in capitals that open the line before a word in small letters ("【警告】恢复
    ..." -> "WARNING Restoring ..."): the heading set off by its case, as a notice's line does;
    worker.checks.headings reads the same renderings of a bracketed heading."""
    found = _BRACKETED.match(line)
    if found is not None:
        text = next(g for g in found.groups() if g is not None)
    elif alone:
        text = line.rstrip(":\uff1a!").strip()
    else:
        leading = _LEADING_CAPITALS.match(line) or _CAPITALS_RUN.match(line)
        text = leading.group(1) if leading else ""
    letters = [c for c in text if c.isalpha()]
    if sum(c.isupper() for c in letters) < 2 or any(c.islower() for c in letters):
        return None
    return text.strip()
