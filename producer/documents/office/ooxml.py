"""Word, PowerPoint and Excel (OOXML) paragraphs, read and written in their XML parts.

We read the package's XML with lxml rather than through python-docx, python-pptx or
openpyxl: those libraries model what they know and drop or rewrite the rest on save
(openpyxl loses shapes, images, charts and data validations; the other two re-serialise
every part), and none of them reaches every text-bearing part (text boxes, footnotes,
comments, SmartArt, notes). Working on the parts themselves changes only text nodes.
The three libraries are the tests' oracles instead (bench/documents/office_oracles.py).

A paragraph (``w:p``, ``a:p``, a shared string ``si``, an inline string ``is``) is read
as slots (slots.py): runs of the same formatting make one slot; a change of formatting,
a hyperlink's ends, and any inline object (a tab, a break, a drawing, a field, a
footnote reference) are boundaries. Hidden text (Word's ``w:vanish``), deleted text of
tracked changes, hidden slides and strings only hidden sheets or rows use are never
read. Formulas, numbers, dates and booleans are cell values, not strings: never read.
SmartArt (smartart.py) is read in its data model and its cached drawing, found through
the relationships of the parts that show it.
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Iterator
from dataclasses import dataclass

from lxml import etree

from producer.documents.base import ParseError
from producer.documents.office import coverage, smartart
from producer.documents.office.package import Package
from producer.documents.office.slots import Paragraph, Sink

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
A = "{http://schemas.openxmlformats.org/drawingml/2006/main}"
S = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
P = "{http://schemas.openxmlformats.org/presentationml/2006/main}"
R = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
M = "{http://schemas.openxmlformats.org/officeDocument/2006/math}"
MC = "{http://schemas.openxmlformats.org/markup-compatibility/2006}"
REL = "{http://schemas.openxmlformats.org/package/2006/relationships}"
# Formatting that does not show: revision ids, spelling state, language tags.
_VOLATILE = {"lang", "altLang", "dirty", "err", "smtClean", "smtId", "noProof", "eastAsia", "bidi"}


@dataclass(frozen=True, slots=True)
class Vocabulary:
    para: str
    run: str
    text: str
    rpr: str
    links: frozenset[str] = frozenset()  # a boundary at each end, content read
    through: frozenset[str] = frozenset()  # read through, no boundary
    marks: frozenset[str] = frozenset()  # neither text nor boundary
    # One boundary, its text kept as it is: a field's result, an equation, ruby, an
    # alternative (mc:AlternateContent holds the same content twice).
    kept: frozenset[str] = frozenset()
    one_line: bool = True

    def hidden(self, run: etree._Element) -> bool:
        rpr = run.find(self.rpr)
        return rpr is not None and _hidden(rpr)


WORD = Vocabulary(
    W + "p", W + "r", W + "t", W + "rPr",
    links=frozenset({W + "hyperlink"}),
    through=frozenset({W + "ins", W + "moveTo", W + "smartTag", W + "sdt", W + "sdtContent", W + "customXml",
                       W + "dir", W + "bdo"}),
    marks=frozenset({W + n for n in ("pPr", "bookmarkStart", "bookmarkEnd", "proofErr", "permStart", "permEnd",
                                     "commentRangeStart", "commentRangeEnd", "sdtPr", "sdtEndPr", "del",
                                     "moveFrom", "moveFromRangeStart", "moveFromRangeEnd", "moveToRangeStart",
                                     "moveToRangeEnd", "lastRenderedPageBreak", "customXmlPr", "smartTagPr")}),
    kept=frozenset({W + "fldSimple", W + "ruby", M + "oMath", M + "oMathPara", MC + "AlternateContent"}),
)  # fmt: skip
DRAWING = Vocabulary(
    A + "p", A + "r", A + "t", A + "rPr", marks=frozenset({A + "pPr", A + "endParaRPr"}),
    kept=frozenset({A + "fld", MC + "AlternateContent"}),
)  # fmt: skip
SHEET = Vocabulary(
    S + "si", S + "r", S + "t", S + "rPr", marks=frozenset({S + "rPh", S + "phoneticPr"}), one_line=False
)


def paragraphs(root: etree._Element, vocab: Vocabulary, start: int, tag: str | None = None) -> Iterator[Paragraph]:
    """Each paragraph as slots, checked by coverage.py (``unaccounted`` says what it found)."""
    for n, para in enumerate(root.iter(tag or vocab.para), start=start):
        paragraph = _Reader(vocab, para).read(n)
        paragraph.unaccounted = coverage.unaccounted(para, paragraph, vocab)
        yield paragraph


class _Reader:
    def __init__(self, vocab: Vocabulary, para: etree._Element) -> None:
        self.v = vocab
        self.para = para
        self.slots: list[list[Sink]] = [[]]
        self.key: bytes | None = None

    def read(self, line: int) -> Paragraph:
        self._walk(self.para)
        return Paragraph(self.slots, line, self.v.one_line)

    def _boundary(self) -> None:
        if self.slots[-1] or len(self.slots) == 1:
            self.slots.append([])
        self.key = None

    def _text(self, el: etree._Element, key: bytes) -> None:
        if self.slots[-1] and key != self.key:
            self._boundary()
        self.slots[-1].append((el, "text"))
        self.key = key

    def _walk(self, el: etree._Element) -> None:
        for child in el:
            tag = child.tag
            if not isinstance(tag, str) or tag in self.v.marks:
                continue
            if tag == self.v.run:
                self._run(child)
            elif tag == self.v.text:
                self._text(child, b"")
            elif tag in self.v.through:
                self._walk(child)
            elif tag in self.v.links or (tag not in self.v.kept and self._holds_words(child)):
                # a link, or a wrapper no rule names (a newer schema's): its words are
                # read between a boundary at each end, never skipped
                self._boundary()
                self._walk(child)
                self._boundary()
            else:
                self._boundary()  # an inline object: a break, a field, a drawing, an equation

    def _holds_words(self, el: etree._Element) -> bool:
        return any(n in self._own for n in el.iter(self.v.text))

    @functools.cached_property
    def _own(self) -> set[etree._Element]:
        return set(coverage.own_text_nodes(self.para, self.v))

    def _run(self, run: etree._Element) -> None:
        rpr = run.find(self.v.rpr)
        if rpr is not None and _hidden(rpr):
            self._boundary()
            return
        key = _format_key(rpr)
        for child in run:
            if child.tag == self.v.rpr or child.tag == W + "lastRenderedPageBreak":
                continue
            if child.tag == self.v.text:
                self._text(child, key)
            else:
                self._boundary()  # a tab, a break, a drawing, a footnote reference


def _hidden(rpr: etree._Element) -> bool:
    vanish = rpr.find(W + "vanish")
    return vanish is not None and vanish.get(W + "val", "true") not in ("0", "false", "off")


def _format_key(rpr: etree._Element | None) -> bytes:
    if rpr is None:
        return b""
    shown = copy.deepcopy(rpr)
    for el in list(shown.iter()):
        if not isinstance(el.tag, str):
            continue
        local = el.tag.rsplit("}", 1)[-1]
        if el is not shown and local in _VOLATILE:
            parent = el.getparent()
            if parent is not None:
                parent.remove(el)
            continue
        for attr in [str(a) for a in el.attrib]:
            name = attr.rsplit("}", 1)[-1]
            if name.startswith("rsid") or name in _VOLATILE:
                del el.attrib[attr]
    return bytes(etree.tostring(shown))


def docx_parts(pkg: Package, comments: bool) -> list[tuple[str, Vocabulary]]:
    if "word/document.xml" not in pkg.names:
        raise_missing(pkg, "word/document.xml")
    names = pkg.matching([r"word/document\.xml", r"word/(header|footer)\d*\.xml", r"word/(footnotes|endnotes)\.xml",
                          r"word/charts/chart\d+\.xml", *([r"word/comments\.xml"] if comments else [])])  # fmt: skip
    hosts = [n for n in names if "/charts/" not in n]
    diagrams = smartart.diagram_parts(pkg, hosts, functools.partial(_shown, vocab=WORD))
    return [(n, WORD if n in hosts else DRAWING) for n in [*names, *diagrams]]


def pptx_parts(pkg: Package, comments: bool) -> list[tuple[str, Vocabulary]]:
    if "ppt/presentation.xml" not in pkg.names:
        raise_missing(pkg, "ppt/presentation.xml")
    names = [n for n in pkg.matching([r"ppt/slides/slide\d+\.xml"]) if pkg.tree(n).get("show") not in ("0", "false")]
    hidden = set(pkg.matching([r"ppt/slides/slide\d+\.xml"])) - set(names)
    notes = [n for n in pkg.matching([r"ppt/notesSlides/notesSlide\d+\.xml"]) if _notes_slide(pkg, n) not in hidden]
    diagrams = smartart.diagram_parts(pkg, [*names, *notes], functools.partial(_shown, vocab=DRAWING))
    return [(n, DRAWING) for n in [*names, *notes, *diagrams, *pkg.matching([r"ppt/charts/chart\d+\.xml"])]]


def _shown(el: etree._Element, vocab: Vocabulary) -> bool:
    """Not in a deleted run or move source, nor in a hidden run."""
    return not any(a.tag in vocab.marks or (a.tag == vocab.run and vocab.hidden(a)) for a in el.iterancestors())


def _notes_slide(pkg: Package, notes: str) -> str | None:
    rels = notes.replace("notesSlides/", "notesSlides/_rels/") + ".rels"
    if rels not in pkg.names:
        return None
    for rel in pkg.tree(rels).iter(REL + "Relationship"):
        if rel.get("Type", "").endswith("/slide"):
            return "ppt/slides/" + rel.get("Target", "").rsplit("/", 1)[-1]
    return None


def raise_missing(pkg: Package, part: str) -> None:
    raise ParseError(None, f"not a {pkg.kind} file (no {part} in the package)")
