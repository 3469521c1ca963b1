"""ZIP packages (OOXML, ODF) and XML parts: read safely, write back what changed.

Every member is written back in its order with its own ZipInfo (name, date, compression,
attributes); a member whose XML we did not change is copied as its bytes, and a changed
part keeps its XML declaration and everything before its root element byte for byte.
So an output differs from its input only in the text of the parts that got
translations. (The ZIP's compressed bytes can differ: zlib is run again; the members'
contents do not.) ODF's ``mimetype`` stays the first member, stored uncompressed.

Parsing refuses what could hurt the gateway: entities are not expanded, nothing is
fetched, and the uncompressed size of the parts we read is capped.
"""

from __future__ import annotations

import io
import posixpath
import re
import zipfile
from collections.abc import Iterable

from lxml import etree

from producer.documents.base import ParseError

# A ZIP bomb's parts inflate far beyond the file: the XML we parse may be this many
# times the file's size, and never above the absolute cap.
_INFLATE_RATIO = 100
_MAX_XML_BYTES = 256 * 1024 * 1024
_ROOT_RE = re.compile(rb"<(?![?!])")
_REL = "{http://schemas.openxmlformats.org/package/2006/relationships}"


def xml_parser() -> etree.XMLParser:
    return etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False, remove_blank_text=False)


def parse_xml(data: bytes, name: str) -> etree._Element:
    try:
        return etree.fromstring(data, xml_parser())
    except etree.XMLSyntaxError as exc:
        raise ParseError(exc.lineno, f"{name}: not well-formed XML: {exc.msg}") from None


def serialize(root: etree._Element, original: bytes) -> bytes:
    """The changed tree, behind the original's declaration and prolog bytes."""
    match = _ROOT_RE.search(original)
    prolog = original[: match.start()] if match else b""
    encoding = "UTF-8"
    if m := re.match(rb"<\?xml[^>]*encoding=[\"']([\w.-]+)", original):
        encoding = m.group(1).decode()
    body = etree.tostring(root, encoding=encoding)
    assert isinstance(body, bytes)  # with an encoding, lxml gives bytes
    return prolog + body


class Package:
    """A ZIP package's members; ``parts`` parses the chosen XML members once."""

    def __init__(self, data: bytes, kind: str) -> None:
        try:
            self.zip = zipfile.ZipFile(io.BytesIO(data))
            self.infos = self.zip.infolist()
        except (zipfile.BadZipFile, OSError):
            raise ParseError(None, f"not a {kind} file (not a ZIP package)") from None
        self.kind = kind
        self.size = len(data)
        self.names = {i.filename for i in self.infos}
        self.raw: dict[str, bytes] = {}
        self.trees: dict[str, etree._Element] = {}
        self.changed: set[str] = set()

    def read(self, name: str) -> bytes:
        if name not in self.raw:
            info = self.zip.getinfo(name)
            budget = min(_MAX_XML_BYTES, max(self.size, 1) * _INFLATE_RATIO) - sum(map(len, self.raw.values()))
            if info.file_size > budget:
                raise ParseError(None, f"{name} inflates to {info.file_size} bytes: too large for a {self.kind} file")
            try:
                self.raw[name] = self.zip.read(name)
            except (zipfile.BadZipFile, OSError, RuntimeError) as exc:
                raise ParseError(None, f"{name}: cannot be read from the package ({exc})") from None
        return self.raw[name]

    def tree(self, name: str) -> etree._Element:
        if name not in self.trees:
            self.trees[name] = parse_xml(self.read(name), name)
        return self.trees[name]

    def relationships(self, part: str) -> dict[str, tuple[str, str]]:
        """The part's relationships (its ``_rels/<name>.rels``): id -> (type, the target's
        member name), targets outside the package left out."""
        folder, name = posixpath.split(part)
        rels = posixpath.join(folder, "_rels", name + ".rels")
        if rels not in self.names:
            return {}
        out: dict[str, tuple[str, str]] = {}
        for rel in self.tree(rels).iter(_REL + "Relationship"):
            target = rel.get("Target", "")
            if rel.get("TargetMode") != "External":
                member = target[1:] if target.startswith("/") else posixpath.normpath(posixpath.join(folder, target))
                out[rel.get("Id", "")] = (rel.get("Type", ""), member)
        return out

    def matching(self, patterns: Iterable[str]) -> list[str]:
        """Member names matching any regex, in a natural order (slide2 before slide10)."""
        regexes = [re.compile(p) for p in patterns]
        chosen = [n for n in self.names if any(r.fullmatch(n) for r in regexes)]
        return sorted(chosen, key=lambda n: [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", n)])

    def to_bytes(self) -> bytes:
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w") as zout:
            for info in self.infos:
                if info.filename in self.changed:
                    data = serialize(self.trees[info.filename], self.read(info.filename))
                else:
                    data = self.zip.read(info.filename)
                zout.writestr(info, data, compress_type=info.compress_type)
        return out.getvalue()
