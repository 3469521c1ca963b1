"""Excel: the strings that visible cells show.

Cell text lives in the shared strings table (``xl/sharedStrings.xml``, cells ``t="s"``
point into it) or inline in a sheet (``t="inlineStr"``). A shared string is read when a
cell of a visible row of a visible sheet uses it, so strings only hidden sheets or rows
use stay as they are. Numbers, dates, booleans and formulas (and their cached results)
are not strings of that table: never read. Sheet names stay (formulas refer to them).
"""

from __future__ import annotations

from lxml import etree

from producer.documents.office.ooxml import REL, SHEET, R, S, paragraphs, raise_missing
from producer.documents.office.package import Package
from producer.documents.office.slots import Paragraph

_SHARED = "xl/sharedStrings.xml"


def visible_sheets(pkg: Package) -> list[str]:
    if "xl/workbook.xml" not in pkg.names:
        raise_missing(pkg, "xl/workbook.xml")
    targets: dict[str, str] = {}
    if "xl/_rels/workbook.xml.rels" in pkg.names:
        for rel in pkg.tree("xl/_rels/workbook.xml.rels").iter(REL + "Relationship"):
            target = rel.get("Target", "")
            targets[rel.get("Id", "")] = target.lstrip("/") if target.startswith("/") else "xl/" + target
    sheets = []
    for sheet in pkg.tree("xl/workbook.xml").iter(S + "sheet"):
        name = targets.get(sheet.get(R + "id", ""))
        if sheet.get("state", "visible") == "visible" and name in pkg.names:
            sheets.append(name)
    return sheets


def _visible_cells(root: etree._Element) -> list[etree._Element]:
    hidden_cols: set[int] = set()
    for col in root.iter(S + "col"):
        if col.get("hidden") in ("1", "true"):
            hidden_cols.update(range(int(col.get("min", "0")), int(col.get("max", "0")) + 1))
    cells: list[etree._Element] = []
    for row in root.iter(S + "row"):
        if row.get("hidden") in ("1", "true"):
            continue
        cells.extend(c for c in row.iter(S + "c") if _column(c.get("r", "")) not in hidden_cols)
    return cells


def _column(ref: str) -> int:
    n = 0
    for ch in ref:
        if not ch.isalpha():
            break
        n = n * 26 + ord(ch.upper()) - 64
    return n


def xlsx_paragraphs(pkg: Package) -> list[tuple[str, Paragraph]]:
    """(part, paragraph): the shared strings visible cells use (line: the string's
    index + 1), then each visible sheet's inline strings."""
    used: set[int] = set()
    inline: list[tuple[str, etree._Element]] = []
    for name in visible_sheets(pkg):
        for cell in _visible_cells(pkg.tree(name)):
            kind, value = cell.get("t"), cell.find(S + "v")
            if kind == "s" and value is not None and (value.text or "").strip().isdigit():
                used.add(int((value.text or "").strip()))
            elif kind == "inlineStr" and (string := cell.find(S + "is")) is not None:
                inline.append((name, string))
    out: list[tuple[str, Paragraph]] = []
    if _SHARED in pkg.names:
        out.extend((_SHARED, p) for p in paragraphs(pkg.tree(_SHARED), SHEET, 1) if p.line - 1 in used)
    for n, (name, string) in enumerate(inline, start=len(out) + 1):
        out.extend((name, p) for p in paragraphs(string, SHEET, n, tag=S + "is"))
    return out
