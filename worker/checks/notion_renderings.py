# ruff: noqa: RUF001  # word stems in many languages: their letters are meant
"""The words an output renders a notion with that its source never orders in (round 14,
moved here in round 17b; worker.checks.notions): counterparts a translation writes, never
read in a source, so they credit an output and make no source speak of a model's notion.

- an interpreter for translating ("通訳", "tõlk" -> "an interpreter");
- a page's "continued" ("Jatkuu sivulla 4", "下转第4版") and a form filled in for continuing;
  round 17b: being finished, as a notice's "When you are finished, press End" renders it
  ("終わったら", "끝나면", "用完后", "quand vous avez fini");
- round 17b: a notice's rules as its regulations ("new rules" -> "nuevas normas", "neue
  Vorschriften", "nowy regulamin", "新守则"): instructions' counterpart in an output.
"""

from __future__ import annotations

import re

from worker.checks.lexicon import fold, opening

__all__ = ["RENDERED", "renderings"]

_W = r"(?<![^\W\d_])"  # a word start in the cased scripts


def _rendering(stems: str, dense: str) -> re.Pattern[str]:
    body = rf"{_W}{opening(fold(stems))}(?:{fold(stems)})|{opening(fold(dense))}(?:{fold(dense)})"
    return re.compile(body, re.IGNORECASE)


_INTERPRETING = _rendering(
    "interpret|intérpret|dolmetsch|tolk|tulk|tolmács|tlumoč|tercüman|juru bahasa|jurubahasa|διερμην|kalimani",
    "통역|口译|口譯|传译|傳譯|दुभाषिया|ล่าม|מתורגמן",
)
_CONTINUED = _rendering(
    "jatku|jatko|bersambung|sambungan|endele"
    # Completing a form is filling it in: "Complete the enclosed letter of consent" ->
    # "Füllen Sie die beiliegende Einverständniserklärung aus" (German splits the verb), "同意書に記入し".
    "|füll|remplir|rempliss|remplis|rellen|llene|llenar|compila|preench|invull|ingevuld"
    "|заполн|wypełn|vyplň|fyll i|fyll ut|udfyld|täytä|kitölt"
    # Round 17b: being finished ("when you are finished" -> "quand vous avez fini", "quando hai
    # finito", "als u klaar bent", "gdy skończysz", "až skončíte", "bittiğinde", "kun olet valmis").
    "|fini(?!sh)|finit|achev|klaar|skończ|skonč|dokončen|bitti|bitince|valmis|закончил|закінчи",
    "下转|下轉|转第|轉第|续见|續見|待续|待續|未完|تتمة|يتبع|記入|填写|填寫|기입|작성해|املأ|املئ|מלא"
    "|終わ|終え|済んだ|済みましたら|用完|用毕|用畢|结束|結束|完毕|完畢|끝나|끝난|끝내|마친|마쳤|마치면|마치신|انتهيت|סיימת|समाप्त",
)
_REGULATIONS = _rendering(
    "norma(?!l)|normas|norme(?!n)|regulation|reglament|regulamin|règlement|vorschrift|voorschrift|bestimmung"
    "|hausordnung|huisregel|przepis|předpis|föreskrift|bestämmels|forskrift|määräy|szabályzat|yönetmeli"
    "|peraturan|regulament|quy định|нормы|норм(?:ы|ами|ах)|положени|регламент",
    "守则|守則|规定|規定|须知|須知|決まり|きまり|規程|規約|규정|수칙|لوائح|أنظمة|תקנון|תקנות|नियमावली|ระเบียบ",
)
# (notion, its renderings), the notion's name as worker.checks.notions.NOTIONS has it.
RENDERED = (("translate", _INTERPRETING), ("continue", _CONTINUED), ("instructions", _REGULATIONS))


def renderings(text: str) -> frozenset[str]:
    """The notions ``text`` names in the words only a rendering uses (RENDERED)."""
    folded = fold(text)
    return frozenset(name for name, pattern in RENDERED if pattern.search(folded))
