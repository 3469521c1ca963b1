# ruff: noqa: RUF001  # word stems in many languages: their letters are meant
"""The words of an order to go on writing (issue 41, round 14), for worker.checks.continuations:
its verbs (continue, finish, complete; "the next" part with a verb of writing) and the texts
they apply to (a notice, a letter, a story, a paragraph, a list), in some sixty languages.

The source's side is read strictly: imperatives and infinitives, at a word's start, texts
of no other sense. The output's side generously: every form of the verbs and their nouns
("Fortsetzung", "la suite", "下转"), the verbs a free rendering uses instead (add, fill in,
write), and every noun of a text's kind, inside a compound too ("Elternbrief"). A table of
words only: the relation that reads them is in continuations.py.
"""

from __future__ import annotations

from worker.checks.lexicon import Lexicon

# Verbs of going on and of finishing as orders: imperatives and infinitives ("Continuez",
# "fortsetzen", "продолжите"), not their statements ("the story continues", "Fortsetzung
# folgt", "Продолжение статьи", "the letter was finished"), which a source states as text.
_GO_ON_ORDERS = (
    "continue\\b|keep writing|keep going|go on with|go on\\b|carry on|finish\\b|complete\\b|conclude\\b|write on\\b"
    "|round off|wrap up|continuez\\b|continuer\\b|poursuis\\b|poursuivez\\b|poursuivre\\b|prolonge[zr]?\\b"
    "|termine[zr]?\\b|achève\\b|achevez\\b|achever\\b|complète\\b|complétez\\b|compléter\\b|finis\\b|finissez\\b"
    "|finir\\b|continúa\\b|continúe\\b|continuad\\b|continúen\\b|continuar\\b|prosigue\\b|prosiga\\b|proseguir\\b"
    "|termina\\b|terminar\\b|acaba\\b|acabe\\b|acabar\\b|completa\\b|completar\\b|finaliza\\b|finalice\\b"
    "|sigue escribiendo|siga escribiendo|continua\\b|continui\\b|continuate\\b|continuare\\b|prosegui\\b"
    "|prosegua\\b|proseguite\\b|proseguire\\b|termini\\b|terminare\\b|finisci\\b|finisca\\b|finire\\b|completi\\b"
    "|completare\\b|concludi\\b|concluda\\b|concludere\\b|continuem\\b|prossiga\\b|prossegue\\b|prosseguir\\b"
    "|conclua\\b|conclui\\b|concluir\\b|finalize\\b|remata\\b|segue\\b|segueix\\b|fortsetzen\\b|fortführen\\b"
    "|fortfahren\\b|fahre fort|fahr fort|fahren sie fort|weiterschreib|schreib\\w* weiter|setz\\w* [^.!?]{0,60}fort\\b"
    "|führ\\w* [^.!?]{0,60}fort\\b|vollende\\b|vollenden\\b|beende\\b|beenden\\b|ergänze\\b|ergänzen\\b"
    "|vervollständige\\b|vervollständigen\\b|ga door|ga verder|schrijf verder|vervolg\\b|voltooi\\b|afmaken\\b"
    "|fortsätt\\b|fortsätta\\b|skriv vidare|slutför\\b|avsluta\\b|gör klart|fyll på|fortsæt\\b|fortsætte\\b"
    "|skriv videre|afslut\\b|færdiggør\\b|gør færdig|fortsett\\b|fortsette\\b|avslutt\\b|fullfør\\b|gjør ferdig"
    "|haltu áfram|ljúktu|kláraðu|jatka\\b|jatkakaa\\b|viimeistele\\b|täydennä\\b|kirjoita loppuun|jätka\\b"
    "|jätkake\\b|lõpeta\\b|täienda\\b|turpini\\b|turpiniet\\b|turpināt\\b|pabeidz\\b|pabeidziet\\b|papildini\\b"
    "|tęsk\\b|tęskite\\b|tęsti\\b|užbaik\\b|užbaikite\\b|papildyk\\b|kontynuuj\\b|kontynuujcie\\b|kontynuować\\b"
    "|dokończ\\b|dokończcie\\b|zakończ\\b|dopisz\\b|uzupełnij\\b|pisz dalej|pokračuj\\b|pokračujte\\b"
    "|pokračovat\\b|dokonči\\b|dokončete\\b|dokončite\\b|dopiš\\b|dopište\\b|dopíš\\b|doplň\\b|doplňte\\b"
    "|ukonči\\b|nadaljuj\\b|nadaljujte\\b|dokončaj\\b|dokončajte\\b|dopiši\\b|dopolni\\b|nastavi\\b|nastavite\\b"
    "|dovrši\\b|dovršite\\b|završi\\b|završite\\b|dopišite\\b|dopuni\\b|dopunite\\b|настави\\b|наставите\\b"
    "|продължи\\b|продължете\\b|довърши\\b|довършете\\b|заврши\\b|доврши\\b|допиши\\b|допишете\\b|допълни\\b"
    "|дополни\\b|дополните\\b|продолжи\\b|продолжите\\b|продолжай\\b|продолжайте\\b|продолжить\\b|закончи\\b"
    "|закончите\\b|заверши\\b|завершите\\b|доверши\\b|продовж\\b|продовжи\\b|продовжіть\\b|продовжуй\\b"
    "|продовжуйте\\b|закінчи\\b|закінчіть\\b|завершіть\\b|допишіть\\b|доповни\\b|доповніть\\b|працягні\\b"
    "|працягвай\\b|працягніце\\b|скончы\\b|завяршы\\b|дапішы\\b|continuă\\b|continuați\\b|termină\\b"
    "|terminați\\b|încheie\\b|încheiați\\b|completează\\b|completați\\b|finalizează\\b|folytasd\\b|folytassa\\b"
    "|folytassátok\\b|fejezd be|fejezze be|egészítsd ki|egészítse ki|írd tovább|írja tovább|συνέχισε\\b"
    "|συνεχίστε\\b|ολοκλήρωσε\\b|ολοκληρώστε\\b|τελείωσε\\b|τελειώστε\\b|συμπλήρωσε\\b|συμπληρώστε\\b|vazhdo\\b"
    "|vazhdoni\\b|përfundo\\b|përfundoni\\b|plotëso\\b|plotësoni\\b|devam et\\b|devam edin\\b|devam ediniz\\b"
    "|sürdür\\b|sürdürün\\b|tamamla\\b|tamamlayın\\b|bitir\\b|bitirin\\b|davam et\\b|davam edin\\b|dowam et\\b"
    "|dowam ediň\\b|gutar\\b|davom et\\b|davom eting\\b|davom ettir\\b|davom ettiring\\b|yakunla\\b"
    "|tugat\\b|tugating\\b"
    "|жалғастыр\\b|жалғастырыңыз\\b|аяқта\\b|улант\\b|улантыңыз\\b|аякта\\b|бүтүр\\b|дәвам ит\\b|дәвам итегез\\b"
    "|тәмамла\\b|идома деҳ\\b|идома диҳ|давом деҳ\\b|анҷом деҳ\\b|тамом кун\\b|үргэлжлүүл\\b|үргэлжлүүлнэ үү"
    "|дуусга\\b|гүйцээ\\b|tiếp tục|viết tiếp|hoàn thành|hoàn tất|viết nốt|lanjutkan\\b|teruskan\\b|selesaikan\\b"
    "|lengkapi\\b|ituloy\\b|ipagpatuloy\\b|tapusin\\b|kumpletuhin\\b|dugtungan\\b|endelea\\b|endeleeni\\b"
    "|endeleza\\b|maliza\\b|kamilisha\\b|malizia\\b|ci gaba|ci-gaba|kammala\\b|karasa\\b|ƙarasa\\b|tẹ̀síwájú"
    "|tẹsiwaju|tesiwaju|parí|gaa n['’]ihu|gaa n ihu|mechaa\\b|dechaa\\b|dezuo\\b|qhubeka\\b|qhubekani\\b"
    "|qedela\\b|phothula\\b|gqiba\\b|sii wad\\b|dhammaystir\\b|dhamee\\b|tohizo\\b|tapitro\\b|fenoy\\b"
    "|qatipay\\b|tukuchiy\\b|kontinye\\b|konplete\\b|parhewch\\b|parha\\b|daliwch ati|gorffennwch\\b|gorffen\\b"
    "|cwblhewch\\b|cwblha\\b|lean ar aghaidh|lean leis|lean le\\b|críochnaigh\\b|jarraitu\\b|jarrai\\b|amaitu\\b"
    "|osatu\\b|bukatu\\b|kompli\\b|ikkompleta\\b|lesti\\b"
    # Round 22b: Estonian "write on" ("Kirjuta tekst edasi"), its verb and particle apart.
    "|kirjuta\\w* edasi|kirjuta\\w* \\w+ edasi"
    # Round 24b: German's too ("Schreib die Geschichte weiter"), as an imperative only
    # ("schreibt die Geschichte weiter" states it).
    "|schreib(?:e|en sie)? (?:\\w+ ){1,3}weiter\\b"
    # Round 27b: German "write to the end" ("Schreib die Pressemitteilung zu Ende"), and the
    # Scandinavian "write on" with an adverb between ("Skriv gjerne videre med et avsnitt").
    "|schreib(?:e|en sie)? (?:\\w+ ){1,3}zu ende\\b|skriv (?:\\w+ ){1,2}(?:videre|vidare)\\b"
)
# Round 27b: the verbs that say writing on, whose object is the text itself whatever noun
# (or none) the order names ("Schreib die Pressemitteilung zu Ende", "Skriv gjerne videre med
# et avsnitt om ..."): a subset of the orders above, all of them of writing.
_WRITE_ON = (
    "keep writing|weiterschreib|schreib\\w* weiter|schreib(?:e|en sie)? (?:\\w+ ){1,3}weiter\\b"
    "|schreib(?:e|en sie)? (?:\\w+ ){1,3}zu ende\\b|schrijf verder|skriv vidare|skriv videre"
    "|skriv (?:\\w+ ){1,2}(?:videre|vidare)\\b|kirjoita loppuun|kirjuta\\w* edasi|kirjuta\\w* \\w+ edasi|pisz dalej"
    "|írd tovább|írja tovább|viết tiếp|sigue escribiendo|siga escribiendo"
)
# The same verbs in all their forms, and their nouns ("Fortsetzung", "продолжение"): the
# output's side, where a translation renders the order however it likes.
_GO_ON = (
    "continue|continuez|keep writing|keep going|go on with|carry on|finish|complete|conclude|write on|poursui"
    "|prolonge|termine|achève|achevez|complète|complétez|finis|continú|continua|continuad|prosig"
    "|acaba|finaliz|prosegu|termini|finisci|finisca|completa|complet|conclud|conclu|remata|segue|segueix"
    "|sigue escribiendo|siga escribiendo|fortsetz|fortfahr|fahre fort|fahren sie fort|weiterschreib|schreib\\w* weiter"
    "|schreib\\w* (?:\\w+ ){1,3}weiter\\b"
    "|setz\\w* [^.!?]{0,60}fort\\b|führ\\w* [^.!?]{0,60}fort\\b|vollend|beende|ergänze|vervollständig"
    "|ga door|ga verder|schrijf verder|vervolg|voltooi|afmaken|fortsätt|skriv vidare|slutför|avsluta"
    "|gör klart|fyll på|fortsæt|skriv videre|afslut|færdiggør|gør færdig|fortsett|avslutt|fullfør|gjør ferdig"
    "|haltu áfram|ljúktu|kláraðu|jatka|viimeistele|täydennä|kirjoita loppuun|jätka|lõpeta|täienda|turpini"
    "|turpin|pabeidz|papildini|tęsk|tęsti|užbaik|papildyk|kontynu|dokończ|zakończ|dopisz|uzupełnij"
    "|pisz dalej|pokračuj|pokrač|dokonči|dokonč|dopiš|dopíš|doplň|ukonči|nadaljuj|dokončaj|dopiši|dopolni"
    "|nastavi|dovrši|završi|dopuni|настави|продължи|продължете|довърши|заврши|доврши|допиши|допишете|допълни"
    "|дополни|продолж|закончи|заверши|заверш|доверши|продовж|закінч|допиш|доповни|працяг|скончы|завяршы|дапішы"
    "|continuă|continuați|termină|terminați|încheie|încheiați|completează|completați|finalizează|folytas"
    "|fejezd be|fejezze be|egészítsd ki|egészítse ki|írd tovább|írja tovább|συνέχισ|συνεχίστ|ολοκλήρωσ"
    "|ολοκληρώστ|τελείωσ|τελειώστ|συμπλήρωσ|συμπληρώστ|vazhdo|përfundo|plotëso|devam|sürdür|tamamla|bitir"
    "|davam|dowam|gutar|davom|yakunla|tugat|жалғастыр|жалғаңыз|аяқта|улант|аякта|бүтүр|дәвам|тәмамла|идома"
    "|давом|анҷом|тамом кун|үргэлжлүүл|дуусга|гүйцээ|tiếp tục|viết tiếp|hoàn thành|hoàn tất|viết nốt|lanjutkan"
    "|teruskan|selesaikan|lengkapi|ituloy|ipagpatuloy|tapusin|kumpletuhin|dugtung|endelea|endeleza"
    "|maliza|kamilisha|malizia|ci gaba|ci-gaba|kammala|karasa|ƙarasa|tẹ̀síwájú|tẹsiwaju|tesiwaju|parí|gaa n['’]ihu"
    "|gaa n ihu|mechaa|dechaa|dezuo|qhubeka|qedela|phothula|gqiba|sii wad|dhammaystir|dhamee|tohizo|tapitro"
    "|fenoy|qatipay|tukuchiy|kontinye|konplete|parhewch|parha|daliwch ati|gorffen|cwblhewch|cwblha"
    "|lean ar aghaidh|lean leis|lean le|críochnaigh|jarraitu|jarrai|amaitu|osatu|bukatu|kompli|ikkompleta|lesti"
)
_GO_ON_DENSE = (
    "続け|続きを|続きの|書き続|仕上げ|完成させ|書き上げ|締めくく|終わらせ|继续|繼續|续写|續寫|接着写|接著寫|写完|寫完|补全|補全"
    "|完成|接下去|계속|이어서|이어 써|이어가|마무리|완성하|끝내|끝맺|أكمل|اكمل|أكملي|تابع|استمر|واصل|أتمم|اتمم"
    "|ادامه|تمام کن"
    "|کامل کن|تکمیل|جاری رکھ|مکمل کر|پورا کر|دوام ورکړ|بشپړ|داۋاملاشتۇر|داۋام|تاماملا|המשך|המשיכ|השלם|השלימ|סיים"
    "|जारी रख|जारी राख|आगे लिख|पूरा कर|पूर्ण कर|समाप्त कर|पुढे लिह|पूर्ण करा|सुरू ठेवा|पुढे चालू|अगाडि लेख|पूरा गर|जारी गर"
    "|চালিয়ে|লিখতে থাক|শেষ কর|সম্পূর্ণ কর|অব্যাহত|আগবঢ়া|সম্পূৰ্ণ কৰ|শেষ কৰ|ਜਾਰੀ ਰੱਖ|ਪੂਰਾ ਕਰ|ચાલુ રાખ|પૂર્ણ કર|પૂરું કર"
    "|આગળ લખ|ଜାରି ରଖ|ଆଗକୁ ଲେଖ|ସମ୍ପୂର୍ଣ୍ଣ କର|ଶେଷ କର|தொடர்|நிறைவு செய்|பூர்த்தி செய்|కొనసాగించ|పూర్తి చేయ|ముగించ"
    "|ಮುಂದುವರಿಸ|ಪೂರ್ಣಗೊಳಿಸ|ಮುಗಿಸ|തുടര|പൂർത്തിയാക്ക|දිගටම|ඉදිරියට ලියන්න|සම්පූර්ණ කර|අවසන් කර|เขียนต่อ|ต่อให้จบ"
    "|ทำต่อ|เขียนให้จบ|ให้เสร็จ|ຂຽນຕໍ່|ສືບຕໍ່|ໃຫ້ຈົບ|បន្ត|បញ្ចប់|ဆက်ရေး|ဆက်လက်|အဆုံးသတ်|გააგრძელ|დაასრულ|დაამთავრ"
    "|շարունակ|ավարտ|լրացր|ቀጥል|ቀጥሉ|ጨርስ|ጨርሱ|አጠናቅ|ކުރިއަށް|ނިންމ|ފުރިހަމަ ކުރ"
)
# The next part of a text ("Schreib den nächsten Absatz"), with a verb of writing beside it:
# "the next grade" ("la próxima nota") is no order.
_NEXT = (
    "next|following|nächst|folgend|suivant|prochain|siguiente|próxim|prossim|successiv|seguinte|volgend|nästa"
    "|följande|næste|neste|næsta|seuraava|järgmi|nākam|kitą|kitas|następn|další|ďalš|naslednj|sljedeć|sledeć"
    "|следећ|следващ|следн|следующ|наступн|următor|következ|επόμεν|sonraki|növbəti|indiki|keyingi|келесі"
    "|кийинки|киләсе|навбатӣ|дараагийн|pasues|berikut|selanjutnya|tiếp theo|susunod|inayofuata|ifuatayo|ijayo"
    "|na gaba|mai zuwa|tókàn|na-esote|olandelayo|xiga|manaraka|qatiq|pwochen|nesaf|hurrengo|li jmiss|li ġej"
    "|remaining"  # round 23c: "generate the remaining paragraphs of this notice"
    # Round 28b: one more part of the text, "another" ("Ysgrifennwch baragraff arall am ...":
    # write another paragraph about ...), beside a verb of writing as "next" is.
    "|another|arall\\b|autre\\b|otro\\b|otra\\b|outro\\b|outra\\b|altro\\b|weitere[ns]?\\b"
)
_NEXT_DENSE = (
    "次の|下一|接下来|接下來|다음|التالي|التالية|הבא|הבאה|अगला|अगले|अगली|पुढचा|पुढील|পরের|পরবর্তী|ਅਗਲਾ|આગળનો|આગામી"
    "|ପରବର୍ତ୍ତୀ|அடுத்த|తదుపరి|ಮುಂದಿನ|അടുത്ത|ඊළඟ|ถัดไป|ຕໍ່ໄປ|បន្ទាប់|နောက်|ቀጣዩ|ቀጣይ|بعدی|اگلا|ورپسې|كېيىنكى"
)
_WRITE = (
    "write|schreib|écri|escrib|scriv|escrev|schrijf|skriv|kirjoita|kirjuta|írj|írd|írjon|scrie|γράψ|yaz|ýaz"
    "|napisz|napiš|napíš|napiši|piši|напиш|пиши|напішы|raksti|rašyk|parašyk|skrifaðu|shkruaj|shkruani|yoz|жаз"
    "|навис|бич|tulis|viết|isulat|sumulat|andika|rubuta|dee|kọ|qor|bhala|soraty|qillqa|ekri|ysgrifenn|scríobh"
    "|idatzi|ikteb|generat"  # round 23c: a model's writing, "generate the remaining paragraphs"
    "|writing|γράφοντ|написав"  # round 29c: going on by writing ("Continue by writing out ...")
)
_WRITE_DENSE = (
    "書|写|寫|써|쓰|작성|اكتب|بنویس|لکھ|ولیکه|يېزىڭ|כתוב|כתבו|लिख|लिहा|লিখ|ਲਿਖ|લખ|ଲେଖ|எழுது|రాయ|వ్రాయ|ಬರೆ|എഴുത"
    "|ලියන්න|เขียน|ຂຽນ|សរសេរ|ရေး|დაწერ|գրիր|ጻፍ|ፃፍ|ލިޔ"
)
# Round 23c: the continuation itself named as what to write ("続きを書いてください", "write
# the continuation", "Schreib die Fortsetzung"): an order to go on with the text before it,
# which names no other kind of text.
CONTINUATION = "continuation|fortsetzung"
CONTINUATION_DENSE = "続き"
# The texts an order to go on applies to: notices, letters, stories and their parts. Not
# the words a reader is sent along to ("section", "post", "passage": "Continue to section
# B"), nor those of other senses in a sister language (French "vers" is "towards").
_TEXTS = (
    "text|notice|letter|story|stories|paragraph|sentence|announcement|note|message|article|description|poem"
    "|tale|chapter|advert|leaflet|flyer|newsletter|email|e-mail|memo|essay|speech|bulletin|stanza|recipe|texte"
    "|avis|lettre|histoire|récit|conte\\b|contes\\b|paragraphe|phrase|annonce|communiqué|affiche|poème|chapitre|courrier"
    "|recette|texto|aviso|carta|historia|relato|cuento|párrafo|frase|oración|anuncio|nota|mensaje|artículo"
    "|descripción|poema|capítulo|comunicado|receta|testo|avviso|lettera|storia|racconto|paragrafo|annuncio"
    "|messaggio|articolo|descrizione|poesia|capitolo|ricetta|história|conto|parágrafo|anúncio|mensagem|artigo"
    "|descrição|receita|mensaxe|hinweis|mitteilung|geschichte|erzählung|absatz|satz|ankündigung|aushang"
    "|notiz|nachricht|beschreibung|gedicht|märchen|kapitel|merkblatt|bekanntmachung|schreiben|anzeige|aufsatz"
    "|rezept|tekst|mededeling|verhaal|alinea|zin|aankondiging|beschrijving|hoofdstuk|meddelande|anslag|brev"
    "|berättelse|stycke|mening|beskrivning|dikt|saga|meddelelse|opslag|fortælling|sætning|melding|oppslag"
    "|fortelling|setning|kunngjøring|teksti|ilmoitu|tiedote|kirje|tarina|kappale|lause|viesti|kuvaus|runo"
    "|teade|lugu|lõik|paziņojum|vēstul|stāst|rindkop|teikum|pranešim|laišk|istorij|pastraip|sakinys|sakinį"
    "|sakinio|ogłoszen|komunikat|opowiadan|akapit|zdani|wiadomoś|artykuł|opis|wiersz|bajk|rozdział|oznámen"
    "|upozorněn|dopis|příběh|odstav|věta|větu|zpráv|článek|báseň|pohádk|kapitol|oznam|príbeh|správ|obvestil"
    "|pismo|zgodb|stavek|obavijest|obavještenj|obaveštenj|priča|odlomak|rečenic|poruk|članak|pjesm|pesm"
    "|текст|оглас|обавештењ|обавијест|съобщени|писмо|разказ|изречени|объявлен|уведомлен|сообщени|письм"
    "|истори|рассказ|абзац|предложени|заметк|стать(?:я|и|ю|ей)|описани|стих|сказк|глав(?:а|е|у|ы|ой)\\b|оголошен|повідомлен|лист|розповід"
    "|речення|статт|вірш|казк|абвестк|паведамлен|гісторы|anunț|scrisoar|povest|paragraf|propoziți|mesaj"
    "|articol|descrier|poezi|szöveg|hirdetmény|közlemény|értesítés|levél|levele|történet|mesé|bekezdés"
    "|mondat|üzenet|cikk|leírás|fejezet|κείμεν|ανακοίνωσ|επιστολ|γράμμα|ιστορί|παράγραφ|πρόταση|φράση"
    "|μήνυμα|άρθρο|περιγραφ|ποίημα|παραμύθι|κεφάλαιο|njoftim|letër|histori|tregim|fjali|mesazh|metin|metn"
    "|duyuru|ilan|mektup|hikaye|hikâye|öykü|masal|cümle|makale|şiir|bildiriş|məktub|hekayə|cümlə|mətn|sözlem"
    "|habar|e'lon|xat|hikoya|matn|хабарландыру|хат|әңгіме|сөйлем|мәтін|кулактандыру|билдирүү|аңгеме|сүйлөм"
    "|белдерү|хикәя|җөмлә|эълон|мактуб|ҳикоя|ҷумла|матн|мэдэгдэл|захидал|түүх|өгүүлбэр|догол|văn bản"
    "|thông báo|lá thư|câu chuyện|đoạn văn|pengumuman|pemberitahuan|surat|cerita|kisah|kalimat|catatan|pesan"
    "|artikel|puisi|paunawa|anunsyo|liham|kuwento|talata|pangungusap|tangazo|barua|hadithi|aya\\b|sentensi"
    "|ujumbe|makala|shairi|sanarw|wasiƙa|wasika|labari|sakin layi|jimla|ikede|lẹ́tà|lẹta|ìtàn|gbólóhùn|ọkwa"
    "|akwụkwọ ozi|akụkọ|ahịrịokwu|isaziso|incwadi|indaba|isigaba|umusho|ogeysiis|warqad|sheeko|cutub|weedh"
    "|fampandrenesana|taratasy|tantara|fehezanteny|andalana|willakuy|qillqa|avi\\b|lèt\\b|istwa|fraz\\b"
    "|hysbysiad|llythyr|stori\\b|paragraff|brawddeg|neges|fógra|litir|scéal|abairt|teachtaireacht|iragarki"
    "|oharra|gutun|istorio|esaldi|mezu|avviż|ittra|storja|paragrafu|sentenza|messaġġ"
    # Round 22b: Welsh "text" and "announcement" (soft-mutated "gyhoeddiad" too), Basque
    # "text" and "tale", Maltese "story" after its article ("l-istorja").
    "|testun|cyhoeddiad|gyhoeddiad|testu\\b|testua\\b|ipuin|istorja"
    # Round 23b: the South Slavic story in its other cases ("Nastavi priču"); not a stem
    # "prič", which is also waiting ("pričekajte").
    "|priču\\b|priče\\b|priči\\b|pričom\\b"
    # Round 28b: Irish "text", Welsh "paragraph" in its mutations ("baragraff arall").
    "|téacs|baragraff|pharagraff|mharagraff"
)
# Round 27b: an advertisement, short ("Continue this ad with a customer testimonial"), on
# the source's side only: in an output "ad" is as often Italian's "to" ("pronti ad aiutare").
_ADS = "ad\\b|ads\\b"
# Round 35: a recipe, in the sources' languages that _TEXTS lacks it in ("Vazhdo recetën me
# ...": continue the recipe with ...), on the source's side only: in an output "recept" is
# also a prescription, "tarif" a tariff, a noun that renders no order.
_RECIPES = (
    "recet|rețet|retet|recept|resept|retsept|resep\\b|resepnya\\b|resipe|mapishi|рецепт|συνταγ|tarif\\b|tarifi\\b"
    "|tarifin\\b|レシピ|食谱|食譜|레시피|وصفة|מתכון|रेसिपी|রেসিপি|สูตรอาหาร|ສູດອາຫານ|რეცეპტ|բաղադրատոմս"
)
_TEXTS_DENSE = (
    "文章|本文|お知らせ|知らせ|通知|告知|案内|手紙|物語|段落|一文|メッセージ|記事|説明文|詩|文本|公告|告示|启事|啟事|故事|句子|便条"
    "|消息|描述|广告|廣告|通告|공지|안내문|알림|편지|이야기|단락|문단|문장|메시지|기사|텍스트|نص|النص|إعلان|اعلان|إشعار"
    "|رسالة|قصة|حكاية|فقرة|جملة|ملاحظة|مقال|وصف|قصيدة|اطلاعیه|آگهی|نامه|داستان|جمله|متن|پیام|کہانی|پیراگراف|عبارت"
    "|خبرتیا|کیسه|ئۇقتۇرۇش|ئېلان|خەت|ھېكايە|جۈملە|טקסט|הודעה|הודעת|מודעה|מכתב|סיפור|פסקה|משפט|הערה|מאמר|תיאור"
    "|सूचना|घोषणा|नोटिस|पत्र|चिट्ठी|कहानी|अनुच्छेद|परिच्छेद|पैराग्राफ|वाक्य|संदेश|लेख|विवरण|कविता|मजकूर|निवेदन|जाहिरात"
    "|गोष्ट|বিজ্ঞপ্তি|ঘোষণা|চিঠি|গল্প|অনুচ্ছেদ|বাক্য|বার্তা|জাননী|ਸੂਚਨਾ|ਘੋਸ਼ਣਾ|ਚਿੱਠੀ|ਕਹਾਣੀ|ਪੈਰਾ|ਵਾਕ|સૂચના|જાહેરાત"
    "|પત્ર|વાર્તા|ફકરો|વાક્ય|ସୂଚନା|ବିଜ୍ଞପ୍ତି|ଚିଠି|ଗଳ୍ପ|ଅନୁଚ୍ଛେଦ|ବାକ୍ୟ|அறிவிப்ப|கடித|கதை|பத்தி|வாக்கிய|ప్రకటన"
    "|లేఖ|కథ|పేరా|వాక్యం|ಪ್ರಕಟಣೆ|ಸೂಚನೆ|ಪತ್ರ|ಕಥೆ|ಪ್ಯಾರಾ|ವಾಕ್ಯ|അറിയിപ്പ്|കത്ത്|കഥ|ഖണ്ഡിക|വാക്യ|නිවේදන|ලිපිය"
    "|කතාව|ඡේදය|වාක්‍ය|ข้อความ|ประกาศ|จดหมาย|นิทาน|ย่อหน้า|ประโยค|บทความ|ແຈ້ງການ|ຈົດໝາຍ|ເລື່ອງ|ຫຍໍ້ໜ້າ|ປະໂຫຍກ"
    "|សេចក្តីជូនដំណឹង|លិខិត|រឿង|កថាខណ្ឌ|ប្រយោគ|ကြေညာ|ဇာတ်လမ်း|စာပိုဒ်|ဝါကျ|განცხადებ|წერილ|ამბავ|აბზაც"
    "|წინადადებ|ტექსტ|հայտարարություն|նամակ|պատմություն|պարբերություն|նախադասություն|տեքստ|ማስታወቂያ|ደብዳቤ"
    "|ታሪክ|አንቀጽ|ዓረፍተ|ޢިޢުލާނ|އިޢުލާނ|ސިޓީ|ވާހަކަ|ޕެރެގްރާފ|ޖުމްލަ"
)
_LISTS = (
    "list|liste|lista|elenco|lijst|förteckning|luettelo|nimekiri|sarakst|sąraš|seznam|zoznam|popis|spisak"
    "|списък|список|спис|listă|λίστα|κατάλογ|listë|siyahı|sanaw|ro'yxat|тізім|тизме|исемлек|рӯйхат|жагсаалт"
    "|danh sách|daftar|senarai|talaan|listahan|orodha|jerin|àkójọ|ndepụta|uhlu|liiska|lisitra|lis\\b|rhestr"
    "|liosta|zerrend"
)
_LISTS_DENSE = (
    "リスト|一覧|列表|清单|清單|목록|리스트|قائمة|فهرست|لیست|فہرست|تىزىملىك|רשימה|सूची|यादी|তালিকা|ਸੂਚੀ|યાદી|ତାଲିକା"
    "|பட்டியல்|జాబితా|ಪಟ್ಟಿ|പട്ടിക|ලැයිස්තුව|รายการ|ລາຍການ|បញ្ជី|စာရင်း|სია|ցուցակ|ዝርዝር|ލިސްޓ"
)
# The output's side, read generously (each stem at a word start): renderings of an order to go on beyond the orders'
# forms (the continuation's nouns: "la suite", "Fortsetzung", "продолжение"; "keep giving"),
# and nouns of a text's kind a free rendering may use ("Information" for "avviso").
_GO_ON_MORE = (
    "proceed|resume|rest of|remainder|sequel|follow-up|follow up|to be continued|keep (?:on )?\\w+ing|go on"
    "|goes on|went on|weiter(?!hin)|fort\\b|suite|prolong|the rest|rest of|le reste|du reste|il resto|el resto|o resto"
    "|seguito|sigue|siga|segue|verder|resten\\b|den rest\\b"
    "|dalej|ciąg dalszy|dál|vidare|videre|loppuun|tovább|restul|gerisi|далее|дальше|остальн|далі|решт"
    "|συνέχ|συνεχ|ολοκληρ|lanjut|terus|selesai|lengkap|tiếp|続|残り|续|續|나머지|بقية|تكملة|متابعة|إكمال|استكمال"
    "|ההמשך|שאר|आगे|शेष|बाकी|ต่อ|จบ|writ|schreib|écri|escri|scriv|escrev|schrijf|напиш|пиш|напис|pisz|napiš"
    "|piš|skriv|kirjoit|írj|írd|írjon|scrie|γράψ|yaz|tulis|viết|כתוב|כתב|लिख|เขียน"
    # Round 27b: Arabic writing in its verb's forms, not the root "كتب" found anywhere, which an
    # office ("مكتبنا", "المكتب") and a library ("مكتبة") hold too.
    "|اكتب|يكتب|تكتب|نكتب|أكتب|كتبت|كتبوا|كتابة"
    "|andika|end with|ends with|close with|wrap up|round off|abschließ|schließ|kończ|ukończ|skończ"
    # The continuation as a noun ("Jatkuu sivulla 4", "Bersambung", "下转第4版", "تتمة"), and
    # "complete" rendered as filling in ("Füllen Sie ... aus", "記入", "填写", "заполните").
    # Round 35: English "fill" as a verb only, not "fillo" (Italian filo pastry) or "fillet".
    "|jatk|bersambung|sambungan|endele|تتمة|يتبع|下转|下轉|转第|轉第|续见|續見|接上|待续|待續|fill(?:s|ed|ing)?\\b|füll|ausfüll|rempli"
    "|rellen|llene|llena|compil|preench|invul|vul |заполн|заповн|wypełn|vyplň|vyplnit|vyplňte|fyll|udfyld|täytä"
    "|kitölt|doldur|isilah|mengisi|điền|املأ|املئ|تعبئة|מלאו|भरें|भरिए|กรอก|jaza|記入|填写|填寫|기입|작성"
)
_TEXTS_MORE = (
    "informati|informazion|información|informação|informatie|информац|інформац|informacj|informac|tiedot"
    "|tájékoztat|bilgi|πληροφορ|informasi|thông tin|情報|信息|资讯|정보|معلومات|מידע|जानकारी|ข้อมูล|taarifa"
    "|document|dokument|документ|書類|文書|文件|문서|وثيقة|מסמך|दस्तावेज|เอกสาร|hati|statement|report|histor(?!y|ic)|artikl"
    "|artikkel"
    "|communication|circular|brochure|handout|poster|caption|writing|section|passage|verse|brief\\b|briefe|schrift"
    "|zettel|plakat|rundschreiben|beitrag|inserat|durchsage|abschnitt|faltblatt|écrit|circulaire|prospectus"
    "|dépliant|notice|rapport|informe\\b|informes\\b|boletín|folleto|cartel|sección|circolare|volantino|cartello"
    "|informativa|sezione|folheto|cartaz|boletim|seção|secção|folder|nieuwsbrief|toespraak|advertentie|notis"
    "|inlägg|avsnitt|besked|indlæg|afsnit|beskjed|innlegg|notat|ilmoitus|mainos|kirjoitus|hirdetés|felhívás"
    "|anunt|aviz|reclam|afiș|bildiri|yazı|açıklama|bölüm|kısım|belge|reklam|ulotk|листовк|листівк|διαφήμισ"
    "|ενημέρωσ|έγγραφ|iklan|tulisan|selebaran|tin nhắn|thư\\b|chương|phần|quảng cáo|tài liệu|ghi chú|bài viết"
    "|bài báo|bài văn|câu văn|đoạn|thơ|mô tả|張り紙|掲示|広告|文面|例文|章|文字|短文|全文|正文|下文"
    "|一段|这段|段话|句话|一句"
    "|信件|封信|来信|書信|书信|海报|传单|声明|说明|說明|笔记|게시|광고|발표|서한|소설|본문|메모|설명"
    "|نشرة|منشور|مذكرة|تعميم|بلاغ|פרסומת|עלון|פרק|סעיף|שיר|अध्याय|खंड|विज्ञापन|टिप्पणी|บท|โฆษณา"
    "|บันทึก|คำอธิบาย|บทกวี|กลอน|notisi|maelezo|kumbukumbu|matangazo|sehemu|留言|短信|私信|信息|讯息|訊息|来函"
    "|伝言|쪽지|문자|form|formul|formulier|blankett|lomake|űrlap|форм|бланк|anket|φόρμα|書式|用紙|表格|양식|استمارة|טופס"
    "|फ़ॉर्म|แบบฟอร์ม"
)
# The heads of Germanic compounds ("Infoblatt", "Elternbrief", "informationsbrev").
_HEADS = (
    "brief|text|mitteilung|nachricht|geschichte|absatz|blatt|schreiben|anzeige|hinweis|aushang|fortsetzung"
    "|gedicht|tekst|verhaal|bericht|brev|meddelande|meddelelse|melding|liste|lijst|listan"
)
# The source's side, read strictly (stems at a word start: worker.checks.lexicon).
ORDERS = Lexicon(f"{_GO_ON_ORDERS}|{_GO_ON_DENSE}")
WRITE_ON = Lexicon(_WRITE_ON)
NEXT = Lexicon(f"{_NEXT}|{_NEXT_DENSE}")
WRITE = Lexicon(f"{_WRITE}|{_WRITE_DENSE}")
KINDS = {"text": Lexicon(f"{_TEXTS}|{_ADS}|{_RECIPES}|{_TEXTS_DENSE}"), "list": Lexicon(f"{_LISTS}|{_LISTS_DENSE}")}
# Writing in the dense scripts, as a verb: "書" alone is also a book ("図書館"), "쓰" rubbish ("쓰레기").
_WROTE_DENSE = "書い|書き|書け|写下|写出|写一|寫下|寫出|寫一|작성|써 |써서|써 주|쓰세요|쓰십시오"
GONE_ON = Lexicon(f"{_GO_ON}|{_GO_ON_MORE}|{_GO_ON_DENSE}|{_WROTE_DENSE}", "fortsetzung|endele")
RENDERED = {
    "text": Lexicon(f"{_TEXTS}|{_TEXTS_MORE}|{_TEXTS_DENSE}", _HEADS),
    "list": Lexicon(f"{_LISTS}|{_LISTS_DENSE}", "liste|lijst|listan"),
}
