"""Segmentation and rendering of every format, in pure Python (no Redis, no worker).

Identity translations must give the input back byte for byte; any translation, even a
hostile one that writes Markdown, tags, blank lines and cue arrows, must leave the
structure identical.
"""

from __future__ import annotations

import codecs
import re
from pathlib import Path

import pytest

from producer.documents import identity, load_document, parse_document
from producer.documents.base import UnitRules, build_unit
from producer.documents.loader import Document
from tests.documents_support import JSONL_FIELDS, SAMPLES, entities, po_entries, protected, structure
from transq.errors import DocumentError
from transq.placeholders import COMMON, Pattern, PieceKind, find_spans, mask, unmask

# A model output that tries to break every format at once.
HOSTILE = "\n\n# HEAD *x* _y_ [l](u) `c` <b>&amp; | -->\n- item\n1. one\n---\n```\n\n2\n00:00:01,000 --> 00:00:02,000"


def load(fmt: str) -> Document:
    return load_document(SAMPLES[fmt], max_bytes=1 << 20, fields=JSONL_FIELDS)


@pytest.mark.parametrize("fmt", sorted(SAMPLES))
def test_identity_translation_gives_the_input_back(fmt: str) -> None:
    doc = load(fmt)
    data, rendered = doc.render(identity(doc.parsed))
    source = SAMPLES[fmt].read_bytes()
    if fmt == "po":  # identity fills each empty msgstr with its msgid
        assert [kept for kept, _ in po_entries(data.decode())] == [kept for kept, _ in po_entries(source.decode())]
    else:
        assert data == source
    assert rendered.issues == ()


@pytest.mark.parametrize("fmt", sorted(SAMPLES))
@pytest.mark.parametrize("suffix", ["", HOSTILE])
def test_any_translation_keeps_the_structure(fmt: str, suffix: str) -> None:
    doc = load(fmt)
    data, rendered = doc.render({k: k.upper() + suffix for k in identity(doc.parsed)})
    source, out = SAMPLES[fmt].read_text(), data.decode()
    assert structure(fmt, out) == structure(fmt, source)
    assert not protected(source) - protected(out), "a protected span is missing"
    assert not entities(source) - entities(out)
    assert rendered.issues == ()


def test_segments_hold_no_structure() -> None:
    """What goes to the model: text with markers, never code, tags, timings or targets."""
    sent = {fmt: [s.text for s in load(fmt).segments()] for fmt in SAMPLES}
    joined = "\n".join(t for texts in sent.values() for t in texts)
    for kept in ("```", "bash scripts/setup.sh", "-->", "00:00", "docs/protocol.md", "href", "<b>", "msgid", '"id"'):
        assert kept not in joined, kept
    assert "Click ⟦0⟧here⟦1⟧ to download the ⟦2⟧new⟦3⟧ version." in sent["html"]
    assert "Hello ⟦0⟧, you have ⟦1⟧ new messages." in sent["po"]
    assert sent["srt"].count("Hello, and welcome to the show.") == 2  # repeated: one job, two cues


def test_markers_restore_exactly_and_ordered_ones_keep_their_order() -> None:
    text = "Hi {name}, see <b>this</b> and %s then %d at https://x.org/a?b=1."
    masked = mask(text, find_spans(text, (*COMMON, Pattern(re.compile(r"</?b>"), ordered=True))))
    assert masked.text == "Hi ⟦0⟧, see ⟦1⟧this⟦2⟧ and ⟦3⟧ then ⟦4⟧ at ⟦5⟧."
    moved = "⟦5⟧: ⟦0⟧ ⟦1⟧dies⟦2⟧ ⟦3⟧ ⟦4⟧"  # unordered ones ({name}, the URL) may move
    pieces = unmask(moved, masked)
    assert pieces is not None
    assert "".join(p.text for p in pieces) == "https://x.org/a?b=1: {name} <b>dies</b> %s %d"
    assert [p.kind for p in pieces][:2] == [PieceKind.KEPT, PieceKind.FREE]
    for broken in ("⟦0⟧ ⟦1⟧ ⟦2⟧ ⟦3⟧", "⟦0⟧⟦0⟧⟦1⟧⟦2⟧⟦3⟧⟦4⟧⟦5⟧", "⟦0⟧⟦1⟧⟦2⟧⟦3⟧⟦4⟧⟦5⟧⟦6⟧", "⟦0⟧⟦2⟧⟦1⟧⟦3⟧⟦4⟧⟦5⟧",
                   "⟦0⟧⟦1⟧⟦2⟧⟦4⟧⟦3⟧⟦5⟧"):  # fmt: skip
        assert unmask(broken, masked) is None, broken


@pytest.mark.parametrize("fmt", ["markdown", "html", "srt", "po", "text"])
def test_lost_placeholders_keep_the_source_and_are_flagged(fmt: str) -> None:
    doc = load(fmt)
    data, rendered = doc.render({k: "Kaputt ohne Marker" for k in identity(doc.parsed)})
    with_markers = [s for s in doc.segments() if s.spans]
    assert with_markers and len(rendered.issues) == len(with_markers)
    assert {i.reason for i in rendered.issues} == {"placeholders_lost"}
    out = data.decode()
    assert structure(fmt, out) == structure(fmt, SAMPLES[fmt].read_text())
    assert not protected(SAMPLES[fmt].read_text()) - protected(out)


def test_po_keeps_human_translations_and_fills_the_rest() -> None:
    doc = load("po")
    data, _ = doc.render({k: f"DE({k})" for k in identity(doc.parsed)})
    entries = po_entries(data.decode())
    by_msgid = {tuple(kept): strs for kept, strs in entries}
    assert ["Öffnen"] in by_msgid.values()  # never overwritten
    assert any(strs == ["DE(One file was deleted.)", "DE({n} files were deleted.)"] for strs in by_msgid.values())
    assert ["DE(A long message that is split over\ntwo lines in the catalog.)\n"] in by_msgid.values()
    assert ["%s"] in by_msgid.values()  # "%s" alone: nothing to translate, copied (as msgen does)
    lost, _ = doc.render({k: "kaputt" for k in identity(doc.parsed)})
    assert "DE(" not in lost.decode() and 'msgid "Hello %(name)s' in lost.decode()


def test_crlf_bom_and_utf16_come_back_as_they_were() -> None:
    text = "Erster Absatz {x}.\r\n\r\nZweiter Absatz.\r\n"
    encoded = [
        (b"", "utf-8"),
        (codecs.BOM_UTF8, "utf-8"),
        (codecs.BOM_UTF16_LE, "utf-16-le"),
        (codecs.BOM_UTF16_BE, "utf-16-be"),
    ]
    for bom, encoding in encoded:
        data = bom + text.encode(encoding)
        doc = parse_document(data, "text")
        assert doc.render(identity(doc.parsed))[0] == data
        upper, _ = doc.render({k: k.upper() for k in identity(doc.parsed)})
        assert upper == bom + "ERSTER ABSATZ {x}.\r\n\r\nZWEITER ABSATZ.\r\n".encode(encoding)


def test_long_paragraphs_are_split_at_sentence_ends_outside_placeholders() -> None:
    sentence = "This sentence has {placeholder} words in it. "
    raw = sentence * 40
    unit = build_unit(raw.strip(), 1, UnitRules(max_chars=200))
    assert not isinstance(unit, str)
    assert len(unit.segments) > 1 and all(len(s.text) <= 200 for s in unit.segments)
    assert all(s.source.endswith(".") for s in unit.segments)
    assert "".join(p if isinstance(p, str) else p.source for p in unit.parts) == raw.strip()


def test_text_without_letters_is_never_sent() -> None:
    doc = parse_document(b"12345\n\n{name} %s\n\n---\n\nWords here.\n", "text")
    assert [s.text for s in doc.segments()] == ["Words here."]


@pytest.mark.parametrize(
    ("name", "data", "message"),
    [
        ("report.doc", b"x", "unsupported format '.doc'"),
        ("report.docx", b"x", "not a Word (.docx) file (not a ZIP package)"),
        ("notes", b"x", "unsupported format (no extension)"),
        ("bad.txt", b"caf\xe9 au lait", "not UTF-8 text (byte 0xe9 at offset 3)"),
        ("binary.txt", b"ab\x00cd", "looks like a binary file"),
        ("empty.md", b"", "the document is empty"),
        ("blank.srt", b" \n\n \n", "the document is empty"),
        ("big.md", b"# Title\n" + b"word " * 400, "bytes is over the limit of 1000"),
        ("bad.jsonl", b'{"text": "a"}\n{"text": \n', "bad.jsonl:2: not valid JSON"),
        ("list.jsonl", b'["text"]\n', "list.jsonl:1: not a JSON object but list"),
        ("none.jsonl", b'{"title": "a"}\n', "no line has a string field text"),
        ("bad.po", b'msgid "a"\nmsgstr ""\nnonsense\n', "bad.po:3: not a gettext PO line"),
    ],
)
def test_bad_input_is_one_clear_line(tmp_path: Path, name: str, data: bytes, message: str) -> None:
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(DocumentError) as err:
        load_document(path, max_bytes=1000)
    assert message in str(err.value) and str(path) in str(err.value)
    assert "\n" not in str(err.value)


def test_missing_file_and_unknown_format_name(tmp_path: Path) -> None:
    with pytest.raises(DocumentError, match="no such file"):
        load_document(tmp_path / "gone.md", max_bytes=1000)
    (tmp_path / "a.txt").write_text("Hello.")
    with pytest.raises(DocumentError, match="unknown format 'rtf'"):
        load_document(tmp_path / "a.txt", max_bytes=1000, fmt="rtf")
