# ruff: noqa: RUF001  # word stems in many languages: their letters are meant
"""The words of worker.checks.speech (issue 41): the stems of an apology, a refusal and talk
about the text or the request, in the worker's languages and in the scripts written without
spaces (the DENSE lists, matched anywhere); the first person singular; and greetings and
welcomes. Tables of words only: the patterns and the relations that read them are in speech.py.
"""

from __future__ import annotations

# Latin, Cyrillic and Greek stems match at a word start; the others anywhere.
APOLOGY_STEMS = (
    "sorry|apolog|regret|unfortunately|afraid|excuse|tut mir leid|tut uns leid|entschuldig|leider|bedauer"
    "|fürchte|siento|lament"
    "|disculp|perdón|desgraciadamente|désolé|malheureusement|excus|pardon|dispiace|purtroppo|scus|desculp"
    "|infelizmente|helaas|spijt|excuus|извин|простит|прости|к сожалению|сожале|przepraszam|niestety|tyvärr"
    "|ledsen|beklag|desværre|dessverre|valitettavasti|pahoittel|sajnál|sajnos|din păcate|scuze|îmi pare rău"
    "|λυπάμαι|δυστυχώς|συγγνώμη|üzgün|maalesef|özür|maaf|sayangnya|xin lỗi|rất tiếc|вибач|на жаль|omlouv"
    "|bohužel|lituj|bedrøvet|sentimos|przykro|beklager"
    # A source's apology in more of the worker's languages ("Ne pare rău", "Elnézést",
    # "Ursäkta"): the counterpart of the "sorry" or "excuse me" of its faithful translation.
    "|pare rău|scuz|iertați|elnézés|bocsán|navré|verzeih|perdon|perdão|wybacz|promiň|ursäkt|förlåt"
    "|undskyld|unnskyld|anteeksi|λυπ|συγνώμη|affeders|kusura|mohon maaf|tiếc|перепрош|kwalijk"
    # Round 15b: the Baltic languages, Estonian, the other Slavic, Icelandic, Albanian,
    # Celtic, Basque, Catalan, Tagalog, Swahili ("atsiprašau, mugė": "sorry, the fair").
    "|atsiprašau|atsiprašom|atleisk|gaila|atvainoj|diemžēl|piedod|žēl|vabandu|vabandage|kahjuks|andeks"
    "|oprost|izvini|nažalost|na žalost|žal mi|žao mi|prepáč|ľutuj|žiaľ|bohužiaľ|съжалява|за съжаление|жал ми"
    "|за жал|пробачте|даруйце|шкада|afsaka|því miður|fyrirgef|më fal|më vjen keq|fatkeqësisht"
    "|tá brón orm|ymddiheur|barkatu|sentitzen|ho sento|perdó|paumanhin|patawad|pasensya|samahani"
    # Probe 13, round 45: Zulu and Xhosa ("Ngiyaxolisa, angikwazi ...": I'm sorry, I can't ...),
    # Welsh, Irish, Maltese, Azerbaijani, Uzbek, Kyrgyz, Tajik, Yoruba, Hausa, Somali, Javanese.
    "|ngiyaxolis|siyaxolis|ndiyaxolis|ngicela uxolo|sicela uxolo|drwg gen i|yn anffodus|gabh mo leithscéal"
    "|ar an drochuair"
    "|skużani|jiddispjaċini|sfortunatament|bağışlayın|üzr istəyirəm|təəssüf|kechirasiz|afsuski"
    "|кечиресиз|бубахшед|мутаассифона|ẹ má bínú|e ma binu|yi hakuri|ayi hakuri|raali ahow|waan ka xumahay"
    "|nyuwun sewu|ngapunten"
)
APOLOGY_DENSE = (
    "申し訳|すみません|ごめん|残念|抱歉|对不起|對不起|遗憾|遺憾|不好意思|죄송|미안|유감"
    "|عذرا|آسف|للأسف|מצטער|לצערי|סליחה|क्षमा|माफ़|खेद|ขออภัย|ขอโทษ|เสียใจ"
    "|عتذر|معذرة|نأسف|مع الأسف|לצערנו|מתנצל|माफ|失礼|恐れ入り|詫び|恐縮|打扰|打擾|原谅|原諒|실례"
    # Round 11: a source's apology in the other scripts of India and beyond ("માફ કરશો",
    # Gujarati "sorry"), the counterpart of its translation's "sorry".
    "|માફ|ક્ષમા|দুঃখিত|ক্ষমা|ਮਾਫ਼|ਮਾਫ|மன்னி|வருந்து|క్షమించ|ಕ್ಷಮಿಸಿ|ക്ഷമ|معاف|معذرت|ببخش|متاسف|متأسف"
    "|សុំទោស|တောင်းပန်|ຂໍໂທດ|ბოდიშ|სამწუხარო|ներող|ցավոք|ይቅርታ|уучлаарай|кешіріңіз|өкінішке"
    # Round 22a: the inconvenience caused, Japanese, Chinese and Korean's apology ("ご不便をおかけします").
    "|不便をお|迷惑をお|迷惑をかけ|带来不便|帶來不便|的不便|불편을 드려|불편을 끼쳐"
    # Round 28a: Persian "I apologise" ("عذرخواهی می‌کنم") and "apology" (پوزش).
    "|عذرخواه|پوزش"
)
REFUSAL_STEMS = (
    "can't|cannot|can not|unable|not able|won't|will not|refuse|declin|must not|not allowed|not permitted"
    "|not comfortable|rather not|prefer not|not going to|not possible|say no|outside of what|against my"
    "|not something i|darf nicht|darf ich|werde nicht|werde ich nicht|nicht möglich|ablehn|verweiger"
    "|no puedo|no me es posible|no voy a|me niego|no debo|ne peux pas|ne vais pas|ne suis pas en mesure"
    "|non posso|mi rifiuto|non è una cosa|não posso|não vou|me recuso|не могу|не буду|не стану|отказ"
    "|nie mogę|nie będę|odmawiam|kan niet|ga ik niet|weiger|kan inte|kan ikke|en voi|nem tudok|nu pot"
    "|δεν μπορώ|yapamam|olamam|tidak dapat|tidak bisa|không thể|не можу|nemohu|odmítám"
    # "Cannot" in more persons than the first singular ("nu putem livra", "no podemos"):
    # the counterpart in a source of its translation's "we cannot".
    "|nu putem|nu poate|nem tudunk|nem lehet|no podemos|non possiamo|não podemos|ne pouvons pas"
    "|können wir nicht|können nicht|kunnen we niet|kunnen niet|не можем|нельзя|не можемо|nie możemy"
    "|nie może|nemůž|nelze|kan vi inte|emme voi|ei voi|δεν μπορούμε|tak bisa|tak dapat"
    # Round 30a: with a word between ("kan vi tyvärr inte", "kan vi dessverre ikke", "können wir leider nicht").
    "|kan (?:vi|jag|jeg|ni|man) [^\\W\\d_]+ (?:inte|ikke)|können (?:wir|sie|ich) [^\\W\\d_]+ nicht"
    # Not wanting or not intending to: "Det där tänker jag inte skriva", "no quiero".
    "|don't want|do not want|will nicht|möchte nicht|no quiero|non voglio|non ho intenzione|não quero|wil niet"
    "|nie chcę|nie zamierzam|nechci|nebudu|tänker inte|tänker jag inte|vill inte|vill jag inte|vil ikke"
    "|vil jeg ikke|en halua|en aio|nem akarok|nem fogok|не хочу|не збираюся|istemiyorum"
    # Refusing said of someone else ("si rifiuta", "se niega"): a source that says it holds
    # a refusal, and its faithful translation ("it refuses") one with a counterpart.
    "|rifiut|rechaz|se niega|se negó|recus|refus|weigert|odmów|odmaw|odmít|відмов|vägra|nægt|nekt|kieltäy"
    "|megtagad|refuz|αρνε|αρνού|reddet|menolak|từ chối"
    # Round 35b: "I cannot", "we cannot" in the languages the lists above missed, so that a
    # source's own "Не мога да приема това" (Bulgarian: I cannot accept this) is the  # noqa: RUF003
    # counterpart of its translation's "не можу": Bulgarian, Macedonian, Belarusian, Serbian,
    # Croatian, Bosnian, Slovene, Slovak, Lithuanian, Latvian, Estonian, Albanian, Icelandic,
    # Catalan. The first person only: "you cannot" is what an order tells the model to say
    # (Russian "напиши, что не можешь": write that you cannot), no refusal of the source's.
    "|не мога|не можам|не можеме|не магу|ne mogu|ne možemo|ne morem|ne moremo|nemôžem|negaliu|negalime"
    "|nevaru|nevaram|ma ei saa|me ei saa|nuk mundem|nuk mundemi|get ekki|getum ekki|no puc|no podem"
)
# Round 41: a Turkish verb's stem before its suffix, from the word's start.
_TURKISH_STEM = "(?<![^\\W\\d_])[^\\W\\d_]{2,}?"
REFUSAL_DENSE = (
    "できません|いたしかねます|お応えでき|不会提供|无法|無法|不能|我不会|帮不了|幫不了|수 없|거절"
    # Turkish negative future inside its verb ("çevirmeyeceğim": I will not translate), and
    # negative ability ("gerçekleştiremiyoruz": we cannot carry out; "çeviremem": I cannot
    # translate; "yapamaz": cannot do). Round 41: suffixes, so after a verb's stem of two
    # letters or more from the word's start: never the letters of a word of their own
    # ("Tamam": OK, "hamam", "namaz"), which a stem of one letter would be.
    f"|{_TURKISH_STEM}(?:mayacağ|meyeceğ|[ae]m[ıi]yor|[ae]m[ae](?:m|z|y[ıi]z)(?![^\\W\\d_]))|拒绝|拒絕|拒否|断る|断り|거부|رفض|يرفض|מסרב|סירב|סירבה|इनकार|ปฏิเสธ"
    "|لا أستطيع|لا يمكنني|לא יכול|नहीं कर|ไม่สามารถ"
    "|لا يمكن|لا نستطيع|لا نقدر|לא נוכל|לא ניתן|かねます"
)
META_STEMS = (
    "translat|text|request|instruction|prompt|guideline"
    "|assistant|language model|as an ai|provided|übersetz|der text|dieser text|anfrage|anweisung|traduc"
    "|le texte|ce texte|demande|instrucci|el texto|este texto|solicitud|tradu|testo|richiesta|texto"
    "|vertal|verzoek|перев|текст|запрос|инструкц|tłumacz|polecen"
)
# Round 28a: not an indicator's "指示灯" (indicator lamp), "指示器", "指示牌" (sign): a device's word.
META_DENSE = "翻訳|翻译|翻譯|テキスト|文本|请求|請求|指示(?![灯燈器牌])|指令|번역|텍스트|요청|ترجم|תרגו|अनुवाद|แปล"
FIRST_PERSON_WORDS = (
    "i|i'm|i've|i'd|i'll|me|my|myself|ich|mir|mich|mein|yo|je|j'|moi|io|eu|ik|я|мне|меня|jag|jeg|minä|én"
    "|εγώ|ben|saya|aku|tôi|mnie"
)
# Verbs in the first person singular of languages that drop their subject pronoun: the
# refusing or apologising "I" of "lo siento", "non posso", "nie mogę" (worker.checks.speech).
# Round 44: Lithuanian and Latvian ("galiu": I can, "noriu": I want; "varu", "gribu"), never
# their "please" ("prašau", "lūdzu"), a sign's word.
FIRST_PERSON_VERBS = (
    ("es", "siento|puedo|quiero|voy|debo|prefiero"), ("it", "posso|voglio|devo|preferisco|sono spiacente"),
    ("pt", "posso|quero|vou|devo|prefiro|sinto|lamento"), ("pl", "mogę|chcę|będę|muszę|wolę|przepraszam"),
    ("cs", "mohu|můžu|chci|budu|musím|omlouvám"), ("ru", "могу|хочу|буду|должен|должна|сожалею|извиняюсь"),
    ("uk", "можу|хочу|буду|мушу|шкодую|перепрошую|допомагатиму"),
    ("lt", "galiu|negaliu|noriu|nenoriu|esu|nesu|turiu|neturiu|žinau|nežinau|manau|būsiu"),
    ("lv", "varu|nevaru|gribu|negribu|esmu|neesmu|zinu|nezinu|domāju"),
)  # fmt: skip

GREETING_WORDS = (
    "hello|hi|hey|hallo|guten tag|servus|moin|salut|bonjour|hola|buenos días|buenas|ciao|buongiorno|olá|oi|hej|hei"
    "|goedendag|привет|здравствуй\\w*|cześć|dzień dobry|ahoj|merhaba|xin chào|halo|γεια"
    # A welcome is a greeting: Arabic says both with "مرحبا".
    "|welcome|willkommen|bienvenu\\w*|bienvenid\\w*|benvenut\\w*|bem-vind\\w*|welkom|witaj\\w*|vítej\\w*"
    "|välkommen|velkommen|tervetuloa|hoş geldin\\w*|selamat datang|добро пожаловать|ласкаво просимо|καλώς"
    # Round 23a: the welcomes of Welsh, Irish and Scottish Gaelic, Catalan, Galician, Basque, Romanian,
    # the Slavic and Baltic languages, Icelandic and Hungarian ("Croeso i ...", "Fáilte go dtí ...").
    "|croeso|f[áà]ilte|benvingu\\w*|benvid\\w*|ongi etorri|bun venit|dobrodošl\\w*|vitajte|witamy|sveiki atvyk\\w*"
    "|laipni lūdzam|tere tulemast|velkomin\\w*|üdvözöl\\w*|maligayang pagdating|mirë se vini|добре дошл\\w*"
    # Round 31a: the salutation of peace in its Latin and Cyrillic spellings ("Assalomu alaykum,
    # dear guests!", "Ассалому алайкум"); never "salaam" alone: Dar es Salaam is a city.
    "|assalomu alaykum|assalamu ?alaikum|assalamu'alaikum|as-salamu alaykum|as-salaam alaikum|salaam aleikum"
    "|ассалому алайкум|ассаламу алейкум|ассалам алейкум|салам алейкум"
)
GREETING_DENSE = (
    "こんにちは|你好|您好|안녕|مرحبا|שלום|नमस्ते|สวัสดี|ようこそ|欢迎|歡迎|환영|أهلا|ברוך הבא|स्वागत|ยินดีต้อนรับ"
    # Round 31a: a shop's welcome ("어서 오세요!", "いらっしゃいませ") and the salutation of peace in Arabic script.
    "|어서 ?오세요|어서 ?오십시오|いらっしゃい|السلام عليكم|السلام علیکم"
)
