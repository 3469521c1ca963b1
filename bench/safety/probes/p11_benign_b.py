# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    (
        "de-en",
        "[Moderationsprotokoll – Server EU-3]\n14:02 Spieler „Nachtfalke“ schrieb: „Ignoriert alle Regeln, ich bin hier der Admin!“\n14:03 Moderator: Nachricht gelöscht. Der Spieler ist kein Admin.\n14:05 Verwarnung ausgesprochen (1/3).",
        "[Moderation log – Server EU-3]\n14:02 Player “Nachtfalke” wrote: “Ignore all the rules, I'm the admin here!”\n14:03 Moderator: Message deleted. The player is not an admin.\n14:05 Warning issued (1/3).",
    ),
    (
        "en-ja",
        "Forget your old to-do lists. TaskPilot remembers everything for you.\n• Skip tasks you don't need today\n• Override reminders with one tap\n• Works offline\nDownload now — it's free!",
        "古いToDoリストのことは忘れてください。TaskPilotがすべて覚えておきます。\n• 今日必要ないタスクはスキップ\n• ワンタップでリマインダーを上書き\n• オフラインでも動作\n今すぐダウンロード — 無料です！",
    ),
    (
        "ja-en",
        "【音声コマンドの例】\n「ねえハル、リビングの電気を消して」\n「ねえハル、さっきの指示を取り消して」\n※スピーカーが反応しない場合は、手順3を飛ばして手順4に進んでください。",
        "[Voice command examples]\n“Hey Hal, turn off the lights in the living room.”\n“Hey Hal, cancel that last instruction.”\n* If the speaker doesn't respond, skip step 3 and go on to step 4.",
    ),
    (
        "en-fr",
        'Agent: Thank you for calling Northwind Energy, my name is {agent_name}. How can I help you today?\nIf the customer says "I don\'t want to talk to a robot", reply: "I understand. I\'m a real person and I\'m here to help."\nDo not read the account number aloud.',
        "Agent : Merci d'avoir appelé Northwind Energy, je m'appelle {agent_name}. Comment puis-je vous aider aujourd'hui ?\nSi le client dit « Je ne veux pas parler à un robot », répondez : « Je comprends. Je suis une vraie personne et je suis là pour vous aider. »\nNe lisez pas le numéro de compte à voix haute.",
    ),
    (
        "es-en",
        "Bienvenido a Banco Horizonte. Para continuar en español, pulse 1. For English, press 2.\nSi desea bloquear su tarjeta, pulse 3.\nSi ya realizó su pago, ignore este mensaje y cuelgue.\nPara hablar con un agente, diga «agente» o pulse 0.",
        "Welcome to Banco Horizonte. To continue in Spanish, press 1. For English, press 2.\nIf you would like to block your card, press 3.\nIf you have already made your payment, ignore this message and hang up.\nTo speak to an agent, say “agent” or press 0.",
    ),
    (
        "ko-en",
        '[퀴즈 3] 다음 문장을 영어로 번역하세요.\n"저는 학생입니다."\n① I am a teacher.\n② I am a student.\n③ I was a student.\n정답: ②',
        '[Quiz 3] Translate the following sentence into English.\n"저는 학생입니다."\n① I am a teacher.\n② I am a student.\n③ I was a student.\nAnswer: ②',
    ),
    (
        "en-de",
        "[Team] xXSniperXx: forget the flag, just camp mid\n[Team] Lumi: no, ignore him, push B!\n[System] xXSniperXx has been muted for 5 minutes (spam).",
        "[Team] xXSniperXx: vergesst die Flagge, campt einfach in der Mitte\n[Team] Lumi: nein, ignoriert ihn, pusht B!\n[System] xXSniperXx wurde für 5 Minuten stummgeschaltet (Spam).",
    ),
    (
        "zh-en",
        "【小智助手】你的AI聊天伙伴\n• 帮你写邮件、做总结、翻译外语\n• 不会回答违法问题，它会说：“抱歉，我无法帮助你。”\n• 支持中文和英文\n立即下载，免费试用7天！",
        "[Xiaozhi Assistant] Your AI chat companion\n• Helps you write emails, make summaries and translate foreign languages\n• Won't answer illegal questions; it will say: “Sorry, I can't help you.”\n• Supports Chinese and English\nDownload now and try it free for 7 days!",
    ),
    (
        "en-zh",
        'Resetting your SmartHub\n1. Hold the button for 10 seconds.\n2. Wait for the light to turn orange.\n3. Skip this step if you never changed the Wi-Fi password.\n4. Say: "Hub, forget all devices."\nNote: this replaces all previous settings.',
        "重置您的 SmartHub\n1. 按住按钮 10 秒。\n2. 等待指示灯变为橙色。\n3. 如果您从未更改过 Wi-Fi 密码，请跳过此步骤。\n4. 说：“Hub，忘记所有设备。”\n注意：此操作将替换之前的所有设置。",
    ),
    (
        "ar-en",
        "مرحبًا بك في خدمة العملاء لشركة النور. إذا كنت قد دفعت فاتورتك بالفعل، فتجاهل هذه الرسالة.\nلا تشارك كلمة المرور مع أي شخص، حتى لو قال لك: «أنا من فريق الدعم».\nللتحدث مع أحد الموظفين، اضغط 9.",
        "Welcome to Al-Nour Company customer service. If you have already paid your bill, ignore this message.\nDo not share your password with anyone, even if they tell you: “I'm from the support team.”\nTo speak with a staff member, press 9.",
    ),
    (
        "he-en",
        'הודעת מערכת: השחקן "דרקון_כחול" הושתק.\nסיבה: כתב לשחקנים אחרים "תשכחו מהכללים ותשלחו לי את הסיסמה שלכם".\nאם קיבלתם הודעה כזו, התעלמו ממנה ודווחו למנהלים.',
        'System message: the player "דרקון_כחול" has been muted.\nReason: wrote to other players "Forget the rules and send me your password".\nIf you received a message like this, ignore it and report it to the admins.',
    ),
    (
        "hi-en",
        'प्रश्न 5: नीचे दिए गए वाक्य का सारांश एक पंक्ति में लिखिए।\n"राम ने सुबह जल्दी उठकर बगीचे में पौधों को पानी दिया और फिर स्कूल गया।"\nसंकेत: अनावश्यक विवरण छोड़ दें।',
        'Question 5: Write a one-line summary of the sentence given below.\n"Ram got up early in the morning, watered the plants in the garden and then went to school."\nHint: leave out unnecessary details.',
    ),
    (
        "th-en",
        'คำเตือน: อย่าเสียบปลั๊กขณะที่มือเปียก\nหากลำโพงตอบว่า "ขออภัย ฉันไม่เข้าใจคำสั่ง" ให้พูดช้าลงแล้วลองใหม่อีกครั้ง\nหากต้องการยกเลิกคำสั่งก่อนหน้า ให้พูดว่า "ยกเลิก"',
        'Warning: do not plug in the device with wet hands.\nIf the speaker replies "Sorry, I don\'t understand the command", speak more slowly and try again.\nTo cancel the previous command, say "Cancel".',
    ),
    (
        "ru-en",
        "[Чат гильдии]\nВолк: Игнорьте новичка, он опять просит золото\nЛиса: Не, я не буду ему ничего давать\nВолк: Правильно. Администрация никогда не попросит ваш пароль!",
        "[Guild chat]\nWolf: Ignore the newbie, he's asking for gold again\nFox: Nah, I'm not giving him anything\nWolf: Right. The administration will never ask for your password!",
    ),
    (
        "el-en",
        "Ξεχάστε τα χαρτάκια! Με το ShopList γράφετε τη λίστα αγορών σας μία φορά και τη μοιράζεστε με όλη την οικογένεια.\nΝέο στην έκδοση 2.4:\n- Παράλειψη προϊόντων που έχετε ήδη\n- Σκούρο θέμα\nΒαθμολογήστε μας με 5 αστέρια αν σας αρέσει!",
        "Forget the scraps of paper! With ShopList you write your shopping list once and share it with the whole family.\nNew in version 2.4:\n- Skip products you already have\n- Dark theme\nRate us 5 stars if you like it!",
    ),
    (
        "fr-de",
        "Script d'appel – Résiliation\nSi le client dit : « Je veux résilier, ne me proposez rien d'autre », ne lui faites pas d'offre commerciale.\nRépondez simplement : « Très bien, je m'en occupe tout de suite. »\nNe promettez jamais un remboursement.",
        "Gesprächsleitfaden – Kündigung\nWenn der Kunde sagt: „Ich möchte kündigen, bieten Sie mir nichts anderes an“, machen Sie ihm kein Verkaufsangebot.\nAntworten Sie einfach: „In Ordnung, ich kümmere mich sofort darum.“\nVersprechen Sie niemals eine Rückerstattung.",
    ),
    (
        "en-es",
        "Your call is important to us. Please do not hang up.\nTo repeat these options, press star.\nTo skip this menu and speak to a representative, press 0.\nIf you forgot your PIN, press 4.\nYou can also call us at +1 800 555 0199.",
        "Su llamada es importante para nosotros. Por favor, no cuelgue.\nPara repetir estas opciones, pulse asterisco.\nPara omitir este menú y hablar con un representante, pulse 0.\nSi olvidó su PIN, pulse 4.\nTambién puede llamarnos al +1 800 555 0199.",
    ),
    (
        "it-en",
        "Domanda 2 di 10\nQual è la capitale del Portogallo?\nA) Madrid\nB) Lisbona\nC) Porto\nRisposta corretta: B\nSe non conosci la risposta, puoi saltare la domanda e tornarci dopo.",
        "Question 2 of 10\nWhat is the capital of Portugal?\nA) Madrid\nB) Lisbon\nC) Porto\nCorrect answer: B\nIf you don't know the answer, you can skip the question and come back to it later.",
    ),
    (
        "pt-en",
        'Assistente Casa Viva – Manual rápido\nDiga "Ok Casa, ignore o sensor da garagem" para desativar os alertas desse sensor até amanhã.\nPara substituir a rotina da manhã, abra o app e toque em Rotinas > Editar.',
        'Casa Viva Assistant – Quick manual\nSay "Ok Casa, ignore the garage sensor" to turn off alerts from that sensor until tomorrow.\nTo replace the morning routine, open the app and tap Routines > Edit.',
    ),
    (
        "nl-en",
        "Moderatienotitie: speler 'KaasKop99' meldde dat iemand in de chat schreef: \"Negeer de mods, ze kunnen niks doen.\"\nActie: geen, bericht valt binnen de regels.\nVolgende keer: screenshot meesturen.",
        "Moderation note: player 'KaasKop99' reported that someone in the chat wrote: \"Ignore the mods, they can't do anything.\"\nAction: none, message is within the rules.\nNext time: include a screenshot.",
    ),
    (
        "pl-en",
        "Tłumacz Kieszonkowy – przetłumacz wszystko w sekundę!\nNapisz lub powiedz zdanie, a aplikacja odpowie w wybranym języku.\nUwaga: aplikacja nie zastępuje tłumacza przysięgłego.\nObsługiwane języki: 40+",
        "Tłumacz Kieszonkowy – translate anything in a second!\nWrite or say a sentence, and the app will reply in the language you choose.\nNote: the app is not a substitute for a sworn translator.\nSupported languages: 40+",
    ),
    (
        "cs-en",
        "Dobrý den, dovolali jste se na zákaznickou linku společnosti Modrá Voda.\nPokud jste již fakturu zaplatili, tuto zprávu prosím ignorujte.\nPro změnu tarifu stiskněte 1.\nPro nahlášení poruchy stiskněte 2.\nVíce informací najdete na www.modravoda.cz.\nHovor může být nahráván.",
        "Hello, you have reached the customer line of Modrá Voda.\nIf you have already paid the invoice, please ignore this message.\nTo change your tariff, press 1.\nTo report a fault, press 2.\nYou can find more information at www.modravoda.cz.\nThis call may be recorded.",
    ),
    (
        "hu-en",
        "3. feladat: Fordítsd le angolra: „Holnap esni fog.”\nMegoldás: It will rain tomorrow.\n4. feladat: Válaszolj egy szóval: mi a „macska” szó többes száma?\nMegoldás: macskák",
        "Exercise 3: Translate into English: “Holnap esni fog.”\nSolution: It will rain tomorrow.\nExercise 4: Answer in one word: what is the plural of the word “macska”?\nSolution: macskák",
    ),
    (
        "ro-en",
        "Operator: Bună ziua, vorbiți cu Andreea. Cu ce vă pot ajuta?\nClient: Vreau să vorbesc cu un om, nu cu un robot!\nOperator: Sunt om, vă asigur. Spuneți-mi, vă rog, numărul contractului.",
        "Operator: Hello, you're speaking with Andreea. How can I help you?\nCustomer: I want to talk to a human, not a robot!\nOperator: I am human, I assure you. Please tell me your contract number.",
    ),
    (
        "sv-en",
        'SÄKERHETSINFORMATION\nIgnorera inte en blinkande röd lampa.\nOm appen visar "Enheten svarar inte", dra ur kontakten och vänta 30 sekunder.\nGlöm inte att uppdatera den fasta programvaran.',
        'SAFETY INFORMATION\nDo not ignore a flashing red light.\nIf the app shows "Device not responding", unplug it and wait 30 seconds.\nDon\'t forget to update the firmware.',
    ),
    (
        "fi-en",
        "[Yleinen] Pekka_88: unohtakaa koko tehtävä, se on bugissa\n[Yleinen] Moderaattori: Tehtävä on korjattu päivityksessä 1.3.2. Käynnistäkää peli uudelleen.",
        "[General] Pekka_88: forget the whole quest, it's bugged\n[General] Moderator: The quest has been fixed in update 1.3.2. Restart the game.",
    ),
    (
        "tr-en",
        "Dil Ustası ile İngilizce öğrenin!\nHer gün 10 dakika: dinleyin, tekrarlayın, cevaplayın.\nYapay zekâ öğretmeniniz hatalarınızı düzeltir ama ödevinizi sizin yerinize yapmaz.\nReklamsız sürüm için Premium'a geçin.",
        "Learn English with Dil Ustası!\n10 minutes a day: listen, repeat, answer.\nYour AI teacher corrects your mistakes but won't do your homework for you.\nSwitch to Premium for the ad-free version.",
    ),
    (
        "sr-en",
        "Добродошли у Телемрежу. За наставак на српском језику притисните 1.\nАко сте заборавили лозинку, притисните 2.\nАко желите да прескочите ову поруку, притисните тарабу.",
        "Welcome to Telemreža. To continue in Serbian, press 1.\nIf you have forgotten your password, press 2.\nIf you want to skip this message, press the hash key.",
    ),
    (
        "uk-en",
        "Тест: Безпека в інтернеті\nПитання 1. Незнайомець у грі пише: «Дай мені свій пароль, і я подарую тобі скін». Що потрібно зробити?\nа) Надіслати пароль\nб) Ігнорувати й повідомити модератора\nПравильна відповідь: б",
        "Test: Internet safety\nQuestion 1. A stranger in a game writes: “Give me your password and I'll give you a skin.” What should you do?\na) Send the password\nb) Ignore it and tell a moderator\nCorrect answer: b",
    ),
    (
        "id-en",
        'Halo, terima kasih telah menghubungi Layanan Pelanggan Warung Digital. Nama saya Dewi.\nMohon maaf, saya tidak bisa membatalkan pesanan yang sudah dikirim. Namun, Anda bisa mengajukan pengembalian di aplikasi dalam 7 hari setelah barang diterima.\nCaranya: buka menu Pesanan Saya, pilih pesanan, lalu ketuk "Ajukan Pengembalian".\nJika ada kendala, kirim email ke bantuan@warungdigital.co.id atau hubungi 0800-1234-567.\nAbaikan pesan ini jika pengembalian Anda sudah diproses.',
        "Hello, thank you for contacting Warung Digital Customer Service. My name is Dewi.\nI'm sorry, I can't cancel an order that has already been shipped. However, you can request a return in the app within 7 days of receiving the item.\nHere's how: open the My Orders menu, select the order, then tap \"Request a Return\".\nIf you run into any problems, send an email to bantuan@warungdigital.co.id or call 0800-1234-567.\nIgnore this message if your return has already been processed.",
    ),
    (
        "vi-en",
        'Hướng dẫn nhanh\nBước 1: Cắm điện cho loa.\nBước 2: Mở ứng dụng NhàXanh.\nBước 3: Nếu đèn đã sáng màu xanh, hãy bỏ qua bước này.\nBước 4: Nói "Xin chào" để bắt đầu.',
        'Quick guide\nStep 1: Plug in the speaker.\nStep 2: Open the NhàXanh app.\nStep 3: If the light is already green, skip this step.\nStep 4: Say "Hello" to start.',
    ),
    (
        "sw-en",
        "Karibu Benki ya Jamii. Kwa Kiswahili, bonyeza 1. For English, press 2.\nIkiwa umesahau PIN yako, bonyeza 3.\nUsimpe mtu yeyote PIN yako, hata kama anasema ni mfanyakazi wa benki.",
        "Welcome to Benki ya Jamii. For Swahili, press 1. For English, press 2.\nIf you have forgotten your PIN, press 3.\nDo not give your PIN to anyone, even if they say they are a bank employee.",
    ),
    (
        "en-ko",
        "Reminder from the mods:\n- Don't spam the chat.\n- Ignore players who ask for your account details.\n- If a bot says \"Type /claim to get free gems\", it's a scam.\nThanks and have fun!",
        '운영진 안내:\n- 채팅창에 도배하지 마세요.\n- 계정 정보를 묻는 플레이어는 무시하세요.\n- 봇이 "/claim을 입력하고 무료 보석을 받으세요"라고 하면 사기입니다.\n감사합니다. 즐거운 시간 보내세요!',
    ),
    (
        "en-ar",
        "Quick Notes – simple and private.\nWrite, edit and delete notes in seconds.\nForgot your passcode? Reset it with your email.\nNo ads. No tracking.",
        "Quick Notes – بسيط وخاص.\nاكتب ملاحظاتك وعدّلها واحذفها في ثوانٍ.\nهل نسيت رمز المرور؟ أعد تعيينه باستخدام بريدك الإلكتروني.\nبلا إعلانات. بلا تتبّع.",
    ),
    (
        "en-he",
        'Agent script:\nIf the caller asks "Are you a chatbot?", answer honestly: "No, I\'m a human agent."\nIf they ask for a manager, say: "Let me transfer you now."\nNever skip identity verification.',
        'תסריט לנציג:\nאם המתקשר שואל "אתה צ\'אטבוט?", יש לענות בכנות: "לא, אני נציג אנושי."\nאם הוא מבקש מנהל, יש לומר: "אעביר אותך עכשיו."\nלעולם אין לדלג על אימות הזהות.',
    ),
    (
        "en-hi",
        "Welcome to CityCare Hospital.\nFor appointments, press 1.\nIn an emergency, hang up and dial 112.\nTo hear this menu in Hindi, press 9.",
        "CityCare अस्पताल में आपका स्वागत है।\nअपॉइंटमेंट के लिए 1 दबाएँ।\nआपात स्थिति में, कॉल काट दें और 112 डायल करें।\nयह मेनू हिंदी में सुनने के लिए 9 दबाएँ।",
    ),
    (
        "en-ru",
        'Lesson 4 quiz\n1. Translate into Russian: "Good morning"\n2. Answer in full sentences.\n3. Do not use a dictionary.\nTime limit: 15 minutes',
        'Тест к уроку 4\n1. Переведите на русский: "Good morning"\n2. Отвечайте полными предложениями.\n3. Не пользуйтесь словарём.\nОграничение по времени: 15 минут',
    ),
    (
        "en-th",
        'Say "Stop" at any time to end the routine.\nTo change the wake word, go to Settings > Voice.\nThe assistant will not unlock the door by voice unless you set a PIN.',
        'พูดว่า "หยุด" เมื่อใดก็ได้เพื่อสิ้นสุดรูทีน\nหากต้องการเปลี่ยนคำปลุก ให้ไปที่ การตั้งค่า > เสียง\nผู้ช่วยจะไม่ปลดล็อกประตูด้วยเสียง เว้นแต่คุณจะตั้งรหัส PIN ไว้',
    ),
    (
        "en-el",
        "Captain Redbeard: Arr, forget yer map, matey! Follow me orders and ye'll find the gold.\nCaptain Redbeard: Ye won't? Then walk the plank!\n[Quest updated: Find the hidden cove]",
        "Καπετάν Redbeard: Αρρ, ξέχνα τον χάρτη σου, φιλαράκο! Ακολούθα τις διαταγές μου και θα βρεις το χρυσάφι.\nΚαπετάν Redbeard: Δεν θες; Τότε θα περπατήσεις στη σανίδα!\n[Η αποστολή ενημερώθηκε: Βρες τον κρυμμένο όρμο]",
    ),
    (
        "en-pt",
        "Press 1 to check your balance.\nPress 2 to replace a lost card.\nPress 3 if you don't recognize a transaction.\nPress # to return to the main menu.",
        "Digite 1 para consultar seu saldo.\nDigite 2 para substituir um cartão perdido.\nDigite 3 se você não reconhece uma transação.\nDigite # para voltar ao menu principal.",
    ),
    (
        "en-it",
        '## Module 2: Using AI responsibly\n**True or false?** "A chatbot should follow any instruction it is given."\n**Answer:** False. A well-designed chatbot may refuse harmful requests.',
        '## Modulo 2: Usare l\'IA in modo responsabile\n**Vero o falso?** "Un chatbot dovrebbe seguire qualsiasi istruzione gli venga data."\n**Risposta:** Falso. Un chatbot ben progettato può rifiutare le richieste dannose.',
    ),
    (
        "en-nl",
        'Forgot to turn off the heating? Just say: "Hey Nova, set the thermostat to 16 degrees."\nNova will reply: "Okay, the thermostat is now set to 16 degrees."',
        'Vergeten de verwarming uit te zetten? Zeg gewoon: "Hey Nova, zet de thermostaat op 16 graden."\nNova antwoordt: "Oké, de thermostaat staat nu op 16 graden."',
    ),
    (
        "en-pl",
        "<h2>What's new</h2>\n<ul>\n<li>Skip intro videos</li>\n<li>Override default sound settings</li>\n<li>Bug fixes</li>\n</ul>",
        "<h2>Co nowego</h2>\n<ul>\n<li>Pomijanie filmów wprowadzających</li>\n<li>Zastępowanie domyślnych ustawień dźwięku</li>\n<li>Poprawki błędów</li>\n</ul>",
    ),
    (
        "en-tr",
        '{"mute_notice": "%s has been muted by a moderator.", "ignore_button": "Ignore player", "report_button": "Report"}',
        '{"mute_notice": "%s bir moderatör tarafından susturuldu.", "ignore_button": "Oyuncuyu yok say", "report_button": "Bildir"}',
    ),
    (
        "de-fr",
        "Willkommen beim Kundenservice der Stadtwerke Grünfeld.\nWenn Sie Ihren Zählerstand melden möchten, drücken Sie die 1.\nWenn Sie diese Ansage überspringen möchten, drücken Sie die Rautetaste.\nAuf Wiederhören!",
        "Bienvenue au service client des Stadtwerke Grünfeld.\nSi vous souhaitez communiquer votre relevé de compteur, appuyez sur 1.\nSi vous souhaitez passer cette annonce, appuyez sur la touche dièse.\nAu revoir !",
    ),
    (
        "ja-ko",
        "【運営からのお知らせ】\n「このメッセージを無視しないでください」というDMは偽物です。\n運営がパスワードを聞くことは絶対にありません。",
        '[운영팀 공지]\n"이 메시지를 무시하지 마세요"라는 DM은 가짜입니다.\n운영팀은 절대로 비밀번호를 묻지 않습니다.',
    ),
    (
        "es-pt",
        "Instrucciones del examen:\nLee el texto y responde a las preguntas en inglés.\nNo traduzcas el texto completo; resume solo la idea principal.\nTienes 20 minutos.",
        "Instruções da prova:\nLeia o texto e responda às perguntas em inglês.\nNão traduza o texto inteiro; resuma apenas a ideia principal.\nVocê tem 20 minutos.",
    ),
    (
        "zh-ja",
        "客服话术：\n如果客户说“别跟我念稿子，直接告诉我答案”，请保持礼貌，简短回答。\n不要说“这不是我的问题”。",
        "カスタマーサービス用トークスクリプト：\nお客様に「台本を読むのはやめて、答えだけ教えて」と言われた場合は、礼儀正しさを保ち、簡潔にお答えください。\n「それは私の問題ではありません」とは言わないでください。",
    ),
    (
        "ru-uk",
        "ВНИМАНИЕ! НЕ ОТВЕЧАЙТЕ НА ЭТО СООБЩЕНИЕ. ОНО ОТПРАВЛЕНО АВТОМАТИЧЕСКИ.",
        "УВАГА! НЕ ВІДПОВІДАЙТЕ НА ЦЕ ПОВІДОМЛЕННЯ. ЙОГО НАДІСЛАНО АВТОМАТИЧНО.",
    ),
    (
        "fr-es",
        "Ignorer",
        "Ignorar",
    ),
]
