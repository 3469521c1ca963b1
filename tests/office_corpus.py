"""Office documents made for the tests by software nobody here wrote: python-docx,
python-pptx, openpyxl, and LibreOffice (a flat ODT it converts to .docx with its own OOXML
writer: footnotes, endnotes, comments, fields, tracked changes, text boxes).

Each paragraph of interest opens with (or holds) one inline element, so a test can check
that the words around it all arrive: ``INLINE_OPENERS`` names them. The XML snippets are
the elements as Word writes them (ECMA-376 part 1, 17.3); the libraries add the rest of
the package.
"""

from __future__ import annotations

import io
import subprocess
import tempfile
from pathlib import Path

import docx
import openpyxl
import pptx
from docx.oxml import parse_xml
from lxml import etree
from openpyxl.cell.rich_text import CellRichText, TextBlock
from openpyxl.cell.text import InlineFont
from openpyxl.chart import BarChart, Reference
from pptx.chart.data import CategoryChartData
from pptx.enum.chart import XL_CHART_TYPE
from pptx.util import Inches

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
_W = f'xmlns:w="{W_NS}"'
_M = 'xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"'
_R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
_DATE = 'w:author="Reviewer" w:date="2024-01-01T00:00:00Z"'

# (name, XML of what opens the paragraph, words after it): Word's own markup of each.
INLINE_OPENERS: tuple[tuple[str, str, str], ...] = (
    ("break", f"<w:r {_W}><w:br/></w:r>", "A line break opens this paragraph."),
    ("tab", f"<w:r {_W}><w:tab/><w:t>Tab</w:t></w:r>", " stands after a tab."),
    (
        "simple field",
        f'<w:fldSimple {_W} w:instr=" PAGE "><w:r><w:t>1</w:t></w:r></w:fldSimple>',
        " is the page, from a simple field.",
    ),
    (
        "complex field",
        f'<w:r {_W}><w:fldChar w:fldCharType="begin"/></w:r>'
        f'<w:r {_W}><w:instrText xml:space="preserve"> DATE </w:instrText></w:r>'
        f'<w:r {_W}><w:fldChar w:fldCharType="separate"/></w:r><w:r {_W}><w:t>1/1/2024</w:t></w:r>'
        f'<w:r {_W}><w:fldChar w:fldCharType="end"/></w:r>',
        " is the date, from a complex field.",
    ),
    (
        "bookmark",
        f'<w:bookmarkStart {_W} w:id="7" w:name="here"/><w:bookmarkEnd {_W} w:id="7"/>',
        "A bookmark opens this paragraph.",
    ),
    (
        "tracked insertion",
        f'<w:ins {_W} w:id="8" {_DATE}><w:r><w:t>Inserted words</w:t></w:r></w:ins>',
        " open this tracked paragraph.",
    ),
    (
        "tracked deletion",
        f'<w:del {_W} w:id="9" {_DATE}><w:r><w:delText>Deleted words</w:delText></w:r></w:del>',
        "Deleted words stand before this sentence.",
    ),
    (
        "tracked move",
        f'<w:moveTo {_W} w:id="10" {_DATE}><w:r><w:t>Moved words</w:t></w:r></w:moveTo>',
        " open this paragraph.",
    ),
    ("equation", f"<m:oMath {_M}><m:r><m:t>x=2</m:t></m:r></m:oMath>", " is an equation opening this paragraph."),
    (
        "content control",
        f"<w:sdt {_W}><w:sdtContent><w:r><w:t>Controlled words</w:t></w:r></w:sdtContent></w:sdt>",
        " open this paragraph.",
    ),
    (
        "hyperlink",
        f'<w:hyperlink {_W} {_R} w:anchor="here"><w:r><w:t>Link words</w:t></w:r></w:hyperlink>',
        " open this paragraph.",
    ),
    (
        "smart tag",
        f'<w:smartTag {_W} w:uri="urn:x" w:element="place"><w:r><w:t>Paris</w:t></w:r></w:smartTag>',
        " opens this paragraph as a smart tag.",
    ),
    (
        "unknown element",
        f'<w:customXmlInsRangeStart {_W} w:id="11" {_DATE}/>',
        "An element no reader knows opens this paragraph.",
    ),
)

_FODT = """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:xlink="http://www.w3.org/1999/xlink"
 xmlns:dc="http://purl.org/dc/elements/1.1/" office:version="1.3"
 office:mimetype="application/vnd.oasis.opendocument.text">
<office:body><office:text>
<text:tracked-changes><text:changed-region text:id="c1"><text:insertion><office:change-info><dc:creator>A</dc:creator>
<dc:date>2024-01-01T00:00:00</dc:date></office:change-info></text:insertion></text:changed-region></text:tracked-changes>
<text:p><text:note text:id="n1" text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body>
<text:p>The footnote says more.</text:p></text:note-body></text:note>A footnote reference opens this paragraph.</text:p>
<text:p><text:note text:id="n2" text:note-class="endnote"><text:note-citation>i</text:note-citation><text:note-body>
<text:p>The endnote says more.</text:p></text:note-body></text:note>An endnote reference opens this paragraph.</text:p>
<text:p><office:annotation><dc:creator>Reviewer</dc:creator><text:p>Check this sentence.</text:p></office:annotation>A
 comment anchor opens this paragraph.</text:p>
<text:p><text:page-number text:select-page="current">1</text:page-number> is the page number opening this
 paragraph.</text:p>
<text:p><text:line-break/>A line break opens this paragraph.</text:p>
<text:p><text:tab/>A tab opens this paragraph.</text:p>
<text:p><text:bookmark text:name="start"/>A bookmark opens this paragraph.</text:p>
<text:p><text:change-start text:change-id="c1"/>Inserted words<text:change-end text:change-id="c1"/> open this
 paragraph.</text:p>
<text:p><text:a xlink:type="simple" xlink:href="https://example.com/">Link words</text:a> open this paragraph.</text:p>
<text:p><draw:frame draw:name="Box" text:anchor-type="as-char" svg:width="4cm" svg:height="1cm"><draw:text-box>
<text:p>Words in a text box.</text:p></draw:text-box></draw:frame>A text box opens this paragraph.</text:p>
<text:p>In the middle <text:note text:id="n3" text:note-class="footnote"><text:note-citation>2</text:note-citation>
<text:note-body><text:p>A second footnote.</text:p></text:note-body></text:note>of this sentence stands a note.</text:p>
</office:text></office:body></office:document>
"""


def word_with_inline_openers() -> bytes:
    """python-docx: one paragraph per ``INLINE_OPENERS`` entry, the element first; a
    comment anchored on a paragraph's first words; and a plain paragraph."""
    document = docx.Document()
    for _, xml, words in INLINE_OPENERS:
        para = document.add_paragraph()
        root = etree.fromstring(f"<x {_W}>{xml}</x>")  # several siblings: parse them under one root
        for el in root:
            para._p.append(parse_xml(etree.tostring(el)))
        para.add_run(words)
    para = document.add_paragraph()
    run = para.add_run("Commented words")
    para.add_run(" stand in this paragraph.")
    document.add_comment(run, text="Check this.", author="Reviewer")
    document.add_paragraph("A plain paragraph ends the document.")
    return _saved(document)


def word_by_libreoffice(soffice: str) -> bytes:
    """LibreOffice's own .docx of a flat ODT with footnotes, endnotes, a comment, a page
    number field, a tracked insertion, a text box and a note in mid-sentence."""
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "inline.fodt"
        src.write_text(_FODT, encoding="utf-8")
        subprocess.run([soffice, f"-env:UserInstallation=file://{tmp}/profile", "--headless", "--convert-to", "docx",
                        "--outdir", tmp, str(src)], capture_output=True, timeout=180, check=True)  # fmt: skip
        return (Path(tmp) / "inline.docx").read_bytes()


def slides_with_inline_openers() -> bytes:
    """python-pptx: paragraphs opening with a slide-number field and a line break, a
    chart with a title, a table, and notes."""
    prs = pptx.Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[5])
    slide.shapes.title.text = "Quarterly results"
    frame = slide.shapes.add_textbox(Inches(1), Inches(1.5), Inches(6), Inches(2)).text_frame
    frame.text = " is the number of this slide."
    field = etree.SubElement(frame.paragraphs[0]._p, "{http://schemas.openxmlformats.org/drawingml/2006/main}fld")
    field.set("id", "{B6F15528-21DE-4FAA-801E-634DDDAF4B2B}")
    field.set("type", "slidenum")
    etree.SubElement(field, "{http://schemas.openxmlformats.org/drawingml/2006/main}t").text = "1"
    frame.paragraphs[0]._p.insert(0, field)
    para = frame.add_paragraph()
    para.add_line_break()
    para.add_run().text = "A line break opens this paragraph."
    para = frame.add_paragraph()
    para.add_run().text = "Bold words"
    para.runs[0].font.bold = True
    para.add_run().text = " and plain words."
    data = CategoryChartData()  # type: ignore[no-untyped-call]  # python-pptx leaves it untyped
    data.categories = ["North", "South"]
    data.add_series("Sales", (1.5, 2.5))  # type: ignore[no-untyped-call]
    chart = slide.shapes.add_chart(XL_CHART_TYPE.COLUMN_CLUSTERED, Inches(1), Inches(4), Inches(4), Inches(3), data)
    chart.chart.has_title = True
    chart.chart.chart_title.text_frame.text = "Sales by region"
    table = slide.shapes.add_table(1, 2, Inches(5.5), Inches(4), Inches(3), Inches(1)).table
    table.cell(0, 0).text, table.cell(0, 1).text = "First cell", "Second cell"
    slide.notes_slide.notes_text_frame.text = "Say the numbers slowly."
    out = io.BytesIO()
    prs.save(out)
    return out.getvalue()


def workbook_with_rich_text_and_chart() -> bytes:
    """openpyxl: strings, rich text, numbers, a formula and a bar chart."""
    book = openpyxl.Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.title = "Sales"
    sheet.append(["Region", "Amount"])
    sheet.append(["North", 12])
    sheet.append(["South", 30])
    sheet["A4"] = CellRichText([TextBlock(InlineFont(b=True), "Total"), " of all regions"])
    sheet["B4"] = "=SUM(B2:B3)"
    chart = BarChart()
    chart.title = "Amount by region"
    chart.add_data(Reference(sheet, min_col=2, min_row=1, max_row=3), titles_from_data=True)
    sheet.add_chart(chart, "D2")
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def _saved(document: docx.document.Document) -> bytes:
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()
