"""Structure defects found on documents written independently of this project, one test
each, checked by the reference parsers (bench/documents/oracles.py) after identity and
pseudo round trips in process."""

from __future__ import annotations

import shutil
from pathlib import Path

import html5lib
import polib
import pytest

from bench.documents.oracles import view
from bench.documents.roundtrip import msgfmt_check, translate_in_process
from producer.documents import parse_document
from transq.errors import DocumentError
from transq.pseudo import pseudo_localize

REAL = Path(__file__).parents[2] / "data" / "realworld"
JSONL_FIELDS = ("text", "n", "tpl", "messages[].text", "tags[]")


def pseudo(data: bytes, fmt: str, fields: tuple[str, ...] = ("text",)) -> str:
    doc = parse_document(data, fmt, fields=fields)
    out, rendered = doc.render({s.text: pseudo_localize(s.text) for s in doc.segments()})
    assert rendered.issues == ()
    return out.decode()


def test_jsonl_strings_without_letters_keep_their_literal() -> None:
    data = (REAL / "letterless.jsonl").read_bytes()
    identity, checked = translate_in_process(data, "jsonl", JSONL_FIELDS)
    assert identity.ok, identity.difference
    assert checked.ok, checked.difference
    out = pseudo(data, "jsonl", JSONL_FIELDS)
    assert '"text": ""' in out and '"n": "12345"' in out and '"tpl": "{name}"' in out


def test_jsonl_fields_select_inside_arrays() -> None:
    out = pseudo((REAL / "letterless.jsonl").read_bytes(), "jsonl", JSONL_FIELDS)
    assert '"text": "[Ĥéĺĺó ŧĥéŕé ····]"' in out and '"tags": ["[ŕéđ ··]", "[ƀĺúé ··]", ""]' in out
    assert '"role": "user"' in out  # a field not chosen stays as it was
    assert view("jsonl", out, JSONL_FIELDS) == view("jsonl", (REAL / "letterless.jsonl").read_text(), JSONL_FIELDS)


def test_jsonl_field_on_no_line_is_an_error() -> None:
    with pytest.raises(DocumentError, match="no line has a string field nope"):
        parse_document((REAL / "letterless.jsonl").read_bytes(), "jsonl", fields=("text", "nope"))


@pytest.mark.parametrize(("lang", "forms"), [("pl", 3), ("ja", 1), ("ar", 6), ("pt-BR", 2)])
def test_gettext_catalog_gets_the_target_header_and_plural_forms(lang: str, forms: int) -> None:
    """A real xgettext template translated: the header says the language and its CLDR
    plural rule, every plural entry has exactly that many msgstr[n], msgfmt -c is clean."""
    doc = parse_document((REAL / "xgettext.pot").read_bytes(), "po", target_lang=lang)
    out, rendered = doc.render({s.text: pseudo_localize(s.text) for s in doc.segments()})
    assert rendered.issues == ()
    catalog = polib.pofile(out.decode())
    assert catalog.metadata["Language"] == lang.replace("-", "_")
    assert catalog.metadata["Plural-Forms"].startswith(f"nplurals={forms};")
    assert "charset=UTF-8" in catalog.metadata["Content-Type"] and not catalog.metadata_is_fuzzy
    plurals = [e for e in catalog if e.msgid_plural]
    assert len(plurals) == 2 and all(sorted(e.msgstr_plural) == list(range(forms)) for e in plurals)
    assert all(e.translated() for e in catalog)
    if shutil.which("msgfmt"):
        assert msgfmt_check(out.decode()).ok, msgfmt_check(out.decode()).difference


def test_gettext_tags_and_icu_syntax_never_reach_the_model() -> None:
    sent = " ".join(s.text for s in parse_document((REAL / "xgettext.pot").read_bytes(), "po").segments())
    for kept in ("<a", "href", "</a>", "{count", "plural,", "one {", "other {", "#", "%%", "%2$s", "%(name)s"):
        assert kept not in sent, kept
    assert "the docs" in sent and "message" in sent  # the words inside them are sent


def test_gettext_one_form_language_takes_the_plural_wording() -> None:
    doc = parse_document((REAL / "xgettext.pot").read_bytes(), "po", target_lang="ja")
    out = doc.render({s.text: s.text for s in doc.segments()})[0].decode()
    entry = next(e for e in polib.pofile(out) if e.msgid == "%d byte")
    assert entry.msgstr_plural == {0: "%d bytes"}


def test_gettext_catalog_in_another_language_without_translations_is_a_template() -> None:
    """No translation in it: nothing in 'af' to keep, so it is completed for 'pl' (with
    Polish's plural rule); one with translations is refused (test_text_po_defects)."""
    catalog = (REAL / "xgettext.pot").read_text().replace('"Language: \\n"', '"Language: af\\n"')
    doc = parse_document(catalog.encode(), "po", target_lang="pl")
    out = doc.render({s.text: s.text for s in doc.segments()})[0].decode()
    assert polib.pofile(out).metadata["Plural-Forms"].startswith("nplurals=3;")
    assert parse_document(catalog.encode(), "po", target_lang="af-ZA").segments()  # the same language: completed


def test_plain_text_layout_is_ours_whatever_the_model_writes() -> None:
    """Underlines, *, 1) and a. bullets, and indented commands are kept by the renderer:
    a model that drops bullets and adds line breaks changes nothing of them."""
    data = (REAL / "layout.txt").read_bytes()
    doc = parse_document(data, "text")
    sent = [s.text for s in doc.segments()]
    assert "download the archive" in sent and "./configure --prefix=/usr" not in " ".join(sent)
    assert not any(t.startswith(("* ", "1)", "a.", "=")) for t in sent)
    careless = {t: t.upper() + "\n\nEXTRA LINE\n- NEW BULLET" for t in sent}
    out = doc.render(careless)[0].decode()
    assert view("text", out) == view("text", data.decode())
    assert "    ./configure --prefix=/usr\n    make install\n" in out and "\n===================\n" in out
    identity, pseudo_check = translate_in_process(data, "text")
    assert identity.ok and pseudo_check.ok, (identity, pseudo_check)


def test_markdown_keeps_anchors_setext_footnotes_front_matter_math_and_reference_labels() -> None:
    data = (REAL / "features.md").read_bytes()
    sent = [s.text for s in parse_document(data, "markdown").segments()]
    joined = " ".join(sent)
    for kept in ("{#start}", "{#install}", "title =", "E = mc^2", "[^note]:", "Docs", "Guide"):
        assert kept not in joined, kept
    assert "Getting started" in sent and "The footnote text is translated too." in sent
    out = pseudo(data, "markdown")
    assert "\\[Ĝéŧŧíñĝ šŧáŕŧéđ ·····\\] {#start}\n========================\n" in out  # [ ] escaped
    assert "## \\[Íñšŧáĺĺ ŧĥé ŧóóĺ ·····\\] {#install}\n" in out
    assert view("markdown", out) == view("markdown", data.decode())
    identity, checked = translate_in_process(data, "markdown")
    assert identity.ok and checked.ok, (identity, checked)


def test_html_translates_alt_title_placeholder_aria_label_and_meta_description() -> None:
    data = (REAL / "attributes.html").read_bytes()
    out = pseudo(data, "html")
    tree = html5lib.parse(out, treebuilder="etree", namespaceHTMLElements=False)
    img, field = tree.find(".//img"), tree.find(".//input")
    assert img.get("alt") == pseudo_localize("A sleeping cat") and img.get("title") == pseudo_localize('Tom\'s "cat"')
    assert field.get("placeholder") == pseudo_localize("Search the site") and field.get("value") == "keep me"
    assert field.get("aria-label") == pseudo_localize("Search")
    assert tree.find(".//meta[@name='description']").get("content") == pseudo_localize("A page about cats & dogs")
    assert tree.find(".//div").get("title") == "Brand" and tree.find(".//pre").get("title") == "Output"
    assert tree.find(".//a").get("title") == "The guide"  # wraps words: stays in its sentence, kept
    assert view("html", out) == view("html", data.decode())
    identity, checked = translate_in_process(data, "html")
    assert identity.ok and checked.ok, (identity, checked)
