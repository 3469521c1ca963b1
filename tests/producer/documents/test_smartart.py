"""SmartArt in a Word and a PowerPoint file no one here wrote: python-docx's and
python-pptx's own test files (tests/data/realworld/smartart/; LICENSES.md one folder up).
Its text lives twice: in the diagram's data model (``dgm:pt/dgm:t``), which Office lays
out again when the diagram is edited, and in the drawing cached beside it
(``dsp:sp/dsp:txBody``), which Office and LibreOffice show as it is. Judged by lxml
reading the diagram parts that the package's relationships name (found here apart from
the reader), by the diagram's own link from a drawn shape to its node, and by the text
LibreOffice draws on the page."""

from __future__ import annotations

import hashlib
import io
import posixpath
import re
import tarfile
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest
from lxml import etree

from bench.documents.office_oracles import libreoffice, libreoffice_drawn_text, skeleton
from bench.harness import pinned
from bench.harness.pinned import CACHE
from producer.documents import parse_document
from producer.documents.office import coverage
from tests.producer.documents.test_defects import REAL
from transq.pseudo import pseudo_localize

A = "{http://schemas.openxmlformats.org/drawingml/2006/main}"
DGM = "{http://schemas.openxmlformats.org/drawingml/2006/diagram}"
DSP = "{http://schemas.microsoft.com/office/drawing/2008/diagram}"
REL = "{http://schemas.openxmlformats.org/package/2006/relationships}"
# The file, the pinned package and member it is an unchanged copy of, and its SmartArt's words.
SAMPLES = {
    "docx": (REAL / "smartart" / "python-docx-shp-inline-shape-access.docx", "python-docx",
             "python_docx-1.2.0/features/steps/test_files/shp-inline-shape-access.docx", ["foo", "bar", "baz"]),
    "pptx": (REAL / "smartart" / "python-pptx-shp-shapes.pptx", "python-pptx",
             "python_pptx-1.0.2/features/steps/test_files/shp-shapes.pptx", ["shapes[5]", "Smart Art"]),
}  # fmt: skip
_NO_LIBREOFFICE = "LibreOffice (soffice) is not installed: scripts/setup.sh --tests installs it"


def _members(data: bytes) -> dict[str, bytes]:
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        return {n: z.read(n) for n in z.namelist()}


def _diagrams(data: bytes) -> list[tuple[str, str]]:
    """(data model, cached drawing) of each diagram, read from the .rels parts alone: a
    diagramData relationship names the model, and the model's ``dsp:dataModelExt relId``
    names the drawing among the same part's relationships."""
    members, found = _members(data), []
    for name, raw in members.items():
        if not name.endswith(".rels"):
            continue
        base = posixpath.dirname(posixpath.dirname(name))  # word/_rels/document.xml.rels -> word
        rels = {r.get("Id"): (r.get("Type", ""), posixpath.normpath(posixpath.join(base, r.get("Target", ""))))
                for r in etree.fromstring(raw).iter(REL + "Relationship")}  # fmt: skip
        for kind, model in rels.values():
            if kind.endswith("/diagramData"):
                ext = next(etree.fromstring(members[model]).iter(DSP + "dataModelExt"))
                drawing_kind, drawing = rels[ext.get("relId")]
                assert drawing_kind.endswith("/diagramDrawing") and drawing in members
                found.append((model, drawing))
    assert found
    return found


def _diagram_parts(data: bytes) -> list[str]:
    return [part for pair in _diagrams(data) for part in pair]


def _paragraphs(root: etree._Element) -> list[str]:
    return ["".join(t.text or "" for t in p.iter(A + "t")) for p in root.iter(A + "p")]


def _drawn_and_modelled(data: bytes) -> list[tuple[list[str], list[str]]]:
    """(a drawn shape's paragraphs, its node's paragraphs in the data model) for each shape
    of each cached drawing: the shape's modelId is a presentation point of the data model,
    whose presAssocID is the node it shows."""
    members, pairs = _members(data), []
    for model_part, drawing_part in _diagrams(data):
        points = {pt.get("modelId"): pt for pt in etree.fromstring(members[model_part]).iter(DGM + "pt")}
        shows = {k: pt.find(DGM + "prSet").get("presAssocID")  # type: ignore[union-attr]  # a pres point has one
                 for k, pt in points.items() if pt.get("type") == "pres"}  # fmt: skip
        for shape in etree.fromstring(members[drawing_part]).iter(DSP + "sp"):
            node = points.get(shows.get(shape.get("modelId")))
            body, text = shape.find(DSP + "txBody"), None if node is None else node.find(DGM + "t")
            if body is not None and text is not None:
                pairs.append((_paragraphs(body), _paragraphs(text)))
    return pairs


def _render(fmt: str, transform: Callable[[str], str]) -> tuple[bytes, bytes, list[str]]:
    data = SAMPLES[fmt][0].read_bytes()
    doc = parse_document(data, fmt)
    sent = [s.text for s in doc.segments()]
    out, rendered = doc.render({s: transform(s) for s in sent})
    assert rendered.issues == ()
    return data, out, sent


@pytest.mark.parametrize("fmt", sorted(SAMPLES))
def test_smartart_text_is_sent_and_identity_gives_the_file_back(fmt: str) -> None:
    data, out, sent = _render(fmt, lambda t: t)
    assert out == data
    for words in SAMPLES[fmt][3]:
        assert words in sent, (words, sent)


@pytest.mark.parametrize("fmt", sorted(SAMPLES))
def test_pseudo_translates_every_smartart_paragraph_in_the_model_and_the_drawing(fmt: str) -> None:
    data, out, _ = _render(fmt, pseudo_localize)
    assert skeleton(out) == skeleton(data)  # only text nodes changed
    before, after = _members(data), _members(out)
    checked = 0
    for part in _diagram_parts(data):
        for source, translated in zip(_paragraphs(etree.fromstring(before[part])),
                                      _paragraphs(etree.fromstring(after[part])), strict=True):  # fmt: skip
            if any(c.isalpha() for c in source):
                assert translated == pseudo_localize(source), (part, source, translated)
                checked += 1
            else:
                assert translated == source
    assert checked == 2 * len(SAMPLES[fmt][3])  # each word in the model and in the drawing


@pytest.mark.parametrize("fmt", sorted(SAMPLES))
def test_each_drawn_shape_shows_the_same_translation_as_its_node(fmt: str) -> None:
    data, out, _ = _render(fmt, pseudo_localize)
    pairs = list(zip(_drawn_and_modelled(data), _drawn_and_modelled(out), strict=True))
    same = [(src, dst) for src, dst in pairs if src[0] == src[1] and any(c.isalpha() for c in "".join(src[0]))]
    assert len(same) == len(SAMPLES[fmt][3])
    for (src_drawn, _), (drawn, modelled) in same:
        assert drawn == modelled != src_drawn


@pytest.mark.skipif(libreoffice() is None, reason=_NO_LIBREOFFICE)
@pytest.mark.parametrize("fmt", sorted(SAMPLES))
def test_libreoffice_draws_the_smartart_text_before_and_after_translation(fmt: str) -> None:
    """What LibreOffice puts on the PDF's pages (read back by its PDF import, spaces
    and line wraps aside): the source's SmartArt words, then their pseudo translation."""
    data, out, _ = _render(fmt, pseudo_localize)

    def drawn(doc: bytes) -> str:
        converted, text = libreoffice_drawn_text(doc, fmt)
        assert converted, "LibreOffice could not convert the file to PDF"
        return re.sub(r"\s+", "", text)

    shown_before, shown_after = drawn(data), drawn(out)
    for words in SAMPLES[fmt][3]:
        squeezed = re.sub(r"\s+", "", words)
        assert squeezed in shown_before, (words, shown_before)
        assert re.sub(r"\s+", "", pseudo_localize(words)) in shown_after, (words, shown_after)
        assert squeezed not in shown_after, (words, shown_after)


def _edited(data: bytes, edit: Callable[[dict[str, bytes]], None]) -> bytes:
    """The package with its members edited (renamed ones go last)."""
    members = _members(data)
    edit(members)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, raw in members.items():
            z.writestr(name, raw)
    return out.getvalue()


def _rename_diagram_parts(members: dict[str, bytes]) -> None:
    """The diagram's parts under other names, as a package writer may name them: the
    slide's relationships and the content types follow."""
    for old, new in (("diagrams/data1.xml", "smart/model.xml"), ("diagrams/drawing1.xml", "smart/cache.xml")):
        members["ppt/" + new] = members.pop("ppt/" + old)
        for part in ("ppt/slides/_rels/slide1.xml.rels", "[Content_Types].xml"):
            members[part] = members[part].replace(old.encode(), new.encode())


def test_smartart_is_found_through_the_relationships_not_by_part_name() -> None:
    data = SAMPLES["pptx"][0].read_bytes()
    renamed = _edited(data, _rename_diagram_parts)
    doc = parse_document(renamed, "pptx")
    out, rendered = doc.render({s.text: pseudo_localize(s.text) for s in doc.segments()})
    assert rendered.issues == ()
    for part in ("ppt/smart/model.xml", "ppt/smart/cache.xml"):
        assert pseudo_localize(" Smart Art") in _paragraphs(etree.fromstring(_members(out)[part])), part


def test_a_diagram_no_shown_slide_uses_is_not_translated() -> None:
    """A hidden slide's SmartArt stays as it is, as the slide does; so does a diagram part
    that nothing refers to, whatever its name."""

    def hide_and_orphan(members: dict[str, bytes]) -> None:
        members["ppt/slides/slide1.xml"] = members["ppt/slides/slide1.xml"].replace(b"<p:sld ", b'<p:sld show="0" ', 1)
        members["ppt/diagrams/data9.xml"] = members["ppt/diagrams/data1.xml"]

    data = _edited(SAMPLES["pptx"][0].read_bytes(), hide_and_orphan)
    sent = [s.text for s in parse_document(data, "pptx").segments()]
    assert "Smart Art" not in sent and "shapes[5]" not in sent


def test_a_diagram_in_a_hidden_word_run_is_not_translated() -> None:
    run = (
        b'<w:rPr><w:noProof/></w:rPr><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0" '
        b'wp14:anchorId="2CD1D5CD"'
    )

    def hide(members: dict[str, bytes]) -> None:
        body = members["word/document.xml"]
        assert body.count(run) == 1
        members["word/document.xml"] = body.replace(run, run.replace(b"<w:noProof/>", b"<w:noProof/><w:vanish/>"))

    data = _edited(SAMPLES["docx"][0].read_bytes(), hide)
    assert not any(w in s.text for s in parse_document(data, "docx").segments() for w in SAMPLES["docx"][3])


@pytest.mark.parametrize("fmt", sorted(SAMPLES))
def test_the_coverage_check_reads_every_smartart_paragraph(fmt: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each SmartArt paragraph goes through coverage.py (every character in exactly one
    slot); were the check to refuse them, they would stay as they are and be reported."""
    data = SAMPLES[fmt][0].read_bytes()
    checked: list[etree._Element] = []
    real = coverage.unaccounted

    def spy(para: etree._Element, *rest: object) -> str:
        checked.append(para)
        return real(para, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(coverage, "unaccounted", spy)
    parse_document(data, fmt).segments()
    shown = {p for p in checked if any(c.isalpha() for c in "".join(t.text or "" for t in p.iter(A + "t")))}
    in_diagrams = [p for p in shown if p.getroottree().getroot().tag in (DGM + "dataModel", DSP + "drawing")]
    assert len(in_diagrams) == 2 * len(SAMPLES[fmt][3])
    monkeypatch.setattr(coverage, "unaccounted", lambda *_: "text in no segment: 'x'")
    doc = parse_document(data, fmt)
    assert not any(w in s.text for s in doc.segments() for w in SAMPLES[fmt][3])
    out, rendered = doc.render({})
    assert out == data
    assert sum(i.reason == "unaccounted_text" for i in rendered.issues) >= 2 * len(SAMPLES[fmt][3])


def _cached(source_id: str) -> Path | None:
    path = CACHE / "downloads" / str(pinned.source(source_id)["file"])
    return path if path.is_file() else None


@pytest.mark.parametrize("fmt", sorted(SAMPLES))
def test_the_samples_are_unchanged_copies_of_the_pinned_packages_files(fmt: str) -> None:
    path, source_id, member, _ = SAMPLES[fmt]
    archive = _cached(source_id)
    if archive is None:
        pytest.skip(f"{pinned.source(source_id)['file']} is not cached (python -m bench documents --fetch)")
    assert hashlib.sha256(archive.read_bytes()).hexdigest() == pinned.source(source_id)["sha256"]
    with tarfile.open(archive) as t:
        extracted = t.extractfile(member)
        assert extracted is not None
        assert extracted.read() == path.read_bytes()
