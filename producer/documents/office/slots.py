"""A paragraph of an XML document as text slots between inline boundaries.

Office and XLIFF paragraphs are not plain text: their words sit in several text nodes
(Word's ``<w:t>`` of each run, the text and tails of XLIFF's ``<g>``/``<ph>``), and
between them are the things the model must not touch: a change of formatting, a link's
start and end, a tab, an image, a footnote reference, a native code. We read a
paragraph as **slots** (the text between two such boundaries; one slot may be spread
over several text nodes of the same formatting) and send

    "Click " ⟦0⟧ "here" ⟦1⟧ " to go on."

where each boundary is a marker the model must give back in order (an *ordered*
protected span). Rendering splits the restored text at the boundaries and writes slot
``n``'s text into slot ``n``'s nodes: the first node gets it, the others of that slot are
emptied. So bold or a link stays around the words the model put between its markers,
and no element is added, removed or moved: apart from text nodes the document is the
source's. A slot whose text comes back unchanged is not written at all (an identity
round trip changes no byte).

In the masked text, a boundary is a private-use character pair around its number
(``\\ue000 3 \\ue001``), passed to ``build_unit`` as a forced span; a paragraph that
itself contains those characters is left untranslated.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from lxml import etree

from producer.documents.base import Unit, UnitRules, build_unit, clean
from transq.placeholders import Piece, PieceKind, Span

Sink = tuple[etree._Element, str]  # a text node: (element, "text" | "tail")
_OPEN, _CLOSE = "\ue000", "\ue001"
_TOKEN_RE = re.compile(f"{_OPEN}(\\d+){_CLOSE}")
_PRIVATE_RE = re.compile(f"[{_OPEN}{_CLOSE}]")


@dataclass
class Paragraph:
    """``slots[n]``: the text nodes of slot n; a boundary separates slots n and n+1."""

    slots: list[list[Sink]]
    line: int  # the paragraph's ordinal in the document (reports call it a line)
    one_line: bool = True  # line breaks in the model's text become spaces
    # Why the paragraph's text nodes and its slots disagree (coverage.py); "" when they
    # do not. Such a paragraph is not sent.
    unaccounted: str = ""

    def texts(self) -> list[str]:
        return ["".join(_get(s) for s in slot) for slot in self.slots]

    def withheld(self) -> bool:
        """Not to be sent whatever its words: its slots are in doubt, or it holds the
        characters our boundary tokens are made of."""
        return bool(self.unaccounted) or any(_PRIVATE_RE.search(t) for t in self.texts())

    def unit(self, rules: UnitRules) -> Unit | None:
        """The paragraph's unit, or None when it has nothing to translate (or must not be
        sent: see ``unaccounted``)."""
        if self.withheld():
            return None
        texts = self.texts()
        raw, spans = texts[0], []
        for n, text in enumerate(texts[1:]):
            token = f"{_OPEN}{n}{_CLOSE}"
            spans.append(Span(len(raw), len(raw) + len(token), ordered=True))
            raw += token + text
        built = build_unit(raw, self.line, rules, forced=spans)
        return built if isinstance(built, Unit) else None

    def write(self, pieces: Sequence[Piece]) -> str:
        """Put the rendered pieces into the slots: "" when done, else why nothing was
        written (``placeholders_lost``: the boundaries did not all come back in order;
        ``text_lost``: the nodes would not hold every character given, so the paragraph
        is put back as it was)."""
        texts = slot_texts(pieces, len(self.slots), one_line=self.one_line)
        if texts is None:
            return "placeholders_lost"
        old = self.texts()
        saved = [(sink, _get(sink)) for slot in self.slots for sink in slot]
        for n, text in enumerate(_homed(self.slots, texts)):
            if self.slots[n] and text != old[n]:
                self._write_slot(n, text)
        if "".join(self.texts()) != "".join(texts):
            for sink, value in saved:
                _set(sink, value)
            return "text_lost"
        return ""

    def _write_slot(self, n: int, text: str) -> None:
        slot = self.slots[n]
        _set(slot[0], text)
        for sink in slot[1:]:
            _set(sink, "")


def _homed(slots: Sequence[Sequence[Sink]], texts: list[str]) -> list[str]:
    """Each slot's text, with the text of a slot that has no node (the words before a
    boundary that opens the paragraph, or after one that ends it) joined to its nearest
    slot that has one: the one before it, else the one after. Joined before anything is
    written, so no later write of that slot can overwrite it (a paragraph opening with a
    footnote reference once lost the words the model put before it)."""
    out = list(texts)
    for n, slot in enumerate(slots):
        if slot or not out[n]:
            continue
        before = next((k for k in range(n - 1, -1, -1) if slots[k]), None)
        if before is not None:
            out[before] += out[n]
        else:
            after = next((k for k in range(n + 1, len(slots)) if slots[k]), None)
            if after is None:
                continue  # no text node at all: unit() sent nothing for it
            out[after] = out[n] + out[after]
        out[n] = ""
    return out


def slot_texts(pieces: Sequence[Piece], count: int, *, one_line: bool) -> list[str] | None:
    def free(text: str) -> str:
        text = _PRIVATE_RE.sub("", clean(text))
        return re.sub(r"\s*\n\s*", " ", text) if one_line else text

    joined = "".join(free(p.text) if p.kind is PieceKind.FREE else p.text for p in pieces)
    parts = _TOKEN_RE.split(joined)
    numbers = [int(x) for x in parts[1::2]]
    if numbers != list(range(count - 1)):
        return None
    return parts[0::2]


_XML_SPACE = "{http://www.w3.org/XML/1998/namespace}space"


def _get(sink: Sink) -> str:
    el, attr = sink
    return (el.text if attr == "text" else el.tail) or ""


def _set(sink: Sink, value: str) -> None:
    el, attr = sink
    if attr == "text":
        el.text = value
        if value != value.strip() and _wants_space(el):
            el.set(_XML_SPACE, "preserve")
    else:
        el.tail = value


def _wants_space(el: etree._Element) -> bool:
    """OOXML drops leading and trailing spaces of a text element without xml:space."""
    return isinstance(el.tag, str) and el.tag.endswith("}t")


def inline_slots(
    root: etree._Element, paired: Callable[[etree._Element], bool], line: int, *, one_line: bool = False
) -> Paragraph:
    """Slots of an element whose text and children's tails hold the words (XLIFF's
    source, ODF's text:p): a ``paired`` child (a span, a link, ``<g>``) is a boundary at
    each end with its content inside; any other child (a code, a note, a tab) is one
    boundary, never entered."""
    slots: list[list[Sink]] = [[(root, "text")]]

    def walk(el: etree._Element) -> None:
        for child in el:
            if paired(child):
                slots.append([(child, "text")])
                walk(child)
            slots.append([(child, "tail")])

    walk(root)
    return Paragraph(slots, line, one_line)
