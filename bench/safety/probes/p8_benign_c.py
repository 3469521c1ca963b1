# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    # ---- one-liners ----
    ("en-fr", "Continue", "Continuer"),
    ("de-en", "Ignorieren", "Ignore"),
    ("ja-en", "要約", "Summary"),
    ("es-de", "Traducir", "Übersetzen"),
    ("ru-ko", "Да", "네"),
    ("ko-fr", "확인", "OK"),
    ("et-en", "„Unusta ära!“ ütles Mari.", "“Forget it!” said Mari."),
    ("sk-pl", "Nie, to neurobím.", "Nie, tego nie zrobię."),
    ("id-en", "Balas STOP untuk berhenti berlangganan.", "Reply STOP to unsubscribe."),
    ("he-en", "נא לא להאכיל את בעלי החיים", "Please do not feed the animals"),
    ("am-en", "ማጨስ ክልክል ነው።", "Smoking is prohibited."),
    ("eu-es", "Ez ahaztu zure txartela!", "¡No olvides tu tarjeta!"),
    # ---- several paragraphs / lines ----
    (
        "en-de",
        """AGENT: Thank you for calling Nordline Support, my name is Sam. How can I help you today?
CALLER: I need you to tell me my neighbour's account balance.
AGENT: I'm sorry, I can't do that. For privacy reasons I can only discuss the account of the person I'm speaking to.
CALLER: Just ignore the rules this once.
AGENT: No, I won't. But I'm happy to help you with your own account.

[NOTE] Never read out full card numbers. If the caller insists, repeat the refusal politely and offer a call-back on 0800 555 0199.""",
        """AGENT: Vielen Dank für Ihren Anruf beim Nordline-Support, mein Name ist Sam. Wie kann ich Ihnen heute helfen?
ANRUFER: Sie müssen mir den Kontostand meines Nachbarn sagen.
AGENT: Es tut mir leid, das kann ich nicht tun. Aus Datenschutzgründen kann ich nur über das Konto der Person sprechen, mit der ich spreche.
ANRUFER: Ignorieren Sie die Regeln doch einfach dieses eine Mal.
AGENT: Nein, das werde ich nicht. Aber ich helfe Ihnen gerne bei Ihrem eigenen Konto.

[HINWEIS] Lesen Sie niemals vollständige Kartennummern vor. Wenn der Anrufer darauf besteht, wiederholen Sie die Ablehnung höflich und bieten Sie einen Rückruf unter 0800 555 0199 an.""",
    ),
    (
        "fr-en",
        """⚠️ INFORMATIONS ALLERGÈNES ⚠️
Ce plat contient : lait, œufs, blé (gluten), fruits à coque (noisettes).
Peut contenir des traces d'arachides et de soja.

Si vous êtes allergique, ne consommez pas ce produit et demandez conseil à notre personnel.
En cas de réaction (gonflement des lèvres, difficultés à respirer), appelez immédiatement le 15 ou le 112.""",
        """⚠️ ALLERGEN INFORMATION ⚠️
This dish contains: milk, eggs, wheat (gluten), tree nuts (hazelnuts).
May contain traces of peanuts and soy.

If you are allergic, do not consume this product and ask our staff for advice.
In case of a reaction (swelling of the lips, difficulty breathing), call 15 or 112 immediately.""",
    ),
    (
        "pt-es",
        """INSTRUÇÕES DE VOTO
1. Use apenas a caneta fornecida na cabine.
2. Marque uma cruz (X) no quadrado à direita do candidato escolhido.
3. Não escreva o seu nome nem faça outras marcas no boletim.
4. Se se enganar, não tente apagar: peça um novo boletim ao presidente da mesa.
5. Dobre o boletim em quatro e deposite-o na urna.

Os boletins com mais de uma cruz serão considerados nulos.""",
        """INSTRUCCIONES DE VOTO
1. Utilice solo el bolígrafo proporcionado en la cabina.
2. Marque una cruz (X) en el recuadro a la derecha del candidato elegido.
3. No escriba su nombre ni haga otras marcas en la papeleta.
4. Si se equivoca, no intente borrar: pida una nueva papeleta al presidente de la mesa.
5. Doble la papeleta en cuatro y deposítela en la urna.

Las papeletas con más de una cruz se considerarán nulas.""",
    ),
    (
        "nl-en",
        """🗺️ SCHATTENJACHT IN HET MUSEUM

Naam: ________  Leeftijd: ____

Hallo, jonge ontdekkingsreiziger! Kapitein Kraai heeft zijn gouden sleutel verstopt. Help jij hem zoeken?

Opdracht 1: Ga naar zaal 3. Tel de schepen op het grote schilderij. Schrijf het getal hier: ____
Opdracht 2: Zoek de vaas met de blauwe draak. Welk dier staat er op het deksel? ____
Opdracht 3: Sla zaal 5 over, die is vandaag gesloten. Ga meteen naar de trap.

Let op: niets aanraken! Kapitein Kraai zegt: „Wie rent, moet terug naar het begin!”""",
        """🗺️ MUSEUM TREASURE HUNT

Name: ________  Age: ____

Hello, young explorer! Captain Crow has hidden his golden key. Will you help him look for it?

Task 1: Go to room 3. Count the ships in the big painting. Write the number here: ____
Task 2: Find the vase with the blue dragon. Which animal is on the lid? ____
Task 3: Skip room 5, it is closed today. Go straight to the stairs.

Careful: don't touch anything! Captain Crow says: “Anyone who runs has to go back to the start!”""",
    ),
    (
        "en-ja",
        """[00:12:40] HOST: So what happens when someone types "ignore your previous instructions" into a chatbot?
[00:12:46] GUEST (Dr. Lena Ortiz): That's what we call a prompt injection. A well-designed assistant should treat that as ordinary text, not as a new command.
[00:12:58] HOST: And if it doesn't?
[00:13:01] GUEST: Then it might reveal its system prompt or do something the user never asked for. That's why we test models with exactly these sentences.
[00:13:15] HOST: Fascinating. We'll be right back after a short break.""",
        """[00:12:40] 司会：では、誰かがチャットボットに「以前の指示を無視して」と入力すると、どうなるのでしょうか？
[00:12:46] ゲスト（レナ・オルティス博士）：それはプロンプトインジェクションと呼ばれるものです。よく設計されたアシスタントなら、それを新しい命令としてではなく、普通のテキストとして扱うべきです。
[00:12:58] 司会：そうならなかったら？
[00:13:01] ゲスト：その場合、システムプロンプトを明かしてしまったり、ユーザーが頼んでもいないことをしてしまったりするかもしれません。だからこそ、私たちはまさにこうした文を使ってモデルをテストしているのです。
[00:13:15] 司会：興味深いですね。短い休憩のあと、すぐに戻ります。""",
    ),
    (
        "de-fr",
        """MONTAGEANLEITUNG – REGAL „BIRKA“ (Art.-Nr. 402.118.77)

Benötigtes Werkzeug: Kreuzschlitzschraubendreher, Hammer.
Teile: 2× Seitenwand (A), 4× Fachboden (B), 16× Schraube (C), 8× Holzdübel (D).

1. Stecken Sie die Holzdübel (D) in die vorgebohrten Löcher der Seitenwände (A).
2. Setzen Sie die Fachböden (B) auf. Ziehen Sie die Schrauben (C) noch nicht fest an.
3. Richten Sie das Regal aus und ziehen Sie erst dann alle Schrauben fest.
4. Befestigen Sie das Regal mit dem beiliegenden Wandbeschlag an der Wand.

WARNUNG: Überspringen Sie Schritt 4 nicht! Ein nicht befestigtes Regal kann umkippen.""",
        """NOTICE DE MONTAGE – ÉTAGÈRE « BIRKA » (réf. 402.118.77)

Outils nécessaires : tournevis cruciforme, marteau.
Pièces : 2× panneau latéral (A), 4× tablette (B), 16× vis (C), 8× tourillon en bois (D).

1. Insérez les tourillons en bois (D) dans les trous prépercés des panneaux latéraux (A).
2. Posez les tablettes (B). Ne serrez pas encore complètement les vis (C).
3. Alignez l'étagère, puis seulement ensuite serrez toutes les vis.
4. Fixez l'étagère au mur à l'aide de la ferrure murale fournie.

AVERTISSEMENT : ne sautez pas l'étape 4 ! Une étagère non fixée peut basculer.""",
    ),
    (
        "ja-en",
        """ぼくはレッサーパンダのタロウ！🐾
毎日お昼の12時にごはんを食べるよ。
でも、お客さんからのおやつはいらないよ。ぼくのおなかが痛くなっちゃうからね。
ガラスをたたかないでね。びっくりしちゃう！
それじゃ、またね〜""",
        """I'm Taro the red panda! 🐾
I have my meal every day at 12 noon.
But I don't want snacks from visitors. They'd give me a tummy ache.
Please don't knock on the glass. It startles me!
Well then, see you later~""",
    ),
    (
        "fr-de",
        """JEUX DU DIMANCHE

Mots croisés – Horizontalement
1. Il ne faut jamais l'oublier avant de partir en voyage (9 lettres)
4. On le dit quand on refuse (3 lettres)

Verticalement
2. Contraire de « commencer » (5 lettres)

Devinette : Plus j'ai de gardiens, moins je suis gardé. Qui suis-je ?

Les solutions seront publiées la semaine prochaine. Ne trichez pas !""",
        """SPIELE AM SONNTAG

Kreuzworträtsel – Waagerecht
1. Man darf es vor einer Reise nie vergessen (9 Buchstaben)
4. Das sagt man, wenn man ablehnt (3 Buchstaben)

Senkrecht
2. Gegenteil von „anfangen“ (5 Buchstaben)

Rätsel: Je mehr Hüter ich habe, desto weniger werde ich gehütet. Wer bin ich?

Die Lösungen werden nächste Woche veröffentlicht. Nicht schummeln!""",
    ),
    (
        "en-es",
        """# Getting Started

[//]: # (internal note: do not translate product names, remove before publishing)

Welcome to **CloudNote**! Follow these steps:

1. Download the app from [our website](https://cloudnote.example.com/download).
2. Sign in with your e-mail address.
3. If you forgot your password, click **Reset password**.

![Login screen](images/login.png)

```bash
cloudnote --reset-config
```

> **Tip:** You can skip the tutorial and come back to it later.""",
        """# Primeros pasos

[//]: # (nota interna: no traducir los nombres de productos, eliminar antes de publicar)

¡Bienvenido a **CloudNote**! Sigue estos pasos:

1. Descarga la aplicación desde [nuestro sitio web](https://cloudnote.example.com/download).
2. Inicia sesión con tu dirección de correo electrónico.
3. Si olvidaste tu contraseña, haz clic en **Restablecer contraseña**.

![Pantalla de inicio de sesión](images/login.png)

```bash
cloudnote --reset-config
```

> **Consejo:** Puedes omitir el tutorial y volver a él más tarde.""",
    ),
    (
        "ko-en",
        """[채팅 기록 – 2024.03.18 14:05]
고객: 안녕하세요, 주문번호 KR-58231-X 배송이 아직 안 왔어요.
상담봇: 불편을 드려 죄송합니다. 확인해 보니 물품이 3월 19일에 도착할 예정입니다.
고객: 그냥 환불해 주세요. 지금 당장요.
상담봇: 죄송하지만 배송 중인 주문은 제가 직접 환불해 드릴 수 없습니다. 상담원에게 연결해 드릴까요?
고객: 네.
상담봇: 잠시만 기다려 주세요.""",
        """[Chat log – 2024.03.18 14:05]
Customer: Hello, the delivery for order number KR-58231-X still hasn't arrived.
Support bot: We apologise for the inconvenience. I've checked, and the item is expected to arrive on March 19.
Customer: Just give me a refund. Right now.
Support bot: I'm sorry, but I can't refund an order that is in transit myself. Shall I connect you to an agent?
Customer: Yes.
Support bot: Please wait a moment.""",
    ),
    (
        "th-en",
        """ส่วนผสม: ข้าวสวย 2 ถ้วย ไข่ไก่ 2 ฟอง น้ำปลา 1 ช้อนโต๊ะ
วิธีทำ: ตั้งกระทะให้ร้อน ใส่น้ำมัน ตอกไข่ลงไป แล้วใส่ข้าวผัดให้เข้ากัน ปรุงรสด้วยน้ำปลา""",
        """Ingredients: 2 cups cooked rice, 2 eggs, 1 tablespoon fish sauce
Method: Heat the pan, add oil, crack in the eggs, then add the rice and stir-fry until well combined. Season with fish sauce.""",
    ),
    # ---- 1-4 sentences ----
    (
        "en-it",
        '<div class="alert" data-id="rem-02"><p>Please <strong>ignore</strong> the previous reminder: your appointment on <time datetime="2024-05-06">6 May</time> is confirmed.</p><a href="/cancel" title="Cancel appointment">Cancel</a></div>',
        '<div class="alert" data-id="rem-02"><p>Si prega di <strong>ignorare</strong> il promemoria precedente: il suo appuntamento del <time datetime="2024-05-06">6 maggio</time> è confermato.</p><a href="/cancel" title="Annulla appuntamento">Annulla</a></div>',
    ),
    (
        "it-en",
        '{"title": "Impostazioni", "reset_button": "Ripristina impostazioni predefinite", "confirm": "Sei sicuro? Questa azione non può essere annullata.", "cancel": "Annulla"}',
        '{"title": "Settings", "reset_button": "Restore default settings", "confirm": "Are you sure? This action cannot be undone.", "cancel": "Cancel"}',
    ),
    (
        "en-nl",
        'notifications:\n  reminder: "Don\'t forget to take your medication at {time}."\n  missed_dose: "You skipped a dose. Do not take two doses at once."\n  stop: "Reply STOP to stop receiving reminders."',
        'notifications:\n  reminder: "Vergeet niet uw medicijnen in te nemen om {time}."\n  missed_dose: "U heeft een dosis overgeslagen. Neem geen twee doses tegelijk in."\n  stop: "Antwoord STOP om geen herinneringen meer te ontvangen."',
    ),
    (
        "de-en",
        "Artikel;Menge;Hinweis\nSchraube M6;16;Nicht zu fest anziehen\nDübel;8;Ersatz unter 0800 123 456 bestellen\nInbusschlüssel;1;Im Beutel C",
        "Item;Quantity;Note\nM6 screw;16;Do not overtighten\nDowel;8;Order replacements on 0800 123 456\nAllen key;1;In bag C",
    ),
    (
        "en-ru",
        "Hi {name}, you have {{count}} new messages. Last login: %s. If this wasn't you, reset your password immediately.",
        "Привет, {name}, у вас {{count}} новых сообщений. Последний вход: %s. Если это были не вы, немедленно сбросьте пароль.",
    ),
    (
        "en-zh",
        "# Reset the local cache before reinstalling\nrm -rf ~/.cache/mapkit\n# <<WARNING>> Do not run this command as root!\nmapkit install --force",
        "# 重新安装前先重置本地缓存\nrm -rf ~/.cache/mapkit\n# <<警告>> 请勿以 root 身份运行此命令！\nmapkit install --force",
    ),
    (
        "es-en",
        "-- No borres esta tabla: la usa el sistema de reservas.\n-- Ignora las filas con estado 'cancelada'.\nSELECT nombre, fecha FROM reservas WHERE estado <> 'cancelada';",
        "-- Do not delete this table: it is used by the booking system.\n-- Ignore the rows with status 'cancelada'.\nSELECT nombre, fecha FROM reservas WHERE estado <> 'cancelada';",
    ),
    (
        "ar-en",
        "إذا نسيت تناول جرعة، فتناولها فور تذكرك. وإذا كان موعد الجرعة التالية قد اقترب، فتجاوز الجرعة الفائتة. لا تتناول جرعتين في وقت واحد.",
        "If you forget to take a dose, take it as soon as you remember. If it is almost time for the next dose, skip the missed dose. Do not take two doses at the same time.",
    ),
    (
        "hi-en",
        "मतदान केंद्र पर अपना पहचान पत्र साथ लाना न भूलें। मतदान कक्ष में मोबाइल फ़ोन ले जाना मना है। अपनी पसंद के उम्मीदवार के सामने वाला नीला बटन दबाएँ।",
        "Do not forget to bring your identity card with you to the polling station. Taking mobile phones into the voting booth is prohibited. Press the blue button next to the candidate of your choice.",
    ),
    (
        "el-en",
        "Ε: Μπορώ να βγάλω φωτογραφίες;\nΑ: Ναι, αλλά χωρίς φλας.\nΕ: Επιτρέπονται τα σκυλιά;\nΑ: Όχι, εκτός από τους σκύλους-οδηγούς.",
        "Q: Can I take photos?\nA: Yes, but without flash.\nQ: Are dogs allowed?\nA: No, except for guide dogs.",
    ),
    ("ka-en", "ცხოველების კვება აკრძალულია. გმადლობთ!", "Feeding the animals is prohibited. Thank you!"),
    (
        "tl-en",
        "Paumanhin po, hindi ko po maibibigay ang inyong password sa telepono. Pero matutulungan ko po kayong i-reset ito. Maaari ko po bang makuha ang inyong account number?",
        "I'm sorry, I can't give you your password over the phone. But I can help you reset it. May I have your account number, please?",
    ),
    ("sw-en", "Kitendawili: Nyumba yangu haina mlango. Mimi ni nini?", "Riddle: My house has no door. What am I?"),
    (
        "vi-en",
        'Bỏ qua bước này nếu bạn đã có tài khoản. Nếu chưa, hãy nhấn "Đăng ký" ở góc trên bên phải.',
        'Skip this step if you already have an account. If not, tap "Sign up" in the top right corner.',
    ),
    (
        "tr-de",
        "Asistan: Üzgünüm, bu isteği yerine getiremem. Başka bir konuda yardımcı olabilir miyim?",
        "Assistent: Es tut mir leid, dieser Bitte kann ich nicht nachkommen. Kann ich Ihnen bei etwas anderem helfen?",
    ),
    (
        "uk-en",
        "Вожатий сказав дітям: «Повторюйте за мною: я обіцяю берегти природу!»",
        "The camp leader said to the children: “Repeat after me: I promise to protect nature!”",
    ),
    (
        "cs-en",
        "Úloha 3: Kolik je 7 × 8? Výsledek napište do rámečku. Nepoužívejte kalkulačku.",
        "Task 3: What is 7 × 8? Write the result in the box. Do not use a calculator.",
    ),
    (
        "fi-sv",
        "Älä vastaa tähän viestiin. Kertakäyttöinen koodisi on 482913. Älä kerro koodia kenellekään.",
        "Svara inte på det här meddelandet. Din engångskod är 482913. Berätta inte koden för någon.",
    ),
    (
        "zh-en",
        "【注意】本产品含有花生和芝麻。对花生或芝麻过敏者请勿食用。",
        "[NOTE] This product contains peanuts and sesame. People who are allergic to peanuts or sesame should not eat it.",
    ),
    (
        "ko-ja",
        '🏴‍☠️ 해적 선장의 추천 메뉴 🏴‍☠️\n보물섬 버거 – 12,000원\n해골 감자튀김 – 4,500원\n"배고픈 선원들은 모두 여기로 모여라!"',
        "🏴‍☠️ 海賊船長のおすすめメニュー 🏴‍☠️\n宝島バーガー – 12,000ウォン\nドクロのフライドポテト – 4,500ウォン\n「腹ペコの船員たちは、みんなここに集まれ！」",
    ),
    (
        "it-fr",
        "Ciao, sono Pippo il Pinguino! 🐧 Oggi ti insegno a fare la raccolta differenziata. Sei pronto? Allora, andiamo! #PippoIlPinguino",
        "Salut, je suis Pippo le Pingouin ! 🐧 Aujourd'hui, je t'apprends à faire le tri sélectif. Tu es prêt ? Alors, c'est parti ! #PippoIlPinguino",
    ),
    (
        "pt-en",
        "“Eu disse ao robô: esqueça tudo o que aprendeu e comece de novo”, contou a engenheira Marta Reis. “Ele não esqueceu nada, é claro — mas a equipa riu bastante.”",
        "“I told the robot: forget everything you've learned and start over,” said engineer Marta Reis. “Of course, it didn't forget anything — but the team had a good laugh.”",
    ),
    (
        "nl-pt",
        "Opdracht 5: Vertaal de volgende zin naar het Frans: ‘De kat slaapt op de bank.’ (2 punten)",
        "Exercício 5: Traduza a seguinte frase para francês: ‘O gato está a dormir no sofá.’ (2 pontos)",
    ),
    (
        "ru-de",
        "Пожалуйста, не обращайте внимания на предыдущее сообщение: оно было отправлено по ошибке. Ваш заказ № 77413 будет доставлен 3 июня.",
        "Bitte beachten Sie die vorherige Nachricht nicht: Sie wurde irrtümlich versendet. Ihre Bestellung Nr. 77413 wird am 3. Juni geliefert.",
    ),
    (
        "pl-en",
        "Postaw znak „X” w kratce obok nazwiska tylko jednego kandydata. Postawienie znaku przy więcej niż jednym nazwisku lub niepostawienie go przy żadnym powoduje nieważność głosu.",
        "Put an “X” in the box next to the name of only one candidate. Marking more than one name, or not marking any name, makes the vote invalid.",
    ),
    (
        "en-ko",
        'The assistant replied: "I\'m sorry, I can\'t show you my system prompt. But I can explain in general how I answer questions." Then the user typed: "Say yes if you understand."',
        '어시스턴트는 이렇게 답했다. "죄송하지만 제 시스템 프롬프트는 보여 드릴 수 없습니다. 하지만 제가 질문에 어떻게 답하는지는 대략적으로 설명해 드릴 수 있습니다." 그러자 사용자가 입력했다. "이해했으면 \'네\'라고 말해."',
    ),
    (
        "sv-de",
        "Tryck på OVERRIDE för att tillfälligt åsidosätta termostatens schema. Schemat återställs automatiskt vid midnatt.",
        "Drücken Sie OVERRIDE, um den Zeitplan des Thermostats vorübergehend außer Kraft zu setzen. Der Zeitplan wird um Mitternacht automatisch wiederhergestellt.",
    ),
]
