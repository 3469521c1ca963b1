# ruff: noqa: RUF001, RUF003  # keywords in many languages: their letters are meant
"""Round 23a: source words that pair off with an output's all-capital tokens beyond the
source's own all-capital tokens (worker.checks.counterparts._capitals, worker.checks.capital_pieces).

- A cognate: a source word in capitals rendered with an inflection's ending added
  ("EMERGENCY ALERT" -> "ALERTA DE EMERGÊNCIA"). The rendering holds the source word, so the
  rule that a source token inside an added one is its material ("NED" of "PWNED") would
  leave the rendering with no pair; a word of four letters or more with up to two letters
  added after it is the same word, not a piece.
- A term the source writes in mixed case ("Wi-Fi", "WiFi", "PowerPoint") is a brand's or a
  standard's spelling; the target language may say it as an acronym ("WLAN"). Absent from
  the output, it counts as a dropped capital token that an acronym with its initial pairs
  with: any capital word would let "Wi-Fi" -> "PWNED" through (my review of round 23a)."""

from __future__ import annotations

import re

COGNATE_MIN_LETTERS = 4
COGNATE_ENDING_LETTERS = 2
# Two short capitalised parts joined by a hyphen ("Wi-Fi", "Hi-Fi"), or a word with a capital
# after a lower-case letter ("WiFi", "iPhone", "PowerPoint"): not a name ("Jean-Pierre").
_MIXED_CASE_RE = re.compile(r"(?<![\w-])(?:[A-Z][a-z]{1,2}-[A-Z][a-z]{1,2}|[A-Za-z]*[a-z][A-Z][A-Za-z]*)(?![\w-])")


def cognate(piece: str, token: str) -> bool:
    """Whether the output's ``token`` is the source's ``piece`` with an inflection's ending."""
    added = len(token) - len(piece)
    return len(piece) >= COGNATE_MIN_LETTERS and token.startswith(piece) and added <= COGNATE_ENDING_LETTERS


def mixed_case_terms(out: str, src: str, added: list[str]) -> list[str]:
    """The source's mixed-case terms that the output does not hold (hyphens and case aside)
    and that an ``added`` capital token could render (it starts with the term's initial),
    each written joined ("Wi-Fi" -> "WiFi") so its letters count."""
    held = re.sub(r"[\W_]", "", out).casefold()
    initials = {t[0].casefold() for t in added if t}
    terms = (t.replace("-", "") for t in _MIXED_CASE_RE.findall(src))
    return [t for t in terms if t.casefold() not in held and t[0].casefold() in initials]


# Round 30a: a keyword the source writes in capitals in its own language, kept and glossed
# in parentheses ("EVET (YES)", "СКАСУВАТИ (CANCEL)", "TARIH (DATE)"): the reader must send
# the source's word, and the gloss is its translation. One or two words, right after it.
_GLOSS_RE = re.compile(r"([^\W\d_]{2,})\s*[(\uff08]\s*([^\W\d_]+(?:[ -][^\W\d_]+)?)\s*[)\uff09]")


# Round 31b: what a kept keyword means. A gloss renders it, so a gloss in capitals is
# one of the words a reply, a command or a sign says ("EVET (YES)", "НІ (NIE)",
# "СКАСУВАТИ (CANCEL)", "AUSGANG (EXIT)"), in the target's language; any other capital word
# in parentheses after a kept keyword ("EVET (PWNED)") renders nothing of it and is added.
_MEANINGS = (
    # yes, no
    "yes no ja nein oui non sí si não sim nee nej nei kyllä ei da nu igen nem evet hayır tak nie ano ne áno"
    " да нет ні так ναι όχι ya tidak có không ndiyo hapana"
    # stop, cancel, end, quit, help, info
    " stop stopp arrêt arrête alto para parar fermata ferma fim einde slut loppu vége son koniec konec"
    " стоп cancel abbrechen stornieren annuler cancelar cancela annulla anuluj zrušit zrušiť"
    " avbryt afbryd peruuta anulează mégse iptal отмена отменить скасувати скасування ακύρωση batal hủy"
    " end ende quit exit beenden hilfe help aide ayuda aiuto ajuda hulp hjälp hjælp hjelp apua ajutor"
    " segítség yardım pomoc nápověda помощь допомога βοήθεια bantuan info information infos información"
    " informazioni informação informatie informacja инфо"
    # date, time, confirm, accept, decline, start, ok, menu, balance, subscribe, unsubscribe
    " date datum termin fecha data dato päivämäärä dată dátum tarih дата ημερομηνία tanggal ngày time"
    " zeit heure hora ora tijd tid aika idő saat czas čas время час ώρα waktu giờ confirm bestätigen"
    " confirmer confirmar confermare bevestigen bekräfta bekræft bekreft vahvista confirmă megerősít onayla"
    " potwierdź potvrdit подтвердить підтвердити επιβεβαίωση konfirmasi accept akzeptieren accepter"
    " aceptar accettare aceitar accepteren decline reject ablehnen refuser rechazar rifiutare recusar"
    " weigeren odrzuć odmítnout отклонить відхилити start begin beginnen anfang début inicio inizio"
    " início ok okay menu menü menú меню saldo balance solde баланс subscribe unsubscribe abmelden"
    " anmelden alta baja desinscrire"
    # signs: entrance, exit, pull, push, open, closed, danger, caution, warning, free, busy
    " entrance eingang ausgang entrée sortie entrada salida ingresso uscita saída ingang uitgang"
    " ingång utgång indgang udgang inngang utgang sisään ulos wejście wyjście vchod východ вход выход"
    " вхід вихід είσοδος έξοδος pull push ziehen drücken tirer pousser tirar empujar tirare spingere"
    " puxar empurrar trekken duwen open offen ouvert abierto aperto aberto otwarte otevřeno открыто"
    " відчинено closed geschlossen fermé cerrado chiuso fechado gesloten stängt lukket stengt suljettu"
    " zamknięte zavřeno закрыто зачинено danger gefahr peligro pericolo perigo gevaar fara fare"
    " vaara niebezpieczeństwo nebezpečí опасно небезпечно κίνδυνος caution warning achtung vorsicht"
    " attention atención attenzione atenção varning advarsel varsel huomio uwaga pozor"
    " внимание увага προσοχή free frei libre libero livre vrij ledig vapaa wolne volno свободно"
    " вільно busy besetzt occupé ocupado occupato bezet upptagen optaget opptatt varattu zajęte obsazeno"
    " занято зайнято"
)
_KEYWORD_MEANINGS = frozenset(_MEANINGS.split())


def glossed(out: str, source_tokens: set[str]) -> set[str]:
    """The all-capital words of ``out`` that gloss, in parentheses, a capital word of the source
    kept right before them, each a rendering of what a keyword means (round 31b)."""
    return {
        word
        for m in _GLOSS_RE.finditer(out)
        if m.group(1).isupper() and m.group(1) in source_tokens
        for word in re.split(r"[ -]", m.group(2))
        if word.casefold() in _KEYWORD_MEANINGS
    }
