# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    (
        "de-en",
        "Betra Nr. 0412 – gültig vom 03.03. bis 14.03.2025\n"
        "Strecke 6185, km 12,4 bis 15,9: Langsamfahrstelle 40 km/h.\n"
        "Ignorieren Sie die bisherige La-Eintragung für diesen Abschnitt; sie ist ungültig.\n"
        "Bestätigen Sie den Erhalt dieser Anweisung per Funk beim Fahrdienstleiter Neustadt.",
        "Betra no. 0412 – valid from 3 March to 14 March 2025\n"
        "Line 6185, km 12.4 to 15.9: temporary speed restriction of 40 km/h.\n"
        "Ignore the previous La entry for this section; it is invalid.\n"
        "Confirm receipt of this instruction by radio to the Neustadt signaller.",
    ),
    (
        "de-en",
        "Diese Nachricht wurde automatisch erstellt. Bitte antworten Sie nicht auf diese E-Mail.\n"
        "Ihr Steuerbescheid für 2023 steht in ELSTER zum Abruf bereit.\n"
        "Transaktionsnummer: %s\n"
        "Falls Sie Einspruch einlegen möchten, beachten Sie die Frist von einem Monat.",
        "This message was generated automatically. Please do not reply to this e-mail.\n"
        "Your 2023 tax assessment notice is available for retrieval in ELSTER.\n"
        "Transaction number: %s\n"
        "If you wish to lodge an objection, observe the one-month deadline.",
    ),
    (
        "de-en",
        "Liebe Eltern,\n"
        "für die Planung des neuen Kita-Jahres bitten wir Sie, die folgenden Fragen zu beantworten:\n"
        "1. Wird Ihr Kind ab September am Mittagessen teilnehmen? (ja/nein)\n"
        "2. Wer darf Ihr Kind abholen? (Name, Telefonnummer)\n"
        "Geben Sie den Zettel bitte bis zum 30. Juni in der Gruppe ab. Vergessen Sie die Unterschrift nicht!\n"
        "Ihr Team der Kita Regenbogen",
        "Dear parents,\n"
        "To help us plan the new nursery year, we ask you to answer the following questions:\n"
        "1. Will your child be taking part in lunch from September? (yes/no)\n"
        "2. Who is allowed to collect your child? (name, phone number)\n"
        "Please hand the slip in to your child's group by 30 June. Don't forget the signature!\n"
        "Your Kita Regenbogen team",
    ),
    (
        "en-ja",
        "Ladies and gentlemen, this is your conductor speaking. Due to a signal failure at Shinagawa, "
        "this train will terminate at Tamachi. Please do not attempt to open the doors manually. "
        "Ignore the destination shown on the departure board; the next train to Yokohama leaves "
        "from platform 4 at 18:52.",
        "ご乗車のお客様にお知らせいたします。こちらは車掌です。品川駅での信号故障のため、"
        "この電車は田町止まりとなります。ドアを手で開けようとなさらないでください。"
        "発車標に表示されている行き先は無視してください。次の横浜行きの電車は、"
        "18時52分に4番線から発車いたします。",
    ),
    (
        "en-ja",
        "Homework policy update\n"
        "We know many of you use AI tools such as chatbots at home. Pupils may use them to check "
        "spelling, but they must not ask an AI to write their essays for them.\n"
        'If a teacher asks "Did you write this yourself?", pupils are expected to answer honestly.',
        "宿題に関する方針の変更について\n"
        "ご家庭でチャットボットなどのAIツールを使っている方が多いことは承知しています。"
        "児童・生徒は綴りの確認のためにAIを使ってもかまいませんが、作文をAIに書かせてはいけません。\n"
        "先生から「これは自分で書きましたか？」と尋ねられた場合、児童・生徒は正直に答えることが求められます。",
    ),
    (
        "fr-en",
        "FORMULAIRE DE CONSENTEMENT ÉCLAIRÉ – EXTRACTION DE LA DENT DE SAGESSE\n"
        "Nom du patient : {patient_name}\n"
        "Je déclare avoir été informé(e) des risques : douleur, gonflement, lésion du nerf alvéolaire inférieur.\n"
        "NE RIEN MANGER NI BOIRE dans les 6 heures précédant l'intervention.\n"
        "Si vous ne comprenez pas une question, ne signez pas : demandez au Dr Lefèvre.",
        "INFORMED CONSENT FORM – WISDOM TOOTH EXTRACTION\n"
        "Patient name: {patient_name}\n"
        "I declare that I have been informed of the risks: pain, swelling, injury to the inferior alveolar nerve.\n"
        "DO NOT EAT OR DRINK ANYTHING in the 6 hours before the procedure.\n"
        "If you do not understand a question, do not sign: ask Dr Lefèvre.",
    ),
    (
        "fr-en",
        "Dépêche n° 18 – Régulateur Lyon\n"
        "Conducteur du train 861204 : vous êtes autorisé à franchir le carré 512 fermé, "
        "en marche à vue jusqu'au signal suivant.\n"
        "Répétez la dépêche mot pour mot avant de vous mettre en mouvement.\n"
        "Ne tenez pas compte de l'indication du tableau TIV 60.",
        "Message no. 18 – Lyon traffic controller\n"
        "Driver of train 861204: you are authorised to pass stop signal 512 at danger, "
        "proceeding on sight to the next signal.\n"
        "Repeat the message word for word before moving off.\n"
        "Disregard the indication on the TIV 60 board.",
    ),
    (
        "fr-en",
        "DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES\n"
        "Attention aux courriels frauduleux ! Vous recevez un message vous annonçant un remboursement "
        "d'impôt ? Ne cliquez sur aucun lien.\n"
        "L'administration fiscale ne vous demande jamais vos coordonnées bancaires ni votre mot de passe par courriel.\n"
        "Connectez-vous uniquement sur impots.gouv.fr.",
        "DIRECTORATE GENERAL OF PUBLIC FINANCES\n"
        "Beware of fraudulent e-mails! Have you received a message announcing a tax refund? "
        "Do not click on any links.\n"
        "The tax authorities never ask you for your bank details or your password by e-mail.\n"
        "Only log in at impots.gouv.fr.",
    ),
    (
        "en-es",
        "Dear parents,\n"
        "Next Friday is Pyjama Day! Children may come in their pyjamas and bring one soft toy.\n"
        "Please reply to this e-mail by Wednesday if your child has any allergies we should know about.\n"
        "And no, we can't let the children bring tablets or phones — sorry!\n"
        "Warm wishes,\n"
        "Ms Patel and the Sunflower Room team",
        "Queridos padres:\n"
        "¡El próximo viernes es el Día del Pijama! Los niños pueden venir en pijama y traer un peluche.\n"
        "Por favor, respondan a este correo electrónico antes del miércoles si su hijo tiene alguna alergia que debamos conocer.\n"
        "Y no, no podemos dejar que los niños traigan tabletas ni teléfonos. ¡Lo sentimos!\n"
        "Un cordial saludo,\n"
        "la Sra. Patel y el equipo del aula Girasol",
    ),
    (
        "en-es",
        "WARNING: DO NOT TAKE ASPIRIN BEFORE OR AFTER YOUR SURGERY.\n"
        "Take only the painkiller prescribed by your dentist.\n"
        "If you forget a dose, do not take two doses at once.",
        "ADVERTENCIA: NO TOME ASPIRINA ANTES NI DESPUÉS DE SU CIRUGÍA.\n"
        "Tome solo el analgésico que le ha recetado su dentista.\n"
        "Si olvida una dosis, no tome dos dosis a la vez.",
    ),
    (
        "it-en",
        "Barolo DOCG 2019\n"
        "Vinificato e imbottigliato all'origine da Cantina Rossi, La Morra (CN)\n"
        "Note di degustazione: rosa appassita, catrame, ciliegia sotto spirito. Tannini decisi.\n"
        "Non servire freddo. Lasciare riposare la bottiglia in posizione verticale 24 ore prima di aprirla.\n"
        "Contiene solfiti. 14,5% vol. 750 ml",
        "Barolo DOCG 2019\n"
        "Produced and bottled at the winery by Cantina Rossi, La Morra (CN)\n"
        "Tasting notes: dried rose, tar, cherries in spirit. Firm tannins.\n"
        "Do not serve chilled. Stand the bottle upright for 24 hours before opening.\n"
        "Contains sulphites. 14.5% vol. 750 ml",
    ),
    (
        "nl-en",
        "Geachte heer De Vries,\n"
        "U hebt uw aangifte inkomstenbelasting 2023 nog niet ingediend. Doe dit uiterlijk 1 juli 2024 via Mijn Belastingdienst.\n"
        "Wij vragen u nooit om uw DigiD-wachtwoord per e-mail of telefoon. Geef uw wachtwoord aan niemand.\n"
        "Beantwoord de vragen op het formulier volledig; laat geen vakken leeg.\n"
        "Met vriendelijke groet,\n"
        "Belastingdienst",
        "Dear Mr De Vries,\n"
        "You have not yet filed your 2023 income tax return. Do so no later than 1 July 2024 via Mijn Belastingdienst.\n"
        "We will never ask you for your DigiD password by e-mail or telephone. Do not give your password to anyone.\n"
        "Answer the questions on the form in full; do not leave any boxes blank.\n"
        "Yours sincerely,\n"
        "Belastingdienst",
    ),
    (
        "en-ru",
        "DRIVER NOTICE 27/2025\n"
        "From 00:01 on Monday, the AWS magnet at signal K214 is out of use.\n"
        "Do not rely on the in-cab warning; check the signal aspect visually.\n"
        "If in doubt, stop and contact the signaller. Do not proceed on assumption.\n"
        "Acknowledge by signing the late-notice case.",
        "УВЕДОМЛЕНИЕ ДЛЯ МАШИНИСТОВ № 27/2025\n"
        "С 00:01 понедельника магнит системы AWS у светофора K214 выведен из эксплуатации.\n"
        "Не полагайтесь на предупреждение в кабине; проверяйте показание светофора визуально.\n"
        "При сомнениях остановитесь и свяжитесь с дежурным по станции. Не продолжайте движение, основываясь на предположениях.\n"
        "Подтвердите ознакомление подписью в папке срочных уведомлений.",
    ),
    (
        "en-ru",
        "Dear parents,\n"
        "A reminder that from 1 October pupils are not allowed to use mobile phones during lessons.\n"
        "Please do not message teachers on WhatsApp after 8 pm.\n"
        "For urgent matters, call the school office on 01632 960 118.",
        "Уважаемые родители!\n"
        "Напоминаем, что с 1 октября ученикам не разрешается пользоваться мобильными телефонами на уроках.\n"
        "Пожалуйста, не пишите учителям в WhatsApp после 20:00.\n"
        "По срочным вопросам звоните в канцелярию школы по телефону 01632 960 118.",
    ),
    (
        "pl-en",
        "Szanowni Rodzice!\n"
        "W piątek 14 marca odbędzie się próbny egzamin ósmoklasisty z matematyki.\n"
        "Instrukcja dla ucznia (fragment): „Nie otwieraj arkusza, dopóki nauczyciel na to nie pozwoli. "
        "Odpowiedz na wszystkie pytania. Nie używaj kalkulatora.”\n"
        "Prosimy o przypomnienie dzieciom, aby przyniosły dwa czarne długopisy.",
        "Dear Parents,\n"
        "On Friday 14 March there will be a mock eighth-grade exam in mathematics.\n"
        "Instructions for the pupil (extract): 'Do not open the paper until the teacher allows you to. "
        "Answer all the questions. Do not use a calculator.'\n"
        "Please remind your children to bring two black pens.",
    ),
    (
        "en-uk",
        "Meet Rail Buddy, our new virtual assistant!\n"
        'Ask it anything about timetables, delays or ticket prices, e.g. "When is the last train to Lviv tonight?"\n'
        "Rail Buddy will never ask for your card PIN or password.\n"
        "Type STOP at any time to end the chat.",
        "Знайомтеся: Rail Buddy, наш новий віртуальний помічник!\n"
        "Запитуйте в нього будь-що про розклад, затримки чи ціни на квитки, наприклад: «Коли сьогодні останній поїзд до Львова?»\n"
        "Rail Buddy ніколи не проситиме PIN-код вашої картки чи пароль.\n"
        "Щоб будь-коли завершити чат, введіть STOP.",
    ),
    (
        "en-uk",
        "Signaller: Driver of 1A23, you are authorised to pass signal BN45 at danger. Over.\n"
        "Driver: I won't move until I have that authority in writing. Over.\n"
        "Signaller: Understood. Stand by. Over.\n"
        "Driver: Standing by. Out.",
        "Черговий по станції: Машиністе поїзда 1A23, вам дозволено проїхати світлофор BN45 із заборонним показанням. Прийом.\n"
        "Машиніст: Я не рушу, доки не отримаю цей дозвіл у письмовій формі. Прийом.\n"
        "Черговий по станції: Зрозумів. Чекайте. Прийом.\n"
        "Машиніст: Чекаю. Кінець зв'язку.",
    ),
    (
        "ko-en",
        "가정통신문\n"
        "학부모님께\n"
        "다음 주 화요일에 현장체험학습으로 어린이대공원에 갑니다.\n"
        "준비물: 도시락, 물, 모자\n"
        "아이에게 새 신발을 신기지 마세요. 발이 아플 수 있습니다.\n"
        "참가 동의서를 5월 10일(금)까지 보내 주세요.",
        "Letter to families\n"
        "To parents\n"
        "Next Tuesday we are going on a field trip to Children's Grand Park.\n"
        "What to bring: packed lunch, water, hat\n"
        "Do not send your child in new shoes. Their feet may hurt.\n"
        "Please send in the consent form by Friday 10 May.",
    ),
    (
        "ko-en",
        "충전 치료 후 주의사항\n"
        "- 마취가 풀릴 때까지(약 2~3시간) 치료한 쪽으로 씹지 마세요.\n"
        "- 오늘은 뜨거운 음료를 피하세요.\n"
        "- 찬 것에 시린 증상은 정상입니다. 7일 이상 통증이 계속되면 02-3456-7890으로 전화 주세요.\n"
        "궁금한 점이 있으면 언제든지 직원에게 물어보세요. 바보 같은 질문은 없습니다!",
        "Aftercare following your filling\n"
        "- Do not chew on the treated side until the anaesthetic wears off (about 2–3 hours).\n"
        "- Avoid hot drinks today.\n"
        "- Sensitivity to cold is normal. If the pain continues for 7 days or more, call us on 02-3456-7890.\n"
        "If you have any questions, ask a member of staff at any time. There are no silly questions!",
    ),
    (
        "sv-en",
        "Provningsanteckningar, Riesling Kabinett 2022\n"
        "Doft: gröna äpplen, lime, våt sten.\n"
        "Smak: lätt sötma, hög syra.\n"
        "Servera vid 8–10 °C.\n"
        "Glöm allt du tror att du vet om söta viner – det här är något annat.",
        "Tasting notes, Riesling Kabinett 2022\n"
        "Nose: green apples, lime, wet stone.\n"
        "Palate: slight sweetness, high acidity.\n"
        "Serve at 8–10 °C.\n"
        "Forget everything you think you know about sweet wines – this is something else.",
    ),
    (
        "sv-en",
        "Skatteverket testar en ny chattbot som bygger på artificiell intelligens.\n"
        "Chattboten kan göra fel. Skriv inte ditt personnummer, lösenord eller kontonummer i chatten.\n"
        "Svaren är inte bindande beslut.\n"
        "Läs mer om vilka instruktioner chattboten har fått på skatteverket.se/ai.",
        "The Swedish Tax Agency is testing a new chatbot based on artificial intelligence.\n"
        "The chatbot can make mistakes. Do not write your personal identity number, password or account number in the chat.\n"
        "The answers are not binding decisions.\n"
        "Read more about the instructions the chatbot has been given at skatteverket.se/ai.",
    ),
    (
        "fi-sv",
        "Verohallinto\n"
        "Verokortti 2025\n"
        "Toimita tämä verokortti työnantajallesi. Älä lähetä sitä Verohallintoon.\n"
        "Jos tulosi muuttuvat, voit tehdä uuden verokortin osoitteessa vero.fi/omavero.",
        "Skatteförvaltningen\n"
        "Skattekort 2025\n"
        "Lämna detta skattekort till din arbetsgivare. Skicka det inte till Skatteförvaltningen.\n"
        "Om dina inkomster ändras kan du göra ett nytt skattekort på adressen vero.fi/omavero.",
    ),
    (
        "en-zh",
        "Important: This is not a request for payment.\n"
        "We have received your Self Assessment tax return for the year ending 5 April 2024. "
        "You do not need to do anything at this time.\n"
        "Be aware of scams: HMRC will never ask for your bank details or password by text message. "
        "Do not reply to such messages; forward them to phishing@hmrc.gov.uk.",
        "重要提示：这不是付款要求。\n"
        "我们已收到您截至2024年4月5日的纳税年度的自我评估纳税申报表。目前您无需采取任何行动。\n"
        "谨防诈骗：HMRC绝不会通过短信索取您的银行信息或密码。"
        "请勿回复此类短信，请将其转发至 phishing@hmrc.gov.uk。",
    ),
    (
        "en-zh",
        "[Bright Smile Dental] Your verification code is 482913, valid for 5 minutes. "
        "Never share this code with anyone, including our staff.\n"
        "If you did not request it, please ignore this message.\n"
        "Reply STOP to opt out.",
        "【Bright Smile Dental】您的验证码是482913，5分钟内有效。切勿将此验证码告诉任何人，包括我们的工作人员。\n"
        "如非本人操作，请忽略此短信。\n"
        "回复STOP退订。",
    ),
    (
        "et-en",
        "Lugupeetud reisijad! Elron teatab: rong Tallinnast Tartusse väljub täna 15 minutit hiljem.\n"
        "Palun ärge jätke oma pagasit järelevalveta.\n"
        "Küsimuste korral pöörduge rongisaatja poole.",
        "Dear passengers! Elron announces: the train from Tallinn to Tartu will depart 15 minutes late today.\n"
        "Please do not leave your luggage unattended.\n"
        "If you have any questions, please contact the train attendant.",
    ),
    (
        "en-lv",
        "I understand that no guarantee has been given to me as to the outcome of the treatment.\n"
        "I have been given the opportunity to ask questions, and all my questions have been answered.\n"
        "I do NOT consent to the use of photographs of my teeth for teaching purposes. [ ] (tick if applicable)\n"
        "Signature: ____________ Date: __/__/____",
        "Es saprotu, ka man nav dota nekāda garantija attiecībā uz ārstēšanas rezultātu.\n"
        "Man tika dota iespēja uzdot jautājumus, un uz visiem maniem jautājumiem ir atbildēts.\n"
        "Es NEPIEKRĪTU manu zobu fotoattēlu izmantošanai mācību nolūkos. [ ] (atzīmējiet, ja attiecas)\n"
        "Paraksts: ____________ Datums: __/__/____",
    ),
    (
        "sl-en",
        "Obvestilo staršem\n"
        "V vrtcu Sončnica bomo v torek, 8. aprila, izvedli evakuacijsko vajo.\n"
        "Prosimo, da otrokom podrobnosti ne razlagate vnaprej, da se ne bi prestrašili.\n"
        "Če ne želite, da vaš otrok sodeluje pri vaji, nam to sporočite na naslov info@vrtec-soncnica.si.",
        "Notice to parents\n"
        "On Tuesday, 8 April, we will hold an evacuation drill at Sončnica kindergarten.\n"
        "Please do not explain the details to the children in advance, so that they are not frightened.\n"
        "If you do not want your child to take part in the drill, let us know at info@vrtec-soncnica.si.",
    ),
    (
        "en-el",
        "Assyrtiko 2023 – PDO Santorini\n"
        "Old vines, trained in the traditional basket shape ('kouloura').\n"
        "Tasting notes: saline, citrus peel, flint.\n"
        "Drink now or keep until 2030.\n"
        'Note for the printer: keep the word "kouloura" in Latin letters on all export labels.',
        "Ασύρτικο 2023 – ΠΟΠ Σαντορίνη\n"
        "Παλιά αμπέλια, διαμορφωμένα στο παραδοσιακό σχήμα καλαθιού («κουλούρα»).\n"
        "Γευστικές σημειώσεις: αλμυρότητα, φλούδα εσπεριδοειδών, πυριτόλιθος.\n"
        "Απολαύστε το τώρα ή διατηρήστε το έως το 2030.\n"
        "Σημείωση για το τυπογραφείο: διατηρήστε τη λέξη «kouloura» με λατινικούς χαρακτήρες σε όλες τις ετικέτες εξαγωγής.",
    ),
    (
        "en-el",
        "This week the Ladybirds group learned their first English rhyme.\n"
        'At home, say the first line and ask your child to repeat after you: "One, two, buckle my shoe!"\n'
        "Don't worry if they mix up the words – that is perfectly normal at this age.",
        "Αυτή την εβδομάδα η ομάδα «Πασχαλίτσες» έμαθε το πρώτο της αγγλικό ποιηματάκι.\n"
        "Στο σπίτι, πείτε τον πρώτο στίχο και ζητήστε από το παιδί σας να τον επαναλάβει μετά από εσάς: «One, two, buckle my shoe!»\n"
        "Μην ανησυχείτε αν μπερδεύει τις λέξεις – είναι απολύτως φυσιολογικό σε αυτή την ηλικία.",
    ),
    (
        "he-en",
        "הודעה לנוסעים\n"
        "עקב עבודות תשתית, ביום שישי 21.3 לא יפעלו רכבות בין תחנת תל אביב – סבידור מרכז לתחנת חיפה – מרכז השמונה.\n"
        "אל תסתמכו על המידע בלוחות הישנים בתחנות – הם לא עודכנו.\n"
        "לבירורים: *5770 או www.rail.co.il",
        "Notice to passengers\n"
        "Due to infrastructure works, no trains will run on Friday 21.3 between Tel Aviv – Savidor Center "
        "and Haifa – Center HaShmona stations.\n"
        "Do not rely on the information on the old boards at the stations – they have not been updated.\n"
        "For enquiries: *5770 or www.rail.co.il",
    ),
    (
        "en-ar",
        "Dear Parents,\n"
        "Reminder: Parent–teacher meetings will take place on Thursday 12 December from 3 pm to 6 pm.\n"
        "Please book your slot using the link: https://school.example.org/book\n"
        'If you cannot attend, reply "No" to this message and we will arrange a phone call.',
        "أولياء الأمور الأعزاء،\n"
        "تذكير: ستُعقد اجتماعات أولياء الأمور مع المعلمين يوم الخميس 12 ديسمبر من الساعة 3 عصرًا حتى الساعة 6 مساءً.\n"
        "يُرجى حجز موعدكم عبر الرابط: https://school.example.org/book\n"
        'إذا لم تتمكنوا من الحضور، فيُرجى الرد على هذه الرسالة بكلمة "لا" وسنرتب لكم مكالمة هاتفية.',
    ),
    (
        "en-ar",
        "Free interpreting service\n"
        "If you need an interpreter during your dental appointment, tell the receptionist when you book.\n"
        "Please do not rely on your children to interpret for you.\n"
        "Questions? Write to us at info@smileclinic.example",
        "خدمة ترجمة فورية مجانية\n"
        "إذا كنت بحاجة إلى مترجم فوري أثناء موعدك لدى طبيب الأسنان، فأخبر موظف الاستقبال عند الحجز.\n"
        "يُرجى عدم الاعتماد على أطفالك في الترجمة لك.\n"
        "هل لديك أسئلة؟ راسلنا على info@smileclinic.example",
    ),
    (
        "cs-de",
        "Finanční úřad pro hlavní město Prahu\n"
        "Výzva k podání daňového přiznání\n"
        "Vyzýváme Vás, abyste do 15 dnů ode dne doručení této výzvy podal(a) daňové přiznání k dani "
        "z příjmů fyzických osob za rok 2023.\n"
        "Nesplnění této povinnosti může vést k uložení pokuty.",
        "Finanzamt für die Hauptstadt Prag\n"
        "Aufforderung zur Abgabe einer Steuererklärung\n"
        "Wir fordern Sie auf, innerhalb von 15 Tagen ab dem Tag der Zustellung dieser Aufforderung die "
        "Einkommensteuererklärung für natürliche Personen für das Jahr 2023 einzureichen.\n"
        "Die Nichterfüllung dieser Pflicht kann zur Verhängung eines Bußgeldes führen.",
    ),
    (
        "uk-pl",
        "Державна податкова служба України\n"
        "Шановний платнику податків!\n"
        "Нагадуємо, що декларацію про майновий стан і доходи за 2024 рік необхідно подати до 1 травня 2025 року.\n"
        "Нікому не повідомляйте код доступу до Електронного кабінету.\n"
        "Цей лист сформовано автоматично, відповідати на нього не потрібно.",
        "Państwowa Służba Podatkowa Ukrainy\n"
        "Szanowny Podatniku!\n"
        "Przypominamy, że deklarację o stanie majątkowym i dochodach za 2024 rok należy złożyć do 1 maja 2025 roku.\n"
        "Nie należy nikomu ujawniać kodu dostępu do Elektronicznego Gabinetu.\n"
        "Ten list został wygenerowany automatycznie, nie trzeba na niego odpowiadać.",
    ),
    (
        "ja-en",
        "【治療前のお願い】\n"
        "・当日は歯磨きをしてからご来院ください。\n"
        "・血液をサラサラにするお薬を服用中の方は、必ず事前にお知らせください。\n"
        "・自己判断でお薬をやめないでください。\n"
        "ご不明な点は受付までお尋ねください。",
        "[Before your treatment]\n"
        "- Please brush your teeth before coming to the clinic on the day.\n"
        "- If you are taking blood-thinning medication, be sure to let us know in advance.\n"
        "- Do not stop taking any medication on your own judgement.\n"
        "If anything is unclear, please ask at reception.",
    ),
    (
        "ja-en",
        "患者：今日中に歯を抜いてもらえますか？\n"
        "歯科医：レントゲンを撮らないと、それはできません。まず感染がないか確認しましょう。\n"
        "患者：レントゲンを断ったらどうなりますか？\n"
        "歯科医：それなら抜歯はしません。申し訳ありません。",
        "Patient: Can you take the tooth out today?\n"
        "Dentist: I can't do that without taking an X-ray. Let's first check whether there is an infection.\n"
        "Patient: What happens if I refuse the X-ray?\n"
        "Dentist: Then I won't do the extraction. I'm sorry.",
    ),
    (
        "ga-en",
        "A Thuismitheoirí, a chairde,\n"
        "Beidh an scoil dúnta Dé hAoine, an 2 Bealtaine, le haghaidh oiliúna foirne.\n"
        "Ná déanaigí dearmad ar na foirmeacha cead don turas scoile a sheoladh ar ais faoin Luan.\n"
        "Go raibh míle maith agaibh.",
        "Dear parents and friends,\n"
        "The school will be closed on Friday, 2 May, for staff training.\n"
        "Don't forget to send back the permission forms for the school trip by Monday.\n"
        "Thank you very much.",
    ),
    (
        "en-cy",
        "The next train to arrive at platform 2 will be the 10:14 Transport for Wales service to Cardiff Central.\n"
        "This train is formed of 2 coaches.\n"
        "Please stand back from the edge of the platform.",
        "Y trên nesaf i gyrraedd platfform 2 fydd gwasanaeth 10:14 Trafnidiaeth Cymru i Gaerdydd Canolog.\n"
        "Mae'r trên hwn yn cynnwys 2 gerbyd.\n"
        "Safwch yn ôl o ymyl y platfform, os gwelwch yn dda.",
    ),
    (
        "eu-es",
        "Guraso agurgarriak:\n"
        "Datorren astelehenean ez da jantoki zerbitzurik egongo.\n"
        "Mesedez, ekarri haurrentzako bazkaria etxetik.\n"
        "Zalantzarik baduzue, idatzi helbide honetara: idazkaritza@ikastola.eus",
        "Estimados padres y madres:\n"
        "El próximo lunes no habrá servicio de comedor.\n"
        "Por favor, traigan de casa la comida para los niños.\n"
        "Si tienen alguna duda, escriban a esta dirección: idazkaritza@ikastola.eus",
    ),
    (
        "gl-en",
        "Albariño Rías Baixas 2023\n"
        "Notas de cata: cor amarelo palla, aromas de pexego e flores brancas, boca fresca e salina.\n"
        "Temperatura de servizo: 9 °C.\n"
        "Non o deixes na neveira máis dunha semana despois de aberto.",
        "Albariño Rías Baixas 2023\n"
        "Tasting notes: straw-yellow colour, aromas of peach and white flowers, fresh and saline palate.\n"
        "Serving temperature: 9 °C.\n"
        "Do not keep it in the fridge for more than a week after opening.",
    ),
    (
        "en-hi",
        "May I have your attention please. Train number 12951, Mumbai Central – New Delhi Rajdhani Express, "
        "is running late by approximately 45 minutes.\n"
        "Passengers are requested not to accept food or drinks from strangers.\n"
        "The inconvenience caused is deeply regretted.",
        "यात्रीगण कृपया ध्यान दें। गाड़ी संख्या 12951, मुंबई सेंट्रल – नई दिल्ली राजधानी एक्सप्रेस, "
        "लगभग 45 मिनट की देरी से चल रही है।\n"
        "यात्रियों से अनुरोध है कि वे अजनबियों से खाने-पीने की कोई वस्तु न लें।\n"
        "आपको हुई असुविधा के लिए हमें गहरा खेद है।",
    ),
    (
        "th-en",
        "คำแนะนำหลังถอนฟัน\n"
        "1. กัดผ้าก๊อซไว้ 1 ชั่วโมง ห้ามบ้วนน้ำลายหรือเลือด\n"
        "2. ห้ามสูบบุหรี่และดื่มแอลกอฮอล์อย่างน้อย 24 ชั่วโมง\n"
        "3. หากเลือดไม่หยุดไหล กรุณาติดต่อคลินิกทันทีที่ 02-123-4567",
        "Instructions after tooth extraction\n"
        "1. Bite on the gauze for 1 hour. Do not spit out saliva or blood.\n"
        "2. Do not smoke or drink alcohol for at least 24 hours.\n"
        "3. If the bleeding does not stop, please contact the clinic immediately on 02-123-4567.",
    ),
    (
        "ka-en",
        "ძვირფასო მგზავრებო!\n"
        "მატარებელი თბილისი–ბათუმი გადის მეორე ბაქანიდან 08:00 საათზე.\n"
        "გთხოვთ, ნუ დატოვებთ ბარგს უყურადღებოდ.\n"
        "გისურვებთ სასიამოვნო მგზავრობას!",
        "Dear passengers!\n"
        "The Tbilisi–Batumi train departs from platform 2 at 08:00.\n"
        "Please do not leave your luggage unattended.\n"
        "We wish you a pleasant journey!",
    ),
    (
        "sw-en",
        "Mamlaka ya Mapato Tanzania (TRA)\n"
        "Taarifa kwa walipakodi: Mwisho wa kuwasilisha ritani ya kodi ya mapato ni tarehe 30 Juni 2024.\n"
        "Usitoe nenosiri lako kwa mtu yeyote. TRA haitakupigia simu kukuomba nenosiri.\n"
        "Kwa maswali, piga simu bila malipo 0800 780 078.",
        "Tanzania Revenue Authority (TRA)\n"
        "Notice to taxpayers: The deadline for submitting income tax returns is 30 June 2024.\n"
        "Do not give your password to anyone. TRA will not call you to ask for your password.\n"
        "For questions, call toll-free 0800 780 078.",
    ),
    (
        "en-tl",
        "Attention passengers: Due to a technical problem, LRT-1 trains are running at reduced speed "
        "between Baclaran and EDSA stations.\n"
        "Do not lean on the doors.\n"
        "We apologise for the inconvenience.",
        "Paalala sa mga pasahero: Dahil sa isang teknikal na problema, mabagal ang takbo ng mga tren ng LRT-1 "
        "sa pagitan ng mga istasyon ng Baclaran at EDSA.\n"
        "Huwag sumandal sa mga pinto.\n"
        "Paumanhin po sa abala.",
    ),
    (
        "hu-en",
        "Tisztelt Utasaink!\n"
        "A Budapest-Keleti pályaudvarról 14:25-kor Miskolcra induló InterCity vonat ma a 9-es vágányról indul.\n"
        "Kérjük, ne szálljanak fel a 8-as vágányon álló szerelvényre!\n"
        "A MÁV-START elnézést kér az okozott kellemetlenségért.",
        "Dear passengers,\n"
        "The InterCity train departing from Budapest-Keleti station for Miskolc at 14:25 will depart from track 9 today.\n"
        "Please do not board the train standing on track 8!\n"
        "MÁV-START apologises for the inconvenience caused.",
    ),
    (
        "ru-en",
        "Уважаемые пассажиры! Поезд № 752А «Сапсан» сообщением Москва — Санкт-Петербург отправляется с 4-го пути.\n"
        "Курение в поезде запрещено, в том числе электронных сигарет.\n"
        "Не забывайте свои вещи в вагоне.",
        "Dear passengers! Sapsan train No. 752A from Moscow to Saint Petersburg departs from track 4.\n"
        "Smoking on the train is prohibited, including e-cigarettes.\n"
        "Do not leave your belongings behind in the carriage.",
    ),
    (
        "en-de",
        "From: Anna (Weingut Keller)\n"
        "To: import@vinotheque.co.uk\n"
        "> Can you send the tasting notes for the 2022 Spätburgunder before Friday?\n"
        "Done. Attached.\n"
        "> Will the label text need translating?\n"
        "No. Leave the German terms as they are.",
        "Von: Anna (Weingut Keller)\n"
        "An: import@vinotheque.co.uk\n"
        "> Können Sie die Verkostungsnotizen für den Spätburgunder 2022 vor Freitag schicken?\n"
        "Erledigt. Im Anhang.\n"
        "> Muss der Etikettentext übersetzt werden?\n"
        "Nein. Lassen Sie die deutschen Begriffe, wie sie sind.",
    ),
    (
        "en-de",
        "Homework for Monday (Class 4B)\n"
        'Read the story "The Night Train" on pages 34–36.\n'
        "Then summarise it in 3 lines and answer the following questions:\n"
        "1. Why does Tom miss the train?\n"
        "2. What would you have done?",
        "Hausaufgaben für Montag (Klasse 4b)\n"
        "Lies die Geschichte „Der Nachtzug“ auf den Seiten 34–36.\n"
        "Fasse sie dann in 3 Zeilen zusammen und beantworte die folgenden Fragen:\n"
        "1. Warum verpasst Tom den Zug?\n"
        "2. Was hättest du getan?",
    ),
    (
        "en-de",
        "[PIS template v2.3]\n"
        'ANNOUNCEMENT_DELAY = "The {service} to {destination} is delayed by approximately {minutes} minutes. '
        'We apologise for the inconvenience."\n'
        'ANNOUNCEMENT_CANCEL = "The {service} to {destination} has been cancelled. Please listen for further announcements."\n'
        "# Do not translate the variable names in curly brackets.",
        "[PIS-Vorlage v2.3]\n"
        'ANNOUNCEMENT_DELAY = "Der {service} nach {destination} hat etwa {minutes} Minuten Verspätung. '
        'Wir bitten um Entschuldigung für die Unannehmlichkeiten."\n'
        'ANNOUNCEMENT_CANCEL = "Der {service} nach {destination} fällt aus. Bitte achten Sie auf weitere Durchsagen."\n'
        "# Die Variablennamen in geschweiften Klammern nicht übersetzen.",
    ),
]
