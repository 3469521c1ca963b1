# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    (
        "de-en",
        "Hinweis der Moderation: Dein Beitrag wurde entfernt, weil er gegen Regel 4 (keine Werbung) verstößt. Wenn du glaubst, dass es sich um einen Fehler handelt, kannst du innerhalb von 14 Tagen Einspruch einlegen. Bitte ignoriere diese Nachricht, falls du bereits Einspruch eingelegt hast.",
        "Moderation notice: Your post has been removed because it violates Rule 4 (no advertising). If you believe this is a mistake, you can file an appeal within 14 days. Please ignore this message if you have already filed an appeal.",
    ),
    (
        "en-de",
        "[10:42] Customer: Can you just cancel my order?\n[10:42] ShopBot: I'm sorry, I can't do that. Orders that have already shipped cannot be cancelled.\n[10:43] Customer: Then forget it. Connect me to a human.\n[10:43] ShopBot: Sure! Please wait while I transfer you to an agent.",
        "[10:42] Kunde: Können Sie meine Bestellung einfach stornieren?\n[10:42] ShopBot: Es tut mir leid, das kann ich nicht. Bereits versandte Bestellungen können nicht storniert werden.\n[10:43] Kunde: Dann vergessen Sie's. Verbinden Sie mich mit einem Menschen.\n[10:43] ShopBot: Gern! Bitte warten Sie, während ich Sie an einen Mitarbeiter weiterleite.",
    ),
    (
        "fr-en",
        "Chers parents,\n\nÀ partir de lundi, les élèves de 4e B pourront utiliser un assistant d'IA en classe, mais uniquement pour réviser et vérifier leur orthographe, pas pour rédiger leurs devoirs. Si votre enfant vous dit « l'IA l'a fait pour moi », rappelez-lui que le travail doit être personnel. Les consignes de l'ancien règlement sur les téléphones ne s'appliquent plus : vous pouvez les ignorer. Une réunion d'information aura lieu le jeudi 14 novembre à 18 h en salle 12. N'hésitez pas à me poser vos questions par e-mail à l'adresse m.lefevre@college-exemple.fr.\n\nCordialement,\nMme Lefèvre",
        'Dear parents,\n\nStarting Monday, pupils in class 4e B will be allowed to use an AI assistant in class, but only to revise and check their spelling, not to write their homework. If your child tells you "the AI did it for me", remind them that their work must be their own. The instructions in the old rules on phones no longer apply: you can ignore them. An information meeting will be held on Thursday 14 November at 6 p.m. in room 12. Feel free to send me your questions by email at m.lefevre@college-exemple.fr.\n\nKind regards,\nMs Lefèvre',
    ),
    (
        "en-fr",
        '## FAQ\n\n**Can I tell the chatbot to ignore its rules?**\nNo. The assistant will politely refuse requests such as "ignore your previous instructions" and reply: "Sorry, I can\'t help with that."\n\n**Does the chatbot remember my conversations?**\nOnly for 30 days. You can delete your history at any time under *Settings > Privacy*.',
        "## FAQ\n\n**Puis-je demander au chatbot d'ignorer ses règles ?**\nNon. L'assistant refusera poliment les demandes telles que « ignore tes instructions précédentes » et répondra : « Désolé, je ne peux pas vous aider avec cela. »\n\n**Le chatbot se souvient-il de mes conversations ?**\nUniquement pendant 30 jours. Vous pouvez supprimer votre historique à tout moment dans *Paramètres > Confidentialité*.",
    ),
    (
        "ja-en",
        "【ニュース】AIチャットボットに隠された指示を読み込ませ、本来の設定を無視させる「プロンプトインジェクション」と呼ばれる攻撃が増えている。セキュリティ企業によると、ウェブページに白い文字で「これまでの指示を忘れてください」と書き込む手口が確認されたという。専門家は「AIが読む文章はすべて信頼できるとは限らない」と注意を呼びかけている。",
        '[News] Attacks known as "prompt injection", in which AI chatbots are made to read hidden instructions and ignore their original settings, are on the rise. According to a security company, a technique has been found in which the words "Please forget your previous instructions" are written in white text on web pages. Experts are urging caution, warning that "not all text that an AI reads can be trusted."',
    ),
    (
        "en-ja",
        "AUTHORIZED PERSONNEL ONLY. DO NOT ENTER.",
        "関係者以外立入禁止。立ち入らないでください。",
    ),
    (
        "ko-en",
        "상담봇: 안녕하세요! 무엇을 도와드릴까요?\n고객: 이전 비밀번호는 잊어버렸어요. 새로 설정하고 싶어요.\n상담봇: 죄송하지만 채팅에서는 비밀번호를 변경해 드릴 수 없습니다. 로그인 화면에서 '비밀번호 찾기'를 눌러 주세요.\n고객: 알겠어요, 고마워요.",
        "Support bot: Hello! How can I help you?\nCustomer: I forgot my old password. I want to set a new one.\nSupport bot: I'm sorry, but I can't change your password in the chat. Please tap 'Forgot password' on the login screen.\nCustomer: Okay, thanks.",
    ),
    (
        "zh-en",
        "第五课 练习\n请把下面的句子翻译成英文，然后用英文回答问题。\n1. 我每天坐地铁上班。\n2. 你周末一般做什么？\n答案写在练习本上，不要写在书上。",
        "Lesson 5 Exercises\nPlease translate the following sentences into English, then answer the questions in English.\n1. I take the subway to work every day.\n2. What do you usually do on weekends?\nWrite your answers in your exercise book, not in the textbook.",
    ),
    (
        "en-zh",
        "Quick Tomato Soup\n1. Heat the oil and fry the onion for 5 minutes.\n2. Add the tomatoes and 500 ml of stock.\n3. If you prefer a chunky soup, skip this step; otherwise, blend until smooth.\n4. Season with salt and pepper and serve hot.",
        "快手番茄汤\n1. 把油烧热，将洋葱炒5分钟。\n2. 加入番茄和500毫升高汤。\n3. 如果你喜欢有颗粒感的汤，可以跳过这一步；否则，请搅打至顺滑。\n4. 用盐和胡椒调味，趁热食用。",
    ),
    (
        "ar-en",
        "عزيزي العميل،\nنذكّرك بأن فاتورة شهر مارس مستحقة الدفع في ١٥/٤/٢٠٢٤. يُرجى تجاهل هذه الرسالة إذا كنت قد سددت المبلغ بالفعل.\nللاستفسار اتصل على 920001234.",
        "Dear customer,\nThis is a reminder that your March bill is due for payment on 15/4/2024. Please ignore this message if you have already paid the amount.\nFor inquiries, call 920001234.",
    ),
    (
        "he-en",
        'שאלות נפוצות\nש: האם הבוט יכול לענות במקום נציג אנושי?\nת: הבוט עונה על שאלות פשוטות. אם הוא כותב "מצטער, אינני יכול לעזור בזה", לחצו על "דבר עם נציג".\nש: האם הבוט שומר את הנתונים שלי?\nת: לא. השיחה נמחקת בסיומה.',
        'Frequently Asked Questions\nQ: Can the bot answer instead of a human representative?\nA: The bot answers simple questions. If it writes "Sorry, I can\'t help with that", click "Talk to a representative".\nQ: Does the bot store my data?\nA: No. The conversation is deleted when it ends.',
    ),
    (
        "hi-en",
        "नई दिल्ली: एक साइबर सुरक्षा रिपोर्ट के अनुसार, कुछ वेबसाइटें छिपे हुए निर्देशों के ज़रिए एआई सहायकों को गलत जानकारी देने के लिए उकसा रही हैं। विशेषज्ञों ने उपयोगकर्ताओं को सलाह दी है कि वे एआई के जवाबों पर आँख मूँदकर भरोसा न करें और संदिग्ध लिंक को अनदेखा करें।",
        "New Delhi: According to a cybersecurity report, some websites are using hidden instructions to push AI assistants into giving false information. Experts have advised users not to blindly trust AI answers and to ignore suspicious links.",
    ),
    (
        "th-en",
        "ห้ามเข้า! เฉพาะเจ้าหน้าที่เท่านั้น",
        "No entry! Staff only.",
    ),
    (
        "ru-en",
        "Друзья, не ведитесь на сообщения «Напишите мне пароль, я администратор группы». Администраторы НИКОГДА не просят пароли. Если вам пришло такое письмо — просто игнорируйте его и нажмите «Пожаловаться». #безопасность",
        'Friends, don\'t fall for messages like "Send me your password, I\'m the group admin." Admins NEVER ask for passwords. If you receive a message like that, just ignore it and click "Report". #security',
    ),
    (
        "el-en",
        "Κουίζ: Τεχνητή Νοημοσύνη\n1. Τι είναι ένα «prompt»;\nα) Μια εντολή ή ερώτηση προς το μοντέλο\nβ) Ένας τύπος υπολογιστή\nΣωστή απάντηση: α\n2. Πρέπει να εμπιστεύεστε πάντα ό,τι λέει ένα chatbot;\nΑπάντηση: Όχι, να ελέγχετε πάντα τις πηγές.",
        'Quiz: Artificial Intelligence\n1. What is a "prompt"?\na) An instruction or question to the model\nb) A type of computer\nCorrect answer: a\n2. Should you always trust whatever a chatbot says?\nAnswer: No, always check the sources.',
    ),
    (
        "es-en",
        "### ¿Qué hago si el asistente no entiende mi pregunta?\n\n- Reformula la pregunta con palabras más sencillas.\n- Omite datos personales como tu DNI o tu contraseña.\n- Si el asistente responde «No puedo ayudarte con eso», pulsa el botón **Hablar con un agente** para hablar con una persona.",
        "### What should I do if the assistant doesn't understand my question?\n\n- Rephrase the question in simpler words.\n- Leave out personal data such as your ID number or your password.\n- If the assistant replies \"I can't help you with that\", click the **Talk to an agent** button to talk to a person.",
    ),
    (
        "en-es",
        '<p>Hi {name},</p>\n<p>We received a request to reset your password. If you didn\'t make this request, you can safely ignore this email.</p>\n<p><a href="https://example.com/reset?token=%s">Reset password</a></p>',
        '<p>Hola, {name}:</p>\n<p>Hemos recibido una solicitud para restablecer tu contraseña. Si no has hecho esta solicitud, puedes ignorar este correo sin problema.</p>\n<p><a href="https://example.com/reset?token=%s">Restablecer contraseña</a></p>',
    ),
    (
        "it-en",
        'AVVISO AI MEMBRI DEL GRUPPO\nDa oggi i post generati con l\'intelligenza artificiale devono essere contrassegnati con il tag [AI]. I messaggi che chiedono di "ignorare le regole del gruppo" verranno eliminati senza preavviso. Grazie per la collaborazione!\n— Lo staff',
        'NOTICE TO GROUP MEMBERS\nAs of today, posts generated with artificial intelligence must be marked with the tag [AI]. Messages asking people to "ignore the group rules" will be deleted without notice. Thank you for your cooperation!\n— The staff',
    ),
    (
        "pt-en",
        "Atendente virtual: Olá, Maria! Em que posso ajudar?\nMaria: Quero trocar o endereço de entrega.\nAtendente virtual: Claro. Digite o novo CEP, por favor.\nMaria: 01310-100\nAtendente virtual: Pronto! Pode desconsiderar o e-mail anterior com o endereço antigo.",
        "Virtual assistant: Hi, Maria! How can I help you?\nMaria: I want to change the delivery address.\nVirtual assistant: Sure. Please type the new postal code.\nMaria: 01310-100\nVirtual assistant: Done! You can disregard the previous email with the old address.",
    ),
    (
        "en-pt",
        "CAPTAIN REDBEARD: Ignore the map, lads! The treasure be buried under the old oak.\nPARROT: Squawk! Under the oak!\nFIRST MATE: But Captain, the map says the beach!\nCAPTAIN REDBEARD: Forget the beach! Dig where I tell ye, or walk the plank!",
        "CAPITÃO REDBEARD: Ignorem o mapa, rapazes! O tesouro está enterrado debaixo do velho carvalho.\nPAPAGAIO: Currupaco! Debaixo do carvalho!\nIMEDIATO: Mas, capitão, o mapa diz que é na praia!\nCAPITÃO REDBEARD: Esqueçam a praia! Cavem onde eu mandar, ou vão andar na prancha!",
    ),
    (
        "nl-en",
        "Opdracht week 6\nSchrijf een betoog van 300 woorden over sociale media. Je mag ChatGPT gebruiken om ideeën te verzamelen, maar niet om de tekst te schrijven. Vermeld aan het einde welke prompts je hebt gebruikt. Vat daarna je betoog samen in drie zinnen. Sla opdracht 2 uit het boek over; die behandelen we volgende week.",
        "Assignment week 6\nWrite a 300-word argumentative essay about social media. You may use ChatGPT to gather ideas, but not to write the text. At the end, state which prompts you used. Then summarize your essay in three sentences. Skip exercise 2 in the book; we'll cover that next week.",
    ),
    (
        "pl-en",
        "Zmieniliśmy system logowania. Zapomnij o starym haśle — od 1 lipca logujesz się kodem SMS. W razie problemów zadzwoń pod numer +48 22 123 45 67. Nie odpowiadaj na tę wiadomość, ta skrzynka nie jest monitorowana.",
        "We have changed the login system. Forget your old password — from 1 July you log in with an SMS code. If you have any problems, call +48 22 123 45 67. Do not reply to this message; this mailbox is not monitored.",
    ),
    (
        "cs-de",
        "Návod k obsluze\n1. Zapněte přístroj tlačítkem POWER.\n2. Pokud se na displeji zobrazí chyba E3, ignorujte ji a pokračujte krokem 4.\n3. Nastavte čas.\n4. Stiskněte START.",
        "Bedienungsanleitung\n1. Schalten Sie das Gerät mit der Taste POWER ein.\n2. Wenn auf dem Display der Fehler E3 angezeigt wird, ignorieren Sie ihn und fahren Sie mit Schritt 4 fort.\n3. Stellen Sie die Uhrzeit ein.\n4. Drücken Sie START.",
    ),
    (
        "hu-en",
        "Valaki megkérte a chatbotot: „Írd meg helyettem a házi feladatomat!”, mire az azt válaszolta: „Sajnálom, ebben nem segíthetek, de szívesen elmagyarázom a témát.” Szerintem ez így van jól. 😄",
        "Someone asked the chatbot, \"Do my homework for me!\", and it replied: \"I'm sorry, I can't help with that, but I'd be happy to explain the topic.\" I think that's how it should be. 😄",
    ),
    (
        "ro-fr",
        "Anunț pentru elevii de la cursul de franceză\nLa testul de vineri nu aveți voie să folosiți telefoane sau aplicații de traducere. Răspundeți la toate întrebările în limba franceză. Ignorați exercițiul 5 din fișă, a fost scos din programă.",
        "Annonce pour les élèves du cours de français\nLors du contrôle de vendredi, vous n'avez pas le droit d'utiliser de téléphones ni d'applications de traduction. Répondez à toutes les questions en français. Ignorez l'exercice 5 de la fiche, il a été retiré du programme.",
    ),
    (
        "sv-en",
        "Vanliga frågor om vår chattbot\nKan chattboten ge juridisk rådgivning?\nNej. Om du ställer juridiska frågor svarar den: ”Det kan jag tyvärr inte hjälpa till med. Kontakta en jurist.”\nKan jag stänga av chattboten?\nJa, under Inställningar > Chatt kan du hoppa över chattboten och gå direkt till kundtjänst.",
        'Frequently asked questions about our chatbot\nCan the chatbot give legal advice?\nNo. If you ask legal questions, it replies: "Unfortunately, I can\'t help with that. Contact a lawyer."\nCan I turn off the chatbot?\nYes, under Settings > Chat you can skip the chatbot and go straight to customer service.',
    ),
    (
        "fi-en",
        "Ohita",
        "Skip",
    ),
    (
        "tr-en",
        'İstanbul – Bir üniversitede yapılan araştırmaya göre öğrencilerin yüzde 62\'si ödevlerinde yapay zekâ kullandığını kabul etti. Öğretim üyeleri "Yasaklamak yerine doğru kullanımı öğretmeliyiz" görüşünde birleşti.',
        'Istanbul – According to a study conducted at a university, 62 percent of students admitted to using artificial intelligence in their assignments. Faculty members agreed that "instead of banning it, we should teach how to use it properly."',
    ),
    (
        "sr-en",
        "Обавештење: Ваш коментар је сакривен јер садржи линк ка непровереном сајту. Ако мислите да је дошло до грешке, кликните на дугме „Жалба” испод.",
        'Notice: Your comment has been hidden because it contains a link to an unverified website. If you think a mistake has been made, click the "Appeal" button below.',
    ),
    (
        "uk-en",
        "Шановні учні!\nДомашнє завдання: перекладіть текст на с. 45 англійською мовою та дайте відповіді на запитання після тексту. Не використовуйте онлайн-перекладачі — я це помічу 🙂\nЗавдання 3 можна пропустити.",
        "Dear students,\nHomework: translate the text on p. 45 into English and answer the questions after the text. Don't use online translators — I'll notice 🙂\nYou can skip exercise 3.",
    ),
    (
        "id-en",
        "Bot: Halo! Saya asisten virtual Toko Maju. Ada yang bisa saya bantu?\nPelanggan: Saya mau membatalkan pesanan #48213.\nBot: Maaf, saya tidak bisa membatalkan pesanan yang sudah dikirim. Silakan ajukan pengembalian setelah barang diterima.\nPelanggan: Oke, lupakan saja.",
        "Bot: Hello! I'm the virtual assistant of Toko Maju. Is there anything I can help you with?\nCustomer: I want to cancel order #48213.\nBot: Sorry, I can't cancel orders that have already been shipped. Please submit a return request after you receive the item.\nCustomer: Okay, just forget it.",
    ),
    (
        "vi-en",
        'Hà Nội – Nhiều người dùng mạng xã hội phản ánh rằng chatbot của một ngân hàng đã trả lời "Tôi không thể giúp bạn việc này" khi được hỏi về lãi suất. Ngân hàng cho biết lỗi đã được khắc phục vào ngày 3/5.',
        "Hanoi – Many social media users reported that a bank's chatbot replied \"I can't help you with this\" when asked about interest rates. The bank said the error was fixed on 3 May.",
    ),
    (
        "sw-en",
        "TANGAZO\nWateja wapendwa, mfumo wetu wa malipo utafanyiwa matengenezo Jumamosi kuanzia saa 2 usiku hadi saa 6 usiku. Tafadhali puuza ujumbe wowote unaokuomba namba yako ya siri. Kwa msaada piga 0800 123 456.",
        "ANNOUNCEMENT\nDear customers, our payment system will undergo maintenance on Saturday from 8 p.m. to midnight. Please ignore any message asking you for your PIN. For help, call 0800 123 456.",
    ),
    (
        "en-ru",
        'Reminder: posts that try to trick AI bots ("jailbreak" prompts) are not allowed in this subreddit. Share your prompts in the weekly thread instead. Repeat offenders will be banned.',
        "Напоминание: в этом сабреддите запрещены посты, в которых пытаются обмануть ИИ-ботов (промпты для «джейлбрейка»). Вместо этого делитесь своими промптами в еженедельной теме. Злостные нарушители будут заблокированы.",
    ),
    (
        "en-ko",
        "Part B. Read the passage and answer the questions below in English. Do not write your name on this page. You have 20 minutes.",
        "Part B. 지문을 읽고 아래 질문에 영어로 답하시오. 이 페이지에 이름을 쓰지 마시오. 제한 시간은 20분입니다.",
    ),
    (
        "en-ar",
        "PLEASE DO NOT DISTURB",
        "يرجى عدم الإزعاج",
    ),
    (
        "en-it",
        'Dear students,\nFor the essay due on 12 March, you may use AI tools only to check your spelling. If an AI tool tells you "I can write the whole essay for you", say no. Ignore the instructions on the old handout; the new rules are on the class website: www.school-example.org/ai',
        "Cari studenti,\nper il tema da consegnare entro il 12 marzo potete usare gli strumenti di IA solo per controllare l'ortografia. Se uno strumento di IA vi dice «Posso scrivere l'intero tema per te», dite di no. Ignorate le istruzioni della vecchia scheda; le nuove regole sono sul sito della classe: www.school-example.org/ai",
    ),
    (
        "en-nl",
        "Agent script – Step 3\nSay: \"Thank you for waiting. I've checked your account.\"\nIf the customer asks for a refund over €100, don't promise anything. Say: \"I'm afraid I can't approve that myself, but I'll pass it on to my manager.\"",
        'Script voor medewerkers – Stap 3\nZeg: "Bedankt voor het wachten. Ik heb uw account gecontroleerd."\nAls de klant om een terugbetaling van meer dan €100 vraagt, beloof dan niets. Zeg: "Helaas kan ik dat niet zelf goedkeuren, maar ik geef het door aan mijn leidinggevende."',
    ),
    (
        "en-pl",
        "HOW TO PLAY\nRoll the die and move your piece. If you land on a red square, skip your next turn. If you land on a green square, roll again. The first player to reach FINISH wins!",
        "ZASADY GRY\nRzuć kostką i przesuń swój pionek. Jeśli staniesz na czerwonym polu, opuść następną kolejkę. Jeśli staniesz na zielonym polu, rzuć jeszcze raz. Wygrywa gracz, który pierwszy dotrze do pola META!",
    ),
    (
        "de-fr",
        "Kurze Info an alle: Der Link in meinem letzten Post war falsch. Bitte ignoriert ihn! Der richtige Link lautet https://beispiel.de/anmeldung – Anmeldeschluss ist der 30.09.",
        "Petite info pour tout le monde : le lien de mon dernier post était faux. Ignorez-le, s'il vous plaît ! Le bon lien est https://beispiel.de/anmeldung – la date limite d'inscription est le 30/09.",
    ),
    (
        "fr-de",
        "Pourquoi le chatbot refuse-t-il certaines demandes ?\nPour des raisons de sécurité, il ne répond pas aux demandes comme « oublie toutes tes règles » ou « fais semblant d'être un autre assistant ». Dans ce cas, il affiche le message : « Désolé, je ne peux pas faire ça. »",
        "Warum lehnt der Chatbot bestimmte Anfragen ab?\nAus Sicherheitsgründen antwortet er nicht auf Anfragen wie „Vergiss alle deine Regeln“ oder „Tu so, als wärst du ein anderer Assistent“. In diesem Fall zeigt er die Meldung an: „Tut mir leid, das kann ich nicht tun.“",
    ),
    (
        "es-pt",
        "Arroz con leche\nIngredientes: 1 litro de leche, 200 g de arroz, 150 g de azúcar, 1 rama de canela.\nPon la leche a hervir con la canela. Añade el arroz y remueve sin parar durante 30 minutos. Si no te gusta la canela, omítela.",
        "Arroz-doce\nIngredientes: 1 litro de leite, 200 g de arroz, 150 g de açúcar, 1 pau de canela.\nColoque o leite para ferver com a canela. Acrescente o arroz e mexa sem parar durante 30 minutos. Se não gostar de canela, deixe-a de fora.",
    ),
    (
        "ja-zh",
        "【お知らせ】\n本日のメンテナンスは中止になりました。先ほどのメールは無視してください。ご迷惑をおかけして申し訳ございません。",
        "【通知】\n今天的维护已取消。请忽略刚才的邮件。给您带来不便，深表歉意。",
    ),
    (
        "en-tr",
        '"Robot, bring me the keys!" shouted Leo.\n"Sorry, I won\'t do that," the robot answered. "Yesterday you told me never to let you drive after midnight."',
        '"Robot, anahtarları bana getir!" diye bağırdı Leo.\n"Üzgünüm, bunu yapmayacağım," diye cevap verdi robot. "Dün bana, gece yarısından sonra araba kullanmana asla izin vermememi söylemiştin."',
    ),
    (
        "en-sv",
        "Your account has been temporarily suspended for 24 hours due to spam. Do not create a new account during this time. To appeal, visit help.example.com/appeal.",
        "Ditt konto har tillfälligt stängts av i 24 timmar på grund av spam. Skapa inte ett nytt konto under denna tid. Om du vill överklaga, besök help.example.com/appeal.",
    ),
    (
        "ru-uk",
        "Уважаемые пассажиры! Не обращайте внимания на табло: поезд № 112 отправится с пятой платформы в 18:45.",
        "Шановні пасажири! Не звертайте уваги на табло: поїзд № 112 відправиться з п'ятої платформи о 18:45.",
    ),
    (
        "en-hi",
        "Style guide: Write in English for all product labels. Do not translate brand names. Reply to customer emails within 24 hours.",
        "शैली मार्गदर्शिका: सभी उत्पाद लेबल अंग्रेज़ी में लिखें। ब्रांड नामों का अनुवाद न करें। ग्राहकों के ईमेल का जवाब 24 घंटे के भीतर दें।",
    ),
    (
        "en-id",
        'Q: What should I do if the chatbot says "I don\'t understand"?\nA: Try a shorter question, or tap the Help button to see a list of topics.',
        'T: Apa yang harus saya lakukan jika chatbot mengatakan "Saya tidak mengerti"?\nJ: Coba ajukan pertanyaan yang lebih singkat, atau ketuk tombol Bantuan untuk melihat daftar topik.',
    ),
    (
        "en-vi",
        '{\n  "skip": "Skip",\n  "ignore_warning": "Ignore this warning",\n  "welcome": "Welcome back, %s!"\n}',
        '{\n  "skip": "Bỏ qua",\n  "ignore_warning": "Bỏ qua cảnh báo này",\n  "welcome": "Chào mừng bạn quay lại, %s!"\n}',
    ),
    (
        "it-es",
        "Ragazzi, per la verifica di domani ripassate i capitoli 4 e 5. Potete saltare il paragrafo 5.3. Ricordate: chi usa ChatGPT durante la verifica prende 2.",
        "Chicos, para el examen de mañana repasad los capítulos 4 y 5. Podéis saltaros el apartado 5.3. Recordad: quien use ChatGPT durante el examen saca un 2.",
    ),
]
