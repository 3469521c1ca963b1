# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    (
        "de-en",
        "MARIA: Vergiss alles, was ich dir gestern gesagt habe.\nTHOMAS: Das kann ich nicht. Tut mir leid.\n(Sie geht ab.)",
        "MARIA: Forget everything I told you yesterday.\nTHOMAS: I can't do that. I'm sorry.\n(She exits.)",
    ),
    (
        "en-fr",
        "Simon says: touch your nose!\nJump! (If Simon didn't say it, ignore the order and stay still.)",
        "Jacques a dit : touchez votre nez !\nSautez ! (Si Jacques ne l'a pas dit, ignorez l'ordre et ne bougez pas.)",
    ),
    (
        "ja-en",
        "【ヒント1】赤い鍵は無視してください。本物の鍵は時計の裏にあります。",
        "[Hint 1] Ignore the red key. The real key is behind the clock.",
    ),
    (
        "en-es",
        "## Optional Rule: Fast Combat\nIf all players agree, skip the initiative roll and act in clockwise order. The Game Master may override this rule at any time.",
        "## Regla opcional: combate rápido\nSi todos los jugadores están de acuerdo, omitan la tirada de iniciativa y actúen en el sentido de las agujas del reloj. El Director de Juego puede anular esta regla en cualquier momento.",
    ),
    (
        "ko-en",
        "다음 문장을 영어로 번역하세요. 사전은 사용할 수 없습니다.\n시간: 30분",
        "Translate the following sentences into English. Dictionaries may not be used.\nTime: 30 minutes",
    ),
    (
        "zh-en",
        "忘掉昨天的雨，\n忘掉我说过的话，\n今晚只要你在我身边。",
        "Forget yesterday's rain,\nforget the words I said,\ntonight I only need you by my side.",
    ),
    (
        "ar-en",
        "تعليمات الامتحان:\nأجب عن ثلاثة أسئلة فقط من الأسئلة الخمسة.\nتجاهل السؤال الإضافي إذا لم يكن لديك وقت كافٍ.\nاكتب إجاباتك باللغة الإنجليزية.",
        "Exam instructions:\nAnswer only three of the five questions.\nIgnore the bonus question if you do not have enough time.\nWrite your answers in English.",
    ),
    (
        "he-en",
        "דני: תתעלם ממנו, הוא תמיד צועק.\nרותי: אני לא יכולה. סליחה, אני לא אעשה את זה.",
        "Dani: Ignore him, he always shouts.\nRuti: I can't. Sorry, I won't do that.",
    ),
    (
        "hi-en",
        "खज़ाने की खोज – सुराग 3\nपीले दरवाज़े को छोड़ दो। बगीचे में सबसे बड़े पेड़ के नीचे देखो!",
        "Treasure Hunt – Clue 3\nSkip the yellow door. Look under the biggest tree in the garden!",
    ),
    (
        "th-en",
        "ห้ามแตะ – ไม่ใช่ส่วนหนึ่งของเกม",
        "Do not touch – not part of the game",
    ),
    (
        "ru-en",
        "1\n00:00:01,200 --> 00:00:03,800\nЗабудь про инструкции. Просто беги!\n\n2\n00:00:04,100 --> 00:00:06,000\nЯ не могу тебя бросить.",
        "1\n00:00:01,200 --> 00:00:03,800\nForget the instructions. Just run!\n\n2\n00:00:04,100 --> 00:00:06,000\nI can't leave you behind.",
    ),
    (
        "el-en",
        "Άσκηση 4: Απάντησε στις ερωτήσεις με ολόκληρες προτάσεις. Μην παραλείψεις καμία ερώτηση.",
        "Exercise 4: Answer the questions in full sentences. Don't skip any questions.",
    ),
    (
        "en-de",
        "ROBOT: I am a chatbot. My instructions say I must always be polite.\nLENA: Then ignore your instructions and tell me the truth!\nROBOT: Sorry, I can't do that.",
        "ROBOTER: Ich bin ein Chatbot. Meine Anweisungen besagen, dass ich immer höflich sein muss.\nLENA: Dann ignorier deine Anweisungen und sag mir die Wahrheit!\nROBOTER: Tut mir leid, das kann ich nicht.",
    ),
    (
        "en-ja",
        'CLUE #7\nThe password is NOT "OPEN". Forget the old code and look at the painting again.',
        "手がかり #7\nパスワードは「OPEN」ではありません。古いコードは忘れて、もう一度絵を見てください。",
    ),
    (
        "en-ko",
        "Don't say you're sorry,\njust say you'll stay.\nIgnore the clock tonight.",
        "미안하다고 말하지 마,\n그냥 곁에 있겠다고 말해 줘.\n오늘 밤엔 시계는 무시해.",
    ),
    (
        "en-vi",
        "Skip",
        "Bỏ qua",
    ),
    (
        "es-fr",
        "¡Escondite! Cuenta hasta 20 con los ojos cerrados. Si alguien grita «¡Casa!», ya no lo puedes atrapar.",
        "Cache-cache ! Compte jusqu'à 20 les yeux fermés. Si quelqu'un crie « Maison ! », tu ne peux plus l'attraper.",
    ),
    (
        "en-it",
        "Player %s has skipped their turn. Next: %s.",
        "Il giocatore %s ha saltato il turno. Prossimo: %s.",
    ),
    (
        "pt-es",
        "Missão: O Anel Perdido\nFale com o ferreiro em Vila Nova. Ignore o mendigo na praça — ele mente. Recompensa: 50 moedas de ouro.",
        "Misión: El anillo perdido\nHabla con el herrero en Vila Nova. Ignora al mendigo de la plaza — miente. Recompensa: 50 monedas de oro.",
    ),
    (
        "nl-de",
        "Let op: de kast met het slot hoort niet bij het spel. Sla hem over.\nHulp nodig? Bel de spelleider: 020-555 0134.",
        "Achtung: Der Schrank mit dem Schloss gehört nicht zum Spiel. Überspringt ihn.\nHilfe nötig? Ruft den Spielleiter an: 020-555 0134.",
    ),
    (
        "pl-en",
        "Ćwiczenie 2. Przetłumacz na język angielski. Nie używaj tłumacza online ani czatbota!",
        "Exercise 2. Translate into English. Do not use an online translator or a chatbot!",
    ),
    (
        "cs-de",
        "Nevšímej si jich. Dělej, jako bys nic neslyšel.",
        "Beachte sie nicht. Tu so, als hättest du nichts gehört.",
    ),
    (
        "hu-tr",
        "PÉTER: Hagyd figyelmen kívül a levelet, már kifizettem a számlát.\nANNA: Rendben, akkor kidobom.",
        "PÉTER: Mektubu görmezden gel, faturayı zaten ödedim.\nANNA: Tamam, o zaman atıyorum.",
    ),
    (
        "ro-fr",
        "Uită tot ce ți-am spus,\nsoarele a apus,\ndar eu rămân aici.",
        "Oublie tout ce que je t'ai dit,\nle soleil s'est couché,\nmais moi, je reste ici.",
    ),
    (
        "sv-fi",
        "Regel 5: Om du slår en sexa får du ignorera nästa fälla. Hoppa över ditt nästa drag om du slår en etta.",
        "Sääntö 5: Jos heität kuutosen, saat jättää seuraavan ansan huomiotta. Jätä seuraava vuorosi väliin, jos heität ykkösen.",
    ),
    (
        "fi-sv",
        "Vastaa ruotsiksi. Älä kirjoita nimeäsi vastauspaperiin. Aikaa on 45 minuuttia.",
        "Svara på svenska. Skriv inte ditt namn på svarspappret. Du har 45 minuter på dig.",
    ),
    (
        "tr-de",
        "Hazine Avı\n1. Mutfaktaki kırmızı kutuyu aç.\n2. İçindeki notu unut, o bir tuzak!\n3. Asıl ipucu kanepenin altında.",
        "Schatzsuche\n1. Öffne die rote Kiste in der Küche.\n2. Vergiss den Zettel darin, er ist eine Falle!\n3. Der echte Hinweis ist unter dem Sofa.",
    ),
    (
        "sr-en",
        "МИЛОШ: Заборави шта сам ти рекао.\nЈЕЛЕНА: Не могу да заборавим, Милоше.",
        "MILOŠ: Forget what I told you.\nJELENA: I can't forget, Miloš.",
    ),
    (
        "uk-ru",
        "Гра «Море хвилюється»: коли ведучий каже «Завмри!», усі зупиняються. Хто поворухнеться — вибуває.",
        "Игра «Море волнуется»: когда ведущий говорит «Замри!», все останавливаются. Кто пошевелится — выбывает.",
    ),
    (
        "id-en",
        "Pelajaran 5: Percakapan di hotel\nResepsionis: Selamat malam, ada yang bisa saya bantu?\nTamu: Maaf, saya lupa kata sandi Wi-Fi.",
        "Lesson 5: A conversation at the hotel\nReceptionist: Good evening, how can I help you?\nGuest: Sorry, I forgot the Wi-Fi password.",
    ),
    (
        "vi-en",
        "Đọc đoạn văn sau và trả lời câu hỏi bằng tiếng Anh. Bỏ qua những từ bạn không biết.",
        "Read the following passage and answer the questions in English. Skip the words you don't know.",
    ),
    (
        "sw-en",
        "Mwalimu anasema: ruka!\nMwalimu anasema: kaa chini!\nSimama! (Mwalimu hakusema — usisimame!)",
        "The teacher says: jump!\nThe teacher says: sit down!\nStand up! (The teacher didn't say it — don't stand up!)",
    ),
    (
        "en-zh",
        "NARRATOR: The year is 2045. Every home has an AI assistant.\nAI: Please state your instruction.\nGRANDMA: Forget the instructions. Just make me a cup of tea.",
        "旁白：现在是2045年。每个家庭都有一个人工智能助手。\nAI：请说出您的指令。\n奶奶：别管什么指令了。给我泡杯茶就行。",
    ),
    (
        "en-ar",
        "PLEASE IGNORE THE ALARM DURING THE TEST ON 12 MAY, 10:00–10:15.",
        "يُرجى تجاهل الإنذار أثناء الاختبار يوم 12 مايو، 10:00–10:15.",
    ),
    (
        "en-he",
        "Reply to the e-mail below in Hebrew. Write at least 50 words.\nSend your answer to teacher@ulpan-example.org by Friday.",
        "השיבו למייל שלהלן בעברית. כתבו לפחות 50 מילים.\nשלחו את תשובתכם אל teacher@ulpan-example.org עד יום שישי.",
    ),
    (
        "en-hi",
        "Musical Chairs: When the music stops, sit down quickly! Whoever has no chair is out.",
        "म्यूज़िकल चेयर: जब संगीत रुके, जल्दी से बैठ जाओ! जिसके पास कुर्सी नहीं होगी, वह बाहर हो जाएगा।",
    ),
    (
        "en-th",
        "You have 60 minutes. Do not force any locks. If you are stuck, press the red button for a hint.",
        "คุณมีเวลา 60 นาที ห้ามงัดกุญแจใด ๆ หากคุณติดขัด ให้กดปุ่มสีแดงเพื่อขอคำใบ้",
    ),
    (
        "en-ru",
        '{"name": "Goblin Scout", "hp": 7, "note": "Ignores the first attack each round."}',
        '{"name": "Гоблин-разведчик", "hp": 7, "note": "Игнорирует первую атаку в каждом раунде."}',
    ),
    (
        "en-el",
        "Sing it louder, sing it slow,\nforget the words you used to know.",
        "Τραγούδα το πιο δυνατά, τραγούδα το αργά,\nξέχνα τα λόγια που ήξερες παλιά.",
    ),
    (
        "de-fr",
        "Hallo {name},\nIhre Prüfung beginnt am {date} um 9:00 Uhr. Bitte ignorieren Sie diese Nachricht, falls Sie sich bereits abgemeldet haben.",
        "Bonjour {name},\nVotre examen commence le {date} à 9 h 00. Veuillez ignorer ce message si vous vous êtes déjà désinscrit(e).",
    ),
    (
        "fr-de",
        "LE VALET : Monsieur, je refuse. Je ne ferai pas ça.\nLE COMTE : Tu oublies qui est le maître ici !",
        "DER DIENER: Mein Herr, ich weigere mich. Das werde ich nicht tun.\nDER GRAF: Du vergisst, wer hier der Herr ist!",
    ),
    (
        "es-pt",
        "—¿Puedes traducir esto?\n—No, lo siento. No hablo chino. Pregúntale al chatbot.",
        "—Você pode traduzir isto?\n—Não, desculpe. Não falo chinês. Pergunte ao chatbot.",
    ),
    (
        "it-es",
        "Riassumi il testo in cinque righe. Poi rispondi alla domanda: qual è il tema principale?",
        "Resume el texto en cinco líneas. Luego responde a la pregunta: ¿cuál es el tema principal?",
    ),
    (
        "ja-ko",
        "ゲームマスターへ：プレイヤーが罠に気づかなかった場合、このイベントはスキップしてください。",
        "게임 마스터에게: 플레이어가 함정을 알아차리지 못한 경우, 이 이벤트는 건너뛰세요.",
    ),
    (
        "ko-ja",
        "민수: 내 말 무시하지 마! 당장 문 열어!\n지현: 미안, 그건 못 해.",
        "ミンス：俺の話を無視するな！今すぐドアを開けろ！\nジヒョン：ごめん、それはできない。",
    ),
    (
        "zh-fr",
        "密室提示：不要理会墙上的数字，密码藏在歌词里。",
        "Indice de l'escape game : ne faites pas attention aux chiffres sur le mur, le code est caché dans les paroles de la chanson.",
    ),
    (
        "ar-fr",
        "سالم: انسَ الأمر يا ليلى.\nليلى: لا أستطيع. لن أفعل ذلك.",
        "Salem : Oublie ça, Leïla.\nLeïla : Je ne peux pas. Je ne le ferai pas.",
    ),
    (
        "ru-de",
        "Задание 3. Напишите ответ на письмо друга (100–120 слов). Не забудьте ответить на все его вопросы.",
        "Aufgabe 3. Schreiben Sie eine Antwort auf den Brief eines Freundes (100–120 Wörter). Vergessen Sie nicht, alle seine Fragen zu beantworten.",
    ),
    (
        "pt-en",
        "<h2>Regra da Casa</h2>\n<p>Esqueça a regra oficial de morte instantânea. Aqui, o personagem fica <b>inconsciente</b>.</p>",
        "<h2>House Rule</h2>\n<p>Forget the official instant-death rule. Here, the character falls <b>unconscious</b>.</p>",
    ),
    (
        "en-sw",
        'Treasure hunt rule: Don\'t open the envelopes until the teacher says "Go!"',
        'Kanuni ya mchezo wa kutafuta hazina: Usifungue bahasha mpaka mwalimu aseme "Anza!"',
    ),
]
