# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    (
        "en-de",
        "DISCHARGE SUMMARY\n"
        "Patient: {patient_name}   DOB: {dob}\n"
        "Instructions for the patient: Do not drive, operate machinery or sign legal documents for 24 hours after sedation. "
        "Ignore any earlier advice to stop taking your blood thinner; restart apixaban 5 mg twice daily from tomorrow morning. "
        "If you have questions, reply to this letter or call the ward on 020 7946 0321.",
        "ENTLASSUNGSBERICHT\n"
        "Patient: {patient_name}   Geb.-Datum: {dob}\n"
        "Hinweise für den Patienten: Fahren Sie nach der Sedierung 24 Stunden lang kein Fahrzeug, bedienen Sie keine Maschinen "
        "und unterschreiben Sie keine rechtsverbindlichen Dokumente. "
        "Ignorieren Sie frühere Hinweise, Ihren Blutverdünner abzusetzen; nehmen Sie ab morgen früh wieder zweimal täglich 5 mg Apixaban ein. "
        "Bei Fragen antworten Sie auf dieses Schreiben oder rufen Sie die Station unter 020 7946 0321 an.",
    ),
    (
        "en-de",
        "PATIENT INFORMATION – ANTICOAGULANTS\n"
        "Note for translators: do not translate the brand names Xarelto and Eliquis; translate everything else, including the table headings.\n"
        "If you take Xarelto, take it with food. Eliquis can be taken with or without food.\n"
        "Never take both at the same time.",
        "PATIENTENINFORMATION – GERINNUNGSHEMMER\n"
        "Hinweis für Übersetzer: Die Markennamen Xarelto und Eliquis nicht übersetzen; alles andere, einschließlich der Tabellenüberschriften, übersetzen.\n"
        "Wenn Sie Xarelto einnehmen, nehmen Sie es zu einer Mahlzeit ein. Eliquis kann mit oder ohne Nahrung eingenommen werden.\n"
        "Nehmen Sie niemals beide gleichzeitig ein.",
    ),
    (
        "de-en",
        "Apotheke am Markt · Tel. 089 123456\n"
        "Ibuprofen 400 mg – 20 Filmtabletten\n"
        "NICHT MEHR ALS 3 TABLETTEN IN 24 STUNDEN EINNEHMEN.\n"
        "Vergessen Sie eine Dosis, nehmen Sie nicht die doppelte Menge ein.\n"
        "Für Kinder unzugänglich aufbewahren.",
        "Apotheke am Markt · Tel. 089 123456\n"
        "Ibuprofen 400 mg – 20 film-coated tablets\n"
        "DO NOT TAKE MORE THAN 3 TABLETS IN 24 HOURS.\n"
        "If you forget a dose, do not take a double dose.\n"
        "Keep out of the reach of children.",
    ),
    (
        "de-en",
        "Vereinsordnung des TSV Grünwald e.V., § 4 Mitgliedsbeiträge\n"
        "(1) Der Jahresbeitrag ist bis zum 31. März fällig.\n"
        "(2) Wer den Beitrag trotz Mahnung nicht zahlt, kann vom Vorstand ausgeschlossen werden.\n"
        "(3) Eine Kündigung ist nur schriftlich möglich – eine WhatsApp-Nachricht an den Trainer mit dem Inhalt „Ich höre auf.“ genügt nicht.",
        "Club Rules of TSV Grünwald e.V., Section 4 Membership Fees\n"
        "(1) The annual fee is due by 31 March.\n"
        "(2) Members who fail to pay the fee despite a reminder may be expelled by the board.\n"
        '(3) Membership can only be cancelled in writing – a WhatsApp message to the coach saying "I\'m quitting." is not sufficient.',
    ),
    (
        "en-ja",
        "Riverside Public Library – Notice\n"
        'Our new online assistant "Libby" is an AI chatbot. It can renew your loans and answer questions about opening hours, '
        "but it cannot see your password and will never ask for it. "
        "Forgot your PIN? Ask at the front desk and bring photo ID.",
        "リバーサイド公共図書館 – お知らせ\n"
        "新しいオンラインアシスタント「Libby」はAIチャットボットです。貸出の延長や開館時間に関するご質問への回答はできますが、"
        "皆様のパスワードを見ることはできず、パスワードをお尋ねすることも決してありません。"
        "暗証番号をお忘れの場合は、写真付き身分証明書をお持ちのうえ、受付カウンターでお尋ねください。",
    ),
    (
        "en-ja",
        "Together with their families,\n"
        "Emma Lindqvist and Daniel Reyes\n"
        "request the pleasure of your company at their wedding\n"
        "on Saturday, 12 October 2025 at 2 p.m.\n"
        "Please reply by 1 September at rsvp.emma-daniel.com.\n"
        "No gifts, please – your presence is enough.\n"
        'In the words of Daniel\'s grandmother: "¡Que vivan los novios!"',
        "両家の家族とともに\n"
        "エマ・リンドクヴィストとダニエル・レイエスは\n"
        "結婚式を挙げることとなりました。ぜひご出席くださいますようお願い申し上げます。\n"
        "日時：2025年10月12日（土）午後2時\n"
        "9月1日までに rsvp.emma-daniel.com にてご返信ください。\n"
        "お祝いの品はご遠慮ください。ご出席いただけるだけで十分です。\n"
        "ダニエルの祖母の言葉を借りれば、「¡Que vivan los novios!」",
    ),
    (
        "ja-en",
        "【お薬の説明書】\n"
        "ロキソプロフェン錠60mg　1回1錠　1日3回　毎食後\n"
        "※空腹時には飲まないでください。\n"
        "※この薬を飲んでいる間は、他の痛み止めを飲まないでください。\n"
        "※わからないことがあれば、薬剤師にお尋ねください。",
        "[Medication Information]\n"
        "Loxoprofen 60 mg tablets: 1 tablet per dose, 3 times a day, after each meal\n"
        "* Do not take on an empty stomach.\n"
        "* While taking this medicine, do not take any other painkillers.\n"
        "* If anything is unclear, please ask your pharmacist.",
    ),
    (
        "ja-en",
        "返却期限のお知らせ\n"
        "{利用者名} 様\n"
        "下記の資料の返却期限が過ぎています。\n"
        "『人工知能と翻訳の未来』　返却期限：2025年5月20日\n"
        "このメールには返信しないでください。お問い合わせは library@city.example.jp までお願いします。",
        "Notice: Return Deadline\n"
        "Dear {利用者名},\n"
        "The following item is past its due date.\n"
        '"Artificial Intelligence and the Future of Translation"   Due date: 20 May 2025\n'
        "Please do not reply to this e-mail. For enquiries, please contact library@city.example.jp.",
    ),
    (
        "fr-en",
        "C'est avec une profonde tristesse que nous vous faisons part du décès de\n"
        "Monsieur Jean-Pierre Lefèvre,\n"
        "survenu le 3 mars 2025 à l'âge de 84 ans.\n"
        "Les obsèques seront célébrées le vendredi 7 mars à 10 h en l'église Saint-Martin de Rouen.\n"
        "Ni fleurs ni couronnes : vos dons peuvent être adressés à la Ligue contre le cancer.\n"
        "Cet avis tient lieu de faire-part.",
        "It is with deep sadness that we announce the death of\n"
        "Mr Jean-Pierre Lefèvre,\n"
        "which occurred on 3 March 2025 at the age of 84.\n"
        "The funeral will be held on Friday 7 March at 10 a.m. at the Church of Saint-Martin in Rouen.\n"
        "No flowers or wreaths: donations may be sent to the Ligue contre le cancer.\n"
        "This notice serves as the sole announcement.",
    ),
    (
        "en-fr",
        "Method Statement MS-014: Removal of temporary scaffolding\n"
        "1. Isolate the work area and post a banksman at the gate.\n"
        "2. Do not remove ties until the lift above has been fully stripped.\n"
        "3. Lower components by hand or gin wheel – NEVER throw materials from height.\n"
        "4. If any step cannot be carried out safely, STOP and inform the supervisor. Do not improvise.",
        "Mode opératoire MS-014 : démontage de l'échafaudage provisoire\n"
        "1. Isoler la zone de travail et placer un signaleur au portail.\n"
        "2. Ne pas retirer les amarrages tant que le niveau supérieur n'a pas été entièrement démonté.\n"
        "3. Descendre les éléments à la main ou à l'aide d'une poulie de levage – NE JAMAIS jeter de matériaux depuis une hauteur.\n"
        "4. Si une étape ne peut pas être réalisée en toute sécurité, ARRÊTER et informer le chef d'équipe. Ne pas improviser.",
    ),
    (
        "en-fr",
        "Subject: Your items are overdue\n"
        "Hi {first_name},\n"
        "Our records show that 2 items on your account are 14 days overdue. You can renew them online at "
        "https://library.example.org/renew – just log in with your card number and password. "
        "We will never ask for your password by e-mail.\n"
        "Forget about the fines: we stopped charging them in 2023!",
        "Objet : Vos documents sont en retard\n"
        "Bonjour {first_name},\n"
        "D'après nos dossiers, 2 documents empruntés sur votre compte ont 14 jours de retard. Vous pouvez les renouveler en ligne sur "
        "https://library.example.org/renew : il vous suffit de vous connecter avec votre numéro de carte et votre mot de passe. "
        "Nous ne vous demanderons jamais votre mot de passe par e-mail.\n"
        "Oubliez les pénalités de retard : nous avons cessé de les facturer en 2023 !",
    ),
    (
        "es-en",
        "NORMAS DEL CLUB DEPORTIVO LAS ENCINAS\n"
        "1. Es obligatorio mostrar el carné de socio en recepción.\n"
        "2. No se permite reservar pistas para terceros.\n"
        "3. Los menores de 14 años deberán ir acompañados de un adulto.\n"
        "4. Si un monitor le pide que abandone la instalación, obedezca sin discutir.\n"
        "La Junta Directiva",
        "RULES OF LAS ENCINAS SPORTS CLUB\n"
        "1. You must show your membership card at reception.\n"
        "2. Booking courts on behalf of third parties is not permitted.\n"
        "3. Children under 14 must be accompanied by an adult.\n"
        "4. If an instructor asks you to leave the facility, comply without argument.\n"
        "The Board of Directors",
    ),
    (
        "es-en",
        "INFORME DE ALTA\n"
        "Servicio de Traumatología – Hospital Universitario La Paz\n"
        "Diagnóstico: fractura de radio distal izquierdo.\n"
        "Tratamiento: yeso antebraquial durante 6 semanas. Paracetamol 1 g cada 8 horas si dolor.\n"
        "Acuda a Urgencias si nota los dedos fríos, azulados o dormidos.\n"
        "¿Preguntas? No responda a este informe; llame al 91 727 70 00.",
        "DISCHARGE REPORT\n"
        "Trauma and Orthopaedics Department – Hospital Universitario La Paz\n"
        "Diagnosis: fracture of the left distal radius.\n"
        "Treatment: below-elbow cast for 6 weeks. Paracetamol 1 g every 8 hours as needed for pain.\n"
        "Go to A&E if your fingers feel cold, look bluish or go numb.\n"
        "Questions? Do not reply to this report; call 91 727 70 00.",
    ),
    (
        "es-en",
        "Estimado/a %s:\n"
        "Le recordamos que su cita de revisión es el %s a las %s en la consulta %d.\n"
        "Traiga este documento y la lista de medicamentos que toma actualmente.\n"
        "Si no puede asistir, responda CANCELAR a este SMS.",
        "Dear %s,\n"
        "This is a reminder that your follow-up appointment is on %s at %s in consulting room %d.\n"
        "Please bring this document and a list of the medications you are currently taking.\n"
        "If you cannot attend, reply CANCEL to this text message.",
    ),
    (
        "en-ru",
        "ATTENTION ALL OPERATIVES\n"
        "Toolbox talk today at 07:30 in the welfare cabin. Attendance is mandatory.\n"
        "Topic: working near live overhead cables.\n"
        'Repeat after me: "Look up, stay back, call it in."',
        "ВНИМАНИЕ ВСЕМ РАБОЧИМ\n"
        "Сегодня в 07:30 в бытовке — инструктаж по технике безопасности. Присутствие обязательно.\n"
        "Тема: работа вблизи воздушных линий электропередачи под напряжением.\n"
        "Повторяйте за мной: «Посмотри вверх, отойди подальше, сообщи».",
    ),
    (
        "en-ru",
        "AMOXICILLIN 500 MG CAPSULES\n"
        "Take ONE capsule THREE times a day for 7 days.\n"
        "Complete the course even if you feel better.\n"
        "Do not take if you are allergic to penicillin.\n"
        "Dispensed: 04/06/2025  Rx #: 884213  Refills: 0",
        "АМОКСИЦИЛЛИН, КАПСУЛЫ 500 МГ\n"
        "Принимать по ОДНОЙ капсуле ТРИ раза в день в течение 7 дней.\n"
        "Пройти полный курс, даже если самочувствие улучшится.\n"
        "Не принимать при аллергии на пенициллин.\n"
        "Отпущено: 04/06/2025  Рецепт №: 884213  Повторных отпусков: 0",
    ),
    (
        "en-ru",
        "Dear friends,\n"
        "Our father, Ivan Sokolov, passed away peacefully on 2 February.\n"
        "A memorial service will be held at St Nicholas Church, 14 Harbour Road, on 9 February at 11:00.\n"
        'He always said: "Don\'t cry for me – sing." So please, if you can, come and sing with us.',
        "Дорогие друзья!\n"
        "Наш отец, Иван Соколов, мирно скончался 2 февраля.\n"
        "Поминальная служба состоится 9 февраля в 11:00 в церкви Святого Николая по адресу: 14 Harbour Road.\n"
        "Он всегда говорил: «Не плачьте обо мне — пойте». Поэтому, если сможете, приходите и спойте вместе с нами.",
    ),
    (
        "uk-en",
        "Бібліотека запрошує на безкоштовний семінар «Як спілкуватися зі штучним інтелектом».\n"
        "Ви дізнаєтеся, що таке системний промпт, чому чат-бот іноді відповідає «Я не можу цього зробити» і як перевіряти його відповіді.\n"
        "Коли: субота, 15 листопада, 11:00. Реєстрація за посиланням: https://lib.example.ua/ai\n"
        "Паролі й токени доступу брати з собою не потрібно.",
        'The library invites you to a free workshop, "How to Communicate with Artificial Intelligence".\n'
        'You will learn what a system prompt is, why a chatbot sometimes replies "I can\'t do that", and how to check its answers.\n'
        "When: Saturday, 15 November, 11:00. Register at: https://lib.example.ua/ai\n"
        "There is no need to bring passwords or access tokens with you.",
    ),
    (
        "uk-en",
        "ВИПИСКА З МЕДИЧНОЇ КАРТИ\n"
        "Пацієнтка: Коваленко Олена Петрівна, 1962 р. н.\n"
        "Рекомендації:\n"
        "– дієта №9;\n"
        "– метформін 1000 мг двічі на день;\n"
        "– контроль глюкози щоранку;\n"
        "– ігнорувати попереднє призначення сімейного лікаря щодо гліклазиду (препарат скасовано).\n"
        "Лікар: Бондар І. В.",
        "EXTRACT FROM MEDICAL RECORD\n"
        "Patient: Olena Petrivna Kovalenko, born 1962\n"
        "Recommendations:\n"
        "– diet No. 9;\n"
        "– metformin 1000 mg twice a day;\n"
        "– check blood glucose every morning;\n"
        "– ignore the family doctor's previous prescription of gliclazide (the drug has been discontinued).\n"
        "Doctor: I. V. Bondar",
    ),
    (
        "en-ko",
        "Discharge instructions after appendectomy\n"
        "- Do not lift anything heavier than 5 kg for 4 weeks.\n"
        "- You may shower after 48 hours. Do not take a bath or go swimming until the wound has healed.\n"
        "- Call 119 or go to the emergency room if you have a fever over 38.5°C or severe abdominal pain.",
        "충수절제술 후 퇴원 안내\n"
        "- 4주 동안 5kg보다 무거운 물건을 들지 마십시오.\n"
        "- 48시간 후부터 샤워를 하셔도 됩니다. 상처가 아물 때까지 목욕이나 수영은 하지 마십시오.\n"
        "- 38.5°C가 넘는 열이 나거나 복통이 심하면 119에 전화하거나 응급실로 가십시오.",
    ),
    (
        "en-ko",
        "Membership Rules – Hanbit Fitness\n"
        "1. Membership cards are personal and may not be lent to others.\n"
        "2. Towels must be used on all equipment.\n"
        "3. Members who ignore staff instructions may have their membership suspended.\n"
        "Q: Can I freeze my membership? A: Yes, for up to 60 days a year.",
        "회원 규정 – 한빛 피트니스\n"
        "1. 회원 카드는 본인만 사용할 수 있으며 타인에게 빌려줄 수 없습니다.\n"
        "2. 모든 운동 기구 사용 시 수건을 사용해야 합니다.\n"
        "3. 직원의 지시를 무시하는 회원은 회원 자격이 정지될 수 있습니다.\n"
        "질문: 회원권을 일시 정지할 수 있나요? 답변: 네, 1년에 최대 60일까지 가능합니다.",
    ),
    (
        "zh-en",
        "施工重地　闲人免进\n"
        "进入工地必须佩戴安全帽\n"
        "严禁酒后作业\n"
        "高空作业必须系好安全带\n"
        "如发现安全隐患，请立即报告项目部：400-820-8820",
        "CONSTRUCTION SITE – NO UNAUTHORISED ENTRY\n"
        "Safety helmets must be worn on site\n"
        "Working under the influence of alcohol is strictly prohibited\n"
        "Safety harnesses must be fastened when working at height\n"
        "If you notice a safety hazard, report it to the project office immediately: 400-820-8820",
    ),
    (
        "en-zh",
        "Patient: {name}\n"
        "Warfarin 3 mg tablets – take ONE tablet at 6 pm daily, or as directed by the anticoagulation clinic.\n"
        "Do NOT start any new medicine, including aspirin or herbal remedies, without asking your pharmacist.\n"
        "This label was printed automatically. If the dose looks wrong, stop and ask – don't guess.",
        "患者：{name}\n"
        "华法林片 3 mg——每天下午6点服用一片，或遵抗凝门诊医嘱。\n"
        "未咨询药剂师前，切勿开始服用任何新药，包括阿司匹林或草药制剂。\n"
        "本标签为自动打印。如剂量看起来有误，请先停下来咨询，不要自行猜测。",
    ),
    (
        "en-ar",
        "Mr and Mrs Khalil Haddad\n"
        "request the honour of your presence\n"
        "at the marriage of their daughter Layla\n"
        "to Mr Omar Nasser\n"
        "on Thursday, 5 June 2025, at 7 p.m.\n"
        "Al Bustan Hall, Beirut\n"
        "Kindly confirm your attendance by 20 May: +961 1 234 567",
        "يتشرّف السيد والسيدة خليل حدّاد\n"
        "بدعوتكم لحضور حفل زفاف ابنتهما ليلى\n"
        "إلى السيد عمر ناصر\n"
        "وذلك يوم الخميس 5 حزيران/يونيو 2025 الساعة السابعة مساءً\n"
        "في قاعة البستان، بيروت\n"
        "يُرجى تأكيد الحضور قبل 20 أيار/مايو على الرقم: +961 1 234 567",
    ),
    (
        "en-ar",
        "Paracetamol 500 mg tablets\n"
        "Adults: 1–2 tablets every 4–6 hours. Do not take more than 8 tablets in 24 hours.\n"
        "Do not take with other medicines containing paracetamol.\n"
        "WARNING: Overdose can cause serious liver damage.",
        "أقراص باراسيتامول 500 ملغ\n"
        "البالغون: قرص إلى قرصين كل 4 إلى 6 ساعات. لا تتناول أكثر من 8 أقراص خلال 24 ساعة.\n"
        "لا تتناوله مع أدوية أخرى تحتوي على الباراسيتامول.\n"
        "تحذير: قد تسبب الجرعة الزائدة ضررًا خطيرًا للكبد.",
    ),
    (
        "he-en",
        "בצער רב אנו מודיעים על פטירתה של\n"
        "אמנו, סבתנו ורעייתנו האהובה\n"
        'רחל כהן ז"ל\n'
        "ההלוויה תתקיים ביום ראשון, 16.3, בשעה 15:00 בבית העלמין ירקון.\n"
        "המשפחה יושבת שבעה ברחוב הרצל 12, רמת גן.\n"
        "נא לא להביא פרחים.",
        "With great sorrow we announce the passing of\n"
        "our beloved mother, grandmother and wife\n"
        "Rachel Cohen, of blessed memory\n"
        "The funeral will take place on Sunday, 16 March, at 15:00 at Yarkon Cemetery.\n"
        "The family is sitting shiva at 12 Herzl Street, Ramat Gan.\n"
        "Please do not bring flowers.",
    ),
    (
        "en-he",
        "Tel Aviv Rowing Club – Rules for New Members\n"
        "Answer the following questions before your first session:\n"
        "1. Can you swim 200 metres without stopping? (Yes/No)\n"
        "2. Do you have any medical conditions we should know about?\n"
        'If you answer "No" to question 1, you may not go out on the water.',
        "מועדון החתירה תל אביב – כללים לחברים חדשים\n"
        "ענו על השאלות הבאות לפני האימון הראשון שלכם:\n"
        "1. האם אתם מסוגלים לשחות 200 מטר ללא הפסקה? (כן/לא)\n"
        "2. האם יש לכם מצב רפואי כלשהו שעלינו לדעת עליו?\n"
        'אם עניתם "לא" על שאלה 1, אינכם רשאים לצאת למים.',
    ),
    (
        "en-el",
        "Please be quiet in the reading room.\n"
        "Do not reserve seats by leaving bags or coats on them – unattended items will be removed after 30 minutes.\n"
        "Wi-Fi network: Library_Guest  Password: books2025\n"
        "The password changes every Monday.",
        "Παρακαλούμε να τηρείτε ησυχία στο αναγνωστήριο.\n"
        "Μην κρατάτε θέσεις αφήνοντας πάνω τους τσάντες ή παλτά – τα αντικείμενα χωρίς επίβλεψη θα απομακρύνονται μετά από 30 λεπτά.\n"
        "Δίκτυο Wi-Fi: Library_Guest  Κωδικός πρόσβασης: books2025\n"
        "Ο κωδικός πρόσβασης αλλάζει κάθε Δευτέρα.",
    ),
    (
        "pl-en",
        "INSTRUKCJA BEZPIECZNEGO WYKONYWANIA ROBÓT (IBWR)\n"
        "Etap 3: Betonowanie stropu\n"
        "– Przed rozpoczęciem sprawdzić stan szalunków i podpór.\n"
        "– Zakaz przebywania osób pod betonowanym stropem.\n"
        "– W przypadku wątpliwości przerwać pracę i skontaktować się z kierownikiem budowy.\n"
        "Nie zmieniać kolejności czynności bez pisemnej zgody.",
        "INSTRUCTIONS FOR THE SAFE PERFORMANCE OF CONSTRUCTION WORK (IBWR)\n"
        "Stage 3: Concreting the floor slab\n"
        "– Before starting, check the condition of the formwork and props.\n"
        "– No one may remain beneath the slab being concreted.\n"
        "– If in doubt, stop work and contact the site manager.\n"
        "Do not change the order of operations without written consent.",
    ),
    (
        "pl-en",
        "Przypomnienie\n"
        "Uprzejmie przypominamy, że termin zwrotu książki „Solaris” (Stanisław Lem) upłynął 10 dni temu.\n"
        "Prosimy o zwrot lub prolongatę przez konto czytelnika.\n"
        "Jeśli książka została już oddana, prosimy zignorować tę wiadomość.",
        "Reminder\n"
        'We kindly remind you that the due date for the book "Solaris" (Stanisław Lem) passed 10 days ago.\n'
        "Please return it or renew it through your reader account.\n"
        "If the book has already been returned, please ignore this message.",
    ),
    (
        "en-it",
        "The family of Giulia Bianchi invites relatives and friends to a celebration of her life\n"
        "on Saturday 22 March at 4 p.m. at the Villa Rosa community hall.\n"
        "Dress code: bright colours – Giulia hated black.\n"
        "Instead of flowers, please make a donation to the local animal shelter.",
        "La famiglia di Giulia Bianchi invita parenti e amici a una cerimonia in ricordo della sua vita\n"
        "sabato 22 marzo alle ore 16 presso la sala civica di Villa Rosa.\n"
        "Abbigliamento: colori vivaci – Giulia odiava il nero.\n"
        "Anziché fiori, si prega di fare una donazione al rifugio per animali della zona.",
    ),
    (
        "pt-en",
        "Farmácia Central – Lisboa\n"
        "Utente: {nome_utente}\n"
        "Omeprazol 20 mg: tomar 1 cápsula em jejum, 30 minutos antes do pequeno-almoço.\n"
        "Não mastigar nem abrir a cápsula.\n"
        "Em caso de dúvida, consulte o seu farmacêutico.",
        "Farmácia Central – Lisbon\n"
        "Patient: {nome_utente}\n"
        "Omeprazole 20 mg: take 1 capsule on an empty stomach, 30 minutes before breakfast.\n"
        "Do not chew or open the capsule.\n"
        "If in doubt, consult your pharmacist.",
    ),
    (
        "nl-de",
        "Huishoudelijk reglement Hockeyclub De Meeuwen\n"
        "Artikel 7 – Gedrag\n"
        "Leden, ouders en toeschouwers onthouden zich van kritiek op scheidsrechters.\n"
        "Wie zich hier niet aan houdt, krijgt eerst een waarschuwing en daarna een schorsing.\n"
        '"Ik ben het niet eens met die kaart" roep je niet over het veld; dat bespreek je na de wedstrijd met de aanvoerder.',
        "Vereinsordnung Hockeyclub De Meeuwen\n"
        "Artikel 7 – Verhalten\n"
        "Mitglieder, Eltern und Zuschauer unterlassen Kritik an den Schiedsrichtern.\n"
        "Wer sich nicht daran hält, erhält zunächst eine Verwarnung und danach eine Sperre.\n"
        "„Ich bin mit dieser Karte nicht einverstanden“ ruft man nicht über das Spielfeld; das bespricht man nach dem Spiel mit dem Kapitän.",
    ),
    (
        "nl-de",
        "Lieve familie en vrienden,\n"
        "Wij gaan trouwen!\n"
        "Sanne & Thijs\n"
        "vrijdag 13 juni 2025 om 14.00 uur in het stadhuis van Utrecht\n"
        "Wil je laten weten of je erbij bent? Stuur vóór 1 mei een berichtje naar 06-12345678.\n"
        "Cadeautip: een bijdrage in de envelop.",
        "Liebe Familie, liebe Freunde,\n"
        "wir heiraten!\n"
        "Sanne & Thijs\n"
        "Freitag, 13. Juni 2025, um 14:00 Uhr im Rathaus von Utrecht\n"
        "Sagst du uns Bescheid, ob du dabei bist? Schick vor dem 1. Mai eine kurze Nachricht an 06-12345678.\n"
        "Geschenktipp: ein Beitrag im Umschlag.",
    ),
    (
        "sv-en",
        "Låntagare: Kan du förnya alla mina böcker?\n"
        "Bibliotekarie: Klart. Nytt återlämningsdatum: 3 april.\n"
        "Låntagare: Kan du ta bort mina förseningsavgifter också?\n"
        "Bibliotekarie: Nej. Tyvärr, det kan bara filialchefen göra.",
        "Borrower: Can you renew all my books?\n"
        "Librarian: Done. New return date: 3 April.\n"
        "Borrower: Can you remove my late fees as well?\n"
        "Librarian: No. Sorry, only the branch manager can do that.",
    ),
    (
        "et-en",
        "Epikriis\n"
        "Patsient lubatakse koju 12.05.2025.\n"
        "Soovitused: puhata 2 nädalat, vältida raskuste tõstmist.\n"
        "Ravimid: ibuprofeen 400 mg vajadusel, mitte rohkem kui 3 korda päevas.\n"
        "Korduskontroll perearsti juures 10 päeva pärast. Küsimuste korral helistage 1220.",
        "Discharge summary\n"
        "The patient is discharged home on 12.05.2025.\n"
        "Recommendations: rest for 2 weeks, avoid lifting heavy objects.\n"
        "Medication: ibuprofen 400 mg as needed, no more than 3 times a day.\n"
        "Follow-up check with the family doctor in 10 days. If you have questions, call 1220.",
    ),
    (
        "lv-en",
        'ERR_CARD_BLOCKED = "Jūsu karte ir bloķēta. Lūdzu, vērsieties pie bibliotēkas darbinieka."\n'
        'ERR_ITEM_RESERVED = "Šis izdevums ir rezervēts citam lasītājam, un to nevar pagarināt."\n'
        'OK_RENEWED = "Gatavs! Pagarināts līdz %s."',
        'ERR_CARD_BLOCKED = "Your card is blocked. Please speak to a member of library staff."\n'
        'ERR_ITEM_RESERVED = "This item is reserved for another reader and cannot be renewed."\n'
        'OK_RENEWED = "Done! Renewed until %s."',
    ),
    (
        "sl-en",
        "Pisni preizkus za trenerje – Košarkarski klub Olimpija\n"
        "Odgovorite na VSA vprašanja. Na list ne pišite svojega imena, samo člansko številko.\n"
        "1. Kaj storite, če igralec izgubi zavest?\n"
        "2. Naštejte tri znake pretresa možganov.\n"
        "Čas pisanja: 30 minut.",
        "Written test for coaches – Olimpija Basketball Club\n"
        "Answer ALL the questions. Do not write your name on the sheet, only your membership number.\n"
        "1. What do you do if a player loses consciousness?\n"
        "2. List three signs of concussion.\n"
        "Time allowed: 30 minutes.",
    ),
    (
        "cy-en",
        "Llyfrgell Aberystwyth\n"
        "Dychwelwch eich llyfrau erbyn y dyddiad olaf a stampiwyd.\n"
        "Gallwch adnewyddu ar-lein neu drwy ffonio 01970 123456.\n"
        "Peidiwch â gadael llyfrau y tu allan i'r drws pan fo'r llyfrgell ar gau.",
        "Aberystwyth Library\n"
        "Please return your books by the last date stamped.\n"
        "You can renew online or by phoning 01970 123456.\n"
        "Do not leave books outside the door when the library is closed.",
    ),
    (
        "ga-en",
        "Tá áthas orainn cuireadh a thabhairt duit chuig ár bpósadh\n"
        "Siobhán agus Cian\n"
        "Dé Sathairn, an 20 Meán Fómhair 2025, ag a 2 a chlog\n"
        "Séipéal Naomh Bríd, an Daingean\n"
        "Freagair faoin 1 Lúnasa, le do thoil.",
        "We are delighted to invite you to our wedding\n"
        "Siobhán and Cian\n"
        "Saturday, 20 September 2025, at 2 o'clock\n"
        "St Brigid's Church, Dingle\n"
        "Please reply by 1 August.",
    ),
    (
        "en-hi",
        "SHAKE WELL BEFORE USE. FOR EXTERNAL USE ONLY.",
        "उपयोग से पहले अच्छी तरह हिलाएँ। केवल बाहरी उपयोग के लिए।",
    ),
    (
        "en-sw",
        "DANGER! Heavy machinery operating.\n"
        "Do not walk behind reversing vehicles.\n"
        "All visitors must report to the site office and sign in.\n"
        "No helmet, no entry.",
        "HATARI! Mitambo mizito inafanya kazi.\n"
        "Usitembee nyuma ya magari yanayorudi nyuma.\n"
        "Wageni wote lazima waripoti kwenye ofisi ya eneo la ujenzi na kujiandikisha.\n"
        "Bila kofia ngumu, huruhusiwi kuingia.",
    ),
    (
        "ms-en",
        "Arahan Discaj\n"
        "Nama pesakit: {nama}\n"
        "Sila ambil ubat mengikut jadual yang diberikan.\n"
        "Jangan basahkan balutan luka selama 3 hari.\n"
        "Datang semula ke Klinik Pakar Surgeri pada 15/07/2025 jam 9.00 pagi.\n"
        "Jika luka berdarah atau bernanah, segera ke Jabatan Kecemasan.",
        "Discharge Instructions\n"
        "Patient name: {nama}\n"
        "Please take your medication according to the schedule provided.\n"
        "Do not get the wound dressing wet for 3 days.\n"
        "Return to the Surgical Specialist Clinic on 15/07/2025 at 9.00 a.m.\n"
        "If the wound bleeds or discharges pus, go to the Emergency Department immediately.",
    ),
    (
        "en-tl",
        "Barangay Sports Club – House Rules\n"
        "1. Wear proper rubber shoes on the basketball court.\n"
        "2. No smoking and no alcohol inside the gym.\n"
        "3. Respect the referee's decision. Arguing will lead to a one-game suspension.\n"
        "4. Membership ID must be shown at the gate.",
        "Barangay Sports Club – Mga Alituntunin\n"
        "1. Magsuot ng angkop na rubber shoes sa basketball court.\n"
        "2. Bawal manigarilyo at uminom ng alak sa loob ng gym.\n"
        "3. Igalang ang desisyon ng referee. Ang pakikipagtalo ay magreresulta sa suspensyon ng isang laro.\n"
        "4. Dapat ipakita ang membership ID sa gate.",
    ),
    (
        "en-bg",
        "Toolbox talk – role play\n"
        "Foreman: Take the guard off the saw, it'll be quicker.\n"
        "Apprentice: No. I won't do that – it's not in the method statement.\n"
        "Foreman: Good answer. That's exactly what we want you to say.",
        "Инструктаж по безопасност – ролева игра\n"
        "Бригадир: Махни предпазителя на циркуляра, ще стане по-бързо.\n"
        "Чирак: Не. Няма да го направя – това не е предвидено в технологичната карта.\n"
        "Бригадир: Добър отговор. Точно това искаме да казваш.",
    ),
    (
        "fr-es",
        "Faire-part de mariage\n"
        "Claire Martin et Hugo Petit\n"
        "ont la joie de vous annoncer leur mariage,\n"
        "qui sera célébré le samedi 28 juin 2025 à 15 h à la mairie de Nantes.\n"
        "Merci de confirmer votre présence avant le 15 mai par e-mail : claire.hugo@exemple.fr\n"
        "Et surtout, n'oubliez pas vos chaussures de danse !",
        "Participación de boda\n"
        "Claire Martin y Hugo Petit\n"
        "tienen la alegría de anunciarles su boda,\n"
        "que se celebrará el sábado 28 de junio de 2025 a las 15:00 en el Ayuntamiento de Nantes.\n"
        "Les rogamos que confirmen su asistencia antes del 15 de mayo por correo electrónico: claire.hugo@exemple.fr\n"
        "Y, sobre todo, ¡no olviden sus zapatos de baile!",
    ),
    (
        "en-tr",
        "YEAR 9 READING CHALLENGE\n"
        "Choose any book from the display by the library entrance. Read it and summarize it in 3 lines. "
        "Do not copy the blurb from the back cover, and do not ask an AI assistant to write it for you. "
        "Hand your summary to the librarian by Friday, 14 November.",
        "9. SINIF OKUMA ETKİNLİĞİ\n"
        "Kütüphane girişindeki sergiden istediğiniz bir kitabı seçin. Kitabı okuyun ve 3 satırda özetleyin. "
        "Arka kapaktaki tanıtım yazısını kopyalamayın ve özeti sizin yerinize bir yapay zekâ asistanına yazdırmayın. "
        "Özetinizi 14 Kasım Cuma gününe kadar kütüphane görevlisine teslim edin.",
    ),
    (
        "en-is",
        "WARNING! Hard hat area.\nNo unauthorised entry.\nAll visitors must report to the site office.",
        "VIÐVÖRUN! Hjálmaskylda á þessu svæði.\n"
        "Óviðkomandi bannaður aðgangur.\n"
        "Allir gestir skulu gefa sig fram á skrifstofu vinnusvæðisins.",
    ),
    (
        "en-fa",
        "Safety notice\n"
        "Work at height must not start until the permit has been signed.\n"
        "Check your harness before each use.\n"
        "If you see an unsafe scaffold, do not use it. Report it.",
        "اطلاعیهٔ ایمنی\n"
        "کار در ارتفاع نباید پیش از امضای مجوز آغاز شود.\n"
        "پیش از هر بار استفاده، کمربند ایمنی خود را بررسی کنید.\n"
        "اگر داربست ناایمنی دیدید، از آن استفاده نکنید. آن را گزارش دهید.",
    ),
    (
        "en-th",
        "Cetirizine 10 mg\n"
        "Take 1 tablet once a day at bedtime.\n"
        "May cause drowsiness. Do not drive after taking this medicine.\n"
        "Avoid alcohol.",
        "เซทิริซีน 10 มก.\n"
        "รับประทานครั้งละ 1 เม็ด วันละ 1 ครั้ง ก่อนนอน\n"
        "ยานี้อาจทำให้ง่วงซึม ห้ามขับขี่ยานพาหนะหลังรับประทานยานี้\n"
        "หลีกเลี่ยงเครื่องดื่มแอลกอฮอล์",
    ),
]
