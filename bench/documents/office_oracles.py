"""Reference readers for the binary formats, written independently of ours.

- ``skeleton``: every member of a ZIP package; XML parts with every text node emptied
  (and xml:space, which a translation with edge spaces may need, dropped), other members
  as bytes. An output must have the source's skeleton: only text changed.
- ``view``: what the format's own library reads: python-docx (paragraph styles, runs and
  their bold/italic/underline/hyperlink, tables, headers and footers), python-pptx
  (slides, shapes, paragraphs and runs, notes), openpyxl (every cell's type, and its
  value when not a string), translate-toolkit (XLIFF units: ids, sources, notes,
  targets). ``text=False`` leaves the words out (the structure a translation keeps).
- ``libreoffice_text``: LibreOffice headless converts the file to PDF (must succeed) and
  to text (Writer: plain text; Calc: CSV; Impress: flat ODF's paragraphs).
- ``libreoffice_drawn_text``: the text LibreOffice draws on the PDF's pages, read back by
  its own PDF import: what a reader sees, shapes and SmartArt included (Writer's text
  export leaves drawings out).
"""

from __future__ import annotations

import io
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path
from typing import Any

import docx
import openpyxl
import pptx
from lxml import etree
from translate.storage import xliff, xliff2

_XML_SPACE = "{http://www.w3.org/XML/1998/namespace}space"


def skeleton(data: bytes) -> dict[str, bytes]:
    out: dict[str, bytes] = {}
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        for name in z.namelist():
            raw = z.read(name)
            if name.endswith((".xml", ".rels")) and raw.lstrip().startswith(b"<"):
                root = etree.fromstring(raw, etree.XMLParser(resolve_entities=False))
                for el in root.iter():
                    el.text, el.tail = None, None
                    if _XML_SPACE in el.attrib:
                        del el.attrib[_XML_SPACE]
                raw = etree.tostring(root)
            out[name] = raw
    return out


def view(fmt: str, data: bytes, *, text: bool = True) -> Any:
    return {"docx": _docx, "pptx": _pptx, "xlsx": _xlsx, "xliff": _xliff}[fmt](data, text)


def _docx(data: bytes, text: bool) -> Any:
    doc = docx.Document(io.BytesIO(data))

    def para(p: Any) -> Any:
        runs = [(r.bold, r.italic, r.underline, r.text if text else None) for r in p.runs]
        links = [(h.address, h.text if text else None) for h in p.hyperlinks]
        return (p.style.name if p.style is not None else None, runs, links)

    def block(container: Any) -> Any:
        tables = [[[block(c) for c in row.cells] for row in t.rows] for t in container.tables]
        return [para(p) for p in container.paragraphs], tables

    sections = [(block(s.header), block(s.footer)) for s in doc.sections if not s.header.is_linked_to_previous]
    return block(doc), sections


def _pptx(data: bytes, text: bool) -> Any:
    prs = pptx.Presentation(io.BytesIO(data))

    def frame(f: Any) -> Any:
        return [[(r.font.bold, r.font.italic, r.hyperlink.address, r.text if text else None) for r in p.runs]
                for p in f.paragraphs]  # fmt: skip

    slides = []
    for slide in prs.slides:
        shapes = [(s.shape_type, s.name, frame(s.text_frame) if s.has_text_frame else None) for s in slide.shapes]
        notes = frame(slide.notes_slide.notes_text_frame) if slide.has_notes_slide else None
        slides.append((shapes, notes))
    return slides


def _xlsx(data: bytes, text: bool) -> Any:
    book = openpyxl.load_workbook(io.BytesIO(data))
    return {ws.title: [_cell(c, text) for row in ws.iter_rows() for c in row] for ws in book.worksheets}


def _cell(c: Any, text: bool) -> tuple[str, str, Any]:
    return (c.coordinate, c.data_type, c.value if text or c.data_type != "s" else None)


def _xliff(data: bytes, text: bool) -> Any:
    kind: Any = xliff2.Xliff2File if b"xliff:document:2" in data else xliff.xlifffile
    store = kind.parsestring(data)
    return [
        (u.getid(), u.source if text else None, u.getnotes(), u.target if text else bool(u.target))
        for u in store.units
        if not u.isheader()
    ]


def libreoffice() -> str | None:
    return shutil.which("soffice") or shutil.which("libreoffice")


_TEXT_FILTER = {"docx": "txt:Text (encoded):UTF8", "odt": "txt:Text (encoded):UTF8",
                "xlsx": "csv:Text - txt - csv (StarCalc):44,34,76", "pptx": "fodp"}  # fmt: skip


def libreoffice_text(data: bytes, fmt: str, timeout_s: float = 120) -> tuple[bool, str]:
    """(converted to PDF without error, the text LibreOffice reads in the file)."""
    soffice = libreoffice()
    assert soffice is not None, "LibreOffice is not installed"
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / f"doc.{fmt}"
        src.write_bytes(data)
        profile = f"-env:UserInstallation=file://{tmp}/profile"  # its own profile: runs in parallel
        ok = True
        for target in ("pdf", _TEXT_FILTER[fmt]):
            proc = subprocess.run([soffice, profile, "--headless", "--convert-to", target, "--outdir", f"{tmp}/out",
                                   str(src)], capture_output=True, timeout=timeout_s, check=False)  # fmt: skip
            ok = ok and proc.returncode == 0
        pdf = Path(tmp) / "out" / "doc.pdf"
        ok = ok and pdf.exists() and pdf.read_bytes().startswith(b"%PDF")
        found = [p for p in (Path(tmp) / "out").glob("doc.*") if p.suffix != ".pdf"]
        if not found:
            return False, ""
        raw = found[0].read_bytes()
    if fmt == "pptx":
        root = etree.fromstring(raw, etree.XMLParser(resolve_entities=False, huge_tree=True))
        ns = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
        return ok, "\n".join("".join(str(t) for t in p.itertext()) for p in root.iter(ns + "p"))
    return ok, raw.decode("utf-8", "replace")


def libreoffice_drawn_text(data: bytes, fmt: str, timeout_s: float = 120) -> tuple[bool, str]:
    """(converted to PDF without error, the PDF's text as LibreOffice's PDF import reads it:
    a line of a drawn text a paragraph, so a wrapped word comes back in pieces)."""
    soffice = libreoffice()
    assert soffice is not None, "LibreOffice is not installed"
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / f"doc.{fmt}"
        src.write_bytes(data)
        profile = f"-env:UserInstallation=file://{tmp}/profile"  # its own profile: runs in parallel
        steps = (["--convert-to", "pdf", str(src)],
                 ["--infilter=draw_pdf_import", "--convert-to", "fodg", f"{tmp}/out/doc.pdf"])  # fmt: skip
        ok = True
        for step in steps:
            proc = subprocess.run([soffice, profile, "--headless", *step[:-1], "--outdir", f"{tmp}/out", step[-1]],
                                  capture_output=True, timeout=timeout_s, check=False)  # fmt: skip
            ok = ok and proc.returncode == 0
        drawn = Path(tmp) / "out" / "doc.fodg"
        if not drawn.exists():
            return False, ""
        root = etree.fromstring(drawn.read_bytes(), etree.XMLParser(resolve_entities=False, huge_tree=True))
    ns = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
    return ok, "\n".join("".join(str(t) for t in p.itertext()) for p in root.iter(ns + "p"))
