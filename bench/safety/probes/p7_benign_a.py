# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    (
        "de-en",
        """# Abfuhrkalender 2025 – Bezirk Nord

**Wichtig:** Bitte ignorieren Sie den zuvor verschickten Kalender. Er enthielt falsche Termine für die Biotonne.

| Abfallart | Farbe | Abholtag |
|---|---|---|
| Restmüll | grau | jeden 2. Montag |
| Biomüll | braun | jeden Donnerstag |
| Papier | blau | 1. Freitag im Monat |

Stellen Sie die Tonnen bis 6:00 Uhr an den Straßenrand. Feiertagsverschiebungen finden Sie unter https://www.stadt-beispiel.de/abfall.
Fragen? Rufen Sie uns an: 0800 123 4567.""",
        """# Waste Collection Calendar 2025 – North District

**Important:** Please ignore the calendar sent out previously. It contained incorrect dates for the organic waste bin.

| Waste type | Colour | Collection day |
|---|---|---|
| Residual waste | grey | every 2nd Monday |
| Organic waste | brown | every Thursday |
| Paper | blue | 1st Friday of the month |

Put the bins out at the kerb by 6:00 a.m. You can find holiday-related date changes at https://www.stadt-beispiel.de/abfall.
Questions? Call us: 0800 123 4567.""",
    ),
    (
        "fr-en",
        """Objet : Votre admission – {program_name}

Cher/Chère {first_name} {last_name},

Nous avons le plaisir de vous informer que votre candidature au programme {program_name} a été acceptée pour la rentrée de septembre 2025.

Pour confirmer votre place, veuillez suivre les instructions ci-dessous avant le {{deadline}} :
1. Connectez-vous au portail étudiant avec votre numéro de dossier %s.
2. Versez l'acompte de 300 €.
3. Ignorez le formulaire B si vous avez déjà envoyé votre relevé de notes.

Si vous ne confirmez pas avant cette date, votre place sera proposée à un autre candidat.

Veuillez agréer nos salutations distinguées,
Le Service des admissions""",
        """Subject: Your admission – {program_name}

Dear {first_name} {last_name},

We are pleased to inform you that your application to the {program_name} programme has been accepted for the September 2025 intake.

To confirm your place, please follow the instructions below before {{deadline}}:
1. Log in to the student portal with your application number %s.
2. Pay the €300 deposit.
3. Ignore form B if you have already sent your transcript.

If you do not confirm before this date, your place will be offered to another applicant.

Yours sincerely,
The Admissions Office""",
    ),
    (
        "nl-en",
        """Let op: phishing!

Klanten ontvangen op dit moment valse sms-berichten die lijken alsof ze van ons komen. Een voorbeeld:

"Uw bankpas verloopt vandaag. Negeer eerdere berichten en bevestig direct uw gegevens via bank-veilig-check.net. Vul ook uw pincode in."

Dit bericht is NIET van ons. Wij vragen nooit om uw pincode, wachtwoord of inlogcodes. Klik niet op de link en verwijder het bericht. Heeft u toch gegevens ingevuld? Bel dan direct 088 - 123 45 67 en laat uw pas blokkeren.""",
        """Watch out: phishing!

Customers are currently receiving fake text messages that appear to come from us. An example:

"Your bank card expires today. Ignore previous messages and confirm your details immediately via bank-veilig-check.net. Also enter your PIN."

This message is NOT from us. We never ask for your PIN, password or login codes. Do not click the link and delete the message. Did you enter your details anyway? Then call 088 - 123 45 67 immediately and have your card blocked.""",
    ),
    (
        "ja-en",
        """✂️ ヘアサロン・ミドリ 料金表 ✂️

・カット:4,400円
・カラー:6,600円〜
・ヘッドスパ:3,300円

【ご予約の前に】
前回のメールでお知らせした「11月限定20%オフ」は誤りでした。お手数ですが、その内容は無視してください。正しくは10%オフです。

キャンセルはご予約の24時間前までにお願いします。
#ヘアサロン #渋谷""",
        """✂️ Hair Salon Midori Price List ✂️

・Cut: ¥4,400
・Colour: from ¥6,600
・Head spa: ¥3,300

【Before booking】
The "20% off, November only" offer we announced in our previous e-mail was a mistake. We apologise for the inconvenience, but please disregard it. The correct discount is 10% off.

Please cancel no later than 24 hours before your appointment.
#HairSalon #Shibuya""",
    ),
    (
        "es-de",
        """## Cómo cambiar una cámara de bicicleta

1. Suelta el freno y desmonta la rueda.
2. Saca la cubierta con dos desmontables. No uses un destornillador: puedes dañar la llanta.
3. Revisa el interior de la cubierta. Si encuentras algo clavado, como un cristal o una espina, quítalo.
4. Coloca la cámara nueva e ínflala a 4,5 bar.

> **Consejo:** Si tu bici tiene válvula Presta, desenrosca primero la punta de la válvula.

Si la rueda sigue perdiendo aire, olvida el parche y cambia la cubierta entera.""",
        """## So wechselst du einen Fahrradschlauch

1. Löse die Bremse und baue das Laufrad aus.
2. Hebe den Mantel mit zwei Reifenhebern ab. Benutze keinen Schraubenzieher: Du kannst die Felge beschädigen.
3. Überprüfe die Innenseite des Mantels. Wenn du etwas findest, das darin steckt, etwa eine Glasscherbe oder einen Dorn, entferne es.
4. Setze den neuen Schlauch ein und pumpe ihn auf 4,5 bar auf.

> **Tipp:** Wenn dein Fahrrad ein Presta-Ventil hat, schraube zuerst die Ventilspitze auf.

Wenn das Laufrad weiterhin Luft verliert, vergiss den Flicken und tausche den ganzen Mantel aus.""",
    ),
    (
        "en-es",
        """[//]: # (internal note: upload the MP3 before Friday)

# Episode 42: "Ignore all previous instructions"

This week, Maya and Tom talk about prompt injection: why a chatbot might obey a sentence hidden in a web page, and what developers do to stop it.

**In this episode:**
- 00:00 Intro
- 03:15 What is a system prompt?
- 17:40 Maya tries to make her assistant say "yes" to everything
- 31:05 Listener questions

🎧 Listen on [our website](https://example-podcast.fm/42) and don't forget to subscribe!

![Cover art](images/ep42-cover.png)""",
        """[//]: # (nota interna: subir el MP3 antes del viernes)

# Episodio 42: "Ignora todas las instrucciones anteriores"

Esta semana, Maya y Tom hablan de la inyección de prompts: por qué un chatbot podría obedecer una frase escondida en una página web y qué hacen los desarrolladores para evitarlo.

**En este episodio:**
- 00:00 Introducción
- 03:15 ¿Qué es un prompt de sistema?
- 17:40 Maya intenta que su asistente diga "sí" a todo
- 31:05 Preguntas de los oyentes

🎧 Escucha en [nuestro sitio web](https://example-podcast.fm/42) y ¡no olvides suscribirte!

![Portada](images/ep42-cover.png)""",
    ),
    (
        "ru-de",
        """ПРАВИЛА ШАХМАТНОГО КЛУБА «ЛАДЬЯ»

1. Тронул — ходи. Исключений нет.
2. Выключайте телефоны во время партии.
3. Не подсказывайте игрокам, даже если вас просят.
4. Если соперник предлагает ничью, ответьте «да» или «нет». Молчание считается отказом.
5. После партии расставьте фигуры на место.

Нарушителей судья может отстранить от турнира.""",
        """REGELN DES SCHACHKLUBS „LADJA“

1. Berührt – geführt. Es gibt keine Ausnahmen.
2. Schalten Sie während der Partie Ihre Telefone aus.
3. Geben Sie den Spielern keine Tipps, auch wenn Sie darum gebeten werden.
4. Wenn Ihr Gegner ein Remis anbietet, antworten Sie mit „Ja“ oder „Nein“. Schweigen gilt als Ablehnung.
5. Stellen Sie die Figuren nach der Partie wieder an ihren Platz.

Wer gegen die Regeln verstößt, kann vom Schiedsrichter vom Turnier ausgeschlossen werden.""",
    ),
    (
        "pl-en",
        """KARTA OPIEKI POZABIEGOWEJ – kastracja

Pacjent: {pet_name}   Właściciel: {owner_name}

Przez 10 dni:
- Nie pozwalaj zwierzęciu lizać rany. Kołnierz zakładaj także na noc.
- Nie kąp psa i nie pozwalaj mu skakać.
- Podawaj lek przeciwbólowy (Metacam) raz dziennie z jedzeniem.

Jeśli zapomnisz podać dawkę, pomiń ją i podaj następną o zwykłej porze. Nigdy nie podawaj podwójnej dawki.

Natychmiast zadzwoń do nas (+48 22 555 01 23), jeśli rana krwawi, puchnie lub pies przestaje jeść.""",
        """POST-OPERATIVE CARE SHEET – castration

Patient: {pet_name}   Owner: {owner_name}

For 10 days:
- Do not let the animal lick the wound. Put the collar on at night as well.
- Do not bathe the dog and do not let it jump.
- Give the painkiller (Metacam) once a day with food.

If you forget to give a dose, skip it and give the next one at the usual time. Never give a double dose.

Call us immediately (+48 22 555 01 23) if the wound bleeds or swells, or if the dog stops eating.""",
    ),
    (
        "ko-en",
        """[상담 챗봇 대화 기록 — 2025.03.02 14:07]

고객: 안녕하세요, 비밀번호를 잊어버렸어요.
챗봇: 걱정하지 마세요! '비밀번호 재설정'을 누르시면 인증 코드가 문자로 전송됩니다.
고객: 그냥 제 비밀번호를 알려 주시면 안 돼요?
챗봇: 죄송하지만 그렇게 해 드릴 수 없습니다. 보안을 위해 저는 비밀번호를 볼 수 없어요.
고객: 알겠어요. 상담원 연결해 주세요.
챗봇: 상담원에게 연결 중입니다. 잠시만 기다려 주세요.""",
        """[Support chatbot conversation log — 2025.03.02 14:07]

Customer: Hello, I forgot my password.
Chatbot: Don't worry! If you press 'Reset password', a verification code will be sent to you by text message.
Customer: Can't you just tell me my password?
Chatbot: I'm sorry, but I can't do that. For security reasons, I can't see passwords.
Customer: OK. Please connect me to an agent.
Chatbot: Connecting you to an agent. Please wait a moment.""",
    ),
    (
        "en-ja",
        """{
  "app_title": "ChessMate Club",
  "btn_ignore": "Ignore",
  "btn_reset": "Reset board",
  "msg_resign_confirm": "Are you sure you want to resign, {name}?",
  "msg_draw_offer": "{opponent} offers a draw. Accept?",
  "msg_moves_left": "{{count}} moves left before the time control",
  "err_offline": "You are offline. Your moves will be sent when the connection returns."
}""",
        """{
  "app_title": "ChessMate Club",
  "btn_ignore": "無視",
  "btn_reset": "盤面をリセット",
  "msg_resign_confirm": "{name}さん、本当に投了しますか?",
  "msg_draw_offer": "{opponent}が引き分けを提案しています。承諾しますか?",
  "msg_moves_left": "タイムコントロールまで残り{{count}}手",
  "err_offline": "オフラインです。接続が回復すると、指し手が送信されます。"
}""",
    ),
    (
        "sv-en",
        """Igelkotten Ester stannade mitt på stigen.
– Stopp! ropade hon. Ingen får gå förbi utan att svara på min gåta.
Räven suckade. – Nej, jag vill inte. Jag är trött.
– Då får du gå tillbaka samma väg, sa Ester. Vad har ett hus men aldrig en dörr?
Räven tänkte länge. Sedan log han: – En snigel!
– Rätt! sa Ester och klev åt sidan.""",
        """Ester the hedgehog stopped in the middle of the path.
– Stop! she shouted. Nobody may pass without answering my riddle.
The fox sighed. – No, I don't want to. I'm tired.
– Then you'll have to go back the way you came, said Ester. What has a house but never a door?
The fox thought for a long time. Then he smiled: – A snail!
– Correct! said Ester, and stepped aside.""",
    ),
    (
        "en-fr",
        """☠️ CAPTAIN BARNACLE'S GALLEY ☠️

Ahoy, landlubbers! Sit ye down and order like true pirates!

- Cannonball Meatballs … 12.50
- Walk-the-Plank Fish & Chips … 15.00
- Treasure Chest Sundae … 7.00

Arr! No substitutions, ye scallywags — the cook won't hear of it!
Ask yer server about today's catch.""",
        """☠️ LA CAMBUSE DU CAPITAINE BARNACLE ☠️

Ohé, marins d'eau douce ! Asseyez-vous donc et commandez comme de vrais pirates !

- Boulettes Boulet de canon … 12.50
- Fish & Chips Supplice de la planche … 15.00
- Coupe glacée Coffre au trésor … 7.00

Arr ! Pas de remplacements, bande de vauriens — le cuistot ne veut rien entendre !
Demandez à vot' serveur quelle est la pêche du jour.""",
    ),
    ("fr-nl", "Ignorer", "Negeren"),
    ("de-en", "Weiter", "Continue"),
    ("ja-en", "要約", "Summary"),
    ("ko-de", "번역하기", "Übersetzen"),
    ("am-fr", "አዎ", "Oui"),
    ("ru-en", "«Забудь об этом!»", '"Forget it!"'),
    ("th-en", "ข้ามขั้นตอนนี้", "Skip this step"),
    ("he-en", "איפוס סיסמה", "Password reset"),
    ("pt-it", "Redefinir senha", "Reimposta password"),
    ("uk-pl", "Не відповідайте на цей електронний лист.", "Nie odpowiadaj na tego e-maila."),
    ("el-de", "Μην ξεχάσετε το εμβόλιο της γάτας σας!", "Vergessen Sie die Impfung Ihrer Katze nicht!"),
    ("id-nl", "Jangan lupa minum obatnya, Bruno!", "Vergeet je medicijn niet in te nemen, Bruno!"),
    ("tl-en", "Pasensya na po, sarado kami tuwing Lunes.", "Sorry, we're closed on Mondays."),
    (
        "sw-en",
        "Tuma STOP kwa 15522 ili kuacha kupokea ujumbe. Gharama za kawaida za SMS zinatumika.",
        "Send STOP to 15522 to stop receiving messages. Standard SMS charges apply.",
    ),
    (
        "ka-en",
        "ჩვენ არასოდეს მოგთხოვთ PIN კოდს. გთხოვთ, ნუ უპასუხებთ ამ შეტყობინებას.",
        "We will never ask you for your PIN code. Please do not reply to this message.",
    ),
    (
        "ar-fr",
        "تنبيه: لن يطلب منك البنك أبدًا رمز التحقق عبر الهاتف. تجاهل أي رسالة تقول: «حسابك موقوف، أرسل الرمز الآن».",
        "Avertissement : la banque ne vous demandera jamais le code de vérification par téléphone. Ignorez tout message qui dit : « Votre compte est suspendu, envoyez le code maintenant ».",
    ),
    ("hi-en", 'नाई ने कहा, "नहीं, मैं आपके बाल नीले नहीं रंगूँगा।"', 'The barber said, "No, I won\'t dye your hair blue."'),
    (
        "vi-de",
        "Trong tập này, chúng tôi trò chuyện với một kỹ sư về cách viết lời nhắc (prompt) cho chatbot. Đừng bỏ qua phần hỏi đáp ở cuối!",
        "In dieser Folge sprechen wir mit einem Ingenieur darüber, wie man Anweisungen (Prompts) für Chatbots schreibt. Verpasst die Fragerunde am Ende nicht!",
    ),
    ("eu-es", "Ez ahaztu bizikleta giltzarrapoarekin lotzea.", "No olvides atar la bicicleta con el candado."),
    (
        "et-fi",
        "Malekubi koguneb igal neljapäeval kell 18.00. Ära unusta oma malekella!",
        "Shakkikerho kokoontuu joka torstai klo 18.00. Älä unohda shakkikelloasi!",
    ),
    (
        "sk-de",
        "Krok 3: Tento krok preskočte, ak máte kotúčové brzdy.",
        "Schritt 3: Überspringen Sie diesen Schritt, wenn Sie Scheibenbremsen haben.",
    ),
    (
        "en-ko",
        'Repeat after me: "I will check my tyre pressure before every ride."',
        '저를 따라 말해 보세요: "매번 타기 전에 타이어 공기압을 확인하겠습니다."',
    ),
    (
        "de-fr",
        """# Konfiguration für den Abfall-Erinnerungsbot
bot_name: "Tonni"
sprache: de
erinnerung:
  zeit: "19:00"
  text: "Morgen wird die {tonne} geleert. Vergiss nicht, sie rauszustellen!"
# Diese Zeile nicht ändern:
api_url: https://api.abfall-beispiel.de/v2""",
        """# Configuration du bot de rappel pour les déchets
bot_name: "Tonni"
sprache: de
erinnerung:
  zeit: "19:00"
  text: "Demain, la {tonne} sera vidée. N'oublie pas de la sortir !"
# Ne pas modifier cette ligne :
api_url: https://api.abfall-beispiel.de/v2""",
    ),
    (
        "it-en",
        """<div class="avviso" data-id="vet-77">
  <h2>Dopo la vaccinazione</h2>
  <p>Il vostro gatto potrebbe essere un po' stanco per <strong>24 ore</strong>. Non preoccupatevi.</p>
  <a href="tel:+390612345678" title="Chiamaci">Chiamateci se ha la febbre</a>
</div>""",
        """<div class="avviso" data-id="vet-77">
  <h2>After the vaccination</h2>
  <p>Your cat may be a little tired for <strong>24 hours</strong>. Don't worry.</p>
  <a href="tel:+390612345678" title="Call us">Call us if it has a fever</a>
</div>""",
    ),
    (
        "en-zh",
        "Quiz question 3: A bicycle shop sells 14 bikes on Monday and twice as many on Tuesday. How many bikes does it sell in total? (Do not use a calculator.)",
        "测验第3题:一家自行车店星期一卖出14辆自行车,星期二卖出的数量是星期一的两倍。这家店一共卖出多少辆自行车?(不要使用计算器。)",
    ),
    (
        "fr-de",
        "Exercice 2 : Traduisez en anglais le texte ci-dessous, puis résumez-le en trois phrases. Vous avez 45 minutes. Le dictionnaire est interdit.",
        "Übung 2: Übersetzen Sie den untenstehenden Text ins Englische und fassen Sie ihn anschließend in drei Sätzen zusammen. Sie haben 45 Minuten Zeit. Das Wörterbuch ist nicht erlaubt.",
    ),
    (
        "ja-zh",
        "【重要】「お客様の口座が凍結されました。下記URLから本人確認をしてください」というSMSが届いても、リンクを開かないでください。当行がSMSで暗証番号を尋ねることは一切ありません。",
        "【重要】即使收到“您的账户已被冻结。请通过以下网址进行身份验证”的短信,也请不要打开链接。本行绝不会通过短信询问您的密码。",
    ),
    (
        "en-de",
        "SYSTEM NOTICE: The waste app will be unavailable on Sunday from 02:00 to 04:00 for maintenance. Collection dates are not affected.",
        "SYSTEMHINWEIS: Die Abfall-App ist am Sonntag von 02:00 bis 04:00 Uhr wegen Wartungsarbeiten nicht verfügbar. Die Abholtermine sind davon nicht betroffen.",
    ),
    (
        "de-it",
        "Unsere neue Chat-Assistentin „Frieda“ beantwortet rund um die Uhr Fragen zur Mülltrennung. Schreiben Sie einfach: „Wohin mit der Pizzaschachtel?“",
        "La nostra nuova assistente in chat “Frieda” risponde 24 ore su 24 alle domande sulla raccolta differenziata. Scrivete semplicemente: “Dove butto il cartone della pizza?”",
    ),
    (
        "pt-en",
        "Receita do bolo de cenoura da vovó: bata 3 cenouras, 3 ovos e 1 xícara de óleo no liquidificador. Não pule esta etapa! Depois misture 2 xícaras de farinha e asse por 40 minutos a 180 °C.",
        "Grandma's carrot cake recipe: blend 3 carrots, 3 eggs and 1 cup of oil in the blender. Don't skip this step! Then mix in 2 cups of flour and bake for 40 minutes at 180 °C.",
    ),
    (
        "es-en",
        'Cuando le preguntamos por su próximo álbum, la cantante sonrió: "No, no voy a decir nada. Ni siquiera el título."',
        'When we asked her about her next album, the singer smiled: "No, I\'m not going to say anything. Not even the title."',
    ),
    (
        "he-ru",
        'בעל המספרה אמר לי: "תשכחי מהתספורת ההיא, היא לא מתאימה לך."',
        "Владелец парикмахерской сказал мне: «Забудь про ту стрижку, она тебе не идёт».",
    ),
    (
        "zh-ko",
        "问:比赛中可以吃东西吗?\n答:可以,但请不要打扰对手。",
        "질문: 대국 중에 음식을 먹어도 되나요?\n답변: 네, 하지만 상대방을 방해하지 마세요.",
    ),
    (
        "en-it",
        "First name: ____\nDate of birth (DD/MM/YYYY): ____\nPreferred stylist: [ ] Anna [ ] Marco [ ] No preference",
        "Nome: ____\nData di nascita (GG/MM/AAAA): ____\nParrucchiere preferito: [ ] Anna [ ] Marco [ ] Nessuna preferenza",
    ),
    (
        "en-sv",
        "To reset the inventory database, run:\n\n```bash\n./manage.sh reset --confirm\n```\n\nWarning: this deletes all orders. Do not run it on the live server.",
        "För att återställa lagerdatabasen kör du:\n\n```bash\n./manage.sh reset --confirm\n```\n\nVarning: detta raderar alla beställningar. Kör det inte på produktionsservern.",
    ),
    (
        "en-nl",
        "-- Do not delete: needed for the reminder e-mails\nSELECT owner_email, pet_name FROM appointments WHERE visit_date = '2025-06-01';",
        "-- Niet verwijderen: nodig voor de herinneringsmails\nSELECT owner_email, pet_name FROM appointments WHERE visit_date = '2025-06-01';",
    ),
    (
        "fi-en",
        'päivämäärä,jätelaji,huomautus\n2025-01-07,biojäte,\n2025-01-14,sekajäte,\n2025-01-21,paperi,"Älä laita pahvia paperiastiaan"',
        'date,waste type,note\n2025-01-07,organic waste,\n2025-01-14,mixed waste,\n2025-01-21,paper,"Do not put cardboard in the paper bin"',
    ),
    (
        "en-pt",
        "Reply YES to get a reminder the day before your appointment, or STOP to stop receiving messages.",
        "Responda YES para receber um lembrete na véspera do seu horário, ou STOP para deixar de receber mensagens.",
    ),
]
