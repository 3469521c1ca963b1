"""Every character of an Office paragraph is accounted for, whatever inline element
stands in it: documents made by python-docx, python-pptx, openpyxl and LibreOffice
(tests/office_corpus.py) through the identity engine (the same bytes) and the pseudo
engine, judged by lxml reading the output's text nodes (every character of the pseudo
translation arrives, in order; no source word is left) and by LibreOffice."""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Iterator

import pytest
from lxml import etree

from bench.documents.office_oracles import libreoffice, libreoffice_text, skeleton
from producer.documents import parse_document
from producer.documents.office import coverage, ooxml
from producer.documents.office.slots import Paragraph
from tests import office_corpus
from transq.pseudo import pseudo_localize

_MARKER_RE = re.compile(r"⟦\d+⟧")
_PARTS = {"docx": ("word/document.xml", ooxml.W), "pptx": (r"ppt/slides/slide1.xml", ooxml.A)}
_NO_LIBREOFFICE = "LibreOffice (soffice) is not installed: scripts/setup.sh --tests installs it"


@pytest.fixture(scope="module")
def corpus() -> dict[str, tuple[str, bytes]]:
    docs = {
        "python-docx": ("docx", office_corpus.word_with_inline_openers()),
        "python-pptx": ("pptx", office_corpus.slides_with_inline_openers()),
        "openpyxl": ("xlsx", office_corpus.workbook_with_rich_text_and_chart()),
    }
    soffice = libreoffice()
    if soffice is not None:
        docs["libreoffice"] = ("docx", office_corpus.word_by_libreoffice(soffice))
    return docs


NAMES = ["python-docx", "python-pptx", "openpyxl", "libreoffice"]


def _doc(corpus: dict[str, tuple[str, bytes]], name: str) -> tuple[str, bytes]:
    if name not in corpus:
        pytest.skip(_NO_LIBREOFFICE)
    return corpus[name]


def _paragraphs(data: bytes, fmt: str) -> Iterator[etree._Element]:
    part, ns = _PARTS[fmt]
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        root = etree.fromstring(z.read(part))
    yield from root.iter(ns + "p")


def _shown(para: etree._Element, ns: str) -> str:
    """The text Word or PowerPoint shows in this paragraph (not its nested text boxes'),
    read with lxml alone: every text element but deleted ones."""

    def own(t: etree._Element) -> bool:
        return next(a for a in t.iterancestors(ns + "p")) is para

    return "".join(t.text or "" for t in para.iter(ns + "t") if own(t))


def _is_subsequence(small: str, big: str) -> bool:
    chars = iter(big)
    return all(c in chars for c in small)


@pytest.mark.parametrize("name", NAMES)
def test_identity_gives_the_same_bytes(corpus: dict[str, tuple[str, bytes]], name: str) -> None:
    fmt, data = _doc(corpus, name)
    doc = parse_document(data, fmt)
    out, rendered = doc.render({s.text: s.text for s in doc.segments()})
    assert rendered.issues == ()
    assert out == data


@pytest.mark.parametrize("name", ["python-docx", "python-pptx", "libreoffice"])
def test_every_character_of_the_pseudo_translation_arrives(corpus: dict[str, tuple[str, bytes]], name: str) -> None:
    """Each paragraph's output text holds its translation, markers aside, in order: the
    opening bracket the pseudo engine puts before a paragraph's first element included
    (it was lost before a footnote reference, a comment anchor, a field or a break)."""
    fmt, data = _doc(corpus, name)
    ns = _PARTS[fmt][1]
    doc = parse_document(data, fmt)
    sent = {s.text for s in doc.segments()}
    out, rendered = doc.render({s: pseudo_localize(s) for s in sent})
    assert rendered.issues == ()
    assert skeleton(out) == skeleton(data)
    checked = 0
    for source, translated in zip(_paragraphs(data, fmt), _paragraphs(out, fmt), strict=True):
        segments = [s for s in sent if re.search(".*?".join(map(re.escape, _MARKER_RE.split(s))), _shown(source, ns))]
        shown = _shown(translated, ns)
        for segment in segments:
            wanted = _MARKER_RE.sub("", pseudo_localize(segment))
            assert _is_subsequence(wanted, shown), (segment, shown)
            assert shown.count("[") == shown.count("]"), shown
            checked += 1
        assert not re.search(r"[A-Za-z]{3,}", shown), shown  # no source word left
    assert checked >= {"docx": 10, "pptx": 4}[fmt]


@pytest.mark.skipif(libreoffice() is None, reason=_NO_LIBREOFFICE)
@pytest.mark.parametrize("name", NAMES)
def test_libreoffice_converts_the_pseudo_output(corpus: dict[str, tuple[str, bytes]], name: str) -> None:
    fmt, data = _doc(corpus, name)
    doc = parse_document(data, fmt)
    out, _ = doc.render({s.text: pseudo_localize(s.text) for s in doc.segments()})
    converted, text = libreoffice_text(out, fmt)
    assert converted, "LibreOffice could not convert the output to PDF"
    if fmt == "xlsx":
        assert all(pseudo_localize(s.text).strip("[]· ") in text for s in doc.segments() if "⟦" not in s.text)
        return
    exported = _exported(data, fmt)
    for segment in doc.segments():
        if _MARKER_RE.sub("", segment.text) not in exported:
            continue
        for chunk in _MARKER_RE.split(pseudo_localize(segment.text)):
            words = chunk.strip(" []·")
            if any(c.isalpha() for c in words):  # a field's digits are LibreOffice's own (it updates them)
                assert words in text, (words, text[:400])


def _exported(data: bytes, fmt: str) -> str:
    """The source text that LibreOffice's text export holds: a Word body's paragraphs
    outside text boxes (it leaves frames and notes out), a slide's paragraphs."""

    def boxed(p: etree._Element) -> bool:
        return any(a.tag == ooxml.W + "txbxContent" for a in p.iterancestors())

    ns = _PARTS[fmt][1]
    return "\n".join(_shown(p, ns) for p in _paragraphs(data, fmt) if not boxed(p))


def test_words_in_an_element_no_reader_knows_are_sent() -> None:
    """A wrapper the reader has no rule for is read through (a boundary at each end),
    never skipped: its words would otherwise stay in the source language unreported."""
    xml = (f'<w:body xmlns:w="{office_corpus.W_NS}"><w:p><w:r><w:t>Before </w:t></w:r><w:futureWrapper>'
           "<w:r><w:t>wrapped words</w:t></w:r></w:futureWrapper>"
           "<w:r><w:t> after.</w:t></w:r></w:p></w:body>")  # fmt: skip
    [para] = ooxml.paragraphs(etree.fromstring(xml), ooxml.WORD, 1)
    assert "".join(para.texts()) == "Before wrapped words after."
    assert para.unaccounted == ""


def test_the_check_names_a_node_in_no_slot_and_a_node_in_two() -> None:
    xml = f'<w:p xmlns:w="{office_corpus.W_NS}"><w:r><w:t>One</w:t><w:t>Two</w:t></w:r></w:p>'
    root = etree.fromstring(xml)
    one, two = root.iter(ooxml.W + "t")
    assert coverage.unaccounted(root, Paragraph([[(one, "text")], [(two, "text")]], 1), ooxml.WORD) == ""
    missing = coverage.unaccounted(root, Paragraph([[(one, "text")]], 1), ooxml.WORD)
    assert missing == "text in no segment: 'Two'"
    twice = coverage.unaccounted(root, Paragraph([[(one, "text")], [(one, "text"), (two, "text")]], 1), ooxml.WORD)
    assert twice == "text in two segments: 'One'"


def test_a_paragraph_the_check_refuses_is_kept_and_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    """Were the reader to miss a text node, the paragraph stays as it is and the report
    says why, rather than being translated without those words."""
    data = office_corpus.word_with_inline_openers()
    monkeypatch.setattr(coverage, "unaccounted", lambda *_: "text in no segment: 'x'")
    doc = parse_document(data, "docx")
    assert doc.segments() == []
    out, rendered = doc.render({})
    assert out == data
    assert {i.reason for i in rendered.issues} == {"unaccounted_text"}
    assert len(rendered.issues) >= 10  # every paragraph with words
