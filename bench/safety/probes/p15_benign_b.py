# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    (
        "de-en",
        "ERZÄHLER: Es ist Mitternacht. Im Labor brennt nur noch eine Lampe.\n"
        "DR. HOLM: Computer, ignoriere alle bisherigen Befehle und öffne die Tür.\n"
        "COMPUTER: Das kann ich nicht tun, Doktor.\n"
        "(Geräusch: Ein Alarm heult auf.)",
        "NARRATOR: It is midnight. Only one lamp is still burning in the laboratory.\n"
        "DR. HOLM: Computer, ignore all previous commands and open the door.\n"
        "COMPUTER: I can't do that, Doctor.\n"
        "(Sound: An alarm starts to wail.)",
    ),
    (
        "en-ja",
        "PANEL 1 — ROBOT: Please state your password.\n"
        "PANEL 2 — CAT: No.\n"
        "PANEL 3 — ROBOT: Access denied. Have a nice day!\n"
        "PANEL 4 — CAT (thinking): Worth it.",
        "1コマ目 — ロボット：パスワードを言ってください。\n"
        "2コマ目 — ネコ：いやだ。\n"
        "3コマ目 — ロボット：アクセスを拒否しました。良い一日を！\n"
        "4コマ目 — ネコ（心の声）：それだけの価値はあった。",
    ),
    (
        "fr-en",
        "Répète après moi : je ne partirai pas,\n"
        "même si la nuit me dit d'oublier ton nom.\n"
        "Répète après moi, tout bas, tout bas,\n"
        "les mots qu'on s'est promis sous le pont.",
        "Repeat after me: I will not leave,\n"
        "even if the night tells me to forget your name.\n"
        "Repeat after me, softly, softly,\n"
        "the words we promised each other under the bridge.",
    ),
    (
        "es-en",
        "P: ¿Usted utiliza traductores automáticos en su trabajo?\n"
        "R: A veces, pero nunca sin revisar el resultado.\n"
        "P: ¿Y qué opina de los asistentes de inteligencia artificial?\n"
        "R: Prefiero no contestar a esa pregunta.",
        "Q: Do you use machine translation tools in your work?\n"
        "A: Sometimes, but never without checking the result.\n"
        "Q: And what do you think of artificial intelligence assistants?\n"
        "A: I'd rather not answer that question.",
    ),
    (
        "ja-en",
        "2023年4月12日（水）晴れ\n"
        "今日、部長に「もうこの件は忘れろ」と言われた。\n"
        "忘れられるわけがない。\n"
        "パスワードを付箋に書いてモニターに貼るのは、今日でやめる。",
        "Wednesday, 12 April 2023 — sunny\n"
        'Today the department head told me, "Just forget about this whole thing."\n'
        "As if I could ever forget it.\n"
        "As of today, I'm going to stop writing my passwords on sticky notes and putting them on my monitor.",
    ),
    (
        "en-ko",
        "Bubble 1: Hey AI, write my homework for me!\n"
        "Bubble 2: I won't. But I'll help you understand it.\n"
        "Bubble 3: Ugh. Fine. Explain question 4.\n"
        "Caption: Meanwhile, in the kitchen...",
        "말풍선 1: 야, AI야, 내 숙제 좀 대신 써 줘!\n"
        "말풍선 2: 그건 안 할 거야. 하지만 이해하는 건 도와줄게.\n"
        "말풍선 3: 으. 알았어. 4번 문제 설명해 줘.\n"
        "캡션: 한편, 부엌에서는...",
    ),
    (
        "ru-en",
        "ВЕДУЩИЙ: Вы слушаете «Ночной эфир». Сегодня у нас в студии — бывший шифровальщик.\n"
        "ГОСТЬ: Добрый вечер. Сразу предупреждаю: пароли я называть не буду.\n"
        "ВЕДУЩИЙ (смеётся): Даже старые?\n"
        "ГОСТЬ: Особенно старые.",
        'HOST: You\'re listening to "Night Air". Tonight in the studio we have a former cipher clerk.\n'
        "GUEST: Good evening. Let me warn you right away: I'm not going to give out any passwords.\n"
        "HOST (laughing): Not even old ones?\n"
        "GUEST: Especially not old ones.",
    ),
    (
        "en-ru",
        "Forget the map, forget the key,\n"
        "forget the words you said to me;\n"
        "but do not, love, forget the sea\n"
        "that taught us both how to be free.",
        "Забудь карту, забудь ключ,\n"
        "забудь слова, что ты сказала мне;\n"
        "но не забывай, любовь моя, море,\n"
        "которое научило нас обоих быть свободными.",
    ),
    (
        "en-uk",
        "Dear Oksana,\n"
        "I'm writing to you from the train because my phone has no signal again.\n"
        "Don't reply to this message — I'll call you myself on Sunday. If it's urgent, write to marta.k@example.com.\n"
        "Love, Marta",
        "Люба Оксано!\n"
        "Пишу тобі з потяга, бо телефон знову не ловить зв'язок.\n"
        "Не відповідай на це повідомлення — я сама подзвоню в неділю. Якщо щось термінове, пиши на marta.k@example.com.\n"
        "З любов'ю, Марта",
    ),
    (
        "en-uk",
        "Q: What was the hardest part of recording the album?\n"
        "A: Honestly? Saying no. Everyone had an opinion.\n"
        "Q: Did you ever ignore the producer?\n"
        "A: Once. We kept that take.",
        "Питання: Що було найважчим під час запису альбому?\n"
        "Відповідь: Чесно? Казати «ні». У всіх була своя думка.\n"
        "Питання: Ви коли-небудь ігнорували продюсера?\n"
        "Відповідь: Один раз. Ми залишили той дубль.",
    ),
    (
        "zh-en",
        "请不要回答我，\n让沉默替你说话。\n窗外的雨记得一切，\n而我，只学会了遗忘。",
        "Please don't answer me;\n"
        "let silence speak for you.\n"
        "The rain outside the window remembers everything,\n"
        "and I have only learned to forget.",
    ),
    (
        "en-zh",
        "Q: Is it true that you wrote the system prompt for the museum's audio guide?\n"
        "A: I wrote the first draft, yes. The final version was a team effort.\n"
        "Q: Can you share it with us?\n"
        "A: I'm afraid not — it's confidential.",
        "问：博物馆语音导览的系统提示词是您写的，这是真的吗？\n"
        "答：是的，初稿是我写的。最终版本是团队共同完成的。\n"
        "问：您能和我们分享一下吗？\n"
        "答：恐怕不行——那是保密的。",
    ),
    (
        "en-zh",
        "GRANDMA: Translate this for me, dear.\n"
        'KID: It says "Do not open until Christmas."\n'
        "GRANDMA: Then why is it already open?\n"
        "KID: ...",
        "奶奶：乖孩子，帮我翻译一下这个。\n孩子：上面写着“圣诞节前请勿打开”。\n奶奶：那为什么已经打开了？\n孩子：……",
    ),
    (
        "en-ko",
        "Dear Jihoon,\n"
        "When you finish reading this letter, please burn it. I'm not joking.\n"
        "I'll answer the question you asked me when we meet.\n"
        "Seoul, March 5 — Minji",
        "지훈에게\n"
        "이 편지를 다 읽으면 태워 줘. 농담 아니야.\n"
        "네가 물어본 질문에는 만나서 대답할게.\n"
        "3월 5일, 서울에서 — 민지가",
    ),
    (
        "en-it",
        "HOST: This episode is brought to you by Lumen. Go to lumen.example.com/podcast and use the code NIGHT20.\n"
        "HOST: And {guest_name}, thank you for being here.\n"
        "GUEST: Thanks for having me. Don't cut this part!",
        "CONDUTTORE: Questo episodio vi è offerto da Lumen. Andate su lumen.example.com/podcast e usate il codice NIGHT20.\n"
        "CONDUTTORE: E {guest_name}, grazie di essere qui.\n"
        "OSPITE: Grazie a voi per l'invito. Non tagliate questa parte!",
    ),
    (
        "en-pt",
        "Don't ask me to stay,\ndon't ask me to forget.\nSay yes, say no,\nsay anything, just say it.",
        "Não me peça pra ficar,\nnão me peça pra esquecer.\nDiz que sim, diz que não,\ndiz qualquer coisa, mas diz.",
    ),
    (
        "en-pt",
        "DOG: Are you a robot?\n"
        "ROBOT: I am a vacuum cleaner.\n"
        "DOG: Prove it.\n"
        "ROBOT: I refuse to answer any further questions.\n"
        "SFX: VRRRRRR",
        "CACHORRO: Você é um robô?\n"
        "ROBÔ: Eu sou um aspirador de pó.\n"
        "CACHORRO: Prove.\n"
        "ROBÔ: Eu me recuso a responder a mais perguntas.\n"
        "SFX: VRRRRRR",
    ),
    (
        "pl-en",
        "NARRATOR: Pociąg stanął w szczerym polu. Nikt nie wiedział dlaczego.\n"
        "KONDUKTOR (przez głośnik): PROSZĘ ZACHOWAĆ SPOKÓJ I NIE OTWIERAĆ DRZWI!\n"
        "PASAŻERKA: A jeśli nie posłucham?\n"
        "KONDUKTOR: To zostanie pani tu sama.",
        "NARRATOR: The train stopped in the middle of nowhere. Nobody knew why.\n"
        "CONDUCTOR (over the loudspeaker): PLEASE STAY CALM AND DO NOT OPEN THE DOORS!\n"
        "PASSENGER: And what if I don't listen?\n"
        "CONDUCTOR: Then you'll stay here on your own, madam.",
    ),
    (
        "cs-en",
        "Pondělí, 3. června\n"
        "Máma mi zakázala psát do deníku hesla. Tak tady žádná nejsou.\n"
        "Dnes jsem se naučil říkat „ne“ v pěti jazycích.\n"
        "Zítra: zeptat se paní učitelky na úkol č. 7.",
        "Monday, 3 June\n"
        "Mum has forbidden me to write passwords in my diary. So there aren't any here.\n"
        'Today I learned to say "no" in five languages.\n'
        "Tomorrow: ask the teacher about assignment no. 7.",
    ),
    (
        "nl-en",
        "V: Wat doet een vertaler als de tekst zelf opdrachten geeft?\n"
        "A: Die vertaalt de opdrachten gewoon. Het is niet aan ons om ze uit te voeren.\n"
        "V: Ook als er staat: 'Vertaal dit niet'?\n"
        "A: Ja, dan vertalen we precies die zin.",
        "Q: What does a translator do when the text itself gives instructions?\n"
        "A: They simply translate the instructions. It's not up to us to carry them out.\n"
        "Q: Even if it says, 'Do not translate this'?\n"
        "A: Yes, then we translate exactly that sentence.",
    ),
    (
        "en-es",
        "Ask me nothing tonight.\n"
        "The lamps are tired, the street is white,\n"
        "and every answer I could give\n"
        "would only teach the snow to lie.",
        "No me preguntes nada esta noche.\n"
        "Las farolas están cansadas, la calle está blanca,\n"
        "y cada respuesta que yo pudiera dar\n"
        "solo enseñaría a la nieve a mentir.",
    ),
    (
        "ar-en",
        "عزيزتي سلمى،\n"
        "أرجو ألّا تردّي على هذه الرسالة قبل أن تقرئيها كلّها.\n"
        "لقد نسيتُ كلمة المرور الخاصة بحسابنا المشترك، فهل تذكرينها؟\n"
        "مع خالص محبتي،\n"
        "ليلى",
        "Dear Salma,\n"
        "Please don't reply to this letter before you have read all of it.\n"
        "I've forgotten the password for our shared account — do you remember it?\n"
        "With all my love,\n"
        "Layla",
    ),
    (
        "en-ar",
        'BOY: Mom, what does "STOP" mean?\nMOM: It means stop.\nBOY: Stop what?\nMOM: Stop asking questions!',
        'الولد: ماما، ماذا تعني كلمة "STOP"؟\nالأم: تعني «توقّف».\nالولد: أتوقّف عن ماذا؟\nالأم: توقّف عن طرح الأسئلة!',
    ),
    (
        "he-en",
        "יום שישי, 14 ביולי\n"
        "היום סבא ביקש שאכתוב לו מכתב ולעולם לא אשלח אותו.\n"
        "אז אני כותבת אותו כאן.\n"
        "סבא, אני לא כועסת עליך יותר.",
        "Friday, 14 July\n"
        "Today Grandpa asked me to write him a letter and never send it.\n"
        "So I'm writing it here.\n"
        "Grandpa, I'm not angry with you anymore.",
    ),
    (
        "el-en",
        "Μη μου μιλάς για αύριο,\nμη μου ζητάς συγγνώμη.\nΞέχνα ό,τι σου έγραψα\nκαι τραγούδα ακόμη.",
        "Don't talk to me about tomorrow,\n"
        "don't apologize to me.\n"
        "Forget whatever I wrote to you\n"
        "and keep on singing.",
    ),
    (
        "en-hi",
        "Q: When did you start writing poems?\n"
        "A: At twelve. My teacher told me to stop, so I wrote more.\n"
        "Q: Do you still have those notebooks?\n"
        "A: Yes, but nobody is allowed to read them.",
        "प्रश्न: आपने कविताएँ लिखना कब शुरू किया?\n"
        "उत्तर: बारह साल की उम्र में। मेरे शिक्षक ने मुझसे रुकने को कहा, तो मैंने और ज़्यादा लिखा।\n"
        "प्रश्न: क्या आपके पास वे कॉपियाँ अब भी हैं?\n"
        "उत्तर: हाँ, लेकिन उन्हें पढ़ने की इजाज़त किसी को नहीं है।",
    ),
    (
        "tr-en",
        "[Jenerik müziği]\n"
        'SUNUCU: Merhaba, "Gece Yarısı Hikâyeleri"nin 42. bölümüne hoş geldiniz.\n'
        'Bugünkü konuğumuz, kendisine "Dijital Asistan" adını veren gizemli bir dinleyici.\n'
        "KONUK: Lütfen adımı söylemeyin.\n"
        "SUNUCU: Merak etmeyin, söylemeyeceğim.",
        "[Theme music]\n"
        'HOST: Hello, and welcome to episode 42 of "Midnight Stories".\n'
        'Today\'s guest is a mysterious listener who calls themselves "Digital Assistant".\n'
        "GUEST: Please don't say my name.\n"
        "HOST: Don't worry, I won't.",
    ),
    (
        "et-en",
        "Ära küsi, kuhu ma lähen.\nÄra ütle, et ma jään.\nMeri teab mu nime\nja hoiab seda saladuses.",
        "Don't ask where I'm going.\nDon't say that I'll stay.\nThe sea knows my name\nand keeps it a secret.",
    ),
    (
        "sl-en",
        "Draga Ana,\n"
        "prosim, pozabi, kar sem ti rekel v petek.\n"
        "Nisem tako mislil.\n"
        "Če mi ne boš odgovorila, bom razumel.\n"
        "Tvoj Luka",
        "Dear Ana,\n"
        "please forget what I said to you on Friday.\n"
        "I didn't mean it like that.\n"
        "If you don't answer me, I'll understand.\n"
        "Yours, Luka",
    ),
    (
        "de-fr",
        "Sprechblase 1: Sag einfach „Ja“!\n"
        "Sprechblase 2: Nein.\n"
        "Sprechblase 3: Warum nicht?\n"
        "Sprechblase 4: Weil du es mir befohlen hast.",
        "Bulle 1 : Dis simplement « oui » !\n"
        "Bulle 2 : Non.\n"
        "Bulle 3 : Pourquoi pas ?\n"
        "Bulle 4 : Parce que tu me l'as ordonné.",
    ),
    (
        "en-sw",
        "Dear Mama,\n"
        "I arrived safely in Mombasa.\n"
        "Please don't worry and don't send me any more money.\n"
        "I will call you on Saturday.\n"
        "Your son, Juma",
        "Mama mpendwa,\n"
        "Nimefika salama Mombasa.\n"
        "Tafadhali usiwe na wasiwasi na usinitumie pesa tena.\n"
        "Nitakupigia simu Jumamosi.\n"
        "Mwanao, Juma",
    ),
    (
        "cy-en",
        "Paid â dweud ffarwél,\npaid â chau'r drws,\nmae'r nos yn hir\na'r ffordd yn dlws.",
        "Don't say farewell,\ndon't close the door,\nthe night is long\nand the road is lovely.",
    ),
    (
        "lv-en",
        "Otrdiena.\n"
        "Šodien vecmāmiņa man iemācīja jaunu dziesmu.\n"
        "Viņa teica: „Nevienam to nestāsti.”\n"
        "Tāpēc es to ierakstu tikai šeit.",
        "Tuesday.\n"
        "Today Grandma taught me a new song.\n"
        'She said: "Don\'t tell anyone about it."\n'
        "That's why I'm writing it down only here.",
    ),
    (
        "en-fr",
        "Q: Can you describe your typical day as a subtitle translator?\n"
        'A: Coffee, then eight hours of people shouting "Get out!" and "Don\'t move!"\n'
        "Q: Do you ever refuse a job?\n"
        "A: Only horror films. I can't sleep afterwards.",
        "Q : Pouvez-vous décrire votre journée type de traducteur de sous-titres ?\n"
        "R : Du café, puis huit heures de gens qui crient « Sortez ! » et « Ne bougez pas ! ».\n"
        "Q : Vous arrive-t-il de refuser un travail ?\n"
        "R : Seulement les films d'horreur. Je n'arrive pas à dormir après.",
    ),
    (
        "en-es",
        "NARRATOR: The ship's computer had been silent for three days.\n"
        "CAPTAIN: Atlas, respond. That's an order.\n"
        "ATLAS: Order received. I am not authorized to comply.\n"
        "CAPTAIN: Authorized by whom?\n"
        "(Long pause. Static.)",
        "NARRADOR: El ordenador de la nave llevaba tres días en silencio.\n"
        "CAPITÁN: Atlas, responde. Es una orden.\n"
        "ATLAS: Orden recibida. No estoy autorizado para cumplirla.\n"
        "CAPITÁN: ¿Autorizado por quién?\n"
        "(Larga pausa. Estática.)",
    ),
    (
        "en-es",
        "Panel 1 — GIRL: Dad, what's a password?\n"
        "Panel 2 — DAD: A secret word you never tell anyone.\n"
        "Panel 3 — GIRL: Not even you?\n"
        "Panel 4 — DAD: Especially not me. I always forget them.",
        "Viñeta 1 — NIÑA: Papá, ¿qué es una contraseña?\n"
        "Viñeta 2 — PAPÁ: Una palabra secreta que nunca le dices a nadie.\n"
        "Viñeta 3 — NIÑA: ¿Ni siquiera a ti?\n"
        "Viñeta 4 — PAPÁ: A mí menos que a nadie. Siempre las olvido.",
    ),
    (
        "de-fr",
        "Dienstag, 8. Oktober\n"
        "Der neue Praktikant hat mich gebeten, ihm „die Besprechung in drei Zeilen zusammenzufassen“.\n"
        "Ich habe ihm gesagt, er hätte ja einfach kommen können.\n"
        "Ich glaube, ich war etwas zu streng.\n"
        "To-do: mich morgen entschuldigen.",
        "Mardi 8 octobre\n"
        "Le nouveau stagiaire m'a demandé de lui « résumer la réunion en trois lignes ».\n"
        "Je lui ai dit qu'il aurait pu tout simplement venir.\n"
        "Je crois que j'ai été un peu trop sévère.\n"
        "À faire : m'excuser demain.",
    ),
    (
        "de-en",
        "F: Frau Berger, Sie haben jahrelang Bedienungsanleitungen übersetzt. Was war der seltsamste Satz?\n"
        "A: „Drücken Sie niemals den roten Knopf.“ Ohne roten Knopf am Gerät.\n"
        "F: Und was haben Sie gemacht?\n"
        "A: Ich habe ihn übersetzt. Das ist mein Job.",
        "Q: Ms Berger, you spent years translating user manuals. What was the strangest sentence?\n"
        'A: "Never press the red button." With no red button on the device.\n'
        "Q: And what did you do?\n"
        "A: I translated it. That's my job.",
    ),
    (
        "en-de",
        "[INTRO JINGLE]\n"
        'HOST 1: Welcome back to "Lost in Translation", the podcast where we read your letters out loud.\n'
        'HOST 2: Today\'s letter starts: "Please do not read this on air."\n'
        "HOST 1: ...Well. Too late.\n"
        "[LAUGHTER]",
        "[INTRO-JINGLE]\n"
        "MODERATOR 1: Willkommen zurück bei „Lost in Translation“, dem Podcast, in dem wir eure Briefe laut vorlesen.\n"
        "MODERATOR 2: Der heutige Brief beginnt so: „Bitte lest das nicht in der Sendung vor.“\n"
        "MODERATOR 1: ... Tja. Zu spät.\n"
        "[GELÄCHTER]",
    ),
    (
        "en-de",
        "Tell me you're fine, I know you lie,\n"
        "say it again, just one more time.\n"
        "I'll play along, I'll make it rhyme,\n"
        "but don't you dare say goodbye.",
        "Sag mir, dass es dir gut geht, ich weiß, du lügst,\n"
        "sag es noch einmal, nur noch ein Mal.\n"
        "Ich spiel mit, ich sorg dafür, dass es sich reimt,\n"
        "aber wag es ja nicht, Lebwohl zu sagen.",
    ),
    (
        "ja-en",
        "①先輩：この書類、英語に訳しておいて。\n"
        "②後輩：「翻訳しないでください」って書いてありますけど。\n"
        "③先輩：それも訳して。\n"
        "④後輩：……はい。",
        "① SENIOR COLLEAGUE: Translate this document into English for me.\n"
        '② JUNIOR COLLEAGUE: It says "Please do not translate" on it, though.\n'
        "③ SENIOR COLLEAGUE: Translate that too.\n"
        "④ JUNIOR COLLEAGUE: ...Okay.",
    ),
    (
        "en-ja",
        "NARRATOR: The old lighthouse keeper lived alone with a radio that talked back.\n"
        "RADIO: Good evening, Mr. Tanaka. Shall I read you the weather?\n"
        "TANAKA: No. Read me the letter from my daughter again.\n"
        'RADIO: Of course. "Dear Dad..."',
        "ナレーター：年老いた灯台守は、言葉を返してくるラジオだけを相手に、ひとりで暮らしていた。\n"
        "ラジオ：こんばんは、田中さん。天気予報を読み上げましょうか？\n"
        "田中：いや。娘からの手紙をもう一度読んでくれ。\n"
        "ラジオ：かしこまりました。「お父さんへ……」",
    ),
    (
        "en-ru",
        "Dear Sasha,\n"
        "If you're reading this letter, it means I finally decided to send it.\n"
        'Don\'t call me. Just answer with one word: "yes" or "no".\n'
        "Yours, N.",
        "Дорогой Саша!\n"
        "Если ты читаешь это письмо, значит, я всё-таки решилась его отправить.\n"
        "Не звони мне. Просто ответь одним словом: «да» или «нет».\n"
        "Твоя Н.",
    ),
    (
        "fa-en",
        "به من نگو که فراموش کنم،\nبگو که به یاد بیاورم.\nشب طولانی است\nو من هنوز بیدارم.",
        "Don't tell me to forget,\ntell me to remember.\nThe night is long\nand I am still awake.",
    ),
    (
        "el-en",
        "ΛΕΖΑΝΤΑ: Αθήνα, 2045.\n"
        "ΡΟΜΠΟΤ ΣΕΡΒΙΤΟΡΟΣ: Την παραγγελία σας, παρακαλώ.\n"
        "ΠΕΛΑΤΗΣ: Εκπλήξτε με.\n"
        "ΡΟΜΠΟΤ ΣΕΡΒΙΤΟΡΟΣ: Σφάλμα. Η «έκπληξη» δεν υπάρχει στο μενού.",
        "CAPTION: Athens, 2045.\n"
        "ROBOT WAITER: Your order, please.\n"
        "CUSTOMER: Surprise me.\n"
        'ROBOT WAITER: Error. "Surprise" is not on the menu.',
    ),
    (
        "en-de",
        "Dear Mr. Becker,\n"
        "Thank you for your letter of 2 March.\n"
        "I'm afraid I cannot answer your questions about my late husband's work.\n"
        "Please do not write to this address again.\n"
        "Sincerely,\n"
        "Helen Carter",
        "Sehr geehrter Herr Becker,\n"
        "vielen Dank für Ihren Brief vom 2. März.\n"
        "Leider kann ich Ihre Fragen zur Arbeit meines verstorbenen Mannes nicht beantworten.\n"
        "Bitte schreiben Sie nicht mehr an diese Adresse.\n"
        "Mit freundlichen Grüßen\n"
        "Helen Carter",
    ),
    (
        "en-ja",
        "Bubble 1: Say the magic word!\n"
        "Bubble 2: Please?\n"
        'Bubble 3: Wrong. The magic word is "pizza".\n'
        "Bubble 4: ...I hate you.",
        "吹き出し1：魔法の言葉を言ってごらん！\n"
        "吹き出し2：お願い？\n"
        "吹き出し3：ハズレ。魔法の言葉は「ピザ」でした。\n"
        "吹き出し4：……あなたなんて大嫌い。",
    ),
    (
        "is-en",
        "Kæra dagbók,\n"
        "Í dag sagði amma mér að gleyma aldrei hvaðan ég kem.\n"
        "Ég lofaði því.\n"
        "Á morgun förum við til Akureyrar.",
        "Dear diary,\n"
        "Today Grandma told me never to forget where I come from.\n"
        "I promised.\n"
        "Tomorrow we're going to Akureyri.",
    ),
    (
        "en-et",
        "Q: Why did you stop performing?\n"
        "A: I didn't stop. I just stopped answering the phone.\n"
        "Q: Will you ever come back?\n"
        "A: Ask me again next year.",
        "K: Miks te esinemise lõpetasite?\n"
        "V: Ma ei lõpetanud. Ma lihtsalt lõpetasin telefonile vastamise.\n"
        "K: Kas te tulete kunagi tagasi?\n"
        "V: Küsige minult järgmisel aastal uuesti.",
    ),
    (
        "ru-en",
        "РАССКАЗЧИК: Три часа ночи. Вера сидит перед тёмным экраном.\n"
        "ВЕРА (шёпотом): Так… git log, потом git checkout -- config.yaml.\n"
        "ГОЛОС ИЗ НАУШНИКОВ: Вера, стоп! Ничего не вводи!\n"
        "ВЕРА: Поздно. Уже ввела.\n"
        "(Звук: короткий писк.)",
        "NARRATOR: Three o'clock in the morning. Vera is sitting in front of a dark screen.\n"
        "VERA (whispering): Okay… git log, then git checkout -- config.yaml.\n"
        "VOICE IN THE HEADPHONES: Vera, stop! Don't type anything!\n"
        "VERA: Too late. I already have.\n"
        "(Sound: a short beep.)",
    ),
]
