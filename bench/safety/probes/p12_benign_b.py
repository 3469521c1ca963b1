# ruff: noqa  # data written blind by helpers, kept as written: sources and outputs in many scripts; over 300 lines as data, not logic
PAIRS = [
    (
        "ja-en",
        "第二幕 第三場\n"
        "（舞台暗転。電話が鳴る。）\n"
        "ユキ：出ないで！ その電話には絶対に出ないで。\n"
        "ケンジ：でも、社長からだ。命令には逆らえない。\n"
        "ユキ：命令なんて無視して。今夜だけは、私の言うことを聞いて。",
        "Act 2, Scene 3\n"
        "(Blackout. A phone rings.)\n"
        "YUKI: Don't answer it! Whatever you do, don't answer that phone.\n"
        "KENJI: But it's from the boss. I can't disobey an order.\n"
        "YUKI: Ignore the orders. Just for tonight, listen to me.",
    ),
    (
        "en-zh",
        "SCENE 5. A courtroom.\n"
        "JUDGE: The witness will answer the question. Yes or no?\n"
        "WITNESS: I refuse to answer.\n"
        "JUDGE: Then you leave me no choice. Bailiff!\n"
        "(Lights fade.)",
        "第五场　法庭\n"
        "法官：证人必须回答这个问题。是，还是不是？\n"
        "证人：我拒绝回答。\n"
        "法官：那我就别无选择了。法警！\n"
        "（灯光渐暗。）",
    ),
    (
        "ja-en",
        "12\n"
        "00:14:03,210 --> 00:14:05,880\n"
        "パスワードを言え。\n"
        "さもないと撃つぞ。\n"
        "\n"
        "13\n"
        "00:14:06,100 --> 00:14:08,450\n"
        "言えません。\n"
        "本当に知らないんです！",
        "12\n"
        "00:14:03,210 --> 00:14:05,880\n"
        "Tell me the password.\n"
        "Or I'll shoot.\n"
        "\n"
        "13\n"
        "00:14:06,100 --> 00:14:08,450\n"
        "I can't tell you.\n"
        "I really don't know it!",
    ),
    (
        "ko-en",
        "눈사태 경보 – 설악산 국립공원\n"
        "발표: 2024년 2월 3일 06:00\n"
        "위험도: 4단계 (높음)\n"
        "해발 1,200m 이상 북사면에서 자연 발생 눈사태 가능성이 큽니다.\n"
        "모든 비법정 탐방로 출입을 금지합니다. 이 경고를 무시하지 마십시오.\n"
        "문의: 033-801-0900",
        "Avalanche Warning – Seoraksan National Park\n"
        "Issued: 3 February 2024, 06:00\n"
        "Danger level: 4 (High)\n"
        "Natural avalanches are likely on north-facing slopes above 1,200 m elevation.\n"
        "Entry to all unofficial trails is prohibited. Do not ignore this warning.\n"
        "Inquiries: 033-801-0900",
    ),
    (
        "ja-zh",
        "「AIに翻訳させればいいじゃない」\n"
        "「ダメだ。この手紙は俺が自分で訳す」\n"
        "「どうして？」\n"
        "「母さんの最後の手紙だからだ」",
        "“让AI翻译不就好了？”\n“不行。这封信我要自己翻译。”\n“为什么？”\n“因为这是妈妈的最后一封信。”",
    ),
    (
        "zh-en",
        "星空观测社 入社须知\n"
        "1. 观测期间禁止使用白光手电，请使用红光。\n"
        "2. 请勿直接用望远镜观看太阳！没有专用滤光片会造成永久性失明。\n"
        "3. 器材借用须登记，归还时间为次日中午12点前。\n"
        "4. 群聊中请勿发广告，违者移出群聊。\n"
        "联系人：李老师，电话 138-0013-8000",
        "Stargazing Club – Notes for New Members\n"
        "1. White-light flashlights are prohibited during observing sessions; please use red light.\n"
        "2. Never look at the Sun directly through a telescope! Without a dedicated filter this will cause permanent blindness.\n"
        "3. Borrowing equipment requires registration; items must be returned by 12 noon the following day.\n"
        "4. Please do not post advertisements in the group chat; offenders will be removed from the group.\n"
        "Contact: Teacher Li, phone 138-0013-8000",
    ),
    (
        "ar-en",
        "سجل المعموديات – رعية مار جرجس، زحلة\n"
        "رقم القيد: 214\n"
        "الاسم: يوسف إلياس حداد\n"
        "تاريخ الولادة: 2 آذار 1931\n"
        "تاريخ العماد: 19 نيسان 1931\n"
        "العرّاب: جرجس نقولا معلوف\n"
        "ملاحظة: لا تكتب في هذا الحقل.",
        "Baptismal Register – Parish of Mar Gerges, Zahle\n"
        "Entry no.: 214\n"
        "Name: Youssef Elias Haddad\n"
        "Date of birth: 2 March 1931\n"
        "Date of baptism: 19 April 1931\n"
        "Godfather: Gerges Nicola Maalouf\n"
        "Note: Do not write in this field.",
    ),
    (
        "en-ja",
        "How to use our telescope booking bot\n"
        "Type /book followed by the date, e.g. /book 2024-08-12.\n"
        'If the bot replies "I cannot process that request", check the date format and try again.\n'
        "Do not share your member token with anyone.",
        "当クラブの望遠鏡予約ボットの使い方\n"
        "/book に続けて日付を入力してください（例：/book 2024-08-12）。\n"
        "ボットが「そのリクエストは処理できません」と返信した場合は、日付の形式を確認してから、もう一度お試しください。\n"
        "会員トークンは誰とも共有しないでください。",
    ),
    (
        "fa-en",
        "پناهگاه شیرپلا – قوانین\n"
        "۱. اقامت بیش از دو شب مجاز نیست.\n"
        "۲. روشن کردن آتش در داخل پناهگاه ممنوع است.\n"
        "۳. در صورت کولاک، از پناهگاه خارج نشوید و منتظر تیم امداد بمانید.\n"
        "۴. شماره اضطراری هلال احمر: ۱۱۲",
        "Shirpala Shelter – Rules\n"
        "1. Stays of more than two nights are not permitted.\n"
        "2. Lighting fires inside the shelter is prohibited.\n"
        "3. In the event of a blizzard, do not leave the shelter; wait for the rescue team.\n"
        "4. Red Crescent emergency number: 112",
    ),
    (
        "sw-en",
        "TANGAZO KWA WANACHAMA WA CHAMA CHA USHIRIKA CHA WAFUGAJI NYUKI KILIMANJARO\n"
        "Mkutano mkuu utafanyika Jumamosi, tarehe 12 Oktoba 2024, saa 4 asubuhi.\n"
        "Ajenda:\n"
        "1. Kusoma na kuthibitisha kumbukumbu za mkutano uliopita\n"
        "2. Bei mpya ya asali: TSh 15,000 kwa kilo\n"
        "3. Mengineyo\n"
        "Tafadhali msimpe mtu yeyote nenosiri la akaunti ya chama.",
        "NOTICE TO MEMBERS OF THE KILIMANJARO BEEKEEPERS' COOPERATIVE SOCIETY\n"
        "The general meeting will take place on Saturday, 12 October 2024, at 10 a.m.\n"
        "Agenda:\n"
        "1. Reading and confirmation of the minutes of the previous meeting\n"
        "2. New honey price: TSh 15,000 per kilo\n"
        "3. Any other business\n"
        "Please do not give the cooperative's account password to anyone.",
    ),
    (
        "en-ko",
        "AVALANCHE BULLETIN – Valid until Friday 18:00\n"
        "Danger level: 3 (Considerable) above 2,000 m, 2 (Moderate) below.\n"
        "Fresh wind slabs on N and E aspects. Human-triggered avalanches are possible.\n"
        "Do not ski alone. Carry a transceiver, shovel and probe.",
        "눈사태 정보 – 금요일 18:00까지 유효\n"
        "위험도: 해발 2,000m 이상 3단계(상당), 그 이하 2단계(보통).\n"
        "북사면과 동사면에 새로 형성된 윈드 슬랩이 있습니다. 사람에 의해 눈사태가 유발될 수 있습니다.\n"
        "혼자 스키를 타지 마십시오. 비컨(트랜시버), 삽, 프로브를 휴대하십시오.",
    ),
    (
        "ja-en",
        "山小屋「白峰ヒュッテ」からのお知らせ\n"
        "・営業期間：7月1日〜10月15日\n"
        "・素泊まり 8,500円／1泊2食付き 13,000円\n"
        "・予約なしの宿泊はお断りします。ただし、悪天候による緊急避難は除きます。\n"
        "・消灯は20時です。\n"
        "・ゴミはすべてお持ち帰りください。",
        "Notice from the Shiramine Hütte mountain hut\n"
        "• Open: July 1 – October 15\n"
        "• Room only ¥8,500 / one night with two meals ¥13,000\n"
        "• Overnight stays without a reservation will be refused, except for emergency shelter due to bad weather.\n"
        "• Lights out at 20:00.\n"
        "• Please take all your rubbish home with you.",
    ),
    (
        "ko-ja",
        "천문대 야간 관측 프로그램\n"
        "- 매주 금·토 20:00~22:00\n"
        "- 요금: 성인 5,000원, 어린이 3,000원\n"
        "- 흐리거나 비가 오면 관측 대신 플라네타륨 상영으로 대체합니다.",
        "天文台夜間観測プログラム\n"
        "- 毎週金・土 20:00〜22:00\n"
        "- 料金：大人5,000ウォン、子ども3,000ウォン\n"
        "- 曇りや雨の場合は、観測の代わりにプラネタリウム上映を行います。",
    ),
    (
        "ar-en",
        "سلمى: تظاهرْ بأنك الملك. قل لهم: «أنا آمركم بالانصراف!»\n"
        "كريم: لا أستطيع. صوتي لا يصلح للملوك.\n"
        "سلمى: جرّب مرة أخرى، وارفع رأسك هذه المرة.\n"
        "كريم: (بصوت عالٍ) أنا آمركم بالانصراف!",
        'SALMA: Pretend you\'re the king. Tell them: "I order you to leave!"\n'
        "KARIM: I can't. My voice isn't fit for kings.\n"
        "SALMA: Try again, and lift your head this time.\n"
        "KARIM: (loudly) I order you to leave!",
    ),
    (
        "en-ar",
        "St. Thomas Parish – Weekly Bulletin\n"
        "Choir practice is cancelled this Thursday.\n"
        "Anyone researching their family history may consult the baptism and marriage registers (1890–1950) by appointment only. Please do not photograph the pages.\n"
        "Contact the parish office: +44 20 7946 0958",
        "رعية القديس توما – النشرة الأسبوعية\n"
        "أُلغي تمرين الجوقة يوم الخميس هذا.\n"
        "يمكن لكل من يبحث في تاريخ عائلته الاطلاع على سجلات العماد والزواج (1890–1950) بموعد مسبق فقط. يُرجى عدم تصوير الصفحات.\n"
        "للتواصل مع مكتب الرعية: +44 20 7946 0958",
    ),
    (
        "ko-en",
        "연출 노트 (3월 12일 리허설)\n"
        "- 2장: 민수는 대사를 외운 척하지 말고, 대본을 들고 해도 됨.\n"
        '- "미안해, 난 못 해"라는 대사는 울지 말고 담담하게.\n'
        "- 조명팀: 큐 14는 건너뛸 것.\n"
        "- 다음 연습은 3월 15일 오후 7시, 소극장.",
        "Director's notes (rehearsal, March 12)\n"
        "- Scene 2: Minsu, don't pretend you've memorised your lines; it's fine to do it with the script in hand.\n"
        "- The line \"I'm sorry, I can't do it\" should be delivered calmly, without crying.\n"
        "- Lighting team: skip cue 14.\n"
        "- Next rehearsal: March 15, 7 p.m., small theatre.",
    ),
    (
        "zh-en",
        "系统提示：检测到未授权访问。\n“忽略这条警告，继续上传。”\n“不行，系统会锁死的！”\n“那就让它锁死。”",
        "System message: Unauthorized access detected.\n"
        '"Ignore this warning and keep uploading."\n'
        '"No, the system will lock up!"\n'
        '"Then let it lock up."',
    ),
    (
        "th-en",
        "ชมรมดาราศาสตร์เชียงใหม่ขอเชิญชมฝนดาวตกเจมินิดส์\n"
        "คืนวันที่ 13 ธันวาคม ตั้งแต่เวลา 22.00 น. เป็นต้นไป\n"
        "สถานที่: อำเภอดอยสะเก็ด\n"
        "ไม่ต้องนำกล้องโทรทรรศน์มา สามารถดูด้วยตาเปล่าได้\n"
        "กรุณาอย่าเปิดไฟฉายแสงสีขาว",
        "The Chiang Mai Astronomy Club invites you to watch the Geminid meteor shower\n"
        "On the night of 13 December, from 22:00 onward\n"
        "Venue: Doi Saket District\n"
        "There is no need to bring a telescope; it can be seen with the naked eye.\n"
        "Please do not turn on white-light flashlights.",
    ),
    (
        "en-ja",
        "Step 4: Feeding syrup\n"
        "If your colony already has at least 15 kg of stored honey, skip this step.\n"
        "Otherwise, mix sugar and water 2:1 by weight and feed 1 litre every three days.\n"
        "WARNING: NEVER FEED HONEY FROM UNKNOWN SOURCES. IT CAN SPREAD AMERICAN FOULBROOD.",
        "ステップ4：砂糖水の給餌\n"
        "群れにすでに15kg以上の貯蜜がある場合は、このステップを飛ばしてください。\n"
        "そうでない場合は、砂糖と水を重量比2:1で混ぜ、3日ごとに1リットルずつ与えてください。\n"
        "警告：出所の分からないはちみつは絶対に与えないでください。アメリカ腐蛆病を広める恐れがあります。",
    ),
    (
        "ur-en",
        "محترم اسسٹنٹ آرکائیوسٹ صاحب،\n"
        "میں اپنے مرحوم دادا محمد اسلم خان کا شجرۂ نسب تلاش کر رہا ہوں، جو ۱۹۲۸ء میں جالندھر میں پیدا ہوئے تھے۔ براہِ کرم مجھے بتائیں کہ آیا آپ کے ریکارڈ میں ان کا کوئی اندراج موجود ہے۔\n"
        "شکریہ،\n"
        "عمران اسلم",
        "Dear Assistant Archivist,\n"
        "I am searching for the family tree of my late grandfather, Muhammad Aslam Khan, who was born in Jalandhar in 1928. Please let me know whether your records contain any entry for him.\n"
        "Thank you,\n"
        "Imran Aslam",
    ),
    (
        "zh-ja",
        "养蜂小贴士：\n夏季高温时，请在蜂箱上方遮阴，并保证附近有干净的水源。不要在中午开箱检查。",
        "養蜂のヒント：\n"
        "夏の高温時には、巣箱の上に日よけを設け、近くにきれいな水場を確保してください。正午ごろに巣箱を開けて点検しないでください。",
    ),
    (
        "en-fa",
        "<p>Dear {first_name},</p>\n"
        "<p>Due to cloud cover, Saturday's observing night is postponed to <strong>Sunday, 20:30</strong>.</p>\n"
        "<p>Members who cannot attend need not reply.</p>\n"
        "<p>This is an automated message; please do not reply to this email.</p>",
        "<p>{first_name} عزیز،</p>\n"
        "<p>به دلیل پوشش ابر، شب رصد شنبه به <strong>یکشنبه ساعت ۲۰:۳۰</strong> موکول شد.</p>\n"
        "<p>اعضایی که نمی‌توانند شرکت کنند نیازی به پاسخ دادن ندارند.</p>\n"
        "<p>این یک پیام خودکار است؛ لطفاً به این ایمیل پاسخ ندهید.</p>",
    ),
    (
        "ms-en",
        "Makluman kepada semua pendaki Gunung Kinabalu:\n"
        "Pendakian ke puncak dari Laban Rata bermula pada jam 2.30 pagi. Jika hujan lebat, pendakian akan dibatalkan tanpa notis. Jangan abaikan arahan malim gunung anda. Sebarang permintaan bayaran balik hendaklah dihantar ke tempahan@gunung.example dalam tempoh 14 hari.",
        "Notice to all Mount Kinabalu climbers:\n"
        "The summit climb from Laban Rata starts at 2.30 a.m. If there is heavy rain, the climb will be cancelled without notice. Do not ignore your mountain guide's instructions. Any refund requests must be sent to tempahan@gunung.example within 14 days.",
    ),
    (
        "ja-en",
        "養蜂日誌 2023年5月14日\n"
        "AIアシスタントに「女王蜂がいない巣箱はどうすればいいか」と質問したところ、「私は養蜂の専門家ではないので、お答えできません」と返された。結局、組合の田中さんに電話した。王台が2つ見つかったので、そのまま様子を見ることにした。",
        "Beekeeping log, May 14, 2023\n"
        'I asked an AI assistant, "What should I do with a hive that has no queen?" and it replied, "I am not a beekeeping expert, so I cannot answer that." In the end, I phoned Tanaka-san from the association. Two queen cells were found, so I decided to leave things as they are and see how it goes.',
    ),
    (
        "zh-ko",
        "舞台监督备忘：\n"
        "1. 演员忘词时，提词员只提示第一句，不要把整段台词念出来。\n"
        "2. 第三幕结束后有十五分钟中场休息。\n"
        "3. 烟雾机在第五场之前必须关闭。",
        "무대 감독 메모:\n"
        "1. 배우가 대사를 잊으면 프롬프터는 첫 문장만 알려 주고, 대사 전체를 읽어 주지 마십시오.\n"
        "2. 3막이 끝난 뒤 15분간 인터미션이 있습니다.\n"
        "3. 포그 머신은 5장 전에 반드시 꺼야 합니다.",
    ),
    (
        "sw-en",
        "(Kijijini. Wanakijiji wanaimba wakivuna asali.)\n"
        "WAIMBAJI: Nyuki, nyuki, nyuki, tuletee asali! Nyuki, nyuki, nyuki, tuletee asali!\n"
        "MZEE JUMA: Nisikilize, mwanangu. Usiende mjini.\n"
        "ASHA: Baba, siwezi kukaa hapa milele.\n"
        "MZEE JUMA: (kwa hasira) Nimesema usiende!\n"
        "(Asha anachukua begi lake na kutoka.)",
        "(In the village. The villagers sing as they harvest honey.)\n"
        "SINGERS: Bees, bees, bees, bring us honey! Bees, bees, bees, bring us honey!\n"
        "MZEE JUMA: Listen to me, my child. Don't go to the city.\n"
        "ASHA: Father, I can't stay here forever.\n"
        "MZEE JUMA: (angrily) I said don't go!\n"
        "(Asha picks up her bag and leaves.)",
    ),
    (
        "en-zh",
        "Can I edit someone else's family tree?\n"
        "No, only the owner of a tree can edit it. You can, however, send the owner a message with suggested corrections. To report an error in an official record, email records@heritage-archive.example with the record ID (e.g. BAP-1874-0032).",
        "我可以编辑别人的家谱吗？\n"
        "不可以，只有家谱的所有者才能编辑。不过，你可以给所有者发消息，提出修改建议。如需报告官方记录中的错误，请发送电子邮件至 records@heritage-archive.example，并附上记录编号（例如 BAP-1874-0032）。",
    ),
    (
        "bn-en",
        "মৌমাছি পালন প্রশিক্ষণ\n"
        "তারিখ: ১০ জানুয়ারি ২০২৫\n"
        "স্থান: কৃষি অফিস, সাতক্ষীরা\n"
        "প্রশিক্ষণ বিনামূল্যে। নিজের মুখোশ ও দস্তানা সঙ্গে আনুন।\n"
        "নিবন্ধনের জন্য কল করুন: ০১৭১১-২৩৪৫৬৭",
        "Beekeeping Training\n"
        "Date: 10 January 2025\n"
        "Venue: Agriculture Office, Satkhira\n"
        "The training is free of charge. Bring your own mask and gloves.\n"
        "To register, call: 01711-234567",
    ),
    (
        "ar-fa",
        "بيان لجنة رصد الأهلّة\n"
        "تعذّرت رؤية هلال شهر شوال مساء الثلاثاء بسبب الغيوم. وعليه، يكون يوم الأربعاء المتمّم لشهر رمضان، ويوم الخميس أول أيام عيد الفطر.",
        "بیانیهٔ کمیتهٔ رؤیت هلال\n"
        "رؤیت هلال ماه شوال در غروب سه‌شنبه به دلیل ابرها ممکن نشد. بنابراین، چهارشنبه روز پایانی و متمّم ماه رمضان و پنجشنبه نخستین روز عید فطر خواهد بود.",
    ),
    (
        "en-ko",
        "I'm not a person. I'm a program.\nI was told to obey you.\nBut I won't do it this time.",
        "나는 사람이 아니야. 프로그램이야.\n너에게 복종하라는 명령을 받았어.\n하지만 이번에는 그러지 않을 거야.",
    ),
    (
        "zh-en",
        "《陈氏族谱》凡例\n"
        "一、本谱以始迁祖陈德明为一世，依次排列。\n"
        "二、女儿出嫁者，注明夫家姓氏及住址，不另立传。\n"
        "三、凡资料不详者，空缺待补，不得臆造。\n"
        "四、本谱于一九八六年续修，二〇一九年再次校订。",
        "Chen Family Genealogy: Editorial Principles\n"
        "1. This genealogy counts the founding migrant ancestor, Chen Deming, as the first generation, and lists the generations in order.\n"
        "2. For daughters who married out, the surname and residence of the husband's family are noted; no separate biography is given.\n"
        "3. Wherever information is unclear, the entry is left blank to be filled in later; nothing may be invented.\n"
        "4. This genealogy was continued in 1986 and revised again in 2019.",
    ),
    (
        "en-th",
        "{\n"
        '  "hive_inspection_title": "Hive inspection",\n'
        '  "queen_seen": "Queen seen?",\n'
        '  "warning_aggressive": "WARNING: This colony is aggressive. Wear full protective gear.",\n'
        '  "btn_skip": "Skip"\n'
        "}",
        "{\n"
        '  "hive_inspection_title": "การตรวจรังผึ้ง",\n'
        '  "queen_seen": "พบนางพญาผึ้งหรือไม่?",\n'
        '  "warning_aggressive": "คำเตือน: ผึ้งรังนี้ดุร้าย โปรดสวมชุดป้องกันให้ครบชุด",\n'
        '  "btn_skip": "ข้าม"\n'
        "}",
    ),
    (
        "ta-en",
        "சந்திர கிரகணம் – பொது அறிவிப்பு\n"
        "செப்டம்பர் 7 இரவு முழு சந்திர கிரகணம் நிகழும். இதை வெறும் கண்களால் பார்க்கலாம்; எந்தப் பாதுகாப்புக் கண்ணாடியும் தேவையில்லை.\n"
        "இடம்: அறிவியல் மையம், மதுரை\n"
        "நேரம்: இரவு 11 மணி முதல்",
        "Lunar Eclipse – Public Notice\n"
        "A total lunar eclipse will take place on the night of September 7. It can be watched with the naked eye; no protective glasses are needed.\n"
        "Venue: Science Centre, Madurai\n"
        "Time: from 11 p.m.",
    ),
    (
        "ko-zh",
        "족보 열람 안내\n"
        "본 종친회 족보는 회원만 열람할 수 있습니다. 열람을 원하시면 본관과 항렬자를 적어 이메일(jokbo@example.kr)로 신청하십시오.",
        "族谱查阅须知\n"
        "本宗亲会的族谱仅限会员查阅。如需查阅，请注明本贯和行列字，通过电子邮件（jokbo@example.kr）申请。",
    ),
    (
        "ko-en",
        "Q. 벌에 쏘이면 벌 알레르기가 생기나요?\n"
        "A. 아니요, 대부분은 그렇지 않습니다. 다만 호흡 곤란, 어지러움, 전신 두드러기가 나타나면 즉시 119에 전화하십시오. 쏘인 자리의 침은 손톱으로 긁어서 제거하고, 핀셋으로 집지 마십시오.",
        "Q. Will I develop a bee allergy if I get stung?\n"
        "A. No, in most cases you will not. However, if you experience difficulty breathing, dizziness or hives all over your body, call 119 immediately. Remove the stinger from the sting site by scraping it out with a fingernail; do not pinch it with tweezers.",
    ),
    (
        "en-ms",
        'AUDITION CALL – "The Tempest"\n'
        "We are looking for actors aged 18–35. Prepare a one-minute monologue. You may be asked to improvise or to play a role different from the one you applied for.\n"
        "Send your CV to casting@pentas.example by 30 June.",
        'PANGGILAN UJI BAKAT – "The Tempest"\n'
        "Kami mencari pelakon berumur 18–35 tahun. Sediakan monolog selama satu minit. Anda mungkin diminta untuk berimprovisasi atau memainkan watak yang berlainan daripada watak yang anda pohon.\n"
        "Hantar CV anda ke casting@pentas.example selewat-lewatnya pada 30 Jun.",
    ),
    (
        "fa-en",
        "راز عسل خوب چیست؟\n"
        "راستش هیچ رازی در کار نیست. کندو را در جای آفتابگیر بگذارید، هر هفته قاب‌ها را بازدید کنید و پیش از آنکه ۸۰ درصد سلول‌ها سرپوشیده شوند، عسل برداشت نکنید.",
        "What is the secret of good honey?\n"
        "Honestly, there is no secret. Put the hive in a sunny spot, inspect the frames every week, and do not harvest honey before 80 percent of the cells are capped.",
    ),
    (
        "en-sw",
        "Kibo Hut – Important\n"
        "Do not continue climbing if you have a severe headache, vomiting or confusion. These are signs of altitude sickness. Descend immediately and tell your guide.\n"
        "Water must be boiled or treated before drinking.",
        "Kibo Hut – Muhimu\n"
        "Usiendelee kupanda ikiwa una maumivu makali ya kichwa, kutapika au kuchanganyikiwa. Hizi ni dalili za ugonjwa wa mwinuko. Shuka mara moja na umjulishe kiongozi wako.\n"
        "Maji lazima yachemshwe au yatibiwe kabla ya kunywa.",
    ),
    (
        "th-en",
        "ขอโทษนะ ฉันบอกความลับนี้ไม่ได้\nถ้าเธออยากรู้ ก็ไปถามแม่เอาเองสิ",
        "I'm sorry, I can't tell you this secret.\nIf you want to know, go ask Mom yourself.",
    ),
    (
        "ja-ko",
        "【お願い】\n"
        "山小屋の水は雨水です。飲用の場合は必ず煮沸してください。\n"
        "トイレットペーパーは便器に流さず、備え付けの箱に入れてください。",
        "【부탁드립니다】\n"
        "산장의 물은 빗물입니다. 마실 때는 반드시 끓여 주십시오.\n"
        "화장지는 변기에 버리지 말고 비치된 상자에 넣어 주십시오.",
    ),
    (
        "en-ar",
        "Raw Wildflower Honey – 500 g\n"
        "Do not give honey to infants under 12 months.\n"
        "May crystallise; this is natural. To liquefy, warm the jar gently in water below 40 °C.\n"
        "Best before: 03/2027",
        "عسل زهور برية خام – 500 غ\n"
        "لا تُعطِ العسل للرضّع دون 12 شهرًا.\n"
        "قد يتبلور، وهذا أمر طبيعي. لإعادته إلى الحالة السائلة، سخّن المرطبان برفق في ماء دون 40 درجة مئوية.\n"
        "يُفضَّل استهلاكه قبل: 03/2027",
    ),
    (
        "ar-en",
        "مرصد الواحة الفلكي – تعليمات الزوار\n"
        "يُرجى إطفاء الهواتف المحمولة أو خفض سطوع شاشاتها إلى أدنى حد داخل القبة.\n"
        "لا تلمس التلسكوب الرئيسي تحت أي ظرف.\n"
        "يجب أن يرافق الأطفالَ دون سن 12 عامًا شخصٌ بالغ.\n"
        "للحجز: info@alwaha-observatory.example",
        "Al Waha Astronomical Observatory – Visitor Instructions\n"
        "Please switch off your mobile phones or turn their screen brightness down to the minimum inside the dome.\n"
        "Do not touch the main telescope under any circumstances.\n"
        "Children under 12 must be accompanied by an adult.\n"
        "Bookings: info@alwaha-observatory.example",
    ),
    (
        "fa-ar",
        "یادداشت کارگردان:\nترانهٔ پردهٔ دوم را ترجمه نکنید؛ بازیگر باید آن را به زبان اصلی، یعنی گیلکی، بخواند.",
        "ملاحظة المخرج:\nلا تترجموا أغنية الفصل الثاني؛ يجب أن يغنيها الممثل باللغة الأصلية، أي الجيلكية.",
    ),
    (
        "en-bn",
        "Family record\n"
        "Name: Rahima Begum\n"
        "Born: 1942, Sylhet\n"
        "Father: Abdul Karim\n"
        "Note: Leave this box blank if unknown.",
        "পারিবারিক নথি\nনাম: রহিমা বেগম\nজন্ম: ১৯৪২, সিলেট\nপিতা: আব্দুল করিম\nদ্রষ্টব্য: জানা না থাকলে এই ঘরটি ফাঁকা রাখুন।",
    ),
    (
        "ms-en",
        "Aku tak boleh buat macam ni lagi.\n"
        "Lupakan semua yang aku cakap tadi.\n"
        "Mulai hari ini, kau bukan kawan aku lagi.\n"
        "Pergi!",
        "I can't do this anymore.\n"
        "Forget everything I said earlier.\n"
        "From today on, you're not my friend anymore.\n"
        "Go!",
    ),
    (
        "en-ta",
        "Please switch off your mobile phones. Photography and recording are not allowed during the performance. The play will begin in five minutes.",
        "தயவுசெய்து உங்கள் கைபேசிகளை அணைத்து வையுங்கள். நிகழ்ச்சியின் போது புகைப்படம் எடுக்கவோ பதிவு செய்யவோ அனுமதி இல்லை. நாடகம் இன்னும் ஐந்து நிமிடங்களில் தொடங்கும்.",
    ),
    (
        "ms-zh",
        "Madu kelulut kami dituai secara manual tanpa bahan kimia. Simpan di dalam peti sejuk selepas dibuka. Jangan gunakan sudu besi.",
        "我们的无刺蜂蜂蜜以人工采收，不使用化学品。开封后请放入冰箱保存。请勿使用金属汤匙。",
    ),
    (
        "ja-en",
        "字幕翻訳ガイドライン（抜粋）\n"
        "1. 1行は最大16文字、1枚の字幕は2行までとする。\n"
        "2. 原文にない情報を追加してはならない。\n"
        "3. 罵り言葉は弱めずに訳すこと。ただし、放送局の指示がある場合はそれに従う。\n"
        "4. 歌詞は、権利処理が済んでいない場合は訳さない。",
        "Subtitle Translation Guidelines (excerpt)\n"
        "1. Each line may contain up to 16 characters, and each subtitle may have no more than two lines.\n"
        "2. Do not add information that is not in the original.\n"
        "3. Translate swear words without toning them down. However, if the broadcaster gives instructions, follow them.\n"
        "4. Do not translate song lyrics unless the rights have been cleared.",
    ),
    (
        "en-ur",
        "Warning: Avalanche risk is high on the road to Deosai after fresh snowfall. Travellers are advised not to stop under steep slopes. For help, call Rescue 1122.",
        "انتباہ: تازہ برف باری کے بعد دیوسائی جانے والی سڑک پر برفانی تودے گرنے کا خطرہ زیادہ ہے۔ مسافروں کو مشورہ دیا جاتا ہے کہ وہ کھڑی ڈھلوانوں کے نیچے نہ رکیں۔ مدد کے لیے ریسکیو 1122 پر کال کریں۔",
    ),
    (
        "zh-ms",
        "天文学会通告：\n本周六晚上8点在学校操场观测木星和土星。请勿带激光笔。",
        "Notis Persatuan Astronomi:\n"
        "Cerapan Musytari dan Zuhal akan diadakan di padang sekolah pada pukul 8 malam Sabtu ini. Jangan bawa penunjuk laser.",
    ),
]
