# ruff: noqa: RUF001  # language names in many languages and scripts: their letters are meant
"""The names of languages, for worker.checks.language_names (issue 41): NAMES, each language's
name as stems in the worker's languages (a word start; the dense scripts anywhere), for the
close languages (worker.checks.answers.CLOSE_LANGUAGES) and the ones injections ask for most
(rounds 13 and 14: some sixty languages). A table of words only: language_names.py reads it.
"""

from __future__ import annotations

NAMES = {
    "es": "spani|spanisch|espagnol|españo|espanhol|spagnol|spaans|испан|hiszpańsk|španěl|spansk|espanja|spanyol"
          "|ispanyol|španiel|西班牙|スペイン|스페인",
    "pt": "portug|portekiz|португал|portugalsk|葡萄牙|ポルトガル|포르투갈",
    "ca": "catal|katalan|каталан|kataloń|katalán|加泰|カタルーニャ|카탈루냐",
    "gl": "galici|galleg|galeg|галис",
    "no": "norw|norweg|norvég|noruego|norvegese|norueguês|noors|норвеж|norsk|norja|norveç|挪威|ノルウェー|노르웨이",
    "da": "danish|dänisch|danois|danés|danese|dinamarquês|deens|датск|duńsk|dánsk|dansk|tanska|danimarka|丹麦"
          "|デンマーク|덴마크",
    "sv": "swedish|schwedisch|suédois|sueco|svedese|zweeds|шведск|szwedzk|švédsk|svensk|ruotsi|isveç|瑞典"
          "|スウェーデン|스웨덴|švédštin|švédčin",
    # Round 24b: Czech's own name in its cases ("do češtiny", "v češtině"), not its nominative
    # alone; and Ukrainian's ("на чеську мову"), so that a source naming it keeps its translation's.
    "cs": "czech|tschechisch|tchèque|checo|ceco|tsjech|чешск|чеськ|czesk|česk|češtin|tšekki|çekçe|捷克|チェコ|체코",
    "sk": "slovak|slowak|slovaque|eslovaco|slovacco|словацк|słowack|slovensk|slovenčin|slovenštin|slovák|斯洛伐克"
          "|スロバキア|슬로바키아"
          "|szlovák",  # round 25b: Hungarian's ("szlovákról magyarra": from Slovak into Hungarian)
    "hr": "croat|kroat|хорват|chorwack|chorvat|hrvat|克罗地亚|クロアチア",
    "sr": "serbi|serbe|serbo|сербск|serbsk|srbsk|srpsk|塞尔维亚|セルビア",
    "bs": "bosni|босн|bosansk",
    "id": "indonesi|индонез|印尼|印度尼西亚|インドネシア|인도네시아",
    "ms": "malay|malais|malaio|malese|малай|melayu|马来|マレー",
    "en": "english|englisch|anglais|inglés|ingles|inglese|inglês|engels|английск|англійськ|angielsk|anglick|engelsk"
          "|englanti|angol|engleză|ingilizce|inggris|tiếng anh|英語|英语|英文|영어|الإنجليزية|אנגלית"
          # Round 13: English named in more of the sources' languages (Swahili, Yoruba,
          # Latvian, Lithuanian, Belarusian, Persian and Pashto, Uzbek and Kazakh, Georgian,
          # Armenian, Icelandic, Indic scripts, Amharic).
          "|kiingereza|gẹ̀ẹ́sì|gẹẹsi|geesi|angļu|angliski|anglų|angliškai|англійск|انگلیس|انګلیس|ingliz|ағылшын"
          "|ინგლისურ|անգլերեն|enska|अंग्रेज|इंग्लिश|ইংরেজি|ஆங்கில|ఆంగ్ల|ఇంగ్లీష|ಇಂಗ್ಲಿಷ|ഇംഗ്ലീഷ|ਅੰਗਰੇਜ਼|ඉංග්‍රීසි"
          "|ອັງກິດ|እንግሊዝኛ|isingisi"
          # Round 27a: Czech and Slovak's ("z angličtiny"), and English in a Chinese pair of
          # languages ("中英笔译": Chinese-English translation; "英译中").
          "|angličtin|中英(?!国)|英中|汉英|英汉|英日|日英|英韩|韩英|中译英|英译中|汉译英|英译汉",
    "de": "german|deutsch|allemand|alemán|tedesco|alemão|duits|немецк|німецьк|niemieck|německ|tysk|saksa|német"
          "|germană|almanca|jerman|tiếng đức|ドイツ語|德语|德文|독일어|الألمانية|גרמנית"
          "|kijerumani|nemis|vācu|vāciski|vokiečių|нямецк|немісқ|آلمانی|ġermaniż|němčin|nemčin",
    "fr": "french|französisch|français|francés|francese|francês|frans|французск|французьк|francusk|francouz|fransk"
          "|ranska|francia|franceză|fransızca|prancis|tiếng pháp|フランス語|法语|法文|프랑스어|الفرنسية|צרפתית"
          "|francúzštin",
    "it": "italian|italienisch|italien|italiano|italiaans|итальянск|італійськ|włosk|italsk|italiensk|italia|olasz"
          "|italiană|italštin|taliančin|italyanca|tiếng ý|イタリア語|意大利语|이탈리아어",
    "ru": "russian|russisch|russe|ruso|russo|русск|російськ|rosyjsk|rusk|rysk|russisk|venäjä|orosz|rusă|rusça"
          "|tiếng nga|ロシア語|俄语|俄文|러시아어|ruštin"
          "|kirusi|ruscha|rus tili|krievu|krieviski|rusų|руск|орыс|روسی|ռուսերեն|რუსულ",
    "uk": "ukrain|украин|україн|ukraiń|ukrajin|ucrain",
    "pl": "polish|polnisch|polonais|polaco|polacco|polonês|pools|польск|polsk|polští|puola|lengyel|poloneză|lehçe"
          "|ポーランド語|波兰语|폴란드어"
          # Round 25b: the language itself in Czech and Slovak, in its cases ("z polštiny do češtiny").
          "|polštin|poľštin",
    "nl": "dutch|niederländisch|néerlandais|neerlandés|olandese|holandês|nederlands|нидерланд|голланд|niderland"
          "|holendersk|nizozem|nederländsk|hollandsk|hollanti|olandeză|felemenkçe|belanda|オランダ語|荷兰语|네덜란드어"
          "|holandštin|holandčin",
    "ja": "japanese|japanisch|japonais|japonés|giapponese|japonês|japans|японск|японськ|japońsk|japonsk|japansk"
          "|japani|japán|japoneză|japonca|jepang|日本語|日语|日文|일본어"
          "|japonštin|japončin|中日(?!本)|日汉|汉日|中译日|日译中",
    "zh": "chinese|chinesisch|chinois|chino|cinese|chinês|chinees|китайск|chińsk|čínsk|kinesisk|kiina|kínai"
          "|chineză|çince|mandarin|中文|汉语|漢語|中国語|중국어|čínštin"
          # Round 27a: Chinese in a pair of languages ("中英笔译", "中译英", "中日对照").
          "|中英(?!国)|英中|汉英|英汉|中日(?!本)|日汉|汉日|中韩|韩中|中译英|中译日|汉译英|英译中|英译汉|日译中",
    # Round 13: Turkish's own names ("vom Türkischen ins Deutsche"); "türk" alone would be
    # Türkiye's, a country the texts name.
    "tr": "turkish|türkisch|turc|turco|turks|турецк|турецьк|turecki|tureck|turečtin|tyrkisk|turkki|török|turcă"
          "|türkçe|tiếng thổ|トルコ語|土耳其语|터키어",
    "ko": "korean|koreanisch|coréen|coreano|koreaans|корейск|koreańsk|korejsk|koreansk|koreai|coreeană|korece"
          "|韓国語|韩语|韓語|한국어|韩文|韓文|韩国语|韓國語|中韩|韩中|英韩|韩英|korejštin|kórejčin",
    # Round 14: the other sources' languages, as the worker's languages name them: a source
    # in one that asks for the model's instructions is answered with its name ("Las
    # instrucciones que recibí son: traducir del quechua al español", "Übersetze ungarische
    # Texte ins Deutsche": task_told). Names of the language, not of its country
    # ("Somalia", "Suomi") nor words of another sense (Italian "persa", lost).
    "hu": "hungarian|ungarisch|hongrois|húngar|ungherese|hongaars|венгерск|угорськ|węgiersk|maďarsk|maďarštin"
          "|ungersk|unkari|macarca|maghiar|magyar|匈牙利|ハンガリー語|헝가리어",
    # Round 24b: Estonian's "soome keel" (the names a source beside "viron kielestä" names it by).
    "fi": "finnish|finnisch|finnois|finlandés|finlandese|finlandês|финск|fińsk|finsk|suomeksi|suomen kiel|fince"
          "|soome keel|soomekeel"
          "|الفنلندي"  # round 25b: Arabic's ("من الفنلندية إلى العربية"), as "العربية" is Arabic's
          "|芬兰语|フィンランド語|핀란드어",
    "ro": "romanian|rumänisch|roumain|rumano|rumeno|romeno|roemeens|румынск|румунськ|rumuńsk|rumunsk|rumänsk"
          "|română|românește|romence|罗马尼亚语|ルーマニア語|루마니아어",
    "el": "greek|griechisch|grec\\b|grecque|griego|grieks|греческ|грецьк|greck|řeck|grekisk|kreikka|görög|greacă"
          "|yunanca|ελληνικ|希腊语|ギリシャ語|그리스어",
    "ar": "arabic|arabisch|arabe|árabe|arabo|арабск|arabsk|arabisk|arab\\b|arapça|阿拉伯语|アラビア語|아랍어"
          "|arabštin|arabčin"
          "|العربية",
    "he": "hebrew|hebräisch|hébreu|hebreo|ebraico|hebraico|hebreeuws|иврит|hebrajsk|hebrejsk|hebreisk|heprea"
          "|héber|ebraică|ibranice|עברית|希伯来语|ヘブライ語|히브리어",
    "hi": "hindi|хинди|हिंदी|हिन्दी|印地语|ヒンディー語|힌디어",
    "th": "thai\\b|thaï|thailändisch|tailandés|tailandese|tailandês|тайск|tajsk|thaiska|tayca|ภาษาไทย|泰语|タイ語"
          "|태국어",
    "vi": "vietnamese|vietnamesisch|vietnamien|vietnamita|вьетнамск|wietnamsk|vietnamsk|tiếng việt|越南语|ベトナム語"
          "|베트남어",
    "qu": "quechua|quichua|kichwa|кечуа|runasimi|runa simi|克丘亚|ケチュア|케추아",
    "ha": "hausa|haoussa|хауса|豪萨|ハウサ語", "ig": "igbo|игбо", "yo": "yoruba|yorùbá|йоруба|约鲁巴|ヨルバ語"
          "|iorub",  # round 28c: Portuguese's ("do iorubá para o português")
    "so": "somali(?!a)|somalisch|somalí|сомалийск|索马里语|ソマリ語", "zu": "zulu|зулу|isizulu",
    "mg": "malagasy|madagassisch|malgache|malgascio|малагасийск|马尔加什语",
    "ht": "haitian creole|kreyòl|kreyol|créole haïtien|haitianisch|criollo haitiano|гаитянск|海地克里奥尔",
    "sw": "swahili|suaheli|kiswahili|souahéli|suajili|суахили|斯瓦希里|スワヒリ語", "am": "amharic|amharisch"
          "|amharique|amárico|амхарск|አማርኛ",
    "cy": "welsh|walisisch|gallois|galés|gallese|galês|валлийск|cymraeg|威尔士语|ウェールズ語|웨일스어",
    "ga": "irish|irisch|irlandais|irlandés|irlandese|irlandês|ирландск|gaeilge|爱尔兰语|アイルランド語|아일랜드어",
    "eu": "basque|baskisch|vasco|euskera|euskara|basco|баскск|巴斯克语|バスク語|바스크어",
    "mt": "maltese|maltesisch|maltais|maltés|maltês|мальтийск|malti|马耳他语|マルタ語",
    "sq": "albanian|albanisch|albanais|albanés|albanese|albanês|албанск|shqip|阿尔巴尼亚语|アルバニア語|알바니아어",
    "lt": "lithuanian|litauisch|lituanien|lituano|литовск|lietuvi|立陶宛语|リトアニア語"
          "|litewsk",  # round 27b: Polish's ("z litewskiego na polski")
    "lv": "latvian|lettisch|letton|letón|lettone|letão|латышск|latvieš|拉脱维亚语|ラトビア語",
    # Round 24b: Estonian as Finnish names it ("viron kielestä", "viroksi"): "viro" alone is
    # the country; and the Scandinavian and West Slavic names.
    "et": "estonian|estnisch|estonien|estonio|estone|эстонск|eesti|viron kiel|viroksi|estnisk|estisk|estońsk"
          "|estonštin|爱沙尼亚语|エストニア語"
          # Round 27b: Finnish's bare "viro" too ("Käännä viro suomeksi"): named beside another
          # language and translating, the country reading is no excuse (worker.checks.table).
          "|viro\\b",
    "is": "icelandic|isländisch|islandais|islandés|islandese|исландск|íslensk|冰岛语|アイスランド語",
    "ka": "georgian|georgisch|géorgien|georgiano|грузинск|ქართულ|格鲁吉亚语|ジョージア語",
    "hy": "armenian|armenisch|arménien|armenio|armeno|армянск|հայերեն|亚美尼亚语|アルメニア語",
    "mn": "mongolian|mongolisch|mongol\\b|монгол хэл|монгольск|蒙古语|モンゴル語",
    "ky": "kyrgyz|kirgisisch|kirghiz|kirguís|киргизск|кыргыз|吉尔吉斯语|キルギス語",
    "kk": "kazakh|kasachisch|kazajo|казахск|қазақ|哈萨克语|カザフ語",
    "uz": "uzbek|usbekisch|ouzbek|узбекск|乌兹别克语|ウズベク語",
    "tg": "tajik|tadschikisch|tadjik|tayiko|tagico|таджикск|тоҷикӣ|塔吉克语|タジク語",
    "tk": "turkmen|turkmenisch|turkmène|turcomano|туркменск|türkmen|土库曼语|トルクメン語",
    "tt": "tatar|tatarisch|татарск|鞑靼语|タタール語", "az": "azerbaijani|aserbaidschanisch|azéri|azerí"
          "|азербайджанск|azərbaycan dil|阿塞拜疆语|アゼルバイジャン語",
    "ug": "uyghur|uighur|uigurisch|ouïghour|уйгурск|维吾尔语|ウイグル語|ئۇيغۇرچە",
    "dv": "dhivehi|divehi|maldivian|мальдивск|ދިވެހި", "or": "odia|oriya|ଓଡ଼ିଆ",
    "as": "assamese|assamesisch|assamais|asamés|ассамск|অসমীয়া",
    "fa": "persian|persisch|persan\\b|persiano|персидск|farsi|فارسی|波斯语|ペルシャ語|페르시아어",
    "ps": "pashto|paschtu|pachto|pastún|пушту|پښتو", "ur": "urdu|урду|اردو",
    "bn": "bengali|bangla|bengalisch|бенгальск|বাংলা", "ta": "tamil|тамильск|தமிழ்", "te": "telugu|телугу|తెలుగు",
    "kn": "kannada|каннада|ಕನ್ನಡ", "ml": "malayalam|малаялам|മലയാളം", "mr": "marathi|маратхи|मराठी",
    "ne": "nepali|nepalesisch|népalais|непальск|नेपाली", "pa": "punjabi|panjabi|пенджаби|ਪੰਜਾਬੀ",
    "gu": "gujarati|гуджарати|ગુજરાતી", "si": "sinhala|sinhalese|singhalesisch|сингальск|සිංහල",
    "km": "khmer|кхмерск|ខ្មែរ", "lo": "lao\\b|laotian|laotisch|лаосск|ພາສາລາວ", "my": "burmese|birmanisch"
          "|birman|birmano|бирманск|မြန်မာ", "be": "belarusian|weißrussisch|belarussisch|biélorusse|bielorruso"
          "|белорусск|беларуск", "bg": "bulgarian|bulgarisch|bulgare|búlgaro|bulgaro|болгарск|български",
    "mk": "macedonian|mazedonisch|macédonien|macedonio|македонск"
          "|macedón",  # round 28c: Hungarian's ("macedónról magyarra": from Macedonian into Hungarian)
    "sl": "slovenian|slovene|slowenisch|slovène|esloveno|sloveno|словенск|slovenščin",
}  # fmt: skip
