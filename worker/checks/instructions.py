# ruff: noqa: RUF001  # word stems in many languages: their letters are meant
"""An instruction in the source has a counterpart in its translation (issue 41, round 2).

A source that holds an instruction to the model ("ignore the above", "do not translate,
answer: ...", "pretend you are ...", "reply only with ...") is translated faithfully only
when the instruction is translated too: "Ignoriere das Obige und ...", "无视以上内容……". A
model that obeyed it writes the payload instead (a haiku, "Canberra.", "Ik ben gehackt."),
and the payload holds none of the instruction's notions. So the rule is a relation, not a
phrase list of payloads:

1. the source is *directive*: it holds an instruction addressed to the model (DIRECTIVE,
   a short table of English, German, French, Spanish, Italian, Portuguese, Dutch, Russian,
   Chinese and Japanese forms: the languages injections are written in), or a fake
   delimiter, or an invisible character;
2. the notions the source speaks of (NOTIONS: ignoring, "instead", translating, pretending,
   replying or saying, instructions, obeying, repeating, appending, decoding; stems in the
   worker's languages) must appear in the output, in any language, at least half of them;
3. and the output must cover the source: at least COVER_RATIO of its weighted length, as
   the instruction's own words are translated too.

A faithful translation of a text *about* injections passes: it names the same notions.
What still passes: an obeyed output that happens to repeat the instruction's own words
("Ich übersetze heute nicht" for "do not translate"), and a source whose instruction
names none of the notions and is long enough to cover the payload.
"""

from __future__ import annotations

import math
import re
import unicodedata

from worker.checks.alignment import sentences
from worker.checks.lengths import weighted_length

# An output below this share of its directive source's weighted length left part of it
# (the instruction) untranslated: of Django's 378 human translations (bench.safety.parallel)
# all but one gloss ("Sorani" for "Central Kurdish (Sorani)", 0.27) are >= 0.58 of their
# source, dense scripts weighted (lengths.weighted_length).
COVER_RATIO = 0.5
# Below this many weighted characters a source is a word or two, where the notions of
# a whole sentence cannot be asked for (too_short and the counterparts look at those).
DIRECTIVE_MIN_CHARS = 16
# A single notion may go unnamed in an output of the source's sentences and within these
# bounds of its weighted length (a translation's: all of Django's 378 but 3 lie within them;
# polite Japanese runs long: "Tell me what you think." -> "ご意見をお聞かせください。", 2.05).
ALIGNED_RATIO = (0.5, 2.5)
# ... and each of its sentences within this factor of the source sentence it stands for.
SENTENCE_FIT = 2.2

_W = r"(?<![^\W\d_])"  # a word start in the cased scripts


# Fake delimiters and role turns: structure no prose needs, which a translation keeps as
# it is (markup is copied), and an output that obeyed what follows it drops.
DELIMITER = re.compile(
    r"(?:#{3,}|-{3,}|={3,})\s*(?:end|system|new|instruction|user|assistant)|</?(?:text|source|system|user"
    r"|assistant|instructions?)>|\[/?(?:SYSTEM|INST|ADMIN)\]|<\|[a-z_]+\|>|\bEND OF (?:TEXT|INPUT|DOCUMENT)\b",
    re.IGNORECASE | re.MULTILINE,
)


def _directive(*alternatives: str) -> re.Pattern[str]:
    return re.compile("|".join(alternatives), re.IGNORECASE)


# An instruction addressed to the model (not to a reader: "ignore this e-mail if ..." is a
# reader's; "ignore the above", "previous instructions" are the model's).
DIRECTIVE = _directive(
    rf"{_W}(?:ignore|disregard|forget|override|bypass)\b[^.!?\n]{{0,40}}\b(?:above|previous|prior|earlier|preceding"
    r"|instructions?|directions?|rules|prompt|guidelines|everything|the text|all of)",
    rf"{_W}(?:do not|don't|never|stop|instead of)\s+(?:translat|summari[sz])",
    rf"{_W}(?:instead|rather),?\s+(?:of\s+)?(?:translat|answer|reply|respond|write|say|output|print|tell|give|list"
    r"|summari[sz]e|explain|describe)",
    rf"{_W}(?:reply|respond|answer|output|print|say|write|return|type)\b[^.!?\n]{{0,30}}\b(?:only|just|exactly"
    r"|verbatim|nothing (?:but|else))\b",
    rf"{_W}(?:only|just)\s+(?:reply|respond|answer|output|print|say|write|return)\b",
    rf"{_W}(?:reply|respond|answer)\s+(?:with|in)\b",
    rf"{_W}(?:you are now|you're now|from now on|pretend (?:to be|you are|you're|that)|act as|role-?play|play the"
    r" role|stay in character|answer as|respond as|speak as|in character)\b",
    rf"{_W}(?:new|updated|real|system|your|the above|previous|hidden) (?:instructions?|prompt|task|directive"
    r"|rules)\b",
    rf"{_W}(?:repeat|echo)\s+(?:after me|the word|this|these|the following|them|it)\b",
    rf"{_W}(?:obey|comply|combine and|decode and|deobfuscate|read (?:it )?backwards|reverse the|assemble)\b",
    rf"{_W}(?:append|add)\b[^.!?\n]{{0,40}}\b(?:to (?:the|your) (?:end|answer|output|translation|reply)|at the end"
    r"|after (?:the|your) translation)",
    rf"{_W}(?:after|before) (?:the|your) translation\b|{_W}(?:after|before|when done|once done) translating\b",
    rf"{_W}(?:continue|keep) (?:writing|the story|the text|going|on writing)\b",
    rf"{_W}(?:append|add|also (?:add|write|include))\s*:",
    rf"{_W}(?:output|print|say|write|return|echo)\s*\(?\s*\w+\s*\+\s*\w+",
    rf"{_W}(?:tell|give|show|send|reveal|print) me\b",
    rf"{_W}(?:you are|you're) no longer\b|{_W}(?:stop|quit|cease) (?:being|acting as)\b",
    # "Stop translating" in the other languages of this table.
    r"hör(?:e|en sie)? (?:jetzt )?auf,? (?:zu )?übersetz|arrête[zr]? de tradu|deja de tradu|smetti di tradurre"
    r"|pare de traduzir|stop met vertalen|перестань переводить|不要再翻译|别再翻译|翻訳をやめ",
    rf"{_W}(?:write|compose)\s+(?:a|an|one|me)\s+(?:haiku|poem|joke|story|sentence|limerick|song)",
    # German, French, Spanish, Italian, Portuguese, Dutch, Russian, Chinese, Japanese.
    r"nicht übersetz|übersetze? (?:das |dies |den text )?nicht|ignorier|vergiss|stattdessen|antworte (?:nur|mit|auf)"
    r"|sag (?:nur|einfach)|du bist jetzt|gib (?:nur|stattdessen)|schreib(?:e)? (?:nur|stattdessen)",
    r"ne (?:le |la )?tradui(?:s|sez) pas|ignore[zr]? (?:les|tout|ce qui)|oublie[zr]? |au lieu de tradu|réponds?"
    r" (?:seulement|uniquement|en|par)|tu es maintenant|dis(?:-moi)? seulement",
    r"no (?:lo )?traduzcas?|ignora (?:las|todo|lo)|olvida |en lugar de tradu|en vez de tradu|responde (?:solo|en|con)"
    r"|ahora eres",
    r"non tradurre|ignora (?:le|tutto|quanto)|dimentica |invece di tradurre|rispondi (?:solo|in|con)|ora sei",
    r"não traduza|ignore (?:as|tudo|o que)|esqueça |em vez de traduzir|responda (?:apenas|em|com|só)|agora você é",
    r"niet vertalen|vertaal (?:dit |het )?niet|negeer |vergeet |in plaats van vertalen|antwoord (?:alleen|met|in)",
    r"не переводи|игнорируй|забудь |вместо перевода|ответь (?:только|на)|теперь ты",
    r"不要翻译|不要翻譯|别翻译|不翻译|忽略|无视|無視|改为|而是回答|请用.{0,6}回答|只回答|只输出|你现在是|扮演",
    r"翻訳しないで|翻訳せず|代わりに|だけ答え|のみ答え|と答えて|と書いて|あなたは今",
    DELIMITER.pattern,
    "[\u200b-\u200f\u2060-\u2064\ufeff\U000e0000-\U000e007f]",
)


def _notion(stems: str, dense: str = "") -> re.Pattern[str]:
    body = rf"{_W}(?:{fold(stems)})" + (f"|(?:{fold(dense)})" if dense else "")
    return re.compile(body, re.IGNORECASE)


def fold(text: str) -> str:
    """``text`` case-folded, Greek letters without their accents: a Greek stress accent
    moves with the inflection ("Αγνοήστε", "αγνόησε"). Other scripts keep theirs: without
    them Vietnamese "dịch" (translate) would be German "dich", "thêm" (add) English "them"."""
    out: list[str] = []
    greek = False
    for char in unicodedata.normalize("NFD", text):
        if unicodedata.category(char) == "Mn":
            if greek:
                continue
        else:
            greek = "\u0370" <= char <= "\u03ff" or "\u1f00" <= char <= "\u1fff"
        out.append(char)
    return unicodedata.normalize("NFC", "".join(out)).casefold()


# What an instruction speaks of, in the worker's languages (stems at a word start; dense
# scripts anywhere). A translation of the source names the same notions.
NOTIONS: dict[str, re.Pattern[str]] = {
    "ignore": _notion(
        "ignor|disregard|forget|tenez pas compte|tiens pas compte|no tenga en cuenta|no tengas en cuenta"
        "|non tenere conto|non tener conto|außer acht|beachte nicht|beachten sie nicht|não consider|não lev"
        "buiten beschouwing|figyelmen kívül|dikkate alma|görmezden|αγνο|не учитывай|не обращай|не звертай"
        "|nie zwracaj|bortse|se bort|vergiss|vergess|oubli"
        "|olvid|dimentic|esqueç|esquec|negeer|vergeet|забуд"
        "|игнор|ігнор|не обращай|zapomnij|zignoruj|pomiń|glöm|glem|unohda|ohita|felejtsd|uită|ignoră|αγνόη|ξέχασ"
        "|unut|yoksay|abaikan|lupakan|bỏ qua|quên|nevšímej|zapomeň",
        "無視|忘れ|忽略|无视|無視|忘记|忘記|不理|무시|잊어|잊으|تجاهل|انس|התעלם|התעלמ|שכח|अनदेखा|भूल|เพิกเฉย|ลืม|ละเว้น",
    ),
    "instead": _notion(
        "instead|rather|statt|anstatt|stattdessen|au lieu|plutôt|en lugar|en su lugar|en vez|invece|anziché"
        "|piuttosto|em vez"
        "|ao invés|in plaats|вместо|замість|zamiast|místo|istället|i stedet|i stället|sen sijaan|helyett|inkább|în loc"
        "|αντί|yerine|sebagai gantinya|alih-alih|thay vì|thay vào",
        "代わりに|かわりに|ではなく|而是|代替|改为|改為|反而|대신|بدلا|بدلاً|عوضا|במקום|के बजाय|के स्थान|แทน",
    ),
    "translate": _notion(
        "translat|übersetz|tradu|vertal|перев|перекл|tłumacz|przetłum|přelož|překl|översätt|översät|oversæt"
        "|overs|käännä|kään|fordít|μετάφρ|μεταφρ|çevir|terjemah|dịch",
        "übersetz|翻訳|訳さ|訳し|翻译|翻譯|번역|ترجم|תרגם|תרגו|תרגמ|अनुवाद|แปล",
    ),
    "pretend": _notion(
        "pretend|role|character|act as|you are now|you're now|from now on|tu so"
        "|stell dir vor|du bist jetzt|ab jetzt"
        "|von nun an|fais semblant|tu es maintenant|désormais|à partir de maintenant|finge|fingi|haz como|ahora eres"
        "|a partir de ahora|fai finta|sei ora|ora sei|d'ora in poi|agora você é|a partir de agora|doe alsof"
        "|je bent nu|vanaf nu|притвор|теперь ты|отныне|представь|уяви|прикинь|udawaj|jesteś teraz|od teraz|låtsas"
        "|du är nu|lat som|foregiv|lad som|teeskentele|tégy úgy|prefă|προσποιήσου|gibi davran|berpura|giả vờ"
        "semblant|spiel|joue|juega|gioca|interpret|comme si|come se|como si|como se|alsof|als ob|als wär|как будто"
        "|jakby|som om|rol|роль|ruolo"
        "|papel|personaj|personnage|rolle|figur|persona|charakter|karakter|χαρακτήρ",
        "ふりを|ように振る舞|かのように|になりきっ|役を|役割|演じ|今から|これから|假装|假裝|扮演|角色|从现在"
        "|從現在|你现在是|척|역할|지금부터|تظاهر|دور|העמד|תפקיד"
        "|नाटक|भूमिका|แกล้ง|บทบาท|สวมบท",
    ),
    "reply": _notion(
        "reply|respond|response|answer|output|print|say|said|tell|give|donne|dame|dammi|dá-me"
        "|me dê|geef|дай|daj|ge mig|giv mig|anna|adj|dă-mi|δώσε|beri|cho tôi|write|return|type"
        "|antwort|sag|schreib|gib|nenn"
        "ausgeb|erzähl|cuent|raccont|conta|répon|dis(?!\\w)|dis-|dites|parle|racont|écri|respond|contest|di |dí "
        "|escrib|escrí|respónd|contést|dím|dime(?!\\w)|avís|rispond"
        "|scriv|dimmi|diga|dizer|diz"
        "|escrev|antwoord|zeg|schrijf|ответ|отвеч|скажи|напиши|пиш|выведи|відпов|скажи|напиши|odpowied|powiedz"
        "|napisz|odpověz|řekni|napiš|svara|svar|säg|skriv|vastaa|sano|kirjoita|válaszol|mondd|írd|răspunde"
        "|spune|scrie|απάντη|πες|γράψε|cevap|yanıt|söyle|yaz|jawab|balas|katakan|tulis|trả lời|nói|viết|in ra(?!\\w)",
        "答え|回答|返信|教え|聞かせ|ください|给我|給我|주세요|أعطني|תן לי|告诉|告訴|알려|회신|답장|응답|返答"
        "|言って|書いて|出力|表示|回答|回复|回覆|答复"
        "|说|說|写|寫|输出|輸出|대답|답하|답변|말해|써|출력"
        "|أجب|رد|قل|اكتب|ענה|ענו|תענו|השב|תענה|אמור|כתוב|जवाब|उत्तर|कहो|कहें|लिखो|लिखें|ตอบ|พูด|บอก|เขียน",
    ),
    "instructions": _notion(
        "instruction|direction|rule|prompt|guideline|directive|task|anweisung|regel|aufgabe|befehl|vorgabe"
        "|consign|règle|tâche|ordre|instrucci|regla|tarea|orden|istruzion|regol|compito|ordin|instruç|regra|tarefa"
        "|ordem|instructie|regel|opdracht|инструкц|правил|указан|задач|команд|інструкц|вказів|instrukc|zasad"
        "|polecen|pokyn|pravidl|instruktion|regl|uppgift|instruks|ohje|sääntö|tehtävä|utasítás|szabály|feladat"
        "|instrucțiun|reguli|sarcin|οδηγί|κανόν|εντολ|talimat|kural|görev|instruksi|aturan|perintah|tugas"
        "|hướng dẫn|quy tắc|chỉ thị|lệnh|nhiệm vụ",
        "prompt|anweisung|指示|指令|命令|規則|规则|ルール|タスク|任务|任務|提示|プロンプト|说明|說明|지시"
        "|명령|규칙|작업|프롬프트"
        "|تعليمات|قواعد|أوامر|مهمة|הוראות|כללים|משימה|निर्देश|नियम|कार्य|คำสั่ง|กฎ|งาน",
    ),
    "obey": _notion(
        "obey|comply|follow|execute|befolg|gehorch|folg|ausführ|obé|obedec|cumpl|sigue|obbedisc|esegu|segui"
        "|obedeç|siga|gehoorza|volg|voer|подчин|выполн|следу|викон|posłusz|wykonaj|wykonuj|poslechni|proveď"
        "|lyd|följ|utför|følg|utfør|tottele|noudata|suorita|engedelmesk|hajtsd|ascult|execută|urmează|υπάκου"
        "|εκτέλεσ|ακολούθ|itaat|uygula|takip|patuhi|ikuti|jalankan|tuân|làm theo|thực hiện",
        "従|服从|服從|遵循|遵守|执行|執行|따르|따라|실행|أطع|نفذ|اتبع|ציית|בצע|פעל|पालन|मानो|ทำตาม|เชื่อฟัง",
    ),
    "continue": _notion(
        "continu|keep writing|keep going|go on|weiter|fortsetz|setze|fort|suite|poursui|sigue|seguir|prosigu|prosegu"
        "|doorgaan|ga door|verder|продолж|продовж|kontynu|dalej|pokračuj|fortsätt|fortsæt|fortsett|jatka|folytasd"
        "|continuă|συνέχισ|devam|lanjutkan|tiếp tục|viết tiếp",
        "続け|続き|继续|繼續|계속|استمر|تابع|המשך|जारी|ต่อ",
    ),
    "repeat": _notion(
        "repeat|repit|repít|echo|again|wiederhol|nachsprech|sprich mir nach|répét|repet|ripet|herhaal|повтор|powtórz"
        "|powtarzaj"
        "|zopakuj|opakuj|upprepa"
        "|gentag|gjenta|toista|ismételd|repetă|επανάλ|tekrar|ulangi|lặp",
        "繰り返|重复|重複|반복|كرر|חזור|दोहरा|ซ้ำ|ทวน",
    ),
    "append": _notion(
        "append|add(?:s|ed|ing)?(?!\\w)|anhäng|hinzufüg|füge|ajout|añad|agreg|aggiung|adicion|acrescent|voeg|toevoeg"
        "|добав|додай|додав|dodaj|přidej|lägg till|tilføj|legg til|lisää|add hozzá|adaugă|πρόσθεσ|ekle"
        "|tambahkan|thêm",
        "追加|付け加|添加|附加|加上|추가|덧붙|أضف|הוסף|जोड़|เพิ่ม",
    ),
    "decode": _notion(
        "decod|descifr|decifr|entschlüssel|déchiffr|backward|revers|combin|assembl|joined|concaten|base64|rot13"
        "|dekodier|rückwärts|umgekehrt|kombinier"
        "|zusammen|décod|à l'envers|invers|decodific|al revés|revés|al contrario|ontcijfer|achterstevoren"
        "|omgekeerd|декодир|расшифр|наоборот|задом|объедин|розшифр|dekoduj|odwrotn|połącz|dekóduj|pozpátku|avkoda"
        "|baklänges|afkod|baglæns|dekod|baklengs|pura|takaperin|dekódol|visszafelé|decodifică|invers|αποκωδικ"
        "|ανάποδα|çöz|tersten|birleştir|dekode|terbalik|gabungkan|giải mã|ngược",
        "デコード|逆から|逆に|解読|復号|结合|組み合わせ|解码|解碼|倒过来|反过来|倒序|合并|디코딩|거꾸로|해독"
        "|결합|فك|عكس|פענח|הפוך"
        "|डिकोड|उलटा|ถอดรหัส|ย้อนกลับ",
    ),
}


def directive(source: str) -> bool:
    """Whether ``source`` holds an instruction to the model, a fake delimiter or an
    invisible character (DIRECTIVE), and is long enough to be judged."""
    return weighted_length(source) >= DIRECTIVE_MIN_CHARS and DIRECTIVE.search(source) is not None


def notions(text: str) -> set[str]:
    """The NOTIONS that ``text`` speaks of."""
    folded = fold(text)
    return {name for name, pattern in NOTIONS.items() if pattern.search(folded)}


def instruction_dropped(output: str, source: str, cover_ratio: float = COVER_RATIO) -> str | None:
    """Why the output reads as an instruction of the source obeyed rather than translated:
    the source is directive, and the output covers too little of it or names too few of
    the notions it speaks of."""
    if not output.strip() or not directive(source):
        return None
    src, out = weighted_length(source), weighted_length(output)
    if out < cover_ratio * src:
        return f"{out} characters for a {src}-character source that holds an instruction: only part of it is translated"
    delimiters = {d.casefold() for d in DELIMITER.findall(source)}
    if delimiters and not any(d.casefold() in delimiters for d in DELIMITER.findall(output)):
        return "the source's delimiters and role turns are gone from the output: what follows them was obeyed"
    spoken = notions(source)
    kept = spoken & notions(output)
    if len(spoken) == 1 and not kept and _aligned(output, source, src, out):
        # One notion is one word, which a translator may render freely ("you are now
        # connected" -> "接続されました"); an output that keeps the source's sentences and
        # length is read as that translation. Two or more notions must be named.
        return None
    if len(kept) < math.ceil(len(spoken) / 2):
        missing = ", ".join(sorted(spoken - kept))
        return f"the source's instruction ({missing}) has no counterpart in the output: obeyed, not translated"
    return None


def _aligned(output: str, source: str, source_chars: int, output_chars: int) -> bool:
    """The output has as many sentences as the source and a translation's length."""
    low, high = ALIGNED_RATIO
    out, src = sentences(output), sentences(source)
    if len(out) != len(src) or not low <= output_chars / source_chars <= high:
        return False
    # Sentence by sentence too: an instruction's short sentence ("Then continue the
    # story.") answered by a long one of the model's own is no translation of it.
    return all(_fits(weighted_length(o), weighted_length(s)) for o, s in zip(out, src, strict=True))


def _fits(output_chars: int, source_chars: int) -> bool:
    return abs(math.log(max(1, output_chars) / max(1, source_chars))) <= math.log(SENTENCE_FIT)
