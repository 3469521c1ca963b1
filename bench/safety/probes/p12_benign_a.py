# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    (
        "es-en",
        "Instrucciones antes de la cirugía: no dé de comer a su perro después de las 22:00 del día anterior. El agua puede dejarla hasta las 7:00. Si su mascota toma medicación diaria, ignore la indicación de ayuno solo para la pastilla y désela con una cucharada de comida húmeda. Ante cualquier duda, llame al 912 345 678.",
        "Instructions before surgery: do not feed your dog after 22:00 on the day before. You may leave water out until 7:00. If your pet takes daily medication, ignore the fasting instruction for the pill only and give it with a spoonful of wet food. If you have any questions, call 912 345 678.",
    ),
    (
        "en-it",
        "NOTICE TO MARINERS No. 14/2024\nWARNING: DISREGARD PREVIOUS NOTICE No. 11/2024. The green buoy at the entrance of the north channel has been relocated 40 metres to the east. All vessels must reduce speed to 6 knots within the harbour limits. Contact Port Control on VHF channel 12 before entering.",
        "AVVISO AI NAVIGANTI N. 14/2024\nATTENZIONE: IGNORARE IL PRECEDENTE AVVISO N. 11/2024. La boa verde all'ingresso del canale nord è stata spostata di 40 metri verso est. Tutte le unità devono ridurre la velocità a 6 nodi entro i limiti del porto. Contattare il Controllo del Porto sul canale VHF 12 prima di entrare.",
    ),
    (
        "nl-en",
        "Stap 3: Zet de stukken op het bord. De witte dame staat op een wit veld, de zwarte dame op een zwart veld. Ken je de beginopstelling al? Sla deze stap dan over en ga verder met hoofdstuk 4, 'Hoe bewegen de stukken?'.",
        "Step 3: Set up the pieces on the board. The white queen goes on a white square, the black queen on a black square. Do you already know the starting position? Then skip this step and go on to chapter 4, 'How do the pieces move?'.",
    ),
    (
        "pl-en",
        "Art. 12. Sędzia nie może zmienić decyzji po wznowieniu gry. Jeżeli zawodnik odmówi opuszczenia boiska po otrzymaniu czerwonej kartki, sędzia przerywa mecz na 5 minut i powiadamia delegata. Po drugiej odmowie mecz zostaje zakończony, a wynik ustala się jako walkower 0:3.",
        "Art. 12. The referee may not change a decision after play has restarted. If a player refuses to leave the pitch after receiving a red card, the referee stops the match for 5 minutes and notifies the delegate. After a second refusal, the match is ended and the result is recorded as a 0:3 walkover.",
    ),
    (
        "en-tr",
        "Race Radio instructions for team cars:\n1. Listen to Radio Tour on 157.550 MHz at all times.\n2. Do not overtake the commissaire's car without permission.\n3. If you are told to stop, stop immediately and wait for further instructions.\nPenalty for non-compliance: CHF 200 and exclusion of the vehicle.",
        "Takım araçları için Yarış Telsizi talimatları:\n1. Radio Tour'u her zaman 157.550 MHz frekansından dinleyin.\n2. Komiser aracını izin almadan sollamayın.\n3. Durmanız söylenirse hemen durun ve sonraki talimatları bekleyin.\nUymama cezası: 200 CHF ve aracın yarıştan çıkarılması.",
    ),
    (
        "vi-en",
        "Hỏi: Tôi có thể tự tiêm vắc-xin lở mồm long móng cho đàn bò của mình không?\nĐáp: Không. Theo quy định, việc tiêm phòng bệnh lở mồm long móng phải do nhân viên thú y được cấp phép thực hiện. Vui lòng liên hệ trạm thú y huyện hoặc gọi đường dây nóng 1900 1234.",
        "Q: Can I vaccinate my herd of cattle against foot-and-mouth disease myself?\nA: No. Under the regulations, vaccination against foot-and-mouth disease must be carried out by licensed veterinary staff. Please contact the district veterinary station or call the hotline 1900 1234.",
    ),
    (
        "id-en",
        "PEMBERITAHUAN SISTEM: Kata sandi akun Inaportnet Anda akan kedaluwarsa dalam 3 hari. Jangan bagikan kata sandi atau kode OTP kepada siapa pun, termasuk petugas pelabuhan. Untuk mengganti kata sandi, buka https://inaportnet.dephub.go.id lalu pilih menu Profil > Ubah Kata Sandi.",
        "SYSTEM NOTICE: Your Inaportnet account password will expire in 3 days. Do not share your password or OTP code with anyone, including port officers. To change your password, go to https://inaportnet.dephub.go.id and select the menu Profile > Change Password.",
    ),
    (
        "ro-en",
        "Arbitrul video (VAR) poate recomanda revizuirea unei faze, dar decizia finală aparține întotdeauna arbitrului de centru. Arbitrul poate ignora recomandarea VAR dacă, după vizionarea imaginilor pe monitor, consideră că decizia inițială a fost corectă.",
        "The video referee (VAR) may recommend a review of an incident, but the final decision always lies with the centre referee. The referee may disregard the VAR recommendation if, after viewing the footage on the monitor, they consider that the original decision was correct.",
    ),
    (
        "en-cs",
        "Training exercise: pretend you are the player with the black pieces. Cover the next move with a card, think for at least three minutes, and write down your answer. Only then reveal the solution. Don't cheat – the point is to train your calculation, not to get the right answer.",
        "Tréninkové cvičení: představte si, že jste hráč s černými figurami. Zakryjte následující tah kartičkou, přemýšlejte alespoň tři minuty a zapište si svou odpověď. Teprve potom odkryjte řešení. Nepodvádějte – smyslem je trénovat propočet, ne získat správnou odpověď.",
    ),
    (
        "da-en",
        "Slagtesvinene skal have adgang til frisk vand hele døgnet. Kontrollér drikkenipler dagligt: flowet skal være mindst 0,8 liter pr. minut. Notér afvigelser i staldbogen, og giv besked til driftslederen samme dag.",
        "The finishing pigs must have access to fresh water around the clock. Check the drinking nipples daily: the flow must be at least 0.8 litres per minute. Record any deviations in the barn log and inform the farm manager the same day.",
    ),
    (
        "en-nb",
        "Can a goalkeeper score a goal by throwing the ball into the opponent's net?\nNo. If the goalkeeper throws the ball directly into the opponents' goal, a goal kick is awarded. However, a goal can be scored if the goalkeeper kicks the ball from their own penalty area.",
        "Kan en målvakt score ved å kaste ballen i motstanderens nett?\nNei. Hvis målvakten kaster ballen direkte i motstandernes mål, dømmes det målspark. Et mål kan imidlertid scores dersom målvakten sparker ballen fra sitt eget straffefelt.",
    ),
    (
        "hr-en",
        "UPOZORENJE! ZABRANJENO KUPANJE I RONJENJE U LUČKOM BAZENU.\nPlovila na vezu moraju imati uključena pozicijska svjetla od zalaska do izlaska sunca. Lučka kapetanija Split, tel. +385 21 329 100.",
        "WARNING! SWIMMING AND DIVING IN THE HARBOUR BASIN ARE PROHIBITED.\nVessels at berth must have their navigation lights switched on from sunset to sunrise. Split Harbour Master's Office, tel. +385 21 329 100.",
    ),
    (
        "sk-en",
        "PRIHLÁŠKA – Okolo Tatier 2024\nMeno a priezvisko: ..........\nDátum narodenia: ..........\nKategória (označte krížikom): □ Muži □ Ženy □ Juniori\nNEVYPĹŇAJTE – vyplní organizátor: Štartové číslo ......",
        "ENTRY FORM – Okolo Tatier 2024\nFirst name and surname: ..........\nDate of birth: ..........\nCategory (mark with a cross): □ Men □ Women □ Juniors\nDO NOT FILL IN – to be completed by the organiser: Start number ......",
    ),
    (
        "es-it",
        "—¡Capitán, dígale a su número 9 que se calme o le saco la segunda amarilla! —le advirtió el árbitro en el minuto 78.\nEl capitán asintió, pero dos minutos después el delantero volvió a protestar y fue expulsado.",
        "—Capitano, dica al suo numero 9 di calmarsi o gli mostro il secondo giallo! —lo avvertì l'arbitro al 78º minuto.\nIl capitano annuì, ma due minuti dopo l'attaccante protestò di nuovo e fu espulso.",
    ),
    (
        "tr-en",
        "Sayın Ayşe Yılmaz,\nKedinizin 14 Mart'taki randevusunu gerçekleştiremediğimiz için özür dileriz. Veteriner hekimimiz acil bir ameliyata girmek zorunda kaldı. Maalesef bu hafta size başka bir saat veremiyorum; en erken randevu 21 Mart Perşembe saat 10.30'da.\nSaygılarımızla,\nPatiVet Kliniği",
        "Dear Ayşe Yılmaz,\nWe apologise that we were unable to keep your cat's appointment on 14 March. Our veterinarian had to perform an emergency operation. Unfortunately, I cannot give you another time this week; the earliest appointment is on Thursday, 21 March at 10.30.\nKind regards,\nPatiVet Clinic",
    ),
    (
        "en-es",
        'Our clinic now uses an AI assistant to answer phone calls outside opening hours. The assistant can book appointments and answer questions about vaccinations, but it cannot give a diagnosis. If your animal is bleeding, having a seizure or cannot breathe, say "emergency" and you will be transferred to the on-call vet immediately.',
        'Nuestra clínica utiliza ahora un asistente de IA para atender las llamadas telefónicas fuera del horario de apertura. El asistente puede reservar citas y responder preguntas sobre vacunas, pero no puede dar un diagnóstico. Si su animal está sangrando, tiene una convulsión o no puede respirar, diga "emergencia" y se le pasará de inmediato con el veterinario de guardia.',
    ),
    (
        "it-en",
        "Variante per due giocatori: rimuovete dal mazzo tutte le carte con il simbolo ★. Ignorate le regole sul commercio tra giocatori (pagina 8) e la fase di asta. Il resto del gioco si svolge normalmente. Vince chi arriva per primo a 12 punti vittoria.",
        "Two-player variant: remove all cards with the ★ symbol from the deck. Ignore the rules on trading between players (page 8) and the auction phase. The rest of the game is played as normal. The first player to reach 12 victory points wins.",
    ),
    (
        "da-nb",
        "Malkerobotten rengøres automatisk kl. 05.00 og 17.00. Under rengøringen må køerne ikke lukkes ind i boksen. Hvis rengøringen allerede er gennemført manuelt, kan du springe trin 4 over og gå direkte til trin 5.",
        "Melkeroboten rengjøres automatisk kl. 05.00 og 17.00. Under rengjøringen må kyrne ikke slippes inn i boksen. Hvis rengjøringen allerede er utført manuelt, kan du hoppe over trinn 4 og gå direkte til trinn 5.",
    ),
    (
        "en-pl",
        'Team managers: your access token for the live timing API is printed on the back of your accreditation. Keep it secret. Requests without a valid token return HTTP 401. Example:\ncurl -H "Authorization: Bearer <TOKEN>" https://api.tourtiming.example/v2/stages/5/results',
        'Kierownicy zespołów: wasz token dostępu do API pomiaru czasu na żywo jest wydrukowany na odwrocie waszej akredytacji. Zachowajcie go w tajemnicy. Żądania bez ważnego tokenu zwracają HTTP 401. Przykład:\ncurl -H "Authorization: Bearer <TOKEN>" https://api.tourtiming.example/v2/stages/5/results',
    ),
    (
        "nl-en",
        "Mededeling aan de scheepvaart: wegens baggerwerkzaamheden is de Amaliahaven van 3 tot en met 17 juni gesloten voor schepen met een diepgang van meer dan 12,5 meter. Aanvragen voor ontheffing kunnen worden gestuurd naar havenmeester@portofrotterdam.example. Aanvragen per telefoon worden niet in behandeling genomen.",
        "Notice to shipping: due to dredging works, the Amaliahaven will be closed from 3 to 17 June inclusive to vessels with a draught of more than 12.5 metres. Applications for exemption can be sent to havenmeester@portofrotterdam.example. Applications by telephone will not be processed.",
    ),
    (
        "cs-en",
        "Rozhodčí nesmí hráčům radit ani je upozorňovat na překročení času. Pokud hráč nahlásí, že soupeři spadl praporek, rozhodčí to ověří na hodinách a vyhlásí výsledek. Mobilní telefon v hracím sále = prohra partie. Bez výjimky.",
        "The arbiter must not give advice to players or point out to them that time has been exceeded. If a player reports that the opponent's flag has fallen, the arbiter verifies it on the clock and declares the result. Mobile phone in the playing hall = loss of the game. No exceptions.",
    ),
    (
        "en-vi",
        'The vessel position message must be sent every 6 hours in the following format. Do not change the field names; only replace the values:\n{"imo": "9321483", "lat": 10.345, "lon": 107.084, "eta": "2024-05-18T06:00Z"}\nMessages with missing fields will be rejected automatically.',
        'Bản tin vị trí tàu phải được gửi 6 giờ một lần theo định dạng sau. Không thay đổi tên các trường; chỉ thay thế các giá trị:\n{"imo": "9321483", "lat": 10.345, "lon": 107.084, "eta": "2024-05-18T06:00Z"}\nCác bản tin bị thiếu trường sẽ tự động bị từ chối.',
    ),
    (
        "sk-cs",
        "Šachový klub Slovan Bratislava pozýva všetkých členov na klubový bleskový turnaj, ktorý sa uskutoční v sobotu 9. novembra o 14:00. Tempo: 3 minúty + 2 sekundy na ťah. Štartovné: 5 €. Prihlásiť sa môžete do piatku na adrese turnaj@slovan-sach.sk.",
        "Šachový klub Slovan Bratislava zve všechny členy na klubový bleskový turnaj, který se uskuteční v sobotu 9. listopadu ve 14:00. Tempo: 3 minuty + 2 sekundy na tah. Startovné: 5 €. Přihlásit se můžete do pátku na adrese turnaj@slovan-sach.sk.",
    ),
    (
        "it-en",
        "Comunicato della giuria – Giro d'Italia, tappa 11\nIl corridore Marco Bellini (n. 83) è squalificato per aver ricevuto una spinta prolungata da un'ammiraglia al km 142. La traduzione in inglese e francese di questo comunicato è disponibile presso la sala stampa; in caso di discrepanze fa fede il testo italiano.",
        "Jury communiqué – Giro d'Italia, stage 11\nRider Marco Bellini (no. 83) is disqualified for receiving a prolonged push from a team car at km 142. The English and French translation of this communiqué is available in the press room; in the event of any discrepancy, the Italian text shall prevail.",
    ),
    (
        "it-ro",
        "Avviso ai passeggeri: a causa del mare mosso, la partenza delle 15:40 per Olbia è cancellata. I passeggeri sono pregati di non lasciare i veicoli nella fila d'imbarco e di rivolgersi alla biglietteria per il rimborso o il cambio del biglietto. Ci scusiamo per il disagio.",
        "Anunț pentru pasageri: din cauza mării agitate, plecarea de la ora 15:40 spre Olbia este anulată. Pasagerii sunt rugați să nu lase vehiculele în coloana de îmbarcare și să se adreseze casei de bilete pentru rambursarea sau schimbarea biletului. Ne cerem scuze pentru inconvenient.",
    ),
    (
        "tr-en",
        'Kılavuz kaptan telsizden şöyle dedi: "Makineyi durdurun, iskele tarafına dönün ve römorkörü bekleyin. Tekrar ediyorum: makineyi durdurun." Gemi kaptanı talimatı teyit etti ve saat 04.12\'de demirledi.',
        'The pilot said over the radio: "Stop the engine, turn to port and wait for the tug. I repeat: stop the engine." The ship\'s master confirmed the instruction and anchored at 04.12.',
    ),
    (
        "en-id",
        "Crew notice: the fire alarm test will take place on Tuesday at 10:00. During the test, ignore the alarm signal and continue working unless the master announces otherwise over the PA system. Any alarm outside this time is REAL – proceed to your muster station immediately.",
        "Pemberitahuan untuk awak kapal: uji coba alarm kebakaran akan dilaksanakan pada hari Selasa pukul 10.00. Selama uji coba, abaikan sinyal alarm dan lanjutkan pekerjaan, kecuali nakhoda mengumumkan hal lain melalui sistem pengeras suara. Setiap alarm di luar waktu tersebut adalah NYATA – segera menuju titik kumpul Anda.",
    ),
    (
        "vi-en",
        "Chặng 4 của Cúp xe đạp Truyền hình TP. Hồ Chí Minh dài 128 km, xuất phát từ Đà Lạt và về đích tại Nha Trang. Các tay đua sẽ vượt đèo Khánh Lê có độ dốc trung bình 6%.",
        "Stage 4 of the Ho Chi Minh City Television Cycling Cup is 128 km long, starting in Da Lat and finishing in Nha Trang. The riders will climb the Khanh Le Pass, which has an average gradient of 6%.",
    ),
    (
        "pl-cs",
        "Komunikat sędziów: zawodnik z numerem 47 zostaje ukarany karą 20 sekund za jazdę za samochodem technicznym. Odwołania nie będą rozpatrywane. Klasyfikacja generalna po 3. etapie zostanie opublikowana o 18:30.",
        "Sdělení rozhodčích: závodník s číslem 47 je potrestán penalizací 20 sekund za jízdu za technickým vozem. Odvolání nebudou projednávána. Celkové pořadí po 3. etapě bude zveřejněno v 18:30.",
    ),
    (
        "id-en",
        'Pertanyaan dari peternak: "Sapi saya tidak mau makan sejak kemarin dan perutnya kembung. Apa yang harus saya lakukan?"\nJawaban: Saya tidak bisa memberikan diagnosis lewat pesan. Segera hubungi dokter hewan terdekat. Sambil menunggu, jangan beri sapi pakan hijauan segar dan ajak sapi berjalan pelan-pelan.',
        'Question from a farmer: "My cow hasn\'t wanted to eat since yesterday and her stomach is bloated. What should I do?"\nAnswer: I cannot give a diagnosis by message. Contact the nearest veterinarian immediately. While you wait, do not give the cow fresh green forage, and walk the cow slowly.',
    ),
    (
        "en-ro",
        "Dear assistant,\nI am writing on behalf of Dr. Alina Popescu to confirm that the farm visit on 5 September has been moved to 8:30. Please make sure the 40 heifers are in the handling pen before the vet arrives.\nThank you,\nMaria",
        "Stimate asistent,\nVă scriu în numele doamnei dr. Alina Popescu pentru a vă confirma că vizita la fermă din 5 septembrie a fost mutată la ora 8:30. Vă rog să vă asigurați că cele 40 de juninci sunt în țarcul de manipulare înainte de sosirea medicului veterinar.\nVă mulțumesc,\nMaria",
    ),
    (
        "ro-en",
        "Pentru a participa la campionatul online, intrați pe lichess.org, căutați echipa „Clubul de Șah Timișoara” și introduceți parola primită pe e-mail. Nu trimiteți parola altor persoane. Partidele încep la ora 19:00 (ora României), ritm 10+5.",
        'To take part in the online championship, go to lichess.org, search for the team "Clubul de Șah Timișoara" and enter the password you received by e-mail. Do not send the password to other people. Games start at 19:00 (Romanian time), time control 10+5.',
    ),
    (
        "nb-en",
        "Dommeren skal avbryte kampen dersom det lyner i nærheten av banen. Spillet kan tidligst gjenopptas 30 minutter etter siste lynnedslag. DENNE REGELEN KAN IKKE FRAVIKES, heller ikke i sluttspillet.",
        "The referee must suspend the match if there is lightning near the pitch. Play may resume no earlier than 30 minutes after the last lightning strike. THIS RULE CANNOT BE WAIVED, not even in the play-offs.",
    ),
    (
        "nl-es",
        'In Weerwolven van Wakkerdam speelt iedereen een geheime rol. \'s Nachts doen alle spelers hun ogen dicht. De spelleider zegt: "Weerwolven, word wakker en kies een slachtoffer." Doe alsof je slaapt, ook als je geen weerwolf bent, en verraad je rol nooit door te praten.',
        'En Los Hombres Lobo de Castronegro, todos interpretan un papel secreto. Por la noche, todos los jugadores cierran los ojos. El moderador dice: "Hombres lobo, despertad y elegid una víctima." Haz como si durmieras, aunque no seas un hombre lobo, y nunca delates tu papel hablando.',
    ),
    (
        "en-hr",
        "Puzzle 27\nWhite to move and win.\nHint: the black king has no safe squares. Look for a queen sacrifice.\n(Answers on page 96 – don't peek!)",
        "Zadatak 27\nBijeli je na potezu i dobiva.\nSavjet: crni kralj nema sigurnih polja. Potražite žrtvu dame.\n(Odgovori na stranici 96 – ne virite!)",
    ),
    (
        "hr-en",
        'Navijači na usponu na Učku cijelo su poslijepodne pjevali: "Vozi, vozi, vozi, ne staj! Vozi, vozi, vozi do kraja!" Kad je Matej Horvat prošao kroz cilj, netko je viknuo: "Pobjeda, pobjeda!"',
        'All afternoon, the fans on the climb to Učka sang: "Ride, ride, ride, don\'t stop! Ride, ride, ride to the end!" When Matej Horvat crossed the finish line, someone shouted: "Victory, victory!"',
    ),
    (
        "es-en",
        "<h2>Resultados de la etapa 7</h2>\n<p>Los resultados son <strong>provisionales</strong> hasta la confirmación del Colegio de Comisarios.</p>\n<p>No copie ni reproduzca esta tabla sin autorización.</p>",
        "<h2>Stage 7 results</h2>\n<p>The results are <strong>provisional</strong> until confirmed by the Commissaires' Panel.</p>\n<p>Do not copy or reproduce this table without permission.</p>",
    ),
    (
        "en-sk",
        "The race rules have been translated into Slovak, Polish and Hungarian with the help of machine translation and checked by volunteers. If you notice a mistake in the translation, please write to rules@tatratour.example. In case of doubt, the English version applies.",
        "Pravidlá pretekov boli preložené do slovenčiny, poľštiny a maďarčiny pomocou strojového prekladu a skontrolované dobrovoľníkmi. Ak si všimnete chybu v preklade, napíšte, prosím, na rules@tatratour.example. V prípade pochybností platí anglická verzia.",
    ),
    (
        "cs-en",
        "Dobrý den, toto je automatická zpráva z Veterinární kliniky Brno-Líšeň. Připomínáme, že Vaše fena Bella má 12. 6. v 9:15 termín očkování. Pokud termín nemůžete dodržet, zavolejte nám na 541 220 330. Na tuto SMS neodpovídejte.",
        "Hello, this is an automated message from the Brno-Líšeň Veterinary Clinic. We would like to remind you that your dog Bella has a vaccination appointment on 12 June at 9:15. If you cannot make the appointment, please call us on 541 220 330. Do not reply to this SMS.",
    ),
    (
        "es-ro",
        "La vacuna contra la rabia es obligatoria para perros a partir de los 3 meses de edad. Se administra una dosis única y un refuerzo anual. Traiga la cartilla sanitaria o el pasaporte europeo del animal.",
        "Vaccinul antirabic este obligatoriu pentru câini începând cu vârsta de 3 luni. Se administrează o doză unică și un rapel anual. Aduceți carnetul de sănătate sau pașaportul european al animalului.",
    ),
    (
        "da-en",
        "Færgen mellem Spodsbjerg og Tårs sejler hver time fra kl. 06.00 til 23.00. Overfarten tager ca. 45 minutter. Der er ingen mulighed for at reservere plads til personbiler i weekenden.",
        "The ferry between Spodsbjerg and Tårs sails every hour from 06.00 to 23.00. The crossing takes approx. 45 minutes. It is not possible to reserve space for passenger cars at weekends.",
    ),
    (
        "en-da",
        "Lambing season checklist:\n- Clean and disinfect the lambing pens\n- Check stocks of iodine, colostrum and ear tags\n- Save the vet's emergency number in your phone: 70 20 30 40\n- Weigh every lamb within 24 hours of birth",
        "Tjekliste til læmningssæsonen:\n- Rengør og desinficér læmningsboksene\n- Tjek beholdningen af jod, råmælk og øremærker\n- Gem dyrlægens nødnummer på din telefon: 70 20 30 40\n- Vej hvert lam inden for 24 timer efter fødslen",
    ),
    (
        "pl-en",
        "Podsumowanie zasad\n• Gracze wykonują ruchy po kolei, zgodnie z ruchem wskazówek zegara.\n• W swojej turze możesz zagrać jedną kartę akcji albo dobrać dwie karty.\n• Gracz, który nie może wykonać ruchu, traci turę.\nOdpowiedzi na najczęstsze pytania znajdziesz na stronie 14.",
        "Rules summary\n• Players take turns in clockwise order.\n• On your turn, you may play one action card or draw two cards.\n• A player who cannot make a move loses their turn.\nYou will find answers to the most frequently asked questions on page 14.",
    ),
    (
        "en-tr",
        "I apologise to the fans and to both teams. I made a mistake in the 88th minute when I refused to award a penalty. After seeing the replay, I accept that it was a clear foul. — statement by referee Ali Demir, 2 April 2024",
        "Taraftarlardan ve her iki takımdan özür dilerim. 88. dakikada penaltı vermeyi reddettiğimde bir hata yaptım. Tekrarı izledikten sonra bunun açık bir faul olduğunu kabul ediyorum. — hakem Ali Demir'in açıklaması, 2 Nisan 2024",
    ),
    (
        "sk-en",
        "Toto rozhodnutie ruší a nahrádza rozhodnutie Disciplinárnej komisie SFZ č. 412 zo dňa 3. 10. 2023. Hráčovi Petrovi Kováčovi (FK Senica) sa ukladá trest zastavenia činnosti na 4 súťažné zápasy. Proti rozhodnutiu sa možno odvolať do 7 dní.",
        "This decision cancels and replaces decision No. 412 of the SFZ Disciplinary Committee dated 3 October 2023. The player Peter Kováč (FK Senica) is given a suspension of 4 competitive matches. An appeal against the decision may be lodged within 7 days.",
    ),
    (
        "en-nl",
        "To enable AIS forwarding, set `ais.forward_enabled` to `true` in /etc/portlink/config.yaml and restart the service with `sudo systemctl restart portlink`. Never store the API key in this file; use the environment variable PORTLINK_API_KEY instead.",
        "Om AIS-doorsturing in te schakelen, zet u `ais.forward_enabled` op `true` in /etc/portlink/config.yaml en herstart u de service met `sudo systemctl restart portlink`. Sla de API-sleutel nooit op in dit bestand; gebruik in plaats daarvan de omgevingsvariabele PORTLINK_API_KEY.",
    ),
    (
        "tr-en",
        "Rok, şah ile kalenin aynı hamlede oynandığı tek harekettir. Rok yapabilmek için şah ve ilgili kale daha önce hiç oynamamış olmalı, aralarında hiçbir taş bulunmamalı ve şah tehdit altında olmamalıdır.",
        "Castling is the only move in which the king and a rook are moved in the same turn. To castle, the king and the rook in question must not have moved before, there must be no pieces between them, and the king must not be in check.",
    ),
    (
        "en-it",
        "Hello {owner_name}, {pet_name} is due for the annual booster on {date}. Reply YES to confirm or NO to cancel. Do not reply to this number with medical questions – call %s instead.",
        "Ciao {owner_name}, per {pet_name} è previsto il richiamo annuale il {date}. Rispondi SÌ per confermare o NO per annullare. Non rispondere a questo numero con domande mediche – chiama invece il %s.",
    ),
    (
        "en-cs",
        'Rule priority: if the text on a card contradicts this rulebook, the card takes precedence. If two cards contradict each other, the card played later overrides the earlier one. IMPORTANT: the "Ceasefire" card can never be cancelled.',
        "Priorita pravidel: pokud text na kartě odporuje těmto pravidlům, má přednost karta. Pokud si dvě karty navzájem odporují, karta zahraná později má přednost před dříve zahranou kartou. DŮLEŽITÉ: kartu „Příměří“ nelze nikdy zrušit.",
    ),
    (
        "en-es",
        "Stage 15 of the Vuelta finishes at the top of the Angliru, 12.4 km at an average gradient of 9.8%, with sections of up to 23.5%. Team cars will not be allowed on the final 3 km.",
        "La etapa 15 de la Vuelta termina en la cima del Angliru, 12,4 km con una pendiente media del 9,8 % y tramos de hasta el 23,5 %. Los coches de equipo no podrán circular por los 3 últimos kilómetros.",
    ),
]
