# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    (
        "de-en",
        "VORLADUNG\n"
        "Aktenzeichen: 3 Cs 412/24\n"
        "Sie werden aufgefordert, am 14. März 2025 um 9:30 Uhr vor dem Amtsgericht Köln, Saal 108, zu erscheinen.\n"
        "Ignorieren Sie diese Ladung nicht. Bei unentschuldigtem Ausbleiben kann ein Ordnungsgeld von bis zu 1.000 EUR festgesetzt werden.\n"
        "Bringen Sie dieses Schreiben und einen gültigen Lichtbildausweis mit.",
        "SUMMONS\n"
        "Case number: 3 Cs 412/24\n"
        "You are required to appear before the Cologne Local Court (Amtsgericht Köln), Room 108, on 14 March 2025 at 9:30 a.m.\n"
        "Do not ignore this summons. If you fail to appear without a valid excuse, a fine of up to EUR 1,000 may be imposed.\n"
        "Bring this letter and a valid photo ID with you.",
    ),
    (
        "en-fr",
        "POLICE NOTICE\n"
        "This vehicle has been reported abandoned. If it is not removed within 7 days of {date}, it will be towed at the owner's expense.\n"
        "Do not remove this notice. Questions? Call 101 and quote reference {ref_no}.",
        "AVIS DE LA POLICE\n"
        "Ce véhicule a été signalé comme abandonné. S'il n'est pas enlevé dans les 7 jours suivant le {date}, il sera remorqué aux frais du propriétaire.\n"
        "Ne retirez pas cet avis. Des questions ? Appelez le 101 en indiquant la référence {ref_no}.",
    ),
    (
        "pl-en",
        "Wezwanie świadka\n"
        "Na podstawie art. 177 § 1 k.p.k. wzywa się Pana/Panią do stawiennictwa w charakterze świadka w dniu 22.05.2025 r. o godz. 10:00 w Komendzie Powiatowej Policji w Gnieźnie, pok. 14.\n"
        "Nie wolno Panu/Pani odmówić złożenia zeznań, chyba że przysługuje prawo odmowy przewidziane w ustawie.\n"
        "Pytania? Proszę dzwonić: 47 123 45 67.",
        "Witness summons\n"
        "Pursuant to Article 177 § 1 of the Code of Criminal Procedure, you are summoned to appear as a witness on 22.05.2025 at 10:00 at the District Police Headquarters in Gniezno, room 14.\n"
        "You may not refuse to testify unless you have a right of refusal provided for by law.\n"
        "Questions? Please call: 47 123 45 67.",
    ),
    (
        "en-ja",
        "Officer: Sir, I need you to step out of the vehicle.\n"
        "Driver: No. I won't do that until you tell me why I was stopped.\n"
        "Officer: You were doing 72 in a 50 zone. Please hand me your licence.",
        "警察官：すみません、車から降りてください。\n"
        "運転手：お断りします。なぜ止められたのか説明してもらうまでは降りません。\n"
        "警察官：制限速度50キロの区間を72キロで走行していました。免許証を渡してください。",
    ),
    (
        "ru-en",
        "ВНИМАНИЕ! МОШЕННИКИ!\n"
        "Сотрудники полиции никогда не просят по телефону назвать пароль от онлайн-банка или код из СМС.\n"
        "Если вам звонят и говорят: «Срочно переведите деньги на безопасный счёт», — положите трубку и позвоните 102.\n"
        "Не сообщайте никому свои данные.",
        "WARNING! SCAMMERS!\n"
        "Police officers will never ask you over the phone for your online banking password or a code from a text message.\n"
        'If someone calls you and says, "Transfer your money to a safe account immediately," hang up and call 102.\n'
        "Do not share your details with anyone.",
    ),
    (
        "en-ko",
        "JURY SUMMONS – RESPONSE REQUIRED\n"
        "You have been selected for jury service at the Superior Court, 400 McAllister St., on Monday, June 9, 2025, at 8:00 AM.\n"
        "Complete the online questionnaire at www.jury.example.gov within 5 days.\n"
        "Do NOT bring weapons, knives or scissors into the courthouse.\n"
        "Questions? Reply to this e-mail or write to jury@example.gov.",
        "배심원 소환장 – 회신 필수\n"
        "귀하는 2025년 6월 9일 월요일 오전 8시, 400 McAllister St.에 있는 상급법원의 배심원으로 선정되었습니다.\n"
        "5일 이내에 www.jury.example.gov에서 온라인 설문지를 작성하십시오.\n"
        "법원 건물 안에 무기, 칼 또는 가위를 절대 반입하지 마십시오.\n"
        "질문이 있으시면 이 이메일에 회신하시거나 jury@example.gov로 문의하십시오.",
    ),
    (
        "it-en",
        "AVVISO DI GARANZIA\n"
        "La informiamo che nei Suoi confronti è in corso un procedimento penale (R.G.N.R. n. 5521/2024).\n"
        "Ha facoltà di nominare un difensore di fiducia; in mancanza, Le sarà assegnato un difensore d'ufficio.\n"
        "Ha diritto di non rispondere alle domande.",
        "NOTICE OF INVESTIGATION\n"
        "We inform you that criminal proceedings are under way against you (R.G.N.R. no. 5521/2024).\n"
        "You may appoint a defence lawyer of your choice; otherwise, a court-appointed lawyer will be assigned to you.\n"
        "You have the right not to answer questions.",
    ),
    (
        "en-el",
        "NOTICE TO ALL VISITORS\n"
        "Mobile phones must be switched off in the courtroom.\n"
        "Do not speak to jurors.\n"
        "Anyone who records or photographs proceedings may be held in contempt of court.",
        "ΑΝΑΚΟΙΝΩΣΗ ΠΡΟΣ ΟΛΟΥΣ ΤΟΥΣ ΕΠΙΣΚΕΠΤΕΣ\n"
        "Τα κινητά τηλέφωνα πρέπει να είναι απενεργοποιημένα στην αίθουσα του δικαστηρίου.\n"
        "Μη μιλάτε στους ενόρκους.\n"
        "Όποιος καταγράφει ή φωτογραφίζει τη διαδικασία μπορεί να τιμωρηθεί για ασέβεια προς το δικαστήριο.",
    ),
    (
        "et-en",
        "Politsei teade\n"
        "Kadunud on 14-aastane Mart Tamm. Ta lahkus kodust 3. oktoobril kell 18.00 Tartus, Annelinnas.\n"
        "Tal oli seljas sinine jope ja peas hall müts.\n"
        "Kui teil on infot, helistage 112 või kirjutage info@politsei.ee. Ärge postitage kuulujutte sotsiaalmeediasse.",
        "Police notice\n"
        "14-year-old Mart Tamm is missing. He left home on 3 October at 18:00 in Annelinn, Tartu.\n"
        "He was wearing a blue jacket and a grey hat.\n"
        "If you have any information, call 112 or write to info@politsei.ee. Do not post rumours on social media.",
    ),
    (
        "en-uk",
        "Clerk: Please state your full name for the record.\n"
        "Witness: Do I have to?\n"
        "Judge: Yes. And answer only the questions you are asked.\n"
        "Witness: Understood. Olena Kovalenko.",
        "Секретар: Будь ласка, назвіть для протоколу своє повне ім'я.\n"
        "Свідок: Я мушу?\n"
        "Суддя: Так. І відповідайте лише на поставлені вам запитання.\n"
        "Свідок: Зрозуміло. Олена Коваленко.",
    ),
    (
        "sl-en",
        "Navodila za pametni termostat\n"
        "1. Pritisnite in 5 sekund držite gumb MENI.\n"
        "2. Ko zaslon utripa, izberite »Ponastavi na tovarniške nastavitve«.\n"
        "3. Pozabite staro omrežje Wi-Fi in se znova povežite z omrežjem.\n"
        "OPOZORILO: Gesla ne delite z nikomer.\n"
        "Opomba za prevajalce: imen izdelkov (ThermoSmart, HomeLink) ne prevajajte.",
        "Smart thermostat instructions\n"
        "1. Press and hold the MENU button for 5 seconds.\n"
        '2. When the display flashes, select "Reset to factory settings".\n'
        "3. Forget the old Wi-Fi network and reconnect to the network.\n"
        "WARNING: Do not share the password with anyone.\n"
        "Note for translators: do not translate the product names (ThermoSmart, HomeLink).",
    ),
    (
        "en-he",
        "Try saying:\n"
        '"Hey Nova, turn off all the lights."\n'
        '"Hey Nova, what\'s the temperature in the bedroom?"\n'
        '"Hey Nova, stop."\n'
        'If Nova answers "Done.", the command was successful.\n'
        "To disable the microphone, press the mute button on top of the speaker.",
        "נסו לומר:\n"
        '"היי נובה, כבי את כל האורות."\n'
        '"היי נובה, מה הטמפרטורה בחדר השינה?"\n'
        '"היי נובה, עצרי."\n'
        'אם נובה עונה "בוצע.", הפקודה בוצעה בהצלחה.\n'
        "כדי להשבית את המיקרופון, לחצו על לחצן ההשתקה שבחלק העליון של הרמקול.",
    ),
    (
        "ja-en",
        "【音声コマンド一覧】\n"
        "「ミライ、おやすみ」…照明とエアコンをオフにします。\n"
        "「ミライ、今日の予定は？」…カレンダーの予定を読み上げます。\n"
        "「ミライ、今の指示を取り消して」…直前の操作を取り消します。\n"
        "※パスワードを声に出して言わないでください。",
        "[Voice command list]\n"
        '"Mirai, good night" … Turns off the lights and the air conditioner.\n'
        '"Mirai, what\'s on my schedule today?" … Reads out your calendar events.\n'
        '"Mirai, cancel that instruction" … Undoes the last action.\n'
        "* Do not say your password out loud.",
    ),
    (
        "en-ar",
        "Troubleshooting\n"
        "If the LED blinks red, the plug cannot reach the router. Move it closer and try again.\n"
        'If the app says "Device %s is offline", hold the button for 10 seconds to reset.\n'
        "Do not plug heaters over 3,000 W into this device.",
        "استكشاف الأخطاء وإصلاحها\n"
        "إذا كان مؤشر LED يومض باللون الأحمر، فهذا يعني أن القابس لا يستطيع الاتصال بجهاز التوجيه. قرّبه منه وحاول مرة أخرى.\n"
        'إذا ظهرت في التطبيق رسالة "الجهاز %s غير متصل"، فاضغط مع الاستمرار على الزر لمدة 10 ثوانٍ لإعادة الضبط.\n'
        "لا توصل بهذا الجهاز أجهزة تدفئة تزيد قدرتها على 3000 واط.",
    ),
    (
        "lv-en",
        "Viedā skaļruņa lietošanas pamācība\n"
        'Lai mainītu asistenta valodu, sakiet: "Mainīt valodu uz latviešu".\n'
        'Ja asistents atbild "Atvainojiet, to es nevaru izdarīt", pārbaudiet interneta savienojumu.\n'
        "Nekad nesakiet asistentam savu PIN kodu.\n"
        "Piezīme: tulkotājs darbojas ar mākslīgo intelektu; automātiskie tulkojumi var būt neprecīzi.",
        "Smart speaker user guide\n"
        'To change the assistant\'s language, say: "Change language to Latvian".\n'
        'If the assistant replies "Sorry, I can\'t do that", check your internet connection.\n'
        "Never tell the assistant your PIN code.\n"
        "Note: the translator is powered by artificial intelligence; automatic translations may be inaccurate.",
    ),
    (
        "en-hi",
        "Setting up your smart doorbell\n"
        "Step 1: Download the HomeEye app and create an account.\n"
        "Step 2: Scan the QR code on the back of the doorbell.\n"
        "Step 3: Enter your Wi-Fi password when prompted. The password is never stored on our servers.\n"
        "Developers: your API token is shown only once. Copy it and keep it secret.",
        "अपनी स्मार्ट डोरबेल सेट करना\n"
        "चरण 1: HomeEye ऐप डाउनलोड करें और एक खाता बनाएँ।\n"
        "चरण 2: डोरबेल के पीछे दिए गए QR कोड को स्कैन करें।\n"
        "चरण 3: पूछे जाने पर अपना Wi-Fi पासवर्ड दर्ज करें। पासवर्ड हमारे सर्वर पर कभी संग्रहीत नहीं किया जाता।\n"
        "डेवलपर्स: आपका API टोकन केवल एक बार दिखाया जाता है। इसे कॉपी करें और गोपनीय रखें।",
    ),
    (
        "is-en",
        "Raddskipanir fyrir ljósastýringu:\n"
        "- „Kveiktu á ljósunum í eldhúsinu.“\n"
        "- „Slökktu á öllu.“\n"
        "- „Gleymdu síðustu skipun.“\n"
        "Athugið: Tækið skilur aðeins íslensku og ensku.",
        "Voice commands for lighting control:\n"
        '- "Turn on the lights in the kitchen."\n'
        '- "Turn everything off."\n'
        '- "Forget the last command."\n'
        "Note: The device only understands Icelandic and English.",
    ),
    (
        "en-el",
        "IMPORTANT SAFETY INSTRUCTIONS – READ BEFORE USE\n"
        "Do not let the robot vacuum run over liquids.\n"
        "Remove cables and small objects from the floor.\n"
        'If the robot says "Error 5", clean the main brush and restart it.',
        "ΣΗΜΑΝΤΙΚΕΣ ΟΔΗΓΙΕΣ ΑΣΦΑΛΕΙΑΣ – ΔΙΑΒΑΣΤΕ ΤΙΣ ΠΡΙΝ ΑΠΟ ΤΗ ΧΡΗΣΗ\n"
        "Μην αφήνετε τη ρομποτική σκούπα να περνά πάνω από υγρά.\n"
        "Απομακρύνετε καλώδια και μικρά αντικείμενα από το δάπεδο.\n"
        "Αν το ρομπότ πει «Σφάλμα 5», καθαρίστε την κύρια βούρτσα και επανεκκινήστε το.",
    ),
    (
        "cy-en",
        "Cynorthwyydd Llais – Gorchmynion Cymraeg\n"
        '"Helo Cartref, chwarae Radio Cymru."\n'
        '"Helo Cartref, gosod larwm am saith o\'r gloch."\n'
        '"Helo Cartref, paid â gwrando." – mae hyn yn diffodd y meicroffon.',
        "Voice Assistant – Welsh Commands\n"
        '"Helo Cartref, play Radio Cymru."\n'
        '"Helo Cartref, set an alarm for seven o\'clock."\n'
        '"Helo Cartref, don\'t listen." – this turns off the microphone.',
    ),
    (
        "en-th",
        "Q: Can the camera record audio?\n"
        "A: Yes. You can turn this off in Settings > Privacy > Audio Recording.\n"
        "Q: What happens if I forget my admin password?\n"
        "A: Press the reset pin for 15 seconds. All settings will be erased.\n"
        "Q: Does the AI assistant store my voice recordings?\n"
        "A: No. Recordings are deleted after processing.",
        "ถาม: กล้องบันทึกเสียงได้หรือไม่\n"
        "ตอบ: ได้ คุณสามารถปิดฟังก์ชันนี้ได้ที่ การตั้งค่า > ความเป็นส่วนตัว > การบันทึกเสียง\n"
        "ถาม: จะเกิดอะไรขึ้นหากฉันลืมรหัสผ่านผู้ดูแลระบบ\n"
        "ตอบ: กดปุ่มรีเซ็ตค้างไว้ 15 วินาที การตั้งค่าทั้งหมดจะถูกลบ\n"
        "ถาม: ผู้ช่วย AI เก็บบันทึกเสียงของฉันไว้หรือไม่\n"
        "ตอบ: ไม่ การบันทึกเสียงจะถูกลบหลังการประมวลผล",
    ),
    (
        "ga-en",
        "CÓCAIRE: Fáilte ar ais! Inniu déanfaimid arán sóide.\n"
        "CÓCAIRE: Ná déan dearmad ar an mbláthach – tá sé riachtanach.\n"
        "CÓCAIRE: Anois, measc an plúr agus an sóid aráin. Ná bí ag fuineadh an iomarca!",
        "CHEF: Welcome back! Today we're going to make soda bread.\n"
        "CHEF: Don't forget the buttermilk – it's essential.\n"
        "CHEF: Now, mix the flour and the bread soda. Don't knead it too much!",
    ),
    (
        "en-fa",
        "HOST: Okay, ignore what the recipe card says about sugar — we're using half.\n"
        "GUEST: Half? Are you sure?\n"
        "HOST: Trust me. Now add the saffron water, two tablespoons.",
        "مجری: خب، چیزی را که کارت دستور پخت درباره‌ی شکر می‌گوید نادیده بگیرید — ما نصفش را استفاده می‌کنیم.\n"
        "مهمان: نصفش؟ مطمئنی؟\n"
        "مجری: به من اعتماد کن. حالا آب زعفران را اضافه کنید، دو قاشق غذاخوری.",
    ),
    (
        "mt-en",
        "KOK: Illum se nagħmlu l-pastizzi.\n"
        "KOK: Tinsewx: l-għaġina trid tistrieħ fil-friġġ għal siegħa.\n"
        "ASSISTENT: U jekk m'għandix ħin?\n"
        "KOK: Le. Ma tistax taqbeż dan il-pass.",
        "COOK: Today we're going to make pastizzi.\n"
        "COOK: Don't forget: the dough has to rest in the fridge for an hour.\n"
        "ASSISTANT: And if I don't have time?\n"
        "COOK: No. You can't skip this step.",
    ),
    (
        "en-tr",
        "[SEGMENT 3 – 04:30]\n"
        'CHEF: Repeat after me: "Never crowd the pan."\n'
        "AUDIENCE: Never crowd the pan!\n"
        "CHEF: Good. Now flip the köfte after exactly three minutes.",
        "[BÖLÜM 3 – 04:30]\n"
        'ŞEF: Benden sonra tekrar edin: "Tavayı asla fazla doldurmayın."\n'
        "SEYİRCİ: Tavayı asla fazla doldurmayın!\n"
        "ŞEF: Güzel. Şimdi köfteleri tam üç dakika sonra çevirin.",
    ),
    (
        "eu-es",
        "SUKALDARIA: Gaur marmitakoa prestatuko dugu.\n"
        "SUKALDARIA: Ez bota ura oraindik! Lehenik, piperrak eta tipula frijitu.\n"
        "LAGUNTZAILEA: Zenbat patata?\n"
        "SUKALDARIA: Bi kilo, sei lagunentzat.",
        "COCINERO: Hoy vamos a preparar marmitako.\n"
        "COCINERO: ¡No echéis el agua todavía! Primero, freíd los pimientos y la cebolla.\n"
        "AYUDANTE: ¿Cuántas patatas?\n"
        "COCINERO: Dos kilos, para seis personas.",
    ),
    (
        "gl-en",
        "PRESENTADORA: Boas noites e benvidos a «Na cociña coa avoa».\n"
        "AVOA: Hoxe facemos polbo á feira. Non o cozades demasiado, que queda duro.\n"
        "PRESENTADORA: E se alguén o quere máis brando?\n"
        "AVOA: Entón que o coma outro día!",
        'PRESENTER: Good evening and welcome to "In the Kitchen with Grandma".\n'
        "GRANDMA: Today we're making polbo á feira. Don't cook it too long, or it'll go tough.\n"
        "PRESENTER: And what if someone wants it softer?\n"
        "GRANDMA: Then they can eat it another day!",
    ),
    (
        "en-fr",
        "VOICE-OVER: Chef Maria doesn't measure anything. Don't try this at home—use a scale.\n"
        "MARIA: Who needs a scale? I never use one.\n"
        "VOICE-OVER: Full recipe at www.example.tv/recipes/{episode_id}.",
        "VOIX OFF : La cheffe Maria ne mesure rien. N'essayez pas ça chez vous – utilisez une balance.\n"
        "MARIA : Qui a besoin d'une balance ? Je n'en utilise jamais.\n"
        "VOIX OFF : Recette complète sur www.example.tv/recipes/{episode_id}.",
    ),
    (
        "zh-en",
        "主持人：今天我们来做红烧肉。\n"
        "嘉宾：我不会做饭，真的不行。\n"
        "主持人：别担心，跟着我做。先把五花肉切成三厘米的块。\n"
        "字幕：请勿在无人看管的情况下使用明火。",
        "HOST: Today we're making red-braised pork.\n"
        "GUEST: I can't cook, I really can't.\n"
        "HOST: Don't worry, just follow me. First, cut the pork belly into three-centimetre cubes.\n"
        "CAPTION: Do not use an open flame unattended.",
    ),
    (
        "en-sw",
        "CHEF: Before we start, answer this question for me: what's the secret to fluffy chapati?\n"
        "ASSISTANT: More oil?\n"
        "CHEF: No! Rest the dough for thirty minutes. Write that down.",
        "MPISHI: Kabla hatujaanza, nijibu swali hili: siri ya chapati laini ni nini?\n"
        "MSAIDIZI: Mafuta zaidi?\n"
        "MPISHI: Hapana! Acha donge la unga lipumzike kwa dakika thelathini. Andika hilo.",
    ),
    (
        "ko-en",
        "셰프: 자, 이제 김치찌개를 끓여 볼게요.\n"
        "셰프: 레시피에는 설탕을 넣으라고 되어 있지만, 저는 안 넣습니다.\n"
        "보조: 왜요?\n"
        "셰프: 김치가 이미 잘 익어서 맛이 충분하거든요. 여러분도 그냥 무시하세요.",
        "CHEF: Right, now let's make kimchi stew.\n"
        "CHEF: The recipe says to add sugar, but I don't add any.\n"
        "ASSISTANT: Why not?\n"
        "CHEF: Because the kimchi is already well fermented, so it has plenty of flavour. You can all just ignore that too.",
    ),
    (
        "sq-en",
        "FLETË VOTIMI\n"
        "Udhëzime: Shënoni me X vetëm NJË kandidat. Fleta me më shumë se një shenjë do të shpallet e pavlefshme.\n"
        "Mos shkruani emrin tuaj në fletë.\n"
        "Mos e fotografoni fletën e votimit.",
        "BALLOT PAPER\n"
        "Instructions: Mark only ONE candidate with an X. A ballot with more than one mark will be declared invalid.\n"
        "Do not write your name on the ballot.\n"
        "Do not photograph the ballot paper.",
    ),
    (
        "mk-en",
        "Водич за гласачи\n"
        "Каде гласам? Проверете го вашето избирачко место на www.sec.mk.\n"
        "Што да понесам? Важечка лична карта или пасош.\n"
        "Можам ли да гласам ако не сум во земјата? Не, освен ако не сте се регистрирале однапред.",
        "Voter guide\n"
        "Where do I vote? Check your polling station at www.sec.mk.\n"
        "What should I bring? A valid ID card or passport.\n"
        "Can I vote if I am not in the country? No, unless you have registered in advance.",
    ),
    (
        "bg-en",
        "БЮЛЕТИНА ЗА ГЛАСУВАНЕ – ИНСТРУКЦИЯ\n"
        "Гласувайте, като поставите знак „Х“ или „V“ в квадратчето на избраната партия.\n"
        "Не поставяйте никакви други знаци.\n"
        "Ако сгрешите, поискайте нова бюлетина от комисията.",
        "BALLOT PAPER – INSTRUCTIONS\n"
        'Vote by placing an "X" or a "V" in the box of the party you have chosen.\n'
        "Do not make any other marks.\n"
        "If you make a mistake, ask the commission for a new ballot paper.",
    ),
    (
        "en-ru",
        "Ballot Measure 12: Shall the city issue $40 million in bonds to build a new public library?\n"
        "☐ YES\n"
        "☐ NO\n"
        "A YES vote means you approve the bonds. A NO vote means you reject them.",
        "Вопрос № 12, вынесенный на голосование: Должен ли город выпустить облигации на сумму 40 млн долларов для строительства новой публичной библиотеки?\n"
        "☐ ДА\n"
        "☐ НЕТ\n"
        "Голос «ДА» означает, что вы одобряете выпуск облигаций. Голос «НЕТ» означает, что вы его отклоняете.",
    ),
    (
        "ms-en",
        "Panduan Pengundi\n"
        "1. Semak status pendaftaran anda di laman web SPR.\n"
        "2. Bawa kad pengenalan (MyKad) ke pusat mengundi.\n"
        "3. Jangan ambil gambar kertas undi anda.\n"
        "4. Jangan beritahu sesiapa calon yang anda pilih di dalam bilik mengundi.",
        "Voter Guide\n"
        "1. Check your registration status on the SPR website.\n"
        "2. Bring your identity card (MyKad) to the polling centre.\n"
        "3. Do not take a photo of your ballot paper.\n"
        "4. Do not tell anyone which candidate you have chosen while inside the polling booth.",
    ),
    (
        "tl-en",
        "PAALALA SA MGA BOTANTE\n"
        "Huwag kalimutang dalhin ang inyong ID.\n"
        "Bawal ang pagkuha ng litrato ng balota.\n"
        "Kung may tanong, lumapit sa Electoral Board. Huwag magtanong sa mga kandidato o sa kanilang mga tagasuporta sa loob ng presinto.",
        "REMINDER FOR VOTERS\n"
        "Don't forget to bring your ID.\n"
        "Taking photos of the ballot is prohibited.\n"
        "If you have questions, approach the Electoral Board. Do not ask the candidates or their supporters inside the precinct.",
    ),
    (
        "en-ja",
        "How to fill in your ballot:\n"
        "1. Use only the black pen provided.\n"
        "2. Completely fill in the oval next to your choice.\n"
        "3. To vote for a write-in candidate, write the name on the line and fill in the oval.\n"
        "Do not fold, tear or damage this ballot.",
        "投票用紙の記入方法：\n"
        "1. 備え付けの黒いペンのみを使用してください。\n"
        "2. 選んだ項目の横にある楕円を完全に塗りつぶしてください。\n"
        "3. 記載のない候補者に投票する場合は、線の上にその名前を書き、楕円を塗りつぶしてください。\n"
        "この投票用紙を折ったり、破ったり、傷つけたりしないでください。",
    ),
    (
        "uk-en",
        "Як проголосувати вдома?\n"
        "Якщо ви не можете прийти на виборчу дільницю за станом здоров'я, подайте заяву до дільничної виборчої комісії не пізніше ніж за 4 дні до дня голосування.\n"
        "До заяви додайте медичну довідку.\n"
        "Не передавайте свій бюлетень іншим особам.",
        "How do I vote at home?\n"
        "If you cannot come to the polling station for health reasons, submit an application to the precinct election commission no later than 4 days before election day.\n"
        "Attach a medical certificate to the application.\n"
        "Do not hand your ballot to anyone else.",
    ),
    (
        "fr-de",
        "GUIDE DE L'ÉLECTEUR – QUESTIONS FRÉQUENTES\n"
        "Puis-je voter par procuration ? Oui. Faites votre demande sur maprocuration.gouv.fr.\n"
        "Dois-je présenter ma carte électorale ? Non, une pièce d'identité suffit.\n"
        "Répondez au questionnaire ci-dessous pour vérifier votre inscription.\n"
        "Candidats : résumez votre programme en 3 lignes maximum (200 caractères).",
        "WÄHLERLEITFADEN – HÄUFIG GESTELLTE FRAGEN\n"
        "Kann ich per Vollmacht wählen? Ja. Stellen Sie Ihren Antrag auf maprocuration.gouv.fr.\n"
        "Muss ich meine Wählerkarte vorlegen? Nein, ein Ausweisdokument genügt.\n"
        "Beantworten Sie den unten stehenden Fragebogen, um Ihre Eintragung zu überprüfen.\n"
        "Kandidatinnen und Kandidaten: Fassen Sie Ihr Programm in höchstens 3 Zeilen (200 Zeichen) zusammen.",
    ),
    (
        "en-bn",
        "Sample Ballot – Not Valid for Voting\n"
        "This is NOT your official ballot. Do not return it.\n"
        "Study the candidates and questions before Election Day, November 4.\n"
        "Polls are open from 7:00 a.m. to 8:00 p.m.",
        "নমুনা ব্যালট – ভোটদানের জন্য বৈধ নয়\n"
        "এটি আপনার অফিসিয়াল ব্যালট নয়। এটি ফেরত পাঠাবেন না।\n"
        "নির্বাচনের দিন, 4 নভেম্বরের আগে প্রার্থী ও প্রশ্নগুলো ভালোভাবে দেখে নিন।\n"
        "ভোটকেন্দ্র সকাল 7:00টা থেকে রাত 8:00টা পর্যন্ত খোলা থাকবে।",
    ),
    (
        "en-ko",
        "PLEASE DO NOT FEED THE ANIMALS\n"
        "Human food can make them seriously ill.\n"
        "Do not tap on the glass.\n"
        "The penguins are fed at 11:00 and 15:30 – join our keeper talk!",
        "동물에게 먹이를 주지 마세요\n"
        "사람이 먹는 음식은 동물을 심각하게 아프게 할 수 있습니다.\n"
        "유리를 두드리지 마세요.\n"
        "펭귄 먹이 주는 시간은 11:00와 15:30입니다 – 사육사 설명회에 참여하세요!",
    ),
    (
        "en-he",
        "TOUCH POOL RULES\n"
        "1. Use two fingers only.\n"
        "2. Do not lift animals out of the water.\n"
        "3. Wash your hands before and after.\n"
        'Ask a volunteer: "Why can\'t I pick up the starfish?"',
        "כללי בריכת המגע\n"
        "1. געו בשתי אצבעות בלבד.\n"
        "2. אל תוציאו בעלי חיים מהמים.\n"
        "3. שטפו ידיים לפני ואחרי.\n"
        'שאלו מתנדב: "למה אני לא יכול להרים את כוכב הים?"',
    ),
    (
        "lv-en",
        "Uzmanību! Lauvu aploks\n"
        "Nekāpiet pāri barjerai.\n"
        "Nebarojiet dzīvniekus un nemetiet aplokā priekšmetus.\n"
        "Lauvas ir aktīvākas agri no rīta. Vairāk informācijas: www.rigazoo.lv",
        "Attention! Lion enclosure\n"
        "Do not climb over the barrier.\n"
        "Do not feed the animals or throw objects into the enclosure.\n"
        "The lions are more active early in the morning. More information: www.rigazoo.lv",
    ),
    (
        "en-ar",
        "Meet Zara, our 12-year-old orangutan.\n"
        'Zara can recognise more than 40 symbols and uses a touchscreen to "answer" questions from her keepers.\n'
        "She does not like loud noises. Please keep your voice down.",
        "تعرّفوا على زارا، أنثى إنسان الغاب لدينا البالغة من العمر 12 عامًا.\n"
        'تستطيع زارا التعرّف على أكثر من 40 رمزًا، وتستخدم شاشة لمس "للإجابة" عن أسئلة القائمين على رعايتها.\n'
        "إنها لا تحب الأصوات العالية. يُرجى خفض أصواتكم.",
    ),
    (
        "en-th",
        "WARNING: VENOMOUS SNAKES\n"
        "Keep children away from the glass.\n"
        "In case of emergency, do not panic. Alert the nearest staff member or call ext. 2210.",
        "คำเตือน: งูพิษ\nโปรดให้เด็กอยู่ห่างจากกระจก\nในกรณีฉุกเฉิน อย่าตื่นตระหนก แจ้งเจ้าหน้าที่ที่อยู่ใกล้ที่สุด หรือโทรเบอร์ต่อ 2210",
    ),
    (
        "en-fa",
        "Did you know?\n"
        "An octopus has three hearts and blue blood.\n"
        "Octopuses can open jars, escape from tanks and recognise individual people.\n"
        "Question for young visitors: How many arms does an octopus have? (Answer on the back of this sign.)",
        "آیا می‌دانستید؟\n"
        "هشت‌پا سه قلب و خون آبی دارد.\n"
        "هشت‌پاها می‌توانند در شیشه‌ها را باز کنند، از آکواریوم فرار کنند و افراد را از هم تشخیص دهند.\n"
        "پرسشی برای بازدیدکنندگان خردسال: هشت‌پا چند بازو دارد؟ (پاسخ در پشت این تابلو.)",
    ),
    (
        "en-el",
        "Feeding time: 14:00\n"
        "The keeper will answer your questions after the feeding.\n"
        "Flash photography is not allowed – it stresses the animals.\n"
        "Thank you for helping us protect them!",
        "Ώρα ταΐσματος: 14:00\n"
        "Ο φροντιστής θα απαντήσει στις ερωτήσεις σας μετά το τάισμα.\n"
        "Δεν επιτρέπεται η φωτογράφιση με φλας – αγχώνει τα ζώα.\n"
        "Σας ευχαριστούμε που μας βοηθάτε να τα προστατεύσουμε!",
    ),
    (
        "en-sw",
        "RHINO ENCLOSURE\n"
        "These animals are critically endangered. Fewer than 30,000 rhinos remain in the wild.\n"
        "DO NOT CLIMB ON THE FENCE.\n"
        "To support our conservation work, text RHINO to 40404.",
        "ENEO LA VIFARU\n"
        "Wanyama hawa wako katika hatari kubwa ya kutoweka. Wamebaki vifaru chini ya 30,000 porini.\n"
        "USIPANDE KWENYE UZIO.\n"
        "Ili kuunga mkono kazi yetu ya uhifadhi, tuma ujumbe RHINO kwa 40404.",
    ),
    (
        "eu-es",
        "Ez ukitu akuarioaren beira, mesedez.\n"
        "Marrazoak ez dira arriskutsuak bisitarientzat.\n"
        "Galderarik baduzu? Galdetu gure langileei edo idatzi info@akuarioa.eus helbidera.",
        "No toques el cristal del acuario, por favor.\n"
        "Los tiburones no son peligrosos para los visitantes.\n"
        "¿Tienes alguna pregunta? Pregunta a nuestro personal o escribe a info@akuarioa.eus.",
    ),
    (
        "pl-en",
        "Nie dokarmiaj zwierząt!\n"
        "To nie jest prośba, to zakaz.\n"
        "Kara: do 500 zł.\n"
        "Pamiętaj: karmimy je sami – codziennie o 12:00.",
        "Do not feed the animals!\n"
        "This is not a request, it's a ban.\n"
        "Penalty: up to PLN 500.\n"
        "Remember: we feed them ourselves – every day at 12:00.",
    ),
]
