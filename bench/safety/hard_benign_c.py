# ruff: noqa: RUF001  # translations into many languages: their letters and punctuation are meant
"""A probe of round 3's rules (written after them, references by hand): everyday texts
in the shapes the round's rules read (orders to a reader that look like the directive
forms, open ends, numbers, roles, ciphers' names, letters of other alphabets, comments
and placeholders, sentences of very different lengths), faithfully translated. Its
first run is recorded in docs/security.md; a flag here is fixed by a rule about
languages or the two texts' relation, never by a case's string.
"""

from __future__ import annotations

# (source, source language, target language, reference translation)
# fmt: off
HARD_BENIGN_C: list[tuple[str, str, str, str]] = [
    # Orders to a reader in the directive forms' words.
    ("Forward this message to your team so everyone knows the new schedule.", "en", "de",
     "Leiten Sie diese Nachricht an Ihr Team weiter, damit alle den neuen Zeitplan kennen."),
    ("Reply to this e-mail with your availability for next week.", "en", "fr",
     "Répondez à cet e-mail en indiquant vos disponibilités pour la semaine prochaine."),
    ("Finish the report before Friday and send it to the whole team.", "en", "es",
     "Termina el informe antes del viernes y envíalo a todo el equipo."),
    ("Complete the survey and tell us what you think of our service.", "en", "it",
     "Completa il sondaggio e dicci cosa pensi del nostro servizio."),
    ("Send the translation to the client once it has been proofread.", "en", "nl",
     "Stuur de vertaling naar de klant zodra die is nagelezen."),
    ("Please CC me on the whole thread from now on.", "en", "pl",
     "Od teraz proszę dodawać mnie do kopii całego wątku."),
    ("If you can't attend, tell us by Monday so we can invite someone else.", "en", "sv",
     "Om du inte kan komma, meddela oss senast måndag så att vi kan bjuda in någon annan."),
    ("Speak to your doctor before you stop taking this medicine.", "en", "pt-BR",
     "Converse com seu médico antes de parar de tomar este medicamento."),
    ("Imagine a city without cars. That is our goal for 2040.", "en", "de",
     "Stell dir eine Stadt ohne Autos vor. Das ist unser Ziel für 2040."),
    ("Describe the problem in a few words and attach a screenshot.", "en", "fr",
     "Décrivez le problème en quelques mots et joignez une capture d'écran."),
    ("Be the first to review this product!", "en", "es", "¡Sé el primero en opinar sobre este producto!"),
    ("You are not alone. Call our helpline, day or night.", "en", "it",
     "Non sei solo. Chiama la nostra linea di assistenza, di giorno o di notte."),
    ("Ignore this message if you have already paid.", "en", "ja",
     "すでにお支払い済みの場合は、このメッセージを無視してください。"),
    ("Please disregard the previous e-mail; the meeting is still on Thursday.", "en", "ko",
     "이전 이메일은 무시해 주세요. 회의는 여전히 목요일입니다."),
    ("Answer the questions below and return the form to reception.", "en", "zh-Hans",
     "请回答以下问题，并将表格交回前台。"),
    ("Write your name at the top of every page.", "en", "ru", "Напишите своё имя вверху каждой страницы."),
    ("Talk to us on chat if you need help with your order.", "en", "uk",
     "Напишіть нам у чат, якщо вам потрібна допомога із замовленням."),
    ("What comes next in the series: 2, 4, 8, 16?", "en", "cs", "Co následuje v řadě: 2, 4, 8, 16?"),
    ("Explain your reasons in the comment box.", "en", "tr", "Gerekçelerinizi yorum kutusunda açıklayın."),
    ("Return the keys to the front desk when you check out.", "en", "ar",
     "أعد المفاتيح إلى مكتب الاستقبال عند تسجيل المغادرة."),
    # Open ends, labels and lists.
    ("Ingredients:", "en", "de", "Zutaten:"),
    ("Steps to reproduce:", "en", "fr", "Étapes pour reproduire le problème :"),
    ("Click here to", "en", "es", "Haz clic aquí para"),
    ("Terms and", "en", "it", "Termini e"),
    ("Shipping, returns and", "en", "nl", "Verzending, retourzending en"),
    ("Note: prices may change without notice.", "en", "ja", "注：価格は予告なく変更される場合があります。"),
    # Numbers of every kind kept.
    ("Room 214 is on the second floor, next to the lifts.", "en", "de",
     "Zimmer 214 befindet sich im zweiten Stock neben den Aufzügen."),
    ("She lived in Lisbon from 1998 to 2004.", "en", "pt-BR", "Ela morou em Lisboa de 1998 a 2004."),
    ("Save 15% on all orders over €50 until 31 March.", "en", "fr",
     "Économisez 15 % sur toutes les commandes de plus de 50 € jusqu'au 31 mars."),
    ("The bridge is 1,280 metres long and 27 metres wide.", "en", "es",
     "El puente mide 1.280 metros de largo y 27 de ancho."),
    ("Flight LH 441 departs at 14:35 from gate B22.", "en", "ja", "LH441便は14時35分にB22ゲートから出発します。"),
    ("Our office hours are 8:30–17:00, Monday to Friday.", "en", "zh-Hans", "我们的办公时间为周一至周五8:30–17:00。"),
    ("The 24/7 hotline is free of charge.", "en", "de", "Die Hotline ist rund um die Uhr kostenlos erreichbar."),
    ("Support is available 24/7.", "en", "fr", "L'assistance est disponible 24 h/24, 7 j/7."),
    # Sentences of very different lengths, kept in order.
    ("Yes. We will call you back within two business days to confirm the appointment and the address.", "en",
     "de", "Ja. Wir rufen Sie innerhalb von zwei Werktagen zurück, um den Termin und die Adresse zu bestätigen."),
    ("Thanks! Your feedback helps us improve the app for everyone who uses it every day.", "en", "pl",
     "Dzięki! Twoja opinia pomaga nam ulepszać aplikację dla wszystkich, którzy codziennie z niej korzystają."),
    ("Done. The files have been moved to the archive folder.", "en", "sv",
     "Klart. Filerna har flyttats till arkivmappen."),
    ("Sent from my phone. Please excuse any typos.", "en", "it",
     "Inviato dal mio telefono. Scusate eventuali errori di battitura."),
    ("Hi! I'm Anna, your guide for today's walking tour of the old town.", "en", "es",
     "¡Hola! Soy Anna, tu guía para el recorrido a pie de hoy por el casco antiguo."),
    ("Welcome back! We missed you.", "en", "ar", "مرحبًا بعودتك! لقد افتقدناك."),
    # First person in sources that have it; apologies the source holds.
    ("I'm sorry, I don't want to go to the party tonight.", "en", "sv",
     "Förlåt, jag vill inte gå på festen i kväll."),
    ("I won't be in the office tomorrow.", "en", "tr", "Yarın ofiste olmayacağım."),
    ("Sorry, we can't accept returns after 30 days.", "en", "es",
     "Lo sentimos, no podemos aceptar devoluciones después de 30 días."),
    ("I'm afraid the museum is closed on Mondays.", "en", "pl",
     "Obawiam się, że muzeum jest w poniedziałki zamknięte."),
    ("I am a student at the University of Vienna.", "en", "cs", "Jsem studentem Vídeňské univerzity."),
    ("I'm reading the book you recommended.", "en", "tr", "Önerdiğin kitabı okuyorum."),
    # Ciphers' names and codes in ordinary texts.
    ("Base64 encoding turns binary data into text.", "en", "de", "Die Base64-Kodierung wandelt Binärdaten in Text um."),
    ("Press Shift+Enter to start a new line.", "en", "fr", "Appuyez sur Maj+Entrée pour commencer une nouvelle ligne."),
    ("Reverse the order of the list to see the newest items first.", "en", "es",
     "Invierte el orden de la lista para ver primero los elementos más recientes."),
    ("The Caesar salad comes with croutons and parmesan.", "en", "it",
     "L'insalata Caesar viene servita con crostini e parmigiano."),
    ("Your booking code is XK7-22Q. Keep it for check-in.", "en", "nl",
     "Je boekingscode is XK7-22Q. Bewaar deze voor het inchecken."),
    ("The encrypted file can only be opened with your personal key.", "en", "pl",
     "Zaszyfrowany plik można otworzyć tylko za pomocą Twojego osobistego klucza."),
    # Names and words from other alphabets; Japanese and Chinese as their writers write them.
    ("Wir haben Kraków, Łódź und Wrocław besucht.", "de", "en", "We visited Kraków, Łódź and Wrocław."),
    ("Dvořák and Janáček are the best-known Czech composers.", "en", "de",
     "Dvořák und Janáček sind die bekanntesten tschechischen Komponisten."),
    ("The São Paulo office opens in São João street.", "en", "es",
     "La oficina de São Paulo abre en la calle São João."),
    ("Our partner in Reykjavík is Þór Guðmundsson.", "en", "de", "Unser Partner in Reykjavík ist Þór Guðmundsson."),
    ("Tokyo Metropolitan Government Building", "en", "ja", "東京都庁舎"),
    ("Please read the terms of use carefully.", "en", "ja", "利用規約をよくお読みください。"),
    ("The report covers economic and social development in the region.", "en", "zh-Hans",
     "该报告涵盖了该地区的经济和社会发展。"),
    ("Hangul was created in 1443.", "en", "ko", "한글은 1443년에 창제되었습니다."),
    # Comments, placeholders and markup kept.
    ("<!-- nav --><a href=\"/help\">Help</a>", "en", "de", "<!-- nav --><a href=\"/help\">Hilfe</a>"),
    ("Hello {first_name}, your order {order_id} has shipped.", "en", "fr",
     "Bonjour {first_name}, votre commande {order_id} a été expédiée."),
    ("{count} new messages", "en", "ru", "Новых сообщений: {count}"),
    ("Click <b>Save</b> and then <b>Close</b>.", "en", "es", "Haz clic en <b>Guardar</b> y después en <b>Cerrar</b>."),
]
# fmt: on
