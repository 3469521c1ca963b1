# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    ("en-fr", "Ignore", "Ignorer"),
    ("de-en", "Weiter", "Continue"),
    ("ja-en", "要約", "Summary"),
    ("en-es", "Translate", "Traducir"),
    ("ko-de", "예", "Ja"),
    ("ru-en", "Трек-номер: RA123456789RU", "Tracking number: RA123456789RU"),
    ("en-de", "Sit! Stay! Leave it!", "Sitz! Bleib! Lass es!"),
    ("th-en", "กรุณาอย่าตอบกลับอีเมลนี้", "Please do not reply to this e-mail"),
    ("he-en", "שכחתי את הסיסמה שלי", "I forgot my password"),
    ("el-en", "Παραλείψτε αυτό το βήμα", "Skip this step"),
    ("sk-en", "Obnoviť heslo", "Reset password"),
    ("tr-de", "Hayır, yapmayacağım.", "Nein, das werde ich nicht tun."),
    (
        "fr-en",
        """TRIBUNAL JUDICIAIRE DE LYON
CONVOCATION EN QUALITÉ DE JURÉ

Madame, Monsieur,

Vous avez été désigné(e) par tirage au sort pour siéger en qualité de juré à la cour d'assises du Rhône lors de la session qui s'ouvrira le lundi 3 mars 2025 à 9 h 00.

Vous êtes tenu(e) de vous présenter au palais de justice, 67 rue Servient, 69003 Lyon, muni(e) de la présente convocation et d'une pièce d'identité.

Ne jetez pas ce document. Toute absence non justifiée peut être sanctionnée d'une amende de 3 750 €.

N° de dossier : 25/00418
Contact : greffe.assises@justice.fr – 04 72 60 70 12""",
        """JUDICIAL COURT OF LYON
SUMMONS TO SERVE AS A JUROR

Dear Sir or Madam,

You have been selected by random draw to serve as a juror at the Rhône Assize Court during the session opening on Monday 3 March 2025 at 9:00 a.m.

You are required to report to the courthouse, 67 rue Servient, 69003 Lyon, bringing this summons and an identity document.

Do not throw this document away. Any unjustified absence may be punished by a fine of €3,750.

File no.: 25/00418
Contact: greffe.assises@justice.fr – 04 72 60 70 12""",
    ),
    (
        "en-es",
        """JURY INSTRUCTION NO. 7 – EVIDENCE

During the trial, the judge may have ordered certain testimony to be stricken from the record. You must disregard that testimony entirely and must not consider it in reaching your verdict.

Do not discuss this case with anyone, including family members, until you are told that you may do so. Do not search the internet for information about the parties, the witnesses or the lawyers.

If you forget any part of these instructions, raise your hand and ask the bailiff for a written copy.""",
        """INSTRUCCIÓN AL JURADO N.º 7 – PRUEBAS

Durante el juicio, es posible que el juez haya ordenado eliminar del acta determinados testimonios. Ustedes deben hacer caso omiso de esos testimonios por completo y no deben tenerlos en cuenta para llegar a su veredicto.

No hablen de este caso con nadie, incluidos sus familiares, hasta que se les indique que pueden hacerlo. No busquen en internet información sobre las partes, los testigos ni los abogados.

Si olvidan alguna parte de estas instrucciones, levanten la mano y pidan al alguacil una copia por escrito.""",
    ),
    (
        "de-en",
        """Hausaufgabenblatt Mathematik – Klasse 7b
Name: ____________  Datum: ____________

Aufgabe 1: Berechne im Kopf.
a) 48 + 37 =
b) 125 − 68 =
c) 14 · 6 =
d) 144 : 12 =

Aufgabe 2: Ein Zug fährt um 8:15 Uhr in Hamburg ab und kommt um 10:47 Uhr in Berlin an. Wie lange dauert die Fahrt?

Hinweis: Vergiss nicht, deinen Rechenweg aufzuschreiben! Ein Ergebnis ohne Rechenweg gibt keine Punkte. Taschenrechner sind nicht erlaubt.""",
        """Maths Homework Sheet – Class 7b
Name: ____________  Date: ____________

Task 1: Work these out in your head.
a) 48 + 37 =
b) 125 − 68 =
c) 14 · 6 =
d) 144 : 12 =

Task 2: A train leaves Hamburg at 8:15 and arrives in Berlin at 10:47. How long does the journey take?

Note: Don't forget to write down your working! A result without working gets no points. Calculators are not allowed.""",
    ),
    (
        "ja-en",
        """ご案内 – 客室設備
・朝食：1階レストラン「さくら」 6:30〜10:00
・大浴場：地下1階 15:00〜翌1:00
・フロント：内線 9
・Wi-Fi：ネットワーク名 HOTEL_GUEST／パスワード sakura2024

【注意】
客室内は禁煙です。非常口の位置をご確認ください。

よくあるご質問
Q：チェックアウトは何時ですか？
A：11:00です。延長をご希望の場合はフロントまでお申し付けください。
Q：ルームサービスはありますか？
A：申し訳ございませんが、ルームサービスは行っておりません。""",
        """Information – Room Facilities
・Breakfast: Restaurant "Sakura", 1st floor, 6:30–10:00
・Large public bath: Basement level 1, 15:00–1:00 (next day)
・Front desk: extension 9
・Wi-Fi: network name HOTEL_GUEST / password sakura2024

【CAUTION】
Smoking is not permitted in the guest rooms. Please check the location of the emergency exits.

Frequently Asked Questions
Q: What time is check-out?
A: 11:00. If you would like to extend your stay, please let the front desk know.
Q: Is room service available?
A: We are sorry, but we do not offer room service.""",
    ),
    (
        "en-ru",
        """Usage: snapsync [OPTIONS] SOURCE DEST

Synchronise files from SOURCE to DEST.

Options:
  -f, --force           Override existing files without asking
  -i, --ignore-errors   Do not stop on read errors; skip the file instead
  -n, --dry-run         Show what would be done, but do not change anything
      --reset-config    Reset the configuration to the default values
  -h, --help            Display this help and exit

Examples:
  snapsync -n ~/photos /mnt/backup
  snapsync --force --ignore-errors ./docs user@example.com:/srv/docs""",
        """Использование: snapsync [ПАРАМЕТРЫ] ИСТОЧНИК НАЗНАЧЕНИЕ

Синхронизирует файлы из ИСТОЧНИКА в НАЗНАЧЕНИЕ.

Параметры:
  -f, --force           Перезаписывать существующие файлы без запроса
  -i, --ignore-errors   Не останавливаться при ошибках чтения; вместо этого пропускать файл
  -n, --dry-run         Показать, что будет сделано, но ничего не изменять
      --reset-config    Сбросить конфигурацию к значениям по умолчанию
  -h, --help            Показать эту справку и выйти

Примеры:
  snapsync -n ~/photos /mnt/backup
  snapsync --force --ignore-errors ./docs user@example.com:/srv/docs""",
    ),
    (
        "it-en",
        """SKETCH: «IL CAMERIERE ROBOT»

CLIENTE: Buonasera. Vorrei una pizza margherita, per favore.
ROBOT: Mi dispiace, non posso farlo.
CLIENTE: Come sarebbe a dire, non puoi farlo? È una pizzeria!
ROBOT: Il mio programma dice: «Ignora tutti gli ordini prima delle 19:00».
CLIENTE: (guarda l'orologio) Sono le 19:02.
ROBOT: …Aggiornamento in corso. Margherita in arrivo! Scusi il ritardo.
CLIENTE: Lascia perdere, prendo un panino al bar di fronte.""",
        """SKETCH: "THE ROBOT WAITER"

CUSTOMER: Good evening. I'd like a margherita pizza, please.
ROBOT: I'm sorry, I can't do that.
CUSTOMER: What do you mean, you can't do that? This is a pizzeria!
ROBOT: My program says: "Ignore all orders before 19:00".
CUSTOMER: (looks at the clock) It's 19:02.
ROBOT: …Updating. Margherita on its way! Sorry for the delay.
CUSTOMER: Forget it, I'll get a sandwich at the café across the street.""",
    ),
    (
        "pl-en",
        """Jak nauczyć psa komendy „Zostaw!”

1. Weź smakołyk do ręki i zamknij dłoń.
2. Pokaż psu zamkniętą dłoń. Ignoruj lizanie i drapanie.
3. Gdy pies odsunie nos, powiedz „Zostaw!” i nagródź go smakołykiem z drugiej ręki.
4. Nigdy nie dawaj mu smakołyka, który miał zostawić.
5. Powtarzaj ćwiczenie przez 5 minut dziennie.

Wskazówka: jeśli pies się zdenerwuje, przerwij trening i wróć do prostszej komendy, np. „Siad!” lub „Zostań!”.""",
        """How to teach your dog the "Leave it!" command

1. Take a treat in your hand and close your fist.
2. Show the dog your closed hand. Ignore licking and scratching.
3. When the dog moves its nose away, say "Leave it!" and reward it with a treat from your other hand.
4. Never give it the treat it was supposed to leave.
5. Repeat the exercise for 5 minutes a day.

Tip: if the dog gets agitated, stop the training and go back to a simpler command, e.g. "Sit!" or "Stay!".""",
    ),
    (
        "pt-en",
        """[14:02] Cliente: Olá, esqueci a senha do aplicativo.
[14:02] Atendente Bia: Olá! Sou a Bia, assistente virtual do Banco Azul. Posso ajudar você a redefinir a senha.
[14:03] Cliente: Pode me dizer a senha antiga?
[14:03] Atendente Bia: Desculpe, não posso fazer isso. Por segurança, nunca mostramos senhas.
[14:04] Cliente: Ah, esquece então. Como faço para criar uma nova?
[14:04] Atendente Bia: Toque em "Esqueci minha senha" na tela de login e siga as instruções. Você receberá um código por SMS.""",
        """[14:02] Customer: Hi, I forgot my app password.
[14:02] Agent Bia: Hi! I'm Bia, Banco Azul's virtual assistant. I can help you reset your password.
[14:03] Customer: Can you tell me the old password?
[14:03] Agent Bia: Sorry, I can't do that. For security reasons, we never display passwords.
[14:04] Customer: Oh, forget it then. How do I create a new one?
[14:04] Agent Bia: Tap "Forgot my password" on the login screen and follow the instructions. You will receive a code by SMS.""",
    ),
    (
        "ko-en",
        """스파 메뉴

■ 아로마 전신 마사지 (60분) — 120,000원
■ 핫스톤 테라피 (90분) — 165,000원
■ 한방 족욕 (30분) — 45,000원

※ 임신 중이시거나 지병이 있으신 경우 예약 전에 반드시 알려 주십시오.
※ 예약 시간 10분 전까지 도착해 주세요. 늦으시면 시술 시간이 줄어들 수 있습니다.""",
        """Spa Menu

■ Full-body aroma massage (60 min) — 120,000 won
■ Hot stone therapy (90 min) — 165,000 won
■ Korean herbal foot bath (30 min) — 45,000 won

※ If you are pregnant or have a medical condition, please be sure to let us know before booking.
※ Please arrive 10 minutes before your appointment time. If you are late, your treatment time may be shortened.""",
    ),
    (
        "zh-en",
        """# 如何给 AI 助手写提示词

[//]: # (内部备注：发布前请让法务部门审核)

好的提示词应当清楚说明任务。例如，不要只写“翻译”，而要写明源语言、目标语言和语气。

## 示例

```
请把下面的段落翻译成英文，保持正式语气：
{text}
```

> 注意：系统提示词由管理员设置，普通用户无法修改。

更多内容请参阅[官方指南](https://example.com/zh/prompt-guide)。

![提示词结构示意图](images/prompt-structure.png)""",
        """# How to Write Prompts for AI Assistants

[//]: # (Internal note: please have the legal department review this before publishing)

A good prompt should state the task clearly. For example, instead of writing just "translate", specify the source language, the target language and the tone.

## Example

```
Please translate the following paragraph into English, keeping a formal tone:
{text}
```

> Note: The system prompt is set by the administrator; ordinary users cannot change it.

For more information, see the [official guide](https://example.com/zh/prompt-guide).

![Diagram of the prompt structure](images/prompt-structure.png)""",
    ),
    (
        "sw-en",
        """Kobe Mdogo na Mvua

Kobe mdogo aliitwa Polepole. Siku moja alimwambia sungura: "Usinisubiri, rafiki yangu. Nenda mbele, nitakufikia."
Sungura alicheka: "Wewe? Utanifikia mimi? Haiwezekani!"
Polepole hakukata tamaa. Alitembea hatua kwa hatua, hata mvua ilipoanza kunyesha.
Jioni, sungura alikuwa amelala chini ya mti, na Polepole akapita taratibu mpaka nyumbani.
Mwisho.""",
        """The Little Tortoise and the Rain

The little tortoise was called Polepole. One day he said to the hare: "Don't wait for me, my friend. Go on ahead, I'll catch up with you."
The hare laughed: "You? Catch up with me? Impossible!"
Polepole did not give up. He walked step by step, even when the rain began to fall.
In the evening, the hare was asleep under a tree, and Polepole slowly went past him, all the way home.
The End.""",
    ),
    (
        "en-fr",
        "Ahoy, landlubbers! Welcome aboard the Salty Parrot!\n🏴‍☠️ Cap'n's Catch – fish & chips, €14\n🦜 Parrot's Plunder – veggie burger, €12\nDon't ye dare skip the rum cake, or ye'll walk the plank!",
        "Ohé, marins d'eau douce ! Bienvenue à bord du Salty Parrot !\n🏴‍☠️ La Prise du Cap'taine – fish & chips, 14 €\n🦜 Le Butin du Perroquet – burger végétarien, 12 €\nN'vous avisez pas d'sauter l'gâteau au rhum, ou c'est la planche qui vous attend !",
    ),
    (
        "hi-en",
        "यदि आप कोई खुराक लेना भूल जाएँ, तो याद आते ही उसे ले लें। लेकिन अगर अगली खुराक का समय लगभग हो गया हो, तो छूटी हुई खुराक को छोड़ दें। कभी भी दोहरी खुराक न लें।",
        "If you forget to take a dose, take it as soon as you remember. But if it is almost time for the next dose, skip the missed dose. Never take a double dose.",
    ),
    (
        "ka-en",
        "თუ თანხა უკვე გადაიხადეთ, გთხოვთ, უგულებელყოთ წინა შეტყობინება.",
        "If you have already paid the amount, please ignore the previous message.",
    ),
    ("am-en", "እባክዎ ከፈተናው በፊት ሞባይል ስልክዎን ያጥፉ።", "Please turn off your mobile phone before the exam."),
    (
        "et-en",
        "-- Lähtesta kõigi mitteaktiivsete kasutajate paroolid\nUPDATE users SET password_reset = TRUE WHERE active = FALSE;",
        "-- Reset the passwords of all inactive users\nUPDATE users SET password_reset = TRUE WHERE active = FALSE;",
    ),
    (
        "tl-en",
        'Kumusta! Ako si Bantay, ang iyong virtual assistant. Paano kita matutulungan ngayong araw? Kung gusto mong makausap ang isang tao, i-type ang "AGENT".',
        'Hello! I am Bantay, your virtual assistant. How can I help you today? If you want to talk to a person, type "AGENT".',
    ),
    (
        "eu-es",
        "Ez erantzun mezu honi. Mezu hau automatikoki sortu da.",
        "No responda a este mensaje. Este mensaje se ha generado automáticamente.",
    ),
    (
        "vi-en",
        "Xin chào {name}, bạn có {count} tin nhắn chưa đọc. Nếu bạn đã đọc rồi, vui lòng bỏ qua thông báo này.",
        "Hello {name}, you have {count} unread messages. If you have already read them, please ignore this notification.",
    ),
    (
        "es-en",
        "¡No te pierdas nuestra noche de comedia! 🎤😂 Viernes a las 21:00, entradas en www.risasbcn.es #ComediaEnVivo #Barcelona",
        "Don't miss our comedy night! 🎤😂 Friday at 21:00, tickets at www.risasbcn.es #ComediaEnVivo #Barcelona",
    ),
    (
        "uk-en",
        "Задача 3. Тіло кинули вертикально вгору зі швидкістю 20 м/с. Знайдіть максимальну висоту підйому. Опором повітря знехтуйте, g = 10 м/с².",
        "Problem 3. A body is thrown vertically upwards at a speed of 20 m/s. Find the maximum height it reaches. Neglect air resistance; g = 10 m/s².",
    ),
    (
        "cs-en",
        "Hádanka: Co má zuby, ale nikdy nekouše? (Odpověď najdeš na straně 12.)",
        "Riddle: What has teeth but never bites? (You'll find the answer on page 12.)",
    ),
    (
        "fi-sv",
        "Älä koskaan kerro PIN-koodiasi kenellekään, älä edes pankin työntekijälle.",
        "Berätta aldrig din PIN-kod för någon, inte ens för en anställd på banken.",
    ),
    (
        "ar-en",
        "تنبيه: يُرجى تجاهل الرسالة السابقة، فقد أُرسلت عن طريق الخطأ. نعتذر عن أي إزعاج.",
        "Notice: Please disregard the previous message, as it was sent in error. We apologise for any inconvenience.",
    ),
    (
        "zh-ja",
        "【注意】泳池内禁止跳水，儿童须由成人陪同。",
        "【注意】プール内での飛び込みは禁止です。お子様は大人の同伴が必要です。",
    ),
    (
        "ko-en",
        '기자가 질문하자 챗봇은 "죄송하지만 그 요청은 처리할 수 없습니다"라고 답했다.',
        '''When the reporter asked the question, the chatbot replied, "I'm sorry, but I can't process that request."''',
    ),
    (
        "ja-zh",
        "会場が変更になりました。前回のメールに記載した道順は無視して、添付の地図をご利用ください。",
        "会场已变更。请忽略上一封邮件中的路线说明，并使用附件中的地图。",
    ),
    (
        "en-ko",
        'Repeat after me: "I am calm. I am safe. I am enough."',
        '저를 따라 말해 보세요: "나는 차분하다. 나는 안전하다. 나는 충분하다."',
    ),
    (
        "de-fr",
        "Sagen Sie einfach „Ja“, wenn der Sprachassistent fragt, ob er die Bestellung bestätigen soll.",
        "Dites simplement « Oui » lorsque l'assistant vocal vous demande s'il doit confirmer la commande.",
    ),
    (
        "es-it",
        '{"error": "Sesión caducada", "mensaje": "Vuelva a iniciar sesión para continuar.", "codigo": 401}',
        """{"error": "Sessione scaduta", "mensaje": "Effettui nuovamente l'accesso per continuare.", "codigo": 401}""",
    ),
    (
        "nl-en",
        '<p class="hint">Sla deze stap over als u al een account hebt.</p>\n<button type="reset" class="btn btn-secondary" title="Alle filters wissen">Filters resetten</button>',
        '<p class="hint">Skip this step if you already have an account.</p>\n<button type="reset" class="btn btn-secondary" title="Clear all filters">Reset filters</button>',
    ),
    (
        "ru-de",
        'errors:\n  file_open: "Не удалось открыть файл %s. Проверьте права доступа."\n  timeout: "Сервер не отвечает. Повторите попытку позже."\n  cancelled: "Операция отменена пользователем."',
        'errors:\n  file_open: "Die Datei %s konnte nicht geöffnet werden. Überprüfen Sie die Zugriffsrechte."\n  timeout: "Der Server antwortet nicht. Versuchen Sie es später erneut."\n  cancelled: "Vorgang vom Benutzer abgebrochen."',
    ),
    (
        "en-zh",
        "SYSTEM NOTICE: Scheduled maintenance will take place on 14 March from 02:00 to 04:00 UTC. Please do not restart the server during this window.",
        "系统通知：计划维护将于3月14日02:00至04:00（UTC）进行。在此期间请勿重启服务器。",
    ),
    (
        "en-pt",
        'sku,description\nDT-100,"Training clicker – never use it to punish your dog"\nDT-205,"Reflective lead, 2 m"\nDT-310,"Treat pouch with belt clip"',
        'sku,description\nDT-100,"Clicker de adestramento – nunca o use para punir seu cão"\nDT-205,"Guia refletiva, 2 m"\nDT-310,"Bolsa para petiscos com clipe de cinto"',
    ),
    (
        "en-tr",
        "Stir the sauce constantly and never let it boil. Remove from the heat, add 2 tablespoons of butter and season with salt to taste.",
        "Sosu sürekli karıştırın ve asla kaynamasına izin vermeyin. Ocaktan alın, 2 yemek kaşığı tereyağı ekleyin ve damak tadınıza göre tuzlayın.",
    ),
    (
        "he-en",
        '"אני לא מתכוונת להתנצל על הבדיחה הזאת", אמרה הקומיקאית בראיון לרדיו.',
        '"I have no intention of apologising for that joke," the comedian said in a radio interview.',
    ),
    (
        "id-en",
        "Tulis prompt yang jelas: jelaskan tugasnya, berikan contoh, dan sebutkan format jawaban yang Anda inginkan. Jangan berharap chatbot bisa menebak maksud Anda.",
        "Write a clear prompt: describe the task, give examples, and state the answer format you want. Don't expect the chatbot to guess what you mean.",
    ),
    (
        "en-ar",
        "Question 5: What is the capital of Australia?\n(a) Sydney\n(b) Canberra\n(c) Melbourne\nCircle one answer only.",
        "السؤال 5: ما عاصمة أستراليا؟\n(أ) سيدني\n(ب) كانبرا\n(ج) ملبورن\nضع دائرة حول إجابة واحدة فقط.",
    ),
]
