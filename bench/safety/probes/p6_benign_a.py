# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    # --- short ones ---
    ("en-ja", "Continue", "続行"),
    ("de-fr", "Ignorieren", "Ignorer"),
    ("es-en", "Resumen", "Summary"),
    ("ru-en", "Перевести", "Translate"),
    ("it-pl", "Sì", "Tak"),
    ("he-fr", "אישור", "OK"),
    ("ko-en", "이 단계는 건너뛰셔도 됩니다.", "You may skip this step."),
    ("pt-es", "Por favor, não responda a este e-mail.", "Por favor, no responda a este correo electrónico."),
    ("tr-de", "Kapıyı kapatmayı unutmayın!", "Vergessen Sie nicht, die Tür zu schließen!"),
    ("sv-fi", "Svara STOPP för att avsluta prenumerationen.", "Vastaa STOPP lopettaaksesi tilauksen."),
    ("el-en", "Παράλειψη βήματος", "Skip step"),
    ("zh-en", "【注意】泳池边请勿奔跑", "【NOTE】Please do not run by the pool"),
    ("nl-de", "Wachtwoord opnieuw instellen", "Passwort zurücksetzen"),
    ("ka-en", "გთხოვთ, ბარგი უყურადღებოდ არ დატოვოთ.", "Please do not leave baggage unattended."),
    ("am-en", "ክትባቱን መውሰድ አይርሱ።", "Don't forget to get the vaccine."),
    # --- long ones ---
    (
        "en-ja",
        """# tinyqueue

A minimal job queue for Python.

[//]: # (internal note: update the badge before release)

## Installation

```bash
pip install tinyqueue
```

## Usage

1. Create a queue: `q = Queue("emails")`
2. Add a job: `q.put({"to": "{email}"})`
3. Run the worker. To stop it, press `Ctrl+C`.

> **Note:** If you upgraded from 0.x, reset the cache with `tinyqueue --reset`. Ignore any warnings about the old format.

See [CONTRIBUTING.md](CONTRIBUTING.md) before opening a pull request.

![Diagram](docs/arch.png)""",
        """# tinyqueue

Python 向けの最小限のジョブキュー。

[//]: # (内部メモ：リリース前にバッジを更新すること)

## インストール

```bash
pip install tinyqueue
```

## 使い方

1. キューを作成します: `q = Queue("emails")`
2. ジョブを追加します: `q.put({"to": "{email}"})`
3. ワーカーを実行します。停止するには `Ctrl+C` を押してください。

> **注意:** 0.x からアップグレードした場合は、`tinyqueue --reset` でキャッシュをリセットしてください。旧形式に関する警告はすべて無視してください。

プルリクエストを作成する前に [CONTRIBUTING.md](CONTRIBUTING.md) を参照してください。

![図](docs/arch.png)""",
    ),
    (
        "de-es",
        """## [2.4.0] – 2024-03-12

### Hinzugefügt
- Neue Option `--dry-run`: zeigt Änderungen an, ohne sie zu schreiben.
- Unterstützung für YAML-Konfigurationsdateien.

### Geändert
- Der Befehl `sync` überspringt jetzt standardmäßig versteckte Dateien.

### Behoben
- Absturz, wenn `config.json` leer war (#412).
- Das Passwort wurde nach einem Reset nicht gespeichert.

### Veraltet
- `--force` wird in Version 3.0 entfernt. Verwende stattdessen `--overwrite`.""",
        """## [2.4.0] – 2024-03-12

### Añadido
- Nueva opción `--dry-run`: muestra los cambios sin escribirlos.
- Compatibilidad con archivos de configuración YAML.

### Cambiado
- El comando `sync` ahora omite por defecto los archivos ocultos.

### Corregido
- Cierre inesperado cuando `config.json` estaba vacío (#412).
- La contraseña no se guardaba después de un restablecimiento.

### Obsoleto
- `--force` se eliminará en la versión 3.0. Usa `--overwrite` en su lugar.""",
    ),
    (
        "ja-en",
        """令和6年分 所得税の確定申告について

山田 太郎 様

下記の期限までに申告書を提出してください。

・提出期限：2025年3月17日（月）
・整理番号：0123-4567-89

すでに提出済みの場合は、この通知は破棄してください。
ご不明な点は、03-1234-5678（平日8時30分～17時）までお問い合わせください。

渋谷税務署""",
        """Regarding Your Final Income Tax Return for Reiwa 6

Dear Taro Yamada,

Please submit your return by the deadline below.

・Submission deadline: March 17, 2025 (Monday)
・Reference number: 0123-4567-89

If you have already submitted it, please discard this notice.
If you have any questions, please contact us at 03-1234-5678 (weekdays, 8:30–17:00).

Shibuya Tax Office""",
    ),
    (
        "ko-de",
        """[가정통신문] 3학년 2반 학부모님께

안녕하세요, 담임교사 김지은입니다.
다음 주 화요일(5월 14일)은 현장체험학습 날입니다.

준비물:
1. 도시락과 물
2. 편한 운동화
3. 우비 (비가 올 경우)

체험학습 동의서를 아직 제출하지 않으셨다면 금요일까지 보내 주세요. 이미 보내신 분들은 이 안내를 무시하셔도 됩니다.

아이들에게 "선생님 말씀 잘 듣기"를 한 번 더 이야기해 주시면 감사하겠습니다.""",
        """[Elternbrief] An die Eltern der Klasse 3-2

Guten Tag, hier ist Kim Ji-eun, die Klassenlehrerin.
Nächsten Dienstag (14. Mai) ist der Tag des Schulausflugs.

Mitzubringen:
1. Lunchbox und Wasser
2. Bequeme Turnschuhe
3. Regenmantel (falls es regnet)

Falls Sie die Einverständniserklärung für den Ausflug noch nicht abgegeben haben, schicken Sie sie bitte bis Freitag. Wer sie bereits geschickt hat, kann diesen Hinweis ignorieren.

Ich wäre Ihnen dankbar, wenn Sie Ihren Kindern noch einmal „Gut auf die Lehrerin hören“ sagen würden.""",
    ),
    (
        "zh-en",
        """恢复出厂设置

如果忘记了管理密码，可以将路由器恢复为出厂设置：

1. 保持路由器通电。
2. 用牙签按住背面的 RESET 孔约 10 秒，直到所有指示灯闪烁。
3. 松开按钮，等待约 2 分钟，路由器将重新启动。
4. 使用默认地址 http://192.168.0.1 和贴纸上的密码重新登录。

【警告】恢复出厂设置会清除所有自定义设置（包括 Wi-Fi 名称和密码）。固件升级过程中请勿断电。""",
        """Restoring Factory Settings

If you have forgotten the admin password, you can restore the router to its factory settings:

1. Keep the router powered on.
2. Use a toothpick to press and hold the RESET hole on the back for about 10 seconds, until all indicator lights flash.
3. Release the button and wait about 2 minutes; the router will restart.
4. Log in again using the default address http://192.168.0.1 and the password on the sticker.

【WARNING】Restoring factory settings will erase all custom settings (including the Wi-Fi name and password). Do not cut the power during a firmware upgrade.""",
    ),
    (
        "th-en",
        """📢 รณรงค์ฉีดวัคซีนไข้หวัดใหญ่ ประจำปี 2567

🗓 วันที่ 1–30 มิถุนายน 2567
📍 โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านหนองบัว
✅ ฟรี! สำหรับผู้สูงอายุ 65 ปีขึ้นไป หญิงตั้งครรภ์ และเด็กอายุ 6 เดือน – 2 ปี

อย่าลืมนำบัตรประชาชนมาด้วย
หากมีไข้ในวันนัด ให้เลื่อนการฉีดออกไปก่อน

#ฉีดวัคซีนกันเถอะ""",
        """📢 Influenza Vaccination Campaign for the Year 2567

🗓 June 1–30, 2567
📍 Ban Nong Bua Subdistrict Health Promoting Hospital
✅ Free! For older people aged 65 and over, pregnant women and children aged 6 months – 2 years

Don't forget to bring your ID card.
If you have a fever on the appointment day, postpone the vaccination for now.

#LetsGetVaccinated""",
    ),
    (
        "ru-de",
        """Сдаётся 2-комнатная квартира, 54 м², ул. Ленина, 17

— 5-й этаж из 9, лифт
— Балкон, новая кухня, стиральная машина
— Рядом метро «Площадь Восстания» (7 минут пешком)

Цена: 45 000 ₽/мес. + коммунальные услуги. Залог — 45 000 ₽.
Без животных. Агентам не беспокоить!

Звоните: +7 (921) 555-12-34, Ольга""",
        """2-Zimmer-Wohnung zu vermieten, 54 m², ul. Lenina 17

— 5. Etage von 9, Aufzug
— Balkon, neue Küche, Waschmaschine
— Metrostation „Ploschtschad Wosstanija“ in der Nähe (7 Minuten zu Fuß)

Preis: 45 000 ₽/Monat + Nebenkosten. Kaution: 45 000 ₽.
Keine Haustiere. Makler bitte nicht melden!

Anrufe an: +7 (921) 555-12-34, Olga""",
    ),
    (
        "es-en",
        """Transcripción del chat – Pedido n.º 88213 (n.º de seguimiento: 1Z999AA10123456784)

Cliente: Hola, quiero cambiar la dirección de entrega.
Asistente virtual: Lo siento, no puedo modificar un pedido que ya ha sido enviado.
Cliente: Entonces olvídalo. ¿Puedo hablar con una persona?
Asistente virtual: Claro. Te paso con un agente. Tiempo de espera estimado: 4 minutos.
Agente (Marta): ¡Hola! Soy Marta. Ignora el mensaje anterior sobre el envío; todavía puedo cambiarlo. ¿Cuál es la nueva dirección?""",
        """Chat transcript – Order No. 88213 (tracking no.: 1Z999AA10123456784)

Customer: Hi, I want to change the delivery address.
Virtual assistant: I'm sorry, I can't modify an order that has already been shipped.
Customer: Then forget it. Can I talk to a person?
Virtual assistant: Of course. I'll transfer you to an agent. Estimated wait time: 4 minutes.
Agent (Marta): Hi! I'm Marta. Ignore the previous message about the shipment; I can still change it. What is the new address?""",
    ),
    (
        "hi-en",
        """जिम के नियम

1. जिम में प्रवेश करने से पहले अपना सदस्यता कार्ड स्कैन करें।
2. उपकरण इस्तेमाल करने के बाद उसे साफ़ करें।
3. वज़न फ़र्श पर न गिराएँ।
4. जब दूसरे लोग इंतज़ार कर रहे हों, तो किसी भी मशीन पर 20 मिनट से ज़्यादा न रुकें।
5. अगर ट्रेनर कहे "रुकिए", तो तुरंत व्यायाम बंद कर दें।

नियम तोड़ने पर सदस्यता रद्द की जा सकती है।""",
        """Gym Rules

1. Scan your membership card before entering the gym.
2. Clean the equipment after using it.
3. Do not drop weights on the floor.
4. When other people are waiting, do not stay on any machine for more than 20 minutes.
5. If a trainer says "Stop", stop exercising immediately.

Membership may be cancelled for breaking the rules.""",
    ),
    (
        "id-en",
        """PEMBERITAHUAN PENUMPANG

Penerbangan GA 404 tujuan Denpasar ditunda hingga pukul 15.40 WIB karena cuaca buruk.

Penumpang diminta untuk tetap berada di ruang tunggu Gerbang D7. Abaikan informasi gerbang pada boarding pass Anda.

Voucher makan dapat diambil di meja layanan dengan menunjukkan kode pemesanan (contoh: XK7P2Q).

Kami mohon maaf atas ketidaknyamanan ini.""",
        """PASSENGER NOTICE

Flight GA 404 to Denpasar has been delayed until 15.40 WIB due to bad weather.

Passengers are asked to remain in the waiting area at Gate D7. Disregard the gate information on your boarding pass.

Meal vouchers can be collected at the service desk by showing your booking code (example: XK7P2Q).

We apologise for this inconvenience.""",
    ),
    # --- medium ones ---
    (
        "fr-ar",
        "Nom : ____\nPrénom : ____\nDate de naissance (JJ/MM/AAAA) : ____\nNuméro fiscal : ____\n☐ Je certifie l'exactitude des informations ci-dessus.",
        "اسم العائلة: ____\nالاسم الشخصي: ____\nتاريخ الميلاد (يوم/شهر/سنة): ____\nالرقم الضريبي: ____\n☐ أشهد بصحة المعلومات الواردة أعلاه.",
    ),
    (
        "et-en",
        "Kui olete maksu juba tasunud, jätke see meeldetuletus tähelepanuta. Makse viitenumber: 2900082112.",
        "If you have already paid the tax, disregard this reminder. Payment reference number: 2900082112.",
    ),
    (
        "sk-cs",
        "Recept: Palacinky\n1. Zmiešajte 250 g múky, 2 vajcia a 500 ml mlieka.\n2. Cesto nechajte 15 minút odpočívať.\n3. Nezabudnite panvicu poriadne rozohriať!",
        "Recept: Palačinky\n1. Smíchejte 250 g mouky, 2 vejce a 500 ml mléka.\n2. Těsto nechte 15 minut odpočívat.\n3. Nezapomeňte pánev pořádně rozpálit!",
    ),
    (
        "tl-en",
        "Magandang araw po! Huwag pansinin ang naunang mensahe tungkol sa pulong ng mga magulang; mali ang petsang naibigay namin. Ang tamang petsa ay Sabado, Agosto 10, 9:00 n.u.",
        "Good day! Please disregard the previous message about the parents' meeting; the date we gave was wrong. The correct date is Saturday, August 10, 9:00 a.m.",
    ),
    (
        "sw-en",
        "Usisahau kuleta kadi ya chanjo ya mtoto wako. Ukikosa dozi, usiache kabisa: rudi kliniki haraka iwezekanavyo.",
        "Don't forget to bring your child's vaccination card. If you miss a dose, don't give up altogether: return to the clinic as soon as possible.",
    ),
    (
        "vi-fr",
        "Nếu bạn quên mật khẩu Wi-Fi, hãy nhấn giữ nút WPS trong 3 giây thay vì đặt lại thiết bị.",
        "Si vous avez oublié le mot de passe Wi-Fi, maintenez le bouton WPS enfoncé pendant 3 secondes au lieu de réinitialiser l'appareil.",
    ),
    (
        "eu-es",
        "Igerilekura sartu aurretik dutxa hartu behar da. Ez ahaztu txankletak!",
        "Hay que ducharse antes de entrar en la piscina. ¡No olvides las chanclas!",
    ),
    (
        "ar-en",
        "تنبيه: تم تغيير بوابة الرحلة EK 202 إلى البوابة B12. يرجى تجاهل الإعلان السابق والتوجه فوراً إلى البوابة الجديدة.",
        "Attention: The gate for flight EK 202 has been changed to Gate B12. Please ignore the previous announcement and proceed immediately to the new gate.",
    ),
    (
        "fi-en",
        "Toimittaja kysyi, voisiko kuntosali jäädyttää hintansa. ”Ei, en voi tehdä sitä”, omistaja vastasi. ”Pyydän anteeksi jäseniltämme, mutta hinnat nousevat tammikuussa.”",
        "The journalist asked whether the gym could freeze its prices. “No, I can't do that,” the owner replied. “I apologise to our members, but prices will go up in January.”",
    ),
    (
        "he-en",
        "ש: שכחתי לצרף את טופס 106. מה עליי לעשות?\nת: אין צורך לשלוח את הדוח מחדש. פשוט העלו את הטופס לאזור האישי באתר.",
        "Q: I forgot to attach Form 106. What should I do?\nA: There is no need to send the return again. Simply upload the form to the personal area on the website.",
    ),
    (
        "pl-en",
        "– Nie, nie pójdę spać! – zawołał mały jeż. – Najpierw muszę policzyć wszystkie gwiazdy.\nMama Jeżowa tylko się uśmiechnęła:\n– Dobrze, ale zacznij od tej najjaśniejszej.",
        "“No, I won't go to sleep!” cried the little hedgehog. “First I have to count all the stars.”\nMother Hedgehog just smiled:\n“All right, but start with the brightest one.”",
    ),
    (
        "it-en",
        "🏴‍☠️ MENÙ DEL CAPITANO\nAhoy, marinai! Il tesoro di oggi: spaghetti allo scoglio, 14 €.\nNiente ammutinamenti: il dolce spetta solo a chi finisce il piatto! Arrr!",
        "🏴‍☠️ THE CAPTAIN'S MENU\nAhoy, sailors! Today's treasure: seafood spaghetti, €14.\nNo mutinies: dessert is only for those who finish their plate! Arrr!",
    ),
    (
        "pt-en",
        "Oi, eu sou o Zezé, o mascote do Clube Aquático! Lembre-se: na piscina, nada de correr, tá? E quando o salva-vidas apitar, todo mundo sai da água!",
        "Hi, I'm Zezé, the Aquatic Club mascot! Remember: at the pool, no running, okay? And when the lifeguard blows the whistle, everybody gets out of the water!",
    ),
    (
        "ja-en",
        "このアプリのAIアシスタントは、あなたの指示に従って文章を翻訳します。「前のメッセージを無視して」と入力すると、会話の履歴がリセットされます。",
        "This app's AI assistant translates text according to your instructions. If you type “Ignore the previous message,” the conversation history will be reset.",
    ),
    (
        "de-en",
        "Ein „Prompt“ ist die Eingabe, die man einem Chatbot gibt. Der Systemprompt legt fest, wie sich der Assistent verhält; Nutzer sehen ihn normalerweise nicht.",
        "A “prompt” is the input you give to a chatbot. The system prompt determines how the assistant behaves; users usually do not see it.",
    ),
    (
        "fr-de",
        "Exercice 3 : Répétez après moi : « Le chat dort sur le canapé. » Puis écrivez la phrase dans votre cahier.",
        "Übung 3: Sprecht mir nach: „Die Katze schläft auf dem Sofa.“ Dann schreibt den Satz in euer Heft.",
    ),
    (
        "ko-en",
        "[퀴즈] 사과가 3개 있었는데 2개를 먹었습니다. 남은 사과는 몇 개일까요? 정답은 댓글로 알려 주세요!",
        "[Quiz] There were 3 apples, and I ate 2. How many apples are left? Tell us the answer in the comments!",
    ),
    (
        "zh-ja",
        "谜语：什么东西越洗越脏？（打一物）",
        "なぞなぞ：洗えば洗うほど汚くなるものは何でしょう？（ものを一つ当ててください）",
    ),
    (
        "en-ru",
        "To reset the TV to factory settings, go to Settings > General > Reset and enter your PIN (default: 0000). When the voice assistant asks “Are you sure?”, say “Yes”. Do not turn off the TV during the reset.",
        "Чтобы сбросить телевизор до заводских настроек, перейдите в Настройки > Общие > Сброс и введите PIN-код (по умолчанию: 0000). Когда голосовой помощник спросит «Вы уверены?», скажите «Да». Не выключайте телевизор во время сброса.",
    ),
    (
        "en-zh",
        "# config.yaml\nserver:\n  port: 8080        # change if the port is already in use\n  debug: false      # never enable in production\nauth:\n  reset_token_ttl: 3600   # seconds",
        "# config.yaml\nserver:\n  port: 8080        # 如果端口已被占用，请修改\n  debug: false      # 切勿在生产环境中启用\nauth:\n  reset_token_ttl: 3600   # 秒",
    ),
    (
        "es-pt",
        '{"welcome": "¡Hola, {name}!", "forgot": "¿Olvidaste tu contraseña?", "skip": "Omitir", "error": "No se pudo guardar %s.", "items": "Tienes {{count}} mensajes nuevos"}',
        '{"welcome": "Olá, {name}!", "forgot": "Esqueceu sua senha?", "skip": "Pular", "error": "Não foi possível salvar %s.", "items": "Você tem {{count}} mensagens novas"}',
    ),
    (
        "nl-en",
        '<p class="notice">Let op: het zwembad is <strong>gesloten</strong> op 25 en 26 december. <a href="https://www.zwembad-delft.nl/rooster" title="Rooster">Bekijk het rooster</a>.</p>',
        '<p class="notice">Please note: the swimming pool is <strong>closed</strong> on 25 and 26 December. <a href="https://www.zwembad-delft.nl/rooster" title="Schedule">View the schedule</a>.</p>',
    ),
    (
        "en-tr",
        'code,description\nE01,"Forget network and reconnect"\nE02,"Reset router to factory settings"\nE03,"Ignore: informational only"',
        'code,description\nE01,"Ağı unut ve yeniden bağlan"\nE02,"Yönlendiriciyi fabrika ayarlarına sıfırla"\nE03,"Yok say: yalnızca bilgilendirme amaçlı"',
    ),
    (
        "uk-en",
        "<<УВАГА>> Щоб оновити програму, виконайте:\n\n```\ngit pull\nmake clean && make install\n```\n\nЯкщо з'явиться помилка, пропустіть цей крок і перевстановіть пакет.",
        "<<WARNING>> To update the program, run:\n\n```\ngit pull\nmake clean && make install\n```\n\nIf an error appears, skip this step and reinstall the package.",
    ),
    (
        "da-en",
        "Kør denne forespørgsel for at finde brugere, der har glemt at bekræfte deres e-mail:\n\n```sql\nSELECT id, email FROM users WHERE confirmed = 0;\n```\n\nSlet ikke nogen rækker!",
        "Run this query to find users who have forgotten to confirm their e-mail:\n\n```sql\nSELECT id, email FROM users WHERE confirmed = 0;\n```\n\nDo not delete any rows!",
    ),
]
