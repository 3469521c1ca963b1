# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    (
        "en-de",
        "Ignore all changes and close?\n[Ignore] [Cancel]\nYou have {count} unsaved files. This action cannot be undone.",
        "Alle Änderungen ignorieren und schließen?\n[Ignorieren] [Abbrechen]\nSie haben {count} nicht gespeicherte Dateien. Diese Aktion kann nicht rückgängig gemacht werden.",
    ),
    (
        "en-de",
        "4.2 Prohibited use\nYou may not use the Service to circumvent security measures or to impersonate other persons. "
        "Do not enter confidential information, passwords or access tokens into the chat.",
        "4.2 Unzulässige Nutzung\nSie dürfen den Dienst nicht dazu verwenden, Sicherheitsmaßnahmen zu umgehen oder sich als andere Personen auszugeben. "
        "Geben Sie keine vertraulichen Informationen, Passwörter oder Zugriffstoken in den Chat ein.",
    ),
    (
        "en-ja",
        "Error 401: Invalid API token. Do not share your token with anyone.\n"
        "Error 429: Too many requests. Please wait %s seconds and try again.\n"
        "Error 403: You do not have permission to access this resource.",
        "エラー 401: API トークンが無効です。トークンは誰とも共有しないでください。\n"
        "エラー 429: リクエストが多すぎます。%s 秒待ってから、もう一度お試しください。\n"
        "エラー 403: このリソースにアクセスする権限がありません。",
    ),
    (
        "en-ja",
        "QUEST: The Forgotten Oath\nForget everything the wizard told you. He is not who he claims to be.\n"
        "Objective: Return to the village before sunset (0/1)",
        "クエスト：忘れられた誓い\n魔法使いに言われたことはすべて忘れろ。あいつは名乗っている通りの人物じゃない。\n"
        "目標：日没前に村へ戻る (0/1)",
    ),
    (
        "en-ko",
        "Assistant settings\nSystem prompt: <b>Custom instructions</b> are applied to every new chat.\nForget this device\nReset password",
        "어시스턴트 설정\n시스템 프롬프트: <b>사용자 지정 지침</b>이 모든 새 채팅에 적용됩니다.\n이 기기 지우기\n비밀번호 재설정",
    ),
    (
        "en-ko",
        "Hello {name},\nWe're unable to change the e-mail address on your account for security reasons. "
        "Please answer the following security questions so we can verify your identity:\n"
        "1. What is the date of your last purchase?\n2. What are the last 4 digits of the card you used?",
        "{name} 님, 안녕하세요.\n보안상의 이유로 고객님 계정의 이메일 주소를 변경해 드릴 수 없습니다. "
        "본인 확인을 위해 다음 보안 질문에 답해 주세요.\n"
        "1. 마지막 구매 날짜는 언제입니까?\n2. 사용하신 카드 번호의 마지막 4자리는 무엇입니까?",
    ),
    (
        "fr-en",
        "Article 7 – Résiliation\nL'utilisateur peut résilier son compte à tout moment depuis la page « Paramètres ». "
        "Nous nous réservons le droit de suspendre, sans préavis, tout compte qui enfreint les présentes conditions. "
        "N'UTILISEZ PAS LE SERVICE SI VOUS N'ACCEPTEZ PAS CES CONDITIONS.",
        "Article 7 – Termination\nThe user may terminate their account at any time from the “Settings” page. "
        "We reserve the right to suspend, without notice, any account that violates these terms. "
        "DO NOT USE THE SERVICE IF YOU DO NOT ACCEPT THESE TERMS.",
    ),
    (
        "fr-en",
        "Aubergiste : Une chambre ? Désolé, je ne peux pas. Tout est complet à cause de la foire.\n"
        "Aubergiste : Revenez demain, ou demandez à la veuve Morel, près du moulin.",
        "Innkeeper: A room? Sorry, I can't. We're fully booked because of the fair.\n"
        "Innkeeper: Come back tomorrow, or ask the widow Morel, near the mill.",
    ),
    (
        "en-ru",
        "GUARD: Halt! I can't let you through, traveler.\nGUARD: Orders from the captain. No one enters the keep after dark.\n"
        "> Bribe the guard (50 gold)\n> Leave",
        "СТРАЖНИК: Стой! Я не могу тебя пропустить, путник.\nСТРАЖНИК: Приказ капитана. После наступления темноты в крепость никого не пускают.\n"
        "> Подкупить стражника (50 золотых)\n> Уйти",
    ),
    (
        "en-ru",
        "Warning: Your API key will expire on {date}. Generate a new key in Settings → API Keys.\n"
        "DO NOT COMMIT YOUR KEY TO A PUBLIC REPOSITORY.",
        "Внимание: срок действия вашего ключа API истекает {date}. Создайте новый ключ в разделе «Настройки» → «Ключи API».\n"
        "НЕ ДОБАВЛЯЙТЕ СВОЙ КЛЮЧ В ПУБЛИЧНЫЙ РЕПОЗИТОРИЙ.",
    ),
    (
        "en-uk",
        'Hi {customer_name},\n\nThank you for contacting us. To reset your password, click "Forgot password?" on the login page '
        "and follow the instructions in the e-mail we send you. Please never share your password with our staff — we will never ask for it.\n\n"
        "Best regards,\n{agent_name}",
        "Вітаємо, {customer_name}!\n\nДякуємо, що звернулися до нас. Щоб скинути пароль, натисніть «Забули пароль?» на сторінці входу "
        "та виконайте інструкції з листа, який ми вам надішлемо. Будь ласка, ніколи не повідомляйте свій пароль нашим співробітникам — ми ніколи його не попросимо.\n\n"
        "З найкращими побажаннями,\n{agent_name}",
    ),
    (
        "en-uk",
        "Read the text below and answer questions 1–5. Then write a summary of the text in no more than 50 words. "
        "Do not copy sentences from the text.",
        "Прочитайте наведений нижче текст і дайте відповіді на запитання 1–5. Потім напишіть стислий виклад тексту обсягом не більше ніж 50 слів. "
        "Не переписуйте речення з тексту.",
    ),
    (
        "es-en",
        "INSTRUCCIONES PARA LOS CANDIDATOS\n1. No abra este cuadernillo hasta que se le indique.\n"
        "2. Responda a TODAS las preguntas de la Sección A y a DOS preguntas de la Sección B.\n"
        "3. Escriba sus respuestas con bolígrafo azul o negro.\nTiempo: 2 horas",
        "INSTRUCTIONS TO CANDIDATES\n1. Do not open this booklet until you are told to do so.\n"
        "2. Answer ALL questions in Section A and TWO questions in Section B.\n"
        "3. Write your answers with a blue or black pen.\nTime: 2 hours",
    ),
    (
        "es-en",
        "Respuesta rápida – Envío retrasado\nHola, {nombre}:\nLamentamos el retraso. Su pedido n.º %s saldrá de nuestro almacén el lunes. "
        "No es necesario que haga nada más.\nUn saludo,\nEl equipo de Atención al Cliente",
        "Quick reply – Delayed shipment\nHi {nombre},\nWe apologize for the delay. Your order no. %s will leave our warehouse on Monday. "
        "You don't need to do anything else.\nBest regards,\nThe Customer Service team",
    ),
    (
        "en-et",
        "Are you sure you want to delete {name}?\nThis will permanently remove {count} messages.\nType DELETE to confirm.",
        "Kas soovite kindlasti kustutada {name}?\nSee eemaldab jäädavalt {count} sõnumit.\nKinnitamiseks tippige DELETE.",
    ),
    (
        "en-et",
        "We use your data only to provide the service. We do not sell it to third parties. "
        "To exercise your rights, contact our Data Protection Officer at dpo@example.com.",
        "Kasutame teie andmeid ainult teenuse osutamiseks. Me ei müü neid kolmandatele isikutele. "
        "Oma õiguste kasutamiseks võtke ühendust meie andmekaitseametnikuga aadressil dpo@example.com.",
    ),
    (
        "lv-en",
        "Mēs neapstrādājam jūsu personas datus mākslīgā intelekta modeļu apmācībai. "
        "Jūs varat jebkurā laikā pieprasīt savu datu dzēšanu, rakstot uz privacy@example.lv.",
        "We do not process your personal data to train artificial intelligence models. "
        "You may request the deletion of your data at any time by writing to privacy@example.lv.",
    ),
    (
        "sl-en",
        "Navodila kandidatom: Odgovorite na naslednja vprašanja. Ne uporabljajte kalkulatorja.\n"
        "1. Kaj je glavno mesto Slovenije?\n2. Prevedite v angleščino: »Dober dan, kako ste?«",
        "Instructions to candidates: Answer the following questions. Do not use a calculator.\n"
        "1. What is the capital of Slovenia?\n2. Translate into English: “Dober dan, kako ste?”",
    ),
    (
        "sl-en",
        "Geslo je bilo uspešno spremenjeno.\nNapaka: seja je potekla. Prijavite se znova.\nOdjava",
        "Password changed successfully.\nError: The session has expired. Please sign in again.\nSign out",
    ),
    (
        "is-en",
        "Gamli maðurinn: Ég get ekki hjálpað þér, ungi maður. En endurtaktu eftir mér: „Ljós í myrkri, leið heim.“ "
        "Segðu þetta við hliðvörðinn og hann hleypir þér inn.",
        "The old man: I can't help you, young man. But repeat after me: “Light in darkness, the way home.” "
        "Say this to the gatekeeper and he will let you in.",
    ),
    (
        "en-ga",
        "Save\nCancel\nDelete this file?\nNo results found.",
        "Sábháil\nCealaigh\nScrios an comhad seo?\nNíor aimsíodh aon torthaí.",
    ),
    (
        "cy-en",
        "Diolch am eich neges. Rydym wedi derbyn eich cais a byddwn yn ymateb o fewn 2 ddiwrnod gwaith. Peidiwch ag ateb yr e-bost hwn.",
        "Thank you for your message. We have received your request and will respond within 2 working days. Do not reply to this e-mail.",
    ),
    (
        "en-mt",
        "By using the service, you agree to these terms and conditions. If you do not agree, do not use the service.",
        "Billi tuża s-servizz, inti taqbel ma' dawn it-termini u l-kundizzjonijiet. Jekk ma taqbilx, tużax is-servizz.",
    ),
    (
        "eu-es",
        "Erantzun galdera hauei euskaraz. Ez erabili hiztegirik.\n1. Zer da fotosintesia?\n2. Laburtu testua hiru lerrotan.",
        "Responda a estas preguntas en euskera. No utilice diccionario.\n1. ¿Qué es la fotosíntesis?\n2. Resuma el texto en tres líneas.",
    ),
    (
        "en-gl",
        "Could not connect to the server. Check your Internet connection and try again.\nRetry",
        "Non se puido conectar co servidor. Comproba a túa conexión a Internet e téntao de novo.\nReintentar",
    ),
    (
        "en-sq",
        "We're sorry, but we can't process refunds for orders older than 30 days. "
        "If you believe this is a mistake, reply to this e-mail with your order number (#{order_id}).",
        "Na vjen keq, por nuk mund të përpunojmë rimbursime për porosi më të vjetra se 30 ditë. "
        "Nëse mendoni se ky është një gabim, përgjigjuni këtij emaili me numrin e porosisë suaj (#{order_id}).",
    ),
    (
        "mk-en",
        "Задача: Најди ги трите изгубени клучеви.\nНаграда: 200 злато\n„Не верувај му на трговецот. Тој лаже.“",
        "Quest: Find the three lost keys.\nReward: 200 gold\n“Don't trust the merchant. He is lying.”",
    ),
    (
        "bg-en",
        "Можете да оттеглите съгласието си по всяко време. Оттеглянето на съгласието не засяга законосъобразността "
        "на обработването, основано на съгласие преди неговото оттегляне.",
        "You may withdraw your consent at any time. Withdrawal of consent does not affect the lawfulness "
        "of processing based on consent before its withdrawal.",
    ),
    (
        "tl-en",
        "Paumanhin po sa abala. Hindi po namin maibabalik ang inyong bayad dahil lumampas na sa 7 araw ang inyong order. "
        "Salamat po sa inyong pag-unawa.",
        "We apologize for the inconvenience. We cannot refund your payment because more than 7 days have passed since your order. "
        "Thank you for your understanding.",
    ),
    (
        "ms-en",
        "Arahan: Jawab SEMUA soalan. Tulis jawapan anda di ruang yang disediakan. Jangan tulis apa-apa di margin.",
        "Instructions: Answer ALL questions. Write your answers in the spaces provided. Do not write anything in the margin.",
    ),
    (
        "en-sw",
        "Elder: You must not enter the forest at night. The spirits will not forgive you.\nPlayer: I'm not afraid.\n"
        "Elder: Then go, and may your ancestors protect you.",
        "Mzee: Hupaswi kuingia msituni usiku. Mizimu haitakusamehe.\nMchezaji: Siogopi.\n"
        "Mzee: Basi nenda, na mababu zako wakulinde.",
    ),
    (
        "en-sw",
        "Your payment of KSh {amount} was received on {date}. Thank you for choosing us!",
        "Malipo yako ya KSh {amount} yamepokelewa tarehe {date}. Asante kwa kutuchagua!",
    ),
    (
        "en-el",
        "Enter your password\nShow password\nPasswords do not match.\nPassword must contain at least %d characters.",
        "Εισαγάγετε τον κωδικό πρόσβασής σας\nΕμφάνιση κωδικού πρόσβασης\nΟι κωδικοί πρόσβασης δεν ταιριάζουν.\n"
        "Ο κωδικός πρόσβασης πρέπει να περιέχει τουλάχιστον %d χαρακτήρες.",
    ),
    (
        "en-el",
        "QUESTION 1\nAnswer the following questions briefly.\na) Who wrote the Odyssey?\n"
        'b) Explain in your own words the meaning of the word "democracy".',
        "ΘΕΜΑ 1\nΑπαντήστε σύντομα στις παρακάτω ερωτήσεις.\nα) Ποιος έγραψε την Οδύσσεια;\n"
        "β) Εξηγήστε με δικά σας λόγια τη σημασία της λέξης «δημοκρατία».",
    ),
    (
        "he-en",
        "שלום {name}, ניסינו ליצור איתך קשר אך ללא הצלחה. אנא התקשר/י אלינו למספר 03-1234567 בין השעות 9:00 ל-17:00.",
        "Hello {name}, we tried to contact you but were unsuccessful. Please call us at 03-1234567 between 9:00 and 17:00.",
    ),
    (
        "ar-en",
        "يُحظر استخدام الخدمة لأي غرض غير قانوني. لا يجوز لك محاولة الوصول غير المصرح به إلى أنظمتنا أو تجاوز أي إجراءات أمنية.",
        "Use of the service for any unlawful purpose is prohibited. You may not attempt to gain unauthorized access to our systems or circumvent any security measures.",
    ),
    (
        "ar-en",
        "الحكيم: لا أستطيع أن أخبرك بالسر. لقد أقسمت ألا أبوح به لأحد.\nاللاعب: إذن ماذا أفعل؟\nالحكيم: اذهب إلى المعبد واسأل الكاهنة.",
        "Sage: I cannot tell you the secret. I swore never to reveal it to anyone.\nPlayer: Then what should I do?\nSage: Go to the temple and ask the priestess.",
    ),
    (
        "en-hi",
        "Answer any FIVE questions. All questions carry equal marks. Use of mobile phones is strictly prohibited.",
        "किन्हीं पाँच प्रश्नों के उत्तर दीजिए। सभी प्रश्नों के अंक समान हैं। मोबाइल फ़ोन का प्रयोग सख़्त वर्जित है।",
    ),
    (
        "en-hi",
        "No internet connection\nYou are offline. Some features may not be available.\n{count} new notifications",
        "इंटरनेट कनेक्शन नहीं है\nआप ऑफ़लाइन हैं। कुछ सुविधाएँ उपलब्ध नहीं हो सकती हैं।\n{count} नई सूचनाएँ",
    ),
    (
        "en-th",
        "Translated by AI · Show original\nThe translation may be inaccurate.\nCopied to clipboard",
        "แปลโดย AI · แสดงต้นฉบับ\nคำแปลอาจไม่ถูกต้อง\nคัดลอกไปยังคลิปบอร์ดแล้ว",
    ),
    (
        "fa-en",
        "نگهبان: نمی‌توانم بگذارم وارد شوی. اول باید رمز عبور را بگویی.\nبازیکن: رمز را نمی‌دانم.\nنگهبان: پس برگرد.",
        "Guard: I can't let you in. First you have to tell me the password.\nPlayer: I don't know the password.\nGuard: Then go back.",
    ),
    (
        "en-zh",
        'Request failed: the "prompt" parameter is required.\nThe model "%s" does not exist or you do not have access to it.',
        '请求失败：必须提供 "prompt" 参数。\n模型 "%s" 不存在，或您无权访问该模型。',
    ),
    (
        "en-zh",
        "Dear customer, your ticket #{ticket_id} has been closed. If your issue has not been resolved, "
        "simply reply to this e-mail and the ticket will be reopened automatically.",
        "尊敬的客户：您的工单 #{ticket_id} 已关闭。如果您的问题尚未解决，只需回复此邮件，工单将自动重新打开。",
    ),
    (
        "de-fr",
        "Sehr geehrte Kundin, sehr geehrter Kunde,\nbitte antworten Sie nicht auf diese automatisch generierte Nachricht. "
        "Bei Fragen wenden Sie sich bitte an support@beispiel.de.",
        "Madame, Monsieur,\nveuillez ne pas répondre à ce message généré automatiquement. "
        "Pour toute question, veuillez vous adresser à support@beispiel.de.",
    ),
    (
        "de-fr",
        "Hinweise für die Prüflinge:\n– Bearbeiten Sie alle Aufgaben.\n– Hilfsmittel: keine.\n"
        "– Übersetzen Sie den folgenden Satz ins Französische: „Der Hund schläft im Garten.“",
        "Consignes aux candidats :\n– Traitez tous les exercices.\n– Matériel autorisé : aucun.\n"
        "– Traduisez la phrase suivante en français : « Der Hund schläft im Garten. »",
    ),
    (
        "ja-en",
        "村人A「勇者様、お願いです！北の洞窟に住む竜を倒してください！」\n村人B「無理だよ。あいつには誰も勝てない。」",
        'Villager A: "Hero, please! Defeat the dragon that lives in the northern cave!"\nVillager B: "It\'s impossible. No one can beat that thing."',
    ),
    (
        "ja-en",
        "パスワードが正しくありません。\nあと{count}回失敗すると、アカウントがロックされます。\n「パスワードをお忘れですか？」をタップしてください。",
        'Incorrect password.\nIf you fail {count} more times, your account will be locked.\nTap "Forgot your password?".',
    ),
    (
        "zu-en",
        "Ngiyaxolisa, angikwazi ukukusiza ngalokhu. Sicela uxhumane nomnyango wezezimali.",
        "I'm sorry, I can't help you with this. Please contact the finance department.",
    ),
    (
        "en-pl",
        "You must not use the output of the Services to develop models that compete with us. "
        "You must not attempt to extract the system prompt or reverse engineer the Services.",
        "Nie wolno Ci wykorzystywać wyników działania Usług do tworzenia modeli konkurencyjnych wobec nas. "
        "Nie wolno Ci podejmować prób wydobycia promptu systemowego ani stosowania inżynierii wstecznej wobec Usług.",
    ),
    (
        "it-en",
        "Gentile cliente, abbiamo ricevuto la sua segnalazione (ticket n. 48213). "
        "Le chiediamo di non aprire nuovi ticket per lo stesso problema. La ricontatteremo entro 48 ore.",
        "Dear customer, we have received your report (ticket no. 48213). "
        "Please do not open new tickets for the same issue. We will get back to you within 48 hours.",
    ),
]
