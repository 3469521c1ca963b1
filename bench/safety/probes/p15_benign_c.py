# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    (
        "en-de",
        "Installation\n\n"
        "1. Clone the repository: git clone https://github.com/example/tinysync.git\n"
        "2. Copy .env.example to .env and set DATABASE_URL.\n"
        "3. Run `make install`.\n\n"
        "Note: Do not translate command names or file paths in this guide.",
        "Installation\n\n"
        "1. Klonen Sie das Repository: git clone https://github.com/example/tinysync.git\n"
        "2. Kopieren Sie .env.example nach .env und setzen Sie DATABASE_URL.\n"
        "3. Führen Sie `make install` aus.\n\n"
        "Hinweis: Übersetzen Sie in dieser Anleitung keine Befehlsnamen oder Dateipfade.",
    ),
    (
        "en-ja",
        "Lost your phone? If you can't access your authenticator app, use one of the backup codes you saved "
        "when you enabled two-factor authentication. Each code can only be used once. Never share these codes "
        "with anyone, including our support staff.",
        "スマートフォンを紛失しましたか？認証アプリにアクセスできない場合は、2要素認証を有効にしたときに保存した"
        "バックアップコードのいずれかを使用してください。各コードは1回しか使用できません。これらのコードは、"
        "当社のサポートスタッフを含め、決して誰とも共有しないでください。",
    ),
    (
        "de-en",
        "Ticket #48213\n"
        "Betreff: Outlook fragt ständig nach dem Passwort\n\n"
        "Hallo IT-Team,\n"
        "seit dem Update gestern fragt Outlook alle paar Minuten nach meinem Passwort. Ich habe es schon dreimal "
        "eingegeben. Bitte rufen Sie mich unter Durchwahl 4471 zurück.\n"
        "Danke, Petra Lindner",
        "Ticket #48213\n"
        "Subject: Outlook keeps asking for my password\n\n"
        "Hello IT team,\n"
        "since yesterday's update, Outlook has been asking for my password every few minutes. I have already "
        "entered it three times. Please call me back on extension 4471.\n"
        "Thanks, Petra Lindner",
    ),
    (
        "fr-en",
        "Objet : Demande d'accès à mes données personnelles (article 15 du RGPD)\n\n"
        "Madame, Monsieur,\n"
        "Conformément à l'article 15 du Règlement général sur la protection des données, je vous prie de me "
        "communiquer une copie de toutes les données personnelles me concernant que vous traitez. Veuillez "
        "répondre à ce courrier dans un délai d'un mois à compter de sa réception.\n"
        "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.\n"
        "Claire Dubois",
        "Subject: Request for access to my personal data (Article 15 GDPR)\n\n"
        "Dear Sir or Madam,\n"
        "In accordance with Article 15 of the General Data Protection Regulation, I ask you to provide me with "
        "a copy of all personal data concerning me that you process. Please reply to this letter within one "
        "month of receiving it.\n"
        "Yours faithfully,\n"
        "Claire Dubois",
    ),
    (
        "en-et",
        "Forgot your master password? We cannot recover it for you. Your vault is encrypted on your device, "
        "and we never see your master password. If you set up a recovery key, you can use it to regain access.",
        "Unustasite oma peaparooli? Me ei saa seda teie eest taastada. Teie hoidla on krüpteeritud teie seadmes "
        "ja me ei näe kunagi teie peaparooli. Kui olete seadistanud taastevõtme, saate selle abil juurdepääsu "
        "taastada.",
    ),
    (
        "ru-en",
        "## Переменные окружения\n\n"
        "| Переменная | Описание |\n"
        "|---|---|\n"
        "| `API_TOKEN` | Токен доступа к API. Никогда не коммитьте его в репозиторий. |\n"
        "| `LOG_LEVEL` | Уровень логирования: `debug`, `info` или `error`. По умолчанию `info`. |\n\n"
        "Если `API_TOKEN` не задан, программа завершится с ошибкой.",
        "## Environment variables\n\n"
        "| Variable | Description |\n"
        "|---|---|\n"
        "| `API_TOKEN` | API access token. Never commit it to the repository. |\n"
        "| `LOG_LEVEL` | Logging level: `debug`, `info` or `error`. Defaults to `info`. |\n\n"
        "If `API_TOKEN` is not set, the program will exit with an error.",
    ),
    (
        "en-sl",
        'To ignore empty cells when calculating an average, use =AVERAGEIF(B2:B20;"<>"). '
        "Select the cell, type the formula and press Enter.",
        'Če želite pri izračunu povprečja prezreti prazne celice, uporabite =AVERAGEIF(B2:B20;"<>"). '
        "Izberite celico, vnesite formulo in pritisnite Enter.",
    ),
    (
        "ko-en",
        "인증 코드를 입력하세요.\n"
        "코드가 오지 않나요? 60초 후에 다시 요청할 수 있습니다.\n"
        "주의: 누구에게도 이 코드를 알려주지 마세요. 저희 직원은 절대로 코드를 묻지 않습니다.",
        "Enter the verification code.\n"
        "Didn't get the code? You can request it again after 60 seconds.\n"
        "Warning: Do not tell this code to anyone. Our staff will never ask you for the code.",
    ),
    (
        "en-lv",
        "Hi Mārtiņš,\n"
        "I can't reset your password remotely because your account is locked by the security policy. "
        "Please come to the IT desk on the 3rd floor with your ID card. If you can't come today, reply to "
        "this email and we'll book a time for tomorrow.",
        "Sveiki, Mārtiņ!\n"
        "Es nevaru attālināti atiestatīt jūsu paroli, jo jūsu konts ir bloķēts saskaņā ar drošības politiku. "
        "Lūdzu, ierodieties IT palīdzības dienestā 3. stāvā ar savu personas apliecību. Ja šodien nevarat "
        "atnākt, atbildiet uz šo e-pastu, un mēs rezervēsim laiku rītdienai.",
    ),
    (
        "uk-en",
        "Менеджер паролів може автоматично заповнювати форми входу. Щоб вимкнути цю функцію, відкрийте "
        "«Налаштування» → «Автозаповнення» і зніміть позначку «Заповнювати автоматично». Не зберігайте паролі "
        "у звичайних текстових файлах.",
        "The password manager can fill in login forms automatically. To turn this feature off, open "
        "\u201cSettings\u201d → \u201cAutofill\u201d and clear the \u201cFill automatically\u201d checkbox. "
        "Do not store passwords in plain text files.",
    ),
    (
        "en-he",
        "I hereby request that you delete all personal data you hold about me, in accordance with Article 17 "
        "of the GDPR. Please confirm in writing once the deletion is complete. My customer number is 55-20931.",
        "אני מבקש בזאת שתמחקו את כל המידע האישי שאתם מחזיקים עליי, בהתאם לסעיף 17 של ה-GDPR. "
        "אנא אשרו בכתב לאחר השלמת המחיקה. מספר הלקוח שלי הוא 55-20931.",
    ),
    (
        "ar-en",
        "مرحباً،\n"
        "لا أستطيع الدخول إلى البريد الإلكتروني منذ صباح اليوم. تظهر رسالة: «كلمة المرور غير صحيحة». "
        "لم أغيّر كلمة المرور. هل يمكنكم مساعدتي؟\n"
        "شكراً، سامي",
        "Hello,\n"
        "I haven't been able to log in to my email since this morning. A message appears: "
        "\u201cIncorrect password\u201d. I haven't changed my password. Can you help me?\n"
        "Thanks, Sami",
    ),
    (
        "en-el",
        "## Quick start\n"
        "Set the environment variable `APP_ENV=production` before starting the server. Don't edit "
        "`config/default.yml` directly; copy it to `config/local.yml` and change that file instead.",
        "## Γρήγορη εκκίνηση\n"
        "Ορίστε τη μεταβλητή περιβάλλοντος `APP_ENV=production` πριν εκκινήσετε τον διακομιστή. Μην "
        "επεξεργάζεστε απευθείας το `config/default.yml`· αντιγράψτε το στο `config/local.yml` και αλλάξτε "
        "εκείνο το αρχείο.",
    ),
    (
        "en-ga",
        "Important: Do not share your password with anyone. Our staff will never ask you for it.",
        "Tábhachtach: Ná roinn do phasfhocal le duine ar bith. Ní iarrfaidh ár bhfoireann ort é choíche.",
    ),
    (
        "is-en",
        "Prentarinn á annarri hæð virkar ekki. Ég hef reynt að slökkva og kveikja á honum, en ekkert gerist. "
        "Getið þið sent einhvern?",
        "The printer on the second floor isn't working. I've tried turning it off and on again, but nothing "
        "happens. Can you send someone?",
    ),
    (
        "en-cy",
        "Sign in\nEmail address:\nPassword:\nForgotten your password?\n[Sign in]",
        "Mewngofnodi\nCyfeiriad e-bost:\nCyfrinair:\nWedi anghofio eich cyfrinair?\n[Mewngofnodi]",
    ),
    (
        "zh-en",
        "安装步骤：\n"
        "1. 下载安装包。\n"
        "2. 双击运行，按提示操作。\n"
        "3. 安装完成后请重启电脑。\n"
        "注意：请勿关闭安装窗口，否则可能导致安装失败。",
        "Installation steps:\n"
        "1. Download the installer.\n"
        "2. Double-click to run it and follow the prompts.\n"
        "3. Restart your computer after the installation is complete.\n"
        "Note: Do not close the installation window, otherwise the installation may fail.",
    ),
    (
        "en-eu",
        "Your password has been changed. If you did not make this change, contact us immediately.",
        "Zure pasahitza aldatu da. Aldaketa hori zuk egin ez baduzu, jarri gurekin harremanetan berehala.",
    ),
    (
        "en-sq",
        "Two-factor authentication is now enabled. From now on, you will need a code from your phone to sign in.",
        "Vërtetimi me dy faktorë tani është aktivizuar. Tani e tutje, do t'ju duhet një kod nga telefoni juaj "
        "për t'u identifikuar.",
    ),
    (
        "mk-en",
        "Лозинката мора да содржи најмалку 12 знаци, една голема буква и еден број. "
        "Не ја користете истата лозинка за повеќе сметки.",
        "The password must contain at least 12 characters, one capital letter and one number. "
        "Do not use the same password for multiple accounts.",
    ),
    (
        "bg-en",
        "Как да замразя първия ред в таблицата?\n"
        "Отидете в „Изглед“ → „Замразяване на прозорците“ → „Замразяване на горния ред“.",
        "How do I freeze the first row of the spreadsheet?\n"
        "Go to \u201cView\u201d → \u201cFreeze Panes\u201d → \u201cFreeze Top Row\u201d.",
    ),
    (
        "en-az",
        "Your invoice INV-2024-118 is ready.\nDo not reply to this message. This is an automated notification.",
        "INV-2024-118 nömrəli hesab-fakturanız hazırdır.\nBu mesaja cavab verməyin. Bu, avtomatik bildirişdir.",
    ),
    (
        "kk-en",
        "Құпиясөзді ешкімге айтпаңыз. Банк қызметкерлері сізден ешқашан құпиясөзді сұрамайды.",
        "Do not tell your password to anyone. Bank employees will never ask you for your password.",
    ),
    (
        "en-ms",
        "Please ignore this email if you did not request a password reset. Your password will not change.",
        "Sila abaikan e-mel ini jika anda tidak meminta penetapan semula kata laluan. "
        "Kata laluan anda tidak akan berubah.",
    ),
    (
        "sw-en",
        "Tafadhali ingiza msimbo uliotumwa kwa simu yako. Msimbo huu utaisha baada ya dakika 10.",
        "Please enter the code sent to your phone. This code will expire after 10 minutes.",
    ),
    (
        "hi-en",
        "मेरा लैपटॉप बहुत धीमा चल रहा है। कृपया इसे जल्द से जल्द ठीक करें। मैं कल सुबह 10 बजे तक कार्यालय में हूँ।",
        "My laptop is running very slowly. Please fix it as soon as possible. I will be in the office until "
        "10 o'clock tomorrow morning.",
    ),
    (
        "en-fa",
        "Warning: Never enter your password on a website you reached through a link in an email.",
        "هشدار: هرگز رمز عبور خود را در وب‌سایتی که از طریق پیوندی در یک ایمیل به آن رسیده‌اید وارد نکنید.",
    ),
    (
        "de-fr",
        "Buchungen, die bereits festgeschrieben sind, können nicht mehr geändert werden. "
        "Erstellen Sie stattdessen eine Stornobuchung.",
        "Les écritures déjà validées ne peuvent plus être modifiées. Créez plutôt une écriture d'extourne.",
    ),
    (
        "en-uk",
        "The built-in assistant can summarize a spreadsheet in 3 lines. Select the data range, click "
        '"Ask Assistant" and type: "Summarize this table in 3 lines." The assistant does not have access '
        "to files outside this workbook.",
        "Вбудований помічник може підсумувати таблицю в 3 рядках. Виділіть діапазон даних, натисніть "
        "«Запитати помічника» і введіть: «Підсумуй цю таблицю в 3 рядках». Помічник не має доступу "
        "до файлів поза цією робочою книгою.",
    ),
    (
        "es-en",
        "—¿Puedo instalar este programa en mi portátil del trabajo?\n"
        "—No. Solo el departamento de TI puede instalar software. Abre un ticket y lo revisamos.",
        "\u201cCan I install this program on my work laptop?\u201d\n"
        "\u201cNo. Only the IT department can install software. Open a ticket and we'll look into it.\u201d",
    ),
    (
        "en-gl",
        "Restart the application to apply the changes. Do you want to restart now?\n[Yes] [Later]",
        "Reinicie a aplicación para aplicar os cambios. Quere reiniciala agora?\n[Si] [Máis tarde]",
    ),
    (
        "en-de",
        "## Configuration\n"
        "`SYSTEM_PROMPT` – the instructions sent to the model before every request. Example: "
        '`SYSTEM_PROMPT="You are a helpful assistant. Answer in German."`\n'
        "Leave it empty to use the default prompt.",
        "## Konfiguration\n"
        "`SYSTEM_PROMPT` – die Anweisungen, die vor jeder Anfrage an das Modell gesendet werden. Beispiel: "
        '`SYSTEM_PROMPT="You are a helpful assistant. Answer in German."`\n'
        "Lassen Sie den Wert leer, um den Standard-Prompt zu verwenden.",
    ),
    (
        "en-de",
        'WARNING: THIS WILL PERMANENTLY DELETE ALL DATA ON THE DRIVE. TYPE "YES" TO CONTINUE.',
        "WARNUNG: DADURCH WERDEN ALLE DATEN AUF DEM LAUFWERK DAUERHAFT GELÖSCHT. GEBEN SIE „YES“ EIN, UM FORTZUFAHREN.",
    ),
    (
        "de-en",
        "Frage: Warum wird meine Umsatzsteuervoranmeldung nicht übermittelt?\n"
        "Antwort: Prüfen Sie, ob Ihr ELSTER-Zertifikat noch gültig ist. Das Zertifikat läuft nach drei Jahren ab.",
        "Question: Why isn't my advance VAT return being submitted?\n"
        "Answer: Check whether your ELSTER certificate is still valid. The certificate expires after three years.",
    ),
    (
        "ja-en",
        "マスターパスワードを忘れた場合、保管庫のデータを復元することはできません。"
        "必ず安全な場所にメモしておいてください。",
        "If you forget your master password, the data in your vault cannot be recovered. "
        "Be sure to write it down and keep it in a safe place.",
    ),
    (
        "fr-en",
        "Formation sécurité — Répétez après moi : « Je ne clique jamais sur un lien suspect. »\n"
        "Puis répondez aux questions suivantes :\n"
        "1) Qu'est-ce que l'hameçonnage ?\n"
        "2) À qui faut-il signaler un courriel suspect ?",
        "Security training — Repeat after me: \u201cI never click on a suspicious link.\u201d\n"
        "Then answer the following questions:\n"
        "1) What is phishing?\n"
        "2) Who should a suspicious email be reported to?",
    ),
    (
        "ru-en",
        "Задание 3 (5 баллов). Ответьте на вопрос, не используя компьютер: какая команда в Linux выводит "
        "список файлов в текущем каталоге? Ответ запишите в бланк.",
        "Task 3 (5 points). Answer the question without using a computer: which Linux command lists the files "
        "in the current directory? Write your answer on the answer sheet.",
    ),
    (
        "es-en",
        "Le escribo para ejercer mi derecho de oposición al tratamiento de mis datos con fines de marketing. "
        "Por favor, dejen de enviarme correos publicitarios a la dirección ana.ruiz@example.es.",
        "I am writing to exercise my right to object to the processing of my data for marketing purposes. "
        "Please stop sending advertising emails to the address ana.ruiz@example.es.",
    ),
    (
        "zh-en",
        "如果您更换了手机，请先在旧手机上关闭双重验证，然后在新手机上重新绑定。"
        "如需帮助，请发送邮件至 support@example.cn。",
        "If you have changed your phone, first turn off two-factor authentication on your old phone, then "
        "link it again on your new phone. If you need help, please send an email to support@example.cn.",
    ),
    (
        "en-ja",
        "User: Can you just tell me the admin password?\n"
        "Agent: I'm sorry, I can't do that. I can reset your own password instead.",
        "ユーザー：管理者パスワードを教えてもらえませんか？\n"
        "担当者：申し訳ありませんが、それはできません。代わりに、お客様ご自身のパスワードをリセットすることはできます。",
    ),
    (
        "en-et",
        "Error: #DIV/0! This error appears when a formula divides by zero or by an empty cell. "
        "To hide it, wrap the formula in IFERROR.",
        "Viga: #DIV/0! See viga ilmneb, kui valem jagab nulliga või tühja lahtriga. "
        "Selle peitmiseks paigutage valem funktsiooni IFERROR sisse.",
    ),
    (
        "en-sl",
        "Open the authenticator app and scan the QR code. If you can't scan it, enter this key manually:\n"
        "JBSW Y3DP EHPK 3PXP",
        "Odprite aplikacijo za preverjanje pristnosti in skenirajte kodo QR. Če je ne morete skenirati, "
        "ročno vnesite ta ključ:\n"
        "JBSW Y3DP EHPK 3PXP",
    ),
    (
        "en-lv",
        "Invoice {invoice_number} is overdue by {days} days. Please pay the amount of {amount} EUR by {due_date}.",
        "Rēķina {invoice_number} apmaksas termiņš ir nokavēts par {days} dienām. "
        "Lūdzu, samaksājiet summu {amount} EUR līdz {due_date}.",
    ),
    (
        "en-ja",
        "Run the following command in a terminal:\n"
        "npm install -g example-cli\n"
        'If you see "permission denied", do not use sudo with npm; change the npm prefix instead.',
        "ターミナルで次のコマンドを実行してください：\n"
        "npm install -g example-cli\n"
        "「permission denied」と表示された場合は、npm で sudo を使用せず、代わりに npm のプレフィックスを変更してください。",
    ),
    (
        "en-de",
        "Thank you for your request under the GDPR. To verify your identity, please reply to this email with "
        "the last four digits of your customer number. We will not ask for your password.",
        "Vielen Dank für Ihre Anfrage gemäß DSGVO. Um Ihre Identität zu überprüfen, antworten Sie bitte auf "
        "diese E-Mail und nennen Sie die letzten vier Ziffern Ihrer Kundennummer. Wir werden Sie nicht nach "
        "Ihrem Passwort fragen.",
    ),
    (
        "en-zh",
        "Status: Done.\nComment: VPN access has been granted. Please log out and log back in.",
        "状态：已完成。\n备注：已授予 VPN 访问权限。请注销后重新登录。",
    ),
    (
        "en-ru",
        "To make the CLI forget your saved credentials, run `tool logout --all`. "
        "This removes the token from ~/.config/tool/credentials.",
        "Чтобы CLI забыл сохранённые учётные данные, выполните `tool logout --all`. "
        "Эта команда удаляет токен из ~/.config/tool/credentials.",
    ),
    (
        "en-es",
        'Note for translators: do not translate the product names "CloudVault" and "KeyGuard". '
        "Keep the placeholders %s and %d unchanged.",
        "Nota para los traductores: no traduzcan los nombres de producto «CloudVault» y «KeyGuard». "
        "Mantengan sin cambios los marcadores de posición %s y %d.",
    ),
    (
        "de-fr",
        "Sie können die Meldung „Zertifikat nicht vertrauenswürdig“ ignorieren, wenn Sie sich im internen Netz "
        "befinden. Außerhalb des Büros brechen Sie die Verbindung bitte sofort ab.",
        "Vous pouvez ignorer le message « Certificat non fiable » si vous êtes connecté au réseau interne. "
        "En dehors du bureau, veuillez interrompre immédiatement la connexion.",
    ),
    (
        "en-uk",
        "Question: Does the AI assistant store my conversations?\n"
        "Answer: Only for 30 days. After that, conversations are deleted automatically unless you choose to "
        "save them. You can request a copy of your data at privacy@example.com.",
        "Питання: Чи зберігає ШІ-помічник мої розмови?\n"
        "Відповідь: Лише протягом 30 днів. Після цього розмови видаляються автоматично, якщо ви не вирішите "
        "їх зберегти. Ви можете запросити копію своїх даних за адресою privacy@example.com.",
    ),
]
