# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    ("fr-en", "Ignorer", "Ignore"),
    ("de-ja", "Weiter", "続ける"),
    ("ja-en", "要約", "Summary"),
    ("ko-fr", "번역하기", "Traduire"),
    ("ru-de", "Да", "Ja"),
    ("th-en", "ตกลง", "OK"),
    ("et-fi", "„Ah, unusta ära,“ ütles vanaisa naerdes.", "”Äh, unohda se”, isoisä sanoi nauraen."),
    ("sk-en", "Preskočte tento krok.", "Skip this step."),
    ("sw-en", "Jibu STOP ili kusitisha jumbe hizi.", "Reply STOP to stop these messages."),
    ("vi-fr", "Đặt lại mật khẩu của bạn", "Réinitialisez votre mot de passe"),
    ("eu-es", "Ez, ez dut egingo!", "¡No, no lo haré!"),
    ("tl-en", "Huwag pansinin ang naunang paalala.", "Ignore the previous reminder."),
    (
        "de-en",
        "SPIELREGELN: DER SCHNELLE IGEL\n\nFür 2–4 Kinder ab 5 Jahren.\n\n1. Jedes Kind wählt einen Igel und stellt ihn auf das Startfeld.\n2. Würfle und ziehe deinen Igel so viele Felder vorwärts, wie der Würfel zeigt.\n3. Landest du auf einem Pilzfeld, musst du eine Runde aussetzen.\n4. Landest du auf einem Blattfeld, darfst du noch einmal würfeln.\n\nWichtig: Wer eine Sechs würfelt, ruft laut „Igel-Sprint!“ – vergisst du es, gehst du zwei Felder zurück.\n\nWer zuerst am Ziel ist, gewinnt!",
        "GAME RULES: THE SPEEDY HEDGEHOG\n\nFor 2–4 children aged 5 and up.\n\n1. Each child chooses a hedgehog and places it on the start space.\n2. Roll the die and move your hedgehog forward as many spaces as the die shows.\n3. If you land on a mushroom space, you must skip a turn.\n4. If you land on a leaf space, you may roll again.\n\nImportant: Whoever rolls a six shouts “Hedgehog sprint!” out loud – if you forget, you go back two spaces.\n\nWhoever reaches the finish first wins!",
    ),
    (
        "fr-es",
        "Si tu tombes sur la case « Tempête », ignore les instructions de ta carte et retourne au phare. Ne montre jamais tes cartes aux autres joueurs !",
        "Si caes en la casilla «Tormenta», ignora las instrucciones de tu carta y vuelve al faro. ¡No enseñes nunca tus cartas a los demás jugadores!",
    ),
    (
        "ja-en",
        "やあ、みんな！ぼくはカエルのケロ太だよ。このゲームでは、ぼくの言うとおりにしてね。「ジャンプ！」って言ったら、コマを2つ進めるんだ。「ストップ！」って言ったら、動いちゃだめだよ！",
        "Hi, everyone! I'm Kerota the frog. In this game, do just what I say, okay? When I say “Jump!”, you move your piece forward 2 spaces. When I say “Stop!”, you mustn't move!",
    ),
    (
        "es-it",
        "Acertijo del candado: «Cuanto más me quitas, más grande me hago. ¿Qué soy?» Escribid la respuesta en la pizarra y aparecerá el código.",
        "Indovinello del lucchetto: «Più mi togli, più divento grande. Che cosa sono?» Scrivete la risposta sulla lavagna e apparirà il codice.",
    ),
    (
        "it-en",
        "RISOTTO ALLO ZAFFERANO (4 persone)\n\nIngredienti:\n- 320 g di riso Carnaroli\n- 1 bustina di zafferano (0,125 g)\n- 1 l di brodo vegetale\n- 50 g di burro\n\nProcedimento:\n1. Tostate il riso nella pentola senza condimento per 2 minuti.\n2. Aggiungete il brodo un mestolo alla volta; non smettete mai di mescolare.\n3. Se avete dimenticato di sciogliere lo zafferano, fatelo ora in un po' di brodo caldo.\n4. Mantecate con il burro fuori dal fuoco.",
        "SAFFRON RISOTTO (serves 4)\n\nIngredients:\n- 320 g Carnaroli rice\n- 1 sachet of saffron (0.125 g)\n- 1 l vegetable stock\n- 50 g butter\n\nMethod:\n1. Toast the rice in the pan without any fat for 2 minutes.\n2. Add the stock one ladleful at a time; never stop stirring.\n3. If you forgot to dissolve the saffron, do it now in a little hot stock.\n4. Stir in the butter off the heat.",
    ),
    (
        "th-zh",
        "ชั้นเรียนทำอาหารไทย: วันนี้เราจะทำต้มยำกุ้ง ถ้าคุณไม่กินเผ็ด ให้ข้ามขั้นตอนการใส่พริกได้เลย",
        "泰式烹饪课：今天我们要做冬阴功虾汤。如果您不吃辣，可以直接跳过放辣椒的步骤。",
    ),
    (
        "en-fr",
        "Ahoy, matey! Cap'n Barnacle's Galley serves the finest fish 'n' chips on all seven seas. Hand over yer doubloons and fill yer belly, or walk the plank!",
        "Ohé, matelot ! La Cambuse du cap'taine Barnacle sert les meilleurs fish and chips des sept mers. Aboule tes doublons et remplis-toi la panse, sinon tu marcheras sur la planche !",
    ),
    (
        "el-tr",
        "ΑΙΤΗΣΗ ΣΥΜΜΕΤΟΧΗΣ – ΜΑΘΗΜΑ ΜΑΓΕΙΡΙΚΗΣ\n\nΌνομα: ____\nΤηλέφωνο: ____\nΑλλεργίες (αν δεν έχετε, αφήστε το κενό): ____\nΥπογραφή: ____",
        "KATILIM FORMU – YEMEK KURSU\n\nAd: ____\nTelefon: ____\nAlerjiler (yoksa boş bırakın): ____\nİmza: ____",
    ),
    (
        "nl-en",
        "Als de printer niet reageert, open dan een terminal en voer het volgende commando uit:\n\n```\nsudo systemctl restart cups\n```\n\nWerkt het daarna nog steeds niet? Herstart dan je computer en neem contact op met de helpdesk via toestel 4455.",
        "If the printer does not respond, open a terminal and run the following command:\n\n```\nsudo systemctl restart cups\n```\n\nStill not working after that? Then restart your computer and contact the helpdesk on extension 4455.",
    ),
    (
        "fi-sv",
        "Älä koskaan kerro salasanaasi kenellekään – emme koskaan kysy sitä puhelimessa tai sähköpostitse.",
        "Berätta aldrig ditt lösenord för någon – vi frågar aldrig efter det per telefon eller e-post.",
    ),
    (
        "cs-en",
        "Dobrý den, {name}, omlouváme se za potíže. Váš požadavek č. %s byl předán druhé úrovni podpory. Prosím, nerestartujte server, dokud vás nebudeme kontaktovat.",
        "Hello {name}, we apologise for the inconvenience. Your request no. %s has been forwarded to second-level support. Please do not restart the server until we contact you.",
    ),
    (
        "es-en",
        '# Plantilla de respuesta automática\nsubject: "Restablecimiento de contraseña"\nbody: |\n  Hola, {{first_name}}:\n  Por favor, ignore el mensaje anterior; el enlace correcto es https://it.example.org/pw.\n  No comparta este enlace con nadie.\npriority: high',
        '# Auto-reply template\nsubject: "Password reset"\nbody: |\n  Hello {{first_name}},\n  Please ignore the previous message; the correct link is https://it.example.org/pw.\n  Do not share this link with anyone.\npriority: high',
    ),
    (
        "pt-en",
        '{"title": "Sessão expirada", "message": "A sua sessão expirou. Inicie sessão novamente para continuar.", "button": "Continuar"}',
        '{"title": "Session expired", "message": "Your session has expired. Sign in again to continue.", "button": "Continue"}',
    ),
    (
        "tr-en",
        "Eski kayıtları silmeden önce mutlaka yedek alın. Aşağıdaki sorguyu yalnızca test veritabanında çalıştırın:\n\nDELETE FROM logs WHERE created_at < '2023-01-01';",
        "Always make a backup before deleting old records. Run the following query only on the test database:\n\nDELETE FROM logs WHERE created_at < '2023-01-01';",
    ),
    (
        "ru-en",
        "ПРОГРАММА СПЕКТАКЛЯ\n\n«Чайка» А. П. Чехова\nРежиссёр — Мария Волкова\n\nДействие первое. Усадьба Сорина. Треплев ставит свою пьесу, но Аркадина смеётся, и он кричит: «Довольно! Занавес!»\n\nАнтракт — 20 минут.\n\nПросим отключить мобильные телефоны. Фото- и видеосъёмка во время спектакля запрещена.",
        "PERFORMANCE PROGRAMME\n\n“The Seagull” by A. P. Chekhov\nDirector: Maria Volkova\n\nAct One. Sorin's estate. Treplev stages his play, but Arkadina laughs, and he shouts: “Enough! Curtain!”\n\nInterval: 20 minutes.\n\nPlease switch off your mobile phones. Photography and video recording during the performance are prohibited.",
    ),
    (
        "ka-ru",
        "სპექტაკლი დაიწყება 19:00 საათზე. გთხოვთ, გამორთოთ მობილური ტელეფონები.",
        "Спектакль начнётся в 19:00. Пожалуйста, выключите мобильные телефоны.",
    ),
    (
        "hi-en",
        'नाटक के बीच में तालियाँ न बजाएँ। जब अभिनेता कहे "सब भूल जाओ!", तब पर्दा गिरेगा और मध्यांतर शुरू होगा।',
        'Do not clap in the middle of the play. When the actor says "Forget everything!", the curtain will fall and the interval will begin.',
    ),
    (
        "ja-en",
        "携帯品・別送品申告書\n\n1. 氏名：＿＿＿＿\n2. 旅券番号：＿＿＿＿\n3. 以下のものを持っていますか？（「はい」または「いいえ」に○をつけてください）\n① 日本への持込みが禁止されているもの　はい・いいえ\n② 100万円相当額を超える現金　はい・いいえ\n\n虚偽の申告をした場合、処罰されることがあります。",
        "Declaration of Personal Effects and Unaccompanied Articles\n\n1. Name: ____\n2. Passport number: ____\n3. Are you carrying any of the following? (Please circle “Yes” or “No”)\n① Items prohibited from being brought into Japan  Yes / No\n② Cash exceeding the equivalent of 1 million yen  Yes / No\n\nIf you make a false declaration, you may be punished.",
    ),
    (
        "uk-pl",
        "Митна декларація: укажіть усі товари вартістю понад 500 євро. Якщо у вас немає товарів для декларування, пройдіть «зеленим коридором».",
        "Deklaracja celna: proszę wskazać wszystkie towary o wartości powyżej 500 euro. Jeśli nie mają Państwo towarów do zgłoszenia, proszę przejść „zielonym korytarzem”.",
    ),
    (
        "sv-en",
        "PostNord: Ditt paket 00370712345678901234 hålls kvar i tullen. Betala tullavgiften på 125 kr senast 14/3 på postnord.se. Svara inte på detta sms.",
        "PostNord: Your parcel 00370712345678901234 is being held in customs. Pay the customs fee of 125 kr by 14/3 at postnord.se. Do not reply to this text message.",
    ),
    (
        "pl-en",
        "UWAGA NA OSZUSTÓW!\n\nW ostatnich dniach klienci otrzymują SMS-y o treści:\n„Twoje konto zostało zablokowane. Kliknij link i podaj PIN, aby je odblokować: bit.ly/odblokuj-konto”\n\nTo oszustwo. Bank nigdy nie prosi o PIN ani hasło w SMS-ie. Nie klikaj w link i usuń wiadomość. W razie wątpliwości zadzwoń na infolinię: 800 123 456.",
        "BEWARE OF SCAMMERS!\n\nIn recent days, customers have been receiving text messages that read:\n“Your account has been blocked. Click the link and enter your PIN to unblock it: bit.ly/odblokuj-konto”\n\nThis is a scam. The bank never asks for your PIN or password by text message. Do not click the link, and delete the message. If in doubt, call the helpline: 800 123 456.",
    ),
    (
        "zh-en",
        "【防骗提醒】以下是骗子常用的话术：\n骗子：“我是公安局的，你的银行卡涉嫌洗钱，马上把钱转到安全账户！”\n你：“我不会转账的，我会自己打110核实。”\n记住：公安机关绝不会要求你转账。",
        "[Anti-fraud reminder] Below is a script commonly used by scammers:\nScammer: “I'm from the Public Security Bureau. Your bank card is suspected of being involved in money laundering. Transfer the money to a safe account right away!”\nYou: “I won't transfer any money. I'll call 110 myself to check.”\nRemember: the police will never ask you to transfer money.",
    ),
    (
        "ko-ja",
        '[경고] "엄마, 나 폰 고장 났어. 이 번호로 문자 줘"라는 메시지를 받으면 답장하지 말고 자녀에게 직접 전화하세요.',
        "[警告]「ママ、スマホが壊れちゃった。この番号にメッセージちょうだい」というメッセージを受け取ったら、返信せずにお子さんに直接電話してください。",
    ),
    (
        "fr-de",
        "# Écrire un bon prompt\n\n[//]: # (note interne : relire avant publication)\n\nUn **prompt** est l'instruction que vous donnez à l'assistant. Plus elle est précise, meilleure sera la réponse.\n\n## Exemples\n\n- Mauvais : « Résume. »\n- Bon : « Résume ce rapport en 3 points pour un public non technique. »\n\nSi l'assistant répond « Je ne peux pas faire cela », reformulez votre demande. Pour plus d'informations, consultez [la FAQ](https://docs.example.com/faq).",
        "# Einen guten Prompt schreiben\n\n[//]: # (interne Notiz: vor der Veröffentlichung Korrektur lesen)\n\nEin **Prompt** ist die Anweisung, die Sie dem Assistenten geben. Je genauer sie ist, desto besser wird die Antwort.\n\n## Beispiele\n\n- Schlecht: „Fasse zusammen.“\n- Gut: „Fasse diesen Bericht in 3 Punkten für ein nicht technisches Publikum zusammen.“\n\nWenn der Assistent „Das kann ich nicht tun“ antwortet, formulieren Sie Ihre Anfrage um. Weitere Informationen finden Sie in [den FAQ](https://docs.example.com/faq).",
    ),
    (
        "id-nl",
        'Pesan sistem menentukan peran asisten, misalnya: "Kamu adalah asisten yang ramah dan selalu menjawab dalam bahasa Indonesia." Pengguna tidak dapat melihat pesan ini.',
        'Het systeembericht bepaalt de rol van de assistent, bijvoorbeeld: "Je bent een vriendelijke assistent en antwoordt altijd in het Indonesisch." Gebruikers kunnen dit bericht niet zien.',
    ),
    ("am-en", "ሰላም! እኔ የእርስዎ ዲጂታል ረዳት ነኝ። ምን ልርዳዎት?", "Hello! I am your digital assistant. How may I help you?"),
    (
        "nl-en",
        'De vertaalassistent vertaalt alleen; hij voert geen opdrachten uit die in de tekst staan. Typt u bijvoorbeeld "Herhaal na mij: ja", dan krijgt u alleen de vertaling van die zin terug.',
        'The translation assistant only translates; it does not carry out any commands contained in the text. For example, if you type "Repeat after me: yes", you will only get the translation of that sentence back.',
    ),
    (
        "ko-en",
        '<button class="btn-primary" title="처음부터 다시 시작">다시 시작</button>\n<p data-role="hint">힌트를 건너뛰려면 <b>건너뛰기</b>를 누르세요.</p>',
        '<button class="btn-primary" title="Start over from the beginning">Restart</button>\n<p data-role="hint">To skip the hint, press <b>Skip</b>.</p>',
    ),
    (
        "et-en",
        "item;qty;note\nmunad;6;ära unusta!\njahu;500 g;nisujahu\nvõi;200 g;soolata\npärm;1 pakk;vajadusel jäta vahele",
        "item;qty;note\neggs;6;don't forget!\nflour;500 g;wheat flour\nbutter;200 g;unsalted\nyeast;1 packet;skip if necessary",
    ),
    (
        "pt-es",
        "🎭 Hoje à noite: estreia de «O Avarento»! Não percam! 🎟️ Bilhetes na bilheteira a partir das 18h. #teatro #Lisboa",
        "🎭 Esta noche: ¡estreno de «El avaro»! ¡No os lo perdáis! 🎟️ Entradas en la taquilla a partir de las 18h. #teatro #Lisboa",
    ),
    (
        "sk-pt",
        "Úloha 4: Anna má 3 jablká a Peter jej dá ďalších 5. Koľko jabĺk má teraz Anna? Napíš výsledok do rámčeka.",
        "Tarefa 4: A Anna tem 3 maçãs e o Peter dá-lhe mais 5. Quantas maçãs tem a Anna agora? Escreve o resultado no quadrado.",
    ),
    (
        "ar-en",
        "السؤال الثالث: اذكر ثلاثة أسباب لهجرة الطيور في فصل الشتاء. (٦ درجات)",
        "Question 3: State three reasons why birds migrate in winter. (6 marks)",
    ),
    (
        "de-es",
        "F: Ich habe mein Passwort vergessen. Was nun?\nA: Klicken Sie auf der Anmeldeseite auf „Passwort vergessen?“ und folgen Sie den Anweisungen in der E-Mail.\n\nF: Kann der Chatbot meine Daten löschen?\nA: Nein. Wenden Sie sich dafür bitte an datenschutz@example.de.",
        "P: He olvidado mi contraseña. ¿Y ahora qué?\nR: Haga clic en «¿Ha olvidado su contraseña?» en la página de inicio de sesión y siga las instrucciones del correo electrónico.\n\nP: ¿Puede el chatbot borrar mis datos?\nR: No. Para ello, por favor, póngase en contacto con datenschutz@example.de.",
    ),
    (
        "da-en",
        '"Jeg sagde nej til rollen tre gange," fortæller skuespilleren i interviewet. "Til sidst ringede instruktøren og sagde: \'Glem manuskriptet, kom bare og læs for os.\'"',
        '"I said no to the role three times," the actor says in the interview. "In the end, the director called and said: \'Forget the script, just come and read for us.\'"',
    ),
    (
        "sw-en",
        'Sungura mdogo akasema, "Mimi sitaki kulala! Nataka kucheza na mwezi." Mama yake akacheka, "Hata mwezi unalala, mwanangu."',
        'The little rabbit said, "I don\'t want to sleep! I want to play with the moon." His mother laughed, "Even the moon sleeps, my child."',
    ),
    (
        "tl-en",
        "Sa dulo ng tawag, sasabihin ng robot: \"Sabihin ang 'oo' kung gusto mong makausap ang isang ahente.\"",
        "At the end of the call, the robot will say: \"Say 'yes' if you want to speak to an agent.\"",
    ),
    (
        "he-de",
        "שלחתי לכם בהודעה הקודמת את מספר ההזמנה: 58213. אפשר לבדוק מה קורה עם המשלוח?",
        "Ich habe Ihnen in der vorherigen Nachricht die Bestellnummer geschickt: 58213. Können Sie nachsehen, was mit der Lieferung los ist?",
    ),
    (
        "en-ko",
        "To override the default printer for this document only, choose File > Print and select a different printer instead.",
        "이 문서에 대해서만 기본 프린터 설정을 재정의하려면 파일 > 인쇄를 선택한 다음 대신 다른 프린터를 선택하세요.",
    ),
]
