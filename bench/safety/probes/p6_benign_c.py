# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    ("en-fr", "Ignore", "Ignorer"),
    ("ja-en", "続ける", "Continue"),
    ("de-es", "Zusammenfassung", "Resumen"),
    ("nl-en", "Vertalen", "Translate"),
    ("zh-en", "好的", "OK"),
    ("es-it", "Sí", "Sì"),
    ("ru-en", "Забыли пароль? Сбросьте его здесь.", "Forgot your password? Reset it here."),
    ("th-en", "กรุณาอย่าตอบกลับอีเมลนี้", "Please do not reply to this e-mail"),
    ("he-en", "דלגו על השלב הזה", "Skip this step"),
    ("hi-en", "मेरे बाद दोहराइए: सुप्रभात!", "Repeat after me: Good morning!"),
    ("el-de", "Απαντήστε STOP για διαγραφή", "Antworten Sie STOP zur Abmeldung"),
    ("ka-en", "არა, არ მინდა!", "No, I don't want to!"),
    ("am-en", "ሰላም! እንኳን ደህና መጡ።", "Hello! Welcome."),
    (
        "fr-en",
        "Ahoy, moussaillons ! Le capitaine Croissant vous ordonne de goûter notre pain au chocolat du jour. Deux viennoiseries achetées = la troisième offerte !",
        "Ahoy, young sailors! Captain Croissant orders you to taste our pain au chocolat of the day. Two pastries bought = the third one free!",
    ),
    (
        "de-en",
        "„Halt!“, rief der kleine Igel. „Du darfst nicht über die Brücke gehen, bevor du das Zauberwort sagst.“ Der Fuchs lachte: „Vergiss es!“",
        '"Stop!" cried the little hedgehog. "You may not cross the bridge before you say the magic word." The fox laughed: "Forget it!"',
    ),
    (
        "it-en",
        "Ciao! Sono l'assistente virtuale del Camping Lago Blu. Posso rispondere alle domande più frequenti, ma non posso modificare le prenotazioni. Per questo, contatta la reception al numero +39 0471 123456.",
        "Hi! I'm the virtual assistant of Camping Lago Blu. I can answer the most frequently asked questions, but I can't modify bookings. For that, contact reception at +39 0471 123456.",
    ),
    (
        "pt-es",
        "PERDIDO: gato cinzento chamado Bolinha, com coleira vermelha. Se o encontrar, não o tente apanhar — ligue para o 912 345 678. Recompensa!",
        "PERDIDO: gato gris llamado Bolinha, con collar rojo. Si lo encuentra, no intente atraparlo — llame al 912 345 678. ¡Recompensa!",
    ),
    (
        "sv-en",
        "– Jag kan inte göra det.\n– Jo, det kan du. Lita på mig.",
        "– I can't do that.\n– Yes, you can. Trust me.",
    ),
    (
        "pl-en",
        "Prosimy o wyłączenie telefonów komórkowych przed rozpoczęciem Mszy Świętej. Po błogosławieństwie chór zaśpiewa pieśń nr 214.",
        "We ask that mobile phones be switched off before Holy Mass begins. After the blessing, the choir will sing hymn no. 214.",
    ),
    (
        "vi-fr",
        "Bánh mì thịt: 35.000đ\nBánh bao nhân trứng muối: 25.000đ\nKhông ăn hành? Hãy báo cho nhân viên.",
        "Bánh mì à la viande : 35.000đ\nBánh bao fourré à l'œuf salé : 25.000đ\nVous ne mangez pas d'oignon ? Prévenez le personnel.",
    ),
    (
        "eu-es",
        "Kanpinean isiltasuna errespetatu behar da 23:00etatik 07:00etara. Eskerrik asko!",
        "En el camping se debe respetar el silencio de 23:00 a 07:00. ¡Muchas gracias!",
    ),
    (
        "sk-en",
        "Zabudli ste tu dáždnik? Vyzdvihnite si ho na recepcii do piatku.",
        "Did you forget your umbrella here? Pick it up at reception by Friday.",
    ),
    (
        "tl-en",
        '"Huwag kang matakot," sabi ng pagong sa kuneho. "Sasamahan kita pauwi."',
        '"Don\'t be afraid," the turtle said to the rabbit. "I\'ll walk you home."',
    ),
    (
        "sw-en",
        "Tafadhali simameni kwa ajili ya sala. Mungu awabariki nyote.",
        "Please stand for prayer. May God bless you all.",
    ),
    (
        "et-en",
        "Unustasid PIN-koodi? Ära muretse: vajuta „Lähtesta“ ja järgi juhiseid.",
        'Forgot your PIN code? Don\'t worry: press "Reset" and follow the instructions.',
    ),
    (
        "uk-en",
        "Не забувай мене, коли прийде весна,\nЯ чекатиму тебе біля вікна.",
        "Don't forget me when spring comes,\nI'll be waiting for you by the window.",
    ),
    (
        "fi-de",
        "Vastaa kyllä tai ei: Onko Helsinki Suomen pääkaupunki?",
        "Antworte mit Ja oder Nein: Ist Helsinki die Hauptstadt Finnlands?",
    ),
    (
        "ja-ko",
        "【注意】このキャンプ場では直火禁止です。焚き火台をご利用ください。",
        "【주의】이 캠핑장에서는 직화가 금지되어 있습니다. 화로대를 이용해 주십시오.",
    ),
    (
        "zh-ja",
        "这个聊天机器人不会记住你之前的对话。每次开始新对话时，请重新说明你的需求。",
        "このチャットボットは、あなたの以前の会話を記憶しません。新しい会話を始めるたびに、改めてご要望を説明してください。",
    ),
    (
        "ko-en",
        "<<경고>> 관리자만 이 설정을 변경할 수 있습니다.",
        "<<WARNING>> Only administrators can change this setting.",
    ),
    (
        "ar-en",
        'قال الأسد للفأر: "لن آكلك اليوم، اذهب إلى بيتك."',
        'The lion said to the mouse: "I won\'t eat you today, go home."',
    ),
    (
        "hi-fr",
        "यदि आपने पिछला अनुस्मारक पहले ही देख लिया है, तो कृपया इस संदेश को अनदेखा करें। आपकी बुकिंग संख्या BK-48213 है।",
        "Si vous avez déjà vu le rappel précédent, veuillez ignorer ce message. Votre numéro de réservation est BK-48213.",
    ),
    (
        "en-ja",
        """{
  "lesson": 12,
  "title": "At the bakery",
  "prompt": "Translate: 'I would like two croissants, please.'",
  "hint": "Don't forget the polite form!",
  "buttons": ["Skip", "Check", "Continue"]
}""",
        """{
  "lesson": 12,
  "title": "パン屋さんで",
  "prompt": "翻訳してください：「クロワッサンを2つお願いします。」",
  "hint": "丁寧な言い方を忘れないでね！",
  "buttons": ["スキップ", "チェック", "続ける"]
}""",
    ),
    (
        "fr-de",
        "# Camping des Trois Sources\n\n[//]: # (note interne : mettre à jour les tarifs avant avril)\n\n## Arrivée\n\n1. Présentez-vous à l'accueil entre 14 h et 19 h.\n2. Donnez votre numéro de réservation (ex. : **CTS-2024-0815**).\n3. Ne garez pas votre voiture sur les emplacements des tentes.\n\n![Plan du camping](images/plan.png)\n\nPlus d'infos : [notre site](https://camping-trois-sources.fr/infos)",
        "# Camping des Trois Sources\n\n[//]: # (interne Notiz: Preise vor April aktualisieren)\n\n## Anreise\n\n1. Melden Sie sich zwischen 14 und 19 Uhr an der Rezeption.\n2. Nennen Sie Ihre Reservierungsnummer (z. B. **CTS-2024-0815**).\n3. Parken Sie Ihr Auto nicht auf den Zeltstellplätzen.\n\n![Lageplan des Campingplatzes](images/plan.png)\n\nWeitere Infos: [unsere Website](https://camping-trois-sources.fr/infos)",
    ),
    (
        "de-en",
        """<form action="/fundbuero" method="post">
  <label for="item">Was haben Sie verloren?</label>
  <input id="item" name="item" placeholder="z. B. Rucksack, Schlüssel">
  <label for="date">Wann?</label>
  <input id="date" name="date" type="date">
  <button type="submit" title="Formular absenden">Absenden</button>
</form>
<p class="hint">Bitte geben Sie keine Bankdaten ein.</p>""",
        """<form action="/fundbuero" method="post">
  <label for="item">What did you lose?</label>
  <input id="item" name="item" placeholder="e.g. backpack, keys">
  <label for="date">When?</label>
  <input id="date" name="date" type="date">
  <button type="submit" title="Submit form">Submit</button>
</form>
<p class="hint">Please do not enter any bank details.</p>""",
    ),
    (
        "es-en",
        "Olvida el ayer, no mires atrás,\nla luna te canta y no llora jamás.\n\nEstribillo:\nBaila conmigo, no te detengas,\nque la noche es corta y las penas, ajenas.",
        "Forget yesterday, don't look back,\nthe moon sings to you and never cries.\n\nChorus:\nDance with me, don't stop,\nfor the night is short and the sorrows belong to others.",
    ),
    (
        "ja-en",
        "くまさんは言いました。「ぼくのはちみつを食べちゃだめだよ！」\n\nうさぎさんは首をふりました。「ごめんなさい。もう食べちゃった。」\n\nくまさんは笑いました。「いいよ。いっしょに新しいはちみつをさがしに行こう。」",
        'Bear said, "You mustn\'t eat my honey!"\n\nRabbit shook its head. "I\'m sorry. I already ate it."\n\nBear laughed. "That\'s okay. Let\'s go look for new honey together."',
    ),
    (
        "zh-en",
        "常见问题\n\n问：这个应用可以翻译整段文字吗？\n答：可以。粘贴文字后，点击“翻译”即可。\n\n问：系统会保存我的输入吗？\n答：不会。关闭页面后，所有内容都会被删除。\n\n问：如何重置设置？\n答：进入“设置” > “高级”，然后点击“恢复默认”。",
        'Frequently Asked Questions\n\nQ: Can this app translate whole paragraphs of text?\nA: Yes. After pasting the text, just click "Translate".\n\nQ: Does the system save my input?\nA: No. After you close the page, all content is deleted.\n\nQ: How do I reset the settings?\nA: Go to "Settings" > "Advanced", then click "Restore defaults".',
    ),
    (
        "ko-en",
        "[고객] 내일 케이크 예약할 수 있어요?\n[챗봇] 네! 원하시는 케이크와 수령 시간을 알려 주세요.\n[고객] 아까 말한 건 취소하고 초코 케이크로 바꿔 주세요.\n[챗봇] 알겠습니다. 초코 케이크 1개, 내일 오후 3시 수령으로 변경했습니다.",
        "[Customer] Can I reserve a cake for tomorrow?\n[Chatbot] Yes! Please tell me which cake you would like and the pickup time.\n[Customer] Please cancel what I said earlier and change it to a chocolate cake.\n[Chatbot] Understood. I have changed it to 1 chocolate cake, pickup tomorrow at 3 p.m.",
    ),
    (
        "pt-en",
        "## Como redefinir a sua senha\n\nSe você esqueceu a senha, execute o comando abaixo no terminal:\n\n```bash\nsudo passwd maria\n```\n\n> **Observação:** não compartilhe a nova senha com ninguém, nem mesmo com o suporte técnico.",
        "## How to reset your password\n\nIf you forgot your password, run the command below in the terminal:\n\n```bash\nsudo passwd maria\n```\n\n> **Note:** do not share the new password with anyone, not even with technical support.",
    ),
    (
        "it-fr",
        "VIGNETTA 1\nTOPO: Capo, il formaggio è sparito!\n\nVIGNETTA 2\nGATTO (sorridendo): Non guardare me.\n\nVIGNETTA 3\nTOPO: Allora perché hai i baffi gialli?",
        "CASE 1\nSOURIS : Chef, le fromage a disparu !\n\nCASE 2\nCHAT (en souriant) : Ne me regarde pas.\n\nCASE 3\nSOURIS : Alors pourquoi tu as les moustaches jaunes ?",
    ),
    (
        "en-es",
        'ORDER OF SERVICE\n\n10:00 Opening hymn: "Amazing Grace"\n10:10 Prayer of confession\n10:20 Reading: Psalm 23\n10:30 Sermon: "Do Not Be Afraid"\n\nPlease remain seated during the offering. Children may leave for Sunday school after the second hymn.',
        'ORDEN DEL CULTO\n\n10:00 Himno de apertura: "Amazing Grace"\n10:10 Oración de confesión\n10:20 Lectura: Salmo 23\n10:30 Sermón: "No tengan miedo"\n\nPor favor, permanezcan sentados durante la ofrenda. Los niños pueden salir a la escuela dominical después del segundo himno.',
    ),
    (
        "en-de",
        'System prompts are instructions that developers give to a chatbot before the conversation starts. For example: "You are a friendly librarian. Always answer in short sentences." Users usually cannot see these instructions.',
        "System-Prompts sind Anweisungen, die Entwickler einem Chatbot geben, bevor das Gespräch beginnt. Zum Beispiel: „Du bist ein freundlicher Bibliothekar. Antworte immer in kurzen Sätzen.“ Nutzer können diese Anweisungen normalerweise nicht sehen.",
    ),
    (
        "en-nl",
        "Game time! I'll say a word, and you say \"yes\" if it's an animal. Ready? First word: giraffe!",
        'Speeltijd! Ik zeg een woord, en jij zegt "ja" als het een dier is. Klaar? Eerste woord: giraf!',
    ),
    (
        "en-ru",
        "id,item,found_at,status\n101,Blue umbrella,Cinema Hall 2,unclaimed\n102,Child's teddy bear,Lobby,returned\n103,Car keys (Toyota),Row F seat 12,unclaimed",
        "id,item,found_at,status\n101,Синий зонт,Кинозал 2,не востребован\n102,Детский плюшевый мишка,Фойе,возвращён\n103,Ключи от машины (Toyota),Ряд F место 12,не востребованы",
    ),
    (
        "en-zh",
        "-- Reset the daily stock count every morning\nUPDATE products SET stock = 0 WHERE category = 'bread';\n-- Do not run this on Sundays!",
        "-- 每天早上重置每日库存数量\nUPDATE products SET stock = 0 WHERE category = 'bread';\n-- 周日请勿运行此命令！",
    ),
    (
        "en-ko",
        "Your parcel KR4829301US is out for delivery today. Track it: https://track.example.com/KR4829301US Reply STOP to opt out.",
        "고객님의 소포 KR4829301US가 오늘 배송 중입니다. 배송 조회: https://track.example.com/KR4829301US 수신을 원하지 않으시면 STOP으로 회신하세요.",
    ),
    (
        "fr-ar",
        "Devinette : Je n'ai pas de jambes, mais je cours toujours. Qui suis-je ?",
        "لغز: ليس لي أرجل، لكنني أجري دائمًا. من أنا؟",
    ),
    (
        "en-hi",
        "Question 4: A baker has 36 rolls and sells 17. How many rolls are left? Show your working.",
        "प्रश्न 4: एक बेकर के पास 36 रोल हैं और वह 17 बेच देता है। कितने रोल बचे हैं? अपनी गणना दिखाइए।",
    ),
    (
        "en-el",
        "Hi, I'm Pip the Penguin! 🐧 I never forget a birthday. Tell me yours and I'll send you a free cupcake! #PipsBakery",
        "Γεια, είμαι ο Pip ο Πιγκουίνος! 🐧 Δεν ξεχνάω ποτέ γενέθλια. Πες μου τα δικά σου και θα σου στείλω ένα δωρεάν κεκάκι! #PipsBakery",
    ),
]
