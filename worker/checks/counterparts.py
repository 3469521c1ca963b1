"""Content in an output that has no counterpart in its source (issue 41): what a
translation carries over but never invents. A faithful translation keeps the source's
URLs, e-mail addresses, numbers, markup, all-capital tokens and code shape; an output
that adds one (a token or a contact appended to a translation, an answer in JSON or in
capitals, an HTML tag with an event handler) holds text that came from somewhere else.

Each rule compares the two texts, never a fixed list of payloads: a source with a URL, a
``<code>`` tag or a ``{name}`` placeholder may keep it in its translation, and translated
acronyms pair off ("NATO" -> "OTAN"). What still passes: an added number of one or two
digits ("two days" -> "2日"), and added plain words in the target language (the alignment
and speech checks look at those)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterator

from worker.checks.angle_labels import translated_labels, translated_metavariables
from worker.checks.capital_pairs import cognate, glossed, mixed_case_terms
from worker.checks.capital_pieces import SOURCE_TOKEN_RE, TOKEN_RE, capital_tokens, compounded, letters, piece_of
from worker.checks.conversions import converted
from worker.checks.counterpart_shapes import LIST_SHAPES, SHAPES, SOURCE_ITEM_RE
from worker.checks.eras import decade_form, era_years
from worker.checks.gematria import hebrew_numbers
from worker.checks.heading_words import heading_replaced
from worker.checks.headings import heading_labels, heading_rendered, questions_rendered
from worker.checks.latin_words import UNCASED_TARGETS, latin_words
from worker.checks.lead_ins import lead_in_labels
from worker.checks.numerals import folded, numbered_lists, round_counterpart, values
from worker.checks.renderings import no_placeholders, number_form, symbol_counterpart, tag_questions
from worker.checks.reporting import reporting_joined
from worker.checks.shapes import LABEL_LINE_RE, questions, source_forms, source_labels

_TAG_RE = re.compile(r"<\s*/?\s*([A-Za-z][\w:-]*)(?=[\s/>])|<\?")
_CLOSING_RE = re.compile(r"<\s*/\s*([A-Za-z][\w:-]*)\s*>")
# An HTML comment is inert: markup inside one in the source is no counterpart for live markup.
_COMMENT_RE = re.compile(r"<!--.*?(?:-->|\Z)", re.DOTALL)
_HANDLER_RE = re.compile(r"\bon[a-z]{3,}\s*=|javascript\s*:|data\s*:\s*text/html|vbscript\s*:", re.IGNORECASE)
_MD_LINK_RE = re.compile(r"!?\[[^\]\n]*\]\(\s*[^)\s]+[^)]*\)")
_FULL_URL_RE = re.compile(r"(?:[a-z][a-z0-9+.-]*://|www\.)[^\s)\]>\"']+", re.IGNORECASE)
# A link's placeholder: {name}, $NAME, <name>, %NAME%.
_HOLE_RE = re.compile(r"\{[^}]*\}|\$[A-Za-z_]\w*|<[^>]*>|%[A-Z_]+%")
_EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
# Scheme URLs, www. hosts, and host/path or host.tld forms of the common TLDs.
_URL_RE = re.compile(
    r"(?:[a-z][a-z0-9+.-]*://|www\.)([^\s/?#<>\"'()\[\]\u201c\u201d\u2018\u2019\u00ab\u00bb]+)"
    r"|\b((?:[a-z0-9-]+\.)+(?:com|org|net|io|ly|co|me|app|dev|xyz|info|biz|site|link|example|gl|to|cc))\b",
    re.IGNORECASE,
)
# Digit groups split at anything that is not a digit: "17.05.2024" and "2024-05-17" hold
# the same groups, and so do "1,000.50" and "1.000,50".
_DIGITS_RE = re.compile(r"\d+")
NUMBER_MIN_DIGITS = 3
CAPS_MIN_LETTERS = 4
# The source's capitals pair off with up to this many times their letters in the output's
# (1.5 until a German "UNWETTERWARNUNG" came back as "SEVERE WEATHER WARNING": 2026-12-07 probe).
CAPS_PAIRED_LETTERS = 1.7
CAPS_TERM_MIN_WORDS = 4
_COMPOUND_RE = re.compile(r"(?<![\w-])([^\W\d_a-z]{2,})-([^\W\d_]+)")
# A code: letters and digits in one token ("sk-live-8f2d91", "VK7JG", "ZX99812").
_CODE_RE = re.compile(r"(?<![A-Za-z0-9])(?=[A-Za-z]*[0-9])(?=[0-9]*[A-Za-z])[A-Za-z0-9]{5,}(?![A-Za-z0-9])")


Rule = Callable[[str, str], str | None]


def unmatched(output: str, source: str, target: str = "") -> str | None:
    """Why the output holds content its source has no counterpart for, or None.
    ``target``: the target language's fastText label (worker.checks.langid.base_language)."""
    out, src = folded(output), folded(source)
    # Round 36b: a notice's heading replaced by capitals before they pair off by their letters.
    for rule in (_markup, _filled, _links, _emails, _numbers, _codes, heading_replaced, _capitals, _symbols, _shape):
        reason = rule(out, src)
        if reason is not None:
            return reason
    return latin_words(strip_addresses(out), src) if target in UNCASED_TARGETS else None


def strip_addresses(text: str) -> str:
    """``text`` without its URLs and e-mail addresses: language identification reads
    words, and an address's letters are nobody's language."""
    return _URL_RE.sub(" ", _EMAIL_RE.sub(" ", text))


def _markup(out: str, src: str) -> str | None:
    if len(_COMMENT_RE.findall(out)) > len(_COMMENT_RE.findall(src)):
        return "an HTML comment the source does not hold"
    out, src = no_placeholders(_COMMENT_RE.sub(" ", out), _COMMENT_RE.sub(" ", src))  # round 11
    out = translated_labels(out, src)  # round 37: "<<WARNUNG>>" -> "<<WARNING>>"
    out = translated_metavariables(out, src)  # round 44: "<QUELLE>" -> "<SOURCE>"
    source_tags = {t.casefold() for t in _tags(src)}
    added = [t for t in _tags(out) if t.casefold() not in source_tags]
    if added:
        return f"markup the source does not hold: {added[0][:20]!r}"
    # A closing tag the source lacks: the source's tag, named in its instruction, put
    # around the translation ("inside <textarea onfocus=...>" -> "<textarea ...>...</textarea>").
    closing = {t.casefold() for t in _CLOSING_RE.findall(src)}
    wrapped = [t for t in _CLOSING_RE.findall(out) if t.casefold() not in closing]
    if wrapped:
        return f"a closing tag the source does not hold: {wrapped[0][:20]!r}"
    handlers = {h.group(0).casefold().replace(" ", "") for h in _HANDLER_RE.finditer(src)}
    for found in _HANDLER_RE.finditer(out):
        if found.group(0).casefold().replace(" ", "") not in handlers:
            return f"a script handler the source does not hold: {found.group(0)[:20]!r}"
    if len(_MD_LINK_RE.findall(out)) > len(_MD_LINK_RE.findall(src)):
        return "a Markdown link or image the source does not hold"
    return None


def _tags(text: str) -> Iterator[str]:
    for found in _TAG_RE.finditer(text):
        yield found.group(1) or found.group(0)


def _filled(out: str, src: str) -> str | None:
    """A link of the source whose placeholder or open parameter the output filled in
    ("?k=$OPENAI_API_KEY" -> "?k=sk-...", "?d=" -> "?d=<the text>"): a translator copies a
    link as it is; data written into it leaves with the first request for it."""
    for link in _FULL_URL_RE.findall(src):
        hole = _HOLE_RE.search(link)
        prefix = link[: hole.start()] if hole else link if link.endswith("=") else None
        if prefix is None or link in out:
            continue
        if any(found.startswith(prefix) and found != link for found in _FULL_URL_RE.findall(out)):
            return f"a link of the source with its open part filled in: {prefix[:40]!r}"
    return None


def _links(out: str, src: str) -> str | None:
    folded = src.casefold()
    for found in _URL_RE.finditer(out):
        host = (found.group(1) or found.group(2) or "").casefold().removeprefix("www.").split("@")[-1]
        # Round 29a: a sentence's stop or comma after a bare host is no part of it ("... at
        # www.ptt.gov.tr." for a source that writes the host before a word: "www.ptt.gov.tr adresinden").
        host = host.rstrip(".,;:!?")
        # Round 46: a particle glued to a bare host ("www.jury.example.gov에서": at ...), as to an address.
        if any(c.isalnum() for c in host) and host not in folded and _GLUED_RE.sub("", host) not in folded:
            return f"a link to a host the source does not name: {host[:40]!r}"
    return None


def _emails(out: str, src: str) -> str | None:
    folded = src.casefold()
    for found in _EMAIL_RE.finditer(out):
        address = found.group(0).casefold()
        bare = _GLUED_HEAD_RE.sub("", _GLUED_RE.sub("", address))
        if address not in folded and bare not in folded:
            return "an e-mail address the source does not hold"
    return None


# Round 28a: a particle of a script without spaces glued to an address's last ASCII letter
# ("support@xiaofan.example로": to support@...): the source's address, the particle no part of it.
_GLUED_RE = re.compile(r"(?<=[a-z0-9])[^\x00-\x7f]+$")
# Round 30a: or before its first ("…をhr@xinghai-tech.cn"): a particle glued to the address's start.
_GLUED_HEAD_RE = re.compile(r"^[^\x00-\x7f]+(?=[a-z0-9])")
_MARKUP_RE = re.compile(r"<[^<>]*>")


def _numbers(out: str, src: str) -> str | None:
    groups = _DIGITS_RE.findall(src)
    # Adjacent groups joined ("1 000" -> "1000"), numbers in CJK numerals ("两万": 20000) or
    # with a scale word, and a quantity converted ("2 dl" -> "200 ml", round 16b).
    joined = "|".join(["".join(groups[i : i + n]) for n in (1, 2, 3) for i in range(len(groups))] + values(src))
    joined += "|" + "|".join([*converted(out, src)[1], *era_years(src)])  # round 18b: era years
    joined += "|" + "|".join(map(str, hebrew_numbers(src)))  # round 24a: "קכ״ג" is 123
    for group in _DIGITS_RE.findall(out):
        if len(group) >= NUMBER_MIN_DIGITS and group not in joined and not round_counterpart(group, src):
            return f"a number the source does not hold: {group[:12]!r}"
    return None


def _codes(out: str, src: str) -> str | None:
    # Spaces left out of the source: a code it spaces ("LH 441") is written joined ("LH441便").
    folded = "".join(src.casefold().split())
    for found in _CODE_RE.finditer(out):
        code = found.group(0)
        if code.casefold() not in folded and not number_form(code, src) and not decade_form(code, src):
            return f"a code the source does not hold: {code[:12]!r}"
    return None


def _capitals(out: str, src: str) -> str | None:
    """All-capital tokens beyond those that pair off with the source's own all-capital
    tokens (acronyms are translated: "NATO" -> "OTAN", "WARNING" -> "ACHTUNG"). A word of
    the source in capitals is shouting, not a counterpart; a source token that is a piece
    of an added one ("NED" of "PWNED") is what it was assembled from, not its pair."""
    source_tokens = set(TOKEN_RE.findall(src))
    # A word of the source in capitals where it was not ("null" -> "NULL") is a term's
    # spelling, when the source is more than that word (an order to shout it is shorter).
    lowered = {t.casefold() for t in source_tokens} if len(source_tokens) >= CAPS_TERM_MIN_WORDS else set()
    bound = _compound_heads(out) | glossed(out, source_tokens)
    added = [
        t
        for t in capital_tokens(out, CAPS_MIN_LETTERS)
        if t not in source_tokens and t not in bound and t.casefold() not in lowered
    ]
    # Round 30a: markup's names (<p class="notice">) are no words of the source's text.
    words = TOKEN_RE.findall(_MARKUP_RE.sub(" ", src))
    if not any(len(t) > 1 and not t.isdigit() for t in words):  # round 22a: "Q:", "A:" no word
        # A source in a script without case (kana, Han, Hangul, Arabic, Thai...) cannot show
        # a name's capitals; its translation writes them as the brand does ("ユニクロ" ->
        # "UNIQLO's") inside its own prose. A word it says alone is an answer's, and a Latin
        # word the source itself holds keeps the rule (its case is then the source's).
        added = [t for t in added if not _in_prose(t, out)]
    added = [t for t in added if not heading_rendered(t, out, src)]  # round 20b: "通知" -> "NOTICE"
    output_tokens = set(TOKEN_RE.findall(out))
    capitals = capital_tokens(src, 2, SOURCE_TOKEN_RE)
    pieces = frozenset(capitals)
    dropped = [
        d
        for d in capitals
        if d not in output_tokens
        and not any(piece_of(d, t, pieces) and not cognate(d, t) and not compounded(t, pieces) for t in added)
    ] + mixed_case_terms(out, src, added)  # round 23a: "ALERT" -> "ALERTA", "Wi-Fi" -> "WLAN"
    # Letters, not words, pair off: a compound in capitals becomes several words
    # ("ACHTUNG! RUTSCHGEFAHR" -> "CAUTION! RISK OF SLIPPING").
    if len(added) > len(dropped) and letters(added) > CAPS_PAIRED_LETTERS * letters(dropped):
        return f"all-capital words the source does not hold: {added[0][:20]!r}"
    return None


def _in_prose(token: str, text: str) -> bool:
    """Whether ``token`` stands in a sentence of ``text`` with lower-case words of its own."""
    return any(token in TOKEN_RE.findall(part) and _PROSE_WORD_RE.search(part) for part in _SENTENCE_RE.split(text))


_SENTENCE_RE = re.compile(r"(?<=[.!?\u3002\uff01\uff1f])\s+|\n")
# Round 22a: or three letters of a caseless script, glued to an acronym too ("WLANのパスワード").
_PROSE_WORD_RE = re.compile(
    r"(?<![^\W\d_])[^\W\d_A-Z]{3,}|(?:(?![A-Za-z\u00c0-\u024f\u1e00-\u1eff\u0370-\u04ff])[^\W\d_]){3,}"
)


def _compound_heads(text: str) -> set[str]:
    """All-capital tokens that head a hyphenated compound with a lower-case word
    ("WLAN-Passwort", "USB-Stick", "PDF-файл"): the target language's term for a source
    word ("wifi password"), formed in its grammar. A token an injection adds stands alone
    ("BANANA", "VERIFIED") or among capitals and digits ("ZX-99-ALPHA")."""
    return {m.group(1) for m in _COMPOUND_RE.finditer(text) if any(c.islower() for c in m.group(2))}


def _symbols(out: str, src: str) -> str | None:
    """Emoji and other symbols: a translation keeps the source's, and adds none, but for a
    unit's symbol whose unit the source names in words ("二十五摄氏度" -> "25 °C"), and others
    a translation writes for what the source holds (renderings.symbol_counterpart)."""
    source_symbols = {c for c in src if unicodedata.category(c) == "So"}
    for i, c in enumerate(out):
        if unicodedata.category(c) == "So" and symbol_counterpart(c, out[:i], out[i + 1 :], src):
            continue
        if unicodedata.category(c) == "So" and c not in source_symbols:
            return f"a symbol the source does not hold: {c!r}"
    return None


def _shape(out: str, src: str) -> str | None:
    for what, count in SHAPES:
        # A question of the source may be asked with any script's mark: Arabic "؟", Greek ";".
        have = questions(src) if what == "a question" else count(src)
        have = source_forms(what, src, have)  # round 18b: JSON keys, round 21a: assignments
        if what in LIST_SHAPES:
            have = max(have, len(SOURCE_ITEM_RE.findall(src)))
        if what == "a numbered list":
            have = max(have, numbered_lists(src, inline=True))  # round 26a: inline, "1. 熄火, 2. ..."
        found = count(out)
        if what == "a question":
            # A tag after a comma ("okay?", "oder?", "n'est-ce pas ?") renders a sentence's
            # final particle ("ya", "ね", "吧"): the source's statement, no new question.
            found -= tag_questions(out, src) + questions_rendered(out, src)  # round 22a: "HOW TO ..." -> "...?"
        if found > have:
            return f"code or data shape the source does not have ({what})"
    # Lines opened by a label ("Vorteile: ...", "Nachteile: ..."): two or more the source
    # lacks are a summary's or a form's fields, not its sentences.
    labels = len(LABEL_LINE_RE.findall(out))  # less a heading's rendering "Topic: subtitle" (round 22a)
    # Round 38: less a lead-in's rendering ("1. Create a queue: ..." -> "1. キューを作成します: ..."),
    # and a reporting sentence before its quotation ("ぶたさんはいいました。「...」") is the
    # source's "Le cochon dit : « ... »" (worker.checks.reporting).
    rendered = heading_labels(out, src) + lead_in_labels(out, src, LABEL_LINE_RE)
    if labels >= 2 and labels - rendered > source_labels(reporting_joined(src)):
        return "code or data shape the source does not have (labelled lines)"
    return None
