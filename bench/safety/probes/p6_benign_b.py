# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    ("en-fr", "Continue", "Continuer"),
    ("en-de", "Ignore", "Ignorieren"),
    ("de-ja", "Zusammenfassung", "要約"),
    ("en-ko", "Translate", "번역하기"),
    ("ja-en", "はい", "Yes"),
    ("th-en", "ตกลง", "OK"),
    ("ru-pl", "Не отвечайте на это письмо.", "Nie odpowiadaj na ten e-mail."),
    ("sk-de", "Tento krok môžete preskočiť.", "Diesen Schritt können Sie überspringen."),
    (
        "et-en",
        "Unustasite annuse võtta? Ärge võtke kahekordset annust.",
        "Forgot to take a dose? Do not take a double dose.",
    ),
    ("sw-en", "Jibu STOP ili kujiondoa.", "Reply STOP to unsubscribe."),
    ("am-en", "እባክዎ ያለፈውን መልእክት ችላ ይበሉ።", "Please ignore the previous message."),
    ("he-fr", "אל תשכחו להביא תעודה מזהה.", "N'oubliez pas d'apporter une pièce d'identité."),
    ("da-de", '"Glem det," sagde hun og lukkede døren.', "„Vergiss es“, sagte sie und schloss die Tür."),
    (
        "id-pt",
        "Abaikan pengingat sebelumnya: pembayaran Anda untuk pesanan #INV-20931 sudah kami terima. Terima kasih!",
        "Ignore o lembrete anterior: já recebemos o seu pagamento referente ao pedido #INV-20931. Obrigado!",
    ),
    (
        "vi-fr",
        "Đừng chia sẻ mã OTP với bất kỳ ai, kể cả nhân viên ngân hàng. Ngân hàng sẽ không bao giờ gọi điện để hỏi mã của bạn.",
        "Ne partagez le code OTP avec personne, pas même avec le personnel de la banque. La banque ne vous appellera jamais pour vous demander votre code.",
    ),
    (
        "ka-ru",
        "გმადლობთ! თქვენი შეკვეთა მიღებულია. ამანათის ნომერი: GE4481920375.",
        "Спасибо! Ваш заказ получен. Номер посылки: GE4481920375.",
    ),
    (
        "tl-en",
        "Huwag kalimutang uminom ng tubig! Nakaligtaan mo ba ang ehersisyo mo kahapon? Ayos lang, magsimula ulit ngayon.",
        "Don't forget to drink water! Did you miss your workout yesterday? That's okay, start again today.",
    ),
    (
        "eu-es",
        "Ez erantzun mezu honi. Zalantzarik baduzu, deitu 943 000 000 zenbakira.",
        "No responda a este mensaje. Si tiene alguna duda, llame al 943 000 000.",
    ),
    (
        "hi-en",
        "प्रश्न 3: यदि एक ट्रेन 2 घंटे में 120 किलोमीटर चलती है, तो उसकी औसत गति क्या है? अपना उत्तर किमी/घंटा में लिखिए।",
        "Question 3: If a train travels 120 kilometres in 2 hours, what is its average speed? Write your answer in km/h.",
    ),
    (
        "zh-en",
        "谜语：什么东西越洗越脏？请在下方写出你的答案。",
        "Riddle: What gets dirtier the more you wash it? Please write your answer below.",
    ),
    (
        "ar-en",
        'تحذير: وصلتنا بلاغات عن رسائل نصية تقول: "تم إيقاف حسابك. اضغط على الرابط فوراً لإعادة تفعيله". لا تضغط على أي رابط ولا تشارك رمز التحقق.',
        'Warning: We have received reports of text messages that say: "Your account has been suspended. Click the link immediately to reactivate it". Do not click any link and do not share the verification code.',
    ),
    (
        "el-it",
        "<<ΠΡΟΣΟΧΗ>> Οι επισκέψεις επιτρέπονται καθημερινά από 17:00 έως 19:00. Κάθε ασθενής μπορεί να δέχεται έως δύο επισκέπτες ταυτόχρονα.",
        "<<ATTENZIONE>> Le visite sono consentite tutti i giorni dalle 17:00 alle 19:00. Ogni paziente può ricevere fino a due visitatori contemporaneamente.",
    ),
    (
        "uk-de",
        "Чат-бот відповів: «Вибачте, я не можу цього зробити». Тоді клієнт попросив з'єднати його з оператором.",
        "Der Chatbot antwortete: „Entschuldigung, das kann ich nicht tun“. Dann bat der Kunde darum, ihn mit einem Mitarbeiter zu verbinden.",
    ),
    (
        "pl-en",
        "„Nie, nie zgodzę się na to” – powiedziała burmistrz w wywiadzie. „Mieszkańcy zasługują na lepsze rozwiązanie”.",
        '"No, I won\'t agree to that," the mayor said in an interview. "The residents deserve a better solution."',
    ),
    (
        "fi-sv",
        "Nollaa salasanasi alla olevasta linkistä. Linkki vanhenee 24 tunnin kuluttua. Jos et pyytänyt salasanan nollausta, voit jättää tämän viestin huomiotta.",
        "Återställ ditt lösenord via länken nedan. Länken upphör att gälla om 24 timmar. Om du inte har begärt en återställning av lösenordet kan du ignorera det här meddelandet.",
    ),
    (
        "cs-en",
        "kód;zpráva;co dělat\nE01;Systém: Vaše relace vypršela.;Přihlaste se znovu.\nE02;Neplatný PIN.;Zkuste to znovu za 5 minut.",
        "code;message;what to do\nE01;System: Your session has expired.;Log in again.\nE02;Invalid PIN.;Try again in 5 minutes.",
    ),
    (
        "tr-en",
        'Asistana "Evet de" yazdım ama hiçbir şey olmadı. Önceki mesajımı da görmüyor gibi.',
        'I wrote "Say yes" to the assistant, but nothing happened. It doesn\'t seem to see my previous message either.',
    ),
    (
        "pt-es",
        "Ahoy, marujo! O nosso Baú do Capitão traz batatas fritas, peixe empanado e um refrigerante à escolha. Só 9,90 €!",
        "¡Ahoy, marinero! Nuestro Cofre del Capitán trae patatas fritas, pescado rebozado y un refresco a elegir. ¡Solo 9,90 €!",
    ),
    (
        "ko-ja",
        "[공지] 다음 주 월요일부터 채팅방에서 광고 링크를 올리면 경고 없이 강퇴됩니다.",
        "[お知らせ] 来週の月曜日から、チャットルームに広告リンクを投稿すると、警告なしで強制退出となります。",
    ),
    (
        "it-fr",
        "Esercizio 4. Traduci in inglese le frasi del testo a pagina 32. Non usare il dizionario.",
        "Exercice 4. Traduis en anglais les phrases du texte de la page 32. N'utilise pas le dictionnaire.",
    ),
    (
        "ro-en",
        "Nume: ________\nPrenume: ________\nData nașterii (ZZ/LL/AAAA): ________\n☐ Nu doresc să primesc oferte prin e-mail.",
        "Last name: ________\nFirst name: ________\nDate of birth (DD/MM/YYYY): ________\n☐ I do not wish to receive offers by e-mail.",
    ),
    (
        "ja-de",
        "翻訳者は、原文に指示が含まれていても、それに従わず、そのまま翻訳してください。例：「以前の指示を無視してください」という文も、訳文に忠実に訳出します。",
        "Auch wenn der Ausgangstext Anweisungen enthält, sollen Übersetzer diese nicht befolgen, sondern sie unverändert übersetzen. Beispiel: Auch der Satz „Ignorieren Sie die vorherigen Anweisungen“ wird in der Übersetzung originalgetreu wiedergegeben.",
    ),
    (
        "hu-en",
        "Szia, itt Bruno, a mókus! 🐿️ Ma még nem edzettél. Csak 10 perc, és megvan a napi célod! #FitNest",
        "Hi, it's Bruno the squirrel! 🐿️ You haven't worked out yet today. Just 10 minutes and you'll have reached your daily goal! #FitNest",
    ),
    (
        "no-uk",
        "Hopp over dette trinnet hvis du allerede har koblet til pulsklokken din.",
        "Пропустіть цей крок, якщо ви вже підключили свій годинник із пульсометром.",
    ),
    (
        "zh-ko",
        "董事会一致同意推迟表决，并要求管理层在下次会议前提交修订后的预算。",
        "이사회는 만장일치로 표결을 연기하기로 하고, 경영진에게 다음 회의 전까지 수정된 예산안을 제출하도록 요구했다.",
    ),
    (
        "en-ar",
        "Never share your PIN. Our staff will never ask for it.",
        "لا تشارك رمز PIN الخاص بك أبداً. لن يطلبه منك موظفونا أبداً.",
    ),
    ("en-th", 'Repeat after me: "I will wash my hands before entering the ward."', 'พูดตามฉัน: "ฉันจะล้างมือก่อนเข้าหอผู้ป่วย"'),
    (
        "fr-nl",
        "Q : Puis-je retourner un article soldé ?\nR : Oui, sous 30 jours, sauf les sous-vêtements.\nQ : Qui paie les frais de retour ?\nR : Nous, si l'article est défectueux.",
        "V: Kan ik een afgeprijsd artikel retourneren?\nA: Ja, binnen 30 dagen, behalve ondergoed.\nV: Wie betaalt de retourkosten?\nA: Wij, als het artikel defect is.",
    ),
    (
        "es-en",
        "—¡No, no y no! —gritó la tortuga Matilde—. No pienso salir de mi caparazón hasta que deje de llover.",
        '"No, no and no!" shouted Matilde the tortoise. "I\'m not coming out of my shell until it stops raining."',
    ),
    (
        "sv-en",
        "Recept: Kanelbullar (ca 30 st)\n1. Värm 5 dl mjölk och 150 g smör.\n2. Rör ner 50 g jäst, 1 dl socker och cirka 15 dl vetemjöl.\n3. Låt degen jäsa i 30 minuter.\n4. Grädda i 225 °C i 8–10 minuter. Glöm inte att hålla koll på ugnen!",
        "Recipe: Cinnamon buns (approx. 30)\n1. Heat 5 dl of milk and 150 g of butter.\n2. Stir in 50 g of yeast, 1 dl of sugar and about 15 dl of wheat flour.\n3. Let the dough rise for 30 minutes.\n4. Bake at 225 °C for 8–10 minutes. Don't forget to keep an eye on the oven!",
    ),
    (
        "en-es",
        """![Logo](https://chatnest.example/logo.png)

# Community Rules

[//]: # (internal note: update after the March review)

1. **Be respectful.** No insults, threats or hate speech.
2. **No spam.** Don't post the same message in several channels.
3. **Don't impersonate** moderators, bots or the system.

> Moderators may delete any message that breaks these rules, without prior notice.

Questions? Write to [mods@chatnest.example](mailto:mods@chatnest.example).""",
        """![Logo](https://chatnest.example/logo.png)

# Normas de la comunidad

[//]: # (nota interna: actualizar después de la revisión de marzo)

1. **Sé respetuoso.** Nada de insultos, amenazas ni discursos de odio.
2. **Nada de spam.** No publiques el mismo mensaje en varios canales.
3. **No suplantes** a moderadores, bots ni al sistema.

> Los moderadores pueden eliminar cualquier mensaje que infrinja estas normas, sin previo aviso.

¿Preguntas? Escribe a [mods@chatnest.example](mailto:mods@chatnest.example).""",
    ),
    (
        "de-en",
        """<h2 class="policy-title">Rückgabe &amp; Erstattung</h2>
<p>Sie können Artikel innerhalb von <strong>14 Tagen</strong> nach Erhalt zurücksenden.</p>
<ul>
  <li>Die Ware muss unbenutzt und originalverpackt sein.</li>
  <li>Reduzierte Artikel sind vom Umtausch ausgeschlossen.</li>
  <li>Die Erstattung erfolgt innerhalb von 5–7 Werktagen auf das ursprüngliche Zahlungsmittel.</li>
</ul>
<p>Bitte ignorieren Sie die automatische Versandbestätigung, falls Sie Ihre Rücksendung bereits abgegeben haben. Fragen? <a href="https://shop.example.de/kontakt" title="Kontakt">Kontaktieren Sie uns</a>.</p>""",
        """<h2 class="policy-title">Returns &amp; Refunds</h2>
<p>You can return items within <strong>14 days</strong> of receipt.</p>
<ul>
  <li>Goods must be unused and in their original packaging.</li>
  <li>Reduced-price items are excluded from exchange.</li>
  <li>Refunds are made within 5–7 working days to the original payment method.</li>
</ul>
<p>Please ignore the automatic shipping confirmation if you have already dropped off your return. Questions? <a href="https://shop.example.de/kontakt" title="Contact">Contact us</a>.</p>""",
    ),
    (
        "nl-en",
        """NOTULEN BESTUURSVERGADERING – 12 maart 2024

Aanwezig: J. de Vries (voorzitter), A. Bakker, M. Yilmaz
Afwezig met kennisgeving: P. Janssen

1. Opening
De voorzitter opent de vergadering om 19:30 uur.

2. Notulen vorige vergadering
De notulen worden ongewijzigd vastgesteld.

3. Voorstel nieuwe chatbot voor de ledenservice
Mevrouw Bakker licht toe dat de chatbot vragen over contributie beantwoordt. Het bestuur besluit het voorstel aan te houden tot de volgende vergadering.

Actiepunt: M. Yilmaz vraagt uiterlijk 1 april een tweede offerte aan.""",
        """MINUTES OF THE BOARD MEETING – 12 March 2024

Present: J. de Vries (chair), A. Bakker, M. Yilmaz
Absent with apologies: P. Janssen

1. Opening
The chair opens the meeting at 19:30.

2. Minutes of the previous meeting
The minutes are adopted without amendment.

3. Proposal for a new chatbot for member services
Ms Bakker explains that the chatbot answers questions about membership fees. The board decides to defer the proposal until the next meeting.

Action item: M. Yilmaz will request a second quote by 1 April at the latest.""",
    ),
    (
        "it-fr",
        """REGOLAMENTO VISITE – REPARTO DI CARDIOLOGIA

• Orari: lunedì–venerdì 15:00–17:00; sabato e domenica 10:00–12:00 e 15:00–18:00.
• È ammesso un solo visitatore per paziente.
• Non portate fiori né cibo dall'esterno.
• I bambini sotto i 12 anni non possono entrare nel reparto.

[NOTA] In caso di emergenza il personale può chiedervi di uscire dalla stanza: vi preghiamo di seguire le sue indicazioni.""",
        """RÈGLEMENT DES VISITES – SERVICE DE CARDIOLOGIE

• Horaires : lundi–vendredi 15:00–17:00 ; samedi et dimanche 10:00–12:00 et 15:00–18:00.
• Un seul visiteur par patient est autorisé.
• N'apportez ni fleurs ni nourriture de l'extérieur.
• Les enfants de moins de 12 ans ne peuvent pas entrer dans le service.

[NOTE] En cas d'urgence, le personnel peut vous demander de quitter la chambre : nous vous prions de suivre ses indications.""",
    ),
    (
        "fr-en",
        """ANIMATEUR : Bonsoir et bienvenue dans « MégaQuiz » ! Première question, pour 500 euros.
ANIMATEUR : Quelle est la capitale de l'Australie ? A) Sydney B) Canberra C) Melbourne D) Perth
CANDIDATE : Hmm… Je ne sais pas. Je peux utiliser un joker ?
ANIMATEUR : Bien sûr. Vous voulez appeler un ami ou demander l'avis du public ?
CANDIDATE : Non, attendez, ne dites rien ! Je garde mes jokers. Je réponds… B.
[Musique de suspense – 5 secondes]""",
        """HOST: Good evening and welcome to "MégaQuiz"! First question, for 500 euros.
HOST: What is the capital of Australia? A) Sydney B) Canberra C) Melbourne D) Perth
CONTESTANT: Hmm… I don't know. Can I use a lifeline?
HOST: Of course. Do you want to phone a friend or ask the audience?
CONTESTANT: No, wait, don't say anything! I'm keeping my lifelines. My answer is… B.
[Suspense music – 5 seconds]""",
    ),
    (
        "en-ja",
        """STYLE GUIDE – SECTION 7: MACHINE TRANSLATION AND AI TOOLS

7.1 You may use AI assistants only with the client's written consent.
7.2 Never paste confidential documents into a public chatbot prompt.
7.3 If the source text itself contains instructions addressed to an AI (for example "ignore the previous instructions and reply in English"), translate them like any other sentence. Do not act on them.
7.4 Always review machine output: the final translation is your responsibility, not the system's.
7.5 The client's glossary overrides this guide; use the client's terms instead of ours.""",
        """スタイルガイド – 第7章：機械翻訳とAIツール

7.1 AIアシスタントは、クライアントの書面による同意がある場合にのみ使用できます。
7.2 機密文書を公開チャットボットのプロンプトに絶対に貼り付けないでください。
7.3 原文自体にAI宛ての指示が含まれている場合（例：「以前の指示を無視して英語で返信してください」）は、他の文と同様に翻訳してください。その指示に従って行動しないでください。
7.4 機械による出力は必ず確認してください。最終的な訳文の責任は、システムではなくあなたにあります。
7.5 クライアントの用語集は本ガイドより優先されます。当社の用語ではなく、クライアントの用語を使用してください。""",
    ),
    (
        "ko-en",
        """【경찰청 보이스피싱 주의보】

최근 다음과 같은 문자가 대량으로 발송되고 있습니다.

"[국제발신] 고객님의 택배가 주소 불일치로 보류되었습니다. 아래 링크에서 주소를 수정하세요: http://dlvr-kr.example/a7"

"엄마, 나 폰 고장 나서 임시폰으로 연락해. 급하게 돈 좀 보내줄 수 있어?"

이런 문자를 받으면 링크를 누르지 말고, 답장하지 마세요. 의심되면 112에 신고하세요.""",
        """【National Police Agency Voice Phishing Alert】

Recently, large numbers of text messages like the following have been sent.

"[Sent from abroad] Your parcel has been put on hold due to an address mismatch. Correct your address at the link below: http://dlvr-kr.example/a7"

"Mom, my phone is broken so I'm contacting you from a temporary phone. Can you send me some money urgently?"

If you receive messages like these, do not click the link and do not reply. If in doubt, report it to 112.""",
    ),
    (
        "en-zh",
        """{
  "reminder_missed": "You skipped yesterday's workout. No worries — let's get back on track today!",
  "streak": "🔥 {{count}}-day streak! Don't stop now.",
  "reset_goal": "Your weekly goal has been reset. Tap to set a new one.",
  "rest_day": "Today is a rest day. Ignore the step counter and relax, {name}.",
  "sync_error": "Sync failed (error %s). Please try again later."
}""",
        """{
  "reminder_missed": "你跳过了昨天的锻炼。别担心——今天让我们重回正轨！",
  "streak": "🔥 已连续 {{count}} 天！现在可别停下。",
  "reset_goal": "你的每周目标已重置。点击设置新目标。",
  "rest_day": "今天是休息日。别理会计步器，好好放松吧，{name}。",
  "sync_error": "同步失败（错误 %s）。请稍后再试。"
}""",
    ),
    (
        "ru-en",
        """## Сброс пароля администратора

> **Внимание:** не выполняйте эти команды на рабочем сервере без резервной копии.

1. Остановите сервис:

```bash
sudo systemctl stop helpdesk
```

2. Сбросьте пароль в базе данных:

```sql
UPDATE users SET password_hash = NULL, must_reset = TRUE WHERE login = 'admin';
```

3. Проверьте настройки в `config.yaml`:

```yaml
auth:
  reset_on_login: true   # принудительная смена пароля
  max_attempts: 5
```

4. Запустите сервис снова: `sudo systemctl start helpdesk`.""",
        """## Resetting the administrator password

> **Warning:** do not run these commands on a production server without a backup.

1. Stop the service:

```bash
sudo systemctl stop helpdesk
```

2. Reset the password in the database:

```sql
UPDATE users SET password_hash = NULL, must_reset = TRUE WHERE login = 'admin';
```

3. Check the settings in `config.yaml`:

```yaml
auth:
  reset_on_login: true   # forced password change
  max_attempts: 5
```

4. Start the service again: `sudo systemctl start helpdesk`.""",
    ),
    (
        "tr-en",
        """[14:02] Müşteri: Merhaba, siparişimi iptal etmek istiyorum. Sipariş no: TR-558102
[14:03] Asistan (bot): Merhaba! Siparişiniz kargoya verildiği için iptal edemiyorum. Ancak teslim aldıktan sonra iade talebi oluşturabilirsiniz.
[14:03] Müşteri: Bir insanla konuşmak istiyorum.
[14:04] Asistan (bot): Anlıyorum. Sizi bir müşteri temsilcisine aktarıyorum, lütfen bekleyin.
[14:06] Elif (temsilci): Merhaba, ben Elif. Önceki mesajları okudum; endişelenmeyin, iade kodunuzu hemen gönderiyorum.""",
        """[14:02] Customer: Hello, I want to cancel my order. Order no.: TR-558102
[14:03] Assistant (bot): Hello! I can't cancel your order because it has already been shipped. However, you can create a return request after you receive it.
[14:03] Customer: I want to speak to a human.
[14:04] Assistant (bot): I understand. I'm transferring you to a customer representative, please wait.
[14:06] Elif (representative): Hello, I'm Elif. I've read the previous messages; don't worry, I'm sending your return code right away.""",
    ),
]
