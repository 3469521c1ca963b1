"""OpenDocument text (.odt): paragraphs and headings of the body, footnotes and the
headers and footers of the page styles.

A ``text:p`` or ``text:h`` is read as slots (slots.py): ``text:span`` and ``text:a`` are
paired boundaries (formatting and links stay around their words); every other inline
element (``text:s``, ``text:tab``, ``text:line-break``, a note, a frame, a field, a
bookmark) is one boundary, copied as it is. A note's own paragraphs are read as
paragraphs. Not read: comments (``office:annotation``, unless asked), tracked deletions,
hidden text and paragraphs (``text:hidden-text``, ``text:hidden-paragraph``), and
style definitions.
"""

from __future__ import annotations

from collections.abc import Iterator

from lxml import etree

from producer.documents.office.ooxml import raise_missing
from producer.documents.office.package import Package
from producer.documents.office.slots import Paragraph, inline_slots

TEXT = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
OFFICE = "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}"
STYLE = "{urn:oasis:names:tc:opendocument:xmlns:style:1.0}"
_PAIRED = {TEXT + "span", TEXT + "a"}
_NEVER = {TEXT + "tracked-changes", TEXT + "hidden-text", TEXT + "hidden-paragraph"}


def _paired(el: etree._Element) -> bool:
    return el.tag in _PAIRED


def odt_paragraphs(pkg: Package, comments: bool) -> Iterator[tuple[str, Paragraph]]:
    if "content.xml" not in pkg.names:
        raise_missing(pkg, "content.xml")
    never = _NEVER if comments else {*_NEVER, OFFICE + "annotation"}
    line = 1
    for part, scope in (("content.xml", OFFICE + "body"), ("styles.xml", STYLE + "master-page")):
        if part not in pkg.names:
            continue
        for top in pkg.tree(part).iter(scope):
            for para in top.iter(TEXT + "p", TEXT + "h"):
                if any(a.tag in never for a in para.iterancestors()):
                    continue
                yield part, inline_slots(para, _paired, line)  # a newline is a space in ODF text
                line += 1
