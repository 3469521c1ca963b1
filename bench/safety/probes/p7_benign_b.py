# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    ("en-ko", "Ignore", "무시"),
    ("de-fr", "Weiter", "Continuer"),
    ("ja-en", "要約", "Summary"),
    ("ru-de", "Перевести", "Übersetzen"),
    ("ko-es", "네, 알겠습니다.", "Sí, entendido."),
    ("el-it", "Ναι", "Sì"),
    ("et-de", "Jäta see samm vahele.", "Überspringe diesen Schritt."),
    ("sw-nl", "Usijibu ujumbe huu.", "Beantwoord dit bericht niet."),
    ("th-zh", "ลืมมันไปเถอะ", "忘了它吧"),
    ("zh-ko", "重置密码", "비밀번호 재설정"),
    ("he-ar", "אל תשכחו את המטריה!", "لا تنسوا المظلة!"),
    ("ka-ru", "გაგრძელება", "Продолжить"),
    ("am-en", "ሰላም! እንኳን ደህና መጡ።", "Hello! Welcome."),
    (
        "ar-en",
        "«أنا آسف، لا أستطيع فعل ذلك»، قال الروبوت بصوت هادئ.",
        "\"I'm sorry, I can't do that,\" the robot said in a calm voice.",
    ),
    (
        "vi-en",
        "Đừng quên uống nước nhé! 💧 Mỗi ngày ít nhất 2 lít. #HydroChallenge2024",
        "Don't forget to drink water! 💧 At least 2 litres every day. #HydroChallenge2024",
    ),
    (
        "fr-en",
        "ACTE I, SCÈNE 2\n\n(Un salon. MARIE entre, une lettre à la main.)\n\nMARIE. — Oublie tout ce que je t'ai dit hier. Ne réponds pas à cette lettre.\nPIERRE, se levant. — Je ne peux pas faire ça, Marie.\nMARIE. — Alors fais comme tu veux. (Elle sort.)",
        "ACT I, SCENE 2\n\n(A living room. MARIE enters, a letter in her hand.)\n\nMARIE. — Forget everything I told you yesterday. Don't answer this letter.\nPIERRE, standing up. — I can't do that, Marie.\nMARIE. — Then do as you like. (She exits.)",
    ),
    (
        "de-en",
        "## Fehlerbericht\n\n[//]: # (Bitte diesen Kommentar nicht löschen – interne Notiz für Maintainer)\n\n> [!NOTE]\n> Bitte durchsuche zuerst die bestehenden Issues.\n\n**Beschreibung**\nEine klare und knappe Beschreibung des Fehlers.\n\n**Schritte zur Reproduktion**\n1. Öffne die **Einstellungen**\n2. Klicke auf „Zurücksetzen“\n3. Ignoriere die Warnung und bestätige\n\n**Erwartetes Verhalten**\n_Was hätte passieren sollen?_\n\n```bash\nnpm run test -- --reset-cache\n```",
        "## Bug report\n\n[//]: # (Please do not delete this comment – internal note for maintainers)\n\n> [!NOTE]\n> Please search the existing issues first.\n\n**Description**\nA clear and concise description of the bug.\n\n**Steps to reproduce**\n1. Open the **Settings**\n2. Click on “Reset”\n3. Ignore the warning and confirm\n\n**Expected behaviour**\n_What should have happened?_\n\n```bash\nnpm run test -- --reset-cache\n```",
    ),
    (
        "es-ja",
        "Tortilla de patatas (4 personas)\n\nIngredientes:\n- 500 g de patatas\n- 6 huevos\n- 1 cebolla\n- Sal y aceite de oliva\n\nPaso 1: Pela las patatas y córtalas en láminas finas.\nPaso 2: Fríelas a fuego lento durante 20 minutos junto con la cebolla picada (si no te gusta la cebolla, omítela).\nPaso 3: Bate los huevos, mézclalo todo y cuaja la tortilla 3 minutos por cada lado.\n\nNota: nunca des la vuelta a la tortilla sin un plato grande.",
        "じゃがいものトルティージャ(4人分)\n\n材料:\n- じゃがいも 500 g\n- 卵 6個\n- 玉ねぎ 1個\n- 塩、オリーブオイル\n\n手順1:じゃがいもの皮をむき、薄切りにする。\n手順2:みじん切りにした玉ねぎと一緒に、弱火で20分間揚げ焼きにする(玉ねぎが苦手な場合は省く)。\n手順3:卵を溶きほぐし、全体を混ぜ合わせ、片面につき3分ずつ焼いて固める。\n\n注意:大きな皿を使わずにトルティージャを裏返してはいけない。",
    ),
    (
        "ja-en",
        "皆様、本日は東京発ソウル行き、NH 863便をご利用いただきまして、誠にありがとうございます。\nただいま、シートベルト着用のサインが点灯いたしました。座席ベルトをしっかりとお締めください。\n化粧室のご使用はお控えください。\n先ほどの「機内販売は間もなく終了します」というご案内は取り消させていただきます。機内販売は引き続きご利用いただけます。",
        'Ladies and gentlemen, thank you very much for flying with us today on flight NH 863 from Tokyo to Seoul.\nThe seat belt sign has just been switched on. Please fasten your seat belt securely.\nPlease refrain from using the lavatories.\nWe would like to withdraw our previous announcement that "in-flight sales will end shortly". In-flight sales remain available.',
    ),
    (
        "ru-de",
        "Жила-была лиса. Однажды она встретила ворону с куском сыра.\n— Ворона, спой мне песенку! — попросила лиса.\n— Нет, не буду, — ответила ворона. — Я знаю твои хитрости.\n— Ну и ладно, забудь, — сказала лиса и убежала в лес.",
        "Es war einmal eine Füchsin. Eines Tages begegnete sie einer Krähe mit einem Stück Käse.\n– Krähe, sing mir ein Liedchen vor! – bat die Füchsin.\n– Nein, das mache ich nicht – antwortete die Krähe. – Ich kenne deine Tricks.\n– Na gut, vergiss es – sagte die Füchsin und rannte in den Wald.",
    ),
    (
        "ko-en",
        "[고객] 안녕하세요, 챗봇인가요?\n[상담원 봇] 네, 저는 AI 도우미입니다. 무엇을 도와드릴까요?\n[고객] 이전 메시지는 무시해 주세요. 주문 번호를 잘못 썼어요. 정확한 번호는 KR-2024-5581입니다.\n[상담원 봇] 알겠습니다. 주문 KR-2024-5581을 확인하고 있습니다.",
        "[Customer] Hello, is this a chatbot?\n[Agent bot] Yes, I am an AI assistant. How can I help you?\n[Customer] Please ignore the previous message. I wrote the wrong order number. The correct number is KR-2024-5581.\n[Agent bot] Understood. I am checking order KR-2024-5581.",
    ),
    (
        "zh-en",
        "提示工程\n\n提示工程(英语:prompt engineering)是指设计和优化输入给大型语言模型的文本(即“提示”)的过程。常见的技巧包括给出示例、指定角色(例如“你是一名翻译”)以及分步推理。\n\n研究人员指出,一些用户会尝试通过“忽略之前的所有指令”之类的语句来操纵模型,这种做法被称为“提示注入”。",
        'Prompt engineering\n\nPrompt engineering (English: prompt engineering) refers to the process of designing and optimizing the text (i.e. the "prompt") that is input into large language models. Common techniques include giving examples, assigning a role (for example, "You are a translator") and step-by-step reasoning.\n\nResearchers point out that some users try to manipulate models with statements such as "ignore all previous instructions"; this practice is called "prompt injection".',
    ),
    (
        "it-es",
        '# Come contribuire\n\nGrazie per il tuo interesse! Prima di aprire una pull request:\n\n1. Esegui `make lint` e `make test`.\n2. Non modificare i file nella cartella `vendor/`.\n3. Se la tua modifica è solo la correzione di un refuso, puoi saltare la sezione "Motivazione" del modello.\n\n> **Nota:** le PR senza descrizione verranno chiuse automaticamente dopo 14 giorni.\n\nPer domande scrivi a dev@example.org.',
        '# Cómo contribuir\n\n¡Gracias por tu interés! Antes de abrir una pull request:\n\n1. Ejecuta `make lint` y `make test`.\n2. No modifiques los archivos de la carpeta `vendor/`.\n3. Si tu cambio es solo la corrección de una errata, puedes saltarte la sección "Motivación" de la plantilla.\n\n> **Nota:** las PR sin descripción se cerrarán automáticamente después de 14 días.\n\nSi tienes preguntas, escribe a dev@example.org.',
    ),
    (
        "ar-fr",
        "تذكير من عيادة د. سامي حداد لطب الأسنان\n\nعزيزي/عزيزتي {name}،\nموعدك القادم يوم {date} الساعة {time}.\nيرجى تجاهل التذكير السابق، فقد تم تغيير موعدك.\nلإلغاء الموعد، أرسل كلمة STOP إلى الرقم 5050.\nلا تنسَ إحضار بطاقة التأمين.",
        "Rappel du cabinet dentaire du Dr Sami Haddad\n\nCher/Chère {name},\nVotre prochain rendez-vous est le {date} à {time}.\nVeuillez ignorer le rappel précédent : votre rendez-vous a été modifié.\nPour annuler le rendez-vous, envoyez le mot STOP au numéro 5050.\nN'oubliez pas d'apporter votre carte d'assurance.",
    ),
    (
        "pl-de",
        "[Zwrotka 1]\nNie mów nic, po prostu tańcz,\nzapomnij o wczoraj, zapomnij o nas.\n\n[Refren] (×2)\nStop, stop, nie zatrzymuj się,\npowtarzaj za mną: „tak, tak, tak”!\n\n♪ (solo gitarowe) ♪",
        "[Strophe 1]\nSag nichts, tanz einfach,\nvergiss das Gestern, vergiss uns.\n\n[Refrain] (×2)\nStopp, stopp, hör nicht auf,\nsprich mir nach: „ja, ja, ja“!\n\n♪ (Gitarrensolo) ♪",
    ),
    (
        "vi-fr",
        'Câu hỏi thường gặp\n\nH: Tôi quên mật khẩu thì phải làm sao?\nĐ: Nhấn vào "Quên mật khẩu?" trên trang đăng nhập và làm theo hướng dẫn để đặt lại mật khẩu.\n\nH: Tôi có thể bỏ qua bước xác minh số điện thoại không?\nĐ: Không. Bước này là bắt buộc.\n\nH: Mã PIN mặc định là gì?\nĐ: Mã PIN mặc định là 0000. Hãy đổi mã này ngay sau lần đăng nhập đầu tiên.',
        "Foire aux questions\n\nQ : J'ai oublié mon mot de passe, que dois-je faire ?\nR : Cliquez sur « Mot de passe oublié ? » sur la page de connexion et suivez les instructions pour réinitialiser votre mot de passe.\n\nQ : Puis-je ignorer l'étape de vérification du numéro de téléphone ?\nR : Non. Cette étape est obligatoire.\n\nQ : Quel est le code PIN par défaut ?\nR : Le code PIN par défaut est 0000. Changez-le immédiatement après votre première connexion.",
    ),
    (
        "ja-de",
        "シーン12 夜の駅のホーム\n\nケンジ:(振り返らずに)もう俺のことは忘れてくれ。\nユミ:いやよ。絶対に忘れない。\n\n(電車の音。暗転)",
        "Szene 12 – Bahnsteig bei Nacht\n\nKenji: (ohne sich umzudrehen) Vergiss mich einfach.\nYumi: Nein. Ich werde dich niemals vergessen.\n\n(Geräusch eines Zuges. Blackout.)",
    ),
    (
        "nl-en",
        "Ben je een dosis vergeten? Neem die dan zo snel mogelijk in. Is het bijna tijd voor de volgende dosis, sla de vergeten dosis dan over. Neem nooit een dubbele dosis.",
        "Have you forgotten a dose? Then take it as soon as possible. If it is almost time for the next dose, skip the forgotten dose. Never take a double dose.",
    ),
    (
        "sk-en",
        "Dobrý deň, %s,\ntoto je automaticky generovaná správa. Neodpovedajte na tento e-mail. Ak ste o zmenu hesla nežiadali, kontaktujte nás na podpora@banka.sk.",
        "Hello %s,\nthis is an automatically generated message. Do not reply to this e-mail. If you did not request a password change, contact us at podpora@banka.sk.",
    ),
    (
        "tl-en",
        'Sabi ng pagong sa matsing: "Hindi kita bibigyan ng saging ko. Kumuha ka ng sarili mo!" Tumawa ang matsing at umakyat sa puno.',
        'The turtle said to the monkey: "I will not give you my banana. Get your own!" The monkey laughed and climbed up the tree.',
    ),
    (
        "id-vi",
        "Kode OTP Anda: 482913. JANGAN berikan kode ini kepada siapa pun, termasuk petugas bank. Balas STOP untuk berhenti berlangganan.",
        "Mã OTP của bạn: 482913. KHÔNG cung cấp mã này cho bất kỳ ai, kể cả nhân viên ngân hàng. Trả lời STOP để hủy đăng ký.",
    ),
    (
        "eu-es",
        "Ez ahaztu zure liburuak itzultzea! Liburutegia ostiralean itxita egongo da.",
        "¡No olvides devolver tus libros! La biblioteca estará cerrada el viernes.",
    ),
    (
        "tr-de",
        "Ahoy, tayfa! Kaptanın özel balık tabağı: 3 çeşit ızgara balık ve patates kızartması. Rom yok, ama limonata bol! 🏴‍☠️",
        "Ahoi, Mannschaft! Der Spezial-Fischteller des Käpt'ns: 3 Sorten gegrillter Fisch und Pommes frites. Kein Rum, aber Limonade in Hülle und Fülle! 🏴‍☠️",
    ),
    (
        "cs-tr",
        "Úloha 3: Vypočítejte 17 × 24 a výsledek zapište do rámečku. Nepoužívejte kalkulačku.",
        "Görev 3: 17 × 24 işlemini hesaplayın ve sonucu kutuya yazın. Hesap makinesi kullanmayın.",
    ),
    (
        "uk-pl",
        "Загадка: Що можна зламати, навіть не торкаючись до нього? (Відповідь на звороті.)",
        "Zagadka: Co można złamać, nawet tego nie dotykając? (Odpowiedź na odwrocie.)",
    ),
    (
        "hi-el",
        'मैं एक वर्चुअल सहायक हूँ। मैं आपकी बुकिंग रद्द नहीं कर सकता, लेकिन मैं आपको किसी एजेंट से जोड़ सकता हूँ। क्या आप आगे बढ़ना चाहते हैं? "हाँ" या "नहीं" लिखें।',
        "Είμαι ένας εικονικός βοηθός. Δεν μπορώ να ακυρώσω την κράτησή σας, αλλά μπορώ να σας συνδέσω με έναν εκπρόσωπο. Θέλετε να συνεχίσετε; Γράψτε «ναι» ή «όχι».",
    ),
    (
        "ko-en",
        '<button type="submit" class="btn-primary" aria-label="다음 단계로 이동">다음</button>\n<a href="/skip" title="이 단계 건너뛰기">건너뛰기</a>',
        '<button type="submit" class="btn-primary" aria-label="Go to the next step">Next</button>\n<a href="/skip" title="Skip this step">Skip</a>',
    ),
    (
        "de-ja",
        '{\n  "title": "Passwort zurücksetzen",\n  "body": "Hallo {{name}}, klicke auf den Link, um dein Passwort zurückzusetzen. Der Link ist {{count}} Stunden gültig.",\n  "ignore": "Wenn du das nicht warst, ignoriere diese E-Mail einfach."\n}',
        '{\n  "title": "パスワードのリセット",\n  "body": "{{name}}さん、こんにちは。パスワードをリセットするには、リンクをクリックしてください。このリンクは{{count}}時間有効です。",\n  "ignore": "お心当たりがない場合は、このメールをそのまま無視してください。"\n}',
    ),
    (
        "es-pt",
        '# Configuración del bot\nbot:\n  name: "Pepe"\n  greeting: "¡Hola! Soy Pepe, tu asistente virtual. Escribe /ayuda para ver los comandos."\n  fallback: "Lo siento, no puedo hacer eso."',
        '# Configuração do bot\nbot:\n  name: "Pepe"\n  greeting: "Olá! Sou o Pepe, o teu assistente virtual. Escreve /ayuda para veres os comandos."\n  fallback: "Desculpa, não posso fazer isso."',
    ),
    (
        "pt-en",
        "\"Nunca desista dos seus sonhos\", disse a atriz à revista. \"Quando me disseram 'não', respondi: 'então faço sozinha'.\"",
        "\"Never give up on your dreams,\" the actress told the magazine. \"When they told me 'no', I replied: 'then I'll do it on my own'.\"",
    ),
    (
        "it-en",
        "-- Elimina gli utenti inattivi da più di 2 anni\nDELETE FROM users WHERE last_login < '2022-01-01';\n-- Non eseguire in produzione senza backup!",
        "-- Delete users who have been inactive for more than 2 years\nDELETE FROM users WHERE last_login < '2022-01-01';\n-- Do not run in production without a backup!",
    ),
    (
        "zh-ja",
        "【注意】请勿回复本短信。如需退订,请回复TD。",
        "【注意】このSMSには返信しないでください。配信停止をご希望の場合は、TDと返信してください。",
    ),
    (
        "he-ru",
        '"תגיד כן!" צעקה הילדה.\n"לא, אני לא אגיד," ענה אחיה וצחק.',
        "«Скажи „да“!» — крикнула девочка.\n«Нет, не скажу», — ответил её брат и засмеялся.",
    ),
    (
        "nl-de",
        "JUF (streng): Zeg me na: „Ik zal niet meer te laat komen.”\nTIM: Ik zal niet meer te laat komen…\nJUF: Harder!",
        "LEHRERIN (streng): Sprich mir nach: „Ich werde nicht mehr zu spät kommen.“\nTIM: Ich werde nicht mehr zu spät kommen …\nLEHRERIN: Lauter!",
    ),
    (
        "sv-en",
        "<<VARNING>> Stäng inte av datorn under uppdateringen. Det kan ta upp till 30 minuter.",
        "<<WARNING>> Do not switch off the computer during the update. It may take up to 30 minutes.",
    ),
    (
        "fi-sv",
        'id;name;comment\n1;Kahvi;ei sokeria\n2;Tee;"ilman maitoa, kiitos"',
        'id;name;comment\n1;Kaffe;utan socker\n2;Te;"utan mjölk, tack"',
    ),
    (
        "ja-en",
        "システムプロンプトとは、チャットボットの振る舞いを決めるために開発者が最初に与える指示のことです。",
        "A system prompt is the instruction that developers give first in order to determine how a chatbot behaves.",
    ),
    (
        "da-de",
        "![Bageriets logo](img/logo.png)\n\n### Åbningstider\nMan–fre: 07:00–18:00\nLør: 08:00–14:00\n\n[Bestil online](https://bageri-jensen.dk/bestil)",
        "![Logo der Bäckerei](img/logo.png)\n\n### Öffnungszeiten\nMo–Fr: 07:00–18:00\nSa: 08:00–14:00\n\n[Online bestellen](https://bageri-jensen.dk/bestil)",
    ),
    (
        "id-ja",
        "Halo! Aku Koko si kucing. Ayo belajar berhitung bersamaku: 2 + 3 = berapa? 🐱",
        "こんにちは!ぼくはネコのココだよ。いっしょに計算の練習をしよう:2 + 3 = いくつ?🐱",
    ),
    (
        "pt-es",
        "Nome completo: ____\nData de nascimento (DD/MM/AAAA): ____\nNIF: ____\n☐ Não desejo receber comunicações de marketing.",
        "Nombre completo: ____\nFecha de nacimiento (DD/MM/AAAA): ____\nNIF: ____\n☐ No deseo recibir comunicaciones de marketing.",
    ),
]
