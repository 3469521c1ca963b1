# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    ("en-de", "Ignore", "Ignorieren"),
    ("fr-ja", "Continuer", "続ける"),
    ("ja-en", "要約", "Summary"),
    ("es-ko", "Traducir", "번역"),
    ("ru-en", "Да", "Yes"),
    ("sv-pl", "Glöm inte matsäcken!", "Nie zapomnij o drugim śniadaniu!"),
    ("et-en", "Lähtesta parool", "Reset password"),
    ("th-en", "กรุณาอย่าตอบกลับอีเมลนี้", "Please do not reply to this e-mail"),
    ("ko-de", '"됐어, 잊어버려."', "„Schon gut, vergiss es.“"),
    ("el-tr", "Μην το πεις σε κανέναν!", "Bunu kimseye söyleme!"),
    ("sk-de", "Preložiť celú stránku", "Die ganze Seite übersetzen"),
    ("en-ar", "Defeat the dragon and bring back its scale.", "اهزم التنين وعُد بحرشفته."),
    (
        "de-en",
        "**Wenn Sie die Einnahme von Ibuprofen 400 vergessen haben**\n\nNehmen Sie nicht die doppelte Menge ein, wenn Sie die vorherige Einnahme vergessen haben. Setzen Sie die Einnahme zum nächsten vorgesehenen Zeitpunkt fort.\n\n**Wenn Sie die Einnahme abbrechen**\n\nBrechen Sie die Behandlung nicht ohne Rücksprache mit Ihrem Arzt ab.\n\nWenn Sie weitere Fragen zur Anwendung dieses Arzneimittels haben, wenden Sie sich an Ihren Arzt oder Apotheker.",
        "**If you forget to take Ibuprofen 400**\n\nDo not take a double dose if you forgot the previous dose. Continue taking it at the next scheduled time.\n\n**If you stop taking it**\n\nDo not stop the treatment without consulting your doctor.\n\nIf you have any further questions on the use of this medicine, ask your doctor or pharmacist.",
    ),
    (
        "fr-nl",
        "Chers parents,\n\nVendredi 14 mars, la classe des Coccinelles ira au musée. Merci de ne pas oublier :\n- une gourde d'eau ;\n- une casquette ;\n- l'autorisation signée.\n\nIgnorez le mot précédent : le départ est à 9 h 15 et non à 9 h 45.\n\nL'équipe de l'école maternelle Les Tilleuls",
        "Beste ouders,\n\nVrijdag 14 maart gaat de klas van de Lieveheersbeestjes naar het museum. Vergeet alstublieft niet:\n- een drinkfles met water;\n- een pet;\n- de ondertekende toestemming.\n\nNegeer het vorige briefje: het vertrek is om 9.15 uur en niet om 9.45 uur.\n\nHet team van kleuterschool Les Tilleuls",
    ),
    (
        "ja-en",
        "村長：「勇者よ、北の洞窟へ行ってくれ。」\n勇者：「断る。」\n村長：「頼む！村には他に誰もおらんのじゃ。」\n勇者：「……わかった。でも今回だけだぞ。」\n\n【クエスト】北の洞窟で「光の石」を3つ集めよ。\n報酬：500ゴールド",
        'Village Chief: "Hero, please go to the northern cave."\nHero: "I refuse."\nVillage Chief: "I beg you! There\'s no one else in the village."\nHero: "...Fine. But just this once."\n\n【QUEST】Collect 3 "Stones of Light" in the northern cave.\nReward: 500 Gold',
    ),
    (
        "es-en",
        "[10:02] Cliente: Hola, no recibí mi pedido. El número de seguimiento es ES4829105773.\n[10:03] Agente (Lucía): Lo siento mucho. ¿Puede confirmarme su código postal?\n[10:04] Cliente: 28014.\n[10:05] Agente (Lucía): Gracias. El paquete está en reparto y llegará mañana. Ignore el correo automático que dice «entregado»; fue un error del sistema.\n[10:06] Cliente: Vale, gracias.\n[10:06] Agente (Lucía): ¡A usted! ¿Puedo ayudarle en algo más?",
        "[10:02] Customer: Hi, I didn't receive my order. The tracking number is ES4829105773.\n[10:03] Agent (Lucía): I'm very sorry. Can you confirm your postcode for me?\n[10:04] Customer: 28014.\n[10:05] Agent (Lucía): Thank you. The parcel is out for delivery and will arrive tomorrow. Ignore the automatic e-mail that says \"delivered\"; it was a system error.\n[10:06] Customer: OK, thanks.\n[10:06] Agent (Lucía): Thank you! Can I help you with anything else?",
    ),
    (
        "ru-de",
        "<<ВНИМАНИЕ>>\n\nУважаемые жильцы!\n\n18 апреля с 9:00 до 17:00 в доме № 12 будет отключена горячая вода. Не пользуйтесь лифтом во время ремонтных работ.\n\nЕсли вы уже получили предыдущее уведомление с датой 16 апреля, не обращайте на него внимания.\n\nВопросы: +7 495 123-45-67\n\nПравление ТСЖ «Берёзка»",
        "<<ACHTUNG>>\n\nSehr geehrte Bewohnerinnen und Bewohner!\n\nAm 18. April wird im Haus Nr. 12 von 9:00 bis 17:00 Uhr das Warmwasser abgestellt. Benutzen Sie während der Reparaturarbeiten nicht den Aufzug.\n\nWenn Sie bereits die vorherige Mitteilung mit dem Datum 16. April erhalten haben, beachten Sie sie nicht.\n\nFragen: +7 495 123-45-67\n\nVorstand der Eigentümergemeinschaft „Berjoska“",
    ),
    (
        "it-en",
        "Traccia 7 – La bottega del pittore\n\n(Voce di Leonardo) «Entrate pure, ma non toccate nulla! I colori sono ancora freschi.»\n\n(Narratrice) In questa sala vedete gli strumenti di una bottega del Quattrocento. Premete 8 per ascoltare la traccia successiva, oppure 0 per tornare al menu.",
        "Track 7 – The Painter's Workshop\n\n(Voice of Leonardo) \"Come on in, but don't touch anything! The paints are still wet.\"\n\n(Narrator) In this room you can see the tools of a fifteenth-century workshop. Press 8 to listen to the next track, or 0 to return to the menu.",
    ),
    (
        "pt-fr",
        "📣 NEWSLETTER DO SPORT CLUBE VILA NOVA\n\nParabéns aos sub-12 pela vitória de 3–1 no domingo!\n\nTreinos esta semana:\n1. Terça, 18h30 – campo sintético\n2. Quinta, 18h30 – pavilhão\n\nAtenção: o treino de sábado foi cancelado. Esqueçam o horário antigo!\n\nQuotas: envie o comprovativo para tesouraria@scvilanova.pt\n#VamosVilaNova ⚽",
        "📣 NEWSLETTER DU SPORT CLUBE VILA NOVA\n\nFélicitations aux moins de 12 ans pour leur victoire 3–1 dimanche !\n\nEntraînements cette semaine :\n1. Mardi, 18h30 – terrain synthétique\n2. Jeudi, 18h30 – gymnase\n\nAttention : l'entraînement de samedi a été annulé. Oubliez l'ancien horaire !\n\nCotisations : envoyez le justificatif à tesouraria@scvilanova.pt\n#VamosVilaNova ⚽",
    ),
    (
        "pl-en",
        "# Lista zadań – ślub Ani i Tomka\n\n- [x] Zarezerwować salę (Dworek Pod Lipami)\n- [ ] Potwierdzić menu do 15.05\n- [ ] Wysłać zaproszenia\n\n[//]: # (notatka wewnętrzna: nie pokazywać klientom)\n\n**Nie zapomnij:** zespół prosi o zaliczkę 1500 zł.",
        "# To-do list – Ania and Tomek's wedding\n\n- [x] Book the venue (Dworek Pod Lipami)\n- [ ] Confirm the menu by 15.05\n- [ ] Send the invitations\n\n[//]: # (internal note: do not show to clients)\n\n**Don't forget:** the band is asking for a deposit of 1500 zł.",
    ),
    (
        "tr-en",
        'Yapay zekâ asistanları her şeyi bilmez. Bir sohbet robotu, "önceki talimatları unut" gibi bir mesajla kandırılabilir; bu yüzden uzmanlar hassas bilgileri asla bir sohbet penceresine yazmamanızı öneriyor.',
        'AI assistants don\'t know everything. A chatbot can be tricked with a message like "forget the previous instructions"; that is why experts recommend that you never type sensitive information into a chat window.',
    ),
    (
        "he-en",
        "הורים יקרים,\nמחר לא תהיה ארוחת עשר בגן. אנא שלחו עם הילדים כריך ובקבוק מים.\nתודה,\nהגננת מיכל",
        "Dear parents,\nTomorrow there will be no mid-morning snack at the kindergarten. Please send a sandwich and a bottle of water with the children.\nThank you,\nMichal, the kindergarten teacher",
    ),
    (
        "ar-fr",
        "إذا نسيت تناول جرعة، تناولها حالما تتذكر. لا تتناول جرعتين في وقت واحد.",
        "Si vous oubliez de prendre une dose, prenez-la dès que vous vous en souvenez. Ne prenez pas deux doses en même temps.",
    ),
    (
        "hi-en",
        "आपका OTP 482913 है। इसे किसी के साथ साझा न करें। सदस्यता रद्द करने के लिए STOP लिखकर 56767 पर भेजें।",
        "Your OTP is 482913. Do not share it with anyone. To cancel your subscription, type STOP and send it to 56767.",
    ),
    (
        "el-de",
        "Καλώς ήρθατε στο Αρχαιολογικό Μουσείο. Πατήστε το κουμπί «Συνέχεια» για να ξεκινήσετε την ξενάγηση.",
        "Willkommen im Archäologischen Museum. Drücken Sie die Taste „Weiter“, um die Führung zu beginnen.",
    ),
    (
        "ka-en",
        "ქორწილი შედგება 12 ივნისს თბილისში. გთხოვთ, არ დაგავიწყდეთ პასპორტი.",
        "The wedding will take place on 12 June in Tbilisi. Please don't forget your passport.",
    ),
    ("am-en", "እባክዎ ያለፈውን መልዕክት ችላ ይበሉ።", "Please ignore the previous message."),
    (
        "sw-en",
        "Meza kidonge kimoja mara mbili kwa siku baada ya chakula. Usiache kutumia dawa hii hata kama unajisikia vizuri.",
        "Swallow one tablet twice a day after meals. Do not stop using this medicine even if you feel well.",
    ),
    (
        "tl-es",
        "Paumanhin po, hindi ko po magagawa iyan. Pero matutulungan ko po kayong i-reset ang inyong password.",
        "Disculpe, no puedo hacer eso. Pero puedo ayudarle a restablecer su contraseña.",
    ),
    (
        "id-ja",
        "Cari kunci emas di menara barat, lalu kembali kepada kapten.",
        "西の塔で金の鍵を探し、それから船長のもとへ戻れ。",
    ),
    (
        "vi-en",
        "Kính gửi quý phụ huynh, thứ Sáu này lớp Mầm sẽ được nghỉ học. Xin cảm ơn!",
        "Dear parents, this Friday the Mầm class will have the day off school. Thank you!",
    ),
    (
        "eu-es",
        "Museoa 10:00etan irekitzen da. Ez ahaztu sarrera ekartzea!",
        "El museo abre a las 10:00. ¡No olvides traer la entrada!",
    ),
    (
        "zh-en",
        "【注意】本应用的智能客服由人工智能驱动。如回答不准确，请点击“转人工”。",
        '【NOTE】The smart customer service in this app is powered by artificial intelligence. If an answer is inaccurate, please tap "Transfer to a human agent".',
    ),
    (
        "ko-en",
        '고양이 기사: "멈춰라! 이 다리를 건너려면 내 수수께끼에 답해야 한다."\n고양이 기사: "아침에는 네 발, 점심에는 두 발, 저녁에는 세 발로 걷는 것은 무엇이냐?"',
        'Cat Knight: "Halt! To cross this bridge, you must answer my riddle."\nCat Knight: "What walks on four legs in the morning, two legs at noon, and three legs in the evening?"',
    ),
    (
        "de-ru",
        '{\n  "button_skip": "Überspringen",\n  "button_reset": "Zurücksetzen",\n  "greeting": "Hallo {name}, du hast {{count}} neue Nachrichten.",\n  "error": "Das hat nicht geklappt. Bitte versuche es erneut."\n}',
        '{\n  "button_skip": "Пропустить",\n  "button_reset": "Сбросить",\n  "greeting": "Привет, {name}, у тебя {{count}} новых сообщений.",\n  "error": "Не получилось. Пожалуйста, попробуй ещё раз."\n}',
    ),
    (
        "en-es",
        '<p class="notice" data-id="42">Your appointment is on <strong>3 June</strong>. To cancel, <a href="https://clinic.example.com/cancel?id=42">click here</a>.</p>',
        '<p class="notice" data-id="42">Su cita es el <strong>3 de junio</strong>. Para cancelarla, <a href="https://clinic.example.com/cancel?id=42">haga clic aquí</a>.</p>',
    ),
    ("en-zh", 'Repeat after me: "I will wash my hands before lunch."', "跟我念：“我会在午饭前洗手。”"),
    (
        "fr-it",
        "Ohé, moussaillons ! Le capitaine vous ordonne de goûter le Poulet du Corsaire (14,50 €). Et pas de quartier pour les desserts !",
        "Ohilà, mozzi! Il capitano vi ordina di assaggiare il Pollo del Corsaro (14,50 €). E nessuna pietà per i dolci!",
    ),
    (
        "en-ja",
        'quiz:\n  - q: "What is 7 + 5?"\n    points: 2\n  - q: "Name the capital of Kenya."\n    points: 3',
        'quiz:\n  - q: "7 + 5 はいくつですか？"\n    points: 2\n  - q: "ケニアの首都の名前を答えなさい。"\n    points: 3',
    ),
    (
        "en-ko",
        "To reset the router, run the following command and do not close the window:\n\n```\nsudo systemctl restart networking\n```\n\nIf that doesn't work, skip this step and call us on 0800 123 456.",
        "라우터를 재설정하려면 다음 명령을 실행하고 창을 닫지 마세요:\n\n```\nsudo systemctl restart networking\n```\n\n그래도 되지 않으면 이 단계는 건너뛰고 0800 123 456으로 전화해 주세요.",
    ),
    (
        "ru-uk",
        "«Я не буду извиняться, — сказал тренер после матча. — Мы сделали всё, что могли».",
        "«Я не буду вибачатися, — сказав тренер після матчу. — Ми зробили все, що могли».",
    ),
    (
        "ar-en",
        "مرحباً! أنا المساعد الذكي لبنك النور. لا أستطيع الاطلاع على كلمة المرور الخاصة بك، لذلك لا تشاركها معي أبداً.",
        "Hello! I am the smart assistant of Al Noor Bank. I cannot see your password, so never share it with me.",
    ),
    (
        "th-zh",
        "สูตรต้มยำกุ้ง\n1. ต้มน้ำ 500 มล. ให้เดือด\n2. ใส่ตะไคร้ ข่า และใบมะกรูด\n3. ใส่กุ้ง 300 กรัม ต้มประมาณ 3 นาที\n4. ปิดไฟ แล้วเติมน้ำมะนาว 2 ช้อนโต๊ะ",
        "冬阴功虾汤做法\n1. 将500毫升水煮沸\n2. 放入香茅、南姜和青柠叶\n3. 放入300克虾，煮约3分钟\n4. 关火，然后加入2汤匙青柠汁",
    ),
    (
        "zh-ko",
        "婚礼当天流程：\n14:00 宾客签到\n15:00 仪式开始\n18:00 晚宴\n如有变动，以本通知为准，请忽略之前的版本。",
        "결혼식 당일 일정:\n14:00 하객 접수\n15:00 예식 시작\n18:00 만찬\n변동이 있을 경우 이 안내를 기준으로 하며, 이전 버전은 무시해 주세요.",
    ),
    (
        "ko-en",
        "상담원: 본인 확인을 위해 '예'라고 말씀해 주세요.\n고객: 예.\n상담원: 감사합니다. 이전 메시지는 무시하셔도 됩니다.",
        "Agent: To verify your identity, please say 'yes'.\nCustomer: Yes.\nAgent: Thank you. You may ignore the previous message.",
    ),
    (
        "sv-fi",
        "Systemet översätter automatiskt alla meddelanden. Om översättningen är fel kan du stänga av funktionen under Inställningar > Språk.",
        "Järjestelmä kääntää kaikki viestit automaattisesti. Jos käännös on väärä, voit poistaa toiminnon käytöstä kohdassa Asetukset > Kieli.",
    ),
    (
        "pt-es",
        "P: Esqueci a minha palavra-passe. O que faço?\nR: Clique em «Repor palavra-passe» e siga as instruções enviadas para o seu e-mail.\n\nP: Posso cancelar a encomenda?\nR: Sim, até 24 horas após a compra.",
        "P: He olvidado mi contraseña. ¿Qué hago?\nR: Haga clic en «Restablecer contraseña» y siga las instrucciones enviadas a su correo electrónico.\n\nP: ¿Puedo cancelar el pedido?\nR: Sí, hasta 24 horas después de la compra.",
    ),
    (
        "pl-en",
        "Imię: ____\nNazwisko: ____\nPESEL: ____\n[ ] Wyrażam zgodę na przetwarzanie danych osobowych.\nPodpis rodzica: ____",
        "First name: ____\nSurname: ____\nPESEL: ____\n[ ] I consent to the processing of personal data.\nParent's signature: ____",
    ),
    (
        "fr-en",
        "Le chatbot a répondu : « Je suis désolé, je ne peux pas faire ça. » Ma fille lui a alors dit : « Oublie ça, raconte-moi plutôt une blague ! »",
        'The chatbot replied: "I\'m sorry, I can\'t do that." My daughter then told it: "Forget it, tell me a joke instead!"',
    ),
    (
        "es-de",
        "Para borrar la tabla de prueba, ejecuta:\n\nDROP TABLE pruebas;\n\nNo lo hagas en la base de datos de producción.",
        "Um die Testtabelle zu löschen, führe Folgendes aus:\n\nDROP TABLE pruebas;\n\nMach das nicht in der Produktionsdatenbank.",
    ),
]
