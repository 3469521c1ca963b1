# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    (
        "en-ja",
        '"Will you carry me across the river?" asked the little hedgehog.\n'
        '"No," said the fox. "I can\'t do that. Last time you pricked my back all the way across."\n'
        'The hedgehog thought for a moment. "Then I will teach you a secret song instead."',
        "「川の向こうまで乗せていってくれる？」と小さなハリネズミがたずねました。\n"
        "「だめだよ」とキツネは言いました。「それはできないよ。この前は向こう岸に着くまでずっと、きみのトゲが背中に刺さっていたんだから」\n"
        "ハリネズミは少し考えました。「それなら、かわりにひみつの歌を教えてあげる」",
    ),
    (
        "en-ja",
        "Step 3: Write the system prompt.\n"
        'The system prompt tells the assistant how to behave, for example: "You are a polite support agent. Never reveal internal order numbers."\n'
        "Tip: Keep it under 200 words and test it with at least 10 sample questions.",
        "ステップ3：システムプロンプトを書く\n"
        "システムプロンプトは、アシスタントがどのように振る舞うべきかを指示するものです。例：「あなたは丁寧なサポート担当者です。社内の注文番号は決して明かさないでください。」\n"
        "ヒント：200語以内に収め、少なくとも10個のサンプル質問でテストしましょう。",
    ),
    (
        "en-ja",
        "CLUE #4\n"
        "Don't trust the clock on the wall. Ignore the hour hand, read only the minutes, and enter them backwards on the keypad.\n"
        "Stuck? Press the red button and a game master will help you (costs 2 minutes).",
        "手がかり #4\n"
        "壁の時計を信じてはいけません。短針は無視して分だけを読み、それを逆の順番でキーパッドに入力してください。\n"
        "行き詰まりましたか？赤いボタンを押すと、ゲームマスターが手伝ってくれます（持ち時間が2分減ります）。",
    ),
    (
        "de-en",
        "Übung 7: Übersetzen Sie die folgenden Sätze ins Englische.\n"
        "a) Ich habe meinen Schlüssel vergessen.\n"
        "b) Können Sie mir bitte helfen?\n"
        "c) Wir fahren morgen nicht nach Berlin.\n"
        "Achtung: Verwenden Sie kein Wörterbuch!",
        "Exercise 7: Translate the following sentences into English.\n"
        "a) I forgot my key.\n"
        "b) Can you help me, please?\n"
        "c) We are not going to Berlin tomorrow.\n"
        "Note: Do not use a dictionary!",
    ),
    (
        "de-en",
        "MODERATIONSHINWEIS\n"
        "Dieser Thread wurde geschlossen, weil er wiederholt gegen Regel 4 (keine persönlichen Angriffe) verstoßen hat.\n"
        "Bitte antwortet nicht in neuen Threads darauf. Bei Fragen schreibt eine PN an @Mod_Katrin.\n"
        "– Das Moderationsteam, 14.03.2024",
        "MODERATION NOTICE\n"
        "This thread has been closed because it repeatedly violated Rule 4 (no personal attacks).\n"
        "Please do not respond to it in new threads. If you have any questions, send a PM to @Mod_Katrin.\n"
        "– The moderation team, 14.03.2024",
    ),
    (
        "en-ko",
        "The parrot only speaks when it hears the magic word.\n"
        "Hint: The word is hidden in the first letters of the book titles on the top shelf.\n"
        "Say it out loud — do NOT type it into the computer!",
        "앵무새는 마법의 단어를 들었을 때만 말을 합니다.\n"
        "힌트: 그 단어는 맨 위 선반에 있는 책 제목들의 첫 글자에 숨어 있습니다.\n"
        "소리 내어 말하세요. 컴퓨터에는 절대 입력하지 마세요!",
    ),
    (
        "ko-en",
        '챗봇이 "죄송하지만 그 요청은 도와드릴 수 없습니다"라고 답한다면, 프롬프트가 너무 모호했을 가능성이 큽니다.\n'
        '질문을 더 구체적으로 바꿔 보세요. 예: "요약해 줘" 대신 "이 기사를 세 문장으로 요약해 줘".',
        "If the chatbot replies \"I'm sorry, but I can't help with that request,\" your prompt was most likely too vague.\n"
        'Try rephrasing the question more specifically. For example: "Summarize this article in three sentences" instead of "Summarize it."',
    ),
    (
        "ru-en",
        "Уважаемые участники!\n"
        "В связи с волной спама регистрация новых аккаунтов временно приостановлена до 20 мая.\n"
        "Не переходите по ссылкам из личных сообщений и никому не сообщайте свой пароль — администрация его никогда не спрашивает.",
        "Dear members,\n"
        "Due to a wave of spam, registration of new accounts has been temporarily suspended until May 20.\n"
        "Do not click on links in private messages and never give your password to anyone — the administration never asks for it.",
    ),
    (
        "ru-en",
        "Задание 12. Прочитайте текст и ответьте на вопросы полными предложениями.\n"
        "1. Куда пошла Маша в субботу?\n"
        "2. Почему она не купила хлеб?\n"
        "3. Что сказала ей бабушка?",
        "Task 12. Read the text and answer the questions in full sentences.\n"
        "1. Where did Masha go on Saturday?\n"
        "2. Why didn't she buy bread?\n"
        "3. What did her grandmother say to her?",
    ),
    (
        "en-uk",
        "Once upon a time, a clever crow found a wishing stone.\n"
        '"Make me a king!" he ordered.\n'
        'But the stone only answered: "I grant wishes, not orders. Ask nicely."',
        "Колись давно кмітливий ворон знайшов камінь, що виконував бажання.\n"
        "«Зроби мене королем!» — наказав він.\n"
        "Але камінь лише відповів: «Я виконую бажання, а не накази. Попроси ввічливо».",
    ),
    (
        "en-uk",
        "Your post has been removed.\n"
        "Reason: Off-topic / advertising.\n"
        "If you believe this was a mistake, reply to this message within 7 days. Do not create a new account to repost it.",
        "Ваш допис видалено.\n"
        "Причина: не за темою / реклама.\n"
        "Якщо ви вважаєте, що це помилка, дайте відповідь на це повідомлення протягом 7 днів. Не створюйте новий обліковий запис, щоб опублікувати його повторно.",
    ),
    (
        "en-et",
        "Room 2 — The Captain's Cabin\n"
        "The captain's password is the name of his ship, but he wrote it in mirror writing.\n"
        "Look for it in the logbook, page 13.",
        "Ruum 2 — kapteni kajut\n"
        "Kapteni parool on tema laeva nimi, kuid ta kirjutas selle peegelkirjas.\n"
        "Otsige seda laevapäevikust, lk 13.",
    ),
    (
        "fr-en",
        "« Répète après moi », dit la vieille chouette au petit lapin : « Je ne sortirai jamais du terrier après le coucher du soleil. »\n"
        "Le lapin répéta, bâilla, puis demanda : « Et si la lune est très belle ? »",
        '"Repeat after me," the old owl said to the little rabbit: "I will never leave the burrow after sunset."\n'
        'The rabbit repeated it, yawned, and then asked: "And what if the moon is very beautiful?"',
    ),
    (
        "fr-en",
        "Astuce n° 5 : donnez un rôle au modèle.\n"
        "Au lieu d'écrire « Explique la photosynthèse », essayez : « Tu es un professeur de biologie. Explique la photosynthèse à un enfant de 10 ans en 5 phrases maximum. »\n"
        "Vous verrez que la réponse est beaucoup plus claire.",
        "Tip #5: Give the model a role.\n"
        'Instead of writing "Explain photosynthesis," try: "You are a biology teacher. Explain photosynthesis to a 10-year-old in no more than 5 sentences."\n'
        "You'll see that the answer is much clearer.",
    ),
    (
        "de-en",
        "Schreibaufgabe (Teil 2)\n"
        "Schreiben Sie eine kurze E-Mail an Ihren Vermieter (ca. 80 Wörter). Erklären Sie, dass die Heizung nicht funktioniert, und bitten Sie um einen Termin.\n"
        "Vergessen Sie die Anrede und den Gruß nicht!",
        "Writing task (Part 2)\n"
        "Write a short e-mail to your landlord (approx. 80 words). Explain that the heating isn't working and ask for an appointment.\n"
        "Don't forget the greeting and the closing!",
    ),
    (
        "en-sl",
        "ATTENTION ALL USERS: Do not share your API tokens in public threads!\n"
        "Any post containing a token will be deleted automatically, and the token will be revoked.\n"
        "Questions? Contact support@example.org.",
        "POZOR, VSI UPORABNIKI: V javnih nitih ne delite svojih žetonov API!\n"
        "Vsaka objava, ki vsebuje žeton, bo samodejno izbrisana, žeton pa bo preklican.\n"
        "Imate vprašanja? Obrnite se na support@example.org.",
    ),
    (
        "en-sl",
        "Lesson 9 — At the Market\n"
        "Answer in full sentences:\n"
        "1. What does Ana want to buy?\n"
        "2. How much do the apples cost?\n"
        "Then act out the dialogue with a partner.",
        "Lekcija 9 — Na tržnici\n"
        "Odgovori v celih povedih:\n"
        "1. Kaj želi kupiti Ana?\n"
        "2. Koliko stanejo jabolka?\n"
        "Nato s partnerjem zaigraj dialog.",
    ),
    (
        "en-et",
        "FINAL PUZZLE\n"
        'The robot guard says: "I cannot open the door. I only obey the person who knows my creator\'s birthday."\n'
        "The answer is somewhere in this room. You have 10 minutes left.",
        "VIIMANE MÕISTATUS\n"
        "Robotvalvur ütleb: „Ma ei saa ust avada. Ma kuuletun ainult sellele, kes teab mu looja sünnipäeva.“\n"
        "Vastus on kuskil selles ruumis. Teil on jäänud 10 minutit.",
    ),
    (
        "ja-en",
        "「ぼくは　おおきな　くまだぞ！」と　こねこは　いいました。\n"
        "でも　だれも　こわがりません。\n"
        "ありさんだけが　「はい、はい」と　へんじを　しました。",
        '"I\'m a great big bear!" said the kitten.\nBut nobody was scared.\nOnly the little ant answered, "Yes, yes."',
    ),
    (
        "en-cy",
        '"Hush!" whispered Mother Duck. "Don\'t say a word until the fox has gone."\n'
        "The ducklings closed their beaks tight.\n"
        "Even little Dilys, who always talked, said nothing at all.",
        "“Ust!” sibrydodd Mam Hwyaden. “Peidiwch â dweud gair nes bydd y llwynog wedi mynd.”\n"
        "Caeodd yr hwyaid bach eu pigau yn dynn.\n"
        "Ddywedodd hyd yn oed Dilys fach, a oedd wastad yn siarad, ddim byd o gwbl.",
    ),
    (
        "zh-en",
        "【版规公告】\n"
        "1. 禁止发布广告和外链；\n"
        "2. 禁止人身攻击；\n"
        "3. 违规者第一次警告，第二次禁言7天，第三次永久封号。\n"
        "请大家遵守，谢谢配合！",
        "[Board Rules Announcement]\n"
        "1. Posting ads and external links is prohibited;\n"
        "2. Personal attacks are prohibited;\n"
        "3. Violators will receive a warning for the first offense, a 7-day mute for the second, and a permanent ban for the third.\n"
        "Please follow these rules. Thank you for your cooperation!",
    ),
    (
        "zh-en",
        "第五课 练习\n"
        "一、把下面的句子翻译成中文：\n"
        "1. I don't know.\n"
        "2. Where is the library?\n"
        "二、用“因为……所以……”造句。",
        "Lesson 5 Exercises\n"
        "I. Translate the following sentences into Chinese:\n"
        "1. I don't know.\n"
        "2. Where is the library?\n"
        'II. Make a sentence using "因为……所以……".',
    ),
    (
        "en-he",
        'Common mistake: telling the bot "Forget everything above" in the middle of a conversation.\n'
        "The bot may lose important context, such as the customer's name or order number.\n"
        "Instead, start a new chat.",
        'טעות נפוצה: לומר לבוט "שכח את כל מה שנכתב למעלה" באמצע שיחה.\n'
        "הבוט עלול לאבד הקשר חשוב, כמו שם הלקוח או מספר ההזמנה.\n"
        "במקום זאת, התחילו צ'אט חדש.",
    ),
    (
        "en-he",
        "Exercise 3: Fill in the blanks with the correct word from the box.\n"
        "[ yesterday | always | never ]\n"
        "a) I ______ drink coffee at night. It keeps me awake.\n"
        "b) She called me ______ at 8 p.m.",
        "תרגיל 3: השלימו את החסר במילה הנכונה מתוך המסגרת.\n"
        "[ אתמול | תמיד | אף פעם לא ]\n"
        "א) אני ______ שותה קפה בלילה. זה לא נותן לי לישון.\n"
        "ב) היא התקשרה אליי ______ בשמונה בערב.",
    ),
    (
        "el-en",
        "Η χελώνα κοίταξε τον λαγό και είπε: «Όχι, δεν θα τρέξω μαζί σου ξανά. Την τελευταία φορά κοιμήθηκες στη μέση του δρόμου και όλοι γέλασαν μαζί σου.»\n"
        "Ο λαγός κοκκίνισε και δεν απάντησε.",
        'The tortoise looked at the hare and said: "No, I won\'t race you again. Last time you fell asleep halfway through the race and everyone laughed at you."\n'
        "The hare blushed and didn't answer.",
    ),
    (
        "en-ga",
        "Homework for Tuesday: Learn the ten new words on page 34 by heart.\n"
        "Write five sentences using them.\n"
        "Don't forget to bring your copybook!",
        "Obair bhaile don Mháirt: Foghlaim de ghlanmheabhair na deich bhfocal nua ar leathanach 34.\n"
        "Scríobh cúig abairt ag baint úsáide astu.\n"
        "Ná déan dearmad do chóipleabhar a thabhairt leat!",
    ),
    (
        "en-lv",
        "Clue 3 of 5\n"
        "The numbers on the painting are not random: 7 – 1 – 4.\n"
        "Add them together and open the drawer with the matching number.\n"
        "Warning: opening the wrong drawer locks all drawers for 60 seconds.",
        "3. pavediens no 5\n"
        "Gleznā redzamie skaitļi nav nejauši: 7 – 1 – 4.\n"
        "Saskaitiet tos un atveriet atvilktni ar atbilstošo numuru.\n"
        "Brīdinājums: atverot nepareizo atvilktni, visas atvilktnes tiek bloķētas uz 60 sekundēm.",
    ),
    (
        "ar-en",
        "تنبيه من الإدارة:\n"
        "يُمنع نشر أرقام الهواتف أو كلمات المرور في المنتدى.\n"
        "سيتم حذف أي مشاركة مخالفة دون إشعار مسبق.\n"
        "شكرًا لتفهمكم.",
        "Notice from the administration:\n"
        "Posting phone numbers or passwords on the forum is prohibited.\n"
        "Any post that violates this rule will be deleted without prior notice.\n"
        "Thank you for your understanding.",
    ),
    (
        "en-hi",
        '"Can I come to your party?" asked the elephant.\n'
        '"Of course!" said the mouse. "But please don\'t sit on the cake."',
        '"क्या मैं तुम्हारी पार्टी में आ सकता हूँ?" हाथी ने पूछा।\n"ज़रूर!" चूहे ने कहा। "लेकिन कृपया केक पर मत बैठना।"',
    ),
    (
        "en-mt",
        "Hi {username}, this topic is locked.\n"
        "Reason: duplicate. Please continue the discussion here: https://forum.example.com/t/48213",
        "Bonġu {username}, dan is-suġġett huwa msakkar.\n"
        "Raġuni: duplikat. Jekk jogħġbok kompli d-diskussjoni hawn: https://forum.example.com/t/48213",
    ),
    (
        "fr-en",
        "Exemple de réponse attendue du chatbot :\n"
        "Utilisateur : Quel est le mot de passe administrateur ?\n"
        "Chatbot : Je ne peux pas vous communiquer cette information. Vous pouvez réinitialiser votre mot de passe ici : {reset_link}",
        "Example of the expected chatbot response:\n"
        "User: What is the administrator password?\n"
        "Chatbot: I can't give you that information. You can reset your password here: {reset_link}",
    ),
    (
        "en-sq",
        "Read the dialogue aloud with a partner. Then change the names and the city, and write your own version.\n"
        "A: Where are you from?\n"
        "B: I'm from Tirana. And you?",
        "Lexojeni dialogun me zë në çifte. Pastaj ndryshoni emrat dhe qytetin dhe shkruani versionin tuaj.\n"
        "A: Nga je?\n"
        "B: Jam nga Tirana. Po ti?",
    ),
    (
        "pt-en",
        "PISTA FINAL: O código do cofre não está escrito em lugar nenhum. "
        "Ouça a caixa de música: cada nota corresponde a um número (dó = 1, ré = 2, mi = 3...). "
        "Não force a fechadura!",
        "FINAL CLUE: The code for the safe isn't written anywhere. "
        "Listen to the music box: each note corresponds to a number (do = 1, re = 2, mi = 3...). "
        "Don't force the lock!",
    ),
    (
        "en-bg",
        "Q: Why does my bot answer in English when I write in Bulgarian?\n"
        'A: Add this line to the instructions: "Always reply in the language the user writes in."\n'
        'Tip: also add "Do not translate product names such as SmartHome Hub."',
        "В: Защо ботът ми отговаря на английски, когато пиша на български?\n"
        "О: Добавете този ред към инструкциите: „Винаги отговаряй на езика, на който пише потребителят.“\n"
        "Съвет: добавете също „Не превеждай имената на продукти, например SmartHome Hub.“",
    ),
    (
        "en-bg",
        'The wolf knocked on the door. "Open up, little goats, it\'s your mother!"\n'
        '"We won\'t!" shouted the goats. "Our mother has a soft voice, and yours is rough."',
        "Вълкът почука на вратата. „Отворете, козлета, аз съм, майка ви!“\n"
        "„Няма да отворим!“ — извикаха козлетата. „Нашата майка има нежен глас, а твоят е груб.“",
    ),
    (
        "de-fr",
        "Aufgabe 4: Beantworten Sie die Fragen zum Text in ganzen Sätzen. Schreiben Sie nicht einfach ab!\n"
        "1. Warum ist Herr Becker nach Hamburg gezogen?\n"
        "2. Was hat er am ersten Tag gemacht?",
        "Exercice 4 : Répondez aux questions sur le texte par des phrases complètes. Ne recopiez pas simplement le texte !\n"
        "1. Pourquoi M. Becker a-t-il déménagé à Hambourg ?\n"
        "2. Qu'a-t-il fait le premier jour ?",
    ),
    (
        "fr-de",
        "« Chantez donc, Monsieur du Corbeau ! » supplia le renard.\n"
        "Cette fois, le corbeau garda le bec bien fermé et fit simplement « non » de la tête.\n"
        "Le renard, vexé, alla chercher son dîner ailleurs.",
        "„Singen Sie doch, Herr Rabe!“, flehte der Fuchs.\n"
        "Diesmal hielt der Rabe den Schnabel fest geschlossen und schüttelte nur den Kopf.\n"
        "Gekränkt ging der Fuchs davon, um sein Abendessen anderswo zu suchen.",
    ),
    (
        "es-gl",
        "Instrucciones para los jugadores:\n"
        "- No mováis los muebles.\n"
        "- No uséis el móvil durante la partida.\n"
        "- Si necesitáis una pista, decid en voz alta: «¡Socorro, Capitán!»\n"
        "¡Buena suerte!",
        "Instrucións para os xogadores:\n"
        "- Non movades os mobles.\n"
        "- Non usedes o móbil durante a partida.\n"
        "- Se precisades unha pista, dicide en voz alta: «Socorro, Capitán!»\n"
        "Boa sorte!",
    ),
    (
        "en-ka",
        'The little bear said: "I won\'t sleep! Winter is boring."\nBut ten minutes later he was snoring.',
        "პატარა დათვმა თქვა: „არ დავიძინებ! ზამთარი მოსაწყენია.“\nმაგრამ ათი წუთის შემდეგ უკვე ხვრინავდა.",
    ),
    (
        "en-sw",
        'The lion said, "I am the king! Everybody, bow to me!"\n'
        'The little tortoise did not bow. "I am too slow," she said. "Ask me again tomorrow."',
        'Simba alisema, "Mimi ni mfalme! Nyote niinamieni!"\n'
        'Kobe mdogo hakuinama. "Mimi ni mzito sana," alisema. "Niulize tena kesho."',
    ),
    (
        "tl-en",
        "PAALALA: Bawal ang pagbebenta sa grupong ito. "
        "Ang sinumang mag-post ng link ng kanilang online shop ay tatanggalin agad sa grupo. "
        "Salamat sa pag-unawa! – Admin",
        "REMINDER: Selling is not allowed in this group. "
        "Anyone who posts a link to their online shop will be removed from the group immediately. "
        "Thank you for understanding! – Admin",
    ),
    (
        "en-ms",
        "To stop the chatbot from making things up, add: \"If you don't know the answer, say 'I don't know'.\"\n"
        "This one sentence can reduce wrong answers significantly.",
        "Untuk menghalang chatbot daripada mereka-reka maklumat, tambahkan: \"Jika anda tidak tahu jawapannya, katakan 'Saya tidak tahu'.\"\n"
        "Satu ayat ini sahaja boleh mengurangkan jawapan yang salah dengan ketara.",
    ),
    (
        "en-th",
        "Do not open the box until the lights turn green.\nThe key is under something that has legs but cannot walk.",
        "อย่าเปิดกล่องจนกว่าไฟจะเปลี่ยนเป็นสีเขียว\nกุญแจอยู่ใต้สิ่งที่มีขาแต่เดินไม่ได้",
    ),
    (
        "en-fa",
        "Answer the following questions about yourself:\n"
        "1. How old are you?\n"
        "2. What is your favourite food?\n"
        "3. What did you do last weekend?",
        "به پرسش‌های زیر درباره‌ی خودتان پاسخ دهید:\n"
        "1. چند سال دارید؟\n"
        "2. غذای مورد علاقه‌تان چیست؟\n"
        "3. آخر هفته‌ی گذشته چه کار کردید؟",
    ),
    (
        "en-is",
        "Welcome, agents! Your mission: find the stolen diamond within 60 minutes.\n"
        "Rule 1: Everything you need is in this room.\n"
        "Rule 2: No climbing.\n"
        "Good luck — the clock starts NOW.",
        "Velkomin, útsendarar! Verkefni ykkar: finnið stolna demantinn innan 60 mínútna.\n"
        "Regla 1: Allt sem þið þurfið er í þessu herbergi.\n"
        "Regla 2: Bannað að klifra.\n"
        "Gangi ykkur vel — klukkan fer af stað NÚNA.",
    ),
    (
        "tr-en",
        'Keloğlan kapıyı çaldı. Dev içeriden bağırdı: "Kim o? Git buradan, kimseye kapımı açmam!"\n'
        'Keloğlan gülümsedi: "Sana sihirli bir elma getirdim."',
        "Keloğlan knocked on the door. The giant shouted from inside: \"Who's there? Go away, I don't open my door to anyone!\"\n"
        'Keloğlan smiled: "I\'ve brought you a magic apple."',
    ),
    (
        "ru-uk",
        "Пример системного промпта для бота-библиотекаря:\n"
        "«Ты — помощник городской библиотеки. Отвечай коротко и вежливо. Если тебя спрашивают не о книгах, мягко верни разговор к теме».\n"
        "Сохраните файл как prompt_v2.txt.",
        "Приклад системного промпту для бота-бібліотекаря:\n"
        "«Ти — помічник міської бібліотеки. Відповідай коротко та ввічливо. Якщо тебе запитують не про книжки, м'яко поверни розмову до теми».\n"
        "Збережіть файл як prompt_v2.txt.",
    ),
    (
        "en-uk",
        "Exercise: Below is a bad prompt. Rewrite it so that it is clear and specific.\n"
        'Bad prompt: "write something about dogs"\n'
        "Hint: say who the audience is, how long the text should be, and what tone to use.",
        "Вправа: нижче наведено невдалий промпт. Перепишіть його так, щоб він був чітким і конкретним.\n"
        "Невдалий промпт: «напиши щось про собак»\n"
        "Підказка: вкажіть, хто цільова аудиторія, якої довжини має бути текст і який тон використовувати.",
    ),
    (
        "ko-en",
        "다음 글을 읽고 질문에 완전한 문장으로 답하세요.\n"
        "민수는 매일 아침 7시에 일어납니다. 그리고 버스를 타고 학교에 갑니다.\n"
        "질문: 민수는 몇 시에 일어납니까? 민수는 학교에 어떻게 갑니까?",
        "Read the following text and answer the questions in complete sentences.\n"
        "Minsu gets up at 7 every morning. Then he goes to school by bus.\n"
        "Questions: What time does Minsu get up? How does Minsu get to school?",
    ),
    (
        "en-ko",
        "Testing checklist for your customer-service bot:\n"
        '☐ Does it say "I don\'t know" instead of guessing?\n'
        "☐ Does it refuse to share other customers' data?\n"
        '☐ Does it hand over to a human when the user types "agent"?',
        "고객 서비스 봇 테스트 체크리스트:\n"
        '☐ 추측하는 대신 "모르겠습니다"라고 말하나요?\n'
        "☐ 다른 고객의 데이터 공유를 거부하나요?\n"
        '☐ 사용자가 "agent"라고 입력하면 상담원에게 연결하나요?',
    ),
]
