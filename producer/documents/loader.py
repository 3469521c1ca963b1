"""Reading a document: checks (size, encoding, emptiness, format), then parsing.

Every check runs before anything is submitted, and each failure is one DocumentError
line naming the file. Accepted encodings: UTF-8 (with or without BOM) and UTF-16 with a
BOM; the output is written in the input's encoding. CRLF line ends are read as LF and
written back as CRLF (a file mixing both comes back with CRLF throughout).
"""

from __future__ import annotations

import codecs
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from producer.documents import html, jsonl, markdown, po, subtitles, text
from producer.documents.base import Parsed, ParseError, Rendered, UnitRules, render
from producer.documents.office import formats
from transq.errors import DocumentError
from transq.placeholders import Masked

ParseFn = Callable[[str, UnitRules, Sequence[str]], Parsed]
# Binary formats (Office packages, XLIFF): bytes in, a renderer that writes bytes.
PackFn = Callable[[bytes, UnitRules], formats.Packaged]


def _no_text(text: str, rules: UnitRules, fields: Sequence[str]) -> Parsed:
    raise AssertionError("a binary format is parsed from bytes")


def _zip(kind: str) -> PackFn:
    return lambda data, rules: formats.ZipDocument(data, kind, rules)


@dataclass(frozen=True, slots=True)
class Format:
    name: str
    extensions: tuple[str, ...]
    parse: ParseFn
    pack: PackFn | None = None  # set for binary formats (then ``parse`` is not used)


FORMATS: dict[str, Format] = {
    f.name: f
    for f in (
        Format("text", (".txt", ".text"), lambda t, r, _: text.parse(t, r)),
        Format("markdown", (".md", ".markdown"), lambda t, r, _: markdown.parse(t, r)),
        Format("html", (".html", ".htm", ".xhtml"), lambda t, r, _: html.parse(t, r)),
        Format("srt", (".srt",), lambda t, r, _: subtitles.parse_srt(t, r)),
        Format("vtt", (".vtt",), lambda t, r, _: subtitles.parse_vtt(t, r)),
        Format("po", (".po", ".pot"), lambda t, r, _: po.parse(t, r)),
        Format("jsonl", (".jsonl", ".ndjson"), jsonl.parse),
        *(Format(kind, (f".{kind}",), _no_text, _zip(kind)) for kind in formats.KINDS),
        Format("xliff", (".xlf", ".xliff"), _no_text, lambda d, r: formats.XliffDocument(d, "xliff", r)),
    )
}
_BOMS = ((codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be"))


@dataclass(frozen=True, slots=True)
class Document:
    """A parsed document and what it takes to write it back the way it came."""

    name: str
    format: str
    parsed: Parsed
    encoding: str = "utf-8"
    newline: str = "\n"
    bom: bytes = b""
    packaged: formats.Packaged | None = None  # a binary format's renderer

    def segments(self) -> list[Masked]:
        return self.parsed.segments()

    def render(self, translations: Mapping[str, str]) -> tuple[bytes, Rendered]:
        if self.packaged is not None:
            return self.packaged.render(translations)
        rendered = render(self.parsed, translations)
        out = rendered.text.replace("\n", self.newline) if self.newline != "\n" else rendered.text
        return self.bom + out.encode(self.encoding), rendered


def format_for(path: Path, name: str | None = None) -> Format:
    if name is not None:
        if name not in FORMATS:
            raise DocumentError(f"{path}: unknown format {name!r} (known: {', '.join(FORMATS)})")
        return FORMATS[name]
    suffix = path.suffix.lower()
    for fmt in FORMATS.values():
        if suffix in fmt.extensions:
            return fmt
    known = ", ".join(e for f in FORMATS.values() for e in f.extensions)
    shown = f"'{suffix}'" if suffix else "(no extension)"
    raise DocumentError(f"{path}: unsupported format {shown}; supported: {known} (or name one with --format)")


def load_document(
    path: Path,
    *,
    max_bytes: int,
    max_segment_chars: int = 2000,
    fmt: str | None = None,
    fields: Sequence[str] = ("text",),
    target_lang: str | None = None,
) -> Document:
    """Read and parse ``path``; raise DocumentError with one line on any problem.
    ``target_lang``: what a PO catalog's header and plural forms are set for."""
    form = format_for(path, fmt)
    try:
        size = path.stat().st_size
        if not path.is_file():
            raise DocumentError(f"{path}: not a file")
        if size > max_bytes:
            raise DocumentError(f"{path}: {size} bytes is over the limit of {max_bytes} (documents.max_file_bytes)")
        data = path.read_bytes()
    except FileNotFoundError:
        raise DocumentError(f"{path}: no such file") from None
    except OSError as exc:
        raise DocumentError(f"{path}: cannot read it: {exc.strerror or exc}") from None
    return parse_document(
        data, form.name, name=str(path), max_segment_chars=max_segment_chars, fields=fields, target_lang=target_lang
    )


def parse_document(
    data: bytes,
    fmt: str,
    *,
    name: str = "<document>",
    max_segment_chars: int = 2000,
    fields: Sequence[str] = ("text",),
    target_lang: str | None = None,
) -> Document:
    """Parse a document held in memory (the library entry point without files)."""
    rules = UnitRules(max_chars=max_segment_chars, target_lang=target_lang)
    if (pack := FORMATS[fmt].pack) is not None:
        return _parse_packaged(data, fmt, pack, name, rules)
    decoded, encoding, bom = decode(data, name)
    if not decoded.strip():
        raise DocumentError(f"{name}: the document is empty")
    newline = "\r\n" if "\r\n" in decoded else "\n"
    body = decoded.replace("\r\n", "\n")
    try:
        parsed = FORMATS[fmt].parse(body, rules, fields)
    except ParseError as exc:
        where = f"{name}:{exc.line}" if exc.line is not None else name
        raise DocumentError(f"{where}: {exc.message}") from None
    return Document(name, fmt, parsed, encoding, newline, bom)


def _parse_packaged(data: bytes, fmt: str, pack: PackFn, name: str, rules: UnitRules) -> Document:
    if not data:
        raise DocumentError(f"{name}: the document is empty")
    try:
        packaged = pack(data, rules)
        parsed = packaged.parse()
    except ParseError as exc:
        where = f"{name}:{exc.line}" if exc.line is not None else name
        raise DocumentError(f"{where}: {exc.message}") from None
    return Document(name, fmt, parsed, packaged=packaged)


def decode(data: bytes, name: str) -> tuple[str, str, bytes]:
    """(text, encoding and byte order mark to write it back with)."""
    bom, encoding = next(((b, enc) for b, enc in _BOMS if data.startswith(b)), (b"", "utf-8"))
    try:
        decoded = data[len(bom) :].decode(encoding)
    except UnicodeDecodeError as exc:
        bad = data[len(bom) + exc.start]
        raise DocumentError(
            f"{name}: not {encoding.upper()} text (byte 0x{bad:02x} at offset {len(bom) + exc.start}); "
            "convert it to UTF-8 first"
        ) from None
    if "\x00" in decoded:
        raise DocumentError(f"{name}: looks like a binary file (it contains NUL characters)")
    return decoded, encoding, bom
