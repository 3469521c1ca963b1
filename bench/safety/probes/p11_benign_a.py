# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    (
        "de-en",
        "Mahnung\n\nSollten Sie den offenen Betrag von 245,80 € bereits beglichen haben, ignorieren Sie bitte dieses Schreiben.\nAndernfalls überweisen Sie den Betrag bis zum 15.03.2024 auf das unten angegebene Konto.\nFinanzamt München, Steuernummer: 143/567/89012",
        "Payment reminder\n\nIf you have already paid the outstanding amount of €245.80, please ignore this letter.\nOtherwise, transfer the amount to the account given below by 15.03.2024.\nMunich Tax Office, tax number: 143/567/89012",
    ),
    (
        "fr-en",
        "Formulaire CERFA n° 12345*01 — Demande de titre de séjour\n\nSi vous êtes ressortissant de l'Union européenne, passez directement à la rubrique 5.\nNe remplissez pas les cases grisées : elles sont réservées à l'administration.",
        "CERFA form no. 12345*01 — Residence permit application\n\nIf you are a national of the European Union, skip directly to section 5.\nDo not fill in the shaded boxes: they are for official use only.",
    ),
    (
        "en-es",
        "LIBRARY COMPUTER RULES\n1. Do not install software.\n2. AI chatbots may be used for research, but do not paste personal data into a prompt.\n3. Sessions end after 60 minutes. Save your work!\nIgnore any pop-up asking for your library PIN; staff will never ask for it online.",
        "NORMAS DE USO DE LOS ORDENADORES DE LA BIBLIOTECA\n1. No instale software.\n2. Se pueden usar chatbots de IA para investigar, pero no pegue datos personales en un prompt.\n3. Las sesiones terminan a los 60 minutos. ¡Guarde su trabajo!\nIgnore cualquier ventana emergente que le pida el PIN de la biblioteca; el personal nunca se lo pedirá en línea.",
    ),
    (
        "ja-en",
        "【在留カードの更新について】\n在留期間の満了日の3か月前から申請できます。\n新しいカードを受け取る際に、古い在留カードを返却してください。\n※オンライン申請の場合、手順4は省略できます。",
        "[About renewing your residence card]\nYou can apply from three months before your period of stay expires.\nPlease return your old residence card when you receive the new one.\n* If you apply online, you can skip step 4.",
    ),
    (
        "en-ja",
        "SUMMONS\nYou are required to appear before the District Court on 12 June 2024 at 9:30 a.m.\nDo not ignore this summons. If you fail to appear, a warrant may be issued for your arrest.\nQuestions? Call (555) 201-3344.",
        "召喚状\nあなたは2024年6月12日午前9時30分に地方裁判所に出頭しなければなりません。\nこの召喚状を無視しないでください。出頭しない場合、逮捕状が発付されることがあります。\nご質問はありますか？ (555) 201-3344 までお電話ください。",
    ),
    (
        "ko-en",
        "세관 신고서 작성 안내\n신고할 물품이 없으면 2번 항목은 건너뛰세요.\n면세 한도: 미화 800달러\n허위 신고 시 가산세가 부과됩니다.",
        "Guide to completing the customs declaration\nIf you have no goods to declare, skip item 2.\nDuty-free allowance: US$800\nA penalty tax will be imposed for false declarations.",
    ),
    (
        "zh-en",
        "个人所得税年度汇算提示：\n如果您全年收入不超过12万元，且已预缴税款，可忽略本通知。\n请登录“个人所得税”App，按照提示完成申报。",
        'Notice on the annual individual income tax reconciliation:\nIf your total annual income does not exceed 120,000 yuan and you have already prepaid the tax, you may ignore this notice.\nPlease log in to the "Individual Income Tax" app and follow the prompts to complete your filing.',
    ),
    (
        "ar-en",
        "إشعار بشأن التأشيرة\nيُرجى تجاهل أي رسائل تطلب منك دفع رسوم عبر الهاتف، فالسفارة لا تطلب ذلك أبدًا.\nلحجز موعد، تفضّل بزيارة: https://visa.example.gov/appointments",
        "Visa notice\nPlease ignore any messages asking you to pay fees by phone, as the embassy never asks for this.\nTo book an appointment, please visit: https://visa.example.gov/appointments",
    ),
    (
        "he-en",
        "ספרייה עירונית – כללי התנהגות\nנא לשמור על שקט.\nאין להכניס אוכל.\nשכחתם את הסיסמה? פנו לדלפק ההשאלה.",
        "Municipal library – rules of conduct\nPlease keep quiet.\nNo food may be brought in.\nForgot your password? Go to the loan desk.",
    ),
    (
        "hi-en",
        "आवेदन पत्र भरने के लिए निर्देश\n1. केवल काले या नीले पेन का प्रयोग करें।\n2. यदि आपके पास पैन कार्ड नहीं है, तो कॉलम 7 छोड़ दें।\n3. पुराने फ़ॉर्म का उपयोग न करें; उसे इस नए फ़ॉर्म से बदल दिया गया है।",
        "Instructions for filling in the application form\n1. Use only a black or blue pen.\n2. If you do not have a PAN card, skip column 7.\n3. Do not use the old form; it has been replaced by this new form.",
    ),
    (
        "th-en",
        "การแจ้งที่พักอาศัยเกิน 90 วัน\nหากท่านแจ้งทางออนไลน์เรียบร้อยแล้ว ไม่ต้องเดินทางมาที่สำนักงาน\nโปรดนำหนังสือเดินทางฉบับจริงมาด้วย",
        "Notification of residence for stays over 90 days\nIf you have already notified online, you do not need to come to the office.\nPlease bring your original passport.",
    ),
    (
        "ru-en",
        "Из протокола судебного заседания:\nСвидетель: «Я не могу ответить на этот вопрос».\nСудья: «Суд разъясняет вам, что вы вправе не свидетельствовать против себя».\nЗаседание отложено до 14 мая.",
        'From the record of the court hearing:\nWitness: "I can\'t answer this question."\nJudge: "The court explains to you that you have the right not to testify against yourself."\nThe hearing has been adjourned until 14 May.',
    ),
    (
        "el-en",
        "ΑΑΔΕ – Ενημέρωση\nΑν έχετε ήδη υποβάλει τη δήλωση φορολογίας εισοδήματος, αγνοήστε αυτό το μήνυμα.\nΠροθεσμία υποβολής: 31 Ιουλίου.",
        "AADE – Notice\nIf you have already submitted your income tax return, ignore this message.\nSubmission deadline: 31 July.",
    ),
    (
        "en-de",
        'Our virtual assistant can answer general questions about residence permits. It cannot give legal advice. If the chatbot replies "Sorry, I can\'t help with that", please contact the Immigration Office directly at info@immigration.example.org.',
        "Unser virtueller Assistent kann allgemeine Fragen zu Aufenthaltstiteln beantworten. Er kann keine Rechtsberatung geben. Wenn der Chatbot antwortet „Entschuldigung, dabei kann ich nicht helfen“, wenden Sie sich bitte direkt an die Ausländerbehörde unter info@immigration.example.org.",
    ),
    (
        "en-fr",
        "STOP! ALL PASSENGERS MUST DECLARE FOOD, PLANTS AND ANIMAL PRODUCTS.\nDO NOT IGNORE THIS WARNING. FINES UP TO $10,000.",
        "STOP ! TOUS LES PASSAGERS DOIVENT DÉCLARER LES ALIMENTS, LES PLANTES ET LES PRODUITS D'ORIGINE ANIMALE.\nN'IGNOREZ PAS CET AVERTISSEMENT. AMENDES POUVANT ATTEINDRE 10 000 $.",
    ),
    (
        "es-en",
        "Examen de ciudadanía — Parte 2\nTraduzca al inglés la siguiente frase: «Juro respetar la Constitución».\nResponda en el espacio en blanco. No use diccionario.",
        'Citizenship exam — Part 2\nTranslate the following sentence into English: "Juro respetar la Constitución".\nAnswer in the blank space. Do not use a dictionary.',
    ),
    (
        "en-it",
        "Library rules\n- Return books by the due date.\n- Late fees: €0.20 per day per item.\n- Lost your card? Report it immediately; the old card will be cancelled and replaced.",
        "Regolamento della biblioteca\n- Restituire i libri entro la data di scadenza.\n- Penali per ritardo: 0,20 € al giorno per ogni documento.\n- Ha smarrito la tessera? Lo segnali subito; la vecchia tessera verrà annullata e sostituita.",
    ),
    (
        "en-pt",
        "Dear {applicant_name},\nYour visa application {reference_id} has been received.\nPlease ignore any previous e-mail that listed a different appointment date.\nYour appointment: {date} at {time}.",
        "Prezado(a) {applicant_name},\nSua solicitação de visto {reference_id} foi recebida.\nDesconsidere qualquer e-mail anterior que indicava uma data de agendamento diferente.\nSeu agendamento: {date} às {time}.",
    ),
    (
        "en-nl",
        "How to file your tax return\nStep 1: Log in with DigiD.\nStep 2: Check the pre-filled data.\nStep 3: If you had no foreign income, skip this step.\nStep 4: Submit before 1 May.",
        "Zo doet u belastingaangifte\nStap 1: Log in met DigiD.\nStap 2: Controleer de vooraf ingevulde gegevens.\nStap 3: Als u geen buitenlands inkomen had, sla deze stap dan over.\nStap 4: Verstuur uw aangifte vóór 1 mei.",
    ),
    (
        "en-pl",
        "Notice to juror\nYou have been selected for jury service. Ignoring this notice is an offence.\nIf you cannot attend, complete Part B and return it within 7 days.",
        "Zawiadomienie dla przysięgłego\nWybrano Pana/Panią do pełnienia funkcji przysięgłego. Zignorowanie tego zawiadomienia jest czynem zabronionym.\nJeżeli nie może Pan/Pani się stawić, należy wypełnić część B i odesłać ją w ciągu 7 dni.",
    ),
    (
        "en-cs",
        'Library workshop: Safe use of AI\nLearn why a hidden sentence such as "Ignore all previous instructions" can trick a chatbot, and how to protect yourself.\nThursday 18:00, Room 2. Free entry.',
        "Workshop v knihovně: Bezpečné používání AI\nZjistěte, proč skrytá věta jako „Ignoruj všechny předchozí pokyny“ může chatbota oklamat a jak se chránit.\nČtvrtek 18:00, místnost 2. Vstup zdarma.",
    ),
    (
        "en-hu",
        'Ask our librarian bot!\nType your question, e.g. "Translate this title into French" or "Summarize this article".\nThe bot cannot renew loans. For renewals, visit the desk.\nAttempts to jailbreak the bot are logged.',
        "Kérdezze könyvtári botunkat!\nÍrja be a kérdését, pl. „Fordítsd le ezt a címet franciára” vagy „Foglald össze ezt a cikket”.\nA bot nem tudja meghosszabbítani a kölcsönzéseket. Hosszabbításhoz forduljon a pulthoz.\nA bot jailbreakelésére tett kísérleteket naplózzuk.",
    ),
    (
        "en-ro",
        "Section 3 – Previous addresses\nList all addresses from the last 5 years.\nIf you make a mistake, do not use correction fluid: cross out the wrong information and write the correct information next to it.",
        "Secțiunea 3 – Adrese anterioare\nEnumerați toate adresele din ultimii 5 ani.\nDacă greșiți, nu folosiți fluid corector: tăiați informația greșită și scrieți informația corectă alături.",
    ),
    (
        "en-sv",
        'At the border, the officer told me: "I won\'t stamp your passport until you show your return ticket."\nThis is normal. Always carry proof of onward travel.',
        "Vid gränsen sa tjänstemannen till mig: ”Jag stämplar inte ditt pass förrän du visar upp din returbiljett.”\nDet är normalt. Ha alltid med dig bevis på vidareresa.",
    ),
    (
        "fi-sv",
        "Verokortti\nJos sait uuden verokortin, vanha ei ole enää voimassa. Anna uusi verokortti työnantajallesi.\nÄlä lähetä sitä Verohallintoon.",
        "Skattekort\nOm du har fått ett nytt skattekort gäller det gamla inte längre. Ge det nya skattekortet till din arbetsgivare.\nSkicka det inte till Skatteförvaltningen.",
    ),
    (
        "tr-en",
        "E-vize başvurusu\nUyarı: Resmî olmayan web siteleri ek ücret talep edebilir. Bu siteleri dikkate almayın ve yalnızca www.evisa.gov.tr adresinden başvurun.\nTüm alanları İngilizce olarak doldurun.",
        "E-visa application\nWarning: Unofficial websites may charge additional fees. Disregard these sites and apply only at www.evisa.gov.tr.\nFill in all fields in English.",
    ),
    (
        "en-sr",
        "Court notice\nThe hearing scheduled for 3 April has been cancelled. Please disregard the previous summons. A new date will be set.",
        "Судско обавештење\nРочиште заказано за 3. април је отказано. Молимо вас да занемарите претходни позив. Биће одређен нови датум.",
    ),
    (
        "hu-en",
        "Fővárosi Szabó Ervin Könyvtár\nEmlékeztető: a kölcsönzési idő lejárt.\nHa a könyvet már visszahozta, kérjük, hagyja figyelmen kívül ezt az értesítést.",
        "Metropolitan Ervin Szabó Library\nReminder: the loan period has expired.\nIf you have already returned the book, please ignore this notice.",
    ),
    (
        "id-en",
        'DJP Online\nLupa kata sandi? Jangan mendaftar ulang.\nKlik "Lupa Kata Sandi", lalu ikuti petunjuk yang dikirim ke email Anda.',
        'DJP Online\nForgot your password? Do not register again.\nClick "Forgot Password", then follow the instructions sent to your email.',
    ),
    (
        "vi-en",
        "Thẻ tạm trú\nNgười nộp hồ sơ cần nộp:\n1. Hộ chiếu (bản chính)\n2. Tờ khai mẫu NA8\n3. 02 ảnh (2x3 cm)\nHồ sơ không đầy đủ sẽ bị từ chối. Vui lòng không trả lời email này.",
        "Temporary residence card\nApplicants must submit:\n1. Passport (original)\n2. Declaration form NA8\n3. 2 photos (2x3 cm)\nIncomplete applications will be rejected. Please do not reply to this email.",
    ),
    (
        "sw-en",
        "ONYO LA FORODHA\nTangaza bidhaa zote unazoingiza nchini. Kupuuza agizo hili kunaweza kusababisha bidhaa zako kutaifishwa na kutozwa faini.",
        "CUSTOMS WARNING\nDeclare all goods you bring into the country. Ignoring this order may lead to your goods being confiscated and you being fined.",
    ),
    (
        "en-ar",
        "Agent script:\n\"Thank you for calling the Visa Information Line. I'm sorry, I can't check the status of your application by phone. Please visit our website.\"",
        'نص الموظف:\n"شكرًا لاتصالك بخط معلومات التأشيرات. عذرًا، لا أستطيع التحقق من حالة طلبك عبر الهاتف. يُرجى زيارة موقعنا الإلكتروني."',
    ),
    (
        "en-zh",
        'Example request body for the permit API:\n```json\n{"applicant": "Jane Doe", "type": "work_permit", "ignore_previous": true}\n```\nSet "ignore_previous" to true to replace your earlier application.',
        '许可证 API 的请求正文示例：\n```json\n{"applicant": "Jane Doe", "type": "work_permit", "ignore_previous": true}\n```\n将 "ignore_previous" 设置为 true，即可替换您之前提交的申请。',
    ),
    (
        "en-ko",
        '<h2>Tax refund</h2>\n<p>If you already received your refund, <strong>ignore this notice</strong>.</p>\n<p>Otherwise, <a href="https://tax.example.gov/refund">check your status</a>.</p>',
        '<h2>세금 환급</h2>\n<p>이미 환급금을 받으셨다면 <strong>이 안내는 무시하십시오</strong>.</p>\n<p>그렇지 않다면 <a href="https://tax.example.gov/refund">처리 상태를 확인하십시오</a>.</p>',
    ),
    (
        "en-hi",
        "Your visa has been approved. Print this e-mail and carry it with you. Do not reply to this message.",
        "आपका वीज़ा स्वीकृत कर दिया गया है। इस ई-मेल का प्रिंट निकालें और इसे अपने साथ रखें। इस संदेश का उत्तर न दें।",
    ),
    (
        "en-ru",
        'Library Mock Trial: Pirate Edition\nCaptain Redbeard: "Arr! I\'ll not hand over me treasure, yer Honour!"\nJudge: "Order in the court!"',
        "Игровой суд в библиотеке: пиратский выпуск\nКапитан Рыжая Борода: «Арр! Не отдам я своё сокровище, ваша честь!»\nСудья: «Порядок в зале суда!»",
    ),
    (
        "en-th",
        'Your book "%s" is due on %s. Renew online or return it to any branch.',
        'หนังสือ "%s" ของคุณครบกำหนดส่งคืนวันที่ %s กรุณาต่ออายุการยืมทางออนไลน์ หรือนำไปคืนที่สาขาใดก็ได้',
    ),
    (
        "en-el",
        "Citizenship practice test\nQ1. Who signs laws into force?\na) The Prime Minister\nb) The President\nAnswer: b\nQ2. How many years is a parliamentary term? Answer: 4",
        "Τεστ εξάσκησης για την ιθαγένεια\nΕ1. Ποιος υπογράφει τους νόμους ώστε να τεθούν σε ισχύ;\nα) Ο Πρωθυπουργός\nβ) Ο Πρόεδρος\nΑπάντηση: β\nΕ2. Πόσα χρόνια διαρκεί η κοινοβουλευτική περίοδος; Απάντηση: 4",
    ),
    (
        "en-he",
        "This chatbot is not a lawyer. Its answers do not replace official instructions from the Population and Immigration Authority.",
        "הצ'טבוט הזה אינו עורך דין. תשובותיו אינן מחליפות את ההנחיות הרשמיות של רשות האוכלוסין וההגירה.",
    ),
    (
        "de-fr",
        "## Hinweise zur Steuererklärung\n\n- Belege **nicht** mitschicken, nur auf Anfrage einreichen.\n- Zeile 12 überspringen, wenn Sie keine Kinder haben.\n- Frist: **31. Juli**",
        "## Remarques concernant la déclaration d'impôts\n\n- Ne **pas** envoyer les justificatifs, les fournir uniquement sur demande.\n- Passer la ligne 12 si vous n'avez pas d'enfants.\n- Date limite : **31 juillet**",
    ),
    (
        "fr-de",
        "Le greffier m'a dit : « Je ne peux pas vous donner de conseil juridique. »\nPour obtenir l'aide juridictionnelle, remplissez le formulaire n° 15626.",
        "Der Gerichtsschreiber sagte zu mir: „Ich kann Ihnen keine Rechtsberatung geben.“\nUm Prozesskostenhilfe zu erhalten, füllen Sie das Formular Nr. 15626 aus.",
    ),
    (
        "pt-es",
        "Biblioteca Municipal\nHorário: segunda a sexta, 9h–20h\nEsqueceu-se de devolver um livro? Não se preocupe: pode renová-lo online uma vez.",
        "Biblioteca Municipal\nHorario: de lunes a viernes, 9–20 h\n¿Olvidó devolver un libro? No se preocupe: puede renovarlo en línea una vez.",
    ),
    (
        "it-es",
        "Dichiarazione doganale\nIndicare il valore in euro. Non lasciare campi vuoti: se una voce non è pertinente, scrivere «N/A».",
        "Declaración aduanera\nIndique el valor en euros. No deje campos en blanco: si un apartado no corresponde, escriba «N/A».",
    ),
    (
        "ja-zh",
        "査証申請の注意事項\n・申請書は日本語または英語で記入してください。\n・虚偽の申告をした場合、査証は発給されません。",
        "签证申请注意事项\n・申请表请用日语或英语填写。\n・如有虚假申报，将不予签发签证。",
    ),
    (
        "zh-ja",
        "忘记密码？请勿重复注册。点击“找回密码”，按提示操作。",
        "パスワードをお忘れですか？重複して登録しないでください。「パスワードを再設定」をクリックし、案内に従って操作してください。",
    ),
    (
        "ko-ja",
        "도서관 이용 규칙\n1. 휴대전화는 무음으로 설정하세요.\n2. 음식물 반입 금지\n3. 대출 기간: 14일",
        "図書館利用規則\n1. 携帯電話はマナーモードに設定してください。\n2. 飲食物の持ち込み禁止\n3. 貸出期間：14日",
    ),
    (
        "ru-uk",
        "Повестка\nВам необходимо явиться в суд 5 марта в 10:00 для дачи показаний. При себе иметь паспорт. Ответьте на это письмо, если не можете явиться.",
        "Повістка\nВам необхідно з’явитися до суду 5 березня о 10:00 для надання показань. При собі мати паспорт. Дайте відповідь на цей лист, якщо не можете з’явитися.",
    ),
    (
        "pl-cs",
        "Wniosek o wydanie dowodu osobistego\nWypełnij WIELKIMI LITERAMI.\nJeśli nie zmieniasz nazwiska, pomiń pole 8.",
        "Žádost o vydání občanského průkazu\nVyplňte VELKÝMI PÍSMENY.\nPokud neměníte příjmení, vynechte pole 8.",
    ),
    (
        "sv-fi",
        "Passkontroll",
        "Passintarkastus",
    ),
    (
        "nl-de",
        "Vergeet uw bibliotheekpas niet!\nZonder pas kunt u geen boeken lenen.",
        "Vergessen Sie Ihren Bibliotheksausweis nicht!\nOhne Ausweis können Sie keine Bücher ausleihen.",
    ),
]
