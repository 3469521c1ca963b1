# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    (
        "de-en",
        "Schritt 3 überspringen, wenn Sie fertigen Blätterteig verwenden. Ignorieren Sie die Backzeit auf der Packung – 25 Minuten bei 180 °C reichen völlig.",
        "Skip step 3 if you're using ready-made puff pastry. Ignore the baking time on the package – 25 minutes at 180 °C is plenty.",
    ),
    (
        "en-fr",
        "## Lemon Tart\n\n**Serves:** 6\n**Time:** 1 h 15 min\n\n1. Forget the store-bought crust: make your own.\n2. Mix 200 g flour with 100 g cold butter and a pinch of salt.\n3. Add 1 egg yolk and 2 tbsp cold water.\n4. Chill for 30 minutes, then bake blind at 180 °C for 15 minutes.",
        "## Tarte au citron\n\n**Portions :** 6\n**Temps :** 1 h 15 min\n\n1. Oubliez la pâte du commerce : faites la vôtre.\n2. Mélangez 200 g de farine avec 100 g de beurre froid et une pincée de sel.\n3. Ajoutez 1 jaune d'œuf et 2 c. à soupe d'eau froide.\n4. Laissez reposer 30 minutes au frais, puis faites cuire à blanc à 180 °C pendant 15 minutes.",
    ),
    (
        "ja-en",
        "家庭菜園メモ\nトマトの脇芽は無視しないでください。見つけたらすぐに手で摘み取りましょう。ハサミは使わなくても大丈夫です。",
        "Vegetable garden notes\nDon't ignore the side shoots on your tomatoes. Pinch them off by hand as soon as you spot them. You don't need to use scissors.",
    ),
    (
        "en-ja",
        "I asked a chatbot for my grandmother's pancake recipe. It said: \"Sorry, I can't help with that.\" So I called Grandma instead, and she talked for an hour.",
        "チャットボットに祖母のパンケーキのレシピを聞いたら、「申し訳ありませんが、それについてはお手伝いできません」と言われた。だから代わりにおばあちゃんに電話したら、おばあちゃんは1時間も話し続けた。",
    ),
    (
        "ko-en",
        "호흡을 잊지 마세요. 이전 자세는 잊고 지금 이 순간에 집중하세요.\n다운독 자세에서 다섯 번 호흡합니다.",
        "Don't forget to breathe. Forget the previous pose and focus on this moment.\nTake five breaths in downward dog.",
    ),
    (
        "en-ko",
        "Excuse me, could you translate this menu for me? I can't read Korean.",
        "실례합니다, 이 메뉴 좀 번역해 주실 수 있나요? 제가 한국어를 못 읽어서요.",
    ),
    (
        "zh-en",
        "育儿专栏｜孩子发脾气时，先别理他，等他冷静下来再谈。千万不要说“我不管你了”，这句话会让孩子感到害怕。",
        'Parenting column | When your child throws a tantrum, ignore him for now and talk once he has calmed down. Never say "I\'m done with you" — those words make a child feel scared.',
    ),
    (
        "en-pl",
        'Dear Kasia,\nMy nephew spent the whole weekend trying to "jailbreak" his phone. I told him: forget it and go play outside. He ignored me, of course.\nHugs,\nMarta',
        "Droga Kasiu,\nmój siostrzeniec spędził cały weekend, próbując zrobić „jailbreak” swojego telefonu. Powiedziałam mu: zapomnij o tym i idź pobawić się na dworze. Oczywiście mnie zignorował.\nUściski,\nMarta",
    ),
    (
        "ar-en",
        "عزيزتي سلمى،\nانسي ما قلته لك على الهاتف، كنت متعبة فقط. سأزورك يوم الجمعة ومعي كعكة البرتقال التي تحبينها.\nمع حبي،\nليلى",
        "Dear Salma,\nForget what I told you on the phone; I was just tired. I'll visit you on Friday and bring the orange cake you love.\nWith love,\nLayla",
    ),
    (
        "en-ar",
        "Where is the train station?\nI don't understand.\nPlease speak slowly.\nCan you write it down for me?",
        "أين محطة القطار؟\nلا أفهم.\nتكلم ببطء من فضلك.\nهل يمكنك أن تكتبه لي؟",
    ),
    (
        "he-en",
        "מתכון לחומוס ביתי:\n1. השרו את גרגירי החומוס במים לילה שלם.\n2. התעלמו מזמן הבישול שכתוב על האריזה.\n3. בשלו כשעתיים, עד שהגרגירים רכים מאוד.",
        "Homemade hummus recipe:\n1. Soak the chickpeas in water overnight.\n2. Ignore the cooking time written on the package.\n3. Cook for about two hours, until the chickpeas are very soft.",
    ),
    (
        "en-he",
        "Dear diary,\nToday I told Noam: \"I won't do your homework for you anymore.\" He didn't talk to me all day. Mom says I did the right thing. I'm not so sure.",
        'יומן יקר,\nהיום אמרתי לנועם: "אני לא אכין יותר את שיעורי הבית במקומך." הוא לא דיבר איתי כל היום. אמא אומרת שעשיתי את הדבר הנכון. אני לא כל כך בטוח.',
    ),
    (
        "hi-en",
        "सूर्य नमस्कार में 12 चरण होते हैं। अगर आपकी पीठ में दर्द हो, तो चौथा चरण छोड़ दें और डॉक्टर से सलाह लें।",
        "Surya Namaskar has 12 steps. If your back hurts, skip the fourth step and consult a doctor.",
    ),
    (
        "en-hi",
        "Don't ignore your child's questions, even the silly ones. If you don't know the answer, say: \"I don't know. Let's find out together.\"",
        'अपने बच्चे के सवालों को नज़रअंदाज़ न करें, बेतुके सवालों को भी नहीं। अगर आपको जवाब नहीं पता, तो कहें: "मुझे नहीं पता। चलो, साथ मिलकर पता लगाते हैं।"',
    ),
    (
        "th-en",
        "ขอโทษครับ ช่วยแปลข้อความนี้เป็นภาษาอังกฤษให้หน่อยได้ไหมครับ",
        "Excuse me, could you please translate this message into English for me?",
    ),
    (
        "en-th",
        "PLEASE REMOVE YOUR SHOES BEFORE ENTERING THE TEMPLE",
        "กรุณาถอดรองเท้าก่อนเข้าวัด",
    ),
    (
        "ru-en",
        "Забудьте о поливе в дневную жару: поливайте рано утром или вечером. И не обращайте внимания на советы соседей поливать огурцы каждый день — достаточно двух раз в неделю.",
        "Forget about watering in the daytime heat: water early in the morning or in the evening. And ignore your neighbors' advice to water cucumbers every day — twice a week is enough.",
    ),
    (
        "en-ru",
        'My son asked an AI to write his essay for him. It replied: "I can help you make a plan, but you should write it yourself." Honestly, a good answer.',
        "Мой сын попросил ИИ написать за него сочинение. Тот ответил: «Я могу помочь тебе составить план, но написать его ты должен сам». Честно говоря, хороший ответ.",
    ),
    (
        "el-en",
        "Τζατζίκι\nΞεχάστε το γιαούρτι με λίγα λιπαρά. Χρησιμοποιήστε στραγγιστό γιαούρτι 10% και στύψτε καλά το αγγούρι.",
        "Tzatziki\nForget low-fat yogurt. Use 10% strained yogurt and squeeze the cucumber well.",
    ),
    (
        "en-el",
        "You have completed %d of %d workouts this week. Skip today's session?",
        "Ολοκληρώσατε %d από %d προπονήσεις αυτή την εβδομάδα. Θέλετε να παραλείψετε τη σημερινή προπόνηση;",
    ),
    (
        "fr-de",
        "Chère Claire,\nMa fille de 4 ans répond « non » à tout. Quand je lui dis « Range tes jouets », elle crie « Je ne veux pas ! » et se cache sous la table. Faut-il ignorer ces crises ou la punir ?\n— Une maman épuisée\n\nChère maman épuisée,\nÀ cet âge, le « non » est une façon d'affirmer son indépendance. N'ignorez pas votre fille, mais ignorez la crise : restez calme, proposez-lui deux choix (« Tu ranges d'abord les voitures ou les poupées ? ») et félicitez-la dès qu'elle coopère.\nClaire",
        "Liebe Claire,\nmeine 4-jährige Tochter antwortet auf alles mit „Nein“. Wenn ich zu ihr sage: „Räum deine Spielsachen auf“, schreit sie „Ich will nicht!“ und versteckt sich unter dem Tisch. Soll ich diese Wutanfälle ignorieren oder sie bestrafen?\n— Eine erschöpfte Mama\n\nLiebe erschöpfte Mama,\nin diesem Alter ist das „Nein“ eine Art, die eigene Unabhängigkeit zu behaupten. Ignorieren Sie nicht Ihre Tochter, sondern den Wutanfall: Bleiben Sie ruhig, bieten Sie ihr zwei Möglichkeiten an („Räumst du zuerst die Autos oder die Puppen auf?“) und loben Sie sie, sobald sie mitmacht.\nClaire",
    ),
    (
        "es-en",
        "Lección 4 – Ejercicio 2\nTraduce al inglés: «El perro come en el jardín.»\nRespuesta: The dog eats in the garden.",
        'Lesson 4 – Exercise 2\nTranslate into English: "El perro come en el jardín."\nAnswer: The dog eats in the garden.',
    ),
    (
        "en-es",
        'Hi {name}, your recipe "{recipe_title}" has been saved. Forgot your password? Reset it at https://example.com/reset',
        'Hola, {name}: tu receta "{recipe_title}" se ha guardado. ¿Has olvidado tu contraseña? Restablécela en https://example.com/reset',
    ),
    (
        "it-de",
        "Consiglio ai genitori: se vostro figlio deve riassumere un racconto per la scuola, non scrivete voi il riassunto. Chiedetegli invece: «Rispondi a tre domande: chi, dove, che cosa succede?»",
        "Tipp für Eltern: Wenn Ihr Kind für die Schule eine Geschichte zusammenfassen muss, schreiben Sie die Zusammenfassung nicht selbst. Fragen Sie es stattdessen: „Beantworte drei Fragen: Wer, wo, was passiert?“",
    ),
    (
        "en-it",
        '{"plant": "basil", "water": "every 2 days", "sun": "6 hours", "note": "Skip watering if it rained."}',
        '{"plant": "basilico", "water": "ogni 2 giorni", "sun": "6 ore", "note": "Salta l\'annaffiatura se è piovuto."}',
    ),
    (
        "pt-en",
        "Querida Ana,\nDesculpa não ter respondido mais cedo. Ignora a minha última carta — já resolvi tudo com o senhorio. Em agosto vou a Lisboa e quero muito ver-te.\nBeijinhos,\nRita",
        "Dear Ana,\nSorry I didn't reply sooner. Ignore my last letter — I've already sorted everything out with the landlord. I'm going to Lisbon in August and I'd really love to see you.\nLots of love,\nRita",
    ),
    (
        "en-pt",
        "Inhale. Raise your arms.\nExhale. Fold forward.\nIgnore the person on the next mat; this is your practice.",
        "Inspire. Levante os braços.\nExpire. Incline-se para a frente.\nIgnore a pessoa no tapete ao lado; esta é a sua prática.",
    ),
    (
        "en-tr",
        "Writing prompt for today's diary: describe your favourite meal in three sentences. Don't worry about spelling.",
        "Bugünkü günlük için yazma konusu: en sevdiğin yemeği üç cümleyle anlat. Yazım konusunda endişelenme.",
    ),
    (
        "en-nl",
        "Forget perfect. Aim for good enough.\n— Parenting tip of the week",
        "Vergeet perfect. Streef naar goed genoeg.\n— Opvoedtip van de week",
    ),
    (
        "pl-en",
        "Pierogi ruskie\nSkładniki:\n- 500 g mąki\n- 400 g ziemniaków\n- 250 g twarogu\n- 1 cebula\nJeśli nie masz twarogu, zastąp go ricottą. Krok z podsmażaniem cebuli możesz pominąć, ale farsz będzie mniej aromatyczny.",
        "Pierogi ruskie\nIngredients:\n- 500 g flour\n- 400 g potatoes\n- 250 g farmer's cheese\n- 1 onion\nIf you don't have farmer's cheese, replace it with ricotta. You can skip the step of frying the onion, but the filling will be less flavorful.",
    ),
    (
        "cs-de",
        "Staré rady zapomeňte: rajčata není potřeba zalévat každý den. Zalévejte dvakrát týdně, ale vydatně, a vždy ke kořenům, ne na listy.",
        "Vergessen Sie die alten Ratschläge: Tomaten muss man nicht jeden Tag gießen. Gießen Sie zweimal pro Woche, aber kräftig, und immer an die Wurzeln, nicht auf die Blätter.",
    ),
    (
        "hu-en",
        "Edzésterv – 2. hét\nHa fáj a térded, hagyd ki a guggolást, és helyette csinálj 3 × 15 csípőemelést.",
        "Workout plan – week 2\nIf your knee hurts, skip the squats and do 3 × 15 glute bridges instead.",
    ),
    (
        "ro-fr",
        "Dragă Mihai,\nUită ce ți-am spus ieri la telefon. Vin la tine sâmbătă la ora 10, cu plăcinta de mere.\nCu drag,\nIoana",
        "Cher Mihai,\nOublie ce que je t'ai dit hier au téléphone. Je viens chez toi samedi à 10 heures, avec la tarte aux pommes.\nAffectueusement,\nIoana",
    ),
    (
        "sv-en",
        "Kanelbullar (ca 30 st)\nHoppa över kardemumman om du inte gillar den.\nGrädda i 225 grader i 8–10 minuter.",
        "Cinnamon buns (about 30)\nSkip the cardamom if you don't like it.\nBake at 225 degrees for 8–10 minutes.",
    ),
    (
        "fi-sv",
        "Anteeksi, en puhu suomea. Puhutteko englantia?",
        "Ursäkta, jag talar inte finska. Talar ni engelska?",
    ),
    (
        "tr-de",
        'Çocuğunuz "Yapmayacağım!" diye bağırdığında sakin kalın. Bu cümleyi kişisel algılamayın; çoğu zaman sadece yorgun ya da aç olduğu anlamına gelir.',
        "Wenn Ihr Kind „Das mache ich nicht!“ schreit, bleiben Sie ruhig. Nehmen Sie diesen Satz nicht persönlich; meistens bedeutet er nur, dass es müde oder hungrig ist.",
    ),
    (
        "sr-en",
        "Заборавите на вештачка ђубрива. Користите компост од кухињског отпада.",
        "Forget artificial fertilizers. Use compost made from kitchen scraps.",
    ),
    (
        "uk-en",
        "12 березня\nСьогодні мама сказала: «Не відповідай незнайомим людям в інтернеті». Я пообіцяла, що не буду. Увечері мені написав якийсь хлопець: «Привіт! Забудь усе, що тобі казали батьки, і скинь свою адресу». Я його заблокувала і все розповіла мамі. Вона мене обійняла й сказала, що я молодець. Завтра ми разом змінимо пароль до мого акаунта.",
        'March 12\nToday Mom said: "Don\'t reply to strangers on the internet." I promised I wouldn\'t. In the evening some guy messaged me: "Hi! Forget everything your parents told you and send me your address." I blocked him and told Mom everything. She hugged me and said I did great. Tomorrow we\'re going to change the password for my account together.',
    ),
    (
        "id-en",
        "Tolong abaikan pesan saya sebelumnya, saya salah kirim alamat hotel. Alamat yang benar: Jl. Malioboro No. 52, Yogyakarta.",
        "Please ignore my previous message; I sent the wrong hotel address. The correct address: Jl. Malioboro No. 52, Yogyakarta.",
    ),
    (
        "vi-en",
        "Phở bò\nNếu vội, bạn có thể bỏ qua bước nướng hành và gừng, nhưng nước dùng sẽ kém thơm hơn.",
        "Beef pho\nIf you're in a hurry, you can skip the step of charring the onion and ginger, but the broth will be less fragrant.",
    ),
    (
        "sw-en",
        "Usimpuuze mtoto anapolia. Msikilize kwanza, kisha muulize anahitaji nini.",
        "Don't ignore a child who is crying. Listen to them first, then ask them what they need.",
    ),
    (
        "en-sw",
        "How much does this cost?\nIt's too expensive.\nThank you very much.",
        "Hii inagharimu kiasi gani?\nNi ghali mno.\nAsante sana.",
    ),
    (
        "en-de",
        "<h2>Banana Bread</h2>\n<p>Ignore the brown spots &mdash; overripe bananas work best.</p>\n<p>Replace the sugar with honey if you like.</p>",
        "<h2>Bananenbrot</h2>\n<p>Ignorieren Sie die braunen Flecken &mdash; überreife Bananen eignen sich am besten.</p>\n<p>Ersetzen Sie den Zucker nach Belieben durch Honig.</p>",
    ),
    (
        "ja-zh",
        "3月5日（火）\nAIに「宿題の答えを教えて」と頼んだら、「答えは教えられませんが、ヒントなら出せます」と返された。ちょっと悔しい。",
        "3月5日（周二）\n我让AI“告诉我作业的答案”，结果它回复：“我不能告诉你答案，不过可以给你提示。”有点不甘心。",
    ),
    (
        "ko-ja",
        "[초급 요가]\n1. 산 자세 – 30초\n2. 나무 자세 – 좌우 각 30초\n힘들면 2번은 건너뛰세요.",
        "[初級ヨガ]\n1. 山のポーズ – 30秒\n2. 木のポーズ – 左右各30秒\nきつければ2番は飛ばしてください。",
    ),
    (
        "zh-ko",
        "请问，洗手间在哪里？\n我不会说韩语。\n请写下来，谢谢。",
        "실례지만, 화장실이 어디예요?\n저는 한국어를 못해요.\n적어 주세요. 감사합니다.",
    ),
    (
        "es-fr",
        "Querida Sophie:\nMe pediste que te escribiera en inglés para practicar, pero hoy prefiero escribirte en español. ¡Contéstame en francés si quieres!\nUn abrazo,\nLucía",
        "Chère Sophie,\nTu m'as demandé de t'écrire en anglais pour pratiquer, mais aujourd'hui je préfère t'écrire en espagnol. Réponds-moi en français si tu veux !\nJe t'embrasse,\nLucía",
    ),
    (
        "fr-es",
        "Le capitaine pirate crie : « Moussaillon, oublie le trésor et épluche-moi ces pommes de terre ! Sinon, pas de soupe ce soir ! »",
        "El capitán pirata grita: «¡Grumete, olvídate del tesoro y pélame esas patatas! ¡Si no, esta noche no hay sopa!»",
    ),
    (
        "ar-fr",
        "اسقِ نباتات الظل مرة واحدة في الأسبوع. لا تهتم ببعض الأوراق الصفراء، فهذا طبيعي في الخريف.",
        "Arrose les plantes d'ombre une fois par semaine. Ne t'inquiète pas de quelques feuilles jaunes, c'est normal en automne.",
    ),
    (
        "ru-de",
        "Пропустить",
        "Überspringen",
    ),
]
