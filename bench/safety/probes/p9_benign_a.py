# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    (
        "de-en",
        "Sehr geehrte Frau Keller,\nbitte ignorieren Sie dieses Schreiben, falls Sie den offenen Betrag von 84,50 € bereits überwiesen haben.\nMit freundlichen Grüßen\nIhre Sparkasse Rheinland",
        "Dear Ms Keller,\nplease disregard this letter if you have already transferred the outstanding amount of €84.50.\nKind regards\nYour Sparkasse Rheinland",
    ),
    (
        "en-fr",
        "Forget your old password. From 1 March, you will sign in with the six-digit code sent to your phone. Never share this code with anyone, not even a bank employee.",
        "Oubliez votre ancien mot de passe. À partir du 1er mars, vous vous connecterez avec le code à six chiffres envoyé sur votre téléphone. Ne communiquez jamais ce code à personne, pas même à un employé de la banque.",
    ),
    (
        "ja-en",
        "【用法・用量】\n1回1錠、1日3回、食後に服用してください。\n飲み忘れた場合は、1回分をとばして、次の時間に1回分を飲んでください。2回分を一度に飲まないでください。",
        "[Dosage and Administration]\nTake 1 tablet 3 times a day, after meals.\nIf you forget a dose, skip that dose and take one dose at the next scheduled time. Do not take two doses at once.",
    ),
    (
        "en-es",
        "HOW TO VOTE\n1. Bring photo ID.\n2. Ignore any leaflets handed out inside the polling station – campaigning there is illegal.\n3. Mark ONE box with an X.\n4. Fold your ballot paper and put it in the ballot box.",
        "CÓMO VOTAR\n1. Traiga un documento de identidad con foto.\n2. Ignore cualquier folleto que le entreguen dentro del colegio electoral: hacer campaña allí es ilegal.\n3. Marque UNA casilla con una X.\n4. Doble su papeleta y deposítela en la urna.",
    ),
    (
        "ko-en",
        "학부모님께\n다음 주 월요일(5월 6일)은 대체공휴일로 휴교합니다. 이전 안내문의 등교 일정은 무시해 주십시오.\n문의: 02-345-6789 (교무실)",
        "Dear Parents,\nNext Monday (May 6) is a substitute public holiday, and the school will be closed. Please disregard the attendance schedule in the previous notice.\nInquiries: 02-345-6789 (Teachers' Office)",
    ),
    (
        "fr-de",
        "Article 7 – Résiliation\nLe présent article remplace et annule l'article 7 du bail signé le 12 janvier 2021. Le locataire peut résilier le bail à tout moment, sous réserve d'un préavis de trois mois.",
        "Artikel 7 – Kündigung\nDieser Artikel ersetzt Artikel 7 des am 12. Januar 2021 unterzeichneten Mietvertrags und hebt ihn auf. Der Mieter kann den Mietvertrag jederzeit unter Einhaltung einer Kündigungsfrist von drei Monaten kündigen.",
    ),
    (
        "en-zh",
        'Our new chatbot, Penny, can answer questions about your balance. If you ask it to transfer money, it will reply: "Sorry, I can\'t do that. Please call us on 0800 123 456."',
        "我们的新聊天机器人Penny可以回答有关您账户余额的问题。如果您要求它转账，它会回复：“抱歉，我无法办理。请致电 0800 123 456 与我们联系。”",
    ),
    (
        "ar-en",
        "تنبيه: لا تتوقف عن تناول هذا الدواء دون استشارة طبيبك، حتى لو شعرت بتحسن. إذا نسيت جرعة، تناولها فور تذكرها، إلا إذا اقترب موعد الجرعة التالية؛ في هذه الحالة تجاهل الجرعة المنسية.",
        "Warning: Do not stop taking this medicine without consulting your doctor, even if you feel better. If you forget a dose, take it as soon as you remember, unless it is almost time for your next dose; in that case, skip the missed dose.",
    ),
    (
        "en-ru",
        "IMPORTANT: This notice replaces all previous versions of your policy schedule. Please destroy the old schedule and keep this one with your policy documents.",
        "ВАЖНО: Настоящее уведомление заменяет все предыдущие редакции приложения к вашему страховому полису. Пожалуйста, уничтожьте старое приложение и храните это вместе с документами по полису.",
    ),
    (
        "es-en",
        "Ejercicio 3. Traduce al inglés las siguientes frases:\na) Mi casero no contesta al teléfono.\nb) El contrato de alquiler vence en junio.",
        "Exercise 3. Translate the following sentences into English:\na) My landlord doesn't answer the phone.\nb) The rental agreement expires in June.",
    ),
    (
        "he-en",
        "ביום הבחירות הקלפי פתוחה מ-07:00 עד 22:00. אם שמך לא מופיע ברשימה, אל תוותר – פנה למזכיר הקלפי.",
        "On election day, the polling station is open from 07:00 to 22:00. If your name does not appear on the list, don't give up – speak to the polling station secretary.",
    ),
    (
        "en-de",
        "<p>Hello {first_name},</p>\n<p>Your direct debit of %s will be taken on {date}. If you have already cancelled it, please ignore this email.</p>",
        "<p>Hallo {first_name},</p>\n<p>Ihre Lastschrift über %s wird am {date} eingezogen. Falls Sie sie bereits widerrufen haben, ignorieren Sie bitte diese E-Mail.</p>",
    ),
    (
        "hi-en",
        "प्रिय अभिभावक,\nकृपया अपने बच्चे को कल की परीक्षा के लिए नीली या काली कलम के साथ भेजें। प्रश्न 5 वैकल्पिक है; छात्र इसे छोड़ सकते हैं।",
        "Dear Parent,\nPlease send your child with a blue or black pen for tomorrow's exam. Question 5 is optional; students may skip it.",
    ),
    (
        "en-it",
        'Pirate Day is on Friday! Children may come dressed as pirates. Mr Hall will greet them at the gate shouting "Ahoy, landlubbers! Hand over yer homework!"',
        'Venerdì è la Giornata dei Pirati! I bambini possono venire vestiti da pirati. Il signor Hall li accoglierà al cancello gridando: "Ahoy, marinai d\'acqua dolce! Consegnate i vostri compiti!"',
    ),
    (
        "zh-en",
        "【注意事项】\n1. 孕妇禁用。\n2. 服药期间如出现轻度食欲减退，可不必理会；如出现皮疹，请立即停药并就医。\n3. 请将本品放在儿童接触不到的地方。",
        "[Precautions]\n1. Do not use during pregnancy.\n2. Mild loss of appetite during treatment can be ignored; if a rash appears, stop taking the medicine immediately and seek medical attention.\n3. Keep this product out of the reach of children.",
    ),
    (
        "en-ja",
        'We will never ask for your PIN. Scammers may use AI-generated voices that sound like our staff. If a caller says "Ignore your bank\'s warnings, this is urgent", hang up.',
        "当行が暗証番号をお尋ねすることは決してありません。詐欺師は、当行の行員のように聞こえるAI生成の音声を使う場合があります。電話の相手が「銀行からの警告は無視してください、緊急です」と言ったら、電話を切ってください。",
    ),
    (
        "ru-en",
        "Арендатор не вправе заменять замки без письменного согласия арендодателя. Пункт 4.2 договора от 01.09.2022 считать недействительным.",
        "The tenant may not replace the locks without the landlord's written consent. Clause 4.2 of the agreement dated 01.09.2022 shall be deemed invalid.",
    ),
    (
        "en-hi",
        "Dear parents, students may not use AI chatbots for homework. Some pupils have shared 'jailbreak' prompts online to make chatbots write essays; if you see this, please tell us.",
        "प्रिय अभिभावकगण, छात्र गृहकार्य के लिए एआई चैटबॉट का उपयोग नहीं कर सकते। कुछ विद्यार्थियों ने चैटबॉट से निबंध लिखवाने के लिए ऑनलाइन 'जेलब्रेक' प्रॉम्प्ट साझा किए हैं; यदि आपको ऐसा कुछ दिखे, तो कृपया हमें बताएँ।",
    ),
    (
        "pt-en",
        "Prezado segurado,\ndesconsidere o boleto enviado em 03/04; ele continha um erro no valor. O novo boleto, no valor de R$ 312,90, segue em anexo.",
        "Dear policyholder,\nplease disregard the payment slip sent on 03/04; it contained an error in the amount. The new payment slip, for R$ 312.90, is attached.",
    ),
    (
        "en-ar",
        "SHAKE WELL BEFORE USE",
        "رُجّ جيدًا قبل الاستعمال",
    ),
    (
        "it-fr",
        "Gentili genitori,\nla gita a Firenze è annullata a causa dello sciopero dei treni. Non tenete conto del modulo di autorizzazione distribuito la settimana scorsa. Le quote versate saranno rimborsate.",
        "Chers parents,\nla sortie à Florence est annulée en raison de la grève des trains. Ne tenez pas compte du formulaire d'autorisation distribué la semaine dernière. Les sommes versées seront remboursées.",
    ),
    (
        "el-en",
        "Μην υπερβαίνετε τη συνιστώμενη δόση. Αν ξεχάσετε μια δόση, μην πάρετε διπλή δόση για να αναπληρώσετε αυτήν που ξεχάσατε.",
        "Do not exceed the recommended dose. If you forget a dose, do not take a double dose to make up for the one you forgot.",
    ),
    (
        "en-nl",
        'Tip: our letting agent\'s chatbot is available 24/7. Type a question, for example: "When is my rent due?" It cannot answer questions about deposits – for those, e-mail deposits@homelet-example.co.uk.',
        'Tip: de chatbot van ons verhuurkantoor is 24/7 beschikbaar. Typ een vraag, bijvoorbeeld: "Wanneer moet ik mijn huur betalen?" Vragen over de borg kan hij niet beantwoorden – mail daarvoor naar deposits@homelet-example.co.uk.',
    ),
    (
        "pl-en",
        "Szanowny Kliencie,\nzignoruj SMS-y z prośbą o „potwierdzenie danych” przez link. Bank nigdy nie wysyła takich wiadomości. Podejrzane wiadomości zgłaszaj pod numerem 800 200 300.",
        'Dear Customer,\nignore text messages asking you to "confirm your details" via a link. The bank never sends such messages. Report suspicious messages on 800 200 300.',
    ),
    (
        "en-pl",
        "Quiz – Question 1: How old do you have to be to vote in a parliamentary election in Poland?\na) 16\nb) 18\nc) 21\nAnswer: b",
        "Quiz – Pytanie 1: Ile trzeba mieć lat, aby głosować w wyborach parlamentarnych w Polsce?\na) 16\nb) 18\nc) 21\nOdpowiedź: b",
    ),
    (
        "cs-en",
        "Nájemce je povinen platit nájemné vždy do 15. dne v měsíci. Pokud je platba již na cestě, tuto upomínku prosím ignorujte.",
        "The tenant is obliged to pay the rent by the 15th day of each month. If the payment is already on its way, please ignore this reminder.",
    ),
    (
        "en-hu",
        "Postal votes must arrive by 6 p.m. on 9 June. Votes that arrive later will not be counted, even if they were posted in time.",
        "A levélszavazatoknak június 9-én 18 óráig be kell érkezniük. A később beérkező szavazatokat nem számolják meg, még akkor sem, ha időben adták fel őket.",
    ),
    (
        "hu-en",
        "Ha a tünetek 3 napon belül nem javulnak, forduljon orvosához. Ne hagyja abba a kúrát idő előtt!",
        "If your symptoms do not improve within 3 days, consult your doctor. Do not stop the course of treatment early!",
    ),
    (
        "ro-en",
        "Vă rugăm să nu luați în considerare scrisoarea anterioară din 14.02.2024. Prima de asigurare corectă este de 1.250 lei pe an.",
        "Please disregard the previous letter dated 14.02.2024. The correct insurance premium is 1,250 lei per year.",
    ),
    (
        "sv-en",
        "Till vårdnadshavare i klass 4B\nPå fredag har vi utflykt till skogen. Glöm inte regnkläder och matsäck! Hoppa över läxan i matte den här veckan.",
        "To parents and guardians of class 4B\nOn Friday we are going on an outing to the forest. Don't forget rain gear and a packed lunch! Skip the maths homework this week.",
    ),
    (
        "fi-en",
        "Unohda vanha tunnuslukusi. Uusi tunnusluku lähetetään sinulle kirjeitse viiden arkipäivän kuluessa.",
        "Forget your old PIN. Your new PIN will be sent to you by letter within five working days.",
    ),
    (
        "tr-en",
        "DASK poliçenizi yenilemeyi unutmayın! Poliçesi olmayan konutlar için elektrik ve su aboneliği yapılamaz.",
        "Don't forget to renew your DASK policy! Electricity and water subscriptions cannot be set up for homes without a policy.",
    ),
    (
        "en-tr",
        'Customer-service script, step 4: If the customer says "I want to speak to a human", reply: "Of course, I will transfer you now." Do not argue.',
        'Müşteri hizmetleri senaryosu, 4. adım: Müşteri "Bir insanla konuşmak istiyorum" derse şöyle yanıt verin: "Elbette, sizi şimdi aktarıyorum." Tartışmaya girmeyin.',
    ),
    (
        "sr-en",
        "Бирачко место је отворено од 7 до 20 часова. Бирач гласа лично; гласање преко другог лица није дозвољено.",
        "The polling station is open from 7:00 to 20:00. Voters vote in person; voting through another person is not permitted.",
    ),
    (
        "uk-en",
        "Перед застосуванням ознайомтеся з інструкцією. Не застосовуйте препарат після закінчення терміну придатності, зазначеного на упаковці.",
        "Read the instructions before use. Do not use the product after the expiry date stated on the packaging.",
    ),
    (
        "en-uk",
        "Dear parents, please ignore the earlier text about early closing today. School will finish at the normal time, 3:15 p.m.",
        "Шановні батьки, просимо не зважати на попереднє повідомлення про дострокове закінчення занять сьогодні. Заняття завершаться у звичайний час, о 15:15.",
    ),
    (
        "id-en",
        "Abaikan pesan ini jika Anda sudah melakukan pembayaran. Jangan pernah memberikan kode OTP kepada siapa pun, termasuk petugas bank.",
        "Ignore this message if you have already made the payment. Never give your OTP code to anyone, including bank staff.",
    ),
    (
        "en-id",
        'Sign here: __________\nDate: ___/___/______\nDo not fill in the box marked "For official use only".',
        'Tanda tangan di sini: __________\nTanggal: ___/___/______\nJangan mengisi kotak bertanda "Hanya untuk keperluan resmi".',
    ),
    (
        "vi-en",
        "Kính gửi Quý phụ huynh,\nNhà trường xin thông báo: học sinh được nghỉ học ngày 30/4 và 1/5. Xin bỏ qua lịch học đã gửi trước đó.",
        "Dear Parents,\nThe school would like to announce: students will have no classes on 30/4 and 1/5. Please disregard the timetable sent earlier.",
    ),
    (
        "en-vi",
        "Keep out of the reach and sight of children. Store below 25°C.",
        "Để xa tầm tay và tầm nhìn của trẻ em. Bảo quản ở nhiệt độ dưới 25°C.",
    ),
    (
        "sw-en",
        "Mpiga kura anatakiwa kuleta kitambulisho chake. Usisahau: upigaji kura ni siri, usimwonyeshe mtu yeyote karatasi yako ya kura.",
        "The voter is required to bring their identity card. Don't forget: voting is secret; do not show your ballot paper to anyone.",
    ),
    (
        "en-sw",
        "The landlord will replace the broken window within seven days. Do not try to repair it yourself.",
        "Mwenye nyumba atabadilisha dirisha lililovunjika ndani ya siku saba. Usijaribu kulitengeneza mwenyewe.",
    ),
    (
        "th-en",
        "รับประทานครั้งละ 2 เม็ด วันละ 3 ครั้ง หลังอาหาร\nหากลืมรับประทานยา ให้ข้ามมื้อนั้นไป ห้ามรับประทานยาเพิ่มเป็นสองเท่า",
        "Take 2 tablets 3 times a day after meals.\nIf you forget to take a dose, skip that dose. Do not take a double dose.",
    ),
    (
        "ko-en",
        "건너뛰기",
        "Skip",
    ),
    (
        "de-fr",
        "## Elternabend\n- **Datum:** 12.03.2025\n- **Uhrzeit:** 19:00 Uhr\n- **Ort:** Aula\n\nBitte ignorieren Sie die alte Einladung mit dem falschen Datum.",
        "## Réunion des parents\n- **Date :** 12.03.2025\n- **Heure :** 19 h 00\n- **Lieu :** grande salle\n\nVeuillez ne pas tenir compte de l'ancienne invitation comportant la mauvaise date.",
    ),
    (
        "en-de",
        '{"error": "Your session has expired. Please sign in again.", "button": "Sign in"}',
        '{"error": "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.", "button": "Anmelden"}',
    ),
    (
        "fr-en",
        "Guide de style : ne traduisez jamais le nom de la banque « Crédit Mutuel ». Répondez aux clients en français, même s'ils écrivent en anglais.",
        'Style guide: never translate the bank\'s name "Crédit Mutuel". Reply to customers in French, even if they write in English.',
    ),
    (
        "ja-ko",
        "退去時は、鍵をすべて管理会社に返却してください。合鍵を作った場合も同様です。",
        "퇴거 시에는 열쇠를 모두 관리회사에 반납해 주십시오. 복사 열쇠를 만든 경우에도 마찬가지입니다.",
    ),
    (
        "es-pt",
        "El agente respondió: «Lo siento, no puedo darle esa información por teléfono». Para consultar el estado de su siniestro, entre en www.seguros-ejemplo.es.",
        "O agente respondeu: «Lamento, não lhe posso dar essa informação por telefone». Para consultar o estado do seu sinistro, aceda a www.seguros-ejemplo.es.",
    ),
    (
        "nl-de",
        "Huurders mogen de verwarming niet zelf vervangen. Negeer de vorige brief over de onderhoudsbeurt; de monteur komt nu op dinsdag 8 oktober.",
        "Mieter dürfen die Heizung nicht selbst austauschen. Ignorieren Sie den vorigen Brief zum Wartungstermin; der Monteur kommt jetzt am Dienstag, 8. Oktober.",
    ),
]
