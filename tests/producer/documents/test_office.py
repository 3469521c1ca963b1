"""Word, PowerPoint, Excel and XLIFF documents from registry packages (python-docx,
python-pptx, tablib; tests/data/realworld/LICENSES.md) through the identity and pseudo
engines in process, checked by each format's own library, by the packages' XML apart
from text nodes, and by LibreOffice (skipped, saying why, where it is not installed)."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from bench.documents.office_oracles import libreoffice, libreoffice_text, skeleton, view
from producer.documents import parse_document
from tests.producer.documents.test_defects import REAL
from transq.errors import DocumentError
from transq.pseudo import pseudo_localize

DATA = REAL.parent
OFFICE = sorted(p for p in REAL.iterdir() if p.suffix in (".docx", ".pptx", ".xlsx"))


def _render(path: Path, transform: object = pseudo_localize, lang: str = "de") -> tuple[bytes, bytes]:
    data = path.read_bytes()
    fmt = "xliff" if path.suffix == ".xlf" else path.suffix[1:]
    doc = parse_document(data, fmt, target_lang=lang)
    assert doc.segments(), path
    out, rendered = doc.render({s.text: transform(s.text) for s in doc.segments()})  # type: ignore[operator]
    assert rendered.issues == ()
    return data, out


@pytest.mark.parametrize("path", OFFICE, ids=lambda p: p.name)
def test_identity_gives_the_file_back(path: Path) -> None:
    data, out = _render(path, lambda t: t)
    assert out == data  # nothing changed, so not even the ZIP is rewritten
    fmt = path.suffix[1:]
    assert view(fmt, out) == view(fmt, data)


@pytest.mark.parametrize("path", OFFICE, ids=lambda p: p.name)
def test_pseudo_changes_only_text(path: Path) -> None:
    data, out = _render(path)
    fmt = path.suffix[1:]
    assert skeleton(out) == skeleton(data)  # every part the same apart from text nodes
    assert view(fmt, out, text=False) == view(fmt, data, text=False)  # runs, bold, links, cells, shapes
    assert view(fmt, out) != view(fmt, data)


def test_formatting_inside_a_sentence_stays_around_its_words() -> None:
    """A hyperlink inside a paragraph is one segment with markers around the link's words,
    and the link's run gets the translation of exactly those words."""
    path = REAL / "python-docx-par-hlink-frags.docx"
    sent = [s.text for s in parse_document(path.read_bytes(), "docx").segments()]
    assert "Two with ⟦0⟧link to bookmark⟦1⟧." in sent
    _, out = _render(path)
    paragraphs, _ = view("docx", out)[0]
    _, runs, links = paragraphs[1]
    before, rest = pseudo_localize("Two with ⟦0⟧link to bookmark⟦1⟧.").split("⟦0⟧")
    inside, after = rest.split("⟦1⟧")
    assert [r[3] for r in runs] == [before, after]  # python-docx's runs outside the link
    assert links[0][1] == inside


def test_headers_footers_notes_and_cells_are_translated_numbers_are_not() -> None:
    _, out = _render(REAL / "python-docx-hdr-header-footer.docx")
    _, sections = view("docx", out)
    assert pseudo_localize("Header for section-1") in str(sections)
    assert pseudo_localize("Footer for section 1") in str(sections)
    _, out = _render(REAL / "python-pptx-sld-notes.pptx")
    assert "[Ñóŧéš ··]" in str(view("pptx", out))
    _, out = _render(REAL / "tablib-founders.xlsx")
    cells = next(iter(view("xlsx", out).values()))
    assert ("C2", "n", 90) in cells and ("A2", "s", pseudo_localize("John")) in cells


def test_comments_are_kept_unless_asked() -> None:
    data = (REAL / "python-docx-comments-rich-para.docx").read_bytes()
    _, out = _render(REAL / "python-docx-comments-rich-para.docx")
    with zipfile.ZipFile(io.BytesIO(out)) as z, zipfile.ZipFile(io.BytesIO(data)) as src:
        assert z.read("word/comments.xml") == src.read("word/comments.xml")


@pytest.mark.parametrize("name", ["sample.xlf", "sample-2.xlf"])
def test_xliff_targets_keep_inline_codes_notes_and_skip_translate_no(name: str) -> None:
    data, out = _render(DATA / name)
    units = view("xliff", out)
    source_units = view("xliff", data)
    assert [(u[0], u[1], u[2]) for u in units] == [(u[0], u[1], u[2]) for u in source_units]  # ids, sources, notes
    text = out.decode()
    for code in ('<g id="1" ctype="bold">', '<x id="2" ctype="lb"/>', '<ph id="3">&lt;br/&gt;</ph>', '<pc id="1"'):
        assert code not in data.decode() or text.count(code) == 2, code  # in the source and its target
    assert "Brand name</source></segment>" in text or "ACME Corp</source>\n      </trans-unit>" in text
    assert "Schon fertig" in text or "<target>Fertig</target>" in text  # existing targets kept
    assert 'state="translated"' in text and ('target-language="de"' in text or 'trgLang="de"' in text)
    assert "Inside a kept group</source></trans-unit>" in text or name == "sample-2.xlf"
    assert text.count('<mrk id="m1" translate="no">Ctrl+S</mrk>') == 2 or name == "sample.xlf"


@pytest.mark.parametrize(
    ("fmt", "data", "message"),
    [
        ("docx", b"not a zip", "not a Word (.docx) file (not a ZIP package)"),
        ("xlsx", b"", "the document is empty"),
        ("xliff", b"<html/>", "not an XLIFF document (its root element is <html>)"),
        ("xliff", b"<xliff><file>", "not well-formed XML"),
    ],
)
def test_bad_binary_input_is_one_line(fmt: str, data: bytes, message: str) -> None:
    with pytest.raises(DocumentError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_document(data, fmt, name="in")


def test_a_zip_without_the_main_part_is_refused() -> None:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("hello.txt", "hi")
    with pytest.raises(DocumentError, match=r"not a PowerPoint \(.pptx\) file \(no ppt/presentation.xml"):
        parse_document(buf.getvalue(), "pptx", name="in")


@pytest.mark.skipif(
    libreoffice() is None, reason="LibreOffice (soffice) is not installed: scripts/setup.sh installs it"
)
@pytest.mark.parametrize("path", OFFICE, ids=lambda p: p.name)
def test_libreoffice_opens_the_pseudo_output_with_its_text_in_order(path: Path) -> None:
    data, out = _render(path)
    fmt = path.suffix[1:]
    converted, text = libreoffice_text(out, fmt)
    assert converted, "LibreOffice could not convert the output to PDF"
    doc = parse_document(data, fmt)
    pos = 0
    for source in [s.text for s in doc.segments()]:
        segment = pseudo_localize(source)
        words = [w for w in segment.replace("⟦", " ⟦").replace("⟧", "⟧ ").split() if "⟦" not in w and "·" not in w]
        first = next((w for w in words if len(w) > 2), None)
        if first is None or source.startswith(("Header", "Footer")):  # Writer's text export leaves them out
            continue
        found = text.find(first, pos if fmt != "xlsx" else 0)  # Calc's CSV is by cell, not string order
        assert found >= 0, (first, text[pos : pos + 200])
        pos = found if fmt != "xlsx" else pos


def test_opendocument_text_keeps_its_xml_and_translates_footnotes() -> None:
    """docutils' ODT writer output: the body, a footnote's own paragraph and the page
    footer are translated; the footnote reference stays a marker in its sentence."""
    path = REAL / "docutils-odt_footnotes.odt"
    sent = [s.text for s in parse_document(path.read_bytes(), "odt").segments()]
    assert "manually numbered ⟦0⟧ and referenced twice ⟦1⟧ ." in sent and "Page ⟦0⟧" in sent
    assert any(t.startswith("A footnote contains body elements") for t in sent)
    data, same = _render(path, lambda t: t)
    assert same == data
    _, out = _render(path)
    assert skeleton(out) == skeleton(data)
    if libreoffice() is not None:
        converted, text = libreoffice_text(out, "odt")
        assert converted and pseudo_localize("Footnotes") in text


@pytest.mark.parametrize("version", ["1.2", "2.0"])
def test_xliff_units_of_any_content_get_a_target(version: str) -> None:
    """A source of digits, a placeholder or nothing at all has nothing to translate: its
    target is a copy of the source, as translate-toolkit's pretranslation gives it,
    so a CAT tool shows every unit done. translate-toolkit reads the output back."""
    sources = ["12345", "%s", "3.14 ± 0.01", "", "Words to translate."]
    if version == "1.2":
        units = "".join(f'<trans-unit id="{n}"><source>{s}</source></trans-unit>' for n, s in enumerate(sources))
        data = f'<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file source-language="en" ' \
               f'datatype="plaintext" original="a"><body>{units}</body></file></xliff>'  # fmt: skip
    else:
        units = "".join(f'<unit id="{n}"><segment><source>{s}</source></segment></unit>' for n, s in enumerate(sources))
        data = f'<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en"><file id="f">' \
               f"{units}</file></xliff>"  # fmt: skip
    doc = parse_document(data.encode(), "xliff", target_lang="de")
    assert [s.text for s in doc.segments()] == ["Words to translate."]
    out, rendered = doc.render({"Words to translate.": "Zu übersetzende Wörter."})
    assert rendered.issues == ()
    assert out.count(b"<target") == len(sources)
    read = {uid.split("\x04")[-1]: (source, target) for uid, source, _, target in view("xliff", out)}
    assert read == {
        "0": ("12345", "12345"), "1": ("%s", "%s"), "2": ("3.14 ± 0.01", "3.14 ± 0.01"), "3": ("", ""),
        "4": ("Words to translate.", "Zu übersetzende Wörter."),
    }  # fmt: skip
