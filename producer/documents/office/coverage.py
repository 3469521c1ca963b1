"""Every character of a paragraph in exactly one slot: the reader's work checked by a
second, simpler reading.

The slot reader (ooxml.py) walks a paragraph's children by their role, so an element it
misjudges could hide words (left in the source language, unreported) or read them twice
(written twice). This check finds the paragraph's text nodes another way, by their
ancestors alone: every text element whose nearest paragraph is this one, less those
under something that does not show (a deleted or hidden run, a phonetic guide) and those
kept as they are (a field's result, an equation, ruby). Those must be the reader's slots'
nodes, each once, in document order; a paragraph where they are not is not sent (the
render reports it as ``unaccounted_text``) rather than translated without some words.
"""

from __future__ import annotations

from typing import Protocol

from lxml import etree

from producer.documents.office.slots import Paragraph


class Vocabulary(Protocol):
    """What the check needs of ooxml.Vocabulary (which imports this module)."""

    @property
    def para(self) -> str: ...
    @property
    def run(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def marks(self) -> frozenset[str]: ...
    @property
    def kept(self) -> frozenset[str]: ...
    def hidden(self, run: etree._Element) -> bool: ...


_SHOWN_LIMIT = 40  # characters of the missed text quoted in the report


def own_text_nodes(para: etree._Element, vocab: Vocabulary) -> list[etree._Element]:
    """The text elements of ``para`` that show and are translated, in document order."""
    found = []
    for node in para.iter(vocab.text):
        if node is not para and _belongs(node, para, vocab):
            found.append(node)
    return found


def _belongs(node: etree._Element, para: etree._Element, vocab: Vocabulary) -> bool:
    for above in node.iterancestors():
        if above is para:
            return True
        if above.tag == vocab.para or above.tag in vocab.marks or above.tag in vocab.kept:
            return False  # another paragraph's (a text box's), not shown, or kept as it is
        if above.tag == vocab.run and vocab.hidden(above):
            return False
    return False  # not inside para at all


def unaccounted(para: etree._Element, paragraph: Paragraph, vocab: Vocabulary) -> str:
    """ "" when the slots hold exactly the paragraph's own text nodes, each once and in
    order; otherwise what is wrong, quoting the text concerned."""
    expected = own_text_nodes(para, vocab)
    read = [el for slot in paragraph.slots for el, _ in slot]
    if read == expected:
        return ""
    seen: set[etree._Element] = set()
    for el in read:
        if el in seen:
            return f"text in two segments: {_quote(el)}"
        seen.add(el)
    missing = [el for el in expected if el not in seen]
    if missing:
        return f"text in no segment: {_quote(*missing)}"
    extra = [el for el in read if el not in set(expected)]
    if extra:
        return f"text sent that does not show: {_quote(*extra)}"
    return "text read out of its order"


def _quote(*nodes: etree._Element) -> str:
    return repr("".join(n.text or "" for n in nodes)[:_SHOWN_LIMIT])
