"""XLIFF 1.2 and 2.x: each untranslated source gets a target with the same inline codes.

- 1.2: a ``trans-unit``'s ``source`` becomes a ``target`` (after the source, or its
  ``seg-source``) with ``state="translated"``; 2.x: each ``segment``'s (not an
  ``ignorable``'s) ``source`` becomes a ``target`` and the segment gets
  ``state="translated"``. The file's target language (1.2 ``target-language``, 2.x
  ``trgLang``) is set when the document does not say it.
- Inline codes are boundaries (slots.py): paired ones (1.2 ``g``, ``mrk``; 2.x ``pc``,
  ``mrk``) keep their content translated between their two markers; the others (``x``,
  ``bx``, ``ex``, ``ph``, ``bpt``, ``ept``, ``it``, ``sc``, ``ec``, ``sm``, ``em``, ``cp``,
  and a ``mrk`` with ``translate="no"`` or ``mtype="protected"``) are one marker each and
  are copied as they are, native code included.
- Kept: units (and groups, files) with ``translate="no"``, units that already have a
  target with text, notes, every attribute and every other element.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from dataclasses import dataclass

from lxml import etree

from producer.documents.base import ParseError
from producer.documents.office.package import parse_xml
from producer.documents.office.slots import Paragraph, inline_slots

NS12 = "urn:oasis:names:tc:xliff:document:1.2"
_XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


@dataclass
class XliffUnit:
    paragraph: Paragraph  # slots of the target (a copy of the source, not yet in the tree)
    place: etree._Element  # the element the target goes after
    target: etree._Element
    state_on: etree._Element  # where state="translated" goes


def _local(el: etree._Element) -> str:
    return el.tag.rsplit("}", 1)[-1] if isinstance(el.tag, str) else ""


def _paired(el: etree._Element) -> bool:
    name = _local(el)
    if name == "mrk":
        return el.get("translate") != "no" and el.get("mtype") != "protected"
    return name in ("g", "pc")


def _translatable(el: etree._Element) -> bool:
    """translate="no" on the unit or any group or file above it."""
    node: etree._Element | None = el
    while node is not None:
        if node.get("translate") == "no":
            return False
        node = node.getparent()
    return True


def parse_root(data: bytes) -> tuple[etree._Element, str]:
    root = parse_xml(data, "XLIFF")
    if _local(root) != "xliff":
        raise ParseError(None, f"not an XLIFF document (its root element is <{_local(root)}>)")
    ns = root.tag[1:].split("}")[0] if root.tag.startswith("{") else ""
    version = "1.2" if ns == NS12 or root.get("version", "").startswith("1.") else "2"
    return root, version


def units(root: etree._Element, version: str) -> Iterator[XliffUnit]:
    ns = root.tag[: root.tag.index("}") + 1] if root.tag.startswith("{") else ""
    holder = "trans-unit" if version == "1.2" else "segment"
    for n, el in enumerate(root.iter(ns + holder), start=1):
        owner = el if version == "1.2" else el.getparent()
        if owner is None or not _translatable(owner):
            continue
        source, target = el.find(ns + "source"), el.find(ns + "target")
        if source is None or (target is not None and "".join(str(t) for t in target.itertext()).strip()):
            continue
        new = copy.deepcopy(source)
        new.tag = ns + "target"
        for attr in list(new.attrib):
            if attr == _XML_LANG:
                del new.attrib[attr]
        place = el.find(ns + "seg-source") if version == "1.2" else None
        after = target if target is not None else place if place is not None else source
        yield XliffUnit(inline_slots(new, _paired, n), after, new, el)


def attach(unit: XliffUnit, version: str, target_lang: str | None) -> None:
    """Put the filled target into the tree (replacing an empty one) and set its state."""
    old = unit.place if _local(unit.place) == "target" else None
    if old is not None:
        unit.target.tail = old.tail
        old.getparent().replace(old, unit.target)  # type: ignore[union-attr]
    else:
        unit.target.tail = unit.place.tail
        prev = unit.place.getprevious()
        indent = prev.tail if prev is not None else unit.place.getparent().text  # type: ignore[union-attr]
        unit.place.addnext(unit.target)
        if indent is not None and not indent.strip():  # the target on its own line, indented as the source
            unit.place.tail = indent
    (unit.target if version == "1.2" else unit.state_on).set("state", "translated")
    if target_lang:
        for file in unit.state_on.iterancestors():
            if version == "1.2" and _local(file) == "file" and not file.get("target-language"):
                file.set("target-language", target_lang)
            if version != "1.2" and _local(file) == "xliff" and not file.get("trgLang"):
                file.set("trgLang", target_lang)
