"""SmartArt: the diagrams a Word or PowerPoint part shows, found through its relationships.

A SmartArt graphic is a graphic frame whose ``dgm:relIds`` names, by relationship ids of
the part that holds it, the diagram's data model (``r:dm``), layout (``r:lo``), quick
style (``r:qs``) and colours (``r:cs``). Its text lives twice:

- in the data model (``dgm:dataModel``): each node's ``dgm:t`` holds DrawingML
  paragraphs, from which Office lays the diagram out again when it is edited;
- in the drawing Office caches beside it (``dsp:drawing``, named by the model's
  ``dsp:dataModelExt relId`` among the same part's relationships): the laid-out shapes,
  each ``dsp:txBody`` holding the paragraphs of the node it shows. Office shows it as it
  is, and LibreOffice shows nothing else.

Both parts are read as DrawingML paragraphs (ooxml.DRAWING), so each paragraph goes
through the coverage check like a body paragraph. A drawn paragraph reads as the same
segment as its node's (the same text between the same boundaries), and identical
segments are one job: both places get the same translation. The layout, style and colour
parts hold no text that shows: never read. Parts are found from the parts that show them
(a shown slide, the body, a header), never by name: a hidden slide's diagram, or a part
nothing refers to, stays as it is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from lxml import etree

from producer.documents.office.package import Package

DGM = "{http://schemas.openxmlformats.org/drawingml/2006/diagram}"
DSP = "{http://schemas.microsoft.com/office/drawing/2008/diagram}"
_R = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
_DATA, _DRAWING = "/diagramData", "/diagramDrawing"  # relationship types (transitional and strict)


def diagram_parts(pkg: Package, hosts: Iterable[str], shown: Callable[[etree._Element], bool]) -> list[str]:
    """The data model and the cached drawing of each diagram that ``hosts`` show (``shown``:
    not in a deleted or hidden run), in the hosts' order, each part once."""
    found: list[str] = []
    for host in hosts:
        rels = pkg.relationships(host)
        for ids in pkg.tree(host).iter(DGM + "relIds"):
            model = _target(pkg, rels, ids.get(_R + "dm"), _DATA, DGM + "dataModel") if shown(ids) else None
            if model is None:
                continue
            ext = next(pkg.tree(model).iter(DSP + "dataModelExt"), None)
            drawing = None if ext is None else _target(pkg, rels, ext.get("relId"), _DRAWING, DSP + "drawing")
            found.extend(p for p in (model, drawing) if p is not None and p not in found)
    return found


def _target(pkg: Package, rels: dict[str, tuple[str, str]], rel_id: str | None, kind: str, root: str) -> str | None:
    """The member a relationship of that kind names, when it is there and is what it says."""
    rel_type, member = rels.get(rel_id or "", ("", ""))
    if not rel_type.endswith(kind) or member not in pkg.names:
        return None
    return member if pkg.tree(member).tag == root else None
