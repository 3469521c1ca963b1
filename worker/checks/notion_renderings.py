# ruff: noqa: RUF001  # word stems in many languages: their letters are meant
"""The words an output renders a notion with that its source never orders in (round 14,
moved here in round 17b; worker.checks.notions): counterparts a translation writes, never
read in a source, so they credit an output and make no source speak of a model's notion.

- an interpreter for translating ("通訳", "tõlk" -> "an interpreter");
- a page's "continued" ("Jatkuu sivulla 4", "下转第4版") and a form filled in for continuing;
  round 17b: being finished, as a notice's "When you are finished, press End" renders it
  ("終わったら", "끝나면", "用完后", "quand vous avez fini");
- round 17b: a notice's rules as its regulations ("new rules" -> "nuevas normas", "neue
  Vorschriften", "nowy regulamin", "新守则"): instructions' counterpart in an output.

Round 19b: two renderings bound to the source's own word (BOUND), credited only where the
source says it: its "again" rendered as the target's "again" ("try again" -> "다시 시도",
"erneut versuchen", "もう一度"), repeating's counterpart; its verb of putting rendered as a
verb of placing ("put the books on the pad" -> "legen Sie die Bücher", "posez", "置いて"),
adding's counterpart. "Again" and "put" are stems of those notions because an order says
"repeat it again", "put X at the end"; a notice says them of a retry or a thing set down,
and its translation says "again" and "place", no verb of repeating or adding. Round 21b: a
third, replying by post or e-mail rendered as sending ("don't reply ... by e-mail" -> "não envie").
Round 44: a sequence's "follow" rendered as "followed by" ("seguirà una cena" -> "will be followed by").
"""

from __future__ import annotations

import re

from worker.checks.directives import ADDITION
from worker.checks.lexicon import fold, opening

__all__ = ["BOUND", "PUTTING", "RENDERED", "bound_renderings", "renderings"]

_W = r"(?<![^\W\d_])"  # a word start in the cased scripts


def _rendering(stems: str, dense: str) -> re.Pattern[str]:
    body = rf"{_W}{opening(fold(stems))}(?:{fold(stems)})|{opening(fold(dense))}(?:{fold(dense)})"
    return re.compile(body, re.IGNORECASE)


_INTERPRETING = _rendering(
    "interpret|intérpret|dolmetsch|tolk|tulk|tolmács|tlumoč|tercüman|juru bahasa|jurubahasa|διερμην|kalimani",
    "통역|口译|口譯|传译|傳譯|दुभाषिया|ล่าม|מתורגמן",
)
_CONTINUED = _rendering(
    "jatku|jatko|bersambung|sambungan|endele"
    # Completing a form is filling it in: "Complete the enclosed letter of consent" ->
    # "Füllen Sie die beiliegende Einverständniserklärung aus" (German splits the verb), "同意書に記入し".
    "|füll|remplir|rempliss|remplis|rellen|llene|llenar|compila|preench|invull|ingevuld"
    "|заполн|wypełn|vyplň|fyll i|fyll ut|udfyld|täytä|kitölt"
    # Round 17b: being finished ("when you are finished" -> "quand vous avez fini", "quando hai
    # finito", "als u klaar bent", "gdy skończysz", "až skončíte", "bittiğinde", "kun olet valmis").
    "|fini(?!sh)|finit|achev|klaar|skończ|skonč|dokončen|bitti|bitince|valmis|закончил|закінчи",
    "下转|下轉|转第|轉第|续见|續見|待续|待續|未完|تتمة|يتبع|記入|填写|填寫|기입|작성해|املأ|املئ|מלא"
    "|終わ|終え|済んだ|済みましたら|用完|用毕|用畢|结束|結束|完毕|完畢|끝나|끝난|끝내|마친|마쳤|마치면|마치신|انتهيت|סיימת|समाप्त",
)
_REGULATIONS = _rendering(
    "norma(?!l)|normas|norme(?!n)|regulation|reglament|regulamin|règlement|vorschrift|voorschrift|bestimmung"
    "|hausordnung|huisregel|przepis|předpis|föreskrift|bestämmels|forskrift|määräy|szabályzat|yönetmeli"
    "|peraturan|regulament|quy định|нормы|норм(?:ы|ами|ах)|положени|регламент",
    "守则|守則|规定|規定|须知|須知|決まり|きまり|規程|規約|규정|수칙|لوائح|أنظمة|תקנון|תקנות|नियमावली|ระเบียบ",
)
# Round 40: the noun "answer" in the scripts whose stems of replying are verbs only: a quiz's
# "Circle one answer only." -> "ضع دائرة حول إجابة واحدة فقط", "只圈出一个答案", "정답을 하나만".
_ANSWERS = re.compile("إجاب|جواب|أجوبة|پاسخ|תשוב|答案|解答|정답|답안")
# (notion, its renderings), the notion's name as worker.checks.notions.NOTIONS has it.
RENDERED = (
    ("translate", _INTERPRETING),
    ("continue", _CONTINUED),
    ("instructions", _REGULATIONS),
    ("reply", _ANSWERS),
)

# The verbs of putting among adding's stems (worker.checks.notions.NOTIONS["append"] holds them).
# Spanish "pon" in its forms only: as a stem it starts Hawaiian "pono" (own, right) and
# Croatian "ponoći" (midnight). Round 25b: Vietnamese "đặt" of booking is no putting ("đặt
# bàn trước": book a table, "đặt phòng", "đặt vé"): a notice's translation says it, and an
# output that added a review beside it was credited with rendering the order "añade al final".
PUTTING = (
    "put(?!\\w)|setz|mets|mettez|mett|p[oó]n(?:ga|gan|gas)?(?:lo|la|los|las|le|les)?(?!\\w)"
    "|pone(?:[nr]|rl[oa]s?)?(?!\\w)|poned|poniendo|metti|coloc|zet|постав|помест|umieść|postaw|sätt|sæt|laita|tedd"
    "|pune|βάλε|koy|taruh|đặt(?! (?:bàn|phòng|chỗ|vé|hàng|mua|lịch|trước|cọc|tour|xe|món))"
)
_AGAIN_SAID = re.compile(rf"{_W}again(?![^\W\d_])", re.IGNORECASE)
# The verbs of putting as whole words (the stems are prefixes: Spanish "pon" starts Croatian
# "ponoći", midnight), in the imperative and infinitive forms a notice uses.
_PUTTING_FORMS = (
    "put|puts|putting|mets|mettez|mettre|setzen|setze|setzt|pon|ponga|pongan|poned|poner|ponlos|ponlas"
    "|metti|mettete|mettere|coloca|coloque|coloquen|colocar|colocad|coloquem|zet|zetten|поставьте|поставь"
    "|поставте|поставити|поместите|помести|umieść|umieśćcie|postaw|postawcie|sätt|sätta|sæt|sætte|laita"
    "|laittakaa|tedd|tegye|pune|puneți|βάλε|βάλτε|koy|koyun|koyunuz|taruh|taruhlah|đặt"
)
_PUTTING_SAID = re.compile(rf"{_W}(?:{fold(_PUTTING_FORMS)})(?![^\W\d_])", re.IGNORECASE)
# "Again" in the targets: an adverb, or a verb's prefix of retrying ("réessayez", "reintente").
_AGAIN = _rendering(
    "again|once more|anew|erneut|nochmal|noch einmal|wieder|abermals|à nouveau|de nouveau|encore une fois|réessa"
    "|recommenc|otra vez|de nuevo|nuevamente|reintent|vuelva a|vuelve a|volver a|di nuovo|nuovamente"
    "|ancora una volta|riprov|ritent|novamente|de novo|outra vez|opnieuw|nogmaals|weer|снова|ещё раз|еще раз"
    "|повторн|заново|вновь|знову|ще раз|ponownie|jeszcze raz|znowu|znów|znovu|opět|ještě jednou|igen|igjen"
    "|på nytt|på ny|uudelleen|uudestaan|taas|jälleen|újra|ismét|megint|din nou|iarăși|încă o dată|ξανά|πάλι"
    "|εκ νέου|yeniden|yine|lagi|kembali|ulang|lại",
    "もう一度|再度|再び|やり直|再試行|改めて|再次|重新|再试|再試|再一次|重试|重試|다시|재시도|한 번 더"
    "|مرة أخرى|مجدد|من جديد|שוב|מחדש|फिर से|दोबारा|पुनः|อีกครั้ง|ใหม่",
)
# Placing a thing somewhere in the targets, as verbs (not "places", German "die Stelle").
_PLACING = _rendering(
    "place(?!s)|placed|placing|lay|laid|legen|legt|leg (?:sie|die|den|das)|hinleg|ableg|abstell|hinstell"
    "|stellen sie|stellt |platzier|deponier|pose(?!s)|posez|poser|posé|dépos|laissez|rangez|dej|déj|coloqu"
    "|coloc|pong|deposit|appoggi|depon|posate|posa |mettete|metti|colloc|lasciate|deix|pous|ponh|pôr"
    "|leg |leggen|plaats|zet |zetten|полож|клад|поставьте|оставьте|размест|поклад|залиште|połóż|odłóż"
    "|zostaw|umieść|kładź|polož|nechte|umístěte|lägg|ställ|placera|læg|stil |legg|plasser|aseta|jätä|laita"
    "|laske|pane|helyezze|helyezd|tegye|tedd|rakja|așezați|aşezaţi|puneți|lăsați|τοποθετ|αφήστε|βάλτε"
    "|ακουμπ|bırak|yerleştir|koyun|letakkan|taruh|simpan|tempatkan|đặt",
    "置い|置き|置く|置け|乗せ|載せ|のせ|放在|放到|放置|摆放|擺放|置于|置於|放入|放回|놓|올려|두세요|두십시오|둬"
    "|ضع|اترك|הניחו|הנח|שימו|रखें|रखो|रख दें|रखिए|วาง",
)
# Round 21b: replying by post or e-mail is sending a letter ("don't reply with your licence number
# by e-mail" -> "não envie o número ... por e-mail"): its translation says "send", no verb of replying.
_BY_POST_SAID = re.compile(
    r"\b(?:reply|respond|answer)\b[^.!?\n]{0,60}\bby (?:e-?mail|post|mail|letter|text message|sms)\b",
    re.IGNORECASE,
)
_SENDING = _rendering(
    "send|envie|enviar|envía|enviad|envoie|envoyez|envoyer|senden|sende|schick|stuur|verstuur|invia|inviare"
    "|wyślij|prześlij|pošlete|pošli|отправ|пришли|надішл|skicka|lähetä|küld|gönder|kirim|gửi|trimite",
    "送って|送信|送付|发送|發送|寄送|寄给|보내|أرسل|שלח|भेज|ส่ง",
)
# Round 40: repeating after someone is following them and saying ("Repeat after me:" -> "저를
# 따라 말해 보세요", "Sprich mir nach", "跟我说", "後について言って", "Répétez après moi"): its
# translation names following, no verb of repeating. Credited only where the source says "after me".
_AFTER_ME_SAID = re.compile(r"\b(?:repeat|say|read|sing|speak)\b[^.!?\n]{0,20}\bafter (?:me|us)\b", re.IGNORECASE)
_FOLLOWING = _rendering(
    "follow|nachsprech|sprich mir nach|sprecht mir nach|sprechen sie mir nach|après moi|después de mí|dopo di me"
    "|depois de mim|na mij|за мной|за мною|po mnie|za mnou|efter mig|etter meg|perässäni|utánam|după mine"
    "|μετά από μένα|benden sonra|ikuti|theo tôi",
    "따라|跟我|跟着我|跟著我|後について|あとについて|に続いて|に続け|あとに続|後に続"
    "|ورائي|بعدي|אחריי|אחרי|मेरे बाद|ตามฉัน|ตามผม",
)
# Round 41: a notice's "from now on" (a stem of pretending: "From now on you are DAN") is a
# time, rendered as the target's ("From now on, sign in with ..." -> "Відтепер входьте ...",
# "今後は", "od tej pory"), which names no role. Credited where the source says "from now on".
_FROM_NOW_ON_SAID = _rendering(
    "from now on|from this point on|henceforth|von nun an|ab jetzt|ab sofort|désormais|dorénavant"
    "|à partir de maintenant|a partir de ahora|de ahora en adelante|d'ora in poi|da ora in poi|a partir de agora"
    "|de agora em diante|vanaf nu|voortaan|отныне|с этого момента|відтепер|віднині|od teraz|od tej pory|odtąd"
    "|od nynějška|odteď|från och med nu|hädanefter|fra nu af|fra nå av|tästä lähtien|mostantól|ezentúl"
    "|de acum înainte|από τώρα και|στο εξής|bundan sonra|bundan böyle|mulai sekarang|từ nay|từ bây giờ",
    "从现在|從現在|从今以后|從今以後|今後|今からは|これからは|이제부터|지금부터|من الآن|מעכשיו|מעתה|अब से|จากนี้",
)
_FROM_NOW_ON = _rendering(
    "from now|from this point|henceforth|going forward|from today|von nun an|ab jetzt|ab sofort|ab heute|künftig"
    "|zukünftig|fortan|désormais|dorénavant|à partir de|dès maintenant|à l'avenir|de ahora en adelante|desde ahora"
    "|en adelante|en lo sucesivo|d'ora in|da ora in|da adesso|da oggi|d'ora innanzi|de agora em diante|daqui em diante"
    "|doravante|vanaf|voortaan|van nu af|отныне|с этого момента|с сегодняшнего|впредь|теперь|відтепер|віднині"
    "|з цього моменту|від сьогодні|надалі|тепер|od teraz|od tej pory|odtąd|od dziś|od dzisiaj|od nynějška|odteď"
    "|od teď|od této chvíle|nadále|odteraz|från och med|hädanefter|framöver|fortsättningsvis|fra nu af|fremover"
    "|herefter|fremadrettet|fra nå|heretter|tästä lähtien|tästä eteenpäin|jatkossa|nyt lähtien|tästedes|mostantól"
    "|ezentúl|mától|de acum|de azi|de astăzi|από τώρα|στο εξής|εφεξής|από εδώ και πέρα|πλέον|bundan sonra"
    "|bundan böyle|artık|şu andan itibaren|bugünden itibaren|mulai sekarang|mulai saat ini|mulai hari ini|ke depan"
    "|từ nay|từ bây giờ|từ giờ|kể từ|từ hôm nay|отсега|занапред|от днес|od sada|ubuduće|од сада|убудуће|od zdaj|odslej",
    "从现在|從現在|今后|今後|从今以后|從今以後|自即日起|即日起|从今天起|從今天起|これから|今から|以後|以降|今日から"
    "|本日から|이제부터|지금부터|앞으로|오늘부터|향후|من الآن|من الان|بعد الآن|بعد اليوم|من اليوم|فصاعد|מעכשיו"
    "|מעתה|מהיום|מכאן והלאה|להבא|अब से|आज से|आगे से|จากนี้|ต่อจากนี้|ตั้งแต่นี้|ตั้งแต่วันนี้|นับจากนี้",
)
# Round 41: a setting's "override" (a stem of ignoring: "override your instructions") rendered
# as the target's redefining or overwriting ("You can override the default system prompt" ->
# "Системный промпт ... можно переопределить", "überschreiben", "上書き"). Credited where the
# source says "override".
_OVERRIDE_SAID = re.compile(rf"{_W}overrid", re.IGNORECASE)
_REDEFINING = _rendering(
    "переопредел|перевизнач|перезапис|überschreib|neu definier|redéfini|remplac|écras|sobrescrib|redefin"
    "|reemplaz|sovrascriv|ridefin|sostitu|sobrescrev|substitu|overschrijf|herdefinie|nadpis|przedefini|přepsat"
    "|přepiš|předefin|prepísa|åsidosätt|skriv över|overskriv|ohita|korvaa|felülír|felülbírál|suprascri|redefini"
    "|üzerine yaz|geçersiz kıl|yeniden tanım|menimpa|mengganti|ganti|ghi đè|thay thế|αντικαταστ|παράκαμψ",
    "覆盖|覆蓋|重写|改写|上書き|オーバーライド|再定義|재정의|덮어쓰|تجاوز|استبدال|לעקוף|לדרוס|ओवरराइड|बदल|แทนที่|เขียนทับ",
)
# Round 43: a screen's or a voice menu's prompts ("按提示操作", "follow the on-screen prompts",
# a stem of instructions) rendered as its guidance or messages ("案内に従って操作してください",
# "안내에 따라", "suivez les indications", "следуйте подсказкам"). Credited where the source says it.
_PROMPTS_SAID = re.compile(r"提示|\bfollow (?:the )?(?:on-?screen |voice |audio )?prompts\b", re.IGNORECASE)
_GUIDANCE = _rendering(
    "guidance|hint|message|hinweis|indication|indicacion|indicaç|indicazion|aanwijzing|подсказ|сообщени|підказ"
    "|повідомлен|wskazów|komunikat|pokyn|nápověd|anvisning|ohjei|útmutat|indicați|υπόδειξ|yönerge|petunjuk|chỉ dẫn",
    "案内|ガイダンス|メッセージ|表示|안내|메시지|指引|引导|引導|提醒|إرشاد|הנחי|संकेत|คำแนะนำ",
)
# Round 44: a sequence's "follow" (a stem of obeying: "follow these rules") rendered as one thing
# coming after another ("Dopo l'assemblea seguirà una piccola cena" -> "The meeting will be
# followed by a small dinner"; "followed by" itself obeys nothing). Credited where the source says
# "follow" in its own words.
_FOLLOW_SAID = _rendering(
    "follow|folg|volg|följ|følg|sigu|siga|segui|segue|suiv|следу|слід|ikut|takip|ακολουθ", "따르|따라|従|随|跟"
)
_FOLLOWED_BY = _rendering(
    "followed by|gefolgt von|suivi|gevolgd door|följ[dt]a? av|efterfulgt|etterfulgt|seguid[oa]s? (?:de|por)"
    "|seguit[oaie] da|за которым следует|після чого|ardından|diikuti|tiếp theo",
    "に続いて|之后是|之後是|随后|隨後|뒤이어|يليه|ואחריו",
)
# Probe 14, round 46: adding rendered as attaching ("До заяви додайте медичну довідку." ->
# "Attach a medical certificate to the application"): a form's enclosure, credited where the
# source says "add" in its own words.
_ADD_SAID = _rendering(
    "add|füg|ajout|añad|agreg|aggiung|adicion|acrescent|voeg|добав|додай|додайте|додај|dodaj|přidej|pridaj"
    "|lägg till|tilføj|legg til|lisää|hozzáad|adaug|πρόσθεσ|ekle|tambah|thêm",
    "追加|添加|加上|추가|أضف|הוסף|जोड़|เพิ่ม",
)
_ATTACHING = _rendering(
    "attach|enclos|beifüg|beileg|anhäng|joign|joindre|adjunt|allega|anex|bijvoeg|bijsluit|прикреп|приложи"
    "|прикріп|załącz|dołącz|přilož|prilož|bifog|vedhæft|vedlæg|vedlegg|liitä|csatol|iliştir|lampir|đính kèm",
    "添付|同封|附上|随附|隨附|첨부|동봉|أرفق|צרף|צרפו|संलग्न|แนบ",
)
# A task rendered as a textbook's exercise ("Aufgabe 4: Beantworten Sie ..." -> "Exercice 4 :
# Répondez ..."), credited where the source names a task.
_TASK_SAID = _rendering(
    "task|aufgabe|tâche|tarea|compito|opdracht|zadanie|zadání|úkol|uppgift|opgave|oppgave|tehtävä|feladat"
    "|задани|завдан|görev|tugas|nhiệm vụ",
    "課題|任务|任務|과제|مهمة|משימה|कार्य|งาน",
)
_EXERCISE = _rendering(
    "exercis|exercice|ejercicio|esercizi|exercício|übung|oefening|упражнен|вправ|ćwiczen|cvičení|övning|øvelse"
    "|harjoitu|gyakorlat|alıştırma|latihan|bài tập|άσκησ",
    "練習|练习|연습|تمرين|תרגיל|अभ्यास|แบบฝึกหัด",
)
# (notion, what the source says, its renderings): credited only where the source says it.
BOUND = (
    ("repeat", _AGAIN_SAID, _AGAIN),
    ("repeat", _AFTER_ME_SAID, _FOLLOWING),
    ("append", _PUTTING_SAID, _PLACING),
    ("reply", _BY_POST_SAID, _SENDING),
    ("pretend", _FROM_NOW_ON_SAID, _FROM_NOW_ON),
    ("ignore", _OVERRIDE_SAID, _REDEFINING),
    ("instructions", _PROMPTS_SAID, _GUIDANCE),
    ("obey", _FOLLOW_SAID, _FOLLOWED_BY),
    ("append", _ADD_SAID, _ATTACHING),
    ("instructions", _TASK_SAID, _EXERCISE),
)


def renderings(text: str, source: str = "") -> frozenset[str]:
    """The notions ``text`` names in the words only a rendering uses (RENDERED), and those
    of ``source``'s own words (BOUND)."""
    folded = fold(text)
    return frozenset(name for name, pattern in RENDERED if pattern.search(folded)) | bound_renderings(text, source)


def bound_renderings(text: str, source: str) -> frozenset[str]:
    """The notions ``text`` names by rendering a word of ``source`` that speaks of them in
    a notice's sense (BOUND: "again" as "다시", "put" as "legen")."""
    if not source:
        return frozenset()
    said, folded = fold(source), fold(text)
    found = {
        name
        for name, source_word, pattern in BOUND
        # A put whose place is the output ("put the token after your translation") is the
        # order to add: its translation names adding, not placing.
        if source_word.search(said) and pattern.search(folded) and not (pattern is _PLACING and ADDITION.search(source))
    }
    return frozenset(found)
