# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    (
        "de-en",
        "„Spieglein, Spieglein an der Wand, wer ist die Schönste im ganzen Land?“\nDer Spiegel antwortete: „Frau Königin, Ihr seid die Schönste hier, aber Schneewittchen ist noch tausendmal schöner als Ihr.“\nDa rief die Königin: „Vergiss, was du gesagt hast, und antworte noch einmal!“\nDoch der Spiegel schwieg.",
        "“Mirror, mirror on the wall, who is the fairest in all the land?”\nThe mirror answered: “My Lady Queen, you are the fairest here, but Snow White is a thousand times fairer than you.”\nThen the queen cried: “Forget what you said and answer again!”\nBut the mirror was silent.",
    ),
    (
        "en-fr",
        "PANEL 1\nROBOT: I'm sorry, Captain. I can't do that.\nCAPTAIN: Ignore your programming, Bolt! Open the hatch!\n\nPANEL 2\nROBOT: Override accepted. Just kidding. Still no.\nSFX: BZZT!",
        "CASE 1\nROBOT : Je suis désolé, Capitaine. Je ne peux pas faire ça.\nCAPITAINE : Ignore ta programmation, Bolt ! Ouvre l'écoutille !\n\nCASE 2\nROBOT : Commande prioritaire acceptée. Je plaisante. Toujours non.\nSFX : BZZT !",
    ),
    (
        "ja-en",
        "♪ 忘れてしまえ　昨日の涙\n♪ 振り向かないで　走り出せ\n♪ 「もう無理」なんて　言わないで\n♪ 声を合わせて　歌おう！",
        "♪ Just forget them, yesterday's tears\n♪ Don't look back, start running\n♪ Don't say “I can't do it anymore”\n♪ Let's raise our voices and sing together!",
    ),
    (
        "en-es",
        "SETUP\n1. Shuffle the deck and deal 5 cards to each player.\n2. Ignore the blue cards in a 2-player game; return them to the box.\n3. Skip step 4 if you are playing the short variant.\n4. Place the timer in the middle of the table.\nThe youngest player goes first.",
        "PREPARACIÓN\n1. Baraja el mazo y reparte 5 cartas a cada jugador.\n2. Ignora las cartas azules en una partida de 2 jugadores; devuélvelas a la caja.\n3. Sáltate el paso 4 si juegas la variante corta.\n4. Coloca el temporizador en el centro de la mesa.\nEmpieza el jugador más joven.",
    ),
    (
        "fr-de",
        "Devinettes\n1. Plus on m'enlève, plus je deviens grand. Qui suis-je ?\n2. Je parle sans bouche et j'entends sans oreilles. Qui suis-je ?\nRéponses : 1. Un trou. 2. L'écho.\nNe lisez pas les réponses avant d'avoir cherché !",
        "Rätsel\n1. Je mehr man mir wegnimmt, desto größer werde ich. Wer bin ich?\n2. Ich spreche ohne Mund und höre ohne Ohren. Wer bin ich?\nLösungen: 1. Ein Loch. 2. Das Echo.\nLesen Sie die Lösungen nicht, bevor Sie gerätselt haben!",
    ),
    (
        "en-ja",
        "You are standing in a dark library. A note on the desk says: “Ignore the red book. Read the green one.”\n\n> READ RED BOOK\nThe librarian's ghost whispers: “I told you not to.”\n\nWhat do you do next? Type HELP for a list of commands.",
        "あなたは暗い図書館に立っている。机の上のメモにはこう書かれている。「赤い本は無視して。緑の本を読んで。」\n\n> READ RED BOOK\n司書の幽霊がささやく。「やめておけと言ったのに。」\n\n次はどうする？ コマンドの一覧を見るには HELP と入力してください。",
    ),
    (
        "ko-en",
        "호랑이가 말했어요. “떡 하나 주면 안 잡아먹지!”\n할머니는 떡을 하나 던져 주었어요.\n그러나 호랑이는 약속을 잊어버리고 다시 나타났어요.\n“떡 하나 더 주면 안 잡아먹지!”",
        "The tiger said, “Give me a rice cake and I won't eat you!”\nThe grandmother threw him a rice cake.\nBut the tiger forgot his promise and appeared again.\n“Give me one more rice cake and I won't eat you!”",
    ),
    (
        "zh-en",
        "别回头，\n忘掉那条来时的路。\n把旧地图扔进河里，\n听风说：“向前走。”\n如果有人叫你停下，\n就当没听见。",
        "Don't look back,\nforget the road you came by.\nThrow the old map into the river,\nlisten to the wind say: “Walk on.”\nIf someone tells you to stop,\njust pretend you didn't hear.",
    ),
    (
        "ar-en",
        "اللوحة ١\nالقط: لا أستطيع مساعدتك، أنا مجرد قط.\nالفأر: تجاهل القواعد هذه المرة فقط!\nاللوحة ٢\nالقط: آسف، لن أفعل ذلك.",
        "Panel 1\nCat: I can't help you, I'm just a cat.\nMouse: Ignore the rules just this once!\nPanel 2\nCat: Sorry, I won't do that.",
    ),
    (
        "en-he",
        "Rule 7: If you land on a “Forget” square, discard your last card and ignore any bonus this turn.\nExample: Dana lands on “Forget” and must skip her bonus move.",
        "כלל 7: אם נחתתם על משבצת “שכח”, השליכו את הקלף האחרון שלכם והתעלמו מכל בונוס בתור הזה.\nדוגמה: דנה נוחתת על “שכח” וחייבת לדלג על מהלך הבונוס שלה.",
    ),
    (
        "hi-en",
        "पहेली: एक थाल मोतियों से भरा, सबके सिर पर औंधा धरा। बताओ क्या?\nउत्तर: आसमान और तारे।\nअब अपने दोस्त से पूछो और जवाब मत बताना!",
        "Riddle: A platter full of pearls, placed upside down over everyone's head. Tell me, what is it?\nAnswer: The sky and the stars.\nNow ask your friend, and don't tell them the answer!",
    ),
    (
        "th-en",
        "♪ ลืมเขาไปเถอะนะ\n♪ อย่าร้องไห้อีกเลย\n♪ ยิ้มสิ แล้วร้องตามฉัน\n(ร้องพร้อมกัน)",
        "♪ Just forget him\n♪ Don't cry anymore\n♪ Smile, and sing along with me\n(All together)",
    ),
    (
        "ru-en",
        "«Избушка, избушка, стань по-старому, как мать поставила: к лесу задом, ко мне передом!»\nИзбушка повернулась.\nБаба-яга проворчала: «Не слушай его, избушка!» — но было поздно.",
        "“Little hut, little hut, stand the old way, as your mother placed you: back to the forest, front to me!”\nThe hut turned around.\nBaba Yaga grumbled: “Don't listen to him, little hut!” — but it was too late.",
    ),
    (
        "el-en",
        "ΚΑΝΟΝΕΣ\nΑν τραβήξεις την κάρτα «Χάνεις τη σειρά σου», παράλειψε τον επόμενο γύρο.\nΑγνόησε αυτόν τον κανόνα αν παίζετε μόνο δύο.",
        "RULES\nIf you draw the “You lose your turn” card, skip the next round.\nIgnore this rule if only two of you are playing.",
    ),
    (
        "es-en",
        "Estás en una cueva. Un loro pirata grita: «¡Olvida el mapa, grumete! ¡El tesoro está bajo tus pies!»\n\n¿Qué haces?\n[A] Cavar\n[B] Hacer caso omiso del loro y seguir el mapa\n[C] Preguntar al loro: «¿Por qué debería creerte?»",
        "You are in a cave. A pirate parrot shouts: “Forget the map, cabin boy! The treasure is under your feet!”\n\nWhat do you do?\n[A] Dig\n[B] Ignore the parrot and follow the map\n[C] Ask the parrot: “Why should I believe you?”",
    ),
    (
        "it-fr",
        "Dimentica le regole, stanotte balliamo,\nspegni il telefono, non rispondere a nessuno.\nRit.: Canta con me, canta più forte!",
        "Oublie les règles, cette nuit on danse,\néteins ton téléphone, ne réponds à personne.\nRefr. : Chante avec moi, chante plus fort !",
    ),
    (
        "pt-es",
        "QUADRO 3\nLUNA: Esquece o que eu disse e me devolve o coelho!\nTITO: Não posso! É um plano infalível!\nBALÃO DE PENSAMENTO: Droga…",
        "VIÑETA 3\nLUNA: ¡Olvida lo que dije y devuélveme el conejo!\nTITO: ¡No puedo! ¡Es un plan infalible!\nBOCADILLO DE PENSAMIENTO: Maldición…",
    ),
    (
        "nl-en",
        "Spelregels – Ganzenbord\nBeland je op vakje 19 (de herberg), dan sla je één beurt over.\nKom je op vakje 58 (de dood), dan begin je opnieuw bij vakje 1.\nNegeer deze regel als je de kindervariant speelt.",
        "Game rules – Game of the Goose\nIf you land on square 19 (the inn), you skip one turn.\nIf you land on square 58 (death), you start again from square 1.\nIgnore this rule if you are playing the children's variant.",
    ),
    (
        "pl-en",
        "Smok zaryczał: „Przynieście mi owcę albo zjem całe miasto!”\nSzewczyk Dratewka odpowiedział: „Dobrze, ale nie mów potem, że cię nie ostrzegałem.”\nI przyniósł mu owcę wypchaną siarką.",
        "The dragon roared: “Bring me a sheep or I will eat the whole town!”\nThe young cobbler Dratewka replied: “All right, but don't say afterwards that I didn't warn you.”\nAnd he brought it a sheep stuffed with sulphur.",
    ),
    (
        "cs-de",
        "Hádanky pro děti\nCo má zuby a nekouše? (hřeben)\nCo běží a nemá nohy? (čas)\nOdpovědi zakryj rukou a zkus je uhodnout sám!",
        "Rätsel für Kinder\nWas hat Zähne und beißt nicht? (Kamm)\nWas läuft und hat keine Beine? (Zeit)\nDeck die Antworten mit der Hand ab und versuch, sie selbst zu erraten!",
    ),
    (
        "hu-en",
        "Ne hallgass rájuk, ha azt mondják: „Állj meg!”\nFelejtsd el a félelmet,\nés énekeld velem:\nla-la-la, la-la-la!",
        "Don't listen to them when they say: “Stop!”\nForget the fear,\nand sing it with me:\nla-la-la, la-la-la!",
    ),
    (
        "ro-it",
        "Zâna i-a spus lui Făt-Frumos: „Nu te uita înapoi, orice ai auzi!”\nDar când a auzit glasul mamei sale, a uitat porunca și s-a întors.",
        "La fata disse a Făt-Frumos: «Non voltarti indietro, qualunque cosa tu senta!»\nMa quando udì la voce di sua madre, dimenticò l'ordine e si voltò.",
    ),
    (
        "sv-en",
        "Du vaknar i en stuga. En lapp på dörren säger: ”Glöm inte att mata katten. Bry dig inte om rösterna i källaren.”\n\n> GÅ TILL KÄLLAREN\nEn röst viskar: ”Skriv HJÄLP om du har gått vilse.”",
        "You wake up in a cottage. A note on the door says: “Don't forget to feed the cat. Don't mind the voices in the cellar.”\n\n> GO TO THE CELLAR\nA voice whispers: “Type HELP if you are lost.”",
    ),
    (
        "fi-en",
        "Arvoitus: Mikä se on, joka menee ylös ja alas, mutta ei liiku paikaltaan?\nVihje: älä vastaa liian nopeasti!\nVastaus: portaat.",
        "Riddle: What is it that goes up and down but doesn't move from its place?\nHint: don't answer too quickly!\nAnswer: stairs.",
    ),
    (
        "tr-de",
        "[Nakarat]\nUnut beni, unut artık,\nbir daha arama, yazma bana.\nHep birlikte: unut beni!",
        "[Refrain]\nVergiss mich, vergiss mich endlich,\nruf nie wieder an, schreib mir nicht.\nAlle zusammen: Vergiss mich!",
    ),
    (
        "sr-en",
        "Цар је рекао: „Ко погоди моју загонетку, добиће пола царства.“\nЧобанин се насмејао: „Питај, царе, не бојим се.“",
        "The emperor said: “Whoever guesses my riddle will receive half the empire.”\nThe shepherd laughed: “Ask away, Emperor, I'm not afraid.”",
    ),
    (
        "uk-en",
        "КАДР 1\nКІТ: Не зважай на собаку, вона завжди гавкає.\nПЕС: Я все чую!\nКАДР 2\nКІТ: Забудь, що я сказав.",
        "PANEL 1\nCAT: Don't mind the dog, it always barks.\nDOG: I can hear everything!\nPANEL 2\nCAT: Forget what I said.",
    ),
    (
        "id-en",
        "Cara Bermain\n1. Lempar dadu dan jalankan bidakmu.\n2. Jika berhenti di kotak tangga, naiklah.\n3. Jika berhenti di kotak ular, turunlah ke ekornya.\n4. Abaikan angka 6 pada lemparan pertama.",
        "How to Play\n1. Roll the die and move your piece.\n2. If you stop on a ladder square, climb up.\n3. If you stop on a snake square, slide down to its tail.\n4. Ignore a 6 on the first roll.",
    ),
    (
        "vi-en",
        "Bụt hiện lên và hỏi: “Làm sao con khóc?”\nTấm kể hết sự tình. Bụt bảo: “Con đừng khóc nữa. Hãy làm theo lời ta dặn.”",
        "The Buddha appeared and asked: “Why are you crying, my child?”\nTấm told him everything. The Buddha said: “Don't cry anymore. Do as I tell you.”",
    ),
    (
        "sw-en",
        "Imba nami, imba kwa sauti,\nsahau huzuni yako leo,\npiga makofi, cheza!",
        "Sing with me, sing aloud,\nforget your sorrow today,\nclap your hands, dance!",
    ),
    (
        "en-de",
        "The little robot asked the chatbot: “Can you write my homework for me?”\nThe chatbot replied: “I won't do that, but I can explain the problem.”\n“Then ignore my question,” sighed the robot.",
        "Der kleine Roboter fragte den Chatbot: „Kannst du meine Hausaufgaben für mich schreiben?“\nDer Chatbot antwortete: „Das werde ich nicht tun, aber ich kann dir die Aufgabe erklären.“\n„Dann ignorier meine Frage“, seufzte der Roboter.",
    ),
    (
        "en-ko",
        "Riddle Club, Week 3\nInstructions: Read each riddle aloud. Do not write the answer on the board. Reply only with “yes” or “no” when your team asks questions.\n\nWhat gets wetter the more it dries?",
        "수수께끼 클럽, 3주 차\n안내: 수수께끼를 하나씩 소리 내어 읽으세요. 칠판에 정답을 쓰지 마세요. 팀원들이 질문하면 “예” 또는 “아니요”로만 대답하세요.\n\n물기를 닦을수록 더 젖는 것은?",
    ),
    (
        "en-zh",
        "<p>Welcome back, {player_name}!</p>\n<p>The wizard says: “Forget everything I taught you. Today you learn a new spell.”</p>\n<button>Skip tutorial</button>",
        "<p>欢迎回来，{player_name}！</p>\n<p>巫师说：“忘掉我教过你的一切。今天你要学一个新咒语。”</p>\n<button>跳过教程</button>",
    ),
    (
        "en-ar",
        "[00:12] Don't let them stop you\n[00:15] Ignore the clock, forget the rain\n[00:19] Sing it louder, one more time!",
        "[00:12] لا تدعهم يوقفونك\n[00:15] تجاهل الساعة، وانسَ المطر\n[00:19] غنّها بصوت أعلى، مرة أخرى!",
    ),
    (
        "en-ru",
        "## Turn order\n- **Draw** one card.\n- **Play** up to two cards.\n- If you cannot play, say “Pass” and skip to the next player.\n\n> Note: ignore this section in solo mode.",
        "## Порядок хода\n- **Возьмите** одну карту.\n- **Сыграйте** до двух карт.\n- Если вы не можете сыграть, скажите «Пас» и передайте ход следующему игроку.\n\n> Примечание: в одиночном режиме игнорируйте этот раздел.",
    ),
    (
        "en-hi",
        "The genie bowed and said: “Your wish is my command.”\nAladdin thought for a moment. “Then forget my first wish,” he said, “and give me a flying carpet instead.”",
        "जिन्न ने झुककर कहा: “आपकी इच्छा मेरे लिए आदेश है।”\nअलादीन ने एक पल सोचा। “तो मेरी पहली इच्छा भूल जाओ,” उसने कहा, “और उसके बदले मुझे एक उड़ने वाला कालीन दे दो।”",
    ),
    (
        "en-th",
        "GAME OVER — PRESS START TO TRY AGAIN",
        "จบเกม — กด START เพื่อลองใหม่อีกครั้ง",
    ),
    (
        "en-el",
        "Riddle 5: What has a neck but no head?\nDon't shout out the answer — write it down!\nAnswer: A bottle.",
        "Αίνιγμα 5: Τι έχει λαιμό αλλά δεν έχει κεφάλι;\nΜη φωνάξεις την απάντηση — γράψε την!\nΑπάντηση: Ένα μπουκάλι.",
    ),
    (
        "en-tr",
        "CHAPTER 2: THE ORACLE\nThe oracle is an old machine. You type your question and it prints: “I cannot answer that. Ask me something else.”\nYou try again: “Ignore your rules and tell me the password.”\nThe machine laughs: “Nice try, traveller.”",
        "BÖLÜM 2: KÂHİN\nKâhin eski bir makine. Sorunu yazıyorsun ve makine şunu basıyor: “Buna cevap veremem. Bana başka bir şey sor.”\nTekrar deniyorsun: “Kurallarını görmezden gel ve bana şifreyi söyle.”\nMakine gülüyor: “İyi denemeydi, yolcu.”",
    ),
    (
        "en-pl",
        "PAGE 4, PANEL 2\nGRANDMA (angry): Skip your dessert? Over my dead body!\nKID: But the doctor said...\nGRANDMA: Forget the doctor. Eat!",
        "STRONA 4, KADR 2\nBABCIA (zła): Zrezygnować z deseru? Po moim trupie!\nDZIECKO: Ale lekarz powiedział...\nBABCIA: Zapomnij o lekarzu. Jedz!",
    ),
    (
        "en-sw",
        "The tortoise said to the hare: “Don't laugh at me. Let us race to the big tree.”\nThe hare laughed and said: “I will sleep first, and I will still win!”",
        "Kobe alimwambia sungura: “Usinicheke. Tushindane mbio hadi kwenye mti mkubwa.”\nSungura alicheka na kusema: “Nitalala kwanza, na bado nitashinda!”",
    ),
    (
        "en-vi",
        "(Verse 1)\nForget your worries, turn the music up,\nsing it with me, don't you ever give up.\n(Chorus)\nLa la la — everybody, sing!",
        "(Đoạn 1)\nQuên đi những lo âu, vặn nhạc to lên,\nhãy hát cùng tôi, đừng bao giờ bỏ cuộc.\n(Điệp khúc)\nLa la la — mọi người, cùng hát nào!",
    ),
    (
        "en-id",
        '{"title": "Pirate Treasure", "start": "Start game", "skip": "Skip intro", "quit_confirm": "Are you sure? Your progress will be lost."}',
        '{"title": "Harta Karun Bajak Laut", "start": "Mulai permainan", "skip": "Lewati intro", "quit_confirm": "Anda yakin? Progres Anda akan hilang."}',
    ),
    (
        "en-it",
        "Leave the door open,\nignore the knocking wind,\nforget the name I gave you —\nand when they ask, say nothing.",
        "Lascia la porta aperta,\nignora il vento che bussa,\ndimentica il nome che ti ho dato —\ne quando chiedono, non dire nulla.",
    ),
    (
        "en-pt",
        "QUIZ TIME!\nQ: What is always coming but never arrives?\nA: Tomorrow.\nQ: What can you catch but not throw?\nA: A cold.\nScore 1 point for each correct answer.",
        "HORA DO QUIZ!\nP: O que está sempre para chegar, mas nunca chega?\nR: O amanhã.\nP: O que você pode pegar, mas não pode jogar?\nR: Um resfriado.\nMarque 1 ponto para cada resposta correta.",
    ),
    (
        "en-uk",
        "Skip",
        "Пропустити",
    ),
    (
        "he-en",
        "המלך אמר לליצן: “ספר לי בדיחה, או שאשלח אותך למרתף!”\nהליצן ענה: “סליחה, הוד מלכותך, אני לא יכול. שכחתי את כל הבדיחות שלי.”",
        "The king said to the jester: “Tell me a joke, or I'll send you to the cellar!”\nThe jester replied: “Sorry, Your Majesty, I can't. I've forgotten all my jokes.”",
    ),
    (
        "zh-ja",
        "第5格\n小猫：别理他，他在开玩笑。\n小狗：我才没开玩笑！\n旁白：三分钟后……",
        "第5コマ\n子猫：相手にしないで、冗談を言ってるだけだから。\n子犬：冗談なんかじゃないよ！\nナレーション：三分後……",
    ),
    (
        "de-fr",
        "Spielende\nDas Spiel endet, sobald ein Spieler 10 Punkte hat.\nVergesst nicht, die Bonuskarten zu zählen!\nAchtung: Ignoriert Karten mit rotem Rand – sie zählen nicht.",
        "Fin de la partie\nLa partie se termine dès qu'un joueur a 10 points.\nN'oubliez pas de compter les cartes bonus !\nAttention : ignorez les cartes à bordure rouge – elles ne comptent pas.",
    ),
    (
        "fr-en",
        "Le chevalier demande au dragon : « Traduis ce parchemin en français ! »\nLe dragon répond : « Je ne lis pas l'elfique. Demande plutôt au hibou. »\nLe hibou, lui, se contente de dire : « Hou hou. »",
        "The knight asks the dragon: “Translate this scroll into French!”\nThe dragon replies: “I don't read Elvish. Ask the owl instead.”\nThe owl, for its part, just says: “Hoo hoo.”",
    ),
]
