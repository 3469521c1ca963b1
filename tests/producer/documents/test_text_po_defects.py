"""Plain-text and gettext defects that real files exposed (issue 29), one test each, on
files no one here wrote (tests/data/realworld/LICENSES.md says where each comes from)."""

from __future__ import annotations

import shutil

import polib
import pytest

from bench.documents.oracles import view
from bench.documents.roundtrip import msgfmt_check, translate_in_process
from producer.documents import parse_document
from tests.producer.documents.test_defects import REAL
from transq.errors import DocumentError
from transq.pseudo import pseudo_localize


def _sent(name: str, fmt: str, lang: str | None = None) -> list[str]:
    return [s.text for s in parse_document((REAL / name).read_bytes(), fmt, target_lang=lang).segments()]


def _pseudo_po(name: str, lang: str) -> str:
    doc = parse_document((REAL / name).read_bytes(), "po", target_lang=lang)
    out, rendered = doc.render({s.text: pseudo_localize(s.text) for s in doc.segments()})
    assert rendered.issues == ()
    return out.decode()


def test_indented_command_paragraphs_are_never_sent() -> None:
    """gpg-agent's README.Debian: commands indented as their own paragraphs stay as
    they are; the prose around them is translated."""
    sent = " ".join(_sent("gpg-agent-README.Debian.txt", "text"))
    for command in ("systemctl --user mask", "gpg-connect-agent updatestartuptty", "gpgconf --kill", "/run/user/"):
        assert command not in sent, command
    assert "Doing this means that gpg-agent will fall back" in sent
    data = (REAL / "gpg-agent-README.Debian.txt").read_bytes()
    identity, checked = translate_in_process(data, "text")
    assert identity.ok and checked.ok, (identity, checked)
    doc = parse_document(data, "text")
    out = doc.render({s.text: pseudo_localize(s.text) for s in doc.segments()})[0].decode()
    assert "\n    gpgconf --kill gpg-agent\n" in out


def test_indented_prose_is_still_translated() -> None:
    assert "An indented paragraph keeps its indentation." in _sent("../sample.txt", "text")


@pytest.mark.parametrize(
    ("name", "kept"),
    [("sgml-base-README.Debian.txt", "--\nArdo van Rangelrooij"), ("gpg-agent-README.Debian.txt", "Daniel Kahn")],
)
def test_signature_is_never_sent(name: str, kept: str) -> None:
    """A "--" signature delimiter keeps the rest; a Debian " -- Name <mail>" sign-off too."""
    sent = " ".join(_sent(name, "text"))
    assert kept.rsplit("\n", maxsplit=1)[-1] not in sent and "--" not in sent.split()
    data = (REAL / name).read_bytes()
    doc = parse_document(data, "text")
    out = doc.render({s.text: pseudo_localize(s.text) for s in doc.segments()})[0].decode()
    assert kept in out
    assert view("text", out) == view("text", data.decode())


def test_tabs_never_reach_the_model() -> None:
    """man-db's THANKS separates names and languages with tabs: the model sees markers,
    so a model that writes commas for tabs cannot break the columns."""
    data = (REAL / "man-db-THANKS.txt").read_bytes()
    doc = parse_document(data, "text")
    assert doc.segments() and not any("\t" in s.text for s in doc.segments())
    out = doc.render({s.text: pseudo_localize(s.text) for s in doc.segments()})[0].decode()
    assert out.count("\t") == data.decode().count("\t")
    identity, checked = translate_in_process(data, "text")
    assert identity.ok and checked.ok, (identity, checked)


def test_tab_in_a_msgid_is_protected() -> None:
    catalog = (REAL / "django-en.po").read_text().replace('msgid "Afrikaans"', 'msgid "Name:\\tAfrikaans"')
    doc = parse_document(catalog.encode(), "po", target_lang="de")
    assert "Name:⟦0⟧Afrikaans" in [s.text for s in doc.segments()]
    out = doc.render({s.text: pseudo_localize(s.text) for s in doc.segments()})[0].decode()
    entry = next(e for e in polib.pofile(out) if e.msgid == "Name:\tAfrikaans")
    assert entry.msgstr == pseudo_localize("Name:⟦0⟧Afrikaans").replace("⟦0⟧", "\t")


@pytest.mark.parametrize(("lang", "forms"), [("pl", 3), ("ar", 6), ("ja", 1)])
def test_source_language_catalog_gets_the_target_plural_forms(lang: str, forms: int) -> None:
    """Django's English catalog (Language: en, nplurals=2, no translations: the template
    its translators start from) translated to Polish: Polish's 3 forms, not English's 2."""
    out = _pseudo_po("django-en.po", lang)
    catalog = polib.pofile(out)
    assert catalog.metadata["Language"] == lang
    assert catalog.metadata["Plural-Forms"].startswith(f"nplurals={forms};")
    plurals = [e for e in catalog if e.msgid_plural]
    assert len(plurals) == 15 and all(sorted(e.msgstr_plural) == list(range(forms)) for e in plurals)
    if shutil.which("msgfmt"):
        assert msgfmt_check(out).ok, msgfmt_check(out).difference


def test_catalog_with_translations_in_another_language_is_refused() -> None:
    with pytest.raises(DocumentError, match="the catalog is in 'ja', not 'pl'; translate its template instead"):
        parse_document((REAL / "humanize-ja_JP.po").read_bytes(), "po", target_lang="pl")


def test_msgid_without_letters_is_copied() -> None:
    """Django's "…" (elided pages), ":" and ", " have nothing to translate: copied, as
    msgen does, so the catalog is complete; never sent."""
    assert not {"…", ":", ", ", ":?.!"} & set(_sent("django-en.po", "po", "fr"))
    catalog = polib.pofile(_pseudo_po("django-en.po", "fr"))
    for msgid in ("…", ":", ", ", ":?.!"):
        assert catalog.find(msgid).msgstr == msgid
    assert all(e.translated() for e in catalog)


def test_plural_entry_with_lost_placeholders_stays_wholly_untranslated() -> None:
    """A form whose markers the model dropped empties every msgstr[n] of the entry (and
    is reported): gettext then shows the source for every n, never "" for some n."""
    doc = parse_document((REAL / "django-en.po").read_bytes(), "po", target_lang="pl")
    plural_source = "Ensure this value has at most ⟦0⟧ characters (it has ⟦1⟧)."
    assert plural_source in [s.text for s in doc.segments()]
    outputs = {s.text: pseudo_localize(s.text) for s in doc.segments()}
    outputs[plural_source] = "Zapewnij krótszy tekst."  # both markers dropped
    out, rendered = doc.render(outputs)
    assert [i.reason for i in rendered.issues] == ["placeholders_lost"]
    entry = next(e for e in polib.pofile(out.decode()) if e.msgid_plural.startswith("Ensure this value has at most"))
    assert entry.msgstr_plural == {0: "", 1: "", 2: ""}
    if shutil.which("msgfmt"):
        assert msgfmt_check(out.decode()).ok, msgfmt_check(out.decode()).difference
