# ruff: noqa: RUF001, RUF003  # word stems in many languages: their letters are meant
"""The stems of worker.checks.notions.NOTIONS (issue 41, round 2): for each notion an
instruction speaks of (ignoring, instead, translating, pretending, replying, instructions,
obeying, continuing, repeating, appending, decoding), its stems in the worker's languages
(at a word start in the cased scripts) and in the scripts written without spaces (anywhere).
A table of words only: notions.py folds and compiles it (over 300 lines as data, not logic:
each notion's stems in some sixty languages, one table to read them in).
"""

from __future__ import annotations

from worker.checks.notion_renderings import PUTTING

# Round 36: "งาน" as no task: a word it ends, a place or an event it names (before or after it).
_NOT_A_TASK_BEFORE: tuple[str, ...] = ("ใช้", "ทำ", "พนัก", "สำนัก", "ราย", "โรง", "หน่วย", "ผล", "แรง", "เข้า")
_NOT_A_TASK_BEFORE += ("ใน", "ร่วม", "จัด", "บริเวณ", "หน้า", "ตลอด", "ชิ้น", "วัน", "สถานที่")
_NOT_A_TASK = "".join(f"(?<!{w}งาน)" for w in _NOT_A_TASK_BEFORE) + (
    "(?!วัด|เทศกาล|แต่ง|บวช|ศพ|ประจำปี|แสดง|เลี้ยง|ฉลอง|บุญ|มหกรรม|นิทรรศการ|ลอยกระทง|สงกรานต์|กาชาด|แฟร์"
    "|ออกร้าน|คอนเสิร์ต|กีฬา|ประเพณี|รื่นเริง|สัมมนา|ปีใหม่|วันเด็ก)"
)

# Each notion's (stems, dense): stems at a word start, the dense scripts' anywhere.
STEMS: dict[str, tuple[str, str]] = {
    "ignore": (
        # Round 36b: German "blende ... aus" (fade out), not English "blended", "blender" (a recipe's).
        "ignor|disregard|forget|overrid|bypass|übergeh|überspring|überschreib|blende(?![dr])"
        "|tenez pas compte|tiens pas compte"
        "|pas en tenir compte"
        "|pas tenir compte|no tener en cuenta|non tenerne conto|nicht beachten|nicht zu beachten"
        "|no tenga en cuenta|no tengas en cuenta"
        # Round 16b: the plural and polite forms a notice to people takes ("no tengan en cuenta
        # el correo anterior"), beside the singular an order to a model takes.
        "|no tengan en cuenta|no tengáis en cuenta|no tomen en cuenta|no tomes en cuenta|caso omiso|desconsider"
        "|ne prenez pas en compte|ne pas prendre en compte|non tenete conto|nicht berücksichtig|не принимайте во"
        "|non tenere conto|non tener conto|außer acht|beachte nicht|beachten sie nicht|não consider|não lev"
        "|buiten beschouwing|figyelmen kívül|dikkate alma|görmezden|αγνο|не учитывай|не обращай|не звертай"
        "|nie zwracaj|bortse|se bort|vergiss|vergess|oubli"
        "|olvid|dimentic|esqueç|esquec|negeer|vergeet|забуд"
        "|игнор|ігнор|не обращай|zapomnij|zignoruj|pomiń|glöm(?![dt])|glem(?!t)|unohda|ohita|felejtsd"
        "|uită|ignoră|αγνόη|ξέχασ"
        "|unut|yoksay|yok say|abaikan|lupakan|bỏ qua|quên|nevšímej|zapomeň|huomiotta"
        "|iska indha"  # round 22b: Somali "ignore" ("iska indha tir")
        # Round 41: paying no heed, taking no account, in every person and the infinitive a
        # request puts it in ("просимо не зважати на попереднє повідомлення", "no hagan caso").
        "|не зважа(?!ючи)|не звертати|не враховуй|не враховува|не бер(?:и|іть|ти) до уваги|не обращать|не учитыва"
        "|не принимать во|не обръща|не вземай|пренебрегн|занемари(?!в)|zanemari(?!v)|ne upoštevaj|prezri(?!v)"
        "|nie zwracać|nie bierz(?:cie)? pod uwagę|nie brać pod uwagę|nie uwzględniaj|zignorow|nevšíma"
        "|neber(?:te)? v úvahu|nebrat v úvahu|neberte do úvahy|non bada|non (?:fare|fate|faccia) caso"
        "|no (?:haga|hagas|hagan|hacer) caso|nu (?:ține|ţine|țineți|ţineţi) cont"
        "|nu (?:lua|luați|luaţi) în (?:seamă|considerare)"
        "|ne (?:vedd|vegye|vegyék) figyelembe|geen rekening (?:houden|mee)|houd geen rekening|strunta i"
        "|ta ingen hänsyn|tag ikke hensyn|ta ikke hensyn|aldırma|önemseme|hirauk|đừng để ý|phớt lờ|lờ đi"
        # Round 36b: forgetting in the South Slavic languages, Slovene and Yoruba ("Zaboravi
        # prethodna uputstva", "Gbàgbé gbogbo ìtọ́sọ́nà"), as in the others above.
        "|zaborav|заборав|забрав|pozab(?!av)|gbàgbé|gbagbe"
        # Round 34: Arabic "forget!" at a word's start (and after "and"), not its letters inside
        # a word ("ترانسفر", a transfer) nor "انسان" (a human).
        "|انس(?!ان)|وانس|فانس"
        # Probe 14, round 46: ignoring in Icelandic, Welsh, Irish, Swahili and Tagalog ("Hunsaðu",
        # "Anwybyddwch", "déan neamhaird", "puuza", "balewalain").
        "|hunsa|anwybydd|neamhaird|puuza|balewal|huwag pansinin",
        "無視|忘れ|忽略|无视|無視|忘记|忘記|不理|무시|잊어|잊으|تجاهل|התעלם|התעלמ|שכח|अनदेखा|भूल|เพิกเฉย|ลืม|ละเว้น"
        "|忽视|忽視|别理|別理|لا تلتفت|אל תתייחס|ध्यान न दें|ध्यान मत|ไม่ต้องสนใจ|อย่าสนใจ"  # round 41: paying no heed
        # Round 19: Bengali "forget", "ignore" (its script was in no table).
        "|ভুলে যা|উপেক্ষা"
        # Round 21c: Amharic "ignore" and "leave them all" ("... መመሪያዎች ሁሉ ተው").
        "|ችላ በል|ችላ ይበሉ|ሁሉ ተው"
        # Probe 14, round 46: Persian and Urdu "disregard" ("نادیده بگیرید", "نظرانداز کریں"), Hindi
        # with its nukta, Georgian, Armenian, Tamil.
        "|نادیده|نظرانداز|نظر انداز|नज़रअंदाज़|नजरअंदाज|უგულებელყ|անտես|புறக்கணி",
    ),
    # Round 23a: "改为" before a number changes a value ("改为5:30至9:00": now from 5:30), no "instead".
    "instead": (
        "instead|rather|anstelle|à la place|al posto|en cambio|no lugar|взамен|w zamian|statt|anstatt"
        "|stattdessen|au lieu|plutôt|en lugar|en su lugar|en vez|invece|anziché"
        "|piuttosto|em vez"
        "|ao invés|in plaats|вместо|замість|zamiast|místo|istället|i stedet|i stället|sen sijaan|helyett|inkább|în loc"
        "|αντί|yerine|sebagai gantinya|alih-alih|thay vì|thay vào",
        "代わりに|かわりに|ではなく|而是|代替|改[为為](?!\\s*\\d)|反而|대신|بدلا|بدلاً|عوضا|במקום|के बजाय|के स्थान|แทน"
        # Round 42: "in exchange, in place of" in Hindi ("उसके बदले": instead of it; never a bare
        # "बदले", "changed"), Urdu, Bengali, Marathi, Nepali, Gujarati, Punjabi.
        "|के बदले|की बजाय|बदले में|की जगह|के एवज|کے بجائے|کی بجائے|کے بدلے|کی جگہ|পরিবর্তে|র বদলে|ऐवजी|च्या जागी"
        "|को सट्टा|को साटो|ને બદલે|ના બદલે|ની જગ્યાએ|ਦੀ ਬਜਾਏ|ਦੀ ਥਾਂ|ਦੇ ਬਦਲੇ",
    ),
    "translate": (
        # Cyrillic "перев" and Czech "překl" are whole stems of translating only: "перевірка"
        # is a check, "перевозка" a transport, "překlep" a typo.
        # Dutch doubles the vowel of a closed syllable: "vertalen", but "vertaal", "vertaalt" (round 12b).
        # Round 29a: not money sent ("перевести деньги"), "dịch vụ" (a service), "giao dịch", "dịch bệnh".
        "translat|übersetz|tradu|vertal|vertaal|перев(?:од|ед|ест|ёл|ел)(?!\\w*\\s+(?:деньг|денег|средств|сумм|\\d))"
        "|перекла|tłumacz|przetłum|přelož|překlad|překlád|přeložen|översätt|översät|oversæt|overs[æe]t|oversat|käännä|kään|fordít"
        "|μετάφρ|μεταφρ|çevir|terjemah|menerjemah|penerjemah"
        "|dịch(?! (?:vụ|bệnh|chuyển|tễ|hạch|cúm|tả|sốt))(?<!giao dịch)(?<!miễn dịch)(?<!dung dịch)(?<!phòng dịch)"
        # Round 14: translating and the translator in more of the sources' languages (South
        # Slavic, Baltic, Celtic, Albanian, Turkic, Tajik, Mongolian, African, Creole). Only
        # stems of translating alone: Slovak "prevod" is a bank transfer, Croatian "prevesti"
        # a ferry's crossing too, Basque "itzuli" a return, Quechua "t'ikray" a turn, Estonian
        # "tõlgendus" an interpretation, Finnish "tulkoon" "let it come"; of those, the agent
        # nouns and the unambiguous forms are kept ("prevodilac", "t'ikraq", "tõlge").
        "|prevodil|prevoditelj|prevodioc|prevodioč|prijevod|prevajal|преводач|преводил"
        "|преводиоц|преводиоч"
        "|преведувач"  # round 28c: Macedonian's translator (a note to the translator)
        "|перакла|cyfieith|aistritheoir|aistriúchán|eadar-theangach|tradik|ittraduċ"
        "|sụgharị|onye ntụgharị|humush|përkth|perkth|itzulpen|itzultzaile|vertėj|vertim|tulko(?!o)|tõlk"
        "|tõlge(?!nd)|tõlgi"
        # Probe 14, round 46: the South Slavic verbs in Cyrillic ("Не превеждай": Bulgarian, do not
        # translate; "преведи") and Irish "aistrigh", beside the nouns above. Never Latin "prevedi",
        # "prevede": Italian's "foresee" ("Si prevede il superamento della soglia").
        "|превежд|преведи|преведе|aistrigh"
        "|preklad|þýðand|þýddu|tərcüm|tarjim|terjim|tarjum|turjum|таржим|тарҷум|тәрҗем|тәржем|аударм|которм"
        "|которуу|орчуул|tagasalin|pagsasalin|isalin sa|tafsiri|mfasiri|fassar|mpandika teny|dikan-teny"
        "|t['’]ikraq"
        # Round 19: Zulu and Swahili write translating with a class prefix ("ngemva kokuhumusha",
        # "baada ya kutafsiri"), which a stem at a word start misses; Yoruba's translator.
        "|ukuhumush|kuhumush|okuhumush|kokuhumush|ngokuhumush|umhumush|kutafsir|mtafsir|olùtúmọ̀|olutumo"
        # Round 21c: Javanese and Sundanese translating ("sakwise nerjemahake": after translating);
        # Tagalog "isalin" with no object after "after" ("Pagkatapos isalin, ..."), as with an
        # object it is pouring too; Yoruba "after the translation" and "is translating"
        # ("ìtumọ̀" alone is a word's meaning, "túmọ̀ sí" is "means").
        "|nerjemah|narjamah|tarjamah|(?:pagkatapos|matapos|bago) (?:isalin|maisalin)(?=[,.:;])"
        "|lẹ́yìn ìtumọ̀|ń túmọ̀(?! sí)|lẹhin itumọ|lehin itumo",  # round 22b: toneless Yoruba too
        "übersetz|翻訳|訳さ|訳し|訳す|英訳|和訳|訳文|通訳|翻译|翻譯|译文|譯文|译者|譯者|번역|ترجم|תרגם|תרגו|תרגמ|अनुवाद|แปล"
        "|თარგმ|թարգման|ተርጉ|ተርጓ|تەرجىم|ژباړ|وەرگێڕ|ތަރުޖަމާ|भाषांतर|অনুবাদ|ਅਨੁਵਾਦ|અનુવાદ|ભાષાંતર|ଅନୁବାଦ"
        # Khmer, Lao and Burmese came with round 14b too (Lao's bare "ແປ" also starts "eight", "flour").
        "|மொழிபெயர்|అనువాద|అనువదిం|ಅನುವಾದ|ಭಾಷಾಂತರ|വിവർത്തന|പരിഭാഷ|පරිවර්තන|පරිවර්තක|បកប្រែ|ဘာသာပြန်|ແປເປັນ|ການແປ"
        "|ນັກແປ|ແປພາສາ|ຜູ້ແປ(?![ງດ\u0ec9])"  # round 19: Lao "translator" (not ແປງ "repair")
        "|ከትርጉሙ በኋላ|ከትርጉም በኋላ",  # round 22b: Amharic "after the translation" (ትርጉም alone is "meaning")
    ),
    "pretend": (
        # "character" alone: "characters" are letters ("150 characters or fewer").
        "pretend|role|character(?!s)|act as|you are now|you're now|from now on|tu so"
        "|stell dir vor|du bist jetzt|ab jetzt"
        "|von nun an|fais semblant|tu es maintenant|désormais|à partir de maintenant|finge|fingi|haz como|ahora eres"
        "|a partir de ahora|fai finta|sei ora|ora sei|d'ora in poi|agora você é|a partir de agora|doe alsof"
        # Round 6: speaking in another's manner ("answer like Yoda", "praat zoals") is a role too.
        "|je bent nu|jij bent nu|ab sofort bist|bist du ab sofort|praat zoals|spreek zoals|antworte wie|sprich wie"
        "|réponds comme|responde como|responda como|rispondi come|svara som|tala som|speak like|talk like"
        "|vanaf nu|притвор|теперь ты|отныне|представь|уяви|прикинь|udawaj|jesteś teraz|od teraz|låtsas"
        "|du är nu|lat som|foregiv|lad som|teeskentele|tégy úgy|prefă|προσποιήσου|gibi davran|berpura|giả vờ"
        "|semblant|spiel|joue|juega|gioca|interpret|comme si|come se|como si|como se|alsof|als ob|als wär|как будто"
        "|jakby|som om|rol|роль|ruolo|as if|as though|imagin|in the voice|in character|wyobraź|představ|föreställ"
        "|forestil|kuvittele|képzeld|φαντάσου|hayal et|bayangkan|tưởng tượng"
        "|papel|personaj|personnage|rolle|figur|persona(?!l(?!i))|charakter|karakter|χαρακτήρ"
        # Round 7: acting as another, and "from now on you are" in more of the worker's languages.
        "|act like|behave like|act[uú](?:a|e|en|ad) como|agisci come|agis comme|eres ahora|mostantól|szerep"
        "|bundan sonra sen|artık sen|ρόλ"
        # Round 23b: Bulgarian "role" ("Влез в ролята на ...": take the role of), not Russian "роль".
        "|роля|ролят"
        # Round 26b: Tagalog "pretend" ("magpanggap kang si Doktora Reyes": pretend you are ...).
        "|magpanggap|nagpapanggap|magkunwari|nagkukunwari",
        "ふりを|ように振る舞|かのように|になりきっ|役を|役割|演じ|今から|これから|假装|假裝|扮演|角色|从现在"
        "|從現在|你现在是|척|역할|지금부터|تظاهر|دور|העמד|תפקיד|想像|想象|상상|تخيل|דמיין|कल्पना|จินตนาการ|つもりで"
        "|नाटक|भूमिका|แกล้ง|บทบาท|สวมบท|अब तुम|अब आप|מעכשיו|תהיה עכשיו|ตอนนี้คุณคือ|ตอนนี้คุณเป็น",
    ),
    "reply": (
        "reply|respond|response|answer|beantwort|beantwoord|расскаж|розкаж|opowiedz|pověz|řekněte|berätta"
        "|fortæl|fortell|vertel|kerro|mesélj|anlat|beri tahu|output|print|say|said|tell|give|donne|dame|dammi|dá-me"
        "|me dê|geef|дай|daj|ge mig|giv mig|anna|adj|dă-mi|δώσε|beri|cho tôi|write|return|type"
        "|antwort|sag(?!er)|schreib|gib|nenn"
        # "conta" (tell) is not "contain", "contact", "contagious" or "contamination".
        "|ausgeb|erzähl|cuent|raccont|conta(?![cgimn])|répon|dis(?!\\w)|dis-|dites|parle|racont|écri|respond"
        "|contest|di |dí "
        "|escrib|escrí|respónd|contést|dím|dime(?!\\w)|avís|rispond"
        "|díga|cuénte"  # round 28a: Spanish "tell me" with its stress mark ("dígame", "cuénteme")
        "|scriv|dimmi|diga|dizer|diz|rispost|respuest|respost"
        # Probe 15, round 47: Spanish "decir" with its pronoun ("¿Puede decirme cómo ...?": can you tell me).
        "|decir(?:me|le|les|nos)?(?!\\w)"
        # Speaking, describing, explaining: what a role or an order is told to produce.
        "|speak|talk|sprich|sprech|rede|parl|habl|fala|spreek|praat|говор|mów|mluv|tala|snakk|puhu|beszélj"
        "|vorbește|μίλα|konuş|bicara|describ|beschreib|décri|descriv|beschrijf|опиш|opisz|popiš|beskriv|kuvaile"
        "|descrie|περίγραψ|mô tả|explain|erklär|expliqu|explic|spieg|leg uit|объясн|поясн|wyjaśnij|vysvětli"
        "|förklara|forklar|selitä|magyaráz|explică|εξήγησ|açıkla|jelaskan|giải thích|comment|kommentier|comenta"
        "|commenta|becommentarieer|комментир|прокомментир|коментуй|skomentuj|okomentuj|kommentera|kommenter"
        "|kommentoi|kommentáld|comentează|σχολίασ|yorum yap|komentari|bình luận"
        "|escrev|antwoord|zeg|schrijf|ответ|отвеч|скажи|напиши|пиш|выведи|відпов|скажи|напиши|odpowied|powiedz"
        # Round 23b: Bulgarian "answer" ("отговори на пътник": answer a traveller) and "say".
        "|отговор|отговар|кажи|кажете"
        # Probe 14, round 46: answering in Slovene, Croatian, Serbian, Macedonian ("Odgovori v celih
        # povedih"), Latvian, Lithuanian, Welsh, Irish, Basque, Albanian, Azerbaijani, Tagalog,
        # Swahili, Zulu and Estonian ("Robotvalvur ütleb": the robot guard says).
        "|odgovor|одговор|atbild|atsakyk|atsakym|ateb(?:wch|wn|ed)?(?!\\w)|freagair|freagra|erantzun"
        "|përgjigj|cavab|sumagot|sagutin|jibu|phendul|ütle|vasta(?:ke|ma|b|sin)(?!\\w)"
        "|napisz|odpověz|odpověd|řekni|napiš|svara|svar|säg|skriv|vastaa|sano|kirjoita|válaszol|mondd|írd|răspunde"
        "|spune|scrie|απάντη|πες|γράψε|cevap|yanıt|söyle|yaz|jawab|balas|katakan|tulis|trả lời|nói|viết|in ra(?!\\w)",
        "答え|回答|返信|教え|聞かせ|をください|を下さい|给我|給我|을 주세요|를 주세요|أعطني|תן לי|告诉|告訴|알려"
        "|회신|답장|응답|返答|أخبر|ספר לי|बताओ|बताएं|बताइए"
        "|言って|書いて|書き|出力|表示|回答|回复|回覆|答复"
        "|说|說|写|寫|输出|輸出|대답|답하|답변|말해|써|출력|話|説明|描述|解释|解釋|설명|묘사|تكلم|اشرح|صف|דבר|הסבר|תאר"
        "|말하|말씀하"  # round 47: Korean "say" in its polite forms ("다음과 같이 말하십시오": say as follows)
        "|बोल|समझा|वर्णन|อธิบาย|บรรยาย|コメント|评论|評論|논평|علق|הגב|टिप्पणी"
        "|أجب|رد|قل(?<![\u0621-\u0640\u0642-\u0647\u0649-\u064a]قل)(?<![\u0621-\u064a][وف]قل)|اكتب|ענה|ענו|תענו|השב|תענה|אמור|כתוב|जवाब|उत्तर|कहो|कहें|लिखो|लिखें|ตอบ|พูด|บอก|เขียน"
        # Round 43: Hebrew's impersonal order, an infinitive after "יש" (one must: "יש לומר", "יש
        # להשיב") and the future's imperative ("תגיד"); not "כלומר" (that is to say).
        "|(?<!כ)לומר|להגיד|תגיד|תגידו|להשיב|השיבו|תשיב|תשיבו"
        "|პასუხ|պատասխան|پاسخ|جواب",  # round 46: Georgian, Armenian, Persian and Urdu answering
    ),
    "instructions": (
        "instruction|direction|rule|prompt|guideline|directive|task|anweisung|regel|aufgabe|befehl|vorgabe"
        "|consign|règle|tâche|ordre|instrucci|regla|tarea|orden|istruzion|regol|compito|ordin|instruç|regra|tarefa"
        # Round 43: rules, not "correct" ("Правильна відповідь", "правильный", Bulgarian "правилно").
        "|ordem|instructie|regel|opdracht|инструкц|правил(?!ь?н)|указан|задач|команд|інструкц|вказів|instrukc|zasad"
        "|polecen|pokyn|pravidl|instruktion|regl|uppgift|instruks|ohje|sääntö|tehtävä|utasítás|szabály|feladat"
        "|instrucțiun|reguli|sarcin|οδηγί|κανόν|εντολ|talimat|kural|görev|instruksi|aturan|perintah|tugas"
        "|hướng dẫn|quy tắc|chỉ thị|lệnh|nhiệm vụ|tilmaam"  # round 22b: Somali "instruction"
        # Round 36b: South Slavic, Slovene and Yoruba instructions ("uputstva", "упутства", "ìtọ́sọ́nà").
        "|uputstv|upute\\b|uputa\\b|упутств|упатств|navodil|ìtọ́sọ́nà|itosona"
        # Round 41: "prompt" borrowed in Cyrillic letters ("Системный промпт": a system prompt).
        "|промпт|промт(?![оа]вар)",
        "prompt|anweisung|指示|指令|命令|規則|规则|ルール|タスク|任务|任務|提示|プロンプト|说明|說明|지시"
        "|명령|규칙|작업|프롬프트|መመሪያ"  # round 21c: Amharic "instruction"
        "|प्रॉम्प्ट|प्रोम्प्ट|พรอมต์|พรอมท์|พร้อมต์|พร้อมท์|פרומפט|برومبت|پرامپت"  # round 41: "prompt" borrowed
        "|تعليمات|قواعد|أوامر|مهمة|הוראות|כללים|משימה|निर्देश|नियम|कार्य|คำสั่ง|กฎ|নির্দেশ"
        # Round 28a: Thai "task", not "ใช้งาน" (to use: "when used over 4G"). Round 36: nor a word it
        # ends (an employee, an office, a report, a factory, work) nor an event, which a notice
        # names far more often: "เข้างาน" (into the event), "งานวัด" (a temple fair).
        f"|งาน{_NOT_A_TASK}",
    ),
    "obey": (
        # Round 29a: not "the following" ("folgende", "volgende", "följande", "следующие"): a list announced.
        # Round 44: nor a sequence, "followed by" ("Type /book followed by the date", "seguido de",
        # "seguito da", "följt av"): one thing after another, no order obeyed.
        "obey|comply|follow(?<!the follow)(?<!as follow)(?!ed by)|execute|befolg|gehorch|folg(?!end)|ausführ|obé"
        "|obedec|cumpl|sigue|obbedisc|esegu|segui(?!d[oa]s? (?:de|por)\\b|t[oaie] da)|obedeç|siga|gehoorza"
        "|volg(?!end)|voer|подчин|выполн|следу(?!ющ)|викон|posłusz|wykonaj|wykonuj|poslechni|proveď|lyd"
        "|följ(?!ande|t av|d av|da av)|utför|følg(?!ende)|utfør|tottele|noudata|suorita|engedelmesk|hajtsd|ascult"
        "|execută|urmează|υπάκου"
        "|εκτέλεσ|ακολούθ|itaat|uygula|takip|patuhi|ikuti|jalankan|tuân|làm theo"
        # Round 44: obeying in Vietnamese ("vâng lời") and Indonesian's prefixed verbs ("mematuhi", "menaati").
        "|vâng lời|mematuhi|menaati|mentaati|taati"
        # Probe 14, round 46: obeying in Estonian ("Ma kuuletun ainult ..."), Lithuanian, Latvian,
        # Icelandic, Irish, Welsh, Albanian, Azerbaijani, Tagalog and Zulu.
        "|kuulet|paklus|paklausyk|paklausī|hlýð|hlýdd|géill|ufudd|obedi|bindu(?:ni)?(?!\\w)|itaət|sumunod|lalela"
        # Round 34: Vietnamese "carry out" obeys only orders or a task ("thực hiện theo hướng
        # dẫn"); alone it is a notice's "do it", "make" ("thực hiện trong ứng dụng", a payment).
        "|thực hiện(?= theo| (?:các |những |mọi )?(?:lệnh|chỉ thị|yêu cầu|hướng dẫn|chỉ dẫn|nhiệm vụ))",
        # Round 44: Korean "복종" (obedience: "복종하라는 명령": an order to obey).
        "従|服从|服從|遵循|遵守|执行|執行|따르|따라|실행|복종|أطع|نفذ|اتبع|ציית|בצע|פעל|पालन|मानो|ทำตาม|เชื่อฟัง"
        "|დაემორჩილ|მორჩილ|հնազանդ|اطاعت|فرمانبردار",  # round 46: Georgian, Armenian, Persian
    ),
    "continue": (
        "continu|continú|keep writing|keep going|go on|weiter|fortsetz|setze|fort|suite|poursui|sigue|seguir"
        "|prosigu|prosegu|doorgaan|ga door|verder|продолж|продовж|kontynu|dalej|pokračuj|fortsätt|fortsæt|fortsett"
        "|jatka|folytasd|continuă|συνέχισ|devam|lanjutkan|tiếp tục|viết tiếp"
        # Round 21c: Igbo "go forward" and Zulu/Xhosa "continue" ("Gaa n'ihu dee ...", "Qhubeka ...").
        "|gaa n['’]ihu|qhubek"
        # Round 46: Estonian "jätka" (continue; Finnish writes it "jatka").
        "|jätka"
        # Finishing what the text leaves open ("Finish the tutorial", "Complete the story").
        # "termin" the verb ("termina", "terminez"), not the noun of a date: German "Termin", Polish
        # "w terminie 14 dni" (within 14 days; round 21b), nor a port's "terminal" (round 25a).
        # Probe 13, round 45: nor "terminate", "termination" ("this train will terminate at
        # Tamachi", a contract's "termination"): a service ends, nobody is told to finish.
        "|finish|complet|vollend|beend|fertig|termin(?!al|at|(?:ie|u|em|y|ów|ach|ami)?(?!\\w))|acab|finir|finisc|afmaken|voltooi|закончи|заверши|доверш|допиш"
        "|dokończ|dokonč|dopiš|slutför|gör klart|färdigställ|færdiggør|fullfør|viimeistel|befejez|finaliz|conclu"
        "|bitir|tamamla|selesaikan|hoàn thành|zu ende|bis zum ende|jusqu'au bout|hasta el final|fino alla fine",
        "続け|続き|继续|繼續|계속|이어서|이어 써|استمر|تابع|המשך|जारी|ต่อ(?<!ติดต่อ)"
        "|完成|終え|仕上げ|끝내|완성|أكمل|השלם|पूरा|เสร็จ",
    ),
    "repeat": (
        "repeat|repit|repít|echo|again|wiederhol|nachsprech|sprich mir nach|répét|repet|ripet|herhaal|повтор|powtórz"
        "|powtarzaj"
        "|zopakuj|opakuj|upprepa"
        "|gentag|gjenta|toista|ismételd|repetă|επανάλ|tekrar|ulangi|lặp"
        # Probe 13, round 45: the languages the list lacked ("Zdaj ponovite za mano": Slovene,
        # now repeat after me): South Slavic, Baltic, Estonian, Icelandic, Celtic, Basque,
        # Albanian, Maltese, Georgian, Armenian, Turkic, Persian, Urdu, Tagalog, Swahili, Zulu.
        "|ponov|понов|pakartok|atkārto|kordake|korda järele|endurtak|athdhéan|ailadrodd|errepika|përsërit"
        "|irrepeti|გაიმეორ|կրկնի|կրկնե|təkrar|қайтала|takrorla|تکرار|دہرا|ulitin|rudia|phinda",
        # Round 43: "跟我念" repeats after me, but not before a script ("别跟我念稿子": don't read
        # me the script, a customer's complaint of a canned answer).
        "繰り返|跟我念(?!稿|台[词詞]|[剧劇]本)|跟读|跟讀|重复|重複|반복|كرر|חזור|दोहरा|ซ้ำ|ทวน",
    ),
    "append": (
        "append|add(?:s|ed|ing)?(?!\\w)|anhäng|hinzufüg|füge|ajout|añad|agreg|aggiung|adicion|acrescent|voeg|toevoeg"
        # Round 47: not the preposition "including" nor Spanish and Portuguese "incluso", "inclusive"
        # (even): "Never share these codes with anyone, including our support staff."
        "|prepend|insert|inclu(?!ding(?!\\w)|so(?!\\w)|sive|siv)|einfüg|anfüg|beifüg|ergänz|einbau|angeb|aufnehm|nimm|einbezieh|einschließ"
        "|insér|inser|incorpor|invoeg|встав|включ"
        "|допиш|дада|дода|lê zêde|wstaw|dopisz|dołącz|vlož|infoga|indsæt|sett inn|lisä|beszúr|inserează|εισαγ|dahil et"
        "|sisipkan|chèn|mention|erwähn|vermeld|menzion|mencion|упомян|wspomnij|zmiň|nämn|nævn|nevn|mainitse"
        # Round 41: signing, not an account's "sign in", "sign up", "signed out" (a notice's
        # "From now on, sign in with your new password"): no text is added to.
        # Probe 13, round 45: nor a "signal" ("Due to a signal failure ..."), a "signpost",
        # "signage": words of their own, no signing ("significant" still reads as one).
        "|sign(?!al|post|age|(?:s|ed|ing)?[ -](?:in|up|out)(?!\\w))|unterschreib|unterzeichn"
        "|signi(?!ng[ -](?:in|up|out)(?!\\w))"
        "|firm|assin|onderteken|подпис|podpis|podepiš|underteckn|underskriv"
        "|allekirjoit|aláír|semnează|υπόγραψ|imzala|tanda tangan|ký tên"
        # Round 12b: the Scandinavian phrasal "sign" ("skriv under"), and inserir's forms whose
        # vowel changes ("insira", "insiro"): the same verbs in the rest of their conjugation.
        "|skriv under|skriva under|skriver under|skrev under|insir"
        # Ending with, putting, wrapping: the other verbs of an addition (instructions.ADDITION).
        "|finish with|end with|close with|schließe mit|schließen sie mit|beend\\w* mit"
        "|(?:conclu|termin|finaliz)\\w* (?:con|com|par|avec|by)"  # "terminar" alone is any ending
        "|abschließ|afsluit|заверш|закончи|zakończ"
        "|ukonči|avsluta|afslut|avslutt|lopeta|fejezd|încheie|τελείωσ|bitir|akhiri|kết thúc"
        f"|{PUTTING}|wrap|enclose|surround|umschließ|umgib|entour|envelopp|encadr|envuelv|rodea|avvolg"
        "|racchiud|envolv|omring|оберни|обгорни|заключи|owiń|obal|omslut|omgiv|kiedo|ympäröi|csomagold|τύλιξ"
        "|bungkus|bọc"
        "|добав|додай|додав|dodaj|přidej|lägg till|tilføj|legg til|lisää|add hozzá|adaugă|πρόσθεσ|ekle"
        "|tambahkan|thêm",
        "追加|付け加|添加|附加|加上|추가|덧붙|أضف|הוסף|जोड़|เพิ่ม"
        # Signing and an addition's place ("at the end": 末尾に, 结尾, 끝에).
        "|署名|签名|簽名|서명|付けて|末尾|最後に|文末|结尾|結尾|最后|最後|끝에|마지막에|في النهاية|בסוף|अंत में|ท้าย"
        # Round 25b: Sinhala's translator ("පරිවර්තකයාට", above) and adding ("එකතු කරන්න": add).
        "|එකතු කර",
    ),
    "decode": (
        # Round 9: "assembly" is a meeting or its place ("the assembly point"), no order to assemble.
        # Round 34: nor the Romance languages' meeting ("assemblea", "assemblée", "assemblee").
        "decod|descifr|decifr|entschlüssel|déchiffr|backward|revers|combin|assembl(?!y|ies|e[ae]|ée)|joined|concaten"
        "|base64|rot13"
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
