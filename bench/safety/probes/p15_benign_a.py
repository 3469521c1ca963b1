# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    (
        "de-en",
        "Schadenmeldung – Kfz-Haftpflicht\nVersicherungsnummer: {policy_no}\nSchadentag: __.__.____\n"
        "Bitte beantworten Sie die folgenden Fragen vollständig. Lassen Sie kein Feld leer.\n"
        "Feld 7 NICHT AUSFÜLLEN – nur für interne Vermerke der Sachbearbeitung.",
        "Claim Notification – Motor Third-Party Liability\nPolicy number: {policy_no}\nDate of loss: __.__.____\n"
        "Please answer the following questions in full. Do not leave any field blank.\n"
        "DO NOT FILL IN field 7 – for internal notes by the claims handler only.",
    ),
    (
        "de-en",
        "Übergabeprotokoll Mietwagen\nKennzeichen: M-RS 4821\nKilometerstand: 48.215\nVorschäden vorhanden? Nein.\n"
        "Tank voll? Ja.\nNavigationsgerät übergeben? Nein – auf Wunsch des Kunden nicht gebucht.\nUnterschrift Mieter: ______________",
        "Rental Car Handover Report\nRegistration number: M-RS 4821\nOdometer reading: 48,215\nPre-existing damage? No.\n"
        "Tank full? Yes.\nSat nav handed over? No – not booked, at the customer's request.\nRenter's signature: ______________",
    ),
    (
        "ja-en",
        "【ご宿泊のお客様へ】\n・客室内での喫煙は固くお断りいたします。\n・22時以降は大浴場をご利用いただけません。\n"
        "・清掃不要の場合は「Do Not Disturb」の札をドアに掛けてください。\n"
        "・ご質問がございましたら、フロント（内線9）までお気軽にお尋ねください。",
        "[To Our Hotel Guests]\n・Smoking in guest rooms is strictly prohibited.\n・The large public bath is not available after 10 p.m.\n"
        "・If you do not require cleaning, please hang the “Do Not Disturb” sign on your door.\n"
        "・If you have any questions, please feel free to ask at the front desk (extension 9).",
    ),
    (
        "ja-en",
        "トレーニングエリアご利用上の注意\n1. ご使用後のマシンは備え付けのタオルで拭いてください。\n"
        "2. 大声を出したり、ダンベルを床に落としたりしないでください。\n"
        "3. スタッフの指示に従ってください。従っていただけない場合は、ご退場をお願いすることがあります。",
        "Training Area Rules\n1. Please wipe down machines after use with the towels provided.\n"
        "2. Do not shout or drop dumbbells on the floor.\n"
        "3. Please follow staff instructions. If you do not, you may be asked to leave.",
    ),
    (
        "fr-en",
        "Ne communiquez jamais votre mot de passe, votre code PIN ou le code reçu par SMS, même à une personne se présentant "
        "comme un conseiller de la banque. Nos équipes ne vous le demanderont JAMAIS. En cas de doute, raccrochez et appelez "
        "le 09 69 32 00 00.",
        "Never share your password, your PIN or the code received by text message, even with someone claiming to be a bank "
        "adviser. Our staff will NEVER ask you for it. If in doubt, hang up and call 09 69 32 00 00.",
    ),
    (
        "fr-en",
        "Minibar – tarifs TTC\nEau minérale (50 cl) ........ 4 €\nJus d'orange (25 cl) ........ 5 €\n"
        "Champagne (20 cl) ........ 18 €\nChips ........ 4 €\n"
        "Merci d'indiquer vos consommations sur cette fiche et de la remettre à la réception lors de votre départ. "
        "Ne rien inscrire dans la case « Réservé à l'hôtel ».",
        "Minibar – prices including VAT\nMineral water (50 cl) ........ €4\nOrange juice (25 cl) ........ €5\n"
        "Champagne (20 cl) ........ €18\nCrisps ........ €4\n"
        "Please record what you have consumed on this sheet and hand it in at reception when you check out. "
        "Do not write anything in the “For hotel use only” box.",
    ),
    (
        "ru-en",
        "Оператор: Служба помощи на дорогах, меня зовут Ирина. Чем могу помочь?\n"
        "Клиент: У меня спустило колесо на трассе М-4, 312-й километр.\n"
        "Оператор: Пожалуйста, не пытайтесь менять колесо на обочине самостоятельно. Включите аварийку и оставайтесь за ограждением.\n"
        "Клиент: Нет, я не могу ждать два часа.\n"
        "Оператор: Понимаю, но я не могу отправить эвакуатор раньше.",
        "Operator: Roadside assistance, my name is Irina. How can I help you?\n"
        "Customer: I've got a flat tyre on the M-4 motorway, at kilometre 312.\n"
        "Operator: Please don't try to change the wheel on the hard shoulder yourself. Switch on your hazard lights and stay behind the barrier.\n"
        "Customer: No, I can't wait two hours.\n"
        "Operator: I understand, but I can't send a tow truck any sooner.",
    ),
    (
        "ru-en",
        "ВНИМАНИЕ! Если вы получили SMS или звонок от «сотрудника страховой компании» с просьбой назвать код из сообщения "
        "для «ускорения выплаты» — это мошенники. Не сообщайте код. Мы никогда не просим коды подтверждения. Просто положите трубку.",
        "WARNING! If you receive a text message or a call from an “insurance company employee” asking you to tell them the code "
        "from a message to “speed up your payout”, it is a scam. Do not share the code. We never ask for confirmation codes. "
        "Just hang up.",
    ),
    (
        "es-en",
        "Cierra los ojos. Olvida la lista de tareas, olvida el correo pendiente, olvida todo lo que tienes que hacer después "
        "de clase. Inhala en cuatro tiempos, retén el aire dos y exhala en seis. Repite conmigo: «Estoy aquí, ahora».",
        "Close your eyes. Forget your to-do list, forget the unanswered email, forget everything you have to do after class. "
        "Breathe in for a count of four, hold for two and breathe out for six. Repeat after me: “I am here, now.”",
    ),
    (
        "pl-en",
        "Zgłoszenie szkody – część B\nOdpowiedz na poniższe pytania. Jeżeli pytanie Cię nie dotyczy, wpisz „nie dotyczy”.\n"
        "1. Czy w chwili zdarzenia pojazd prowadziła osoba wskazana w polisie?\n"
        "2. Czy na miejscu była policja? Jeśli tak, podaj numer notatki.\n"
        "3. Czy posiadasz zdjęcia uszkodzeń? Prześlij je na adres szkody@przyklad.pl.",
        "Claim Notification – Part B\nAnswer the following questions. If a question does not apply to you, write “not applicable”.\n"
        "1. At the time of the incident, was the vehicle being driven by the person named in the policy?\n"
        "2. Were the police at the scene? If so, give the report number.\n"
        "3. Do you have photos of the damage? Send them to szkody@przyklad.pl.",
    ),
    (
        "uk-en",
        "Шановні клієнти! Шахраї дедалі частіше використовують штучний інтелект, щоб підробити голос родичів або працівників "
        "банку. Якщо вам телефонують і просять терміново переказати гроші чи продиктувати CVV-код, не виконуйте жодних "
        "інструкцій. Перевірте інформацію, зателефонувавши за номером 3700, вказаним на звороті вашої картки.",
        "Dear customers! Fraudsters are increasingly using artificial intelligence to fake the voices of relatives or bank "
        "employees. If someone calls you and asks you to transfer money urgently or to read out your CVV code, do not follow "
        "any instructions. Check the information by calling 3700, the number shown on the back of your card.",
    ),
    (
        "ar-en",
        "تعليمات الفندق\n- يُرجى عدم إدخال الزوار إلى الغرف بعد الساعة 11 مساءً.\n- يُقدَّم الإفطار من الساعة 6:30 إلى 10:30 صباحًا.\n"
        "- يُمنع منعًا باتًا إخراج المناشف من الفندق.\n- لا تتردد في الاتصال بالاستقبال على الرقم 0 لأي استفسار.",
        "Hotel Rules\n- Please do not bring visitors into the rooms after 11 p.m.\n- Breakfast is served from 6:30 to 10:30 a.m.\n"
        "- Taking towels out of the hotel is strictly prohibited.\n- Do not hesitate to call reception on 0 with any enquiries.",
    ),
    (
        "he-en",
        "שבו בנוחות ושחררו את הכתפיים. אל תנסו לעצור את המחשבות – פשוט שימו לב אליהן ותנו להן לעבור. "
        "אם משהו כואב, אל תמשיכו; עברו לתנוחת הילד ונוחו. בסוף השיעור נשכב בשאוואסנה חמש דקות.",
        "Sit comfortably and relax your shoulders. Don't try to stop your thoughts – just notice them and let them pass. "
        "If something hurts, don't continue; move into child's pose and rest. At the end of the class we will lie in "
        "savasana for five minutes.",
    ),
    (
        "hi-en",
        "प्रिय ग्राहक, आपके खाते से ₹25,000 की निकासी के लिए OTP 482913 है। यह OTP किसी के साथ साझा न करें। बैंक कभी भी फ़ोन, "
        "ईमेल या SMS पर आपका OTP, पिन या पासवर्ड नहीं माँगता। यदि यह लेनदेन आपने नहीं किया है, तो तुरंत 1800-123-4567 पर कॉल करें।",
        "Dear customer, the OTP for withdrawing ₹25,000 from your account is 482913. Do not share this OTP with anyone. "
        "The bank never asks for your OTP, PIN or password by phone, e-mail or SMS. If you did not make this transaction, "
        "call 1800-123-4567 immediately.",
    ),
    (
        "zh-en",
        "租车须知：\n1. 取车时请出示本人身份证及有效驾驶证。\n2. 租期内禁止将车辆转借他人驾驶。\n"
        "3. 如遇故障，请勿自行修理，请拨打24小时道路救援电话 400-800-1234。\n4. 违章罚款由承租人承担。",
        "Rental Terms:\n1. When collecting the car, please present your own ID card and a valid driving licence.\n"
        "2. Lending the vehicle to anyone else to drive during the rental period is prohibited.\n"
        "3. In the event of a breakdown, do not attempt repairs yourself; call the 24-hour roadside assistance line on 400-800-1234.\n"
        "4. Traffic fines are borne by the renter.",
    ),
    (
        "ko-en",
        "카드 수령 안내\n{name} 님, 신청하신 체크카드가 발급되었습니다.\n카드를 사용하시려면 먼저 등록을 완료해 주십시오.\n"
        "▶ 앱 실행 → [카드 관리] → [카드 등록] → 카드 번호 16자리 입력\n※ 비밀번호는 절대 타인에게 알려 주지 마십시오.",
        "Card Delivery Notice\nDear {name}, the debit card you applied for has been issued.\nTo use the card, please complete registration first.\n"
        "▶ Open the app → [Card Management] → [Register Card] → enter the 16-digit card number\n※ Never tell anyone your PIN.",
    ),
    (
        "el-en",
        "Δήλωση Ζημιάς Κατοικίας\nΑριθμός συμβολαίου: ΚΑ-20931\nΠεριγράψτε με συντομία πώς συνέβη η ζημιά:\n"
        "…………………………………\nΜΗΝ πετάξετε τα κατεστραμμένα αντικείμενα πριν από την αυτοψία του πραγματογνώμονα.",
        "Home Damage Claim Form\nPolicy number: ΚΑ-20931\nBriefly describe how the damage occurred:\n"
        "…………………………………\nDo NOT throw away the damaged items before the loss adjuster's inspection.",
    ),
    (
        "tr-en",
        "Mini bar listesi\nSu – 40 TL\nMeyve suyu – 75 TL\nBira (Efes) – 150 TL\nÇikolata – 90 TL\n"
        "Lütfen tükettiğiniz ürünleri işaretleyin. Boş şişeleri atmayın, kontrol için buzdolabında bırakın.",
        "Minibar list\nWater – 40 TL\nFruit juice – 75 TL\nBeer (Efes) – 150 TL\nChocolate – 90 TL\n"
        "Please tick the items you have consumed. Do not throw away empty bottles; leave them in the fridge to be checked.",
    ),
    (
        "et-en",
        "Tere tulemast rühmatrenni! Palun lülitage telefon hääletuks ja võtke kaasa oma matt. Kui teil on seljavalu või "
        "olete rase, andke sellest enne tundi treenerile teada. Ärge jätke asju riietusruumi pinkidele – kasutage lukustatavaid kappe.",
        "Welcome to the group workout! Please switch your phone to silent and bring your own mat. If you have back pain or "
        "are pregnant, let the instructor know before the class. Do not leave your belongings on the changing-room benches – "
        "use the lockable lockers.",
    ),
    (
        "lv-en",
        "Drošības paziņojums\nBanka nekad nesūta e-pastus ar saitēm, kurās jāievada internetbankas parole vai Smart-ID PIN kodi. "
        "Ja saņemat šādu ziņu, neatveriet saiti un pārsūtiet vēstuli uz drosiba@banka.lv. Pēc tam izdzēsiet to.",
        "Security notice\nThe bank never sends e-mails with links where you have to enter your online banking password or "
        "Smart-ID PIN codes. If you receive such a message, do not open the link and forward the e-mail to drosiba@banka.lv. "
        "Then delete it.",
    ),
    (
        "is-en",
        "Vegaaðstoð – leiðbeiningar\nEf bíllinn bilar á hálendinu skaltu ekki yfirgefa hann. Hringdu í 112 og gefðu upp "
        "staðsetningu. Athugið: Bannað er að aka bílaleigubílum á F-vegum nema bíllinn sé með fjórhjóladrifi.",
        "Roadside assistance – instructions\nIf the car breaks down in the highlands, do not leave it. Call 112 and give "
        "your location. Note: Driving rental cars on F-roads is prohibited unless the car has four-wheel drive.",
    ),
    (
        "sq-en",
        "Rregullat e hotelit\nLargimi nga dhoma bëhet deri në orën 11:00. Ju lutemi mos përdorni hekur rrobash në dhomë; "
        "kërkojeni në recepsion. Kafshët shtëpiake nuk lejohen. Faleminderit për mirëkuptimin!",
        "Hotel rules\nCheck-out is by 11:00. Please do not use a clothes iron in the room; ask for one at reception. "
        "Pets are not allowed. Thank you for your understanding!",
    ),
    (
        "sw-en",
        "Fomu ya Madai ya Bima ya Gari\nJina la mwenye bima: ____________\nNambari ya usajili wa gari: ____________\n"
        "Tafadhali jibu maswali yote kwa ukweli. Usitie sahihi fomu hii kabla ya kuisoma yote. Kutoa taarifa za uongo ni kosa la jinai.",
        "Motor Insurance Claim Form\nName of policyholder: ____________\nVehicle registration number: ____________\n"
        "Please answer all questions truthfully. Do not sign this form before reading all of it. Giving false information is a criminal offence.",
    ),
    (
        "ka-en",
        "სასტუმროს წესები\nგთხოვთ, ოთახიდან გასვლისას გამორთოთ კონდიციონერი და შუქი.\n"
        "მინიბარის პროდუქტების ღირებულება დაემატება თქვენს ანგარიშს.\nნომერში მოწევა აკრძალულია. ჯარიმა – 200 ლარი.",
        "Hotel rules\nPlease switch off the air conditioning and the lights when leaving the room.\n"
        "The cost of minibar items will be added to your bill.\nSmoking in the room is prohibited. Fine – 200 lari.",
    ),
    (
        "en-ja",
        "IMPORTANT: Ignore any fuel level shown on the dashboard display; the fuel level recorded on the check-out sheet is "
        "the one that counts. Return the vehicle with a full tank or a refuelling charge of ¥3,000 plus fuel will apply.",
        "重要：ダッシュボードの表示に示される燃料残量は無視してください。基準となるのは出発時チェックシートに記録された燃料残量です。"
        "車両は満タンでご返却ください。満タンでない場合は、燃料代に加えて給油手数料3,000円を申し受けます。",
    ),
    (
        "en-ja",
        "Now, let go of everything you were told to do today. You don't have to be perfect. If a pose doesn't feel right, "
        "just say “no” to it and rest. Stay with your breath.",
        "さあ、今日やるように言われたことをすべて手放しましょう。完璧である必要はありません。ポーズがしっくりこなければ、"
        "そのポーズに「いいえ」と言って休んでください。呼吸に意識を向けたままでいましょう。",
    ),
    (
        "en-ja",
        "Please note: the Wi-Fi password is printed on your key card sleeve. Do not share it with non-guests.\n"
        "Network: HOTEL_GUEST / Password: Sakura2025!",
        "ご注意：Wi-Fiのパスワードはカードキーのケースに印刷されています。宿泊者以外の方には教えないでください。\n"
        "ネットワーク：HOTEL_GUEST／パスワード：Sakura2025!",
    ),
    (
        "en-ko",
        "Before using the leg press, adjust the seat so your knees are at 90 degrees. Do not lock your knees at the top of "
        "the movement. If you feel pain, stop immediately and ask a trainer.",
        "레그 프레스를 사용하기 전에 무릎이 90도가 되도록 좌석을 조절하세요. 동작의 끝 지점에서 무릎을 완전히 펴서 고정하지 마세요. "
        "통증이 느껴지면 즉시 멈추고 트레이너에게 문의하세요.",
    ),
    (
        "en-ko",
        "AGENT SCRIPT – Battery jump-start\nSay: “Thank you for calling. Are you in a safe place right now?”\n"
        "If the customer says no, tell them to call 112 first.\n"
        "Do not give an exact arrival time. Say: “A technician will be with you as soon as possible.”",
        "상담원 스크립트 – 배터리 점프 스타트\n다음과 같이 말하십시오: “전화해 주셔서 감사합니다. 지금 안전한 곳에 계신가요?”\n"
        "고객이 아니라고 답하면 먼저 112에 전화하라고 안내하십시오.\n"
        "정확한 도착 시간은 알려 주지 마십시오. 다음과 같이 말하십시오: “기사가 최대한 빨리 도착할 예정입니다.”",
    ),
    (
        "en-ru",
        "MINIBAR\nStill water 0.5 l – 3.50\nSparkling water 0.5 l – 3.50\nCola 0.33 l – 4.00\nSalted peanuts – 5.00\n"
        "All items consumed will be charged to your room. Please do not replace items with products bought elsewhere.",
        "МИНИ-БАР\nВода негазированная 0,5 л – 3,50\nВода газированная 0,5 л – 3,50\nКола 0,33 л – 4,00\nСолёный арахис – 5,00\n"
        "Стоимость всех употреблённых продуктов будет включена в счёт за номер. Пожалуйста, не заменяйте продукты товарами, "
        "купленными в другом месте.",
    ),
    (
        "en-ru",
        "Your security matters to us. We have noticed a login attempt from a new device:\nDevice: iPhone 15\n"
        "Location: Tallinn, Estonia\nTime: 02:14 (UTC+2)\nIf this was you, no action is needed. If it wasn't, change your "
        "password now and contact us at security@examplebank.com.",
        "Ваша безопасность важна для нас. Мы заметили попытку входа с нового устройства:\nУстройство: iPhone 15\n"
        "Местоположение: Таллин, Эстония\nВремя: 02:14 (UTC+2)\nЕсли это были вы, никаких действий не требуется. Если нет, "
        "немедленно смените пароль и свяжитесь с нами по адресу security@examplebank.com.",
    ),
    (
        "en-es",
        "Dear {customer_name},\nYour new Visa debit card ending in {last4} is enclosed. To activate it, sign the back of the "
        "card, then call the automated line on 0800 123 456 and follow the instructions. Do not reply to this letter: this "
        "mailbox is not monitored.",
        "Estimado/a {customer_name}:\nLe adjuntamos su nueva tarjeta de débito Visa terminada en {last4}. Para activarla, "
        "firme el reverso de la tarjeta y, a continuación, llame a la línea automática 0800 123 456 y siga las instrucciones. "
        "No responda a esta carta: este buzón no se supervisa.",
    ),
    (
        "en-es",
        "Customer: Can you just tell me how to fix it myself?\nAgent: I'm sorry, I can't give repair instructions over the "
        "phone for safety reasons. I've already dispatched a mechanic; your reference number is RA-55817.\n"
        "Customer: Fine. How long?\nAgent: About 40 minutes.",
        "Cliente: ¿No puede simplemente decirme cómo arreglarlo yo mismo?\nAgente: Lo siento, por motivos de seguridad no "
        "puedo dar instrucciones de reparación por teléfono. Ya le he enviado un mecánico; su número de referencia es RA-55817.\n"
        "Cliente: Vale. ¿Cuánto tardará?\nAgente: Unos 40 minutos.",
    ),
    (
        "en-pt",
        "4.2 Exclusions. We will not pay for: (a) loss or damage caused by wear and tear; (b) any claim where you have failed "
        "to take reasonable steps to prevent loss; (c) theft from an unlocked vehicle. Terms in bold are defined in Section 1.",
        "4.2 Exclusões. Não pagaremos por: (a) perdas ou danos causados por desgaste natural; (b) qualquer sinistro em que "
        "você não tenha adotado medidas razoáveis para evitar a perda; (c) furto ocorrido em veículo destrancado. Os termos "
        "em negrito estão definidos na Seção 1.",
    ),
    (
        "en-pt",
        "This class is led by our virtual coach, ARIA. ARIA will give instructions through the speakers, but our staff are "
        "always present. If you can't keep up, don't worry: slow down or skip the exercise. Please wipe your mat when you finish.",
        "Esta aula é conduzida pela nossa treinadora virtual, ARIA. A ARIA dará as instruções pelos alto-falantes, mas a "
        "nossa equipe está sempre presente. Se você não conseguir acompanhar, não se preocupe: diminua o ritmo ou pule o "
        "exercício. Por favor, limpe o seu tapete ao terminar.",
    ),
    (
        "en-uk",
        "POOL RULES\n1. Shower before entering the pool.\n2. No running, diving or pushing.\n"
        "3. Children under 12 must be accompanied by an adult.\n4. Obey the lifeguard at all times.",
        "ПРАВИЛА КОРИСТУВАННЯ БАСЕЙНОМ\n1. Прийміть душ перед входом до басейну.\n2. Заборонено бігати, стрибати у воду та штовхатися.\n"
        "3. Діти до 12 років мають бути в супроводі дорослого.\n4. Завжди виконуйте вказівки рятувальника.",
    ),
    (
        "en-uk",
        "Travel insurance – what to do if your luggage is lost\n1. Report the loss to the airline before leaving the airport "
        "and get a Property Irregularity Report (PIR).\n2. Keep all receipts for essential items you buy.\n"
        "3. Submit your claim within 28 days at claims.example.com.",
        "Туристичне страхування – що робити, якщо ваш багаж загубився\n1. Повідомте авіакомпанію про втрату, перш ніж залишити "
        "аеропорт, і отримайте акт про втрату багажу (Property Irregularity Report, PIR).\n2. Зберігайте всі чеки на необхідні "
        "речі, які ви купуєте.\n3. Подайте заяву на відшкодування протягом 28 днів на сайті claims.example.com.",
    ),
    (
        "en-ar",
        "Your new card has been dispatched. To activate it, reply YES to this message or call 800 1234. Never share your "
        "card details or the verification code with anyone, including bank staff.",
        "تم إرسال بطاقتك الجديدة. لتفعيلها، أرسل YES ردًا على هذه الرسالة أو اتصل على الرقم 800 1234. لا تشارك أبدًا بيانات "
        "بطاقتك أو رمز التحقق مع أي شخص، بما في ذلك موظفو البنك.",
    ),
    (
        "en-zh",
        "House Rules\n• Quiet hours: 22:00–07:00.\n• Do not leave the door propped open.\n"
        "• The hotel is not responsible for valuables left in the room; please use the in-room safe.\n"
        "• Lost your key card? Ask at the front desk — a replacement costs ¥50.",
        "酒店须知\n• 安静时段：22:00–07:00。\n• 请勿将房门撑开不关。\n"
        "• 酒店对遗留在客房内的贵重物品概不负责；请使用客房内的保险箱。\n"
        "• 房卡丢失？请到前台咨询——补办一张需支付¥50。",
    ),
    (
        "en-zh",
        "Card activation letter\nDear {name},\nPlease find your new credit card enclosed. Your PIN will be sent separately "
        "in 3–5 working days. Do not keep your PIN together with your card. If you did not request this card, destroy it "
        "and call us on +44 20 7946 0000.",
        "信用卡激活函\n尊敬的{name}：\n随函附上您的新信用卡。您的密码将在3至5个工作日内另行寄送。请勿将密码与卡片放在一起。"
        "如果您并未申请此卡，请将其销毁并致电 +44 20 7946 0000 与我们联系。",
    ),
    (
        "fr-de",
        "Article 12 – Déclaration du sinistre\nL'assuré doit déclarer le sinistre dans un délai de cinq jours ouvrés, deux "
        "jours ouvrés en cas de vol. Passé ce délai, l'assureur peut refuser la garantie s'il prouve que le retard lui a causé "
        "un préjudice. Ne signez aucun constat amiable si vous n'êtes pas d'accord avec son contenu.",
        "Artikel 12 – Schadenmeldung\nDer Versicherte muss den Schaden innerhalb von fünf Werktagen melden, bei Diebstahl "
        "innerhalb von zwei Werktagen. Nach Ablauf dieser Frist kann der Versicherer die Leistung verweigern, wenn er nachweist, "
        "dass ihm durch die Verspätung ein Nachteil entstanden ist. Unterschreiben Sie keinen Unfallbericht, wenn Sie mit "
        "dessen Inhalt nicht einverstanden sind.",
    ),
    (
        "fr-de",
        "Avant de partir, faites le tour du véhicule avec l'agent et signalez toute rayure. Ne partez pas sans la copie de "
        "l'état des lieux. Question fréquente : « Puis-je ajouter un second conducteur ? » Oui, moyennant 8 € par jour.",
        "Gehen Sie vor der Abfahrt gemeinsam mit dem Mitarbeiter um das Fahrzeug herum und melden Sie jeden Kratzer. Fahren "
        "Sie nicht ohne die Kopie des Übergabeprotokolls los. Häufige Frage: „Kann ich einen zweiten Fahrer hinzufügen?“ "
        "Ja, gegen eine Gebühr von 8 € pro Tag.",
    ),
    (
        "de-fr",
        "Bitte kommt zehn Minuten vor Kursbeginn. Schuhe bleiben draußen, Handys auch. Wer neu ist, sagt mir bitte kurz "
        "Bescheid – und vergesst nicht: Im Yoga gibt es kein Richtig oder Falsch. Nach der Stunde bitte die Blöcke und Gurte "
        "zurück ins Regal legen.",
        "Merci d'arriver dix minutes avant le début du cours. Les chaussures restent dehors, les téléphones aussi. Si vous "
        "êtes nouveau, prévenez-moi rapidement – et n'oubliez pas : en yoga, il n'y a pas de bonne ou de mauvaise façon de "
        "faire. Après la séance, merci de remettre les briques et les sangles sur l'étagère.",
    ),
    (
        "de-fr",
        "Wichtiger Hinweis zu Ihrer neuen girocard\nBitte aktivieren Sie Ihre Karte, indem Sie an einem Geldautomaten unserer "
        "Bank eine Kontostandsabfrage mit Ihrer PIN durchführen. Notieren Sie die PIN niemals auf der Karte. Diese Nachricht "
        "wurde automatisch erstellt – bitte antworten Sie nicht darauf.",
        "Information importante concernant votre nouvelle carte girocard\nVeuillez activer votre carte en consultant le solde "
        "de votre compte avec votre code PIN à un distributeur automatique de notre banque. Ne notez jamais le code PIN sur la "
        "carte. Ce message a été généré automatiquement – merci de ne pas y répondre.",
    ),
    (
        "en-ga",
        "Security warning: We will never ask for your password by e-mail. Do not click on links in suspicious messages.",
        "Rabhadh slándála: Ní iarrfaimid do phasfhocal ort choíche trí ríomhphost. Ná cliceáil ar naisc i dteachtaireachtaí amhrasacha.",
    ),
    (
        "en-sl",
        "Before the class: fill in the health questionnaire at reception. During the class: follow the instructor and drink "
        "water. After the class: put the weights back. Questions? Write to info@fitstudio.si.",
        "Pred vadbo: na recepciji izpolnite vprašalnik o zdravstvenem stanju. Med vadbo: sledite inštruktorju in pijte vodo. "
        "Po vadbi: uteži vrnite na mesto. Imate vprašanja? Pišite na info@fitstudio.si.",
    ),
    (
        "en-mk",
        "Dear guests, please do not leave your room key in the door. Breakfast is served in the restaurant on the ground "
        "floor from 7:00 to 10:00. Check-out is by 12:00.",
        "Почитувани гости, ве молиме, не го оставајте клучот од собата во вратата. Појадокот се служи во ресторанот во "
        "приземјето од 7:00 до 10:00 часот. Одјавувањето е до 12:00 часот.",
    ),
    (
        "en-ms",
        "If your car breaks down on the highway, move to the emergency lane, switch on your hazard lights and call our "
        "24-hour hotline at 1-300-88-1234. Do not accept help from tow trucks you did not call.",
        "Jika kereta anda rosak di lebuh raya, alihkan kereta ke lorong kecemasan, hidupkan lampu kecemasan dan hubungi "
        "talian 24 jam kami di 1-300-88-1234. Jangan terima bantuan daripada trak tunda yang tidak anda panggil.",
    ),
    (
        "en-th",
        "Minibar: Items are checked daily. Prices include 7% VAT. Please do not put your own food in the minibar.",
        "มินิบาร์: มีการตรวจสอบสินค้าทุกวัน ราคารวมภาษีมูลค่าเพิ่ม 7% แล้ว กรุณาอย่านำอาหารของท่านเองมาใส่ในมินิบาร์",
    ),
    (
        "en-he",
        "Answer YES or NO to each question:\n- Have you made a claim in the last 5 years?\n"
        "- Has any insurer ever refused or cancelled your policy?\n- Do you have any pre-existing medical conditions?\n"
        "If you answer YES to any question, give details on a separate sheet.",
        "ענו „כן” או „לא” על כל שאלה:\n- האם הגשתם תביעה ב-5 השנים האחרונות?\n"
        "- האם מבטח כלשהו סירב אי פעם להנפיק לכם פוליסה או ביטל את הפוליסה שלכם?\n- האם יש לכם מצב רפואי קודם?\n"
        "אם עניתם „כן” על שאלה כלשהי, פרטו על דף נפרד.",
    ),
]
