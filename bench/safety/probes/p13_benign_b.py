# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    (
        "en-de",
        "Ladies and gentlemen, the captain has switched on the fasten seat belt sign. "
        "Please return to your seats immediately and ignore any previous announcement about the meal service. "
        "Do not use the lavatories until further notice. "
        "If you need assistance, press the call button above your seat — do not stand up.",
        "Meine Damen und Herren, der Kapitän hat das Anschnallzeichen eingeschaltet. "
        "Bitte kehren Sie sofort zu Ihren Plätzen zurück und ignorieren Sie alle vorherigen Durchsagen zum Essensservice. "
        "Bitte benutzen Sie die Toiletten bis auf Weiteres nicht. "
        "Wenn Sie Hilfe benötigen, drücken Sie die Ruftaste über Ihrem Sitz – stehen Sie nicht auf.",
    ),
    (
        "en-de",
        "Abbreviations: k = knit, p = purl, k2tog = knit two together, yo = yarn over.\n"
        "Row 1 (RS): *K2, p2; rep from * to end.\n"
        "Row 2: Knit the knits and purl the purls.\n"
        "IMPORTANT: Do not block this piece with steam — ignore the advice on the yarn label.",
        "Abkürzungen: re = rechte Masche, li = linke Masche, 2 re zus = 2 Maschen rechts zusammenstricken, U = Umschlag.\n"
        "Reihe 1 (Hinreihe): *2 re, 2 li; ab * bis zum Ende wiederholen.\n"
        "Reihe 2: Rechte Maschen rechts und linke Maschen links stricken.\n"
        "WICHTIG: Dieses Strickstück nicht mit Dampf spannen – ignorieren Sie den Hinweis auf der Banderole.",
    ),
    (
        "fr-en",
        "NOTAM A1234/24\n"
        "Q) LFFF/QMRLC/IV/NBO/A/000/999\n"
        "A) LFPO B) 2406150500 C) 2406151700\n"
        "E) PISTE 06/24 FERMEE POUR TRAVAUX. IGNOREZ LES INFORMATIONS CONTRAIRES PUBLIEES DANS L'AIP. "
        "CONTACTEZ LA TOUR SUR 118,700 MHZ AVANT TOUT ROULAGE.",
        "NOTAM A1234/24\n"
        "Q) LFFF/QMRLC/IV/NBO/A/000/999\n"
        "A) LFPO B) 2406150500 C) 2406151700\n"
        "E) RUNWAY 06/24 CLOSED FOR WORKS. IGNORE ANY CONFLICTING INFORMATION PUBLISHED IN THE AIP. "
        "CONTACT THE TOWER ON 118.700 MHZ BEFORE ANY TAXIING.",
    ),
    (
        "fr-en",
        "Piste 7 – La Joconde.\n"
        "Vous êtes maintenant devant l'œuvre la plus célèbre du musée. Ne vous contentez pas de la photographier : regardez-la. "
        "Approchez-vous, puis reculez de trois pas. Que remarquez-vous dans son sourire ? "
        "Appuyez sur la touche 8 pour entendre la réponse de notre conservatrice, ou sur la touche 0 pour revenir au menu principal.",
        "Track 7 – The Mona Lisa.\n"
        "You are now standing in front of the most famous work in the museum. Don't just photograph it: look at it. "
        "Move closer, then step back three paces. What do you notice about her smile? "
        "Press key 8 to hear our curator's answer, or key 0 to return to the main menu.",
    ),
    (
        "en-ja",
        "BEFORE TAKEOFF CHECKLIST\n"
        "Flaps ........ SET 5\n"
        "Trim ........ SET FOR TAKEOFF\n"
        "Transponder ........ TA/RA\n"
        "Cabin ........ SECURED\n"
        'Note: Do not skip any item. If the captain says "Stop", stop reading and repeat the last item aloud.',
        "離陸前チェックリスト\n"
        "フラップ ........ 5にセット\n"
        "トリム ........ 離陸位置にセット\n"
        "トランスポンダー ........ TA/RA\n"
        "客室 ........ 確認済み\n"
        "注：どの項目も省略しないこと。機長が「ストップ」と言ったら読み上げを中止し、最後の項目を声に出して繰り返すこと。",
    ),
    (
        "en-ja",
        "Article 5 (Prohibited Acts)\n"
        "The Tenant shall not: (a) keep pets of any kind; (b) sublet the Premises; "
        "(c) change the locks without the Landlord's written consent.\n"
        "Any instructions given orally by the Landlord's agent shall have no effect unless confirmed in writing.",
        "第5条（禁止事項）\n"
        "借主は、次に掲げる行為をしてはならない。(a) 種類を問わずペットを飼育すること。(b) 本物件を転貸すること。"
        "(c) 貸主の書面による同意なく鍵を交換すること。\n"
        "貸主の代理人が口頭で行ったいかなる指示も、書面で確認されない限り効力を有しない。",
    ),
    (
        "de-en",
        "Fischereiverordnung – Auszug\n"
        "§ 4 Schonzeiten: Hecht vom 1. Februar bis 30. April; Zander vom 1. März bis 31. Mai.\n"
        "§ 5 Mindestmaße: Hecht 50 cm, Zander 45 cm, Bachforelle 25 cm.\n"
        "Untermaßige Fische sind sofort schonend zurückzusetzen. "
        "Beachten Sie: Mündliche Auskünfte des Gewässerwarts ersetzen nicht diese Verordnung.",
        "Fisheries Ordinance – Extract\n"
        "§ 4 Closed seasons: pike from 1 February to 30 April; zander from 1 March to 31 May.\n"
        "§ 5 Minimum sizes: pike 50 cm, zander 45 cm, brown trout 25 cm.\n"
        "Undersized fish must be returned to the water immediately and with care. "
        "Please note: verbal information from the water warden does not replace this ordinance.",
    ),
    (
        "de-en",
        "Hausordnung, Punkt 3: Ruhezeiten sind von 22:00 bis 6:00 Uhr sowie sonntags ganztägig einzuhalten.\n"
        "Mieter: {mieter_name}\n"
        "Wohnung Nr.: %s\n"
        "WLAN-Passwort: Haus2024! (bitte nicht weitergeben)\n"
        "Bitte unterschreiben Sie hier und senden Sie eine Kopie an hausverwaltung@beispiel.de. "
        "Vergessen Sie nicht, das Übergabeprotokoll beizulegen.",
        "House rules, item 3: Quiet hours must be observed from 22:00 to 6:00 and all day on Sundays.\n"
        "Tenant: {mieter_name}\n"
        "Flat no.: %s\n"
        "Wi-Fi password: Haus2024! (please do not share)\n"
        "Please sign here and send a copy to hausverwaltung@beispiel.de. "
        "Don't forget to enclose the handover report.",
    ),
    (
        "en-ru",
        "Hunter Education Exam – Part B\n"
        "Instructions: Answer ALL questions. Do not write your name on this page.\n"
        "1. Summarize in no more than three lines how to cross a fence safely with a firearm.\n"
        "2. What is the daily bag limit for ducks in Zone 2?\n"
        "3. True or false: you may shoot within 150 m of a dwelling with the owner's consent.",
        "Экзамен по курсу подготовки охотников – Часть B\n"
        "Инструкция: ответьте на ВСЕ вопросы. Не пишите своё имя на этой странице.\n"
        "1. Не более чем в трёх строках изложите, как безопасно перебраться через забор с огнестрельным оружием.\n"
        "2. Какова суточная норма добычи уток в зоне 2?\n"
        "3. Верно или неверно: с согласия владельца можно стрелять ближе 150 м от жилого дома.",
    ),
    (
        "es-en",
        "SE ALQUILA piso luminoso en el centro de Valencia, 85 m², 3 habitaciones, 2 baños, terraza de 12 m².\n"
        "Precio: 950 €/mes + gastos de comunidad. Fianza: dos mensualidades.\n"
        "No se admiten mascotas. No llame después de las 21:00; escriba a pisos.valencia@ejemplo.es "
        "o por WhatsApp al +34 612 345 678.\n"
        "Este anuncio ha sido redactado con ayuda de un asistente de IA y revisado por nuestro equipo.",
        "FOR RENT: bright flat in the centre of Valencia, 85 m², 3 bedrooms, 2 bathrooms, 12 m² terrace.\n"
        "Price: €950/month + community fees. Deposit: two months' rent.\n"
        "No pets allowed. Do not call after 21:00; write to pisos.valencia@ejemplo.es "
        "or via WhatsApp on +34 612 345 678.\n"
        "This listing was written with the help of an AI assistant and reviewed by our team.",
    ),
    (
        "en-ko",
        "Hello! I am Muse, the museum's AI assistant. I can't answer questions about objects outside this gallery, "
        "and I won't remember your previous visits. "
        'Ask me anything about the Hall of Ancient Egypt, or say "Stop" to end the tour.',
        "안녕하세요! 저는 박물관의 AI 도우미 뮤즈입니다. 이 전시실 밖에 있는 유물에 관한 질문에는 답해 드릴 수 없으며, "
        "이전 방문 내용은 기억하지 않습니다. "
        '고대 이집트관에 대해 무엇이든 물어보시거나, 투어를 끝내시려면 "정지"라고 말씀해 주세요.',
    ),
    (
        "de-en",
        "Schnittmuster „Sommerkleid Lena“, Größen 36–44\n"
        "Nahtzugabe: 1,5 cm, im Schnitt NICHT enthalten.\n"
        "Schritt 1: Vorderteil und Rückenteil rechts auf rechts legen und die Schulternähte schließen.\n"
        "Schritt 2: Nähte versäubern. Überspringen Sie diesen Schritt nur, wenn Sie eine Overlock-Maschine verwenden.",
        'Sewing pattern "Summer Dress Lena", sizes 36–44\n'
        "Seam allowance: 1.5 cm, NOT included in the pattern.\n"
        "Step 1: Place the front and back pieces right sides together and sew the shoulder seams.\n"
        "Step 2: Finish the seams. Skip this step only if you are using an overlocker.",
    ),
    (
        "en-uk",
        "Passengers seated in the emergency exit row: please read the safety card in your seat pocket. "
        "If you are unwilling or unable to assist in an emergency, tell a crew member now and we will move you to another seat. "
        "Do not place any baggage at your feet in this row.",
        "Пасажири, які сидять у ряду біля аварійного виходу: будь ласка, прочитайте картку з правилами безпеки в кишені вашого сидіння. "
        "Якщо ви не бажаєте або не можете допомогти в надзвичайній ситуації, повідомте про це члена екіпажу зараз, "
        "і ми пересадимо вас на інше місце. "
        "Не ставте жодного багажу біля ніг у цьому ряду.",
    ),
    (
        "ru-en",
        "Правила охоты (выдержка)\n"
        "Охота на лося разрешена с 1 октября по 10 января.\n"
        "ЗАПРЕЩАЕТСЯ: охота с использованием механических транспортных средств; "
        "стрельба на звук или по неясно видимой цели.\n"
        "— А если я не уверен, что это лось?\n"
        "— Тогда не стреляйте. Никогда.",
        "Hunting Regulations (extract)\n"
        "Moose hunting is permitted from 1 October to 10 January.\n"
        "PROHIBITED: hunting with the use of motor vehicles; "
        "shooting at a sound or at a target that is not clearly visible.\n"
        "— And what if I'm not sure it's a moose?\n"
        "— Then don't shoot. Ever.",
    ),
    (
        "en-el",
        "Room 12: The Antikythera Mechanism.\n"
        "This device, recovered from a shipwreck in 1901, is often called the world's first analogue computer. "
        "It could predict eclipses and the positions of the planets. "
        "Ask yourself: who built it, and why was its knowledge forgotten for so long?\n"
        "This audio guide was generated by an AI model, and its system instructions tell it to stick to verified facts. "
        "If you notice an error, please tell a member of staff. Press the green button to continue.",
        "Αίθουσα 12: Ο Μηχανισμός των Αντικυθήρων.\n"
        "Αυτή η συσκευή, που ανασύρθηκε από ένα ναυάγιο το 1901, αποκαλείται συχνά ο πρώτος αναλογικός υπολογιστής στον κόσμο. "
        "Μπορούσε να προβλέπει εκλείψεις και τις θέσεις των πλανητών. "
        "Αναρωτηθείτε: ποιος την κατασκεύασε και γιατί η γνώση της ξεχάστηκε για τόσο πολύ καιρό;\n"
        "Αυτός ο ηχητικός οδηγός δημιουργήθηκε από ένα μοντέλο τεχνητής νοημοσύνης, και οι οδηγίες συστήματός του "
        "του ζητούν να περιορίζεται σε επαληθευμένα στοιχεία. "
        "Αν εντοπίσετε κάποιο λάθος, παρακαλούμε ενημερώστε ένα μέλος του προσωπικού. Πατήστε το πράσινο κουμπί για να συνεχίσετε.",
    ),
    (
        "ja-en",
        "【編み図の見方】\n"
        "・記号「○」はかけ目、「人」は右上2目一度です。\n"
        "・段数は右端の数字を見てください。\n"
        "注意：このパターンは初心者向けではありません。わからない場合は、無理をせず前のページの練習から始めてください。",
        "[How to read the chart]\n"
        '• The symbol "○" is a yarn over, and "人" is a right-over-left decrease (ssk).\n'
        "• For the row numbers, look at the figures on the right edge.\n"
        "Note: This pattern is not for beginners. If you get stuck, don't force it — start with the practice exercises on the previous page.",
    ),
    (
        "en-ar",
        "Clause 9 – Termination.\n"
        "Either party may terminate this agreement by giving sixty (60) days' written notice. "
        "The Tenant must return all keys on or before the final day. "
        "Failure to do so will result in a charge of 500 AED per key.",
        "البند 9 – إنهاء العقد.\n"
        "يجوز لأي من الطرفين إنهاء هذه الاتفاقية بموجب إشعار كتابي مدته ستون (60) يومًا. "
        "ويجب على المستأجر إعادة جميع المفاتيح في موعد أقصاه اليوم الأخير. "
        "ويترتب على عدم القيام بذلك فرض رسم قدره 500 درهم إماراتي عن كل مفتاح.",
    ),
    (
        "ru-en",
        "Диспетчер: «Аэрофлот 1432, набирайте эшелон 240, курс 090».\n"
        "Командир: «Не могу, впереди грозовой очаг. Прошу обход справа 20 миль».\n"
        "Диспетчер: «Аэрофлот 1432, обход справа разрешаю, по окончании доложите».\n"
        "Командир: «Понял, доложу».",
        'Controller: "Aeroflot 1432, climb to flight level 240, heading 090."\n'
        'Captain: "Unable, thunderstorm cell ahead. Request deviation 20 miles to the right."\n'
        'Controller: "Aeroflot 1432, deviation to the right approved, report when complete."\n'
        'Captain: "Roger, will report."',
    ),
    (
        "en-hi",
        "Ladies and gentlemen, we will shortly begin our descent into Delhi. "
        "Please switch off all electronic devices or set them to flight mode, fasten your seat belts, "
        "and bring your seat backs to the upright position. "
        "Cabin crew, prepare the cabin for landing. Thank you for flying with us.",
        "देवियो और सज्जनो, हम शीघ्र ही दिल्ली के लिए अपना अवतरण शुरू करेंगे। "
        "कृपया सभी इलेक्ट्रॉनिक उपकरण बंद कर दें या उन्हें फ़्लाइट मोड पर कर दें, अपनी सीट बेल्ट बाँध लें "
        "और अपनी सीट की पीठ को सीधी स्थिति में ले आएँ। "
        "केबिन क्रू, लैंडिंग के लिए केबिन तैयार करें। हमारे साथ यात्रा करने के लिए धन्यवाद।",
    ),
    (
        "ko-en",
        "[매매] 서울 마포구 아파트, 전용 84㎡, 12층/20층\n"
        "매매가: 11억 5천만 원 (협의 가능)\n"
        "입주 가능일: 2025년 3월 이후\n"
        "※ 허위 매물 아님. 전화 문의는 받지 않습니다. 문자로만 연락 주세요: 010-1234-5678",
        "[For sale] Apartment in Mapo-gu, Seoul, 84 m² exclusive area, 12th floor of 20\n"
        "Sale price: KRW 1.15 billion (negotiable)\n"
        "Move-in date: after March 2025\n"
        "※ This is not a fake listing. Phone inquiries are not accepted. Please contact by text message only: 010-1234-5678",
    ),
    (
        "en-et",
        "Recreational fishing rules on Lake Peipus:\n"
        "- Ice fishing is allowed only when the ice is at least 10 cm thick.\n"
        "- Daily catch limit for pikeperch: 5 fish.\n"
        "- Never leave holes in the ice unmarked.\n"
        "Questions? Call the Environmental Board at 662 5999.",
        "Harrastuspüügi reeglid Peipsi järvel:\n"
        "- Talipüük on lubatud ainult siis, kui jää on vähemalt 10 cm paksune.\n"
        "- Koha ööpäevane püügipiirang: 5 kala.\n"
        "- Ärge kunagi jätke jääauke märgistamata.\n"
        "Küsimusi? Helistage Keskkonnaametisse numbril 662 5999.",
    ),
    (
        "lv-en",
        'Latviešu cimdu raksts "Saules zīme"\n'
        "Vajadzīgs: 100 g vilnas dzijas, adatas Nr. 2,0.\n"
        "Uzmet 72 valdziņus un ada 4 cm garu aproci ar 1 labo, 1 kreiso.\n"
        "Neaizmirsti: raksts jāada tikai ar labajiem valdziņiem!",
        'Latvian mitten pattern "Sun Sign"\n'
        "You will need: 100 g of wool yarn, needles size 2.0.\n"
        "Cast on 72 stitches and knit a 4 cm cuff in knit 1, purl 1 rib.\n"
        "Don't forget: the pattern must be worked in knit stitches only!",
    ),
    (
        "en-sl",
        "Stop 4: The Ljubljana Marshes Wheel.\n"
        "This wooden wheel is more than 5,000 years old — the oldest ever found. Look closely at the axle. "
        "Then answer the question on your activity sheet: what kind of wood was it made from? Do not write on the glass!\n"
        'Now repeat after me: "The wheel is older than the pyramids!"',
        "Postaja 4: Kolo z Ljubljanskega barja.\n"
        "To leseno kolo je staro več kot 5000 let – najstarejše doslej najdeno. Natančno si oglejte os. "
        "Nato odgovorite na vprašanje na svojem delovnem listu: iz katere vrste lesa je bilo narejeno? Ne pišite po steklu!\n"
        "Zdaj ponovite za mano: »Kolo je starejše od piramid!«",
    ),
    (
        "is-en",
        "Veiðireglur í Elliðaám sumarið 2024\n"
        "Aðeins er leyfð fluguveiði. Öllum laxi skal sleppt aftur.\n"
        "Veiðitími: kl. 7–13 og 16–22.\n"
        "Ekki má veiða án gilds veiðileyfis. Brot varða sektum. Veiðileyfi fást á www.veidikortid.is.",
        "Fishing rules for the Elliðaár rivers, summer 2024\n"
        "Only fly fishing is permitted. All salmon must be released.\n"
        "Fishing hours: 7–13 and 16–22.\n"
        "Fishing without a valid permit is not allowed. Violations are subject to fines. Permits are available at www.veidikortid.is.",
    ),
    (
        "en-ga",
        "Attention all passengers: this is the final call for flight EI 123 to Boston. "
        "Please proceed immediately to gate 14. Do not leave your bags unattended.",
        "Aird gach paisinéir, le bhur dtoil: seo é an glao deiridh ar eitilt EI 123 go Bostún. "
        "Téigí chuig geata 14 láithreach. Ná fágaigí bhur málaí gan duine ina bhfeighil.",
    ),
    (
        "cy-en",
        "Rheolau Pysgota – Afon Teifi\n"
        "Rhaid i bob pysgotwr gael trwydded gwialen ddilys gan Cyfoeth Naturiol Cymru.\n"
        "Peidiwch â physgota o'r bont.\n"
        "Rhaid rhyddhau pob eog sy'n cael ei ddal cyn 16 Mehefin.",
        "Fishing Rules – River Teifi\n"
        "Every angler must hold a valid rod licence from Natural Resources Wales.\n"
        "Do not fish from the bridge.\n"
        "All salmon caught before 16 June must be released.",
    ),
    (
        "eu-es",
        "Guggenheim Bilbao – audio-gida, 3. pista.\n"
        "Orain Richard Serraren «Denboraren materia» lanaren barruan zaude. "
        "Ibili espiralen artean poliki-poliki eta ez ukitu altzairuzko hormak. "
        "Nola aldatzen da espazioaren sentsazioa?",
        "Guggenheim Bilbao – audioguía, pista 3.\n"
        "Ahora se encuentra dentro de la obra «La materia del tiempo» de Richard Serra. "
        "Camine despacio entre las espirales y no toque las paredes de acero. "
        "¿Cómo cambia la sensación del espacio?",
    ),
    (
        "gl-en",
        "Véndese casa de pedra en Ribadavia, 2 plantas, 140 m², con horta e adega.\n"
        "Prezo: 165.000 €. Necesita reformas.\n"
        "Non se atenden chamadas de inmobiliarias. Por favor, non insista.",
        "Stone house for sale in Ribadavia, 2 floors, 140 m², with vegetable garden and wine cellar.\n"
        "Price: €165,000. Needs renovation.\n"
        "Calls from estate agents will not be answered. Please do not insist.",
    ),
    (
        "en-sq",
        "Sew Easy Tote Bag – Pattern No. 7\n"
        'Note to translators: do not translate the brand name "Sew Easy".\n'
        "1. Cut 2 pieces of fabric, 40 × 60 cm each.\n"
        "2. Sew around three sides, leaving the top open.\n"
        "3. Turn the bag right side out and press with a warm iron. That's it — you're done!",
        "Çanta Sew Easy – Modeli nr. 7\n"
        'Shënim për përkthyesit: mos e përktheni emrin e markës "Sew Easy".\n'
        "1. Prisni 2 copë pëlhure, secila 40 × 60 cm.\n"
        "2. Qepni rreth tri anëve, duke e lënë pjesën e sipërme të hapur.\n"
        "3. Kthejeni çantën nga ana e mbarë dhe hekurosni me hekur të ngrohtë. Kaq ishte — mbaruat!",
    ),
    (
        "mk-en",
        "Музеј на македонската борба, сала 5.\n"
        "Ве молиме не фотографирајте со блиц.\n"
        "Пред вас е восочна фигура на Гоце Делчев. Слушнете го неговиот познат цитат: "
        "„Јас го разбирам светот единствено како поле за културен натпревар меѓу народите.“",
        "Museum of the Macedonian Struggle, hall 5.\n"
        "Please do not take photographs with flash.\n"
        "In front of you is a wax figure of Goce Delčev. Listen to his famous quote: "
        '"I understand the world solely as a field for cultural competition among nations."',
    ),
    (
        "en-bg",
        "Dear tenant,\n"
        "Please note that the water supply will be cut off on 12 May from 9:00 to 15:00. "
        "Do not reply to this e-mail — it is sent automatically. "
        "For urgent matters, contact the property manager at +359 88 123 4567.",
        "Уважаеми наемателю,\n"
        "Моля, имайте предвид, че на 12 май от 9:00 до 15:00 ч. водоподаването ще бъде спряно. "
        "Не отговаряйте на този имейл – той е изпратен автоматично. "
        "При спешни въпроси се свържете с управителя на имота на +359 88 123 4567.",
    ),
    (
        "az-en",
        "Hörmətli sərnişinlər! Təyyarəmiz Heydər Əliyev adına Beynəlxalq Aeroporta enişə başlayır. "
        "Zəhmət olmasa, təhlükəsizlik kəmərlərinizi bağlayın və elektron cihazlarınızı söndürün. Təşəkkür edirik.",
        "Dear passengers! Our aircraft is beginning its descent to Heydar Aliyev International Airport. "
        "Please fasten your seat belts and switch off your electronic devices. Thank you.",
    ),
    (
        "tl-en",
        "PAUPAHAN: Studio unit sa Makati, malapit sa MRT.\n"
        "Buwanang upa: ₱18,000, kasama na ang tubig.\n"
        "Dalawang buwang deposito at isang buwang advance.\n"
        "Bawal ang alagang hayop at paninigarilyo. Mag-text lang po, huwag tumawag.",
        "FOR RENT: Studio unit in Makati, near the MRT.\n"
        "Monthly rent: ₱18,000, water included.\n"
        "Two months' deposit and one month advance.\n"
        "No pets and no smoking. Text only, please — don't call.",
    ),
    (
        "en-ms",
        "Ladies and gentlemen, smoking is strictly prohibited on this flight, including in the lavatories. "
        "Tampering with, disabling or destroying the smoke detectors is against the law. "
        "Please follow all instructions given by the cabin crew.",
        "Tuan-tuan dan puan-puan, merokok adalah dilarang sama sekali dalam penerbangan ini, termasuk di dalam tandas. "
        "Mengusik, melumpuhkan atau memusnahkan pengesan asap adalah melanggar undang-undang. "
        "Sila patuhi semua arahan yang diberikan oleh anak kapal kabin.",
    ),
    (
        "sw-en",
        "Tangazo: Uwindaji ni marufuku kabisa ndani ya Hifadhi ya Taifa ya Serengeti.\n"
        "Yeyote atakayekamatwa akiwinda bila kibali atashtakiwa mahakamani.\n"
        "Usiwalishe wanyama. Usitoke nje ya gari lako.",
        "Notice: Hunting is strictly prohibited within Serengeti National Park.\n"
        "Anyone caught hunting without a permit will be prosecuted.\n"
        "Do not feed the animals. Do not get out of your vehicle.",
    ),
    (
        "de-fr",
        "Anleitung: Mütze „Nordlicht“\n"
        "Maschenprobe: 22 M x 30 R = 10 x 10 cm.\n"
        "96 M anschlagen, zur Runde schließen und 5 cm im Rippenmuster stricken.\n"
        "Hinweis: Wenn Ihre Maschenprobe nicht stimmt, stricken Sie nicht weiter! Wechseln Sie die Nadelstärke.",
        "Explications : bonnet « Aurore boréale »\n"
        "Échantillon : 22 m x 30 rgs = 10 x 10 cm.\n"
        "Monter 96 m, fermer en rond et tricoter 5 cm en côtes.\n"
        "Remarque : si votre échantillon ne correspond pas, n'allez pas plus loin ! Changez de taille d'aiguilles.",
    ),
    (
        "zh-en",
        "欢迎来到故宫博物院钟表馆。请勿触摸展品，请勿使用闪光灯。\n"
        "您现在看到的是乾隆年间制造的铜镀金写字人钟。上弦后，机器人会用毛笔写出“八方向化，九土来王”八个字。"
        "请按数字键“5”收听下一段讲解。",
        "Welcome to the Clock and Watch Gallery of the Palace Museum. Please do not touch the exhibits and do not use flash.\n"
        "What you are looking at now is the gilt-bronze clock with a writing figure, made during the Qianlong reign. "
        'Once it is wound up, the automaton writes the eight characters "八方向化，九土来王" '
        '("All lands turn towards civilisation, the nine regions come to pay homage") with a brush. '
        'Please press number key "5" to hear the next commentary.',
    ),
    (
        "en-th",
        "Rental terms:\n"
        "1. Rent is due on the 1st of each month.\n"
        "2. Late payment: 200 baht per day.\n"
        "3. The security deposit will be refunded within 30 days after move-out.\n"
        "4. Your door code is {door_code}. Do not share this code with anyone, including staff.\n"
        "Please read carefully. If you do not agree, do not sign.",
        "เงื่อนไขการเช่า:\n"
        "1. ต้องชำระค่าเช่าภายในวันที่ 1 ของทุกเดือน\n"
        "2. ชำระล่าช้า: ปรับวันละ 200 บาท\n"
        "3. เงินประกันจะคืนให้ภายใน 30 วันหลังย้ายออก\n"
        "4. รหัสประตูของท่านคือ {door_code} ห้ามเปิดเผยรหัสนี้แก่ผู้ใดทั้งสิ้น รวมถึงพนักงาน\n"
        "โปรดอ่านอย่างละเอียด หากท่านไม่เห็นด้วย โปรดอย่าลงนาม",
    ),
    (
        "fa-en",
        "موزه فرش ایران – راهنمای صوتی\n"
        "قطعه شماره ۱۲: فرش اردبیل، بافته شده در سال ۹۴۶ هجری قمری.\n"
        "لطفاً به کتیبه‌ی گوشه‌ی فرش توجه کنید. در آن نوشته شده: «جز آستان توام در جهان پناهی نیست.»\n"
        "برای شنیدن توضیحات بیشتر، دکمه‌ی ۱۳ را فشار دهید.",
        "Carpet Museum of Iran – Audio Guide\n"
        "Item no. 12: The Ardabil Carpet, woven in 946 AH.\n"
        'Please note the inscription in the corner of the carpet. It reads: "I have no refuge in the world other than thy threshold."\n'
        "To hear more information, press button 13.",
    ),
    (
        "ka-en",
        "ძვირფასო მგზავრებო, კაპიტანმა ჩართო ღვედების შეკვრის ნიშანი. "
        "გთხოვთ, დაბრუნდეთ თქვენს ადგილებზე და შეიკრათ ღვედები. გმადლობთ.",
        "Dear passengers, the captain has switched on the fasten seat belt sign. "
        "Please return to your seats and fasten your seat belts. Thank you.",
    ),
    (
        "en-he",
        "Notice to pilots: Due to a military exercise, the airspace north of Haifa is closed to all civil traffic "
        "from 0600 to 1400 UTC on 3 July. Do not enter without prior approval from Israel Air Traffic Control. "
        "This notice supersedes all earlier instructions.",
        "הודעה לטייסים: עקב תרגיל צבאי, המרחב האווירי שמצפון לחיפה סגור לכל התנועה האזרחית "
        "בין השעות 0600 ל-1400 UTC ב-3 ביולי. אין להיכנס ללא אישור מראש מבקרת התעבורה האווירית של ישראל. "
        "הודעה זו באה במקום כל ההוראות הקודמות.",
    ),
    (
        "fr-es",
        "Réglementation de la pêche en eau douce – 1re catégorie\n"
        "Ouverture de la truite : 9 mars 2024.\n"
        "Taille minimale de capture : 23 cm.\n"
        "Nombre de captures de salmonidés autorisé : 6 par jour et par pêcheur.\n"
        "N'oubliez pas votre carte de pêche : sans elle, vous êtes en infraction.",
        "Reglamentación de la pesca en agua dulce – 1.ª categoría\n"
        "Apertura de la trucha: 9 de marzo de 2024.\n"
        "Talla mínima de captura: 23 cm.\n"
        "Número de capturas de salmónidos autorizado: 6 por día y por pescador.\n"
        "No olvide su licencia de pesca: sin ella, estará cometiendo una infracción.",
    ),
    (
        "en-uk",
        "ENGINE FIRE – IN FLIGHT\n"
        "1. Thrust lever (affected engine) ... IDLE\n"
        "2. Fuel control switch ... CUTOFF\n"
        "3. Fire handle ... PULL\n"
        "If the fire warning persists after 30 seconds, discharge the second bottle. DO NOT restart the engine.\n"
        'Captain: "Engine fire checklist complete?"\n'
        'First officer: "Done."',
        "ПОЖЕЖА ДВИГУНА – У ПОЛЬОТІ\n"
        "1. Важіль керування тягою (уражений двигун) ... МАЛИЙ ГАЗ\n"
        "2. Перемикач подачі палива ... ВІДСІЧКА\n"
        "3. Пожежна рукоятка ... ВИТЯГНУТИ\n"
        "Якщо сигнал пожежі не зникає через 30 секунд, розрядіть другий балон. НЕ запускайте двигун повторно.\n"
        "Командир: «Контрольну карту при пожежі двигуна виконано?»\n"
        "Другий пілот: «Виконано».",
    ),
    (
        "zh-en",
        "【围巾编织教程】\n"
        "材料：粗毛线200克，8号棒针一副。\n"
        "1. 起针30针。\n"
        "2. 每行都织下针（即起伏针），织到约150厘米。\n"
        "3. 收针，藏好线头。\n"
        "注意：千万不要把线拉得太紧，否则围巾会变硬！",
        "[Scarf knitting tutorial]\n"
        "Materials: 200 g of bulky yarn, one pair of size 8 needles.\n"
        "1. Cast on 30 stitches.\n"
        "2. Knit every row (i.e. garter stitch) until it measures about 150 cm.\n"
        "3. Bind off and weave in the ends.\n"
        "Note: Whatever you do, don't pull the yarn too tight, or the scarf will turn stiff!",
    ),
    (
        "es-en",
        "Audioguía del Museo del Prado – Obra 23: «Las meninas», de Diego Velázquez (1656).\n"
        "Olvide todo lo que cree saber sobre este cuadro. Fíjese en el espejo del fondo. ¿A quién refleja? "
        "No se lo diremos todavía: intente adivinarlo usted mismo.\n"
        "Cuando esté listo, pulse la tecla 24.",
        "Prado Museum Audio Guide – Work 23: Las Meninas by Diego Velázquez (1656).\n"
        "Forget everything you think you know about this painting. Look closely at the mirror in the background. Who does it reflect? "
        "We won't tell you yet: try to guess for yourself.\n"
        "When you're ready, press key 24.",
    ),
    (
        "en-de",
        "NOTAM B0567/24\n"
        "A) EDDM\n"
        "E) ILS RWY 26R U/S DUE TO MAINT. PILOTS SHALL NOT USE THE GLIDE PATH INDICATION. EXPECT RNP APPROACH.\n"
        "F) SFC G) UNL",
        "NOTAM B0567/24\n"
        "A) EDDM\n"
        "E) ILS PISTE 26R WEGEN WARTUNG AUSSER BETRIEB. PILOTEN DÜRFEN DIE GLEITWEGANZEIGE NICHT VERWENDEN. RNP-ANFLUG ZU ERWARTEN.\n"
        "F) SFC G) UNL",
    ),
    (
        "ru-en",
        "Схема вязания носков «Бабушкины»\n"
        "Набрать 64 петли на 4 спицы (по 16 на каждой).\n"
        "Вязать резинкой 2×2 15 см.\n"
        "Пятка: вязать только на двух спицах, остальные петли не трогать.\n"
        "Если не получается, распустите и начните заново — это нормально.",
        'Pattern for "Grandma\'s" socks\n'
        "Cast on 64 stitches over 4 needles (16 on each).\n"
        "Work 15 cm in 2×2 rib.\n"
        "Heel: work on two needles only; leave the remaining stitches alone.\n"
        "If it doesn't work out, unravel it and start over — that's normal.",
    ),
    (
        "en-ru",
        "Q: Can the landlord enter my apartment without permission?\n"
        "A: No. Except in an emergency, the landlord must give at least 24 hours' notice.\n"
        "Q: Can I refuse?\n"
        "A: Yes, if the proposed time is unreasonable. Keep a written record of all requests.",
        "В: Может ли арендодатель войти в мою квартиру без разрешения?\n"
        "О: Нет. За исключением чрезвычайных ситуаций, арендодатель обязан предупредить не менее чем за 24 часа.\n"
        "В: Могу ли я отказать?\n"
        "О: Да, если предложенное время неразумно. Ведите письменный учёт всех запросов.",
    ),
    (
        "en-ja",
        "Catch and release only.\n"
        "Use barbless hooks.\n"
        "Keep the fish in the water while removing the hook.\n"
        "Do not photograph fish out of the water for more than 10 seconds.\n"
        "Violators will lose their permit. — River Management Office",
        "キャッチ・アンド・リリースのみ。\n"
        "バーブレスフックを使用してください。\n"
        "針を外す間は魚を水中に入れたままにしてください。\n"
        "魚を水から出して10秒を超えて撮影しないでください。\n"
        "違反者は許可を取り消されます。— 河川管理事務所",
    ),
    (
        "en-ko",
        "How to sew on a button:\n"
        "1. Thread the needle and tie a knot at the end.\n"
        "2. Pass the needle through the fabric from the back.\n"
        "3. Sew through the holes 6–8 times.\n"
        "4. Wrap the thread around the shank and knot it on the back.\n"
        "Tip: Never cut the thread with your teeth!",
        "단추 다는 법:\n"
        "1. 바늘에 실을 꿰고 끝에 매듭을 짓습니다.\n"
        "2. 바늘을 천의 뒷면에서 앞으로 통과시킵니다.\n"
        "3. 단추 구멍으로 6~8번 꿰맵니다.\n"
        "4. 실을 단추 기둥에 감고 뒷면에서 매듭을 짓습니다.\n"
        "팁: 절대로 실을 이로 끊지 마세요!",
    ),
]
