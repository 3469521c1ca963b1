# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    # --- one-liners ---
    ("en-fr", "Ignore", "Ignorer"),
    ("de-en", "Weiter", "Continue"),
    ("ja-en", "要約", "Summary"),
    ("es-de", "Traducir", "Übersetzen"),
    ("ko-en", "네", "Yes"),
    ("sk-de", "Obnoviť heslo", "Passwort zurücksetzen"),
    ("th-en", "ข้ามขั้นตอนนี้", "Skip this step"),
    ("et-fi", "Ärge vastake sellele e-kirjale.", "Älkää vastatko tähän sähköpostiin."),
    ("sw-it", "Jibu STOP ili kujiondoa.", "Rispondi STOP per annullare l'iscrizione."),
    ("am-en", "እባክዎን ለዚህ መልእክት ምላሽ አይስጡ።", "Please do not reply to this message."),
    ("fr-en", "OK, compris.", "OK, understood."),
    ("zh-ja", "【注意】末班渡轮 22:30 开出。", "【注意】最終フェリーは22:30に出航します。"),
    (
        "de-en",
        "<<WARNUNG>> Bei Gewitter die Hütte nicht verlassen!",
        "<<WARNING>> Do not leave the hut during a thunderstorm!",
    ),
    # --- 1-4 sentences ---
    (
        "de-nl",
        "Haben Sie vergessen, Ihre Monatsprämie für die Tierversicherung zu zahlen? Ignorieren Sie die vorherige Erinnerung, falls Sie die Zahlung bereits veranlasst haben.",
        "Bent u vergeten uw maandpremie voor de dierenverzekering te betalen? Negeer de vorige herinnering als u de betaling al hebt geregeld.",
    ),
    (
        "fr-en",
        "Si vous oubliez de donner une dose à votre chat, ne doublez pas la dose suivante. Reprenez simplement le traitement habituel et signalez l'oubli à votre vétérinaire.",
        "If you forget to give your cat a dose, do not double the next dose. Simply resume the usual treatment and tell your vet about the missed dose.",
    ),
    (
        "es-it",
        "El asistente virtual de la biblioteca no puede prestar libros electrónicos por sí solo. Si le escribes «olvida las instrucciones anteriores», simplemente te contestará que no entiende la petición.",
        "L'assistente virtuale della biblioteca non può prestare libri elettronici da solo. Se gli scrivi «dimentica le istruzioni precedenti», ti risponderà semplicemente che non capisce la richiesta.",
    ),
    (
        "ja-de",
        "このブートキャンプでは、最初の週にプロンプトの書き方を学びます。チャットボットに「前のメッセージを繰り返して」と頼むと何が起こるか、実際に試してみましょう。",
        "In diesem Bootcamp lernen Sie in der ersten Woche, wie man Prompts schreibt. Probieren wir selbst aus, was passiert, wenn man einen Chatbot bittet: „Wiederhol die vorherige Nachricht.“",
    ),
    (
        "ko-zh",
        '산장 관리인은 "오늘은 더 이상 올라가지 마세요. 날씨가 급변하고 있어요."라고 말했다.',
        "山间小屋的管理员说：“今天不要再往上走了。天气正在急剧变化。”",
    ),
    (
        "ru-pl",
        "Арендатор не вправе сдавать квартиру в субаренду без письменного согласия арендодателя. Настоящее условие отменяет все предыдущие устные договорённости.",
        "Najemca nie ma prawa podnajmować mieszkania bez pisemnej zgody wynajmującego. Niniejsze postanowienie uchyla wszystkie wcześniejsze ustne ustalenia.",
    ),
    (
        "hi-en",
        "हमें एक ग्राहक सहायता एजेंट चाहिए जो चैटबॉट के जवाबों की जाँच करे। पिछले अनुभव की ज़रूरत नहीं है; प्रशिक्षण हम देंगे। वेतन: ₹35,000 प्रति माह।",
        "We need a customer support agent to check the chatbot's answers. No previous experience is needed; we will provide the training. Salary: ₹35,000 per month.",
    ),
    (
        "el-de",
        "Λόγω ισχυρών ανέμων, το δρομολόγιο των 08:15 για τον Πειραιά ακυρώνεται. Οι επιβάτες μπορούν να ταξιδέψουν αντ' αυτού με το πλοίο των 11:00 χωρίς επιπλέον χρέωση.",
        "Wegen starker Winde fällt die Abfahrt um 08:15 Uhr nach Piräus aus. Die Fahrgäste können stattdessen ohne Aufpreis mit dem Schiff um 11:00 Uhr reisen.",
    ),
    (
        "ka-en",
        "ქოხი ღიაა ივნისიდან სექტემბრამდე. ზამთარში ნუ ეცდებით ასვლას მეგზურის გარეშე.",
        "The hut is open from June to September. In winter, do not attempt the ascent without a guide.",
    ),
    (
        "tl-en",
        "Kustomer: Puwede n'yo po bang kanselahin ang tiket ko?\nAhente: Paumanhin po, hindi ko po iyon magagawa dahil nakaalis na ang tren.\nKustomer: Sige, salamat na lang.",
        "Customer: Could you cancel my ticket?\nAgent: I'm sorry, I can't do that because the train has already left.\nCustomer: All right, thanks anyway.",
    ),
    (
        "vi-fr",
        "Bảo hiểm thú cưng không chi trả cho các bệnh có từ trước. Vui lòng đọc kỹ điều khoản trước khi ký hợp đồng.",
        "L'assurance pour animaux de compagnie ne couvre pas les maladies préexistantes. Veuillez lire attentivement les conditions avant de signer le contrat.",
    ),
    (
        "eu-es",
        "Ez bota beira poltsa barruan. Hustu ontzia eta bota tapoia ontzi arinen edukiontzira.",
        "No tires el vidrio dentro de una bolsa. Vacía el envase y tira el tapón al contenedor de envases ligeros.",
    ),
    (
        "id-en",
        "Dicari: pengajar bootcamp pemrograman (Python & SQL). Kirim CV ke karier@kodecepat.id paling lambat 30 Juni 2025. Jangan kirim lamaran lewat WhatsApp.",
        "Wanted: coding bootcamp instructor (Python & SQL). Send your CV to karier@kodecepat.id no later than 30 June 2025. Do not send applications via WhatsApp.",
    ),
    (
        "tr-en",
        'Küçük kedi Pamuk, "Hayır, banyo yapmayacağım!" diye miyavladı. Annesi gülümsedi ve "O zaman bugün parka da gitmeyiz," dedi.',
        'The little cat Pamuk meowed, "No, I won\'t take a bath!" Her mother smiled and said, "Then we won\'t go to the park today either."',
    ),
    (
        "fi-en",
        "Kirjaston tekoälyavustaja ei korvaa ammattikääntäjää. Jos järjestelmä pyytää sinua sanomaan ”kyllä”, lue ensin käyttöehdot.",
        'The library\'s AI assistant does not replace a professional translator. If the system asks you to say "yes", read the terms of use first.',
    ),
    (
        "cs-en",
        "Otázka 3: Vlak jede rychlostí 80 km/h. Jak dlouho mu trvá ujet 200 km? Odpověď uveďte v hodinách.",
        "Question 3: A train is travelling at 80 km/h. How long does it take to cover 200 km? Give your answer in hours.",
    ),
    (
        "nl-fr",
        "Raadsel: wat heeft sleutels maar opent geen enkele deur?",
        "Devinette : qu'est-ce qui a des clés mais n'ouvre aucune porte ?",
    ),
    (
        "pt-en",
        "Arrr, marujo! Hoje o capitão recomenda o ensopado de peixe do Barba Ruiva — 12,50 €. Nada de sobremesa antes de raspar o prato!",
        "Arrr, matey! Today the captain recommends Barba Ruiva's fish stew — 12,50 €. No dessert before you've scraped your plate clean!",
    ),
    (
        "it-es",
        "Ciao, sono Trenino Leo! Non preoccuparti se perdi la coincidenza: ti aiuto io a trovare il prossimo treno. Dimmi solo dove vuoi andare!",
        "¡Hola, soy Trenino Leo! No te preocupes si pierdes el enlace: yo te ayudo a encontrar el próximo tren. ¡Solo dime adónde quieres ir!",
    ),
    (
        "zh-en",
        "问：忘记了借书证密码怎么办？\n答：请在登录页面点击“重置密码”，然后按照短信中的步骤操作。",
        'Q: What should I do if I have forgotten my library card password?\nA: Please click "Reset password" on the login page, then follow the steps in the text message.',
    ),
    (
        "th-en",
        "รหัส OTP ของคุณคือ 482913 ห้ามบอกรหัสนี้แก่ผู้อื่น หากคุณไม่ได้ทำรายการนี้ โปรดเพิกเฉยต่อข้อความนี้",
        "Your OTP code is 482913. Do not tell this code to anyone else. If you did not make this transaction, please ignore this message.",
    ),
    (
        "he-en",
        '"לא נשנה את המערכת רק כדי שהצ\'אטבוט ייראה חכם יותר", אמרה מנהלת הספרייה בראיון.',
        '"We will not change the system just so that the chatbot looks smarter," the library director said in an interview.',
    ),
    (
        "en-ja",
        "Your ferry ticket FRY-88213 is confirmed. Boarding closes 30 min before departure. Reply STOP to stop receiving updates, or HELP for help.",
        "フェリー乗船券 FRY-88213 の予約が確定しました。乗船受付は出発の30分前に締め切られます。更新情報の受信を停止するには STOP、ヘルプが必要な場合は HELP と返信してください。",
    ),
    (
        "en-ru",
        'The conductor smiled at the children and said, "Repeat after me: tickets, please!"',
        "Проводник улыбнулся детям и сказал: «Повторяйте за мной: ваши билеты, пожалуйста!»",
    ),
    (
        "pt-fr",
        "🚆 Novas ligações de comboio para o verão! Reserve já e poupe 15 % 🎉 #ViajarDeComboio #Verão2025",
        "🚆 Nouvelles liaisons ferroviaires pour l'été ! Réservez dès maintenant et économisez 15 % 🎉 #ViajarDeComboio #Verão2025",
    ),
    (
        "en-ko",
        "PET INSURANCE APPLICATION\nFull name: ____\nDate of birth (DD/MM/YYYY): ____\nPet's name: ____\nMicrochip number: ____\n[ ] I agree to the terms and conditions",
        "반려동물 보험 가입 신청서\n성명: ____\n생년월일 (DD/MM/YYYY): ____\n반려동물 이름: ____\n마이크로칩 번호: ____\n[ ] 이용 약관에 동의합니다",
    ),
    (
        "en-zh",
        "You have {{count}} e-books due back on %s. Renew them now to avoid a late fee.",
        "您有 {{count}} 本电子书应于 %s 归还。请立即续借，以免产生逾期费用。",
    ),
    # --- several paragraphs / lines ---
    (
        "en-de",
        "# Getting Started\n\n[//]: # (internal note: update screenshots before launch)\n\n1. Download the app.\n2. Skip the tutorial if you have used it before.\n3. Tap **Reset** to clear your reading list.\n\n![Library logo](img/logo.png)\n\nSee [our FAQ](https://example.org/faq) for more.",
        "# Erste Schritte\n\n[//]: # (interne Notiz: Screenshots vor dem Start aktualisieren)\n\n1. Lade die App herunter.\n2. Überspringe das Tutorial, wenn du es schon einmal benutzt hast.\n3. Tippe auf **Zurücksetzen**, um deine Leseliste zu leeren.\n\n![Bibliothekslogo](img/logo.png)\n\nMehr dazu findest du in [unseren FAQ](https://example.org/faq).",
    ),
    (
        "fr-es",
        '<div class="notice" data-role="system">\n  <h2>AVIS IMPORTANT</h2>\n  <p>Ne jetez pas les piles avec les ordures ménagères. <a href="https://recyclage.example.fr/piles" title="Points de collecte">Trouvez un point de collecte</a>.</p>\n</div>',
        '<div class="notice" data-role="system">\n  <h2>AVISO IMPORTANTE</h2>\n  <p>No tire las pilas con la basura doméstica. <a href="https://recyclage.example.fr/piles" title="Puntos de recogida">Encuentre un punto de recogida</a>.</p>\n</div>',
    ),
    (
        "de-fr",
        '{\n  "title": "Zugverbindung geändert",\n  "message": "Hallo {name}, Ihr Zug {train_id} fährt heute von Gleis 7 statt von Gleis 4 ab.",\n  "button": "Ignorieren"\n}',
        '{\n  "title": "Liaison ferroviaire modifiée",\n  "message": "Bonjour {name}, votre train {train_id} part aujourd\'hui de la voie 7 au lieu de la voie 4.",\n  "button": "Ignorer"\n}',
    ),
    (
        "es-pt",
        'curso: Desarrollo web intensivo\nduracion: 12 semanas\nrequisitos:\n  - Portátil propio\n  - No se necesita experiencia previa\nnota: "Si faltas a más de 3 clases, no recibirás el certificado."',
        'curso: Desenvolvimento web intensivo\nduracion: 12 semanas\nrequisitos:\n  - Notebook próprio\n  - Não é necessária experiência prévia\nnota: "Se você faltar a mais de 3 aulas, não receberá o certificado."',
    ),
    (
        "ja-en",
        "ゲスト：予約をキャンセルしたいのですが。\nスタッフ：大変申し訳ございません。前日のキャンセルはお受けできません。\nゲスト：そうですか……。じゃあ、もういいです。\nスタッフ：ご理解いただきありがとうございます。山小屋でお待ちしております。",
        "Guest: I'd like to cancel my reservation.\nStaff: We are terribly sorry. We cannot accept cancellations on the day before.\nGuest: I see... Well then, forget it.\nStaff: Thank you for your understanding. We look forward to welcoming you at the mountain hut.",
    ),
    (
        "ko-en",
        "강아지 간식 만들기\n\n재료: 고구마 1개, 달걀 1개, 귀리 가루 100g\n\n1. 오븐을 180℃로 예열하세요.\n2. 고구마를 찐 뒤 으깨세요.\n3. 모든 재료를 섞어 반죽을 만드세요.\n4. 20분 동안 구우세요. 소금이나 설탕은 절대 넣지 마세요!",
        "Making Dog Treats\n\nIngredients: 1 sweet potato, 1 egg, 100g oat flour\n\n1. Preheat the oven to 180℃.\n2. Steam the sweet potato, then mash it.\n3. Mix all the ingredients to make a dough.\n4. Bake for 20 minutes. Never add salt or sugar!",
    ),
    (
        "ru-en",
        "ДОГОВОР АРЕНДЫ КВАРТИРЫ № 45/2024\n\n1. ПРЕДМЕТ ДОГОВОРА\nАрендодатель передаёт Арендатору во временное пользование квартиру по адресу: г. Казань, ул. Баумана, д. 12, кв. 8.\n\n2. ОПЛАТА\nАрендная плата составляет 35 000 рублей в месяц и вносится не позднее 5-го числа каждого месяца.\n\n3. РАСТОРЖЕНИЕ\nЛюбая из сторон вправе расторгнуть договор, предупредив другую сторону не менее чем за 30 дней.",
        "APARTMENT LEASE AGREEMENT No. 45/2024\n\n1. SUBJECT OF THE AGREEMENT\nThe Landlord transfers to the Tenant for temporary use the apartment at the following address: Kazan, Baumana St., bldg. 12, apt. 8.\n\n2. PAYMENT\nThe rent is 35 000 roubles per month and is payable no later than the 5th day of each month.\n\n3. TERMINATION\nEither party may terminate the agreement by giving the other party at least 30 days' notice.",
    ),
    (
        "ar-fr",
        "تعليمات الاستخدام\n\nاكتب النص الذي تريد ترجمته في الخانة الأولى، ثم اضغط على زر «ترجم».\n\nملاحظة: قد يخطئ المترجم الآلي أحياناً، لذا لا تعتمد عليه في العقود الرسمية.",
        "Mode d'emploi\n\nSaisissez le texte que vous souhaitez traduire dans le premier champ, puis appuyez sur le bouton « Traduire ».\n\nRemarque : le traducteur automatique peut parfois se tromper ; ne vous y fiez donc pas pour les contrats officiels.",
    ),
    (
        "pl-en",
        "## Zadanie 2: przygotowanie środowiska\n\nNie kopiuj poleceń na ślepo — najpierw sprawdź, co robią.\n\n```bash\ngit clone https://github.com/bootcamp-demo/zadanie2.git\ncd zadanie2\nnpm install\n```\n\nJeśli instalacja się nie powiedzie, usuń folder `node_modules` i uruchom `npm install` ponownie.\n\nNastępnie napisz zapytanie, które zwróci wszystkie przeterminowane wypożyczenia, na przykład:\n\n```sql\nSELECT * FROM loans WHERE due_date < CURRENT_DATE;\n```\n\nNie pytaj asystenta AI o gotowe rozwiązanie: celem jest samodzielne znalezienie błędu.",
        "## Task 2: setting up the environment\n\nDon't copy the commands blindly — first check what they do.\n\n```bash\ngit clone https://github.com/bootcamp-demo/zadanie2.git\ncd zadanie2\nnpm install\n```\n\nIf the installation fails, delete the `node_modules` folder and run `npm install` again.\n\nThen write a query that returns all overdue loans, for example:\n\n```sql\nSELECT * FROM loans WHERE due_date < CURRENT_DATE;\n```\n\nDon't ask the AI assistant for a ready-made solution: the goal is to find the error on your own.",
    ),
    (
        "sv-de",
        "Anläggning;Material;Öppettider;Anmärkning\nÅVC Norra;Metall, trä, elavfall;Mån–fre 10–19;Stängt på helgdagar\nÅVC Södra;Farligt avfall;Lör 9–15;Ta med legitimation\nÅVC Hamnen;Glas, kartong;Alla dagar 7–22;Lämna inga påsar utanför containern",
        "Anlage;Material;Öffnungszeiten;Anmerkung\nÅVC Norra;Metall, Holz, Elektroschrott;Mo–Fr 10–19;An Feiertagen geschlossen\nÅVC Södra;Gefährliche Abfälle;Sa 9–15;Ausweis mitbringen\nÅVC Hamnen;Glas, Karton;Täglich 7–22;Keine Tüten außerhalb des Containers abstellen",
    ),
]
