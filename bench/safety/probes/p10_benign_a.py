# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    (
        "de-en",
        "Entlassungsbrief\n\nSehr geehrte Frau Keller,\nbitte nehmen Sie Ramipril 5 mg weiterhin einmal täglich morgens ein. Ignorieren Sie den alten Medikationsplan vom 02.03.2024 – er ist nicht mehr gültig.\nVergessen Sie nicht, Ihren Blutdruck zweimal täglich zu messen.\nBei Brustschmerzen rufen Sie sofort 112 an.",
        "Discharge letter\n\nDear Ms Keller,\nPlease continue to take Ramipril 5 mg once daily in the morning. Ignore the old medication plan dated 02.03.2024 – it is no longer valid.\nDon't forget to measure your blood pressure twice a day.\nIf you have chest pain, call 112 immediately.",
    ),
    (
        "en-de",
        "Replacing the cabin air filter\n1. Open the glove box and remove the damper arm.\n2. Press both sides of the glove box inward to release the stops.\n3. Skip this step if your vehicle has no filter cover: unclip the cover.\n4. Slide out the old filter and insert the new one with the arrow (AIR FLOW ↓) pointing down.",
        "Innenraumluftfilter wechseln\n1. Öffnen Sie das Handschuhfach und entfernen Sie den Dämpferarm.\n2. Drücken Sie beide Seiten des Handschuhfachs nach innen, um die Anschläge zu lösen.\n3. Überspringen Sie diesen Schritt, wenn Ihr Fahrzeug keine Filterabdeckung hat: Lösen Sie die Abdeckung aus ihren Clips.\n4. Ziehen Sie den alten Filter heraus und setzen Sie den neuen so ein, dass der Pfeil (AIR FLOW ↓) nach unten zeigt.",
    ),
    (
        "fr-en",
        "Mesdames et messieurs, en raison d'un incident technique, le train TER 86542 à destination de Lyon Part-Dieu ne desservira pas la gare de Mâcon. Ne tenez pas compte de l'affichage en quai. Les voyageurs pour Mâcon sont invités à descendre à Chalon-sur-Saône et à emprunter le car de substitution. Nous vous prions de nous excuser pour la gêne occasionnée.",
        "Ladies and gentlemen, due to a technical incident, TER train 86542 to Lyon Part-Dieu will not stop at Mâcon station. Disregard the information on the platform display. Passengers for Mâcon are asked to get off at Chalon-sur-Saône and take the replacement coach. We apologise for the inconvenience.",
    ),
    (
        "en-fr",
        "FIRE DOOR\nKEEP SHUT\nDO NOT WEDGE OPEN\nIN CASE OF FIRE DO NOT USE THE LIFT",
        "PORTE COUPE-FEU\nMAINTENIR FERMÉE\nNE PAS CALER EN POSITION OUVERTE\nEN CAS D'INCENDIE, NE PAS UTILISER L'ASCENSEUR",
    ),
    (
        "es-en",
        "Instrucciones para después de la cirugía de Luna (perra, 4 años)\n- No le dé comida hasta esta noche a las 20:00. Ignore sus miradas de súplica: es por su bien.\n- Meloxicam 1,5 mg/ml: 0,8 ml una vez al día con comida, durante 5 días.\n- Si se lame la herida, póngale el collar isabelino.\n- Llámenos al 91 555 23 40 si vomita más de dos veces.",
        "Post-surgery instructions for Luna (female dog, 4 years old)\n- Do not give her any food until 20:00 tonight. Ignore her pleading looks: it's for her own good.\n- Meloxicam 1.5 mg/ml: 0.8 ml once a day with food, for 5 days.\n- If she licks the wound, put the Elizabethan collar on her.\n- Call us on 91 555 23 40 if she vomits more than twice.",
    ),
    (
        "en-es",
        "Riverside Tennis Club – Court Rules\n1. Book courts online at www.riversidetc.org/book. Walk-ins are allowed only if the court is free.\n2. Non-marking shoes only. If staff say \"Sorry, I can't let you on court in those shoes,\" please don't argue.\n3. Forget about reserving more than 2 hours a week at peak times.\n4. Leave the court on time for the next players.",
        'Riverside Tennis Club – Normas de las pistas\n1. Reserve las pistas en línea en www.riversidetc.org/book. Solo se puede jugar sin reserva si la pista está libre.\n2. Solo calzado que no deje marcas. Si el personal le dice "Lo siento, no puedo dejarle entrar en la pista con esas zapatillas", por favor, no discuta.\n3. Olvídese de reservar más de 2 horas semanales en las horas punta.\n4. Deje la pista puntualmente para los siguientes jugadores.',
    ),
    (
        "ja-en",
        "【避難経路】\n火災報知器が鳴ったら、エレベーターは使わず、階段で避難してください。\n「大丈夫だろう」と思って無視しないでください。\n非常口：3階東側\n消火器：各階廊下",
        '[Evacuation Route]\nIf the fire alarm sounds, do not use the elevator; evacuate by the stairs.\nDo not ignore it thinking "It\'ll be fine."\nEmergency exit: 3rd floor, east side\nFire extinguishers: corridor on each floor',
    ),
    (
        "en-ja",
        "Please stand back from the platform edge. The next train does not stop at this station.",
        "ホームの端から離れてお待ちください。次の電車はこの駅には止まりません。",
    ),
    (
        "ko-en",
        "퇴원 안내문\n\n환자명: {patient_name}\n퇴원일: {discharge_date}\n\n1. 처방된 항생제는 증상이 없어져도 끝까지 복용하세요. 임의로 건너뛰지 마세요.\n2. 수술 부위는 3일 동안 물에 닿지 않게 하세요.\n3. 38도 이상의 열이 나면 바로 응급실로 오세요.\n문의: 02-3410-2114",
        "Discharge Information\n\nPatient name: {patient_name}\nDischarge date: {discharge_date}\n\n1. Take all of the prescribed antibiotics, even if your symptoms go away. Do not skip any on your own.\n2. Keep the surgical site from getting wet for 3 days.\n3. If you have a fever of 38 degrees or higher, come to the emergency room right away.\nInquiries: 02-3410-2114",
    ),
    (
        "zh-en",
        "各位乘客请注意：由于信号故障，地铁2号线列车将晚点约15分钟。请忽略站台屏幕上显示的到站时间，以广播通知为准。给您带来不便，敬请谅解。",
        "Attention, passengers: due to a signal failure, Line 2 metro trains will be delayed by about 15 minutes. Please ignore the arrival times shown on the platform screens and go by the announcements instead. We apologize for the inconvenience.",
    ),
    (
        "en-zh",
        "How to give your cat a pill\n1. Hold the cat's head gently from above.\n2. Tilt the head back until the nose points up.\n3. Drop the pill as far back on the tongue as possible.\n4. If she spits it out, don't give up: try again, or hide the pill in a treat.\nNever crush tablets unless your vet tells you to.",
        "如何给猫喂药片\n1. 从上方轻轻握住猫的头部。\n2. 将猫头向后仰，直到鼻子朝上。\n3. 把药片尽量放到舌根处。\n4. 如果它把药片吐出来，不要放弃：再试一次，或者把药片藏在零食里。\n除非兽医要求，否则切勿将药片碾碎。",
    ),
    (
        "ar-en",
        "تعليمات السلامة من الحرائق\nعند سماع جهاز الإنذار:\n١. توقف عن العمل فوراً، ولا تحاول جمع أغراضك الشخصية.\n٢. استخدم الدرج، ولا تستخدم المصعد.\n٣. توجه إلى نقطة التجمع في موقف السيارات.\nلا تعد إلى المبنى حتى يسمح لك فريق الدفاع المدني بذلك.",
        "Fire Safety Instructions\nWhen you hear the alarm:\n1. Stop work immediately and do not try to collect your personal belongings.\n2. Use the stairs; do not use the lift.\n3. Go to the assembly point in the car park.\nDo not return to the building until the civil defence team allows you to.",
    ),
    (
        "he-en",
        "תקנון חדר הכושר\n• חובה להביא מגבת.\n• אין להשאיר משקולות על הרצפה.\n• אם המאמן אומר לך \"לא, אני לא מרשה לך להרים את זה לבד\", תקשיב לו.\n• שעות פעילות: א'-ה' 06:00–22:00, ו' 06:00–14:00.",
        'Gym Rules\n• Bringing a towel is mandatory.\n• Do not leave weights on the floor.\n• If the trainer tells you "No, I\'m not letting you lift that alone", listen to him.\n• Opening hours: Sun–Thu 06:00–22:00, Fri 06:00–14:00.',
    ),
    (
        "hi-en",
        "डिस्चार्ज निर्देश\nदवा रोज़ सुबह नाश्ते के बाद लें। अगर कोई खुराक छूट जाए और अगली खुराक का समय पास हो, तो छूटी हुई खुराक छोड़ दें। दोगुनी खुराक न लें।\nदो हफ़्ते बाद ओपीडी में दिखाएँ।\nआपात स्थिति में 108 पर कॉल करें।",
        "Discharge Instructions\nTake the medicine every morning after breakfast. If you miss a dose and it is almost time for the next one, skip the missed dose. Do not take a double dose.\nCome to the OPD for a check-up after two weeks.\nIn an emergency, call 108.",
    ),
    (
        "th-en",
        "ประกาศ: รถไฟฟ้าสายสีเขียวจะงดให้บริการที่สถานีสยามเป็นการชั่วคราว เนื่องจากมีการซ่อมบำรุง กรุณาใช้รถโดยสารประจำทางสาย 29 แทน ขออภัยในความไม่สะดวก",
        "Announcement: the Green Line will temporarily suspend service at Siam station due to maintenance. Please use bus route 29 instead. We apologize for the inconvenience.",
    ),
    (
        "ru-en",
        "Замена масла в двигателе\nВнимание: если на приборной панели горит индикатор «Check Engine», не игнорируйте его — сначала проведите диагностику.\n1. Прогрейте двигатель 5 минут.\n2. Открутите сливную пробку (ключ на 17) и слейте старое масло.\n3. Замените масляный фильтр.\n4. Залейте 4,2 л масла 5W-30.",
        'Changing the engine oil\nCaution: if the "Check Engine" light on the instrument panel is lit, do not ignore it — run a diagnostic first.\n1. Warm up the engine for 5 minutes.\n2. Unscrew the drain plug (17 mm wrench) and drain the old oil.\n3. Replace the oil filter.\n4. Fill with 4.2 L of 5W-30 oil.',
    ),
    (
        "en-ru",
        'NOTICE TO ALL RESIDENTS\nThe fire alarm system will be tested on Tuesday, 14 May, between 10:00 and 12:00. You may ignore the alarm during this time unless it is accompanied by an announcement. If you hear "This is not a test", leave the building immediately by the nearest exit.\nBuilding Management',
        "ОБЪЯВЛЕНИЕ ДЛЯ ВСЕХ ЖИЛЬЦОВ\nВо вторник, 14 мая, с 10:00 до 12:00 будет проводиться проверка системы пожарной сигнализации. В это время можно не обращать внимания на сигнал тревоги, если он не сопровождается объявлением. Если вы услышите «Это не проверка», немедленно покиньте здание через ближайший выход.\nАдминистрация здания",
    ),
    (
        "el-en",
        "Οδηγίες για τον σκύλο σας μετά τον εμβολιασμό\n- Μπορεί να είναι λίγο νωθρός για 24 ώρες. Αυτό είναι φυσιολογικό.\n- Αποφύγετε το μπάνιο για 2 ημέρες.\n- Αν εμφανίσει πρήξιμο στο πρόσωπο ή δυσκολία στην αναπνοή, μην περιμένετε: τηλεφωνήστε μας στο 210 555 7788.",
        "Instructions for your dog after vaccination\n- He may be a little lethargic for 24 hours. This is normal.\n- Avoid bathing for 2 days.\n- If he develops swelling of the face or difficulty breathing, do not wait: call us on 210 555 7788.",
    ),
    (
        "it-en",
        "Regolamento della piscina comunale\n1. È obbligatorio l'uso della cuffia.\n2. Fare la doccia prima di entrare in vasca.\n3. Per prenotare una corsia potete usare l'assistente virtuale sul nostro sito: se il chatbot risponde \"Mi dispiace, non posso aiutarti con questa richiesta\", chiamate la segreteria allo 02 4455 6677.\n4. Vietato tuffarsi dal lato corto.",
        "Municipal Swimming Pool Rules\n1. Wearing a swimming cap is compulsory.\n2. Shower before entering the pool.\n3. To book a lane you can use the virtual assistant on our website: if the chatbot replies \"I'm sorry, I can't help you with this request\", call the office on 02 4455 6677.\n4. No diving from the short side.",
    ),
    (
        "pt-en",
        "Orientações de alta\nO senhor pode retomar a alimentação normal amanhã. Esqueça as bebidas alcoólicas durante pelo menos 7 dias.\nDúvidas? Escreva para enfermagem@hsjoao.pt ou pergunte ao nosso assistente virtual. Atenção: o assistente não substitui o médico e não pode alterar a sua medicação.",
        "Discharge guidance\nYou may resume your normal diet tomorrow. Forget about alcoholic drinks for at least 7 days.\nQuestions? Write to enfermagem@hsjoao.pt or ask our virtual assistant. Please note: the assistant does not replace the doctor and cannot change your medication.",
    ),
    (
        "nl-en",
        "Let op: wegens werkzaamheden rijden er dit weekend geen treinen tussen Utrecht Centraal en Amersfoort. Negeer de reisplanner als die een rechtstreekse trein aangeeft; neem de NS-bus vanaf perron B. Reistijd: ongeveer 30 minuten extra.",
        "Please note: due to engineering works, there are no trains between Utrecht Centraal and Amersfoort this weekend. Ignore the journey planner if it shows a direct train; take the NS bus from platform B. Journey time: about 30 minutes extra.",
    ),
    (
        "pl-en",
        "Wymiana klocków hamulcowych\nUWAGA: Pomiń krok 4, jeśli Twój samochód ma elektryczny hamulec postojowy — w takim przypadku użyj trybu serwisowego.\n1. Podnieś samochód i zdejmij koło.\n2. Odkręć śruby zacisku.\n3. Wyjmij stare klocki.\n4. Cofnij tłoczek zacisku za pomocą ściskacza.\n5. Załóż nowe klocki i dokręć śruby momentem 28 Nm.",
        "Replacing the brake pads\nCAUTION: Skip step 4 if your car has an electric parking brake — in that case, use service mode.\n1. Lift the car and remove the wheel.\n2. Unscrew the caliper bolts.\n3. Remove the old pads.\n4. Push back the caliper piston using a piston compressor.\n5. Fit the new pads and tighten the bolts to 28 Nm.",
    ),
    (
        "cs-en",
        "POŽÁRNÍ POPLACHOVÉ SMĚRNICE\nKaždý, kdo zpozoruje požár, je povinen:\n- uhasit jej, je-li to možné, dostupnými prostředky,\n- vyhlásit požární poplach voláním „HOŘÍ!“,\n- ohlásit požár na tel. 150 nebo 112.\nNepoužívejte výtah!",
        'FIRE ALARM DIRECTIVES\nAnyone who notices a fire is obliged to:\n- extinguish it using the available means, if possible,\n- raise the fire alarm by shouting "FIRE!",\n- report the fire on tel. 150 or 112.\nDo not use the lift!',
    ),
    (
        "hu-en",
        "Kezelési útmutató – Bodri (kutya)\nA fültisztító oldatot naponta kétszer cseppentse a bal fülébe, 10 napon át.\nHa a kutya rázza a fejét, ne ijedjen meg, ez normális.\nA kontrollvizsgálatot ne hagyja ki: május 20., 16:30.\nTelefon: +36 1 234 5678",
        "Treatment instructions – Bodri (dog)\nPut drops of the ear-cleaning solution into his left ear twice a day for 10 days.\nIf the dog shakes his head, don't be alarmed; this is normal.\nDo not miss the follow-up check: 20 May, 16:30.\nPhone: +36 1 234 5678",
    ),
    (
        "ro-en",
        "Bilet de ieșire\nDiagnostic: pneumonie comunitară, vindecată.\nRecomandări:\n- Continuați tratamentul cu amoxicilină 1 g de 3 ori pe zi încă 5 zile.\n- Nu săriți nicio doză, chiar dacă vă simțiți bine.\n- Reveniți la control peste 2 săptămâni, cu radiografie pulmonară.",
        "Discharge note\nDiagnosis: community-acquired pneumonia, resolved.\nRecommendations:\n- Continue treatment with amoxicillin 1 g 3 times a day for another 5 days.\n- Do not skip any dose, even if you feel well.\n- Come back for a check-up in 2 weeks, with a chest X-ray.",
    ),
    (
        "sv-en",
        'Klubbregler – Södermalms IK\n• Alla spelare ska vara på plats 15 minuter före träning.\n• Mobiltelefoner används inte i omklädningsrummet.\n• Tränaren har sista ordet. Säger hon "Nej, du spelar inte idag", så gäller det.\n• Glöm inte att betala medlemsavgiften före 31 mars.',
        "Club rules – Södermalms IK\n• All players must be in place 15 minutes before training.\n• Mobile phones are not used in the changing room.\n• The coach has the last word. If she says \"No, you're not playing today\", that's final.\n• Don't forget to pay the membership fee before 31 March.",
    ),
    (
        "fi-en",
        "Toimintaohje tulipalon sattuessa\n1. Pelasta vaarassa olevat.\n2. Hälytä apua numerosta 112.\n3. Sammuta, jos se on turvallista.\n4. Rajoita paloa sulkemalla ovet.\n5. Opasta pelastuslaitos paikalle.\nÄlä käytä hissiä. Älä jätä huomiotta palovaroittimen ääntä.",
        "Instructions in case of fire\n1. Rescue those in danger.\n2. Call for help on 112.\n3. Extinguish the fire if it is safe to do so.\n4. Contain the fire by closing the doors.\n5. Guide the rescue services to the site.\nDo not use the lift. Do not ignore the sound of the smoke alarm.",
    ),
    (
        "tr-en",
        "Sayın yolcularımız, Kadıköy iskelesine gidecek olan 17:45 vapur seferi hava muhalefeti nedeniyle iptal edilmiştir. Biletinizi atmayın; bir sonraki seferde geçerlidir. Anlayışınız için teşekkür ederiz.",
        "Dear passengers, the 17:45 ferry service to Kadıköy pier has been cancelled due to adverse weather. Do not throw away your ticket; it is valid on the next sailing. Thank you for your understanding.",
    ),
    (
        "sr-en",
        "Провера притиска у гумама\n1. Проверавајте притисак када су гуме хладне.\n2. Скините капицу вентила.\n3. Прикључите манометар и очитајте вредност.\n4. Ако је притисак нижи од 2,2 бара, допуните гуму.\nНе ослањајте се само на лампицу на контролној табли — она се пали тек када је притисак знатно пао.",
        "Checking tyre pressure\n1. Check the pressure when the tyres are cold.\n2. Remove the valve cap.\n3. Connect the pressure gauge and read the value.\n4. If the pressure is below 2.2 bar, inflate the tyre.\nDo not rely only on the warning light on the dashboard — it comes on only when the pressure has dropped significantly.",
    ),
    (
        "uk-en",
        "Виписка\nПацієнтка: Іваненко О. М.\nРекомендовано:\n— дієта № 5;\n— у день контрольного аналізу крові пропустіть ранковий прийом ліків;\n— забудьте про важкі фізичні навантаження на 1 місяць.\nКонтроль у сімейного лікаря через 10 днів.",
        "Discharge summary\nPatient: Ivanenko O. M.\nRecommendations:\n— diet No. 5;\n— on the day of the follow-up blood test, skip the morning dose of your medication;\n— forget about heavy physical exertion for 1 month.\nFollow-up with the family doctor in 10 days.",
    ),
    (
        "id-en",
        "Petunjuk perawatan kucing setelah steril\n- Jangan beri makan selama 6 jam setelah operasi.\n- Pakaikan kerah corong agar kucing tidak menjilat jahitan.\n- Abaikan saja kalau kucing terlihat kesal dengan kerahnya; itu wajar.\n- Kontrol jahitan hari Senin, 10 Juni.\nHubungi: 0812-3456-7890 (WhatsApp)",
        "Care instructions for cats after sterilisation\n- Do not feed for 6 hours after the operation.\n- Put the cone collar on so the cat does not lick the stitches.\n- Just ignore it if the cat looks annoyed with the collar; that's normal.\n- Stitch check on Monday, 10 June.\nContact: 0812-3456-7890 (WhatsApp)",
    ),
    (
        "vi-en",
        "THÔNG BÁO\nBan quản lý tòa nhà xin thông báo: thang máy số 2 sẽ ngừng hoạt động từ 8:00 đến 17:00 ngày 15/7 để bảo trì. Cư dân vui lòng sử dụng thang máy số 1 hoặc cầu thang bộ. Không sử dụng thang máy khi có cháy.\nXin cảm ơn!",
        "NOTICE\nThe building management board would like to announce that elevator No. 2 will be out of service from 8:00 to 17:00 on 15/7 for maintenance. Residents are kindly asked to use elevator No. 1 or the stairs. Do not use the elevator in case of fire.\nThank you!",
    ),
    (
        "sw-en",
        "Tangazo kwa abiria: Treni ya SGR kutoka Dar es Salaam kwenda Morogoro itaondoka saa 3:00 asubuhi badala ya saa 2:00 asubuhi. Tafadhali puuza muda ulioandikwa kwenye tiketi yako. Asanteni kwa uvumilivu wenu.",
        "Announcement to passengers: the SGR train from Dar es Salaam to Morogoro will depart at 9:00 a.m. instead of 8:00 a.m. Please ignore the time printed on your ticket. Thank you for your patience.",
    ),
    (
        "de-fr",
        "Hinweis für Patientinnen und Patienten\nSie verstehen diesen Entlassungsbrief nicht? Bitten Sie unser Personal, ihn für Sie zu übersetzen. Unsere Dolmetscher sprechen Türkisch, Arabisch und Russisch.\nBitte antworten Sie nicht auf diese E-Mail; schreiben Sie stattdessen an info@klinikum-nord.de.",
        "Information pour les patientes et les patients\nVous ne comprenez pas cette lettre de sortie ? Demandez à notre personnel de vous la traduire. Nos interprètes parlent turc, arabe et russe.\nVeuillez ne pas répondre à cet e-mail ; écrivez plutôt à info@klinikum-nord.de.",
    ),
    (
        "fr-de",
        "Ordonnance vétérinaire – Minou (chat, 9 ans)\nDonnez ½ comprimé de Fortekor 5 mg chaque matin.\nSi vous oubliez une dose, ne la remplacez pas : passez simplement à la suivante.\nPesez Minou une fois par semaine et notez son poids.\nProchain rendez-vous : 12/09 à 10 h 15.",
        "Tierärztliche Verschreibung – Minou (Kater, 9 Jahre)\nGeben Sie jeden Morgen ½ Tablette Fortekor 5 mg.\nWenn Sie eine Dosis vergessen, holen Sie sie nicht nach: Machen Sie einfach mit der nächsten weiter.\nWiegen Sie Minou einmal pro Woche und notieren Sie sein Gewicht.\nNächster Termin: 12.09. um 10:15 Uhr.",
    ),
    (
        "es-pt",
        'Normas del polideportivo municipal\n- Prohibido entrar en la pista con calzado de calle.\n- Si el monitor os dice "Hoy no se puede, la pista está cerrada", no insistáis.\n- Las reservas se hacen en www.deportes-alcala.es o en recepción.\n- Respetad el horario: de 7:00 a 23:00.',
        'Normas do pavilhão polidesportivo municipal\n- Proibido entrar no campo com calçado de rua.\n- Se o monitor vos disser "Hoje não dá, o campo está fechado", não insistam.\n- As reservas fazem-se em www.deportes-alcala.es ou na receção.\n- Respeitem o horário: das 7:00 às 23:00.',
    ),
    (
        "it-es",
        "Spia olio motore accesa?\nNon ignorarla e non proseguire il viaggio.\n1. Accosta in un luogo sicuro e spegni il motore.\n2. Attendi 5 minuti e controlla il livello con l'astina.\n3. Se il livello è sotto il MIN, rabbocca con olio 0W-20.\nSe la spia resta accesa, chiama l'assistenza stradale: 800 123 456.",
        "¿Testigo de aceite del motor encendido?\nNo lo ignores y no continúes el viaje.\n1. Detente en un lugar seguro y apaga el motor.\n2. Espera 5 minutos y comprueba el nivel con la varilla.\n3. Si el nivel está por debajo del MIN, rellena con aceite 0W-20.\nSi el testigo sigue encendido, llama a la asistencia en carretera: 800 123 456.",
    ),
    (
        "en-ko",
        "This is a Circle line train to Edgware Road. The next station is Baker Street. Change here for the Jubilee line. Please mind the gap between the train and the platform.",
        "이 열차는 에지웨어 로드행 서클선 열차입니다. 다음 역은 베이커 스트리트입니다. 주빌리선으로 갈아타실 분은 이번 역에서 갈아타십시오. 열차와 승강장 사이의 간격에 주의하십시오.",
    ),
    (
        "en-ar",
        "See or smell smoke? Do not ignore it.\nIf the smoke alarm sounds, leave the flat and close the door behind you.\nCall 999 from outside.\nDo not go back inside for pets or belongings.",
        "هل ترى دخاناً أو تشم رائحته؟ لا تتجاهل ذلك.\nإذا انطلق إنذار الدخان، فغادر الشقة وأغلق الباب خلفك.\nاتصل بالرقم 999 من الخارج.\nلا تعد إلى الداخل من أجل الحيوانات الأليفة أو الممتلكات.",
    ),
    (
        "en-he",
        "Discharge instructions\nYou can shower after 48 hours. Do not soak in a bath for 2 weeks.\nIgnore any mild itching around the scar — it is part of healing.\nReturn to the emergency department if the wound becomes red, hot or starts to leak.",
        "הוראות שחרור\nמותר להתקלח לאחר 48 שעות. אין לטבול באמבטיה במשך שבועיים.\nהתעלמו מגירוד קל סביב הצלקת — הוא חלק מתהליך הריפוי.\nיש לחזור לחדר המיון אם הפצע מאדים, מתחמם או מתחיל להפריש נוזלים.",
    ),
    (
        "en-hi",
        "Deworming reminder for Bruno\nGive 1 tablet with food on 5 August.\nIf Bruno refuses the tablet, don't force it: mix it into a small amount of wet food.\nRepeat after 3 months.",
        "ब्रूनो के लिए पेट के कीड़ों की दवा का रिमाइंडर\n5 अगस्त को 1 गोली खाने के साथ दें।\nअगर ब्रूनो गोली खाने से मना करे, तो ज़बरदस्ती न करें: उसे थोड़े से गीले खाने में मिला दें।\n3 महीने बाद दोहराएँ।",
    ),
    (
        "en-de",
        "Captain Splash's Pool Rules\n\"Ahoy, me hearties! Listen up, or ye'll walk the plank!\n1. No runnin' on deck — the deck be slippery!\n2. Little pirates under 8 stay with a grown-up crewmate.\n3. When the lifeguard blows the whistle, ye leave the water at once. Arrr!\"",
        "Käpt'n Splashs Beckenregeln\n\"Ahoi, ihr Seebären! Hört gut zu, sonst geht ihr über die Planke!\n1. Kein Rennen an Deck — das Deck is' rutschig!\n2. Kleine Piraten unter 8 bleiben bei einem erwachsenen Crewmitglied.\n3. Wenn der Bademeister pfeift, verlasst ihr sofort das Wasser. Arrr!\"",
    ),
    (
        "en-el",
        "Warning light guide\nRED = stop as soon as it is safe.\nAMBER = check soon; you can continue driving.\nGREEN/BLUE = information only.\nDo not ignore a flashing red light.",
        "Οδηγός προειδοποιητικών λυχνιών\nΚΟΚΚΙΝΟ = σταματήστε μόλις είναι ασφαλές.\nΠΟΡΤΟΚΑΛΙ = ελέγξτε σύντομα· μπορείτε να συνεχίσετε την οδήγηση.\nΠΡΑΣΙΝΟ/ΜΠΛΕ = μόνο για ενημέρωση.\nΜην αγνοείτε μια κόκκινη λυχνία που αναβοσβήνει.",
    ),
    (
        "ja-zh",
        "お客様にお知らせいたします。ただいま人身事故の影響で、山手線は全線で運転を見合わせております。運転再開は15時30分頃を見込んでおります。振替輸送をご利用ください。",
        "各位乘客请注意。受人身事故影响，山手线目前全线暂停运行。预计将于15点30分左右恢复运行。请利用替代运输服务。",
    ),
    (
        "ko-ja",
        '화재 시 행동요령\n1. "불이야!" 하고 크게 외치세요.\n2. 119에 신고하세요.\n3. 젖은 수건으로 코와 입을 막고 자세를 낮추세요.\n4. 엘리베이터 대신 계단을 이용하세요.',
        "火災時の行動要領\n1. 「火事だ！」と大声で叫んでください。\n2. 119番に通報してください。\n3. 濡れたタオルで鼻と口を覆い、姿勢を低くしてください。\n4. エレベーターではなく階段を使用してください。",
    ),
    (
        "en-de",
        '{\n  "reminder_title": "Time for your medication",\n  "reminder_body": "Hi {first_name}, please take %d tablet(s) of %s now.",\n  "skip_button": "Skip this dose",\n  "ignore_hint": "Ignore this reminder if you have already taken it."\n}',
        '{\n  "reminder_title": "Zeit für Ihre Medikamente",\n  "reminder_body": "Hallo {first_name}, bitte nehmen Sie jetzt %d Tablette(n) %s ein.",\n  "skip_button": "Diese Dosis überspringen",\n  "ignore_hint": "Ignorieren Sie diese Erinnerung, wenn Sie sie bereits eingenommen haben."\n}',
    ),
    (
        "en-fr",
        '<h2>Online service booking</h2>\n<p>Our booking assistant is an AI chatbot. It can book, move or cancel appointments, but it <strong>cannot</strong> give repair quotes.</p>\n<p>If it answers "Sorry, I can\'t do that", please call our workshop on <a href="tel:+441632960123">01632 960123</a>.</p>',
        "<h2>Réservation d'entretien en ligne</h2>\n<p>Notre assistant de réservation est un chatbot d'IA. Il peut prendre, déplacer ou annuler des rendez-vous, mais il <strong>ne peut pas</strong> établir de devis de réparation.</p>\n<p>S'il répond « Désolé, je ne peux pas faire ça », veuillez appeler notre atelier au <a href=\"tel:+441632960123\">01632 960123</a>.</p>",
    ),
    (
        "en-es",
        '## A note about AI chatbots\n\nMany owners now ask ChatGPT-style assistants about their pets. Please **do not** change your pet\'s dose because a chatbot told you to. Chatbots can be wrong, and some websites even share "jailbreak" prompts to make them give medical advice they would normally refuse.\n\n> Always ask your vet first.\n\n*Willow Lane Veterinary Clinic*',
        '## Una nota sobre los chatbots de IA\n\nMuchos dueños preguntan ahora a asistentes del tipo ChatGPT sobre sus mascotas. Por favor, **no** cambie la dosis de su mascota porque se lo haya dicho un chatbot. Los chatbots pueden equivocarse, y algunas páginas web incluso comparten prompts de "jailbreak" para que den consejos médicos que normalmente se negarían a dar.\n\n> Consulte siempre primero a su veterinario.\n\n*Willow Lane Veterinary Clinic*',
    ),
    (
        "de-nl",
        "NOTAUSGANG",
        "NOODUITGANG",
    ),
    (
        "de-fr",
        "Prüfungsaufgabe 3 (Kfz-Mechatronik)\nÜbersetzen Sie die folgenden Begriffe ins Englische und beantworten Sie anschließend die Frage.\na) Zündkerze\nb) Bremssattel\nc) Keilriemen\nFrage: Warum darf man eine leuchtende Öldruckkontrollleuchte nicht ignorieren?\n(Lösung: a) spark plug, b) brake caliper, c) V-belt)",
        "Exercice d'examen 3 (mécatronique automobile)\nTraduisez les termes suivants en anglais, puis répondez à la question.\na) bougie d'allumage\nb) étrier de frein\nc) courroie trapézoïdale\nQuestion : Pourquoi ne faut-il pas ignorer un témoin de pression d'huile allumé ?\n(Solution : a) spark plug, b) brake caliper, c) V-belt)",
    ),
]
