"""Finishing is no rendering of going on (round 36b: the bench's continuation misses).

worker.checks.add_orders credits an order to go on with a word of going on or finishing in
the output's sentences at its place (worker.checks.continuation_words.GONE_ON, the "continue"
notion), as "Finish the story" is rendered "Termina la historia". A story written on says
"finished" as often as any ("When the repair was finished, the shop owner said ...", "Lan ...
đã hoàn thành cả năm ..."): where the source orders going on ("続きを書いてください", "Teruskan
cerita ini"), a word of finishing in the output renders nothing of it; it credits only an
order that itself speaks of finishing ("Finish the story", "Dokończ list").
"""

from __future__ import annotations

import re

from worker.checks.lexicon import Lexicon, fold, word_starts

_CASED_RE = re.compile("[A-Za-z\u00c0-\u058f\u10a0-\u10ff\u1e00-\u1fff]")

FINISHING = Lexicon(
    "finish|complet|conclu|termin|achev|achèv|acab|finaliz|finis|fini\\b|finit|vollend|beend|fertig|voltooi|afmak"
    "|klaar|slutför|avslut|afslut|færdig|fullfør|ferdig|gör klart|viimeistel|valmis|lõpet|pabeidz|užbaik"
    "|dokończ|zakończ|skończ|dokonč|ukonč|skonč|dokončaj|dovrš|završ|довърш|заврш|доврш|законч|заверш|доверш"
    "|закінч|скончы|завяршы|încheie|fejezd be|fejezze be|befejez|ολοκληρ|τελειω|përfundo|tamamla|bitir|bitti"
    "|bitin|gutar|yakunla|tugat|аяқта|аякта|бүтүр|тәмамла|анҷом|тамом|дуусга|hoàn thành|hoàn tất|xong"
    "|selesai|tapos|kumpleto|maliza|kamilisha|malizia|kwisha|kammala|gorffen|cwblha|críochnaigh|amaitu|bukatu",
    "仕上げ|完成|書き上げ|締めくく|終わ|終え|済|写完|寫完|完了|结束|結束|完毕|完畢|마무리|완성|끝내|끝나|끝난|끝맺|마친|마쳤|마치"
    "|أكمل|أتمم|انته|انتهى|השלם|השלימ|סיים|סיום|पूरा|समाप्त|เสร็จ|จบ|បញ្ចប់|ຈົບ|ສຳເລັດ",
)


def finishing(text: str) -> bool:
    """Whether ``text`` speaks of finishing."""
    return FINISHING.search(fold(text))


def without_finishing(text: str) -> str:
    """``text`` folded, its words of finishing blanked (a stem's word to its end)."""
    folded = fold(text)
    kept = list(folded)
    for start, stem_end in FINISHING.spans(folded, word_starts(folded)):
        end = stem_end
        if _CASED_RE.match(folded, start):  # "finished" whole, not its "ed"
            while end < len(folded) and folded[end].isalpha():
                end += 1
        kept[start:end] = " " * (end - start)
    return "".join(kept)
