"""The binary formats' entry points: bytes in, a parsed skeleton and a renderer out.

Parsing and rendering read the package the same way (``_paragraphs``), so the n-th unit
of the parse is the n-th paragraph of the render: rendering opens the original bytes
again and writes each paragraph's translation into its text nodes (no state is kept
between the two, and one parse can be rendered any number of times).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from lxml import etree

from producer.documents.base import Issue, Parsed, Rendered, Unit, UnitRules, unit_pieces
from producer.documents.office import ooxml, xliff
from producer.documents.office.odf import odt_paragraphs
from producer.documents.office.package import Package, serialize
from producer.documents.office.slots import Paragraph
from producer.documents.office.xlsx import xlsx_paragraphs

KINDS = {"docx": "Word (.docx)", "pptx": "PowerPoint (.pptx)", "xlsx": "Excel (.xlsx)", "odt": "OpenDocument (.odt)"}


def _ooxml(parts: Callable[[Package, bool], list[tuple[str, ooxml.Vocabulary]]]) -> Reader:
    def read(pkg: Package, comments: bool) -> list[tuple[str, Paragraph]]:
        out: list[tuple[str, Paragraph]] = []
        for name, vocab in parts(pkg, comments):
            out.extend((name, p) for p in ooxml.paragraphs(pkg.tree(name), vocab, len(out) + 1))
        return out

    return read


Reader = Callable[[Package, bool], list[tuple[str, Paragraph]]]
_READERS: dict[str, Reader] = {
    "docx": _ooxml(ooxml.docx_parts),
    "pptx": _ooxml(ooxml.pptx_parts),
    "xlsx": lambda pkg, _: xlsx_paragraphs(pkg),
    "odt": lambda pkg, comments: list(odt_paragraphs(pkg, comments)),
}


@dataclass(frozen=True, slots=True)
class Packaged(ABC):
    """A ZIP document (or an XLIFF file) and how to write its translation."""

    data: bytes
    kind: str
    rules: UnitRules
    comments: bool = False

    def parse(self) -> Parsed:
        parsed = Parsed()
        for _, _, unit in self._units():
            parsed.add(unit)
        return parsed

    @abstractmethod
    def _units(self) -> list[tuple[object, Paragraph, Unit]]: ...

    @abstractmethod
    def render(self, translations: Mapping[str, str]) -> tuple[bytes, Rendered]: ...


def _issues_and_write(para: Paragraph, unit: Unit, translations: Mapping[str, str], issues: list[Issue]) -> bool:
    before = para.texts()
    if reason := para.write(unit_pieces(unit, translations, issues)):
        issues.append(Issue(unit.line, reason, "".join(s.source for s in unit.segments)))
    return para.texts() != before


class ZipDocument(Packaged):
    def _read(self, pkg: Package, refused: list[Issue] | None = None) -> list[tuple[str, Paragraph, Unit]]:
        rows = []
        for part, para in _READERS[self.kind](pkg, self.comments):
            unit = para.unit(self.rules)
            if unit is not None:
                rows.append((part, para, unit))
            elif para.unaccounted and refused is not None and any(c.isalpha() for c in "".join(para.texts())):
                refused.append(Issue(para.line, "unaccounted_text", para.unaccounted))
        return rows

    def _units(self) -> list[tuple[object, Paragraph, Unit]]:
        return list(self._read(Package(self.data, KINDS[self.kind])))

    def render(self, translations: Mapping[str, str]) -> tuple[bytes, Rendered]:
        pkg = Package(self.data, KINDS[self.kind])
        issues: list[Issue] = []
        for part, para, unit in self._read(pkg, issues):
            if _issues_and_write(para, unit, translations, issues):
                pkg.changed.add(part)
        return (pkg.to_bytes() if pkg.changed else self.data), Rendered("", tuple(issues))


class XliffDocument(Packaged):
    def _read(self) -> tuple[etree._Element, str, list[tuple[xliff.XliffUnit, Paragraph, Unit | None]]]:
        """Every unit without a target: with its segments, or None where its source has
        nothing to translate (``123``, ``%s``, an empty source)."""
        root, version = xliff.parse_root(self.data)
        rows: list[tuple[xliff.XliffUnit, Paragraph, Unit | None]] = []
        for found in xliff.units(root, version):
            unit = found.paragraph.unit(self.rules)
            if unit is not None or not found.paragraph.withheld():
                rows.append((found, found.paragraph, unit))
        return root, version, rows

    def _units(self) -> list[tuple[object, Paragraph, Unit]]:
        return [(found, para, unit) for found, para, unit in self._read()[2] if unit is not None]

    def render(self, translations: Mapping[str, str]) -> tuple[bytes, Rendered]:
        root, version, rows = self._read()
        issues: list[Issue] = []
        for found, para, unit in rows:
            before = len(issues)
            if unit is not None:
                _issues_and_write(para, unit, translations, issues)
            if len(issues) == before:  # a target only where the whole unit was translated
                # (a unit with nothing to translate gets its source as target, as
                # translate-toolkit's pretranslation and po2xliff do)
                xliff.attach(found, version, self.rules.target_lang)
        return serialize(root, self.data), Rendered("", tuple(issues))
